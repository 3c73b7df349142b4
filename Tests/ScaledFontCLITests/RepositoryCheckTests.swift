import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// `scaledfont check [FOLDER]` with no dictionary: the repository checked as found. Each
/// fixture of TestData/Repositories is copied into a scratch folder that is made a git top
/// level (a `.git` folder, what the root is found by), so that no test depends on this
/// repository's own git; Examples/App is checked with `--root` for the same reason.
@Suite("scaledfont check with no dictionary: the repository as found")
struct RepositoryCheckTests {
    static let repositories = "Tests/ScaledFontCLITests/TestData/Repositories"

    /// A fixture repository: the folder copied (relative to the package root), the folder of
    /// TestData/Repositories holding its expected output, and a subfolder it is checked from.
    struct Fixture: Sendable, CustomStringConvertible {
        let source: String
        let name: String
        let subfolder: String
        /// Whether the expected output is the fixture's own hand-checked `expected.json` of
        /// TestData/Apps (the check with its files named), every path in it made relative to
        /// the fixture's folder: found or named, the report must be the same.
        var expectedAsNamed = false

        var description: String { name }
    }

    static let fixtures = [
        // The React Native app of TestData/Apps, its project in `ios/`.
        Fixture(
            source: "Tests/ScaledFontCLITests/TestData/Apps/ReactNativeIcons", name: "ReactNative",
            subfolder: "ios"),
        Fixture(
            source: repositories + "/WatchCompanion", name: "WatchCompanion",
            subfolder: "Companion Watch App"),
        // The apps of TestData/Apps whose named check needs no option the walk cannot find.
        Fixture(
            source: apps + "/BuiltInFonts", name: "BuiltInFonts", subfolder: "App",
            expectedAsNamed: true),
        Fixture(
            source: apps + "/GitignoredFont", name: "GitignoredFont", subfolder: "DuckDuckGo",
            expectedAsNamed: true),
        Fixture(
            source: apps + "/MissingXcconfig", name: "MissingXcconfig",
            subfolder: "FieldTheBern", expectedAsNamed: true),
        // Named, it needs --registered-fonts; found, the local package's own registration call
        // registers the fonts it bundles, and the report is the same.
        Fixture(
            source: apps + "/LocalPackageFonts", name: "LocalPackageFonts", subfolder: "App",
            expectedAsNamed: true),
    ]

    static let apps = "Tests/ScaledFontCLITests/TestData/Apps"

    /// `value` with every occurrence of `prefix` in its strings removed (paths, and paths
    /// inside messages).
    static func removing(_ prefix: String, from value: Any) -> Any {
        switch value {
        case let text as String: return text.replacingOccurrences(of: prefix, with: "")
        case let array as [Any]: return array.map { removing(prefix, from: $0) }
        case let object as [String: Any]: return object.mapValues { removing(prefix, from: $0) }
        default: return value
        }
    }

    /// A scratch git top level holding a copy of the package's folder `source`; its real path.
    static func repository(copying source: String) throws -> (TemporaryDirectory, String) {
        let scratch = try TemporaryDirectory()
        let root = URL(fileURLWithPath: scratch.path).resolvingSymlinksInPath().path + "/repo"
        try FileManager.default.copyItem(
            atPath: CLIRunner.packageRoot.appendingPathComponent(source).path, toPath: root)
        try FileManager.default.createDirectory(
            atPath: root + "/.git", withIntermediateDirectories: false)
        return (scratch, root)
    }

    /// `check --format json` with no other argument, run in `folder`: the exit status and
    /// the document with paths under `root` made relative (a face's file is printed
    /// absolute, the only thing that differs by machine).
    static func check(in folder: String, root: String) throws -> (Int32, NSDictionary) {
        let result = try ProcessCLIRunner.run(
            ["check", "--format", "json"], in: URL(fileURLWithPath: folder))
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let document = try unwrap(
            AppFixtureTests.relative(parsed, to: root + "/") as? [String: Any])
        return (result.status, document as NSDictionary)
    }

