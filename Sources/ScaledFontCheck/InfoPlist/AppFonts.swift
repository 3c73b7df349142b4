/// The fonts an iOS app really loads: the files its Info.plist lists in `UIAppFonts` (or the
/// folder `ATSApplicationFontsPath` names on macOS), matched to files of the source tree or a
/// built bundle, with an error for each entry that matches no font.
///
/// CI checks the source tree, not a built `.app`: Xcode copies a group's fonts flat into the
/// bundle root (`UIAppFonts` then lists bare names, `Lora-Bold.ttf`) or keeps a folder
/// reference's subpath (`fonts/Lora-Bold.ttf`). So without a bundle root an entry names the
/// file under the registered font folders whose path ends, component by component, with the
/// entry; with a bundle root (a built bundle), the file at that path under it. Each entry must
/// match exactly one regular file that FreeType opens as a font and stay inside its folder (no
/// `..`, not absolute).
public struct AppFonts: Sendable {
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
        }

        /// The entry as written (the folder, for `ATSApplicationFontsPath`).
        public let entry: String
        /// The line of the array element (1-based), if known.
        public let line: Int?
        /// The file it matched (for `ambiguous`, the first candidate).
        public let file: String?
        /// Every file that matched (two or more for `ambiguous`).
        public let candidates: [String]
        /// Whether it names exactly one font.
        public internal(set) var status: Status
        /// The PostScript names of the file's faces.
        public let faces: [String]
        /// For `unsupported`, why the device does not load the file.
        public internal(set) var unsupportedBecause: String? = nil
    }

    /// The Info.plist's path as the caller gave it.
    public let infoPlist: String
    /// The bundle root entries are relative to, when checking a built bundle.
    public let bundleRoot: String?
    /// The entries, in the array's order (then the `ATSApplicationFontsPath` folder's files).
    public let entries: [Entry]
    /// An error for each entry that is not `ok`, for an Info.plist that declares no fonts,
    /// and for one that cannot be read.
    public let findings: [CheckFinding]
    /// Whether the Info.plist could be read (else there are no entries, and one finding says
    /// why).
    public let isReadable: Bool
    /// The files of every registered folder, by identity, with their path in the folder.
    private let declaredFiles: Set<FontFolderScan.Identity>
    /// Whether the entries name files with folders (`Fonts/Lora.ttf`) rather than bare names.
    private let entriesHaveFolders: Bool
    /// The registered folders, to suggest an entry for an unlisted file.
    private let folders: [String]
    /// Name resolution over the faces of the declared files only.
    private let declaredIndex: NameIndex

    /// Matches the declarations to files.
    ///
    /// - Parameters:
    ///   - declarations: what the Info.plist says.
    ///   - bundleRoot: a built bundle's root, or `nil` to match entries in `fontDirectories`.
    ///   - fontDirectories: the registered font folders of the source tree.
    ///   - catalog: the catalog those folders (and the bundle root) are registered in; the
    ///     faces of a file are the catalog's registered faces from that file.
    ///   - readsApplicationFontsPath: whether the platform reads macOS's
    ///     `ATSApplicationFontsPath`; iOS, tvOS and watchOS do not, so for them it declares
    ///     nothing and is a warning at its line.
    public init(
        _ declarations: AppFontDeclarations, bundleRoot: String?, fontDirectories: [String],
        catalog: FontCatalog, readsApplicationFontsPath: Bool = true
    ) {
        infoPlist = declarations.file
        self.bundleRoot = bundleRoot
        let roots = bundleRoot.map { [$0] } ?? fontDirectories
        folders = fontDirectories
        let files = roots.map { root in
            (root: root, files: FontFolderScan(root).files)
        }
        var facesByFile: [FontFolderScan.Identity: [String]] = [:]
        for face in catalog.registeredFaces {
            guard let identity = FontFolderScan.identity(face.file) else { continue }
            facesByFile[identity, default: []].append(face.postscriptName)
        }
        let index = Self.index(files)
        var entries: [Entry] = []
        var findings: [CheckFinding] = []
        let file = declarations.file
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
            var entry = Self.match(
                path, line: item.line, in: index, exact: bundleRoot != nil, faces: facesByFile)
            if entry.status == .ok, let matched = entry.file,
                let problem = catalog.deviceProblem(ofFile: matched)
            {
                entry.status = .unsupported
                entry.unsupportedBecause = problem
            }
            entries.append(entry)
            if let finding = Self.finding(entry, file: file, roots: roots) {
                findings.append(finding)
            }
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
            entries += Self.folderEntries(
                path, line: folder.line, in: files, bundled: bundleRoot != nil,
                faces: facesByFile)
        } else if let folder = declarations.applicationFontsPath {
            findings.append(
                CheckFinding(
                    .warning, .applicationFontsPathIgnored, file: file, line: folder.line,
                    field: "ATSApplicationFontsPath",
                    message: "ATSApplicationFontsPath is read by macOS only: iOS, tvOS and watchOS "
                        + "load no font from it; list the font files in UIAppFonts"))
        }
        if declarations.appFonts == nil, folderPath == nil {
            let none: FindingText =
                declarations.applicationFontsPath == nil
                ? "has no UIAppFonts (nor ATSApplicationFontsPath)" : "has no UIAppFonts"
            findings.append(
                CheckFinding(
                    .error, .appFontInvalid, file: file, field: "UIAppFonts",
                    message: none + ": the app declares no fonts, so the device loads none of "
                        + "the bundled ones"))
        }
        self.entries = entries
        self.findings = findings
        isReadable = true
        let allFiles = files.flatMap(\.files)
        let okFiles = Set(entries.filter { $0.status == .ok }.compactMap(\.file))
        declaredFiles = Set(allFiles.filter { okFiles.contains($0.path) }.map(\.identity))
        entriesHaveFolders = (declarations.appFonts ?? []).contains {
            $0.path?.contains("/") == true
        }
        let declared = declaredFiles
        declaredIndex = NameIndex(
            registered: catalog.registeredFaces.filter {
                FontFolderScan.identity($0.file).map(declared.contains) ?? false
            }, system: [])
    }

    /// An Info.plist that cannot be read or parsed: no entries, and one finding with the
    /// reader's reason (and line), so that every report still names the file.
    public init(unreadable infoPlist: String, bundleRoot: String?, error: ScaledFontError) {
        self.infoPlist = infoPlist
        self.bundleRoot = bundleRoot
        entries = []
        findings = [
            CheckFinding(
                unreadable: infoPlist, .infoPlistUnreadable, error: error,
                line: (error.cause as? PropertyListReader.Failure)?.line)
        ]
        isReadable = false
        declaredFiles = []
        entriesHaveFolders = false
        folders = []
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

    /// The `UIAppFonts` entry that would declare a face's file: its bare file name when the
    /// entries are bare names (or there are none), else its path from the registered folder,
    /// starting with that folder's own name (`Fonts/Lora-Bold.ttf`).
    public func suggestedEntry(for face: FontFace) -> String {
        let name = Self.components(face.file).last ?? face.file
        guard entriesHaveFolders, let identity = FontFolderScan.identity(face.file) else {
            return name
        }
        for folder in folders {
            guard let file = FontFolderScan(folder).files.first(where: { $0.identity == identity })
            else { continue }
            let inside = Self.components(file.path).dropFirst(Self.components(folder).count)
            return ([Self.components(folder).last ?? folder] + inside).joined(separator: "/")
        }
        return name
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

    /// A file of a root with its path components inside the root (never empty).
    private typealias IndexedFile = (file: FontFolderScan.File, inside: [String])

    /// The files of every root by their name (the last path component), each name's files in
    /// the order of the roots and of each root's scan. An entry can only match a file of its
    /// own last component, so each entry is compared with those files alone, not with every
    /// file of every root (100,000 entries against 1,000 files were 10^8 comparisons).
    private static func index(
        _ roots: [(root: String, files: [FontFolderScan.File])]
    ) -> [String: [IndexedFile]] {
        var index: [String: [IndexedFile]] = [:]
        for (root, files) in roots {
            let depth = components(root).count
            for file in files {
                let inside = Array(components(file.path).dropFirst(depth))
                guard let name = inside.last else { continue }
                index[name, default: []].append((file, inside))
            }
        }
        return index
    }

    /// The entry's match: the files whose path in their folder ends with (or, in a bundle,
    /// is) the entry's components.
    private static func match(
        _ path: String, line: Int?, in index: [String: [IndexedFile]],
        exact: Bool, faces: [FontFolderScan.Identity: [String]]
    ) -> Entry {
        let wanted = components(path)
        guard !wanted.isEmpty, !path.hasPrefix("/"), !wanted.contains("..") else {
            return Entry(
                entry: path, line: line, file: nil, candidates: [], status: .outsideBundle,
                faces: [])
        }
        var found: [FontFolderScan.File] = []
        var seen: Set<FontFolderScan.Identity> = []
        for (file, inside) in index[wanted[wanted.count - 1]] ?? [] {
            let matches =
                exact
                ? inside == wanted
                : inside.count >= wanted.count && inside.suffix(wanted.count).elementsEqual(wanted)
            if matches, seen.insert(file.identity).inserted { found.append(file) }
        }
        guard let first = found.first else {
            return Entry(
                entry: path, line: line, file: nil, candidates: [], status: .missing, faces: [])
        }
        let names = faces[first.identity] ?? []
        let status: Entry.Status =
            found.count > 1 ? .ambiguous : names.isEmpty ? .notAFont : .ok
        return Entry(
            entry: path, line: line, file: first.path, candidates: found.map(\.path),
            status: status, faces: names)
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
                    entry: path, line: line, file: nil, candidates: [], status: .outsideBundle,
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
                        entry: path, line: line, file: file.path, candidates: [file.path],
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

    /// The error for an entry that is not `ok`.
    private static func finding(_ entry: Entry, file: String, roots: [String]) -> CheckFinding? {
        let quoted: FindingText = "UIAppFonts entry '\(entry.entry)'"
        var place: FindingText = ""
        for (index, root) in roots.enumerated() {
            place = index == 0 ? "'\(path: root)'" : "\(place), '\(path: root)'"
        }
        let message: FindingText
        let reason: CheckFinding.Reason
        switch entry.status {
        case .ok:
            return nil
        case .missing:
            reason = .appFontMissing
            message =
                "\(quoted): no file under \(place) has this path: the device loads nothing for "
                + "it, and styles using its fonts fall back"
        case .ambiguous:
            reason = .appFontAmbiguous
            var files: FindingText = ""
            for (index, candidate) in entry.candidates.enumerated() {
                files = index == 0 ? "\(path: candidate)" : "\(files) and \(path: candidate)"
            }
            message = "\(quoted) matches \(entry.candidates.count) files: \(files)"
        case .notAFont:
            reason = .appFontNotAFont
            let named: FindingText = entry.file.map { "\(path: $0)" } ?? "the file"
            message = "\(quoted): \(named) is not a font FreeType can open"
        case .unsupported:
            reason = .appFontUnsupported
            let named: FindingText = entry.file.map { "\(path: $0)" } ?? "the file"
            message =
                "\(quoted): \(named) is not loaded on the device: \(entry.unsupportedBecause ?? "")"
        case .outsideBundle:
            reason = .appFontOutsideBundle
            message =
                "\(quoted) is empty, absolute or leaves the bundle ('..'): a path inside the "
                + "bundle is needed"
        }
        return CheckFinding(
            .error, reason, file: file, line: entry.line, field: "UIAppFonts", message: message)
    }
}
