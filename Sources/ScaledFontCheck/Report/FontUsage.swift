internal import ScaledFontCore

/// Which of an app's font files its font names need, read from a ``FontCheckReport``: every
/// name the app uses (its code's and its style dictionaries'), where, and what it resolves to;
/// and each font file the app bundles, declares or registers, with the uses it serves.
///
/// A file no use resolves to is ``FontFile/Verdict/unused`` only when the app has no
/// ``CheckedFontUse/Status/unchecked`` use (a name built at run time may be any face);
/// otherwise it is ``FontFile/Verdict/possiblyUnused(uncheckedUses:)``.
public struct FontUsage: Sendable {
    /// One font name the app uses: a call in its code or a style of one of its dictionaries.
    public struct Use: Sendable, Hashable {
        /// What names the font.
        public enum Origin: Sendable, Hashable {
            /// A call or Interface Builder element in the code (`UIFont(name:size:)`,
            /// `fontDescription`).
            case code(call: String)
            /// A text style's `fontName` in a style dictionary.
            case style(TextStyle)
        }

        /// The file that names the font (a code file or a dictionary).
        public let file: String
        /// The line, from 1; `nil` for a dictionary whose format gives no lines (binary,
        /// JSON).
        public let line: Int?
        /// The column, from 1 in UTF-8 bytes; `nil` for a dictionary's style.
        public let column: Int?
        /// What names the font.
        public let origin: Origin
        /// The name, `nil` when it is built at run time.
        public let name: String?
        /// The check's verdict on the name (a style that falls back is an `error`).
        public let status: CheckedFontUse.Status
        /// The PostScript name (or, for a built-in family, its name) the name resolves to,
        /// `nil` when it resolves nowhere.
        public let resolvedTo: String?
        /// Where the font comes from (`bundled`, `registered`, `installed`, `platform`), `nil`
        /// when it resolves nowhere.
        public let source: FontSource?
        /// The font file of the face it resolves to, `nil` for a built-in font and for a name
        /// that resolves nowhere.
        public let fontFile: String?
    }

    /// One font file of the app and the uses that resolve to one of its faces.
    public struct FontFile: Sendable, Hashable {
        /// Whether the app needs the file.
        public enum Verdict: Sendable, Hashable {
            /// A use or a style resolves to one of its faces, or names one by its PostScript
            /// name and fails (the file is bundled but not declared, say): the use's status
            /// says which.
            case used
            /// Nothing resolves to it, and every name the app uses is known.
            case unused
            /// Nothing resolves to it, but this many names are built at run time and may.
            case possiblyUnused(uncheckedUses: Int)

            /// Whether the file is possibly unused (names built at run time may use it).
            public var isPossiblyUnused: Bool {
                if case .possiblyUnused = self { true } else { false }
            }
        }

        /// The file in the source tree.
        public let path: String
        /// The `UIAppFonts` entry that declares it, `nil` for a file the app registers at run
        /// time, one no entry lists, or an app without an Info.plist.
        public let appFontsEntry: String?
        /// How the app gets it: `bundled` (copied into the bundle, or in a font folder) or
        /// `registered` (the app registers it at run time).
        public let source: FontSource
        /// The PostScript names of its faces, in the file's order.
        public let faces: [String]
        /// The uses that resolve to one of its faces, and those that name one by its
        /// PostScript name and fail, in the app's order.
        public let uses: [Use]
        /// Used, unused or possibly unused.
        public let verdict: Verdict
    }

    /// One app (one target of a project) and its font files.
    public struct App: Sendable {
        /// With a project, the `.xcodeproj` folder as the check was given it.
        public let project: String?
        /// With a project, the target's name.
        public let target: String?
        /// Where the app runs (`ios@16.0+`, `linux`).
        public let platform: String
        /// Every font name the app uses: its dictionaries' styles in file order, then its
        /// code's uses in the check's order.
        public let uses: [Use]
        /// Its font files, in the order of the `UIAppFonts` entries, then the other bundled
        /// files, then the registered ones (each by path).
        public let files: [FontFile]

        /// The uses whose name is built at run time.
        public var uncheckedUses: Int { uses.filter { $0.status == .unchecked }.count }
    }

    /// The apps, in the report's order.
    public let apps: [App]

    /// The usage of every app a check reported on.
    public init(_ report: FontCheckReport) {
        apps = report.apps.map(App.init)
    }
}

