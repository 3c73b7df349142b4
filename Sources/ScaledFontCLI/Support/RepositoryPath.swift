import ScaledFontCheck

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// How CI reports name a file: relative to the repository, whatever folder the tool runs from
/// and whether the path was given absolute or relative.
///
/// The repository is `GITHUB_WORKSPACE` when set (GitHub Actions), else `CI_PROJECT_DIR`
/// (GitLab CI), else the current folder. A file outside it keeps its absolute path.
struct RepositoryPath {
    /// The repository folder, absolute and without a trailing slash.
    let root: String
    private let currentFolder: String

    /// The repository of the run (``RunContext/current``): `GITHUB_WORKSPACE`, else
    /// `CI_PROJECT_DIR`, else the current folder.
    init(context: RunContext = .current) {
        let workspace = context.variable("GITHUB_WORKSPACE")
        let projectFolder = context.variable("CI_PROJECT_DIR")
        let currentFolder = context.currentFolder
        self.currentFolder = currentFolder
        let given = [workspace, projectFolder].compactMap { $0 }.first { !$0.isEmpty }
        root = Self.normalized(given ?? currentFolder, in: currentFolder)
    }

    /// `path` relative to the repository (`App/Styles/Fonts.plist`), or absolute when it lies
    /// outside it.
    func relative(_ path: String) -> String {
        let absolute = Self.normalized(path, in: currentFolder)
        if let inside = Self.inside(absolute, root) { return inside }
        // A workspace reached through a symbolic link (macOS's /tmp, a mounted volume):
        // compare the real paths too.
        if let realRoot = FileSystem.realPath(root), let realFile = FileSystem.realPath(absolute),
            let inside = Self.inside(realFile, realRoot)
        {
            return inside
        }
        return absolute
    }

    /// `path` below `folder`, without the folder, or `nil`.
    private static func inside(_ path: String, _ folder: String) -> String? {
        if folder == "/" { return String(path.dropFirst()) }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }

    /// `path` made absolute against `folder`, with `.`, `..` and repeated slashes removed.
    private static func normalized(_ path: String, in folder: String) -> String {
        FileSystem.absoluteStandardPath(path, in: folder)
    }
}
