import Foundation
import ScaledFontTestSupport
import Testing

/// `resolve` and `fonts` on the variable fixture (Tests/ScaledFontTests/Fixtures/
/// SFFixtureVariable.ttf): the instance names and coordinates of its fvar table (SemiBold
/// wght 600, Bold wght 700; see the Fixtures README), OS/2 typo values at the instance.
@Suite("variable fonts on the command line")
struct VariableFontCommandTests {
    let fixtures = [
        "--fonts-dir",
        CLIRunner.packageRoot.appendingPathComponent("Tests/ScaledFontTests/Fixtures").path,
    ]

    @Test("resolve reports the named instance and measures it")
    func resolveReportsInstance() throws {
        let result = try CLIRunner.run(
            [
                "resolve", "SFFixtureVariable-Bold", "--format", "json", "--policy", "typo",
                "--size", "10",
            ] + fixtures)
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        let answers = try unwrap(result.json() as? [[String: Any]])
        let answer = try unwrap(answers.first)
        expectEqual(answer["index"] as? Int, 3 << 16)
        let instance = try unwrap(answer["namedInstance"] as? [String: Any])
        expectEqual(instance["number"] as? Int, 3)
        expectEqual(instance["styleName"] as? String, "Bold")
        expectEqual((instance["coordinates"] as? [String: Any])?["wght"] as? Double, 700)
        // OS/2 sTypoAscender 750 + MVAR hasc 60 at wght 700 = 810 units: 8.1 pt at 10 pt.
        expectEqual(answer["ascender"] as? Double, 8.1)
    }

    @Test("fonts lists each instance under its own PostScript name")
    func fontsListsInstances() throws {
        let result = try CLIRunner.run(
            ["fonts", "--family", "SF Fixture Variable", "--format", "json"] + fixtures)
        let faces = try unwrap(result.json() as? [[String: Any]])
        let names = faces.compactMap { $0["postscriptName"] as? String }
        expectEqual(
            Set(names),
            [
                "SFFixtureVariable-Regular", "SFFixtureVariable-SemiBold",
                "SFFixtureVariable-Bold",
            ])
    }
}
