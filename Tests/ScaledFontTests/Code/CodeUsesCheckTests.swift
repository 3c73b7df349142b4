import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// The font names an app's code uses, checked for each target that compiles them as a
/// style's `fontName` is. The scratch project below is the source of every expected value:
/// its files, their lines, and what each target copies and declares.
@Suite("Font names in the code: each use checked for each target")
struct CodeUsesCheckTests {
    /// `App/Fonts.swift`, compiled by both targets. Line 3 names the declared font, 4 a
    /// misspelling of it, 5 Courier (built into iOS 14, not 15), 6 an interpolated name, 7 and
    /// 8 a constant whose value (line 11) misspells NotoSerif-Bold.
    static let swift = """
        import UIKit

        let regular = UIFont(name: "NotoSerif-Regular", size: 17)
        let misspelt = UIFont(name: "NotoSerif-Reguler", size: 17)
        let typewriter = UIFont(name: "Courier", size: 12)
        func weighted(_ weight: String) -> UIFont? { UIFont(name: "NotoSerif-\\(weight)", size: 17) }
        let title = UIFont(name: FontName.title, size: 20)
        let largeTitle = UIFont(name: FontName.title, size: 28)

        enum FontName {
            static let title = "NotoSerif-Blod"
        }

        """

    /// `App/Legacy.m`: a name of the hidden system UI font on line 4.
    static let objectiveC = """
        #import <UIKit/UIKit.h>

        UIFont *legacyFont(void) {
            return [UIFont fontWithName:@".SFUI-Regular" size:12];
        }

        """

    /// `App/Main.storyboard`: NotoSerif-Bold used on line 6 and declared by `customFonts`
    /// (not in `UIAppFonts`); the system font on line 9 is no use.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <label id="l1">
                        <fontDescription key="fontDescription" name="NotoSerif-Bold" family="Noto Serif" pointSize="17"/>
                    </label>
                    <label id="l2">
                        <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>
                    </label>
                </scene>
            </scenes>
            <customFonts key="customFonts">
                <array key="NotoSerif-Bold.ttf">
                    <string>NotoSerif-Bold</string>
                </array>
            </customFonts>
        </document>

        """

    /// `Widget/Register.swift`: registers fonts at run time (line 4) and uses the italic
    /// face its target copies (line 6), which no Info.plist lists.
    static let registration = """
        import CoreText

