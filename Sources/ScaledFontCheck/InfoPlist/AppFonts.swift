/// The fonts an iOS app really loads: the files its Info.plist lists in `UIAppFonts` (or the
/// folder `ATSApplicationFontsPath` names on macOS), matched to the files of the app's bundle,
/// with an error for each entry that matches no font.
///
/// Where the bundle's files come from is the ``Layout``: the source tree (CI checks the
/// sources, not a built `.app`), a built bundle, or what a target of the app's Xcode project
/// copies. In the source tree an entry names the file under the registered font folders whose
/// path in the repository ends, component by component, with the entry: Xcode copies a
/// group's fonts flat into the bundle root (`UIAppFonts` then lists bare names,
/// `Lora-Bold.ttf`) and keeps a folder reference's subpath (`fonts/Lora-Bold.ttf`), and only
/// the project says which. In a built bundle or a project's bundle an entry is the file's
/// path in the bundle, exactly. Each entry must match exactly one regular file that FreeType
/// opens as a font and stay inside the bundle (no `..`, not absolute).
public struct AppFonts: Sendable {
    /// Where the files of the app's bundle are found.
    public enum Layout: Sendable, Hashable {
        /// The source tree: the files under the font folders, each known by its path in the
        /// repository (relative to `repository`; a file outside it by its absolute path).
        case sourceTree(fontFolders: [String], repository: String)
        /// A built bundle: the files under its root, by their path below it.
        case builtBundle(root: String)
        /// What a target's build copies into its bundle (from the app's Xcode project), and
        /// the files the project references that this target does not copy.
        case project(target: String, bundle: AppBundleLayout)
    }

    /// One `UIAppFonts` entry and what it matched.
    public struct Entry: Sendable, Hashable {
        /// Whether the entry names exactly one font file.
        public enum Status: String, Sendable, Hashable, Codable {
            /// One font file: its faces are the app's.
            case ok
            /// No file matches.
            case missing
            /// More than one file matches.
            case ambiguous
            /// The file is not a font FreeType can open.
            case notAFont
            /// The file is a font a device does not load: not TrueType or OpenType (a Type 1
            /// font, say), or a face without a `name` table (the file's sfnt headers).
            case unsupported
            /// The entry leaves the bundle (`..`, an absolute path) or is empty.
            case outsideBundle
            /// (A project) the file exists but the target does not copy it into the bundle.
            case notInTarget
            /// (A project) the target copies a file of this name, to another path.
            case wrongPath
        }

        /// The entry as written (the folder, for `ATSApplicationFontsPath`).
        public let entry: String
        /// The line of the array element (1-based), if known.
        public let line: Int?
        /// The source file it matched (for `ambiguous`, the first candidate; for
        /// `notInTarget` and `wrongPath`, the file meant).
        public let file: String?
        /// Where the file is in the bundle: the entry for `ok` in a built bundle or a
        /// project's bundle, where the build copies it for `wrongPath`, where it would land
        /// for `notInTarget`; `nil` in the source tree, where only the project knows.
        public let bundlePath: String?
        /// Every file that matched (two or more for `ambiguous`).
        public let candidates: [String]
        /// Whether it names exactly one font.
        public internal(set) var status: Status
        /// The PostScript names of the file's faces.
        public let faces: [String]
        /// For `unsupported`, why the device does not load the file.
        public internal(set) var unsupportedBecause: String? = nil
        /// For `missing`, the files whose path differs from the entry only in letter case
        /// (the device's file system tells case apart; a Mac's usually does not).
        public internal(set) var caseVariants: [String] = []
    }

