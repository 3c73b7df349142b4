internal import ScaledFontCore

/// What one walk of a repository finds for a check: its Xcode projects, its style
/// dictionaries, its code and Interface Builder files, the project generators it uses, and
/// notes on what the walk left out.
///
/// The walk starts at the ``RepositoryRoot`` and passes over, at any depth:
/// - the folders `Pods`, `node_modules`, `Carthage`, `DerivedData`, `build` and `.build`
///   (names compared exactly), which hold dependencies and build products, not the app;
/// - hidden folders (a name starting with `.`, such as `.git`);
/// - the inside of an `.xcodeproj` folder: it is reported as a project when it holds a
///   `project.pbxproj`, and not walked further.
///
/// Symbolic links are followed while they stay inside the root, by real path: a link whose
/// real path is outside is neither entered nor opened (a note); a folder reached a second
/// time (by device and inode) is walked once (a note); a file reached by several paths is
/// reported once, by the first path the walk meets. A folder that cannot be opened is
/// skipped (a note), and after ``maximumEntries`` names the walk ends (a note). Named pipes,
/// devices and sockets are never opened.
///
/// Every list holds paths relative to the root, sorted by their bytes.
public struct RepositoryDiscovery: Sendable {
    /// The most names the walk reads (1,000,000) before it ends with a note: ten times a
    /// large app's checkout with its dependencies left out.
    public static let maximumEntries = 1_000_000

    /// The largest `.plist` or `.json` file read to see whether it is a style dictionary
    /// (``StyleDictionary/maximumFileSize``, 1 MiB): a larger file is passed over unread, as
    /// the check would refuse it.
    public static let maximumSniffedSize = StyleDictionary.maximumFileSize

    /// The folder names never walked, at any depth.
    public static let excludedFolders: Set<String> = [
        "Pods", "node_modules", "Carthage", "DerivedData", "build", ".build",
    ]

    /// The root the walk started at; every path below is relative to it.
    public let root: RepositoryRoot
    /// Every `.xcodeproj` folder holding a `project.pbxproj`.
    public private(set) var projects: [String] = []
    /// Every `.plist` or `.json` file whose root is a dictionary with at least one text-style
    /// key (``TextStyle``'s raw values, `largeTitle` to `caption2`) whose value is a
    /// dictionary with `fontName`.
    public private(set) var styleDictionaries: [String] = []
    /// Every code and Interface Builder file, for the readers of font names.
    public private(set) var sourceFiles: [SourceFile] = []
    /// Every XcodeGen or Tuist manifest found (see ``GeneratedProject``).
    public private(set) var generatedProjects: [GeneratedProject] = []
    /// What the walk left out, and why.
    public private(set) var notes: [Note] = []

    /// The project to generate before the check can read it: the first generator manifest
    /// when the repository has no `.xcodeproj`, else `nil`.
    public var projectToGenerate: GeneratedProject? {
        projects.isEmpty ? generatedProjects.first : nil
    }

    /// Walks the repository below `root` once.
    ///
    /// - Parameters:
    ///   - root: the repository's root.
    ///   - entryLimit: the most names read (``maximumEntries`` unless a test asks for fewer).
    public init(root: RepositoryRoot, entryLimit: Int = maximumEntries) {
        self.root = root
        var walk = Walk(root: root)
        FolderWalk.walk(root.path, entryLimit: entryLimit, entering: { walk.enter($0) }) {
            walk.record($0)
        }
        /// `values` in the byte order of their paths, each path's bytes taken once (comparing
        /// through `String.UTF8View` cost a quarter of a 100,000-file walk).
        func sorted<Value>(_ values: [Value], by path: (Value) -> String) -> [Value] {
            values.map { (key: Array(path($0).utf8), value: $0) }
                .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
        }
        projects = sorted(walk.projects) { $0 }
        styleDictionaries = sorted(walk.styleDictionaries) { $0 }
        sourceFiles = sorted(walk.sourceFiles) { $0.path }
        generatedProjects = sorted(walk.generatedProjects) { $0.manifest }
        notes = sorted(walk.notes) { $0.path }
    }

    /// What the walk has found so far.
    private struct Walk {
        let root: RepositoryRoot
        var projects: [String] = []
        var styleDictionaries: [String] = []
        var sourceFiles: [SourceFile] = []
        var generatedProjects: [GeneratedProject] = []
        var notes: [Note] = []
        /// The projects and files recorded, so that one reached by two paths counts once.
        var seen: Set<FolderWalk.Identity> = []

        init(root: RepositoryRoot) { self.root = root }

        /// Whether the walk enters a folder: not an excluded or hidden one, and not an
        /// `.xcodeproj`, which is recorded as a project instead.
        mutating func enter(_ folder: FolderWalk.Item) -> Bool {
            let name = folder.name
            if RepositoryDiscovery.excludedFolders.contains(name) || name.hasPrefix(".") {
                return false
            }
            guard name.hasSuffix(".xcodeproj") else { return true }
            let project = folder.path + "/project.pbxproj"
            switch FileSystem.containment(of: project, in: root.path) {
            case .inside(let real) where FileSystem.isRegularFile(real):
                if seen.insert(folder.identity).inserted { projects.append(shown(folder.path)) }
            case .outside(let real):
                notes.append(Note(path: shown(project), reason: .linkOutsideRoot(realPath: real)))
            case .inside, .missing: break
            }
            return false
        }

        /// Records what the walk reports: a file by its name, a skipped entry as a note.
        mutating func record(_ event: FolderWalk.Event) {
            switch event {
            case .folder: break
            case .file(let file):
                if seen.insert(file.identity).inserted { classify(file) }
            case .skipped(let path, let skip):
                if let reason = Note.Reason(skip) {
                    notes.append(Note(path: shown(path), reason: reason))
                }
            }
        }

        /// Records a file by its name: a code file, a style dictionary, a generator manifest.
        /// Most files are none of these, so their path is made relative only when one is.
        private mutating func classify(_ file: FolderWalk.Item) {
            if let kind = SourceFile.Kind(fileName: file.name) {
                sourceFiles.append(SourceFile(path: shown(file.path), kind: kind))
            }
            if let tool = GeneratedProject.Tool(manifest: file) {
                generatedProjects.append(GeneratedProject(tool: tool, manifest: shown(file.path)))
            }
            if Self.isPropertyListOrJSON(file.name),
                file.size <= RepositoryDiscovery.maximumSniffedSize,
                RepositoryDiscovery.isStyleDictionary(file.path)
            {
                styleDictionaries.append(shown(file.path))
            }
        }

        /// Whether a name ends in `.plist` or `.json`, in any letter case.
        private static func isPropertyListOrJSON(_ name: String) -> Bool {
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
            let suffix = name.utf8[name.utf8.index(after: dot)...]
            guard suffix.count == 4 || suffix.count == 5 else { return false }
            let lowercased = String(decoding: suffix, as: UTF8.self).lowercased()
            return lowercased == "plist" || lowercased == "json"
        }

        /// A path the walk reports (the root's real path and below) relative to the root.
        private func shown(_ path: String) -> String {
            root.relativeIfWithin(path) ?? path
        }
    }
}