        func registerFonts(_ url: URL) {
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
        let italic = UIFont(name: "NotoSerif-Italic", size: 17)

        """

    /// Two targets, both iOS 14.0: `App` copies `Fonts/NotoSerif-Regular.ttf` (listed in
    /// `App/Info.plist`), `Fonts/NotoSerif-Bold.ttf` (not listed) and the storyboard, and
    /// compiles `App/Fonts.swift` and `App/Legacy.m`; `Widget` copies
    /// `WidgetFonts/NotoSerif-Italic.ttf` and compiles `App/Fonts.swift` and
    /// `Widget/Register.swift`, with a `Widget/Info.plist` listing no font.
    static let project =
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
        + buildFile("B1", "F1") + buildFile("B2", "F2") + buildFile("B3", "F3")
        + buildFile("B4", "F4") + buildFile("B5", "F5") + buildFile("B6", "F4")
        + buildFile("B7", "F6") + buildFile("B8", "F7")
        + reference("F1", "NotoSerif-Regular.ttf") + reference("F2", "NotoSerif-Bold.ttf")
        + reference("F3", "Main.storyboard") + reference("F4", "Fonts.swift")
        + reference("F5", "Legacy.m") + reference("F6", "Register.swift")
        + reference("F7", "NotoSerif-Italic.ttf")
        + group("G2", "Fonts", "F1, F2") + group("G3", "App", "F3, F4, F5")
        + group("G4", "Widget", "F6") + group("G5", "WidgetFonts", "F7")
        + "\t\tG1 = {isa = PBXGroup; children = (G2, G3, G4, G5, ); sourceTree = \"<group>\"; };\n"
        + "\t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, ); };\n"
        + "\t\tS1 = {isa = PBXSourcesBuildPhase; files = (B4, B5, ); };\n"
        + "\t\tR2 = {isa = PBXResourcesBuildPhase; files = (B8, ); };\n"
        + "\t\tS2 = {isa = PBXSourcesBuildPhase; files = (B6, B7, ); };\n"
        + target("TA", "App", "L1", "R1, S1", "application")
        + target("TW", "Widget", "L2", "R2, S2", "app-extension")
        + configuration("L1", "C1", "App/Info.plist")
        + configuration("L2", "C2", "Widget/Info.plist")
        + "\t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (TA, TW, ); };\n"
        + "\t};\n\trootObject = P1;\n}\n"

    static func buildFile(_ id: String, _ file: String) -> String {
        "\t\t\(id) = {isa = PBXBuildFile; fileRef = \(file); };\n"
    }

    static func reference(_ id: String, _ path: String) -> String {
        "\t\t\(id) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };\n"
    }

    static func group(_ id: String, _ path: String, _ children: String) -> String {
        "\t\t\(id) = {isa = PBXGroup; children = (\(children), ); path = \(path); "
            + "sourceTree = \"<group>\"; };\n"
    }

    static func target(
        _ id: String, _ name: String, _ list: String, _ phases: String, _ type: String
    ) -> String {
        "\t\t\(id) = {isa = PBXNativeTarget; buildConfigurationList = \(list); "
            + "buildPhases = (\(phases), ); name = \(name); "
            + "productType = \"com.apple.product-type.\(type)\"; };\n"
    }

    static func configuration(_ list: String, _ id: String, _ infoPlist: String) -> String {
        "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(id), ); };\n"
            + "\t\t\(id) /* Release */ = {isa = XCBuildConfiguration; buildSettings = { "
            + "INFOPLIST_FILE = \(infoPlist); IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; "
            + "name = Release; };\n"
    }

    /// The scratch repository of ``project``.
    static func repository() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        for folder in ["App.xcodeproj", "App", "Widget", "Fonts", "WidgetFonts"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
        }
        try scratch.write(project, to: "App.xcodeproj/project.pbxproj")
        try scratch.write(
            FontCheckTests.infoPlist(["<string>NotoSerif-Regular.ttf</string>"]),
            to: "App/Info.plist")
        try scratch.write(FontCheckTests.infoPlist([]), to: "Widget/Info.plist")
        try scratch.write(swift, to: "App/Fonts.swift")
        try scratch.write(objectiveC, to: "App/Legacy.m")
        try scratch.write(storyboard, to: "App/Main.storyboard")
        try scratch.write(registration, to: "Widget/Register.swift")
        for (file, folder) in [
            ("NotoSerif-Regular.ttf", "Fonts"), ("NotoSerif-Bold.ttf", "Fonts"),
            ("NotoSerif-Italic.ttf", "WidgetFonts"),
        ] {
            try FileManager.default.copyItem(
                atPath: FontCheckTests.noto(file), toPath: scratch.path + "/\(folder)/\(file)")
        }
        return scratch
    }

    /// The check of both targets, code included unless `code` is false.
    static func run(_ scratch: TemporaryDirectory, code: Bool = true) throws -> FontCheckReport {
        var request = FontCheck(
            dictionaries: [],
            sources: [
                XcodeProjectSource(
                    project: scratch.path + "/App.xcodeproj", targets: ["App", "Widget"])
            ],
            repository: scratch.path)
        request.checksCode = code
        return try request.run()
    }

    /// The column of `text` on line `line` (1-based) of `source`, in UTF-8 bytes from 1.
    static func column(of text: String, line: Int, in source: String) -> Int {
        let lines = source.components(separatedBy: "\n")
        let range = lines[line - 1].range(of: text)!
        return lines[line - 1].utf8.distance(
            from: lines[line - 1].startIndex, to: range.lowerBound) + 1
    }

    /// The use at a line of a file, by the file's last component.
    static func use(
        _ app: CheckedApp, _ file: String, line: Int
    ) -> CheckedFontUse? {
        app.fontUses.first {
            URL(fileURLWithPath: $0.location.file).lastPathComponent == file
                && $0.location.line == line
        }
    }

    @Test("each use of the app's Swift, Objective-C and storyboard gets its verdict")
    func appUses() throws {
        let scratch = try Self.repository()
        let report = try Self.run(scratch)
        let app = try unwrap(report.apps.first { $0.project?.target == "App" })
        // Line 3: the font App/Info.plist lists.
        let regular = try unwrap(Self.use(app, "Fonts.swift", line: 3))
        expectEqual(regular.status, .ok)
        expectEqual(regular.resolvedTo, "NotoSerif-Regular")
        expectEqual(regular.source, .bundled)
        expectEqual(regular.call, "UIFont(name:size:)")
        // Line 4: misspelt, at its literal's opening quote, with the name it meant.
        let misspelt = try unwrap(Self.use(app, "Fonts.swift", line: 4))
        expectEqual(misspelt.status, .error)
        expectEqual(misspelt.reason, .fontNotInstalled)
        expectEqual(
            misspelt.location.column,
            Self.column(of: "\"NotoSerif-Reguler\"", line: 4, in: Self.swift))
        expectEqual(
            misspelt.message?.description.contains("did you mean 'NotoSerif-Regular'"), true)
        // Line 5: Courier is built into iOS 14, not 15: not in every version of 14.0+.
        let courier = try unwrap(Self.use(app, "Fonts.swift", line: 5))
        expectEqual(courier.status, .error)
        expectEqual(courier.reason, .fontNotInEveryVersion)
        // Line 6: built at run time.
        let weighted = try unwrap(Self.use(app, "Fonts.swift", line: 6))
        expectEqual(weighted.status, .unchecked)
        expectNil(weighted.name)
        // Lines 7 and 8: through the constant defined on line 11.
        let titles = app.fontUses.filter { $0.definedAt?.line == 11 }
        expectEqual(titles.map(\.location.line), [7, 8])
        expectTrue(titles.allSatisfy { $0.status == .error && $0.name == "NotoSerif-Blod" })
        // Legacy.m line 4: the hidden system UI font is a warning.
        let system = try unwrap(Self.use(app, "Legacy.m", line: 4))
        expectEqual(system.status, .warning)
        expectEqual(system.reason, .systemUIFontName)
        // The storyboard: its customFonts declare NotoSerif-Bold.ttf, which UIAppFonts does
        // not list; the system font on line 9 is no use.
        let bold = try unwrap(Self.use(app, "Main.storyboard", line: 6))
        expectEqual(bold.status, .ok)
        expectEqual(bold.resolvedTo, "NotoSerif-Bold")
        expectNil(Self.use(app, "Main.storyboard", line: 9))
        expectEqual(app.outcome, .failed)
    }

    @Test("a constant's failing value is one finding at its definition, naming its calls")
    func constantFinding() throws {
        let scratch = try Self.repository()
        let app = try unwrap(Self.run(scratch).apps.first)
        let atDefinition = app.codeFindings.filter { $0.line == 11 }
        expectEqual(atDefinition.count, 1)
        let finding = try unwrap(atDefinition.first)
        expectEqual(finding.severity, .error)
        expectEqual(finding.column, Self.column(of: "\"NotoSerif-Blod\"", line: 11, in: Self.swift))
        expectTrue(finding.message.contains("did you mean 'NotoSerif-Bold'"))
        let firstCall = Self.column(of: "FontName.title", line: 7, in: Self.swift)
        expectTrue(finding.message.contains("2 calls, the first UIFont(name:size:) at "))
        expectTrue(finding.message.hasSuffix("App/Fonts.swift:7:\(firstCall))"))
        // Lines 7 and 8 have no finding of their own.
        expectTrue(!app.codeFindings.contains { $0.line == 7 || $0.line == 8 })
    }

    @Test("a file two targets compile is read once and checked for each; registration counts")
    func eachTarget() throws {
        let scratch = try Self.repository()
        let report = try Self.run(scratch)
        let widget = try unwrap(report.apps.first { $0.project?.target == "Widget" })
        // The widget copies neither NotoSerif-Regular nor lists a font: line 3 fails there.
        expectEqual(Self.use(widget, "Fonts.swift", line: 3)?.status, .error)
        // Its code registers fonts, so the italic face it copies needs no UIAppFonts entry.
        let italic = try unwrap(Self.use(widget, "Register.swift", line: 6))
        expectEqual(italic.status, .ok)
        expectEqual(italic.source, .registered)
        // Declared by the call on line 4 of Register.swift, at its function's name.
        let call = Self.column(
            of: "CTFontManagerRegisterFontsForURL", line: 4, in: Self.registration)
        expectEqual(
            italic.message?.description.hasSuffix(
                "by CTFontManagerRegisterFontsForURL at \(scratch.path)/Widget/Register.swift:4:"
                    + "\(call)"), true)
        // Fonts.swift, Legacy.m, Main.storyboard and Register.swift: four files, each once.
        expectEqual(report.inputReads.codeFiles, 4)
        // Several targets: each code finding names its target.
        expectTrue(
            widget.codeFindings.allSatisfy { $0.message.hasPrefix("target 'Widget': ") })
    }

    @Test("a compiled file that is a named pipe or absent is passed over, never waited on")
    func unreadableFiles() throws {
        let scratch = try Self.repository()
        try FileManager.default.removeItem(atPath: scratch.path + "/App/Legacy.m")
        expectEqual(mkfifo(scratch.path + "/App/Legacy.m", 0o644), 0)
        try FileManager.default.removeItem(atPath: scratch.path + "/Widget/Register.swift")
        let report = try Self.run(scratch)
        let app = try unwrap(report.apps.first)
        // Fonts.swift still gives its six uses, one on each of lines 3 to 8.
        expectEqual(app.fontUses.filter { $0.location.file.hasSuffix("/Fonts.swift") }.count, 6)
        expectTrue(!app.fontUses.contains { $0.location.file.hasSuffix("/Legacy.m") })
        expectTrue(
            !report.apps[1].fontUses.contains { $0.location.file.hasSuffix("/Register.swift") })
    }

    @Test("without the code, no use is checked and the code makes no declaration")
    func noCode() throws {
        let scratch = try Self.repository()
        let report = try Self.run(scratch, code: false)
        expectTrue(report.apps.allSatisfy { $0.fontUses.isEmpty && $0.codeFindings.isEmpty })
        expectEqual(report.inputReads.codeFiles, 0)
        expectEqual(report.outcome, .passed)
    }
}

/// The code app fixtures (`Tests/ScaledFontCLITests/TestData/CodeApps`, see its README), each
/// checked with its project (at the fixture's top, in `Showcase/` for Vitamin, in `ios/` for
/// Mattermost): every use gets the status its `uses.tsv` gives, which was written by reading
/// the fixture.
@Suite("Font names in the code of stripped public apps: the statuses of their uses.tsv")
struct CodeAppStatusTests {
    static let fixtures =
        LibraryTests.CodeAppFixtureTests.fixtures
        + LibraryTests.ReaderAppFixtureTests.swiftGenFixtures
        + LibraryTests.ReaderAppFixtureTests.reactNativeFixtures

    @Test("each use of each fixture gets the status its uses.tsv gives", arguments: fixtures)
    func statuses(_ fixture: String) throws {
        let root = CodeAppUses.fixture(fixture)
        let enumerator = try unwrap(FileManager.default.enumerator(atPath: root))
        let projectName = try unwrap(
            enumerator.compactMap { $0 as? String }.sorted().first { $0.hasSuffix(".xcodeproj") })
        let report = try FontCheck(
            dictionaries: [], sources: [XcodeProjectSource(project: root + "/" + projectName)],
            repository: root
        ).run()
        let found = try unwrap(report.apps.first).fontUses.map { use in
            "\(use.location.file.dropFirst(root.count + 1)):\(use.location.line):"
                + "\(use.location.column) \(use.status.rawValue)"
        }.sorted()
        let expected = try CodeAppUses.load(fixture).map {
            "\($0.file):\($0.line):\($0.column) \($0.status)"
        }.sorted()
        expectEqual(found, expected)
    }
}
