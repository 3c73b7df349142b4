import Foundation
import ScaledFontTestSupport
import Testing

/// `check` for an app: `--platform`, `--info-plist`, `--bundle-root`. Built-in font names are
/// those the recorded data lists (Data/apple-fonts/README.md: Courier is in every iOS dump
/// through 14.5 and none from 15.0; Noteworthy-Bold, AvenirNext-Medium, HelveticaNeue are in
/// all of them). The bundled faces are copies of Noto Serif. Every run that needs fonts
/// "installed here" points Fontconfig at a configuration listing only Tests/Fonts/DejaVu, so
/// the machine's own fonts play no part.
@Suite("scaledfont check for an app")
struct AppCheckCommandTests {
    static let app = [
        "--fonts-dir", "Examples/App/App", "--info-plist",
        "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist",
    ]

    /// A scratch folder, removed on deinit.
    final class Scratch {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("scaledfont-app-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes text to `name` (folders created) and returns the path.
        @discardableResult
        func write(_ text: String, to name: String) throws -> String {
            try write(Data(text.utf8), to: name)
        }

        /// Writes bytes to `name` (folders created) and returns the path.
        @discardableResult
        func write(_ data: Data, to name: String) throws -> String {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: file))
            return file
        }

        /// Copies a bundled Noto Serif face to `name`.
        @discardableResult
        func copyFont(_ face: String, to name: String) throws -> String {
            try write(
                Data(
                    contentsOf: URL(
                        fileURLWithPath: CLIRunner.fontsDirectory + "/NotoSerif/\(face).ttf")),
                to: name)
        }

