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
            #expect(targets.count >= 2)
            let apps = try XcodeProjectSource(
                project: path, targets: targets.map(\.name)
            ).apps(in: AppSourceContext(repository: root, platform: nil, registeredFontFolders: []))
            #expect(apps.map { $0.project?.target } == targets.map(\.name))
            for (app, target) in zip(apps, targets) {
                let alone = try project.bundle(of: target)
                #expect(app.project?.bundle == alone, "target \(target.name)")
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
            #expect(FileSystem.absoluteStandardPath(path, in: "/srv/app") == standard)
        }

        @Test("absoluteStandardPath against a folder that is not standard, or the root")
        func absoluteStandardFolders() {
            #expect(FileSystem.absoluteStandardPath("a/b", in: "/srv//app/../x") == "/srv/x/a/b")
            #expect(FileSystem.absoluteStandardPath("a/b", in: "/") == "/a/b")
        }

        @Test(
            "hasOnlyNamedComponents: no empty, `.` or `..` component",
            arguments: [
                ("a", true), ("a/b.ttf", true), ("...", true), (".a/..b", true),
                ("", false), ("/a", false), ("a/", false), ("a//b", false), (".", false),
                ("..", false), ("a/./b", false), ("a/../b", false), ("a/..", false),
            ])
        func namedComponents(path: String, named: Bool) {
            #expect(FileSystem.hasOnlyNamedComponents(path.utf8) == named)
        }

        @Test(
            "lastComponent: the name after the last slash, trailing slashes aside",
            arguments: [
                ("a/b/c.png", "c.png"), ("c.png", "c.png"), ("/c.png", "c.png"),
                ("a/b/", "b"), ("a//b//", "b"), ("/", "/"), ("", ""),
            ])
        func lastComponent(path: String, name: String) {
            #expect(FileSystem.lastComponent(of: path) == name)
        }

        @Test("existsNotAsLink: a file and a folder yes; a link (even to a file) and nothing no")
        func existsNotAsLink() throws {
            let folder = try TemporaryDirectory()
            let file = try folder.write(Data("x".utf8), to: "file")
            let link = folder.path + "/link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
            #expect(FileSystem.existsNotAsLink(file))
            #expect(FileSystem.existsNotAsLink(folder.path))
            #expect(!FileSystem.existsNotAsLink(link))
            #expect(!FileSystem.existsNotAsLink(folder.path + "/none"))
        }
    }
}
