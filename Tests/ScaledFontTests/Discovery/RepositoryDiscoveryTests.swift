import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// One walk of a repository: what it finds, what it passes over, and how it treats links,
    /// cycles, unreadable folders and files too big to read. Each repository is made here
    /// (the fixture modelled on a real app is under TestData/Discovery), so every expectation
    /// is its layout.
    @Suite struct RepositoryDiscoveryTests {
        /// A style dictionary: `body` with `fontName` (the format's smallest valid entry).
        static let dictionary = #"{"body": {"fontName": "NotoSerif", "fontSize": 17}}"#
        /// The same as an XML property list.
        static let plistDictionary = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>headline</key><dict>
            <key>fontName</key><string>NotoSerif-Bold</string>
            <key>fontSize</key><integer>17</integer></dict></dict></plist>
            """

        /// A folder to walk, with a `.git` folder, and its real path.
        static func repository() throws -> (TemporaryDirectory, String) {
            let folder = try TemporaryDirectory()
            try folder.folder(".git")
            return (folder, try unwrap(realPath(folder.path)))
        }

        static func discover(
            _ path: String, entryLimit: Int? = nil
        ) throws
            -> RepositoryDiscovery
        {
            let root = try RepositoryRoot(for: path, override: path)
            guard let entryLimit else { return RepositoryDiscovery(root: root) }
            return RepositoryDiscovery(root: root, entryLimit: entryLimit)
        }

        @Test(
            "Dependency, build and hidden folders are passed over at any depth",
            arguments: ["Pods", "node_modules", "Carthage", "DerivedData", "build", ".build", ".x"])
        func exclusions(name: String) throws {
            let (folder, path) = try Self.repository()
            for parent in ["", "ios/"] {
                try folder.folder(parent + name + "/App.xcodeproj")
                try folder.put("", to: parent + name + "/App.xcodeproj/project.pbxproj")
                try folder.put(Self.dictionary, to: parent + name + "/Styles.json")
                try folder.put("", to: parent + name + "/View.swift")
                try folder.put("", to: parent + name + "/project.yml")
            }
            try folder.put(Self.dictionary, to: "ios/Styles.json")
            let found = try Self.discover(path)
            expectTrue(found.projects.isEmpty)
            expectEqual(found.styleDictionaries, ["ios/Styles.json"])
            expectTrue(found.sourceFiles.isEmpty)
            expectTrue(found.generatedProjects.isEmpty)
            expectTrue(found.notes.isEmpty)
        }

        @Test("A folder whose name only resembles an excluded one is walked")
        func nearNames() throws {
            let (folder, path) = try Self.repository()
            for name in ["Builder", "pods", "node_modules2", "x.build"] {
                try folder.folder(name)
                try folder.put("", to: name + "/A.swift")
            }
            // A hidden file is read; only hidden folders are passed over.
            try folder.put(Self.dictionary, to: ".styles.json")
            let found = try Self.discover(path)
            expectEqual(
                found.sourceFiles.map(\.path),
                [
                    "Builder/A.swift", "node_modules2/A.swift", "pods/A.swift", "x.build/A.swift",
                ])
            expectEqual(found.styleDictionaries, [".styles.json"])
        }

        @Test("An .xcodeproj with a project.pbxproj is a project, and is not walked further")
        func projects() throws {
            let (folder, path) = try Self.repository()
            try folder.folder("ios/App.xcodeproj/xcshareddata")
            try folder.put("", to: "ios/App.xcodeproj/project.pbxproj")
            try folder.put(Self.dictionary, to: "ios/App.xcodeproj/xcshareddata/Styles.json")
            try folder.put("", to: "ios/App.xcodeproj/xcshareddata/Inside.swift")
            // Without project.pbxproj (a half-deleted project), or with a folder by that name.
            try folder.folder("ios/Empty.xcodeproj")
            try folder.folder("ios/Odd.xcodeproj/project.pbxproj")
            try folder.folder("Extension.xcodeproj")
            try folder.put("", to: "Extension.xcodeproj/project.pbxproj")
            let found = try Self.discover(path)
            expectEqual(found.projects, ["Extension.xcodeproj", "ios/App.xcodeproj"])
            expectTrue(found.styleDictionaries.isEmpty)
            expectTrue(found.sourceFiles.isEmpty)
            expectNil(found.projectToGenerate)
        }

        @Test("Code and Interface Builder files are listed by extension, in byte order")
        func sourceFiles() throws {
            let (folder, path) = try Self.repository()
            let names = [
                "a.swift", "b.m", "c.mm", "d.h", "e.storyboard", "f.xib", "g.js", "h.jsx",
                "i.ts", "j.tsx", "k.kt", "l.swiftinterface", "m.SWIFT", "n.strings", ".swift",
            ]
            for name in names { try folder.put("", to: "App/" + name) }
            let found = try Self.discover(path)
            let expected: [(String, RepositoryDiscovery.SourceFile.Kind)] = [
                ("a.swift", .swift), ("b.m", .objectiveC), ("c.mm", .objectiveC),
                ("d.h", .objectiveC), ("e.storyboard", .interfaceBuilder),
                ("f.xib", .interfaceBuilder), ("g.js", .javaScript), ("h.jsx", .javaScript),
                ("i.ts", .javaScript), ("j.tsx", .javaScript),
            ]
            expectEqual(found.sourceFiles.map(\.path), expected.map { "App/" + $0.0 })
            expectEqual(found.sourceFiles.map(\.kind), expected.map(\.1))
        }

        @Test("Only a plist or JSON whose root holds a text style with fontName is a dictionary")
        func sniffing() throws {
            let (folder, path) = try Self.repository()
            try folder.put(Self.dictionary, to: "Styles.json")
            try folder.put(Self.plistDictionary, to: "Styles.plist")
            try FileManager.default.copyItem(
                atPath: TestPaths.packageRoot.appendingPathComponent("Examples/NotoSerif.plist")
                    .path,
                toPath: path + "/NotoSerif.plist")
            // An Info.plist, an asset catalog's Contents.json (as Xcode writes them), a
            // package.json, a style key without fontName, fontName outside a style key, a
            // root array, a file that does not parse, a dictionary under another extension.
            try folder.put(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>App</string>
                <key>UIAppFonts</key><array><string>A.ttf</string></array></dict></plist>
                """, to: "Info.plist")
            try folder.put(
                #"{"info": {"author": "xcode", "version": 1}}"#, to: "Assets/Contents.json")
            try folder.put(#"{"name": "app", "body": "x"}"#, to: "package.json")
            try folder.put(#"{"body": {"fontSize": 17}}"#, to: "NoName.json")
            try folder.put(#"{"fontName": "NotoSerif"}"#, to: "Loose.json")
            try folder.put("[" + Self.dictionary + "]", to: "Array.json")
            try folder.put(#"{"body": {"fontName": "#, to: "Cut.json")
            try folder.put(Self.dictionary, to: "Styles.txt")
            let found = try Self.discover(path)
            expectEqual(
                found.styleDictionaries, ["NotoSerif.plist", "Styles.json", "Styles.plist"])
        }

        @Test("A file over 1 MiB is never read: a 100 MiB one costs nothing")
        func hugeFiles() throws {
            let (folder, path) = try Self.repository()
            // Sparse: 100 MiB by its size, nothing on disk.
            let huge = try folder.put(Self.dictionary, to: "Huge.json")
            expectEqual(truncate(huge, 100 << 20), 0)
            // A valid dictionary padded with spaces to 1 MiB + 1 byte: over the limit the
            // library documents (StyleDictionary.maximumFileSize, 1 MiB).
            let padding = String(repeating: " ", count: (1 << 20) + 1 - Self.dictionary.utf8.count)
            try folder.put(Self.dictionary + padding, to: "Over.json")
            // Exactly 1 MiB is read.
            try folder.put(Self.dictionary + padding.dropFirst(), to: "Exact.json")
            let clock = ContinuousClock()
            var found: RepositoryDiscovery?
            let elapsed = try clock.measure { found = try Self.discover(path) }
            expectEqual(found?.styleDictionaries, ["Exact.json"])
            // Reading 100 MiB would take far longer than this on any machine.
            expectTrue(elapsed < .seconds(5))
        }

        @Test("Generator manifests: XcodeGen and Tuist, with the command to run")
        func generators() throws {
            let (folder, path) = try Self.repository()
            try folder.put("name: App\n", to: "ios/project.yml")
            try folder.put(
                "import ProjectDescription\n\nlet project = Project(name: \"App\")\n",
                to: "Tuist/Project.swift")
            // A source file that happens to be called Project.swift is no manifest.
            try folder.put("struct Project {}\n", to: "Sources/Model/Project.swift")
            let found = try Self.discover(path)
            expectTrue(found.projects.isEmpty)
            let generated = found.generatedProjects
            expectEqual(generated.map(\.manifest), ["Tuist/Project.swift", "ios/project.yml"])
            expectEqual(generated.map(\.tool), [.tuist, .xcodeGen])
            expectEqual(generated.map(\.tool.command), ["tuist generate", "xcodegen generate"])
            expectEqual(generated.map(\.folder), ["Tuist", "ios"])
            expectEqual(found.projectToGenerate?.manifest, "Tuist/Project.swift")
            // Manifests are listed either way; a project present needs no generating.
            try folder.put("", to: "project.yml")
            try folder.folder("App.xcodeproj")
            try folder.put("", to: "App.xcodeproj/project.pbxproj")
            let withProject = try Self.discover(path)
            // Byte order of the manifests: `Tuist/…`, `ios/…`, then `project.yml`.
            expectEqual(withProject.generatedProjects.map(\.folder), ["Tuist", "ios", "."])
            expectNil(withProject.projectToGenerate)
        }

        @Test("A folder reached again through a link is walked once, with a note")
        func cycles() throws {
            let (folder, path) = try Self.repository()
            try folder.put(Self.dictionary, to: "App/Styles.json")
            expectEqual(symlink(".", path + "/self"), 0)
            expectEqual(symlink("..", path + "/App/up"), 0)
            expectEqual(symlink("App", path + "/Again"), 0)
            let found = try Self.discover(path)
            // `Again` comes first in byte order, so the folder is walked as `Again`.
            expectEqual(found.styleDictionaries, ["Again/Styles.json"])
            expectEqual(
                found.notes,
                [
                    .init(path: "Again/up", reason: .folderReachedTwice),
                    .init(path: "App", reason: .folderReachedTwice),
                    .init(path: "self", reason: .folderReachedTwice),
                ])
        }

        @Test("A link leading outside the root is never entered nor read")
        func linkOutside() throws {
            let (folder, path) = try Self.repository()
            let outside = try TemporaryDirectory()
            let outsidePath = try unwrap(realPath(outside.path))
            try outside.put(Self.dictionary, to: "Styles.json")
            try outside.put("", to: "View.swift")
            try outside.folder("Outside.xcodeproj")
            try outside.put("", to: "Outside.xcodeproj/project.pbxproj")
            try folder.folder("App")
            expectEqual(symlink(outsidePath, path + "/App/shared"), 0)
            expectEqual(symlink(outsidePath + "/Styles.json", path + "/App/Styles.json"), 0)
            expectEqual(symlink(outsidePath + "/Outside.xcodeproj", path + "/Linked.xcodeproj"), 0)
            // A project whose project.pbxproj alone leads out.
            try folder.folder("Half.xcodeproj")
            expectEqual(
                symlink(
                    outsidePath + "/Outside.xcodeproj/project.pbxproj",
                    path + "/Half.xcodeproj/project.pbxproj"), 0)
            let found = try Self.discover(path)
            expectTrue(found.styleDictionaries.isEmpty)
            expectTrue(found.sourceFiles.isEmpty)
            expectTrue(found.projects.isEmpty)
            expectEqual(
                found.notes.map(\.path),
                [
                    "App/Styles.json", "App/shared", "Half.xcodeproj/project.pbxproj",
                    "Linked.xcodeproj",
                ])
            let targets = [
                "/Styles.json", "", "/Outside.xcodeproj/project.pbxproj", "/Outside.xcodeproj",
            ]
            expectEqual(
                found.notes.map(\.reason),
                targets.map { .linkOutsideRoot(realPath: outsidePath + $0) })
        }

        @Test("A link that stays inside the root is followed; its file is listed once")
        func linkInside() throws {
            let (folder, path) = try Self.repository()
            try folder.put(Self.dictionary, to: "Shared/Styles.json")
            try folder.folder("App")
            expectEqual(symlink("../Shared/Styles.json", path + "/App/Theme.json"), 0)
            let found = try Self.discover(path)
            // The walk meets App/Theme.json first (App's files before Shared's).
            expectEqual(found.styleDictionaries, ["App/Theme.json"])
            expectTrue(found.notes.isEmpty)
        }

        @Test("A folder that cannot be opened is skipped with a note")
        func unreadableFolder() throws {
            let (folder, path) = try Self.repository()
            try folder.put(Self.dictionary, to: "Locked/Styles.json")
            try folder.put("", to: "Open/View.swift")
            expectEqual(chmod(path + "/Locked", 0), 0)
            defer { chmod(path + "/Locked", 0o755) }
            // Root opens any folder unless the thread gives up that override: the expectation
            // is what this thread can open, checked the way the walk opens folders.
            let (canOpen, found) = try FileAccess.withoutReadOverride {
                let stream = opendir(path + "/Locked")
                if let stream { closedir(stream) }
                return (stream != nil, try Self.discover(path))
            }
            expectEqual(found.sourceFiles.map(\.path), ["Open/View.swift"])
            if canOpen {
                expectEqual(found.styleDictionaries, ["Locked/Styles.json"])
                expectTrue(found.notes.isEmpty)
            } else {
                expectTrue(found.styleDictionaries.isEmpty)
                expectEqual(found.notes, [.init(path: "Locked", reason: .unreadableFolder)])
            }
        }

        @Test("A named pipe called Styles.plist is never opened; a name not UTF-8 is a note")
        func oddEntries() throws {
            let (folder, path) = try Self.repository()
            try folder.folder("App")
            // Opening a pipe for reading blocks until a writer comes: the walk would hang.
            expectEqual(mkfifo(path + "/App/Styles.plist", 0o644), 0)
            let name = Array((path + "/App/bad").utf8) + [0xFF] + Array(".swift".utf8)
            expectTrue(TemporaryDirectory.createEmptyFile(atPathBytes: name))
            let found = try unwrap(
                HangGuard.run("a discovery of a pipe") { Result { try Self.discover(path) } }
            ).get()
            expectTrue(found.styleDictionaries.isEmpty)
            expectTrue(found.sourceFiles.isEmpty)
            expectEqual(found.notes, [.init(path: "App/bad\\xFF.swift", reason: .nameNotUTF8)])
        }

        @Test("The walk ends after its entry limit, with a note")
        func entryLimit() throws {
            let (folder, path) = try Self.repository()
            // The root holds `.git` and `App`: 2 names; App's 20 files make 22.
            for index in 0..<20 { try folder.put("", to: "App/V\(index).swift") }
            let capped = try Self.discover(path, entryLimit: 12)
            expectEqual(capped.notes, [.init(path: "App", reason: .entryLimit(12))])
            expectEqual(capped.sourceFiles.count, 10)
            let whole = try Self.discover(path, entryLimit: 22)
            expectTrue(whole.notes.isEmpty)
            expectEqual(whole.sourceFiles.count, 20)
        }

        @Test("A React Native checkout modelled on a real app: what the walk finds")
        func reactNativeFixture() throws {
            let fixtures = TestPaths.packageRoot.appendingPathComponent(
                "Tests/ScaledFontTests/TestData/Discovery")
            let found = try Self.discover(fixtures.appendingPathComponent("MattermostMobile").path)
            let expected = try String(
                contentsOf: fixtures.appendingPathComponent("MattermostMobile.expected"),
                encoding: .utf8
            )
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
            let lines =
                found.projects.map { "project " + $0 }
                + found.styleDictionaries.map { "dictionary " + $0 }
                + found.sourceFiles.map { "\($0.kind) " + $0.path }
                + found.generatedProjects.map { "generator " + $0.manifest }
                + found.notes.map { "note \($0.path)" }
            expectEqual(lines, expected)
        }
    }
}

extension TemporaryDirectory {
    /// Writes `text` to `name` in this folder, making the folders above it first.
    @discardableResult
    fileprivate func put(_ text: String, to name: String) throws -> String {
        if let slash = name.lastIndex(of: "/") { try folder(String(name[..<slash])) }
        return try write(text, to: name)
    }
}
