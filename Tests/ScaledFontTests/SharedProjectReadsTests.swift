import Foundation
import ScaledFontCheck
import ScaledFontCore
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// What the targets of one project read alike is read once for all of them, and a path
    /// that is already standard is not split into components: neither may change an answer.
    @Suite struct SharedProjectReadsTests {
        /// The bundle each target's app gets when the source reads every target of a project
        /// (sharing what the targets read alike) equals the bundle read for that target alone.
        @Test(
            "every target's bundle, read with the others, equals the bundle read alone",
            arguments: [
                "Tests/ScaledFontTests/TestData/Projects/Groups/Groups.xcodeproj",
                "Tests/ScaledFontTests/TestData/Projects/Synchronized/Synchronized.xcodeproj",
            ])
        func sharedBundles(project relative: String) throws {
            let root = TestEnvironment.packageRoot.standardizedFileURL.path
            let path = root + "/" + relative
            let project = try XcodeProject(contentsOf: path, repositoryRoot: root)
            let targets = project.targets
            expectTrue(targets.count >= 2)
            let apps = try XcodeProjectSource(
                project: path, targets: targets.map(\.name)
            ).apps(in: AppSourceContext(repository: root, platform: nil, registeredFontFolders: []))
            expectEqual(apps.map { $0.project?.target }, targets.map(\.name))
            for (app, target) in zip(apps, targets) {
                let alone = try project.bundle(of: target)
                expectEqual(app.project?.bundle, alone, "target \(target.name)")
            }
        }

        /// Each case: a path, and the same path made standard by hand (POSIX path rules:
        /// repeated slashes are one, `.` is the folder itself, `..` the folder above, and
        /// `..` at the root stays at the root), against the folder `/srv/app`.
        @Test(
            "absoluteStandardPath: paths of names as they are, others made standard",
            arguments: [
                ("/a/b/c.ttf", "/a/b/c.ttf"),
                ("/a//b/", "/a/b"),
                ("/a/./b/../c", "/a/c"),
                ("/..", "/"),
                ("/", "/"),
                ("fonts/A.ttf", "/srv/app/fonts/A.ttf"),
                ("./fonts/A.ttf", "/srv/app/fonts/A.ttf"),
                ("../fonts", "/srv/fonts"),
                ("...", "/srv/app/..."),
                ("..a/b.", "/srv/app/..a/b."),
                ("a/.hidden/..", "/srv/app/a"),
                ("", "/srv/app"),
            ])
        func absoluteStandard(path: String, standard: String) {
            expectEqual(FileSystem.absoluteStandardPath(path, in: "/srv/app"), standard)
        }

        @Test("absoluteStandardPath against a folder that is not standard, or the root")
        func absoluteStandardFolders() {
            expectEqual(FileSystem.absoluteStandardPath("a/b", in: "/srv//app/../x"), "/srv/x/a/b")
            expectEqual(FileSystem.absoluteStandardPath("a/b", in: "/"), "/a/b")
        }

        @Test(
            "hasOnlyNamedComponents: no empty, `.` or `..` component",
            arguments: [
                ("a", true), ("a/b.ttf", true), ("...", true), (".a/..b", true),
                ("", false), ("/a", false), ("a/", false), ("a//b", false), (".", false),
                ("..", false), ("a/./b", false), ("a/../b", false), ("a/..", false),
            ])
        func namedComponents(path: String, named: Bool) {
            expectEqual(FileSystem.hasOnlyNamedComponents(path.utf8), named)
        }

        @Test(
            "lastComponent: the name after the last slash, trailing slashes aside",
            arguments: [
                ("a/b/c.png", "c.png"), ("c.png", "c.png"), ("/c.png", "c.png"),
                ("a/b/", "b"), ("a//b//", "b"), ("/", "/"), ("", ""),
                // A slash, then a combining accent: one character, but the kernel splits the
                // path at the slash's byte, and so must the path functions.
                ("Fonts/\u{301}x.ttf", "\u{301}x.ttf"),
            ])
        func lastComponent(path: String, name: String) {
            expectEqual(FileSystem.lastComponent(of: path), name)
        }

        @Test(
            "parentFolder and components split at each slash's byte (POSIX path resolution)",
            arguments: [
                ("a/b/c.png", "a/b", ["a", "b", "c.png"]), ("c.png", ".", ["c.png"]),
                ("/c.png", "/", ["c.png"]), ("//a///b", "//a//", ["a", "b"]),
                ("Fonts/\u{301}x.ttf", "Fonts", ["Fonts", "\u{301}x.ttf"]),
                ("é/ü\u{308}/ß", "é/ü\u{308}", ["é", "ü\u{308}", "ß"]),
            ])
        func parentAndComponents(path: String, parent: String, components: [String]) {
            expectEqual(FileSystem.parentFolder(of: path), parent)
            expectEqual(FileSystem.components(of: path).map(String.init), components)
        }

        /// While a check runs, each path's identity is asked of the system once: a file
        /// replaced in the meantime keeps its first answer there, and only there.
        @Test("withIdentitiesRemembered: one stat per path inside, a fresh one outside")
        func identitiesRemembered() throws {
            let folder = try TemporaryDirectory()
            let path = try folder.write(Data("x".utf8), to: "A.ttf")
            let first = FolderWalk.identity(path)
            expectNotNil(first)
            FolderWalk.withIdentitiesRemembered {
                expectEqual(FolderWalk.identity(path), first)
                // Replaced by another file (another inode) while the run goes on.
                let other = folder.path + "/B.ttf"
                _ = try? folder.write(Data("y".utf8), to: "B.ttf")
                expectEqual(rename(other, path), 0)
                expectEqual(FolderWalk.identity(path), first)
                expectNil(FolderWalk.identity(folder.path + "/none"))
            }
            expectTrue(FolderWalk.identity(path) != first)
            expectNotNil(FolderWalk.identity(path))
        }

        @Test("existsNotAsLink: a file and a folder yes; a link (even to a file) and nothing no")
        func existsNotAsLink() throws {
            let folder = try TemporaryDirectory()
            let file = try folder.write(Data("x".utf8), to: "file")
            let link = folder.path + "/link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
            expectTrue(FileSystem.existsNotAsLink(file))
            expectTrue(FileSystem.existsNotAsLink(folder.path))
            expectTrue(!FileSystem.existsNotAsLink(link))
            expectTrue(!FileSystem.existsNotAsLink(folder.path + "/none"))
        }
    }
}
