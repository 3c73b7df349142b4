import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// A check of several targets reads each dictionary once and builds each distinct catalog
/// once: counted by the run (``FontCheckReport/inputReads``) and by the loader the test hands
/// it, never timed.
@Suite("FontCheck with many targets: each input read once")
struct FontCheckInputsTests {
    /// A project of `count` application targets `App1`... sharing one Resources phase (the
    /// font `Fonts/NotoSerif-Regular.ttf`) and one configuration list, whose Release
    /// configuration sets `App/Info.plist` and iOS 17.0; the target `Later`, when asked for,
    /// has its own configuration list with iOS 18.0.
    static func project(targets count: Int, withLater: Bool) -> String {
        let targets = (1...count).map { n in
            "\t\tT\(n) /* App\(n) */ = {isa = PBXNativeTarget; buildConfigurationList = L1; "
                + "buildPhases = (R1, ); name = App\(n); "
                + "productType = \"com.apple.product-type.application\"; };\n"
        }
        let later =
            withLater
            ? "\t\tTL /* Later */ = {isa = PBXNativeTarget; buildConfigurationList = L2; "
                + "buildPhases = (R1, ); name = Later; "
                + "productType = \"com.apple.product-type.application\"; };\n"
                + "\t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };\n"
                + "\t\tC2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { "
                + "INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; "
                + "name = Release; };\n" : ""
        let ids = (1...count).map { "T\($0), " }.joined() + (withLater ? "TL, " : "")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
            + "\t\tB1 = {isa = PBXBuildFile; fileRef = F1; };\n"
            + "\t\tF1 = {isa = PBXFileReference; path = \"NotoSerif-Regular.ttf\"; "
            + "sourceTree = \"<group>\"; };\n"
            + "\t\tG2 = {isa = PBXGroup; children = (F1, ); path = Fonts; "
            + "sourceTree = \"<group>\"; };\n"
            + "\t\tG1 = {isa = PBXGroup; children = (G2, ); sourceTree = \"<group>\"; };\n"
            + "\t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };\n"
            + targets.joined() + later
            + "\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };\n"
            + "\t\tC1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { "
            + "INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; "
            + "name = Release; };\n"
            + "\t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (\(ids)); };\n"
            + "\t};\n\trootObject = P1;\n}\n"
    }

    /// A scratch repository holding the project, its Info.plist (`UIAppFonts`:
    /// `NotoSerif-Regular.ttf`), the font, and two dictionaries naming it.
    static func app(targets: Int, withLater: Bool = false) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        for folder in ["App.xcodeproj", "App", "Fonts"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
        }
        try scratch.write(
            project(targets: targets, withLater: withLater),
            to: "App.xcodeproj/project.pbxproj")
        try scratch.write(
            FontCheckTests.infoPlist(["<string>NotoSerif-Regular.ttf</string>"]),
            to: "App/Info.plist")
        try FileManager.default.copyItem(
            atPath: FontCheckTests.noto("NotoSerif-Regular.ttf"),
            toPath: scratch.path + "/Fonts/NotoSerif-Regular.ttf")
        for name in ["One", "Two"] {
            try scratch.write(
                FontCheckTests.dictionary(["NotoSerif-Regular", "Courier"]), to: name + ".plist")
        }
        return scratch
    }

    /// The check of `targets` of the app, with the number of times the fonts were loaded.
    static func run(
        _ scratch: TemporaryDirectory, targets: [String]
    ) throws -> (FontCheckReport, loads: Int) {
        var loads = 0
        let report = try FontCheck(
            dictionaries: [scratch.path + "/One.plist", scratch.path + "/Two.plist"],
            repository: scratch.path, project: scratch.path + "/App.xcodeproj", targets: targets
        ).run { platform, folders throws(ScaledFontError) in
            loads += 1
            return try AvailableFonts(platform, fontDirectories: folders)
        }
        return (report, loads)
    }

    @Test("ten targets of one bundle and range: each file read once, one catalog")
    func tenTargets() throws {
        let scratch = try Self.app(targets: 10)
        let (report, loads) = try Self.run(scratch, targets: (1...10).map { "App\($0)" })
        expectEqual(loads, 1)
        expectEqual(report.inputReads.dictionaries, 2)
        expectEqual(report.inputReads.infoPlists, 1)
        expectEqual(report.inputReads.catalogs, 1)
        // Every target is still checked on its own: Courier (style title, on line 6 of each
        // dictionary) is in no iOS record from 15.0 on (Data/apple-fonts), so each target's
        // two dictionaries fail it; NotoSerif-Regular is the bundle's.
        let targets = report.apps
        expectEqual(targets.map { $0.project?.target }, (1...10).map { "App\($0)" })
        for target in targets {
            expectEqual(target.dictionaries.count, 2)
            for check in target.dictionaries {
                expectEqual(check.entry(.largeTitle).source, .bundled)
                let errors = check.findings(.error)
                expectEqual(errors.count, 1)
                expectEqual(errors.first?.line, 6)
            }
        }
    }

    @Test("a target with another deployment range gets its own catalog; dictionaries still once")
    func anotherRange() throws {
        let scratch = try Self.app(targets: 2, withLater: true)
        let (report, loads) = try Self.run(scratch, targets: ["App1", "Later", "App2"])
        expectEqual(loads, 2)
        expectEqual(report.inputReads.catalogs, 2)
        expectEqual(report.inputReads.dictionaries, 2)
        expectEqual(report.apps.map(\.project?.target), ["App1", "Later", "App2"])
        expectEqual(report.apps[1].platform.platform, .iOSAndLater(OSVersion([18, 0])))
    }
}