    /// The Info.plist's path as the caller gave it.
    public let infoPlist: String
    /// The bundle root entries are relative to, when checking a built bundle.
    public var bundleRoot: String? {
        if case .builtBundle(let root) = layout { root } else { nil }
    }
    /// Where the bundle's files were found.
    public let layout: Layout
    /// The entries, in the array's order (then the `ATSApplicationFontsPath` folder's files).
    public let entries: [Entry]
    /// An error for each entry that is not `ok`, for a `UIAppFonts` that is not an array,
    /// and for an Info.plist that cannot be read; a warning for a misspelt `UIAppFonts` key; a notice
    /// for each source-tree entry with folders.
    public internal(set) var findings: [CheckFinding]
    /// Whether the Info.plist could be read (else there are no entries, and one finding says
    /// why).
    public let isReadable: Bool
    /// The files the matched entries name, by identity.
    private let declaredFiles: Set<FontFolderScan.Identity>
    /// Every file of the bundle (or the folders), to suggest an entry for an unlisted file.
    private let index: FileIndex
    /// Name resolution over the faces of the declared files only.
    private let declaredIndex: NameIndex

    /// Matches the declarations to the files of the bundle.
    ///
    /// - Parameters:
    ///   - declarations: what the Info.plist says.
    ///   - layout: where the bundle's files are.
    ///   - catalog: the catalog the bundle's files are registered in; the faces of a file are
    ///     the catalog's registered faces from that file.
    ///   - readsApplicationFontsPath: whether the platform reads macOS's
    ///     `ATSApplicationFontsPath`; iOS, tvOS and watchOS do not, so for them it declares
    ///     nothing and is a warning at its line.
    public init(
        _ declarations: AppFontDeclarations, layout: Layout, catalog: FontCatalog,
        readsApplicationFontsPath: Bool = true
    ) {
        infoPlist = declarations.file
        self.layout = layout
        var facesByFile: [FontFolderScan.Identity: [String]] = [:]
        for face in catalog.registeredFaces {
            guard let identity = FontFolderScan.identity(face.file) else { continue }
            facesByFile[identity, default: []].append(face.postscriptName)
        }
        let index = FileIndex(
            layout, unreferenced: Array(Set(catalog.registeredFaces.map(\.file))).sorted())
        var entries: [Entry] = []
        let file = declarations.file
        var findings = declarations.misspeltKeys.map { key in
            let problem =
                key.key.lowercased().contains(" ")
                ? "'\(key.key)' is how Xcode shows UIAppFonts; the key must be UIAppFonts"
                : "'\(key.key)' is not UIAppFonts, the key iOS reads"
            return CheckFinding(
                .warning, .appFontsKeyMisspelt, file: file, line: key.line, field: key.key,
                message: "\(problem): the device ignores it")
        }
        if let finding = Self.repeatedKeyFinding(declarations.repeatedAppFontsLines, file: file) {
            findings.append(finding)
        }
        for item in declarations.appFonts ?? [] {
            guard let path = item.path else {
                findings.append(
                    CheckFinding(
                        .error, .appFontInvalid, file: file, line: item.line, field: "UIAppFonts",
                        message: "UIAppFonts: an entry is \(item.kind), not a string: iOS "
                            + "ignores it"))
                continue
            }
            var entry = index.match(path, line: item.line, faces: facesByFile)
            if entry.status == .ok, let matched = entry.file,
                let problem = catalog.deviceProblem(ofFile: matched)
            {
                entry.status = .unsupported
                entry.unsupportedBecause = problem
            }
            entries.append(entry)
            findings += Self.findings(entry, file: file, layout: layout, index: index)
        }
        if let kind = declarations.appFontsKind {
            findings.append(
                CheckFinding(
                    .error, .appFontInvalid, file: file, line: declarations.appFontsLine,
                    field: "UIAppFonts",
                    message: "UIAppFonts is \(kind), not an array of paths: iOS loads no font "
                        + "from it"))
        }
        let folderPath = readsApplicationFontsPath ? declarations.applicationFontsPath : nil
        if let folder = folderPath, let path = folder.path {
            var bundled = false
            if case .builtBundle = layout { bundled = true }
            entries += Self.folderEntries(
                path, line: folder.line, in: index.scans, bundled: bundled,
                faces: facesByFile)
        } else if let folder = declarations.applicationFontsPath {
            findings.append(
                CheckFinding(
                    .warning, .applicationFontsPathIgnored, file: file, line: folder.line,
                    field: "ATSApplicationFontsPath",
                    message: "ATSApplicationFontsPath is read by macOS only: iOS, tvOS and watchOS "
                        + "load no font from it; list the font files in UIAppFonts"))
        }
        // No UIAppFonts at all is no error of its own: an app using built-in fonts only, or
        // registering its own, declares none. A style whose name resolves to a bundled face
        // is an error at the style (`appFontNotListed`), with the entry to add.
        self.entries = entries
        self.findings = findings
        self.index = index
        isReadable = true
        let okFiles = Set(entries.filter { $0.status == .ok }.compactMap(\.file))
        let declared = Set(
            index.files.filter { $0.inBundle && okFiles.contains($0.path) }.map(\.identity))
        declaredFiles = declared
        declaredIndex = NameIndex(
            registered: catalog.registeredFaces.filter {
                FontFolderScan.identity($0.file).map(declared.contains) ?? false
            }, system: [])
    }

