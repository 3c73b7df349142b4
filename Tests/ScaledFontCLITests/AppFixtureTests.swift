import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// `check --project` on the structure of real public apps (TestData/Apps, each with a
/// `SOURCE.md` naming the app it was modelled on): each correct app's `--format json` output
/// is the `expected.json` beside it, checked by hand against the fixture; then one mistake
/// planted in a scratch copy gives exactly one error, at its file and line, and exit 1.
/// Every name the fixtures use is built into every iOS record from 15.0 on, or is Noto Sans
/// Regular (`Tests/Fonts/NotoSans`), except where a test says otherwise.
@Suite("scaledfont check on real apps' structure")
struct AppFixtureTests {
    /// A fixture: its folder under TestData/Apps, the folder under TestData/Apps the command
    /// runs from (empty: the repository root), and the arguments a user types there.
    struct Fixture: Sendable, CustomStringConvertible {
        let name: String
        let runsIn: String
        let arguments: [String]

        var description: String { name }
    }

    static let apps = "Tests/ScaledFontCLITests/TestData/Apps"

    static let fixtures = [
        Fixture(
            name: "ReactNativeIcons", runsIn: "ReactNativeIcons/ios",
            arguments: [
                "check", "IconExplorer/Styles.plist", "--project", "IconExplorer.xcodeproj",
            ]),
        Fixture(
            name: "GitignoredFont", runsIn: "",
            arguments: [
                "check", apps + "/GitignoredFont/DuckDuckGo/Styles.plist", "--project",
                apps + "/GitignoredFont/DuckDuckGo.xcodeproj",
            ]),
        Fixture(
            name: "LocalPackageFonts", runsIn: "",
            arguments: [
                "check", apps + "/LocalPackageFonts/App/iOS/Styles.plist", "--project",
                apps + "/LocalPackageFonts/App/isowords.xcodeproj", "--registered-fonts",
                apps + "/LocalPackageFonts/Sources/Styleguide/Fonts",
            ]),
        Fixture(
            name: "BuiltInFonts", runsIn: "",
            arguments: [
                "check", apps + "/BuiltInFonts/App/Styles.plist", "--project",
                apps + "/BuiltInFonts/Food Truck.xcodeproj",
            ]),
        Fixture(
            name: "MissingXcconfig", runsIn: "",
            arguments: [
                "check", apps + "/MissingXcconfig/FieldTheBern/Supporting Files/Styles.plist",
                "--project", apps + "/MissingXcconfig/FieldTheBern.xcodeproj",
            ]),
    ]

    /// The JSON value with every path under `root` made relative to it: the file of a
    /// bundled or registered face is printed absolute, the only thing that differs by machine.
    static func relative(_ value: Any, to root: String) -> Any {
        switch value {
        case let text as String:
            return text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text
        case let array as [Any]:
            return array.map { relative($0, to: root) }
        case let object as [String: Any]:
            return object.mapValues { relative($0, to: root) }
        default:
            return value
        }
    }

    /// Runs `arguments` with `--format json` in `folder` and returns the exit status and the
    /// document, its paths under `root` made relative.
    static func json(
        _ arguments: [String], in folder: URL, root: String
    ) throws -> (status: Int32, document: NSDictionary) {
        let result = try ProcessCLIRunner.run(arguments + ["--format", "json"], in: folder)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let document = try unwrap(relative(parsed, to: root) as? [String: Any])
        return (result.status, document as NSDictionary)
    }

    @Test("a correct app passes with the committed JSON", arguments: fixtures)
    func expectedJSON(fixture: Fixture) throws {
        let root = CLIRunner.packageRoot.standardizedFileURL.path + "/"
        let folder =
            fixture.runsIn.isEmpty
            ? CLIRunner.packageRoot
            : CLIRunner.packageRoot.appendingPathComponent(Self.apps + "/" + fixture.runsIn)
        let (status, document) = try Self.json(fixture.arguments, in: folder, root: root)
        let expected = try JSONSerialization.jsonObject(
            with: Data(
                contentsOf: CLIRunner.packageRoot.appendingPathComponent(
                    Self.apps + "/" + fixture.name + "/expected.json")))
        expectEqual(status, 0)
        expectEqual(document, (expected as? NSDictionary))
    }

