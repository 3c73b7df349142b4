/// What an app's Info.plist says about its fonts, with the line of each value: the
/// `UIAppFonts` array (iOS) and the `ATSApplicationFontsPath` folder (macOS).
public struct AppFontDeclarations: Sendable, Hashable {
    /// One value of the `UIAppFonts` array.
    public struct Item: Sendable, Hashable {
        /// The path, `nil` when the value is not a string.
        public let path: String?
        /// What the value is when it is not a string (`an integer`, `a dictionary`).
        public let kind: String
        /// The value's line (1-based), if known.
        public let line: Int?

        /// Creates an item.
        public init(path: String?, kind: String = "a string", line: Int?) {
            self.path = path
            self.kind = kind
            self.line = line
        }
    }

    /// A key of the Info.plist and its line.
    public struct Key: Sendable, Hashable {
        /// The key as written.
        public let key: String
        /// Its line (1-based), if known.
        public let line: Int?

        /// Creates a key.
        public init(key: String, line: Int?) {
            self.key = key
            self.line = line
        }
    }

    /// The Info.plist's path as the caller gave it.
    public let file: String
    /// The `UIAppFonts` values, `nil` when the key is absent.
    public let appFonts: [Item]?
    /// The line of the `UIAppFonts` key.
    public let appFontsLine: Int?
    /// What `UIAppFonts` is when it is not an array (`a string`), else `nil`.
    public let appFontsKind: String?
    /// `ATSApplicationFontsPath`, when it is present and a string.
    public let applicationFontsPath: Item?
    /// The line of every `UIAppFonts` key when the key is written more than once (0 for a
    /// line not known), else empty. ``appFonts`` then holds the last value.
    public let repeatedAppFontsLines: [Int]
    /// Keys that look meant as `UIAppFonts` but are not it (`UIAppfonts`, `UIAppFont`, Xcode's
    /// display name `Fonts provided by application`): iOS reads none of them.
    public let misspeltKeys: [Key]

    /// Creates the declarations.
    public init(
        file: String, appFonts: [Item]?, appFontsLine: Int? = nil, appFontsKind: String? = nil,
        applicationFontsPath: Item? = nil, repeatedAppFontsLines: [Int] = [],
        misspeltKeys: [Key] = []
    ) {
        self.misspeltKeys = misspeltKeys
        self.file = file
        self.appFonts = appFonts
        self.appFontsLine = appFontsLine
        self.appFontsKind = appFontsKind
        self.applicationFontsPath = applicationFontsPath
        self.repeatedAppFontsLines = repeatedAppFontsLines
    }
}

extension AppFontDeclarations {
    /// The largest Info.plist read, in bytes (4 MiB: real ones are a few kilobytes).
    public static let maximumFileSize = 4 << 20

    /// Reads an app's Info.plist (XML or binary, with the same bounded reader as style
    /// dictionaries) for its `UIAppFonts` and `ATSApplicationFontsPath`.
    ///
    /// - Throws: ``ScaledFontError`` `.infoPlistUnreadable` for a file that is missing, not a
    ///   regular file or too large; `.infoPlistMalformed` for one that is not a property list
    ///   or whose root is not a dictionary. The message names the file (and the line when the
    ///   reader knows it, in the cause). A missing `UIAppFonts` or a non-string entry is not
    ///   thrown: ``AppFonts`` reports it as an error at its line.
    public static func load(path: String) throws(ScaledFontError) -> AppFontDeclarations {
        let document: PropertyListDocument
        do {
            document = try PropertyListReader.read(contentsOf: path, maximumSize: maximumFileSize)
        } catch {
            let code: ScaledFontError.Code =
                error.code == .dictionaryUnreadable ? .infoPlistUnreadable : .infoPlistMalformed
            throw ScaledFontError(code, error.message, file: path, cause: error.cause)
        }
        guard let entries = document.root.entries else {
            throw ScaledFontError(
                .infoPlistMalformed,
                "\(path): the root of an Info.plist must be a dictionary, not "
                    + document.root.value.kind,
                file: path)
        }
        func line(_ value: Int) -> Int? { value > 0 ? value : nil }
        var appFonts: [Item]?
        var appFontsLine: Int?
        var appFontsKind: String?
        var folder: Item?
        var appFontsKeyLines: [Int] = []
        var misspelt: [Key] = []
        for entry in entries {
            switch entry.key {
            case "UIAppFonts":
                // A key written twice is kept twice by the reader: the last value is the one
                // checked, and AppFonts reports the repetition as an error.
                appFontsKeyLines.append(max(entry.keyLine, 0))
                appFontsLine = line(entry.keyLine)
                appFontsKind = nil
                guard case .array(let elements) = entry.value.value else {
                    appFontsKind = entry.value.value.kind
                    appFonts = []
                    continue
                }
                appFonts = elements.map { element in
                    if case .string(let text) = element.value {
                        return Item(path: text, line: line(element.line))
                    }
                    return Item(path: nil, kind: element.value.kind, line: line(element.line))
                }
            case "ATSApplicationFontsPath":
                if case .string(let text) = entry.value.value {
                    folder = Item(path: text, line: line(entry.value.line))
                }
            default:
                if isMisspeltAppFontsKey(entry.key) {
                    misspelt.append(Key(key: entry.key, line: line(entry.keyLine)))
                }
            }
        }
        return AppFontDeclarations(
            file: path, appFonts: appFonts, appFontsLine: appFontsLine,
            appFontsKind: appFontsKind, applicationFontsPath: folder,
            repeatedAppFontsLines: appFontsKeyLines.count > 1 ? appFontsKeyLines : [],
            misspeltKeys: misspelt)
    }

    /// Whether a key (not `UIAppFonts` itself) is plausibly a misspelt `UIAppFonts`: within
    /// the typo distance of it ignoring case and surrounding blanks, or Xcode's display name
    /// for it, `Fonts provided by application`, written as a key.
    static func isMisspeltAppFontsKey(_ key: String) -> Bool {
        // A hostile key of a megabyte is no typo; the bound keeps the comparison short.
        guard key.utf8.count < 64 else { return false }
        let trimmed = String(
            key.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if trimmed.lowercased() == "fonts provided by application" { return true }
        return NearestName.find(trimmed, among: ["UIAppFonts"]) != nil
    }
}
