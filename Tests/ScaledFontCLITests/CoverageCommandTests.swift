import Foundation
import ScaledFontTestSupport
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
        let report = try unwrap(result.json() as? [String: Any])
        let dictionaries = try unwrap(report["dictionaries"] as? [[String: Any]])
        let entries = try unwrap(dictionaries.first?["entries"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["style"] as! String, $0) })
    }

    @Test("missing characters and the dictionary's cascade are reported per style")
    func dictionaryCascade() throws {
        let result = try CLIRunner.run(
            ["check", CLIRunner.testData("Cascade.json"), "--text", "Hxé", "--format", "json"]
                + fonts)
        let body = try unwrap(entries(result)["body"])
        let coverage = try unwrap(body["coverage"] as? [String: Any])
        expectEqual(coverage["characters"] as? Int, 3)
        expectEqual(coverage["missing"] as? [String], ["U+00E9"])
        let cascade = try unwrap(coverage["cascade"] as? [[String: Any]])
        expectEqual(cascade.count, 1)
        expectEqual(cascade.first?["postscriptName"] as? String, "NotoSerif-Regular")
        expectEqual(cascade.first?["source"] as? String, "dictionary")
        expectEqual(cascade.first?["characters"] as? [String], ["U+00E9"])
        expectEqual(coverage["uncovered"] as? [String], [])
        // headline has no cascade of its own: Fontconfig's fallback renders é.
        let headline = try unwrap(entries(result)["headline"]?["coverage"] as? [String: Any])
        let fallback = try unwrap((headline["cascade"] as? [[String: Any]])?.first)
        expectEqual(fallback["source"] as? String, "fontconfig")
    }

    @Test("a cascade font that is not installed fails check, on the style's line")
    func unresolvedCascadeName() throws {
        let path = CLIRunner.testData("Cascade.json")
        let result = try CLIRunner.run(["check", path, "--format", "github"] + fonts)
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "::error file=\(CLIRunner.repositoryRelative(path)),line=4::caption: cascade: font 'NoSuchFont-Regular' is "
                    + "not installed or bundled"))
    }

    @Test("characters only a cascade renders are a warning; the check still passes")
    func coveredIsAWarning() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/DejaVuSans.plist", "--text", "Hx→"] + fonts)
        // DejaVu Sans maps H, x and the arrow: nothing to report.
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        expectTrue(!result.stderr.contains("cannot render"))
        let noto = try CLIRunner.run(
            ["check", "Examples/NotoSerif.plist", "--text", "Hx→"] + fonts)
        expectEqual(noto.status, 0)
        expectTrue(
            noto.stderr.contains(
                "Examples/NotoSerif.plist:47: warning: body: NotoSerif-Regular cannot render "
                    + "U+2192 →; cascade: "))
    }

    @Test("a character no face renders is an error: exit 1")
    func uncoveredIsAnError() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/DejaVuSans.plist", "--text", "H\u{10FFFD}", "--format", "json"]
                + fonts)
        expectEqual(result.status, 1)
        let body = try unwrap(entries(result)["body"]?["coverage"] as? [String: Any])
        expectEqual(body["uncovered"] as? [String], ["U+10FFFD"])
        expectTrue(result.stderr.contains("no bundled or installed face renders U+10FFFD"))
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
        let body = try unwrap(entries(result)["body"]?["coverage"] as? [String: Any])
        // The line ends are controls, not characters to render.
        expectEqual(body["characters"] as? Int, 3)
        expectEqual(body["missing"] as? [String], ["U+00E9"])
        let latin1 = try CLIRunner.run(
            [
                "check", "Examples/DejaVuSans.plist", "--text-file",
                CLIRunner.testData("Latin1.txt"),
            ])
        Expect.usageError(latin1, mentions: "the file is not UTF-8 text")
    }

    @Test("--text-file on a named pipe or a device is refused at once, not a hang")
    func textFileNotRegular() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.path + "/text.txt"
        expectEqual(mkfifo(pipe, 0o600), 0)
        for (path, words) in [
            (pipe, "is a named pipe (FIFO), not a text file"),
            ("/dev/zero", "is a device or socket, not a text file"),
        ] {
            let run = try GuardedRunner.run(
                ["check", "Examples/DejaVuSans.plist", "--text-file", path])
            expectTrue(!run.crashed)
            Expect.usageError(run.result, mentions: "cannot use '--text-file \(path)': \(words)")
        }
    }

    @Test("a text of many distinct characters gives a bounded report, in ranges and counts")
    func largeTextReport() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/text.txt"
        // 20,000 CJK ideographs (the case: 10 s and 10 MB of output before) and one
        // private-use character per 2 code points of plane 15, 10,000 ranges of one.
        var text = ""
        text.unicodeScalars.append(
            contentsOf: (0x4E00..<0x4E00 + 20_000).compactMap(Unicode.Scalar.init))
        text.unicodeScalars.append(
            contentsOf: stride(from: 0xF0000, to: 0xF0000 + 20_000, by: 2).compactMap(
                Unicode.Scalar.init))
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let run = try GuardedRunner.run(
            ["check", CLIRunner.testData("Cascade.json"), "--text-file", file, "--format", "json"]
                + fonts)
        expectTrue(!run.crashed)
        // Eleven styles, each listing at most 100 ranges per list.
        expectTrue(run.result.stdout.utf8.count < 200_000, "\(run.result.stdout.utf8.count) bytes")
        let body = try unwrap(entries(run.result)["body"]?["coverage"] as? [String: Any])
        expectEqual(body["characters"] as? Int, 30_000)
        expectEqual(body["missingCount"] as? Int, 30_000)
        let missing = try unwrap(body["missing"] as? [String])
        expectEqual(missing.first, "U+4E00..U+9C1F")
        expectEqual(missing.count, 100)
        // Plane 15 is private use: no font maps it, whatever is installed.
        let uncovered = try unwrap(body["uncoveredCount"] as? Int)
        expectTrue(uncovered >= 10_000)
        let textRun = try GuardedRunner.run(
            ["check", CLIRunner.testData("Cascade.json"), "--text-file", file] + fonts)
        expectTrue(textRun.result.stderr.contains("U+4E00 一–U+9C1F 鰟 (20000 characters)"))
        expectTrue(
            textRun.result.stderr.utf8.count < 20_000, "\(textRun.result.stderr.utf8.count) bytes")
    }

    @Test("the text report names at most 8 cascade faces, then counts the rest; JSON lists all")
    func cascadeFacesBounded() throws {
        // Installed: only the ten faces of Tests/Fonts/Cascade, face NN mapping U+4E00 + NN
        // alone (make_cascade_fonts.py), so the ten ideographs need all ten.
        let folder = try TemporaryFolder()
        let cascadeFonts = CLIRunner.packageRoot.appendingPathComponent("Tests/Fonts/Cascade").path
        let configuration = folder.path + "/fonts.conf"
        try Data(
            "<fontconfig><dir>\(cascadeFonts)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>"
                .utf8
        ).write(to: URL(fileURLWithPath: configuration))
        let text = String(
            String.UnicodeScalarView((0x4E00...0x4E09).compactMap(Unicode.Scalar.init)))
        let arguments = [
            "check", "Examples/NotoSerif.plist", "--fonts-dir", "Fonts", "--text", text,
        ]
        let environment = ["FONTCONFIG_FILE": configuration]
        let textRun = try ProcessCLIRunner.run(arguments, environment: environment)
        expectEqual(textRun.status, 0, "\(textRun.stderr)")
        let warnings = textRun.stderr.split(separator: "\n").filter { $0.contains("cannot render") }
        expectEqual(warnings.count, 11)
        for warning in warnings {
            expectEqual(warning.components(separatedBy: "SFFixtureCascade").count - 1, 8)
            expectTrue(warning.hasSuffix("and 2 more faces (2 characters)"))
        }
        let jsonRun = try ProcessCLIRunner.run(
            arguments + ["--format", "json"], environment: environment)
        let body = try unwrap(entries(jsonRun)["body"]?["coverage"] as? [String: Any])
        let cascade = try unwrap(body["cascade"] as? [[String: Any]])
        expectEqual(cascade.count, 10)
        let names = Set(cascade.compactMap { $0["postscriptName"] as? String })
        expectEqual(names, Set((0..<10).map { "SFFixtureCascade0\($0)-Regular" }))
        expectEqual(body["uncovered"] as? [String], [])
    }
}