        /// A Fontconfig configuration whose only font folder is Tests/Fonts/DejaVu: DejaVu Sans
        /// plays a font installed on this machine.
        func dejaVuInstalled() throws -> [String: String] {
            let dejaVu = CLIRunner.packageRoot.appendingPathComponent("Tests/Fonts/DejaVu").path
            let file = try write(
                "<fontconfig><dir>\(dejaVu)</dir><cachedir>\(path)/cache</cachedir></fontconfig>\n",
                to: "fonts.conf")
            return ["FONTCONFIG_FILE": file]
        }
    }

    /// An XML dictionary mapping each style to a font name (size 17).
    static func dictionary(_ fonts: [String: String]) -> String {
        let entries = fonts.sorted { $0.key < $1.key }.map { style, name in
            "<key>\(style)</key><dict><key>fontName</key><string>\(name)</string>"
                + "<key>fontSize</key><real>17</real></dict>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + entries.joined() + "</dict>\n</plist>\n"
    }

    /// An XML Info.plist whose UIAppFonts holds `entries`, one a line from line 5 on.
    static func infoPlist(_ entries: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>UIAppFonts</key><array>\n" + entries.map { "\($0)\n" }.joined()
            + "</array>\n</dict>\n</plist>\n"
    }

    private func row(_ result: CLIResult, _ style: String) throws -> [String] {
        let line = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("  \(style) ") },
            "no row for \(style): \(result.stdout)")
        return line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    // MARK: The example app

    @Test("the example app for iOS 15: built-in names pass, Courier and the unlisted font fail")
    func exampleAppIOS15() throws {
        let result = try CLIRunner.run(
            [
                "check", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--platform",
                "ios@15",
            ] + Self.app)
        expectEqual(result.status, 1)
        try expectEqual(
            row(result, "title").prefix(6),
            [
                "title", "ok", "Noteworthy-Bold", "Noteworthy-Bold", "platform", "platform",
            ])
        try expectEqual(row(result, "callout")[5], "platform")
        try expectEqual(row(result, "largeTitle")[5], "bundled")
        try expectEqual(row(result, "footnote")[1], "error")
        expectTrue(
            result.stdout.contains("font 'Courier' is neither bundled nor built into ios@15.0"))
        try expectEqual(row(result, "subheadline")[1], "error")
        expectTrue(
            result.stdout.contains(
                "font 'NotoSerif-Italic' is in the bundle but not listed in UIAppFonts: iOS will "
                    + "not load it; add \"NotoSerif-Italic.ttf\""))
        // The listed file that is missing, at its line of Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist.
        let missing = try unwrap(
            result.stdout.split(separator: "\n").first { $0.contains("NotoSerif-SemiBold.ttf") })
        expectEqual(
            missing.split(separator: " ").prefix(3),
            [
                "13", "NotoSerif-SemiBold.ttf", "missing",
            ])
    }

    @Test("the example app for iOS 14: Courier is built in there")
    func exampleAppIOS14() throws {
        let result = try CLIRunner.run(
            [
                "check", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--platform",
                "ios@14",
            ] + Self.app)
        expectEqual(result.status, 1)
        try expectEqual(row(result, "footnote").prefix(2), ["footnote", "ok"])
        try expectEqual(row(result, "footnote")[5], "platform")
    }

    @Test("JSON: the platform, the infoPlist object with each entry's line and status")
    func exampleAppJSON() throws {
        let result = try CLIRunner.run(
            [
                "check", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--format",
                "json",
            ] + Self.app)
        expectEqual(result.status, 1)
        let root = try unwrap(result.json() as? [String: Any])
        // --info-plist alone means the newest recorded iOS.
        expectEqual(root["platform"] as? String, "ios@26.0")
        let info = try unwrap(root["infoPlist"] as? [String: Any])
        expectEqual(
            info["path"] as? String, "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist")
        expectTrue(info["bundleRoot"] is NSNull)
        let fonts = try unwrap(info["appFonts"] as? [[String: Any]])
        expectEqual(fonts.map { $0["line"] as? Int }, [11, 12, 13])
        expectEqual(fonts.map { $0["status"] as? String }, ["ok", "ok", "missing"])
        expectEqual(fonts[1]["faces"] as? [String], ["NotoSerif-Bold"])
        expectEqual(info["unusedAppFonts"] as? [String], [])
        let entries = try unwrap(
            (root["dictionaries"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])
        let title = try unwrap(entries.first { $0["style"] as? String == "title" })
        expectEqual(title["source"] as? String, "platform")
        expectEqual(title["matchedBy"] as? String, "platform")
        expectEqual(title["platform"] as? String, "ios@26.0")
        expectTrue(title["file"] is NSNull)
    }

    @Test("CI formats carry the Info.plist's findings at their lines")
    func exampleAppCIFormats() throws {
        let github = try CLIRunner.run(
            [
                "check", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--format",
                "github",
            ] + Self.app)
        expectEqual(github.status, 1)
        expectTrue(
            github.stdout.contains(
                "::error file=Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist,line=13::UIAppFonts entry "
                    + "'NotoSerif-SemiBold.ttf': no file under"), "\(github.stdout)")
        let gitlab = try CLIRunner.run(
            [
                "check", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--format",
                "gitlab",
            ] + Self.app)
        let issues = try unwrap(gitlab.json() as? [[String: Any]])
        let missing = try unwrap(
            issues.first { ($0["check_name"] as? String) == "scaledfont.appFontMissing" })
        let location = try unwrap(missing["location"] as? [String: Any])
        expectEqual(
            location["path"] as? String, "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist")
        expectEqual((location["lines"] as? [String: Any])?["begin"] as? Int, 13)
        let junit = try CLIRunner.run(
            [
                "check", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--format",
                "junit",
            ] + Self.app)
        expectTrue(
            junit.stdout.contains(
                "<testsuite name=\"Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist\""))
        expectTrue(junit.stdout.contains("type=\"appFontNotListed\""))
    }

    // MARK: Fonts installed here do not count

    @Test("a font installed here but neither bundled nor built in fails for iOS, passes for Linux")
    func installedHereOnly() throws {
        let scratch = try Scratch()
        let environment = try scratch.dejaVuInstalled()
        let dictionary = try scratch.write(Self.dictionary(["body": "DejaVuSans"]), to: "S.plist")
        let linux = try ProcessCLIRunner.run(["check", dictionary], environment: environment)
        expectEqual(linux.status, 0, "stdout: \(linux.stdout)")
        try expectEqual(row(linux, "body")[5], "installed")
        let ios = try ProcessCLIRunner.run(
            ["check", dictionary, "--platform", "ios"], environment: environment)
        expectEqual(ios.status, 1)
        expectTrue(
            ios.stdout.contains("font 'DejaVuSans' is installed on this machine (")
                && ios.stdout.contains("but is neither bundled nor built into ios@26.0"),
            "stdout: \(ios.stdout)")
    }

    @Test("--platform bundled counts the registered folders only")
    func bundledOnly() throws {
        let scratch = try Scratch()
        let environment = try scratch.dejaVuInstalled()
        let dictionary = try scratch.write(
            Self.dictionary([
                "body": "NotoSerif-Regular", "title": "Noteworthy-Bold", "caption": "DejaVuSans",
            ]), to: "S.plist")
        let result = try ProcessCLIRunner.run(
            [
                "check", dictionary, "--platform", "bundled", "--fonts-dir",
                CLIRunner.fontsDirectory,
            ],
            environment: environment)
        expectEqual(result.status, 1)
        try expectEqual(row(result, "body")[5], "bundled")
        try expectEqual(row(result, "title")[1], "error")
        expectTrue(result.stdout.contains("font 'Noteworthy-Bold' is not bundled"))
        expectTrue(result.stdout.contains("font 'DejaVuSans' is installed on this machine"))
    }

    @Test(
        "--fonts-dir, --registered-fonts or --bundle-root linked out of the repository: skipped",
        arguments: ["--fonts-dir", "--registered-fonts", "--bundle-root"])
    func folderLinkedOut(_ option: String) throws {
        let scratch = try Scratch()
        let environment = try scratch.dejaVuInstalled()
        try scratch.write(Self.dictionary(["body": "NotoSerif-Regular"]), to: "S.plist")
        try scratch.write(Self.infoPlist(["<string>NotoSerif-Regular.ttf</string>"]), to: "I.plist")
        // The bundled Noto Serif plays the machine's fonts, reached by a link in the checkout.
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/Fonts",
            withDestinationPath: CLIRunner.fontsDirectory + "/NotoSerif")
        let app = option == "--bundle-root" ? ["--info-plist", "I.plist"] : []
        let result = try ProcessCLIRunner.run(
            ["check", "S.plist", "--platform", "bundled", option, "Fonts"] + app,
            environment: environment, in: URL(fileURLWithPath: scratch.path))
        expectTrue(result.status != 0, "\(result.stdout)\n\(result.stderr)")
        expectTrue(
            result.stderr.contains(
                "'Fonts' is a symbolic link leading outside the repository: skipped, not read"),
            "\(result.stderr)")
    }

    // MARK: UIAppFonts matching

    @Test("a bare entry matching two files is ambiguous; a folder in the entry picks one")
    func ambiguousEntry() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Regular", to: "Res/A/NotoSerif-Regular.ttf")
        try scratch.copyFont("NotoSerif-Regular", to: "Res/B/NotoSerif-Regular.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NotoSerif-Regular"]), to: "S.plist")
        let bare = try scratch.write(
            Self.infoPlist(["<string>NotoSerif-Regular.ttf</string>"]), to: "Bare.plist")
        let result = try CLIRunner.run(
            [
                "check", dictionary, "--fonts-dir", scratch.path + "/Res", "--info-plist", bare,
                "--format", "json",
            ])
        expectEqual(result.status, 1)
        let root = try unwrap(result.json() as? [String: Any])
        let infoPlist = try unwrap(root["infoPlist"] as? [String: Any])
        expectEqual(
            (infoPlist["appFonts"] as? [[String: Any]])?.first?["status"] as? String, "ambiguous")
        let message = try unwrap(
            (infoPlist["diagnostics"] as? [[String: Any]])?.first?["message"] as? String)
        expectTrue(
            message.hasSuffix(
                "matches 2 files: \(scratch.path)/Res/A/NotoSerif-Regular.ttf and "
                    + "\(scratch.path)/Res/B/NotoSerif-Regular.ttf"), "\(message)")
        let folder = try scratch.write(
            Self.infoPlist(["<string>B/NotoSerif-Regular.ttf</string>"]), to: "Folder.plist")
        let picked = try CLIRunner.run(
            ["check", dictionary, "--fonts-dir", scratch.path + "/Res", "--info-plist", folder])
        expectEqual(picked.status, 0, "stdout: \(picked.stdout)")
    }

    @Test("entries outside the bundle, not fonts, or not strings are errors at their lines")
    func badEntries() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Regular", to: "Res/NotoSerif-Regular.ttf")
        try scratch.write("not a font\n", to: "Res/Fake.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NotoSerif-Regular"]), to: "S.plist")
        let info = try scratch.write(
            Self.infoPlist([
                "<string>NotoSerif-Regular.ttf</string>", "<string>../Secret.ttf</string>",
                "<string>Fake.ttf</string>", "<integer>7</integer>",
            ]), to: "Info.plist")
        let result = try CLIRunner.run(
            [
                "check", dictionary, "--fonts-dir", scratch.path + "/Res", "--info-plist", info,
                "--format", "json",
            ])
        expectEqual(result.status, 1)
        let root = try unwrap(result.json() as? [String: Any])
        let infoPlist = try unwrap(root["infoPlist"] as? [String: Any])
        let fonts = try unwrap(infoPlist["appFonts"] as? [[String: Any]])
        expectEqual(fonts.map { $0["status"] as? String }, ["ok", "outsideBundle", "notAFont"])
        expectEqual(fonts.map { $0["line"] as? Int }, [5, 6, 7])
        let diagnostics = try unwrap(infoPlist["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.map { $0["line"] as? Int }, [6, 7, 8])
        expectEqual(
            diagnostics.map { $0["reason"] as? String },
            [
                "appFontOutsideBundle", "appFontNotAFont", "appFontInvalid",
            ])
        expectTrue(
            result.stderr.contains(
                "\(info):8: error: UIAppFonts: an entry is a number, not a string"))
    }

    @Test("with --bundle-root an entry is the path under the bundle; unused files are listed")
    func bundleRoot() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Regular", to: "App.app/fonts/NotoSerif-Regular.ttf")
        try scratch.copyFont("NotoSerif-Bold", to: "App.app/fonts/NotoSerif-Bold.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NotoSerif-Regular"]), to: "S.plist")
        let info = try scratch.write(
            Self.infoPlist([
                "<string>fonts/NotoSerif-Regular.ttf</string>",
                "<string>fonts/NotoSerif-Bold.ttf</string>",
                "<string>NotoSerif-Bold.ttf</string>",
            ]), to: "Info.plist")
        let result = try CLIRunner.run(
            [
                "check", dictionary, "--info-plist", info, "--bundle-root",
                scratch.path + "/App.app",
                "--format", "json",
            ])
        expectEqual(result.status, 1)
        let root = try unwrap(result.json() as? [String: Any])
        let infoPlist = try unwrap(root["infoPlist"] as? [String: Any])
        let fonts = try unwrap(infoPlist["appFonts"] as? [[String: Any]])
        // A bare name is not a path under the bundle root: missing there.
        expectEqual(fonts.map { $0["status"] as? String }, ["ok", "ok", "missing"])
        expectEqual(infoPlist["unusedAppFonts"] as? [String], ["fonts/NotoSerif-Bold.ttf"])
        let body = try unwrap(
            ((root["dictionaries"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])?
                .first { $0["style"] as? String == "body" })
        expectEqual(body["source"] as? String, "bundled")
    }

    @Test("a binary Info.plist is read like an XML one")
    func binaryInfoPlist() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Regular", to: "Res/NotoSerif-Regular.ttf")
        try scratch.copyFont("NotoSerif-Bold", to: "Res/NotoSerif-Bold.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NotoSerif-Regular", "headline": "NotoSerif-Bold"]),
            to: "S.plist")
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": ["NotoSerif-Regular.ttf", "Missing.ttf"]],
            format: .binary, options: 0)
        let info = try scratch.write(data, to: "Info.plist")
        let result = try CLIRunner.run(
            ["check", dictionary, "--fonts-dir", scratch.path + "/Res", "--info-plist", info])
        expectEqual(result.status, 1)
        try expectEqual(row(result, "body")[5], "bundled")
        expectTrue(
            result.stdout.contains(
                "not listed in UIAppFonts: iOS will not load it; add \"NotoSerif-Bold.ttf\""))
        expectTrue(result.stdout.contains("UIAppFonts entry 'Missing.ttf': no file under"))
    }

    @Test("entries are paths in the repository; the suggested entry, once added, passes")
    func repositoryPathsAndSuggestion() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Regular", to: "App/Fonts/NotoSerif-Regular.ttf")
        try scratch.copyFont("NotoSerif-Bold", to: "App/Fonts/NotoSerif-Bold.ttf")
        try scratch.write(
            Self.dictionary(["body": "NotoSerif-Regular", "headline": "NotoSerif-Bold"]),
            to: "S.plist")
        try scratch.write(
            Self.infoPlist(["<string>Fonts/NotoSerif-Regular.ttf</string>"]), to: "Info.plist")
        let folder = URL(fileURLWithPath: scratch.path)
        let arguments = [
            "check", "S.plist", "--fonts-dir", "App/Fonts", "--info-plist", "Info.plist",
        ]
        let before = try ProcessCLIRunner.run(arguments + ["--format", "json"], in: folder)
        expectEqual(before.status, 1)
        let root = try unwrap(before.json() as? [String: Any])
        let info = try unwrap(root["infoPlist"] as? [String: Any])
        let entry = try unwrap((info["appFonts"] as? [[String: Any]])?.first)
        expectEqual(entry["status"] as? String, "ok")
        expectEqual(entry["file"] as? String, "App/Fonts/NotoSerif-Regular.ttf")
        expectTrue(entry["bundlePath"] is NSNull)
        let note = try unwrap((info["diagnostics"] as? [[String: Any]])?.first)
        expectEqual(note["level"] as? String, "notice")
        expectEqual(note["reason"] as? String, "appFontFoldersUnverified")
        expectEqual(note["line"] as? Int, 5)
        let text = try ProcessCLIRunner.run(arguments, in: folder)
        expectTrue(
            text.stdout.contains(
                "font 'NotoSerif-Bold' is in the bundle but not listed in UIAppFonts: iOS will "
                    + "not load it; add \"NotoSerif-Bold.ttf\""), "\(text.stdout)")
        // The notice is no missing style.
        expectTrue(text.stdout.contains(", 9 missing, 1 error, 0 warnings"), "\(text.stdout)")
        try scratch.write(
            Self.infoPlist([
                "<string>Fonts/NotoSerif-Regular.ttf</string>",
                "<string>NotoSerif-Bold.ttf</string>",
            ]), to: "Info.plist")
        let after = try ProcessCLIRunner.run(arguments, in: folder)
        expectEqual(after.status, 0, "\(after.stdout)")
    }

    @Test("a key meant as UIAppFonts warns at its line; a file in another letter case is a hint")
    func hints() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Bold", to: "Fonts/NotoSerif-Bold.ttf")
        try scratch.write(Self.dictionary(["body": "Georgia"]), to: "S.plist")
        try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "<key>Fonts provided by application</key>\n"
                + "<array><string>NotoSerif-Bold.ttf</string></array>\n"
                + "<key>UIAppFonts</key>\n<array>\n<string>notoserif-bold.ttf</string>\n"
                + "</array>\n</dict>\n</plist>\n", to: "Info.plist")
        let result = try ProcessCLIRunner.run(
            ["check", "S.plist", "--fonts-dir", "Fonts", "--info-plist", "Info.plist"],
            in: URL(fileURLWithPath: scratch.path))
        expectEqual(result.status, 1)
        expectTrue(
            result.stderr.contains(
                "Info.plist:4: warning: 'Fonts provided by application' is how Xcode shows "
                    + "UIAppFonts; the key must be UIAppFonts: the device ignores it"),
            "\(result.stderr)")
        expectTrue(
            result.stdout.contains(
                "UIAppFonts entry 'notoserif-bold.ttf': no file has this path, only "
                    + "'Fonts/NotoSerif-Bold.ttf' in other letter case, which a device tells apart"),
            "\(result.stdout)")
    }

    // MARK: The app's Xcode project

    static let project = ["Examples/App/Styles.plist", "--project", "Examples/App/App.xcodeproj"]

    /// A copy of Examples/App in a scratch folder, its project file edited by `edit`. The app
    /// target's `[CP] Copy Pods Resources` phase is left out of the copy: it runs a CocoaPods
    /// script that is not in the checkout, so every font the target leaves out would be a
    /// warning (perhaps the script's) rather than the target's mistake these tests plant.
    func exampleApp(_ edit: (String) -> String = { $0 }) throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.removeItem(atPath: scratch.path)
        try FileManager.default.copyItem(
            atPath: CLIRunner.packageRoot.appendingPathComponent("Examples/App").path,
            toPath: scratch.path)
        let file = scratch.path + "/App.xcodeproj/project.pbxproj"
        let phase = "\t\t\t\t5E0D7B2C2D1F3B4C00A10001 /* [CP] Copy Pods Resources */,\n"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try edit(text.replacingOccurrences(of: phase, with: ""))
            .write(toFile: file, atomically: true, encoding: .utf8)
        return scratch
    }

    /// Examples/App/App.xcodeproj: target ScaledFontDemo, IPHONEOS_DEPLOYMENT_TARGET 16.0, the
    /// group Fonts copied flat and the folder reference Typefaces copied whole.
    @Test("the README's example: the example project passes on a fresh clone")
    func exampleProject() throws {
        let result = try CLIRunner.run(["check"] + Self.project)
        expectEqual(result.status, 0, "\(result.stdout)\n\(result.stderr)")
        expectTrue(
            result.stdout.hasPrefix(
                "target 'ScaledFontDemo' of Examples/App/App.xcodeproj (Release): ios@16.0+\n"))
        expectTrue(result.stdout.contains("check passed: 1 dictionary, 11 of 11 styles resolved"))
        // The Info.plist's table shows where the build puts each file.
        let italic = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("  9 ") })
        expectEqual(
            italic.split(separator: " ").prefix(5),
            [
                "9", "Typefaces/NotoSerif-Italic.ttf", "ok", "Typefaces/NotoSerif-Italic.ttf",
                "Examples/App/App/Typefaces/NotoSerif-Italic.ttf",
            ])
        let json = try CLIRunner.run(["check"] + Self.project + ["--format", "json"])
        let root = try unwrap(json.json() as? [String: Any])
        let project = try unwrap(root["project"] as? [String: Any])
        expectEqual(project["path"] as? String, "Examples/App/App.xcodeproj")
        expectEqual(project["target"] as? String, "ScaledFontDemo")
        expectEqual(project["configuration"] as? String, "Release")
        expectEqual(project["platform"] as? String, "ios@16.0+")
        expectEqual(project["deploymentTarget"] as? String, "ios@16.0")
        expectEqual(project["infoPlist"] as? String, "Examples/App/App/Info.plist")
        expectEqual((project["platformRecords"] as? [String])?.first, "16.x")
        let fonts = try unwrap(
            (root["infoPlist"] as? [String: Any])?["appFonts"] as? [[String: Any]])
        expectEqual(
            fonts.map { $0["bundlePath"] as? String },
            [
                "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "Typefaces/NotoSerif-Italic.ttf",
                "NotoSerif-BoldItalic.ttf",
            ])
        expectEqual(
            fonts.map { $0["file"] as? String },
            [
                "Examples/App/App/Fonts/NotoSerif-Regular.ttf",
                "Examples/App/App/Fonts/NotoSerif-Bold.ttf",
                "Examples/App/App/Typefaces/NotoSerif-Italic.ttf",
                "Examples/App/App/Fonts/NotoSerif-BoldItalic.ttf",
            ])
        // The planted unused font: listed, reported unused, and the check still passes.
        expectEqual(
            (root["infoPlist"] as? [String: Any])?["unusedAppFonts"] as? [String],
            [
                "NotoSerif-BoldItalic.ttf"
            ])
        expectEqual(root["ok"] as? Bool, true)
    }

    @Test("the unused note says what was looked at: the dictionaries, and the code when read")
    func unusedNoteNamesWhatWasRead() throws {
        // Examples/App/App/Info.plist lists NotoSerif-BoldItalic.ttf; neither Styles.plist nor
        // the app's code names NotoSerif-BoldItalic.
        let withCode = try CLIRunner.run(["check"] + Self.project)
        expectEqual(withCode.status, 0, "\(withCode.stdout)")
        expectTrue(
            withCode.stdout.contains(
                "\n  not used by any dictionary or font name in the code: "
                    + "NotoSerif-BoldItalic.ttf\n"))
        let withoutCode = try CLIRunner.run(["check"] + Self.project + ["--no-code"])
        expectEqual(withoutCode.status, 0, "\(withoutCode.stdout)")
        expectTrue(
            withoutCode.stdout.contains(
                "\n  not used by any dictionary: NotoSerif-BoldItalic.ttf\n"))
    }

    @Test("an Info.plist without UIAppFonts says it has no entries, not an empty table")
    func infoPlistWithoutEntries() throws {
        // The Vitamin fixture's showcase Info.plist has no UIAppFonts key: its package
        // registers its fonts at run time.
        let result = try CLIRunner.run([
            "check", "--root", "Tests/ScaledFontCLITests/TestData/CodeApps/Vitamin",
        ])
        expectEqual(result.status, 0, "\(result.stdout)")
        expectTrue(
            result.stdout.contains(
                "Showcase/Supporting Files/Info.plist (UIAppFonts)\n  no entries\n"))
        expectTrue(!result.stdout.contains("LINE  ENTRY"))
    }

    @Test("--platform overrides the deployment target; --configuration picks the settings")
    func projectOptions() throws {
        let older = try CLIRunner.run(
            ["check"] + Self.project + ["--platform", "ios@15", "--configuration", "Debug"])
        expectEqual(older.status, 0, "\(older.stdout)")
        expectTrue(
            older.stdout.hasPrefix(
                "target 'ScaledFontDemo' of Examples/App/App.xcodeproj (Debug): ios@15\n"))
        let unknown = try CLIRunner.run(["check"] + Self.project + ["--configuration", "Beta"])
        expectEqual(unknown.status, 2)
        expectTrue(
            unknown.stderr.contains("has no build configuration 'Beta'; it has Debug, Release"))
        let target = try CLIRunner.run(["check"] + Self.project + ["--target", "Widget"])
        expectEqual(target.status, 2)
        expectTrue(
            target.stderr.contains("no target named 'Widget'; the app targets are ScaledFontDemo"))
    }

    /// Examples/AppMistakes/App/Fonts/NotoSerif-BoldItalic.ttf is in the project's folder but
    /// not in the target's bundle nor its UIAppFonts (its App.xcodeproj, Info.plist): a face
    /// the app registers itself from another folder (a copy of
    /// Fonts/NotoSerif/NotoSerif-BoldItalic.ttf) is the app's all the same.
    @Test("--registered-fonts: faces the app registers at run time need no UIAppFonts entry")
    func registeredFonts() throws {
        let scratch = try Scratch()
        let folder = scratch.path + "/Package/Resources"
        try scratch.copyFont(
            "NotoSerif-BoldItalic", to: "Package/Resources/NotoSerif-BoldItalic.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NotoSerif-BoldItalic", "headline": "NotoSerif-Bold"]),
            to: "Styles.plist")
        // The app's code misspells a font on purpose; this is about the dictionary's styles.
        let project = ["--project", "Examples/AppMistakes/App.xcodeproj", "--no-code"]
        let result = try CLIRunner.run(
            ["check", dictionary] + project + ["--registered-fonts", folder])
        expectEqual(result.status, 0, "\(result.stdout)\n\(result.stderr)")
        try expectEqual(row(result, "body").prefix(3), ["body", "ok", "NotoSerif-BoldItalic"])
        expectTrue(try row(result, "body").contains("registered"))
        expectTrue(try row(result, "headline").contains("bundled"))
        let json = try CLIRunner.run(
            ["check", dictionary] + project + ["--registered-fonts", folder, "--format", "json"])
        let root = try unwrap(json.json() as? [String: Any])
        let entries = try unwrap(
            (root["dictionaries"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])
        let body = try unwrap(entries.first { $0["style"] as? String == "body" })
        expectEqual(body["source"] as? String, "registered")
        expectEqual(
            (body["file"] as? String)?.hasSuffix("Package/Resources/NotoSerif-BoldItalic.ttf"), true
        )
        // Without the option, only the project's copy is there, which the target leaves out.
        let without = try CLIRunner.run(["check", dictionary] + project)
        expectEqual(without.status, 1)
        expectTrue(
            without.stdout.contains(
                "font 'NotoSerif-BoldItalic' is in "
                    + "Examples/AppMistakes/App/Fonts/NotoSerif-BoldItalic.ttf, "
                    + "which target 'ScaledFontDemo' does not copy"),
            "\(without.stdout)")
        // For Linux the folder is one more font folder, whose faces say where they come from.
        let linux = try CLIRunner.run(["check", dictionary, "--registered-fonts", folder])
        expectTrue(try row(linux, "body").contains("registered"))
    }

    @Test("an entry the build copies elsewhere, or a file the target leaves out, at its line")
    func projectEntryErrors() throws {
        let scratch = try exampleApp { project in
            project.replacingOccurrences(
                of: "\t\t\t\t5E0D7A132D1F3B4C00A10001 /* NotoSerif-Bold.ttf in Resources */,\n",
                with: "")
        }
        try scratch.write(
            Self.infoPlist([
                "<string>NotoSerif-Regular.ttf</string>", "<string>NotoSerif-Bold.ttf</string>",
                "<string>NotoSerif-Italic.ttf</string>",
            ]), to: "App/Info.plist")
        let result = try ProcessCLIRunner.run(
            ["check", "Styles.plist", "--project", "App.xcodeproj", "--format", "github"],
            in: URL(fileURLWithPath: scratch.path))
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "::error file=App/Info.plist,line=6::UIAppFonts entry 'NotoSerif-Bold.ttf': "
                    + "App/Fonts/NotoSerif-Bold.ttf is not in target 'ScaledFontDemo': add "
                    + "NotoSerif-Bold.ttf to the target's Copy Bundle Resources / Target "
                    + "Membership"), "\(result.stdout)")
        expectTrue(
            result.stdout.contains(
                "::error file=App/Info.plist,line=7::UIAppFonts entry 'NotoSerif-Italic.ttf': "
                    + "target 'ScaledFontDemo' copies App/Typefaces/NotoSerif-Italic.ttf to "
                    + "'Typefaces/NotoSerif-Italic.ttf' in the bundle, not to this path; list "
                    + "\"Typefaces/NotoSerif-Italic.ttf\""), "\(result.stdout)")
    }

    /// Tests/ScaledFontTests/TestData/Projects/Synchronized has an app target (iOS 18.0) and a
    /// widget extension (iOS 18.2), each with its own Info.plist.
    @Test("several --target: a heading and tables per target, an object per app in JSON")
    func projectTargets() throws {
        let arguments = [
            "check", "Examples/App/Styles.plist", "--project",
            "Tests/ScaledFontTests/TestData/Projects/Synchronized/Synchronized.xcodeproj",
            "--target", "SyncApp", "--target", "SyncWidgetExtension",
        ]
        let text = try CLIRunner.run(arguments)
        expectEqual(text.status, 1)
        let headings = text.stdout.split(separator: "\n").filter { $0.hasPrefix("target '") }
        expectEqual(
            headings,
            [
                "target 'SyncApp' of Tests/ScaledFontTests/TestData/Projects/Synchronized/"
                    + "Synchronized.xcodeproj (Release): ios@18.0+",
                "target 'SyncWidgetExtension' of Tests/ScaledFontTests/TestData/Projects/"
                    + "Synchronized/Synchronized.xcodeproj (Release): ios@18.2+",
            ])
        expectTrue(text.stdout.contains("check failed: 2 dictionaries"), "\(text.stdout)")
        let json = try CLIRunner.run(arguments + ["--format", "json"])
        let root = try unwrap(json.json() as? [String: Any])
        // Several apps: no app's fields at the top level, only the list, the verdict and ok.
        expectEqual(Set(root.keys), ["apps", "outcome", "ok"])
        let apps = try unwrap(root["apps"] as? [[String: Any]])
        expectEqual(apps.count, 2)
        expectEqual((apps[0]["project"] as? [String: Any])?["target"] as? String, "SyncApp")
        expectEqual(
            (apps[1]["project"] as? [String: Any])?["target"] as? String, "SyncWidgetExtension")
        expectEqual(apps[0]["platform"] as? String, "ios@18.0+")
        expectEqual(apps[1]["platform"] as? String, "ios@18.2+")
        // The app's UIAppFonts entry is not a font, the widget's file is not in its target
        // (the fixture's README): both apps fail.
        expectEqual(apps.map { $0["outcome"] as? String }, ["failed", "failed"])
        expectEqual(root["outcome"] as? String, "failed")
        expectEqual(root["ok"] as? Bool, false)
    }

    @Test("a project that cannot be read: exit 2 with the file and line")
    func malformedProject() throws {
        let scratch = try exampleApp {
            $0.replacingOccurrences(of: "objectVersion = 60;", with: "objectVersion = 60")
        }
        let result = try ProcessCLIRunner.run(
            ["check", "Styles.plist", "--project", "App.xcodeproj"],
            in: URL(fileURLWithPath: scratch.path))
        expectEqual(result.status, 2)
        expectTrue(result.stdout.isEmpty)
        expectTrue(result.stderr.contains("App.xcodeproj/project.pbxproj"), "\(result.stderr)")
        expectTrue(result.stderr.contains("line 7"), "\(result.stderr)")
        let missing = try ProcessCLIRunner.run(
            ["check", "Styles.plist", "--project", "None.xcodeproj"],
            in: URL(fileURLWithPath: scratch.path))
        expectEqual(missing.status, 2)
        expectTrue(missing.stderr.contains("None.xcodeproj/project.pbxproj"), "\(missing.stderr)")
    }

    @Test(
        "a project file that is a pipe, a folder, 100 MB or 1,000 levels deep: exit 2 at once",
        arguments: ["pipe", "folder", "huge", "deep"])
    func hostileProject(_ kind: String) throws {
        let scratch = try Scratch()
        let file = scratch.path + "/X.xcodeproj/project.pbxproj"
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/X.xcodeproj", withIntermediateDirectories: true)
        switch kind {
        case "pipe": expectEqual(mkfifo(file, 0o644), 0)
        case "folder":
            try FileManager.default.createDirectory(
                atPath: file, withIntermediateDirectories: false)
        case "huge":
            // Sparse: 100 MiB by its size, nothing on disk.
            try scratch.write("", to: "X.xcodeproj/project.pbxproj")
            expectEqual(truncate(file, 100 << 20), 0)
        default:
            try scratch.write(
                String(repeating: "(", count: 1000), to: "X.xcodeproj/project.pbxproj")
        }
        let start = Date()
        let result = try ProcessCLIRunner.run(
            [
                "check",
                CLIRunner.packageRoot.appendingPathComponent("Examples/App/Styles.plist").path,
                "--project", "X.xcodeproj",
            ],
            in: URL(fileURLWithPath: scratch.path))
        expectEqual(result.status, 2)
        expectTrue(result.stdout.isEmpty)
        expectTrue(result.stderr.contains("X.xcodeproj/project.pbxproj"), "\(result.stderr)")
        expectTrue(Date().timeIntervalSince(start) < GuardedRunner.limit, "a hang, not a timing")
    }

    /// A variable only the child's environment holds: no byte of it may reach its output.
    static let secret = "SCALEDFONT_SECRET_VALUE_d41c9a"

    @Test(
        "INFOPLIST_FILE at /proc/self/environ, or a linked Info.plist: no byte of the environment",
        arguments: ["/proc/self/environ", "link"])
    func infoPlistOutside(_ value: String) throws {
        let scratch = try exampleApp {
            $0.replacingOccurrences(
                of: "INFOPLIST_FILE = App/Info.plist;",
                with: "INFOPLIST_FILE = \"\(value == "link" ? "App/Info.plist" : value)\";")
        }
        if value == "link" {
            try FileManager.default.removeItem(atPath: scratch.path + "/App/Info.plist")
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path + "/App/Info.plist", withDestinationPath: "/proc/self/environ")
        }
        for format in ["text", "json", "github"] {
            let result = try ProcessCLIRunner.run(
                ["check", "Styles.plist", "--project", "App.xcodeproj", "--format", format],
                environment: ["SCALEDFONT_SECRET": Self.secret],
                in: URL(fileURLWithPath: scratch.path))
            expectEqual(result.status, 2, "\(result.stdout)\n\(result.stderr)")
            expectTrue(!result.stdout.contains("SCALEDFONT_SECRET"))
            expectTrue(!result.stderr.contains("SCALEDFONT_SECRET"))
            expectTrue(!(result.stdout + result.stderr).contains("PATH="))
            expectTrue(
                result.stderr.contains("App.xcodeproj/project.pbxproj, line "), "\(result.stderr)")
            expectTrue(result.stderr.contains("which leads outside the repository"))
        }
    }

    /// CocoaPods sets each build configuration of the app target on its own `.xcconfig`
    /// (`Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig`), which exists only
    /// after `pod install`: Xcode warns and builds without it.
    @Test("a build configuration's missing xcconfig: a warning naming it, in text and JSON")
    func missingConfigurationFile() throws {
        let pods =
            "Pods/Target Support Files/Pods-ScaledFontDemo/Pods-ScaledFontDemo.release.xcconfig"
        let reference = "5E0D7A202D1F3B4C00A10001 /* Pods-ScaledFontDemo.release.xcconfig */"
        let styles = "\t\t\t\t5E0D7A162D1F3B4C00A10001 /* Styles.plist */,\n"
        let release =
            "5E0D7A1D2D1F3B4C00A10001 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
        let scratch = try exampleApp { project in
            project.replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with: "\t\t\(reference) = {isa = PBXFileReference; includeInIndex = 1; "
                    + "lastKnownFileType = text.xcconfig; name = "
                    + "\"Pods-ScaledFontDemo.release.xcconfig\"; path = \"\(pods)\"; "
                    + "sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
            )
            .replacingOccurrences(of: styles, with: styles + "\t\t\t\t\(reference),\n")
            .replacingOccurrences(
                of: release, with: release + "\t\t\tbaseConfigurationReference = \(reference);\n")
        }
        let arguments = ["check", "Styles.plist", "--project", "App.xcodeproj"]
        let text = try ProcessCLIRunner.run(arguments, in: URL(fileURLWithPath: scratch.path))
        expectEqual(text.status, 0, "\(text.stdout)\n\(text.stderr)")
        expectTrue(
            text.stdout.contains(
                "  warning: the build configuration 'Release' names \(pods), which is not in the "
                    + "checkout: Xcode builds without it, and so are the settings read; check "
                    + "again once it exists\n"), "\(text.stdout)")
        let json = try ProcessCLIRunner.run(
            arguments + ["--format", "json"], in: URL(fileURLWithPath: scratch.path))
        let root = try unwrap(json.json() as? [String: Any])
        let diagnostics = try unwrap(
            (root["infoPlist"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.map { $0["reason"] as? String }, ["configurationFileMissing"])
        expectEqual(diagnostics.first?["level"] as? String, "warning")
        expectEqual((diagnostics.first?["message"] as? String)?.contains(pods), true)
        expectEqual(root["ok"] as? Bool, true)
    }

    /// Examples/App/App.xcodeproj copies App/Fonts/NotoSerif-Bold.ttf; a checkout without it
    /// (generated, or gitignored) passes with warnings for the entry and the styles naming it.
    @Test("a copied file absent from the checkout: warnings, exit 0, status in JSON")
    func absentFromCheckout() throws {
        let scratch = try exampleApp()
        try FileManager.default.removeItem(atPath: scratch.path + "/App/Fonts/NotoSerif-Bold.ttf")
        let arguments = ["check", "Styles.plist", "--project", "App.xcodeproj"]
        let text = try ProcessCLIRunner.run(arguments, in: URL(fileURLWithPath: scratch.path))
        expectEqual(text.status, 0, "\(text.stdout)\n\(text.stderr)")
        expectTrue(
            text.stdout.contains(
                "UIAppFonts entry 'NotoSerif-Bold.ttf': App/Fonts/NotoSerif-Bold.ttf is copied by "
                    + "target 'ScaledFontDemo' but not in the checkout; checked once it exists"),
            "\(text.stdout)")
        expectTrue(!text.stdout.contains("is not in target"))
        expectTrue(!text.stdout.contains("copies no file to this path"))
        let json = try ProcessCLIRunner.run(
            arguments + ["--format", "json"], in: URL(fileURLWithPath: scratch.path))
        let root = try unwrap(json.json() as? [String: Any])
        let fonts = try unwrap(
            (root["infoPlist"] as? [String: Any])?["appFonts"] as? [[String: Any]])
        expectEqual(
            fonts.map { $0["status"] as? String }, ["ok", "absentFromCheckout", "ok", "ok"])
        expectEqual(root["ok"] as? Bool, true)
    }

    @Test("a copied font whose folder is missing: exit 2 naming the project and the build file")
    func missingFontFolder() throws {
        let scratch = try exampleApp()
        try FileManager.default.removeItem(atPath: scratch.path + "/App/Fonts")
        let result = try ProcessCLIRunner.run(
            ["check", "Styles.plist", "--project", "App.xcodeproj"],
            in: URL(fileURLWithPath: scratch.path))
        expectEqual(result.status, 2)
        expectTrue(
            result.stderr.contains("App.xcodeproj/project.pbxproj, line "), "\(result.stderr)")
        expectTrue(result.stderr.contains("whose folder 'App/Fonts' does not exist"))
    }

    @Test("usage errors: --target without --project, --project with --info-plist or --fonts-dir")
    func projectUsageErrors() throws {
        Expect.usageError(
            try CLIRunner.run(["check", "Examples/App/Styles.plist", "--target", "App"]),
            mentions: "give --project too")
        Expect.usageError(
            try CLIRunner.run(["check"] + Self.project + ["--fonts-dir", "Fonts"]),
            mentions: "'--fonts-dir' is what --project derives from the target")
        Expect.usageError(
            try CLIRunner.run(
                ["check"] + Self.project + ["--info-plist", "Examples/App/App/Info.plist"]),
            mentions: "'--info-plist' is what --project derives from the target")
    }

    // MARK: Bad Info.plist input

    @Test("an Info.plist that cannot be read or parsed: exit 2, naming the file (and line)")
    func unreadableInfoPlist() throws {
        let scratch = try Scratch()
        let dictionary = try scratch.write(
            Self.dictionary(["body": "Noteworthy-Bold"]), to: "S.plist")
        let absent = scratch.path + "/Absent.plist"
        let missing = try CLIRunner.run(["check", dictionary, "--info-plist", absent])
        expectEqual(missing.status, 2)
        expectTrue(missing.stdout.isEmpty)
        expectTrue(
            missing.stderr.contains("\(absent): error: no such file"), "stderr: \(missing.stderr)")
        let malformed = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n"
                + "<array><string>A.ttf</array>\n</dict>\n</plist>\n",
            to: "Malformed.plist")
        let broken = try CLIRunner.run(["check", dictionary, "--info-plist", malformed])
        expectEqual(broken.status, 2)
        expectTrue(
            broken.stderr.contains("\(malformed):5: error: not a property list"),
            "stderr: \(broken.stderr)")
    }

    @Test(
        "an unreadable Info.plist still gets a machine-readable report naming it",
        arguments: ["json", "junit", "gitlab", "github"])
    func unreadableInfoPlistReport(format: String) throws {
        let scratch = try Scratch()
        let dictionary = try scratch.write(
            Self.dictionary(["body": "Noteworthy-Bold"]), to: "S.plist")
        let malformed = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n"
                + "<array><string>A.ttf</array>\n</dict>\n</plist>\n",
            to: "Malformed.plist")
        let result = try CLIRunner.run(
            ["check", dictionary, "--info-plist", malformed, "--format", format])
        expectEqual(result.status, 2)
        expectTrue(result.stdout.contains("Malformed.plist"), "stdout: \(result.stdout)")
        expectTrue(result.stdout.contains("infoPlistUnreadable") || format == "github")
        switch format {
        case "json":
            let root = try unwrap(result.json() as? [String: Any])
            let info = try unwrap(root["infoPlist"] as? [String: Any])
            let diagnostics = try unwrap(info["diagnostics"] as? [[String: Any]])
            expectEqual(diagnostics.first?["reason"] as? String, "infoPlistUnreadable")
            expectEqual(diagnostics.first?["line"] as? Int, 5)
            expectEqual(root["ok"] as? Bool, false)
        case "junit":
            try expectEqual(MiniXML.parse(result.stdout).name, "testsuites")
        case "gitlab":
            let issues = try unwrap(result.json() as? [[String: Any]])
            expectEqual(issues.first?["check_name"] as? String, "scaledfont.infoPlistUnreadable")
        default:
            expectTrue(result.stdout.contains("::error file="))
            expectTrue(result.stdout.contains(",line=5::not a property list"))
        }
    }

    /// Noteworthy-Bold is built into every recorded iOS; NotoSerif-Bold is only in the
    /// scratch folder given as the bundle's fonts.
    /// Which faces an Info.plist without `UIAppFonts` lets pass is FontCheckTests' (`noAppFonts`);
    /// here, the lines the check prints for them and the exit status.
    @Test("without UIAppFonts a bundled face fails; UIAppFonts not an array: exit 1, the fix")
    func noAppFonts() throws {
        let scratch = try Scratch()
        let dictionary = try scratch.write(
            Self.dictionary(["body": "Noteworthy-Bold"]), to: "S.plist")
        let none = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key>"
                + "<string>X</string></dict></plist>\n", to: "None.plist")
        try scratch.copyFont("NotoSerif-Bold", to: "Fonts/NotoSerif-Bold.ttf")
        let bundled = try scratch.write(
            Self.dictionary(["body": "NotoSerif-Bold"]), to: "B.plist")
        let undeclared = try CLIRunner.run(
            ["check", bundled, "--info-plist", none, "--fonts-dir", scratch.path + "/Fonts"])
        expectEqual(undeclared.status, 1)
        expectTrue(
            undeclared.stdout.contains(
                "font 'NotoSerif-Bold' is in the bundle but not listed in UIAppFonts: iOS will "
                    + "not load it; add \"NotoSerif-Bold.ttf\""), "\(undeclared.stdout)")
        let string = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n"
                + "<string>A.ttf</string>\n</dict>\n</plist>\n", to: "String.plist")
        let notArray = try CLIRunner.run(["check", dictionary, "--info-plist", string])
        expectEqual(notArray.status, 1)
        expectTrue(notArray.stdout.contains("UIAppFonts is a string, not an array of paths"))
    }

    /// A style key written twice in a style dictionary is an error (a property-list reader
    /// keeps one value and drops the other unseen); so is `UIAppFonts` written twice in an
    /// Info.plist, at the line of the second key. Both values name a real font, so nothing
    /// else in the check fails.
    @Test("UIAppFonts written twice: an error at the second key's line, naming the Info.plist")
    func appFontsTwice() throws {
        let scratch = try Scratch()
        try scratch.copyFont("NotoSerif-Regular", to: "Res/NotoSerif-Regular.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NotoSerif-Regular"]), to: "S.plist")
        // Keys on lines 4 and 7.
        let info = try scratch.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "<key>UIAppFonts</key><array>\n<string>NotoSerif-Regular.ttf</string>\n"
                + "</array>\n<key>UIAppFonts</key><array>\n<string>NotoSerif-Regular.ttf</string>\n"
                + "</array>\n</dict>\n</plist>\n", to: "Info.plist")
        let arguments = [
            "check", dictionary, "--fonts-dir", scratch.path + "/Res", "--info-plist", info,
        ]
        let text = try CLIRunner.run(arguments)
        expectEqual(text.status, 1)
        expectTrue(
            text.stdout.contains(
                "error: UIAppFonts is written 2 times in the Info.plist (lines 4 and 7)"),
            "stdout: \(text.stdout)")
        let json = try CLIRunner.run(arguments + ["--format", "json"])
        expectEqual(json.status, 1)
        expectTrue(
            json.stderr.contains(
                "\(info):7: error: UIAppFonts is written 2 times in the Info.plist (lines 4 and 7)"),
            "stderr: \(json.stderr)")
        let root = try unwrap(json.json() as? [String: Any])
        let infoPlist = try unwrap(root["infoPlist"] as? [String: Any])
        let diagnostics = try unwrap(infoPlist["diagnostics"] as? [[String: Any]])
        expectEqual(diagnostics.map { $0["line"] as? Int }, [7])
        expectEqual(diagnostics.map { $0["reason"] as? String }, ["appFontInvalid"])
    }

    // MARK: Usage

    @Test(
        "--platform with an unknown name or version is a usage error listing the valid ones",
        arguments: ["android", "ios@2", "ios@x", "tvos@9"])
    func unknownPlatform(_ platform: String) throws {
        let result = try CLIRunner.run(
            ["check", "Examples/Noteworthy.plist", "--platform", platform])
        Expect.usageError(result, mentions: "valid platforms: linux, bundled, ios, ios@VERSION")
    }

    @Test("usage errors: --bundle-root alone, --info-plist with linux, --platform-fonts with linux")
    func usageErrors() throws {
        Expect.usageError(
            try CLIRunner.run(["check", "Examples/Noteworthy.plist", "--bundle-root", "."]),
            mentions: "give --info-plist too")
        Expect.usageError(
            try CLIRunner.run(
                [
                    "check", "Examples/Noteworthy.plist", "--info-plist",
                    "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist",
                    "--platform", "linux",
                ]),
            mentions: "not linux")
        Expect.usageError(
            try CLIRunner.run(
                [
                    "check", "Examples/Noteworthy.plist", "--platform-fonts",
                    "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist",
                ]),
            mentions: "'--platform-fonts' adds built-in fonts of an Apple platform")
    }

    @Test("--platform-fonts adds names to the data: a font newer than the records passes")
    func platformFontsFile() throws {
        let scratch = try Scratch()
        let dictionary = try scratch.write(
            Self.dictionary(["body": "NewDeviceFont-Regular"]), to: "S.plist")
        let list = try scratch.write(
            "# names of an iOS 17 device\nNewDeviceFont-Regular\n", to: "names.txt")
        let without = try CLIRunner.run(["check", dictionary, "--platform", "ios@17"])
        expectEqual(without.status, 1)
        expectTrue(without.stderr.contains("no public record of the fonts of iOS 17 exists"))
        let with = try CLIRunner.run(
            ["check", dictionary, "--platform", "ios@17", "--platform-fonts", list])
        expectEqual(with.status, 0, "stdout: \(with.stdout)")
        try expectEqual(row(with, "body")[5], "platform")
    }

    // MARK: metrics, resolve and specimen for a platform

    @Test("metrics for iOS: a built-in face has the size and no metrics; a bundled one has both")
    func metricsForPlatform() throws {
        let result = try CLIRunner.run(
            [
                "metrics", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--platform",
                "ios@15", "--format", "json",
                "--fonts-dir", "Examples/App/App",
            ])
        expectEqual(result.status, 1)
        let styles = try unwrap(
            (try result.json() as? [String: Any])?["styles"] as? [[String: Any]])
        let title = try unwrap(styles.first { $0["style"] as? String == "title" })
        expectEqual(title["source"] as? String, "platform")
        expectEqual(title["pointSize"] as? Double, 28)
        expectTrue(title["ascender"] is NSNull)
        expectTrue(title["file"] is NSNull)
        let headline = try unwrap(styles.first { $0["style"] as? String == "headline" })
        expectEqual(headline["source"] as? String, "bundled")
        // Noto Serif's hhea ascender is 1069 units of 1000 (fontTools).
        expectEqual(headline["ascender"] as? Double, 1069.0 * 17 / 1000)
    }

    @Test("metrics text for iOS says which styles have no metrics here and why")
    func metricsTextForPlatform() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/Noteworthy.plist", "--platform", "ios"])
        expectEqual(result.status, 0)
        expectTrue(
            result.stdout.contains(
                "title: Noteworthy-Bold is built into ios@26.0, which is not on this machine: "
                    + "no metrics\n"))
        let row = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("title ") })
        expectTrue(row.split(separator: " ").suffix(7).allSatisfy { $0 == "-" })
    }

    @Test("resolve for iOS: a built-in name is found, matched by platform, with no file")
    func resolveForPlatform() throws {
        let result = try CLIRunner.run(
            ["resolve", "Noteworthy-Bold", "--platform", "ios", "--format", "json"])
        expectEqual(result.status, 0)
        let answer = try unwrap((try result.json() as? [[String: Any]])?.first)
        expectEqual(answer["found"] as? Bool, true)
        expectEqual(answer["matchedBy"] as? String, "platform")
        expectEqual(answer["source"] as? String, "platform")
        expectEqual(answer["platform"] as? String, "ios@26.0")
        expectTrue(answer["file"] is NSNull)
        expectTrue(answer["lineHeight"] is NSNull)
    }

    /// The data records the family "Helvetica Neue"; a no-break space or a newline is not
    /// the space of its name.
    @Test(
        "resolve for iOS: Helvetica Neue with a no-break space or a newline is no built-in font",
        arguments: ["Helvetica\u{A0}Neue", "Helvetica\nNeue"])
    func resolveBlanksForPlatform(name: String) throws {
        let result = try CLIRunner.run(["resolve", name, "--platform", "ios", "--format", "json"])
        expectEqual(result.status, 1)
        let answer = try unwrap((try result.json() as? [[String: Any]])?.first)
        expectEqual(answer["found"] as? Bool, false)
    }

    @Test("specimen for iOS draws the styles it has a face for and labels the built-in ones")
    func specimenForPlatform() throws {
        let scratch = try Scratch()
        let result = try CLIRunner.run(
            [
                "specimen", "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist",
                "--fonts-dir", "Examples/App/App",
                "--platform", "ios@14", "--output", scratch.path + "/out.png",
            ])
        // Styles.plist names Noto Serif (bundled) and fonts iOS 14 has built in (Courier
        // among them: in every dump through 14.5).
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        expectTrue(result.stdout.hasPrefix("wrote \(scratch.path)/out.png: "))
        let png = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/out.png"))
        // The PNG signature (ISO/IEC 15948).
        expectEqual(png.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
