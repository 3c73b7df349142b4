import Foundation
import Testing

/// `check --text` / `--text-file`: per style, the characters its face cannot render and the
/// cascade that would. Expected coverage comes from the fonts' cmaps as fontTools reads them:
/// the fixture faces map only space, H and x (Tests/ScaledFontTests/Fixtures/README.md);
/// Noto Serif maps é and €, not the arrow U+2192; DejaVu Sans maps the arrow
/// (Tests/ScaledFontTests/FontTableValues.swift, `mapped`).
@Suite("scaledfont check --text")
struct CoverageCommandTests {
    let fonts = [
        "--fonts-dir", CLIRunner.fontsDirectory, "--fonts-dir",
        CLIRunner.packageRoot.appendingPathComponent("Tests/ScaledFontTests/Fixtures").path,
    ]

    func entries(_ result: CLIResult) throws -> [String: [String: Any]] {
        let report = try #require(try result.json() as? [String: Any])
        let dictionaries = try #require(report["dictionaries"] as? [[String: Any]])
        let entries = try #require(dictionaries.first?["entries"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["style"] as! String, $0) })
    }

    @Test("missing characters and the dictionary's cascade are reported per style")
    func dictionaryCascade() throws {
        let result = try CLIRunner.run(
            ["check", CLIRunner.testData("Cascade.json"), "--text", "Hxé", "--format", "json"]
                + fonts)
        let body = try #require(try entries(result)["body"])
        let coverage = try #require(body["coverage"] as? [String: Any])
        #expect(coverage["characters"] as? Int == 3)
        #expect(coverage["missing"] as? [String] == ["U+00E9"])
        let cascade = try #require(coverage["cascade"] as? [[String: Any]])
        #expect(cascade.count == 1)
        #expect(cascade.first?["postscriptName"] as? String == "NotoSerif-Regular")
        #expect(cascade.first?["source"] as? String == "dictionary")
        #expect(cascade.first?["characters"] as? [String] == ["U+00E9"])
        #expect(coverage["uncovered"] as? [String] == [])
        // headline has no cascade of its own: Fontconfig's fallback renders é.
        let headline = try #require(try entries(result)["headline"]?["coverage"] as? [String: Any])
        let fallback = try #require((headline["cascade"] as? [[String: Any]])?.first)
        #expect(fallback["source"] as? String == "fontconfig")
    }

    @Test("a cascade font that is not installed fails check, on the style's line")
    func unresolvedCascadeName() throws {
        let path = CLIRunner.testData("Cascade.json")
        let result = try CLIRunner.run(["check", path, "--format", "github"] + fonts)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "::error file=\(CLIRunner.repositoryRelative(path)),line=4::caption: cascade: font 'NoSuchFont-Regular' is "
                    + "not installed or bundled"))
    }

    @Test("characters only a cascade renders are a warning; the check still passes")
    func coveredIsAWarning() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/DejaVuSans.plist", "--text", "Hx→"] + fonts)
        // DejaVu Sans maps H, x and the arrow: nothing to report.
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("cannot render"))
        let noto = try CLIRunner.run(
            ["check", "Examples/NotoSerif.plist", "--text", "Hx→"] + fonts)
        #expect(noto.status == 0)
        #expect(
            noto.stderr.contains(
                "Examples/NotoSerif.plist:47: warning: body: NotoSerif-Regular cannot render "
                    + "U+2192 →; cascade: "))
    }

    @Test("a character no face renders is an error: exit 1")
    func uncoveredIsAnError() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/DejaVuSans.plist", "--text", "H\u{10FFFD}", "--format", "json"]
                + fonts)
        #expect(result.status == 1)
        let body = try #require(try entries(result)["body"]?["coverage"] as? [String: Any])
        #expect(body["uncovered"] as? [String] == ["U+10FFFD"])
        #expect(result.stderr.contains("no bundled or installed face renders U+10FFFD"))
    }

    @Test("--text-file reads UTF-8 text; other encodings are a usage error")
    func textFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("text.txt")
        try Data("Hx\né\n".utf8).write(to: file)
        let result = try CLIRunner.run(
            [
                "check", CLIRunner.testData("Cascade.json"), "--text-file", file.path, "--format",
                "json",
            ] + fonts)
        let body = try #require(try entries(result)["body"]?["coverage"] as? [String: Any])
        // The line ends are controls, not characters to render.
        #expect(body["characters"] as? Int == 3)
        #expect(body["missing"] as? [String] == ["U+00E9"])
        let latin1 = try CLIRunner.run(
            [
                "check", "Examples/DejaVuSans.plist", "--text-file",
                CLIRunner.testData("Latin1.txt"),
            ])
        Expect.usageError(latin1, mentions: "the file is not UTF-8 text")
    }
}
