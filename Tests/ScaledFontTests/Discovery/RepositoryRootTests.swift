import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The repository root: the nearest folder above the starting path that holds `.git` (a
    /// folder or, as worktrees and submodules have, a file), else the starting folder; an
    /// override wins. Each repository is made here, so the expectations are its layout.
    @Suite struct RepositoryRootTests {
        /// A repository made at run time: a `.git` folder and `ios/App/Styles.plist`.
        final class Repository {
            let folder: TemporaryDirectory
            /// The folder's real path (`realpath`), as the root reports it.
            let path: String

            init() throws {
                folder = try TemporaryDirectory()
                path = try unwrap(realPath(folder.path))
                try folder.folder(".git")
                try folder.folder("ios/App")
                try folder.write("", to: "ios/App/Styles.plist")
            }
        }

        @Test("From a subfolder, the root is the folder above that holds .git")
        func fromSubfolder() throws {
            let repository = try Repository()
            let root = try RepositoryRoot(for: repository.path + "/ios/App")
            expectEqual(root.path, repository.path)
        }

        @Test("From a file, the root is the folder above it that holds .git")
        func fromFile() throws {
            let repository = try Repository()
            let root = try RepositoryRoot(for: repository.path + "/ios/App/Styles.plist")
            expectEqual(root.path, repository.path)
        }

        @Test("A .git file (a worktree, a submodule) marks the root nearer than a .git folder")
        func gitFile() throws {
            let repository = try Repository()
            try repository.folder.folder("modules/Theme/Sources")
            try repository.folder.write(
                "gitdir: ../../.git/modules/Theme\n", to: "modules/Theme/.git")
            let root = try RepositoryRoot(for: repository.path + "/modules/Theme/Sources")
            expectEqual(root.path, repository.path + "/modules/Theme")
        }

        @Test("An override is the root whatever the path")
        func override() throws {
            let repository = try Repository()
            let root = try RepositoryRoot(
                for: repository.path + "/ios/App", override: repository.path + "/ios")
            expectEqual(root.path, repository.path + "/ios")
        }

        @Test("Relative paths are read against the current folder and shown from the root")
        func relativePaths() throws {
            let repository = try Repository()
            let root = try RepositoryRoot(for: repository.path + "/ios")
            expectEqual(root.relative(repository.path), ".")
            expectEqual(
                root.relative(repository.path + "/ios/App/Styles.plist"), "ios/App/Styles.plist")
            expectEqual(root.relative(repository.path + "/ios/../ios/App"), "ios/App")
            expectEqual(root.relative("/usr/share"), "/usr/share")
            // `/repo-other` is not below `/repo`.
            expectEqual(root.relative(repository.path + "-other/x"), repository.path + "-other/x")
        }

        @Test("A link into the repository is shown by where it leads")
        func linkedPath() throws {
            let repository = try Repository()
            let outside = try TemporaryDirectory()
            let link = outside.path + "/app"
            try requireEqual(symlink(repository.path + "/ios/App", link), 0)
            let root = try RepositoryRoot(for: link)
            expectEqual(root.path, repository.path)
            expectEqual(root.relative(link + "/Styles.plist"), "ios/App/Styles.plist")
        }

        @Test("Without .git above it, the root is the folder itself, or the file's folder")
        func noGit() throws {
            let folder = try TemporaryDirectory()
            let path = try unwrap(realPath(folder.path))
            try folder.folder("App")
            try folder.write("", to: "App/Styles.plist")
            // The temporary folder could itself lie inside a checkout (TMPDIR in a
            // repository): then that checkout's top is the root, by the same rule.
            let expected = nearestWithGit(above: path + "/App") ?? path + "/App"
            try expectEqual(RepositoryRoot(for: path + "/App").path, expected)
            try expectEqual(RepositoryRoot(for: path + "/App/Styles.plist").path, expected)
        }

        @Test("A missing path, or an override that is not a folder, is repositoryUnreadable")
        func unreadable() throws {
            let repository = try Repository()
            let missing = repository.path + "/missing"
            let error = #expect(throws: ScaledFontError.self) {
                try RepositoryRoot(for: missing)
            }
            expectEqual(error?.code, .repositoryUnreadable)
            expectEqual(error?.file, missing)
            let file = repository.path + "/ios/App/Styles.plist"
            let overridden = #expect(throws: ScaledFontError.self) {
                try RepositoryRoot(for: repository.path, override: file)
            }
            expectEqual(overridden?.code, .repositoryUnreadable)
            expectEqual(overridden?.message.hasPrefix(file + ": "), true)
        }

        /// The nearest folder at or above `path` holding `.git`, by the rule as stated.
        private func nearestWithGit(above path: String) -> String? {
            var url = URL(fileURLWithPath: path)
            while true {
                if FileManager.default.fileExists(atPath: url.path + "/.git") { return url.path }
                if url.path == "/" { return nil }
                url.deleteLastPathComponent()
            }
        }
    }
}

/// The path with every symbolic link resolved (`realpath`), `nil` when nothing is there.
func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