extension FontUsage.App {
    /// The uses and files of one checked app.
    init(_ app: CheckedApp) {
        project = app.project?.path
        target = app.project?.target
        platform = app.platform.label
        let uses = app.dictionaries.flatMap(Self.styleUses) + app.fontUses.map(Self.codeUse)
        self.uses = uses
        let unchecked = uses.filter { $0.status == .unchecked }.count
        let candidates = Self.fontFiles(of: app)
        // A name that fails although a file of the app has the face (bundled but not in
        // `UIAppFonts`, say) still needs that file: it is the file's use, with its error.
        var byFace: [String: String] = [:]
        for file in candidates {
            for face in file.faces where byFace[face.lowercased()] == nil {
                byFace[face.lowercased()] = FileSystem.absoluteStandardPath(file.path)
            }
        }
        // The uses by the absolute path of the file they resolve to (or, failing, name a
        // face of), each path made once.
        var byFile: [String: [FontUsage.Use]] = [:]
        for use in uses {
            if let file = use.fontFile {
                byFile[FileSystem.absoluteStandardPath(file), default: []].append(use)
            } else if use.status != .ok, let name = use.name, let file = byFace[name.lowercased()] {
                byFile[file, default: []].append(use)
            }
        }
        files = candidates.map { file in
            let serving = byFile[FileSystem.absoluteStandardPath(file.path)] ?? []
            let verdict: FontUsage.FontFile.Verdict =
                !serving.isEmpty
                ? .used : unchecked == 0 ? .unused : .possiblyUnused(uncheckedUses: unchecked)
            return FontUsage.FontFile(
                path: file.path, appFontsEntry: file.entry, source: file.source,
                faces: file.faces, uses: serving, verdict: verdict)
        }
    }

    /// The styles of a dictionary that name a font (a valid entry), each resolved as the
    /// check resolved it; a style that falls back resolves nowhere.
    private static func styleUses(_ check: DictionaryCheck) -> [FontUsage.Use] {
        check.entries.compactMap { entry in
            guard let name = entry.requestedName else { return nil }
            let resolved = entry.status == .resolved
            return FontUsage.Use(
                file: check.path, line: check.dictionary?.keyLines[entry.style.rawValue],
                column: nil, origin: .style(entry.style), name: name,
                status: resolved ? .ok : .error,
                resolvedTo: resolved ? entry.postscriptName ?? name : nil,
                source: resolved ? entry.source : nil,
                fontFile: resolved ? entry.face?.file : nil)
        }
    }

    /// A use in the code, as the check found it.
    private static func codeUse(_ use: CheckedFontUse) -> FontUsage.Use {
        FontUsage.Use(
            file: use.location.file, line: use.location.line, column: use.location.column,
            origin: .code(call: use.call), name: use.name, status: use.status,
            resolvedTo: use.resolvedTo, source: use.source, fontFile: use.resolvedFile)
    }

    /// A font file before its uses are counted.
    private struct Candidate {
        let path: String
        var entry: String?
        let source: FontSource
        var faces: [String]
    }

    /// The app's font files: each `UIAppFonts` entry that names one, then the faces' files
    /// of its font folders that the app bundles (with a project, those its target copies),
    /// then those it registers at run time; each file once, by its absolute path.
    private static func fontFiles(of app: CheckedApp) -> [Candidate] {
        var files: [Candidate] = []
        var index: [String: Int] = [:]
        func add(_ path: String, entry: String?, source: FontSource, faces: [String]) {
            let key = FileSystem.absoluteStandardPath(path)
            if let known = index[key] {
                if files[known].entry == nil { files[known].entry = entry }
                files[known].faces += faces.filter { !files[known].faces.contains($0) }
                return
            }
            index[key] = files.count
            files.append(Candidate(path: path, entry: entry, source: source, faces: faces))
        }
        for entry in app.declaredFonts?.fonts.entries ?? [] where entry.status == .ok {
            guard let file = entry.file else { continue }
            add(file, entry: entry.entry, source: .bundled, faces: entry.faces)
        }
        let copied = app.project.map { project in
            Set(project.bundle.files.map { FileSystem.absoluteStandardPath($0.sourcePath) })
        }
        let fonts = app.platform
        let faces = fonts.catalog.registeredFaces
        for face in faces where fonts.source(of: face) == .bundled {
            let key = FileSystem.absoluteStandardPath(face.file)
            guard copied?.contains(key) ?? true else { continue }
            add(face.file, entry: nil, source: .bundled, faces: [face.postscriptName])
        }
        for face in faces where fonts.source(of: face) == .registered {
            add(face.file, entry: nil, source: .registered, faces: [face.postscriptName])
        }
        return files
    }
}
