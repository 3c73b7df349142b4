internal import ScaledFontCore

/// The font names the Swift files of one target use, the constants they define and the
/// calls that register fonts, combined across the files: a Swash-style protocol in one file
/// makes the cases of an enum in another uses, and a use through a constant is resolved
/// against the constants of every file (``resolvedUses()``).
public struct CodeScan: Sendable {
    /// A file that was not scanned, and why: the scan goes on without it.
    public struct Note: Sendable, Hashable {
        /// The file, as the scan was given it.
        public let file: String
        /// Why it was not read (without the path).
        public let reason: String

        /// A note about `file`.
        public init(file: String, reason: String) {
            self.file = file
            self.reason = reason
        }
    }

    /// The largest Swift file read, 16 MiB: generated sources (asset and font catalogs,
    /// localisation tables) run to megabytes, and a scan reads in linear time.
    public static let maximumFileSize = 16 << 20

    /// Every font use: each file's, in the order the files were given, then one per case of
    /// each enum a ``SwiftFileFacts/RawValueFontCall`` applies to, at the case's value (its
    /// literal, or its name for an implicit raw value).
    public let uses: [FontUse]
    /// Every constant and string enum case, in the order the files were given.
    public let constants: [FontNameConstant]
    /// Every registration call, in the order the files were given.
    public let registrations: [FontRegistrationCall]
    /// The files that were not read.
    public let notes: [Note]

    /// Reads and scans the Swift files of one target, each through the bounded reader (a
    /// regular file of at most ``maximumFileSize`` bytes); one that cannot be read is a
    /// ``Note``.
    public init(swiftFiles: [String]) {
        var facts: [SwiftFileFacts] = []
        var notes: [Note] = []
        for file in swiftFiles {
            do {
                let bytes = try BoundedFile.contents(
                    of: file, maximumSize: Self.maximumFileSize, kind: "Swift source")
                facts.append(SwiftFontScanner(file: file, bytes: bytes).scan())
            } catch {
                notes.append(Note(file: file, reason: error.description))
            }
        }
        self.init(facts: facts, notes: notes)
    }

    /// Combines the facts of files already scanned.
    public init(facts: [SwiftFileFacts], notes: [Note] = []) {
        var uses = facts.flatMap(\.uses)
        // Each case of an enum named by a raw-value call's type, or conforming to it, is one
        // use, whichever number of calls the type has.
        var callsByType: [String: SwiftFileFacts.RawValueFontCall] = [:]
        for call in facts.flatMap(\.rawValueFontCalls) where callsByType[call.typeName] == nil {
            callsByType[call.typeName] = call
        }
        for stringEnum in facts.flatMap(\.stringEnums) {
            let simpleName = stringEnum.qualifiedName.split(separator: ".").last.map(String.init)
            let names = [simpleName ?? ""] + stringEnum.inheritance
            guard let call = names.lazy.compactMap({ callsByType[$0] }).first else { continue }
            for constant in stringEnum.cases {
                uses.append(
                    FontUse(
                        location: constant.location, call: call.call,
                        name: .constant(constant.qualifiedName)))
            }
        }
        self.uses = uses
        constants = facts.flatMap(\.constants)
        registrations = facts.flatMap(\.registrations)
        self.notes = notes
    }

    /// Every use with its name where it is known: a literal's value, or the value of the one
    /// constant a constant use names. The written path matches a constant whose qualified
    /// name ends with the same components (`.bold`, `Self.bold` and `self.bold` match any
    /// `X.bold`; `bold` also matches a global `bold`); several matches with one value resolve
    /// (to the first definition in file order), several with different values do not. A use
    /// without a name (computed, or a constant that matches none or several) is unchecked.
    public func resolvedUses() -> [ResolvedFontUse] {
        let index = SuffixIndex(constants)
        return uses.map { use in
            switch use.name {
            case .literal(let value): return ResolvedFontUse(use: use, name: value, definedAt: nil)
            case .computed: return ResolvedFontUse(use: use, name: nil, definedAt: nil)
            case .constant(let path):
                var components = path.split(separator: ".", omittingEmptySubsequences: false)
                var member = false
                if let first = components.first, ["", "self", "Self"].contains(first) {
                    components.removeFirst()
                    member = true
                }
                guard let match = index.match(components.joined(separator: "."), member: member)
                else { return ResolvedFontUse(use: use, name: nil, definedAt: nil) }
                return ResolvedFontUse(use: use, name: match.value, definedAt: match.location)
            }
        }
    }
}

/// The constants by every suffix of their qualified names (`Theme.Fonts.title` under
/// `Theme.Fonts.title`, `Fonts.title` and `title`), each suffix keeping its first constant and
/// whether all its constants share one value: a use resolves in constant time, whatever the
/// number of constants with its last component.
private struct SuffixIndex {
    private struct Entry {
        var first: FontNameConstant
        var oneValue = true

        mutating func add(_ constant: FontNameConstant) {
            oneValue = oneValue && constant.value == first.value
        }
    }

    /// Every suffix, and the proper suffixes only (a member path, `.bold`, needs an enclosing
    /// type: it does not match a global `bold`).
    private var all: [String: Entry] = [:]
    private var proper: [String: Entry] = [:]

    init(_ constants: [FontNameConstant]) {
        for constant in constants {
            let components = constant.qualifiedName.split(separator: ".")
            for start in components.indices {
                let suffix = components[start...].joined(separator: ".")
                all[suffix, default: Entry(first: constant)].add(constant)
                if start > components.startIndex {
                    proper[suffix, default: Entry(first: constant)].add(constant)
                }
            }
        }
    }

    /// The constant `path` names, if exactly one value matches.
    func match(_ path: String, member: Bool) -> FontNameConstant? {
        guard let entry = (member ? proper : all)[path], entry.oneValue else { return nil }
        return entry.first
    }
}

/// A font use with the name it gives, where that is known: ``CodeScan/resolvedUses()``.
public struct ResolvedFontUse: Sendable, Hashable {
    /// The use.
    public let use: FontUse
    /// The font name: a literal's value or the resolved constant's; `nil` when unchecked
    /// (computed, or a constant matching none or several different values).
    public let name: String?
    /// Where the resolved constant's value is written; `nil` for a literal or when unchecked.
    public let definedAt: CodeLocation?

    /// A resolved use.
    public init(use: FontUse, name: String?, definedAt: CodeLocation?) {
        self.use = use
        self.name = name
        self.definedAt = definedAt
    }

    /// Whether the name could not be known before run time.
    public var isUnchecked: Bool { name == nil }
}