    /// An Info.plist that cannot be read or parsed: no entries, and one finding with the
    /// reader's reason (and line), so that every report still names the file.
    public init(unreadable infoPlist: String, layout: Layout, error: ScaledFontError) {
        self.infoPlist = infoPlist
        self.layout = layout
        entries = []
        findings = [
            CheckFinding(
                unreadable: infoPlist, .infoPlistUnreadable, error: error,
                line: (error.cause as? PropertyListReader.Failure)?.line)
        ]
        isReadable = false
        declaredFiles = []
        index = FileIndex(layout, scanning: false)
        declaredIndex = NameIndex(registered: [], system: [FontFace]())
    }

    /// A target whose Info.plist Xcode generates (`GENERATE_INFOPLIST_FILE` and no
    /// `INFOPLIST_FILE`): there is no `INFOPLIST_KEY_` setting for `UIAppFonts`, so the app
    /// declares no fonts; one error, at the project's line of the target's settings, says so
    /// (or, when the target does not generate one either, that it has no Info.plist).
    public init(
        generatedFor target: String, project: String, line: Int?, layout: Layout,
        generates: Bool = true
    ) {
        infoPlist = project
        self.layout = layout
        entries = []
        let what: FindingText =
            generates
            ? "has a generated Info.plist (GENERATE_INFOPLIST_FILE, no INFOPLIST_FILE), which "
                + "cannot declare UIAppFonts (there is no INFOPLIST_KEY_ setting for it)"
            : "sets no INFOPLIST_FILE"
        findings = [
            CheckFinding(
                .error, .appFontInvalid, file: project, line: line, field: "INFOPLIST_FILE",
                message: "target '\(target)' \(what): the device loads none of the app's fonts; "
                    + "add an Info.plist with UIAppFonts and set INFOPLIST_FILE to it")
        ]
        isReadable = true
        declaredFiles = []
        index = FileIndex(layout)
        declaredIndex = NameIndex(registered: [], system: [FontFace]())
    }

    /// Resolves a font name among the faces of the declared files only, as the device sees
    /// the app's fonts (the rungs of ``FontCatalog/resolve(_:)``).
    public func resolve(_ name: String) -> FontMatch? {
        declaredIndex.resolve(name)
    }

    /// Whether the app loads a face: its file is one a `UIAppFonts` entry matched.
    public func declares(_ face: FontFace) -> Bool {
        FontFolderScan.identity(face.file).map(declaredFiles.contains) ?? false
    }

