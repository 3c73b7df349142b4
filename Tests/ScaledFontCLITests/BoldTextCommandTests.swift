import Foundation
import ScaledFontTestSupport
import Testing

/// `check --bold-text` and `metrics --bold-text`, and `boldFontName` in `check`. Expected
/// faces follow from the bundled Noto Serif's OS/2 weight classes (Regular and Italic 400,
/// Bold and Bold Italic 700; Tests/ScaledFontTests/FontTableValues.swift).
@Suite("scaledfont --bold-text")
struct BoldTextCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    @Test("check --bold-text maps each face to its family's next heavier face")
    func checkMapsFaces() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/NotoSerif.plist", "--bold-text", "--format", "json"] + fonts)
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        let report = try unwrap(result.json() as? [String: Any])
        let dictionaries = try unwrap(report["dictionaries"] as? [[String: Any]])
        let entries = try unwrap(dictionaries.first?["entries"] as? [[String: Any]])
        let byStyle = Dictionary(
            uniqueKeysWithValues: entries.map { ($0["style"] as! String, $0) })
        // body asks for NotoSerif (Regular, 400) and gets Bold (700); subheadline asks for
        // NotoSerif-Italic and gets Bold Italic; headline is already Bold, the heaviest.
        let expected = [
            ("body", "NotoSerif-Bold", "nextHeavierFace", "NotoSerif-Regular"),
            ("subheadline", "NotoSerif-BoldItalic", "nextHeavierFace", "NotoSerif-Italic"),
            ("headline", "NotoSerif-Bold", "unavailable", "NotoSerif-Bold"),
        ]
        for (style, face, source, regular) in expected {
            let entry = try unwrap(byStyle[style])
            expectEqual(entry["postscriptName"] as? String, face, "\(style)")
            let bold = try unwrap(entry["boldText"] as? [String: Any])
            expectEqual(bold["source"] as? String, source, "\(style)")
            expectEqual(bold["regularPostscriptName"] as? String, regular, "\(style)")
        }
        // The heaviest face is a warning (the check still passes), on headline's line 33.
        expectTrue(
            result.stderr.contains(
                "Examples/NotoSerif.plist:33: warning: headline: Bold Text: Noto Serif has no "
                    + "face heavier than NotoSerif-Bold"))
    }

    @Test("without --bold-text the report is unchanged: no boldText field")
    func noFlag() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/NotoSerif.plist", "--format", "json"] + fonts)
        expectTrue(!result.stdout.contains("boldText"))
    }

    @Test("a boldFontName that is not installed fails check even without --bold-text")
    func missingBoldFontName() throws {
        let path = CLIRunner.testData("BoldFontName.json")
        let result = try CLIRunner.run(["check", path, "--format", "github"] + fonts)
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "::error file=\(CLIRunner.repositoryRelative(path)),line=3::headline: Bold Text: boldFontName "
                    + "'NoSuchFont-Black' is not installed or bundled"))
    }

    @Test("metrics --bold-text measures the boldFontName face")
    func metricsUsesBoldFontName() throws {
        let result = try CLIRunner.run(
            ["metrics", CLIRunner.testData("BoldFontName.json"), "--bold-text", "--format", "csv"]
                + fonts)
        let body = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("large,body,") })
        expectTrue(body.contains(",NotoSerif-BoldItalic,"))
        expectTrue(body.hasSuffix(",boldFontName,NotoSerif-Regular,NotoSerif-BoldItalic,"))
        let header = try unwrap(result.stdout.split(separator: "\n").first)
        expectTrue(
            header.hasSuffix(
                ",boldText.source,boldText.regularPostscriptName,boldText.boldFontName,"
                    + "boldText.detail"))
    }
}