    /// A Swift program gets the documented JSON without the executable: the library's report,
    /// from the same inputs as sources, gives the document `--format json` prints, byte for
    /// byte. The paths are made absolute, so that both read them alike whatever folder the
    /// test process runs in.
    @Test("the library's JSON document is the command line's, byte for byte", arguments: fixtures)
    func libraryDocument(fixture: Fixture) throws {
        let folder = CLIRunner.packageRoot.appendingPathComponent(
            fixture.runsIn.isEmpty ? "" : Self.apps + "/" + fixture.runsIn
        ).standardizedFileURL.path
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : folder + "/" + path
        }
        var dictionaries: [String] = []
        var project = ""
        var registered: [String] = []
        // The fixtures' arguments: dictionaries, `--project P`, `--registered-fonts F`.
        var index = 1
        while index < fixture.arguments.count {
            let argument = fixture.arguments[index]
            let value = absolute(fixture.arguments[min(index + 1, fixture.arguments.count - 1)])
            switch argument {
            case "--project": project = value
            case "--registered-fonts": registered.append(value)
            default: dictionaries.append(absolute(argument))
            }
            index += argument.hasPrefix("--") ? 2 : 1
        }
        let root = CLIRunner.packageRoot.standardizedFileURL.path
        let report = try FontCheck(
            dictionaries: dictionaries, sources: [XcodeProjectSource(project: project)],
            registeredFontFolders: registered, repository: root
        ).run()
        let command =
            ["check"] + dictionaries + ["--project", project]
            + registered.flatMap { ["--registered-fonts", $0] } + ["--format", "json"]
        let printed = try CLIRunner.run(command)
        expectEqual(printed.status, 0)
        expectEqual(report.outcome, .passed)
        expectEqual(report.jsonDocument(repository: root), printed.stdout)
    }

    /// The errors of a `check --format json` document: the Info.plist's and each
    /// dictionary's, as (file, line, reason).
    static func errors(_ document: NSDictionary) -> [(file: String, line: Int?, reason: String)] {
        var errors: [(file: String, line: Int?, reason: String)] = []
        func collect(_ diagnostics: Any?, file: Any?) {
            for case let diagnostic as [String: Any] in diagnostics as? [Any] ?? []
            where diagnostic["level"] as? String == "error" {
                errors.append(
                    (
                        file as? String ?? "", diagnostic["line"] as? Int,
                        diagnostic["reason"] as? String ?? ""
                    ))
            }
        }
        if let info = document["infoPlist"] as? [String: Any] {
            collect(info["diagnostics"], file: info["path"])
        }
        for case let dictionary as [String: Any] in document["dictionaries"] as? [Any] ?? [] {
            collect(dictionary["diagnostics"], file: dictionary["dictionary"])
        }
        return errors
    }

    /// A scratch repository holding a copy of a fixture as `App`, with `edit` applied to the
    /// file at `path` in it; returns the check's exit status and errors, run in the scratch
    /// repository.
    static func planted(
        _ fixture: String, editing path: String, arguments: [String],
        _ edit: (String) -> String
    ) throws -> (status: Int32, errors: [(file: String, line: Int?, reason: String)]) {
        let scratch = try ScratchRepository()
        let app = scratch.repository + "/App"
        try FileManager.default.copyItem(
            atPath: CLIRunner.packageRoot.appendingPathComponent(Self.apps + "/" + fixture).path,
            toPath: app)
        let file = app + "/" + path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let edited = edit(text)
        expectTrue(edited != text, "the planted mistake changes \(path)")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let (status, document) = try json(
            arguments, in: URL(fileURLWithPath: scratch.repository),
            root: scratch.repository + "/")
        return (status, errors(document))
    }

    static let fieldTheBern = [
        "check", "App/FieldTheBern/Supporting Files/Styles.plist", "--project",
        "App/FieldTheBern.xcodeproj",
    ]

    /// MissingXcconfig's Resources phase loses the font's line; its Info.plist still lists
    /// the file (`UIAppFonts`, line 9: the plist's header is 4 lines, `CFBundleExecutable`
    /// takes 2, the key and `<array>` 2 more).
    @Test("a font file removed from the target: one error, at its UIAppFonts entry")
    func fontRemovedFromTarget() throws {
        let (status, errors) = try Self.planted(
            "MissingXcconfig", editing: "FieldTheBern.xcodeproj/project.pbxproj",
            arguments: Self.fieldTheBern
        ) { project in
            project.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasSuffix("/* NotoSans-Regular.ttf in Resources */,") }
                .joined(separator: "\n")
        }
        expectEqual(status, 1)
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.file, "App/FieldTheBern/Supporting Files/Info.plist")
        expectEqual(errors.first?.line, 9)
        expectEqual(errors.first?.reason, "appFontNotInTarget")
    }

    /// MissingXcconfig's Info.plist loses its only `UIAppFonts` entry; the style `body`
    /// (line 5 of Styles.plist: the header is 4 lines) names the face of the bundled file.
    @Test("an entry removed from UIAppFonts: one error, at the style naming its face")
    func entryRemovedFromAppFonts() throws {
        let (status, errors) = try Self.planted(
            "MissingXcconfig", editing: "FieldTheBern/Supporting Files/Info.plist",
            arguments: Self.fieldTheBern
        ) { info in
            info.replacingOccurrences(of: "\t\t<string>NotoSans-Regular.ttf</string>\n", with: "")
        }
        expectEqual(status, 1)
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.file, "App/FieldTheBern/Supporting Files/Styles.plist")
        expectEqual(errors.first?.line, 5)
        expectEqual(errors.first?.reason, "appFontNotListed")
    }

    /// BuiltInFonts deploys to iOS 16.0; its `headline` (line 12: 4 header lines, then 7
    /// lines an entry) is made `Kefa-Regular`, which iOS 16.x to 18.4 have and 26.0 removed
    /// (Data/apple-fonts/README.md).
    @Test("a built-in font removed within the deployment range: one error, at the style")
    func builtInFontRemovedInRange() throws {
        let (status, errors) = try Self.planted(
            "BuiltInFonts", editing: "App/Styles.plist",
            arguments: [
                "check", "App/App/Styles.plist", "--project", "App/Food Truck.xcodeproj",
            ]
        ) { styles in
            styles.replacingOccurrences(of: "AvenirNext-Medium", with: "Kefa-Regular")
        }
        expectEqual(status, 1)
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.file, "App/App/Styles.plist")
        expectEqual(errors.first?.line, 12)
        expectEqual(errors.first?.reason, "fontNotInEveryVersion")
    }
}