    /// Why the device does not load a face of the app's folders that no entry declares, and
    /// what to do: add it to the target (a project's file the target does not copy), or list
    /// it in `UIAppFonts` under the entry ``suggestedEntry(for:)`` gives.
    ///
    /// - Parameters:
    ///   - name: the font name the style asked for.
    ///   - face: the face of a registered folder it resolved to.
    public func notLoaded(
        _ name: String, face: FontFace
    ) -> (reason: CheckFinding.Reason, message: FindingText) {
        guard let entry = suggestedEntry(for: face) else {
            let file = FontFolderScan.identity(face.file).flatMap { index.byIdentity[$0] }
            let named = FileSystem.lastComponent(
                of: file?.inside.joined(separator: "/") ?? face.file)
            return (
                .appFontNotInTarget,
                "font '\(name: name)' is in \(path: face.file), which \(index.targetWords) does "
                    + "not copy: add \(named) to its Copy Bundle Resources / Target Membership"
            )
        }
        return (
            .appFontNotListed,
            "font '\(name: name)' is in the bundle but not listed in UIAppFonts: iOS will not "
                + "load it; add \"\(entry)\""
        )
    }

    /// The `UIAppFonts` entry that declares a face's file, so that adding it makes the
    /// finding go away: in a built bundle or a project's bundle, the file's path there (`nil`
    /// for a file the project's target does not copy); in the source tree, the bare file
    /// name (a group or a synchronized folder copies it flat), or when that name would match
    /// several files, the shortest end of the file's path that matches it alone.
    public func suggestedEntry(for face: FontFace) -> String? {
        guard let identity = FontFolderScan.identity(face.file),
            let file = index.byIdentity[identity], file.inBundle
        else {
            if case .project = layout { return nil }
            return FileSystem.lastComponent(of: face.file)
        }
        guard !index.exact else { return file.inside.joined(separator: "/") }
        for count in 1...file.inside.count {
            let suffix = Array(file.inside.suffix(count))
            let matches = index.candidates(suffix).filter { $0.identity != identity }
            if matches.isEmpty { return suffix.joined(separator: "/") }
        }
        return file.inside.joined(separator: "/")
    }

    /// The entries whose faces none of `usedFaces` (PostScript names) is.
    public func unused(byFacesNamed usedFaces: Set<String>) -> [Entry] {
        entries.filter { entry in
            entry.status == .ok && !entry.faces.contains { usedFaces.contains($0) }
        }
    }

    /// Path components without empty ones and `.`.
    static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// The files under the folder `ATSApplicationFontsPath` names (relative to the bundle's
    /// `Contents/Resources`, or in the source tree, a folder whose path ends with it; `.` is
    /// every registered folder), each as an entry.
    private static func folderEntries(
        _ path: String, line: Int?, in roots: [(root: String, files: [FontFolderScan.File])],
        bundled: Bool, faces: [FontFolderScan.Identity: [String]]
    ) -> [Entry] {
        let wanted = (bundled ? ["Contents", "Resources"] : []) + components(path)
        guard !path.hasPrefix("/"), !wanted.contains("..") else {
            return [
                Entry(
                    entry: path, line: line, file: nil, bundlePath: nil, candidates: [],
                    status: .outsideBundle,
                    faces: [])
            ]
        }
        var entries: [Entry] = []
        for (root, files) in roots {
            let base = bundled ? [] : Array(components(root).suffix(1))
            let depth = components(root).count
            for file in files {
                let folder = base + components(file.path).dropFirst(depth).dropLast()
                let matches =
                    bundled
                    ? Array(folder.prefix(wanted.count)) == wanted
                    : wanted.isEmpty
                        || folder.count >= wanted.count
                            && Array(folder.suffix(wanted.count)) == wanted
                guard matches, let names = faces[file.identity], !names.isEmpty else { continue }
                entries.append(
                    Entry(
                        entry: path, line: line, file: file.path, bundlePath: nil,
                        candidates: [file.path],
                        status: .ok, faces: names))
            }
        }
        return entries
    }

    /// The error for `UIAppFonts` written more than once, at the second key: a property-list
    /// reader keeps one of the values and drops the others unseen, as for a style key written
    /// twice in a style dictionary. `nil` when it is written once.
    private static func repeatedKeyFinding(_ lines: [Int], file: String) -> CheckFinding? {
        guard lines.count > 1 else { return nil }
        var place = ""
        if lines.allSatisfy({ $0 > 0 }) {
            var numbers = lines.prefix(10).map(String.init)
            if lines.count > 10 { numbers.append("\(lines.count - 10) more") }
            place =
                " (lines " + numbers.dropLast().joined(separator: ", ") + " and "
                + numbers.last! + ")"
        }
        return CheckFinding(
            .error, .appFontInvalid, file: file, line: lines[1] > 0 ? lines[1] : nil,
            field: "UIAppFonts",
            message: "UIAppFonts is written \(lines.count) times in the Info.plist\(place); a "
                + "property-list reader keeps only one value, so which fonts the app declares is "
                + "not certain (the last one is checked)")
    }