    /// The committed JSON of a fixture: TestData/Repositories/NAME/expected.json, checked by
    /// hand against the fixture (see the README there).
    static func expected(_ name: String) throws -> NSDictionary? {
        let url = CLIRunner.packageRoot.appendingPathComponent(
            repositories + "/" + name + "/expected.json")
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary
    }

    @Test("the committed JSON, from the root and from a subfolder alike", arguments: fixtures)
    func expectedJSON(fixture: Fixture) throws {
        let (scratch, root) = try Self.repository(copying: fixture.source)
        defer { withExtendedLifetime(scratch) {} }
        let expected: NSDictionary?
        if fixture.expectedAsNamed {
            let url = CLIRunner.packageRoot.appendingPathComponent(
                fixture.source + "/expected.json")
            let named = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
            expected = Self.removing(fixture.source + "/", from: named) as? NSDictionary
        } else {
            expected = try Self.expected(fixture.name)
        }
        for folder in [root, root + "/" + fixture.subfolder] {
            let (status, found) = try Self.check(in: folder, root: root)
            // A message may name a file by its absolute path too.
            let document = Self.removing(root + "/", from: found) as? NSDictionary
            expectEqual(status, 0, "from \(folder)")
            expectEqual(document, expected, "from \(folder)")
        }
    }

    /// The React Native app's two `UIAppFonts` entries that CocoaPods copies are warnings at
    /// lines 9 and 10 of `ios/IconExplorer/Info.plist` (TestData/Apps/ReactNativeIcons):
    /// annotated relative to `GITHUB_WORKSPACE`, from `ios/` as from the top.
    @Test("annotations stay relative to GITHUB_WORKSPACE, from any folder")
    func annotationsFromWorkspace() throws {
        let source = "Tests/ScaledFontCLITests/TestData/Apps/ReactNativeIcons"
        let (scratch, root) = try Self.repository(copying: source)
        defer { withExtendedLifetime(scratch) {} }
        for folder in [root, root + "/ios"] {
            let result = try ProcessCLIRunner.run(
                ["check", "--format", "github"], environment: ["GITHUB_WORKSPACE": root],
                in: URL(fileURLWithPath: folder))
            expectEqual(result.status, 0)
            expectTrue(
                result.stdout.contains("::warning file=ios/IconExplorer/Info.plist,line=9::"))
            expectTrue(
                result.stdout.contains("::warning file=ios/IconExplorer/Info.plist,line=10::"))
        }
    }

