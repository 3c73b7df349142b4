internal import ScaledFontCore

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// How CI reports name a file: relative to the repository, whatever folder the tool runs from
/// and whether the path was given absolute or relative.
///
/// A file outside the repository keeps its absolute path.
package struct RepositoryPath: Sendable {
    /// The repository folder, absolute and without a trailing slash.
    package let root: String
    private let currentFolder: String

    /// Paths shown relative to `root`; relative paths given are taken in `currentFolder`.
    package init(root: String, currentFolder: String) {
        self.currentFolder = currentFolder
        self.root = Self.normalized(root, in: currentFolder)
    }

    /// Paths shown relative to `repository`, or to the current folder when it is `nil`, as
    /// the reports' public JSON documents take them.
    package init(repositoryOrCurrentFolder repository: String?) {
        let currentFolder = FileSystem.currentFolder()
        self.init(root: repository ?? currentFolder, currentFolder: currentFolder)
    }

    /// `path` relative to the repository (`App/Styles/Fonts.plist`), or absolute when it lies
    /// outside it.
    package func relative(_ path: String) -> String {
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
