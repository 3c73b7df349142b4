import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// Apps come from sources: a repository's project yields every application and extension
/// target, and each checks the repository's dictionaries its own bundle copies.
@Suite("App sources: every app target, each with the dictionaries its bundle copies")
struct AppSourceTests {
    /// A project whose targets `App` (copies `Styles.plist` and the font), `Other` (copies
    /// `Other.plist`), `Widget` (an app extension copying nothing) and `Tests` (a unit-test
    /// bundle, copying `Styles.plist`) share the configuration list of
    /// ``FontCheckInputsTests/project(targets:withLater:)``: `App/Info.plist`, iOS 17.0.
    static let project =
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
        + "\t\tB1 = {isa = PBXBuildFile; fileRef = F1; };\n"
        + "\t\tB2 = {isa = PBXBuildFile; fileRef = F2; };\n"
        + "\t\tB3 = {isa = PBXBuildFile; fileRef = F3; };\n"
        + "\t\tB4 = {isa = PBXBuildFile; fileRef = F2; };\n"
        + "\t\tF1 = {isa = PBXFileReference; path = \"NotoSerif-Regular.ttf\"; "
        + "sourceTree = \"<group>\"; };\n"
        + "\t\tF2 = {isa = PBXFileReference; path = Styles.plist; sourceTree = SOURCE_ROOT; };\n"
        + "\t\tF3 = {isa = PBXFileReference; path = Other.plist; sourceTree = SOURCE_ROOT; };\n"
        + "\t\tG2 = {isa = PBXGroup; children = (F1, ); path = Fonts; sourceTree = \"<group>\"; };\n"
        + "\t\tG1 = {isa = PBXGroup; children = (G2, F2, F3, ); sourceTree = \"<group>\"; };\n"
        + "\t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };\n"
        + "\t\tR2 = {isa = PBXResourcesBuildPhase; files = (B3, ); };\n"
        + "\t\tR4 = {isa = PBXResourcesBuildPhase; files = (B4, ); };\n"
        + target("TA", "App", "R1", "application")
        + target("TB", "Other", "R2", "application")
        + target("TW", "Widget", "", "app-extension")
        + target("TT", "Tests", "R4", "bundle.unit-test")
        + "\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };\n"
        + "\t\tC1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { "
        + "INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; "
        + "name = Release; };\n"
        + "\t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (TA, TB, TW, TT, ); };\n"
        + "\t};\n\trootObject = P1;\n}\n"

    static func target(_ id: String, _ name: String, _ phase: String, _ type: String) -> String {
        "\t\t\(id) = {isa = PBXNativeTarget; buildConfigurationList = L1; "
            + "buildPhases = (\(phase.isEmpty ? "" : phase + ", ")); name = \(name); "
            + "productType = \"com.apple.product-type.\(type)\"; };\n"
    }

    @Test("every app and extension target is an app; each checks the dictionaries it copies")
    func everyTarget() throws {
        let scratch = try FontCheckInputsTests.app(targets: 1)
        try scratch.write(Self.project, to: "App.xcodeproj/project.pbxproj")
        for name in ["Styles", "Other", "Unused"] {
            try scratch.write(FontCheckTests.dictionary(["NotoSerif-Regular"]), to: name + ".plist")
        }
        let found = ["Styles", "Other", "Unused"].map { scratch.path + "/" + $0 + ".plist" }
        let source = XcodeProjectSource(
            project: scratch.path + "/App.xcodeproj", everyAppTarget: true,
            repositoryDictionaries: found)
        let report = try FontCheck(
            dictionaries: [], sources: [source], repository: scratch.path
        ).run()
        // The unit-test bundle is no app; the widget copies no dictionary.
        expectEqual(report.apps.map { $0.project?.target }, ["App", "Other", "Widget"])
        expectEqual(
            report.apps.map {
                $0.dictionaries.map { URL(fileURLWithPath: $0.path).lastPathComponent }
            }, [["Styles.plist"], ["Other.plist"], []])
    }

    @Test("without every target, a project of several applications still asks which to check")
    func severalApplications() throws {
        let scratch = try FontCheckInputsTests.app(targets: 1)
        try scratch.write(Self.project, to: "App.xcodeproj/project.pbxproj")
        let source = XcodeProjectSource(project: scratch.path + "/App.xcodeproj")
        #expect(throws: ScaledFontError.self) {
            try FontCheck(dictionaries: [], sources: [source], repository: scratch.path).run()
        }
    }
}