    /// The findings of an entry: an error for one that is not `ok`, and in the source tree a
    /// notice for an `ok` one with folders (only the project knows whether the build keeps
    /// them).
    private static func findings(
        _ entry: Entry, file: String, layout: Layout, index: FileIndex
    ) -> [CheckFinding] {
        let quoted: FindingText = "UIAppFonts entry '\(entry.entry)'"
        let message: FindingText
        let reason: CheckFinding.Reason
        let named: FindingText = entry.file.map { "\(path: $0)" } ?? "the file"
        switch entry.status {
        case .ok:
            guard case .sourceTree = layout, components(entry.entry).count > 1 else { return [] }
            let name = FileSystem.lastComponent(of: entry.entry)
            return [
                CheckFinding(
                    .notice, .appFontFoldersUnverified, file: file, line: entry.line,
                    field: "UIAppFonts",
                    message: "\(quoted): a folder reference keeps its folders, a group copies "
                        + "'\(name)' flat; only the app's Xcode project says which")
            ]
        case .missing:
            reason = .appFontMissing
            var place: FindingText = ""
            for (offset, root) in index.roots.enumerated() {
                place = offset == 0 ? "'\(path: root)'" : "\(place), '\(path: root)'"
            }
            let under: FindingText =
                index.isProject
                ? "\(index.targetWords) copies no file to this path in the bundle"
                : "no file under \(place) has this path"
            var text: FindingText =
                "\(quoted): \(under): the device loads nothing for it, and styles using its "
                + "fonts fall back"
            if !entry.caseVariants.isEmpty {
                var variants: FindingText = ""
                for (offset, variant) in entry.caseVariants.enumerated() {
                    let shown: FindingText = index.exact ? "'\(variant)'" : "'\(path: variant)'"
                    variants = offset == 0 ? shown : "\(variants), \(shown)"
                }
                text =
                    "\(quoted): no file has this path, only \(variants) in other letter case, "
                    + "which a device tells apart (a Mac does not)"
            }
            message = text
        case .ambiguous:
            reason = .appFontAmbiguous
            var files: FindingText = ""
            for (offset, candidate) in entry.candidates.enumerated() {
                files = offset == 0 ? "\(path: candidate)" : "\(files) and \(path: candidate)"
            }
            message = "\(quoted) matches \(entry.candidates.count) files: \(files)"
        case .notAFont:
            reason = .appFontNotAFont
            message = "\(quoted): \(named) is not a font FreeType can open"
        case .unsupported:
            reason = .appFontUnsupported
            message =
                "\(quoted): \(named) is not loaded on the device: \(entry.unsupportedBecause ?? "")"
        case .outsideBundle:
            reason = .appFontOutsideBundle
            message =
                "\(quoted) is empty, absolute or leaves the bundle ('..'): a path inside the "
                + "bundle is needed"
        case .notInTarget:
            reason = .appFontNotInTarget
            let name = FileSystem.lastComponent(of: entry.entry)
            message =
                "\(quoted): \(named) is not in \(index.targetWords): add \(name) to the "
                + "target's Copy Bundle Resources / Target Membership"
        case .wrongPath:
            reason = .appFontWrongPath
            let path = entry.bundlePath ?? ""
            message =
                "\(quoted): \(index.targetWords) copies \(named) to '\(path)' in the bundle, not "
                + "to this path; list \"\(path)\""
        }
        return [
            CheckFinding(
                .error, reason, file: file, line: entry.line, field: "UIAppFonts",
                message: message)
        ]
    }
}