    /// XcodeGen's `project.yml` and Tuist's `Project.swift` with no `.xcodeproj`: the check
    /// says which generator to run, and where (TestData/Repositories/NAME/expected-stderr.txt).
    @Test(
        "a project generated by XcodeGen or Tuist and not generated yet: exit 2 saying so",
        arguments: ["XcodeGen", "Tuist"])
    func projectToGenerate(name: String) throws {
        let (scratch, root) = try Self.repository(copying: Self.repositories + "/" + name)
        defer { withExtendedLifetime(scratch) {} }
        let expected = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(
                Self.repositories + "/" + name + "/expected-stderr.txt"),
            encoding: .utf8)
        for folder in [root, root + "/App"] {
            let result = try ProcessCLIRunner.run(["check"], in: URL(fileURLWithPath: folder))
            expectEqual(result.status, 2)
            expectTrue(result.stdout.isEmpty)
            expectEqual(result.stderr, expected, "from \(folder)")
        }
    }

    /// Examples/App: the app target ScaledFontDemo copies Styles.plist (its Resources phase)
    /// and lists three fonts in App/Info.plist; the widget extension ScaledFontWidget copies
    /// Widget/WidgetStyles.plist and lists one font in Widget/Info.plist, and sets
    /// IPHONEOS_DEPLOYMENT_TARGET 17.0 (the app 16.0).
    @Test("Examples/App: each target with its own Info.plist, range and dictionaries")
    func exampleApp() throws {
        let result = try CLIRunner.run(["check", "--root", "Examples/App", "--format", "json"])
        expectEqual(result.status, 0)
        let document = try unwrap(result.json() as? [String: Any])
        let apps = try unwrap(document["apps"] as? [[String: Any]])
        let summary = apps.map { app in
            let project = app["project"] as? [String: Any]
            let dictionaries = (app["dictionaries"] as? [[String: Any]])?.compactMap {
                $0["dictionary"] as? String
            }
            return [
                project?["path"] as? String, project?["target"] as? String,
                project?["platform"] as? String, project?["infoPlist"] as? String,
                dictionaries?.joined(separator: ","),
            ]
        }
        expectEqual(
            summary,
            [
                ["App.xcodeproj", "ScaledFontDemo", "ios@16.0+", "App/Info.plist", "Styles.plist"],
                [
                    "App.xcodeproj", "ScaledFontWidget", "ios@17.0+", "Widget/Info.plist",
                    "Widget/WidgetStyles.plist",
                ],
            ])
    }

    /// A Swift program gets the same document without the executable: the discovery is the
    /// library's (`FontCheck(discovering:)`), the command line only parses and prints.
    @Test("the library's check as found prints the command line's JSON, byte for byte")
    func libraryDocument() throws {
        let root = try RepositoryRoot(
            for: ".", override: CLIRunner.packageRoot.appendingPathComponent("Examples/App").path)
        let report = try FontCheck(discovering: root).run()
        expectEqual(report.outcome, .passed)
        expectEqual(
            report.apps.compactMap(\.project?.target), ["ScaledFontDemo", "ScaledFontWidget"])
        let printed = try CLIRunner.run(["check", "--root", "Examples/App", "--format", "json"])
        expectEqual(report.jsonDocument(repository: root.path), printed.stdout)
    }

    @Test("--target without --project chooses that target in every project; unknown: exit 2")
    func targetInEveryProject() throws {
        let widget = try CLIRunner.run([
            "check", "--root", "Examples/App", "--target", "ScaledFontWidget", "--format", "json",
        ])
        expectEqual(widget.status, 0)
        let apps = try unwrap((try widget.json() as? [String: Any])?["apps"] as? [Any])
        expectEqual(apps.count, 1)
        let unknown = try CLIRunner.run(["check", "--root", "Examples/App", "--target", "Nope"])
        expectEqual(unknown.status, 2)
        expectTrue(
            unknown.stderr.contains(
                "no project below the root has a target named 'Nope' (the projects: "
                    + "App.xcodeproj)"))
    }

    /// Given dictionaries replace discovery of dictionaries only: the projects are still
    /// found, and each dictionary is checked for every target.
    @Test("a dictionary given with the folder is checked for every target found")
    func givenDictionary() throws {
        let result = try CLIRunner.run([
            "check", "--root", "Examples/App", "Examples/App/Widget/WidgetStyles.plist",
            "--format", "json",
        ])
        expectEqual(result.status, 0)
        let apps = try unwrap((try result.json() as? [String: Any])?["apps"] as? [[String: Any]])
        let checked = apps.map {
            ($0["dictionaries"] as? [[String: Any]])?.compactMap { $0["dictionary"] as? String }
        }
        expectEqual(checked, [["Widget/WidgetStyles.plist"], ["Widget/WidgetStyles.plist"]])
    }

    @Test("a dictionary no target copies is named in a note and not checked")
    func dictionaryNotCopied() throws {
        let (scratch, root) = try Self.repository(copying: "Examples/App")
        defer { withExtendedLifetime(scratch) {} }
        try FileManager.default.copyItem(
            atPath: root + "/Styles.plist", toPath: root + "/Unused.plist")
        let result = try CLIRunner.run(["check", root])
        expectEqual(result.status, 0)
        expectTrue(
            result.stderr.contains(
                "'Unused.plist' is a style dictionary no target copies into its bundle: not "
                    + "checked"))
        expectTrue(!result.stdout.contains("Unused.plist"))
    }

    @Test("a folder with no project and no dictionary: nothing to check, exit 2")
    func nothingToCheck() throws {
        let scratch = try TemporaryDirectory()
        let empty = try scratch.folder("empty")
        let result = try CLIRunner.run(["check", "--root", empty])
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("no Xcode project (.xcodeproj) below the root"))
        expectTrue(result.stderr.contains("nothing to check"))
    }
}
