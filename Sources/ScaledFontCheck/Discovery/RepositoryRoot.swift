internal import ScaledFontCore

/// The folder a repository's paths are told from: the git top level above the folder the
/// check starts in, so every path a report shows reads the same whichever folder the tool runs
/// from (a React Native app is checked from `ios/` as well as from the top).
///
/// The root is found, in order:
/// 1. the folder given as an override (`--root DIR`), when there is one;
/// 2. else the nearest folder at or above the starting path (its folder, when the path is a
///    file) that holds `.git`, as a folder (a clone) or as a file (a worktree or a submodule,
///    whose `.git` names the real git folder);
/// 3. else the starting folder itself (the path's folder, when the path is a file).
///
/// Every path is compared by its real path (symbolic links resolved, `realpath`).
public struct RepositoryRoot: Sendable, Hashable {
    /// The root folder: absolute, every symbolic link resolved.
    public let path: String

    /// Finds the root for `path`.
    ///
    /// - Parameters:
    ///   - path: a file or folder in the repository; relative paths are read against the
    ///     current folder.
    ///   - override: a folder that is the root whatever `path` is (`--root DIR`).
    /// - Throws: ``ScaledFontError`` `.repositoryUnreadable` when `path` does not exist, or
    ///   `override` is not an existing folder; the message names the path.
    public init(for path: String = ".", override: String? = nil) throws(ScaledFontError) {
        if let override {
            guard let real = FileSystem.realPath(override), FileSystem.isFolder(real) else {
                throw Self.unreadable(override, "is not a folder, so it cannot be the root")
            }
            self.path = real
            return
        }
        guard let real = FileSystem.realPath(path) else {
            throw Self.unreadable(path, "does not exist")
        }
        let start = FileSystem.isFolder(real) ? real : FileSystem.parentFolder(of: real)
        var folder = start
        while true {
            let marker = (folder == "/" ? "" : folder) + "/.git"
            if FileSystem.isFolder(marker) || FileSystem.isRegularFile(marker) {
                self.path = folder
                return
            }
            guard folder != "/" else { break }
            folder = FileSystem.parentFolder(of: folder)
        }
        self.path = start
    }

    /// `path` as shown relative to the root: `ios/App.xcodeproj` for
    /// `/repo/ios/App.xcodeproj`, `.` for the root itself.
    ///
    /// A relative `path` is read against the current folder; when its absolute form is not
    /// below the root, its real path is tried (a path reached through a symbolic link). A path
    /// outside the root either way is returned as given.
    public func relative(_ path: String) -> String {
        let absolute = FileSystem.absoluteStandardPath(path)
        if let shown = relativeIfWithin(absolute) { return shown }
        if let real = FileSystem.realPath(path), let shown = relativeIfWithin(real) {
            return shown
        }
        return path
    }

    /// The part of the absolute `path` below the root, `.` for the root, `nil` outside it.
    func relativeIfWithin(_ path: String) -> String? {
        guard FileSystem.isWithin(path, folder: self.path) else { return nil }
        if path == self.path { return "." }
        return String(path.dropFirst(self.path == "/" ? 1 : self.path.count + 1))
    }

    private static func unreadable(_ path: String, _ problem: String) -> ScaledFontError {
        ScaledFontError(.repositoryUnreadable, "\(path): \(problem)", file: path)
    }
}
