import Foundation
import ScaledFontTestSupport
import Testing

/// Text reports round to 3 decimals; JSON and CSV give the exact decimal result when there is
/// one. Expected values are worked out from Noto Serif's table values (``Reference/NotoSerif``:
/// unitsPerEm 1000, hhea ascender 1069, descender -293, lineGap 0) with integers only.
@Suite("scaledfont: numbers in reports")
struct NumberOutputTests {
    private let fonts = ["--fonts-dir", "Fonts"]

    /// A number with more than 3 decimals anywhere in `text`.
    static func longDecimals(_ text: String) -> [String] {
        let tokens = text.split { !($0.isNumber || $0 == ".") }.map(String.init)
        return tokens.filter { token in
            let parts = token.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count > 1 && parts[1].count > 3
        }
    }

    /// The decimal `digits × 10^-places` as the Double a JSON reader gets for its text.
    static func decimal(_ digits: Int, places: Int) -> Double {
        var text = String(digits)
        while text.count <= places { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
        return Double(text)!
    }

    /// A generated dictionary: body at 34 pt and caption at 22 pt in Noto Serif Regular.
    static func dictionary() throws -> String {
        try CIReportTests.write(
            [
                "body": ["fontName": "NotoSerif-Regular", "fontSize": 34],
                "caption": ["fontName": "NotoSerif-Regular", "fontSize": 22],
            ], "plist")
    }

    @Test(
        "no number in a text report has more than 3 decimals",
        arguments: [
            ["--all-categories"], ["--scale", "1.2"], ["--scale", "1.1"], ["--category", "ax3"],
        ])
    func textReports(_ options: [String]) throws {
        let path = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [
            ["metrics", path] + options, ["metrics", "Examples/NotoSerif.plist"] + options,
        ] {
            let result = try CLIRunner.run(arguments + fonts)
            expectEqual(result.status, 0, "\(result.stderr)")
            expectTrue(Self.longDecimals(result.stdout).isEmpty, "\(arguments)")
        }
        for size in ["33.3", "17.777", "1.1"] {
            let result = try CLIRunner.run(["resolve", "NotoSerif-Bold", "--size", size] + fonts)
            expectTrue(Self.longDecimals(result.stdout).isEmpty, "resolve --size \(size)")
        }
    }

    @Test("the text table shows 46.308 for 1362 x 34 / 1000, the line height of body at 34 pt")
    func textValue() throws {
        let path = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["metrics", path] + fonts)
        let body = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("body ") })
        expectTrue(body.contains(" 46.308 "))
        expectTrue(body.contains(" 36.346 "))  // 1069 x 34 / 1000
    }

    @Test("JSON and CSV values are the exact decimals of the table values")
    func exactJSON() throws {
        let path = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let large = try CLIRunner.run(["metrics", path, "--format", "json"] + fonts)
        let styles = try unwrap(
            (try large.json() as? [String: Any])?["styles"] as? [[String: Any]])
        let body = try unwrap(styles.first { $0["style"] as? String == "body" })
        expectEqual(body["lineHeight"] as? Double, Self.decimal(1362 * 34, places: 3))
        expectEqual(body["ascender"] as? Double, Self.decimal(1069 * 34, places: 3))
        expectEqual(body["descender"] as? Double, -Self.decimal(293 * 34, places: 3))
        // --scale 1.2: caption 22 x 12 / 10 = 26.4; line height 1362 x 264 / 10000.
        let scaled = try CLIRunner.run(
            ["metrics", path, "--scale", "1.2", "--format", "json"] + fonts)
        let scaledStyles = try unwrap(
            (try scaled.json() as? [String: Any])?["styles"] as? [[String: Any]])
        let caption = try unwrap(scaledStyles.first { $0["style"] as? String == "caption" })
        expectEqual(caption["pointSize"] as? Double, Self.decimal(264, places: 1))
        expectEqual(caption["lineHeight"] as? Double, Self.decimal(1362 * 264, places: 4))
        expectEqual(caption["ascender"] as? Double, Self.decimal(1069 * 264, places: 4))
        // CSV writes the same numbers as text: 46.308, not 46.30799999999999.
        let csv = try CLIRunner.run(["metrics", path, "--format", "csv"] + fonts)
        let row = try unwrap(
            csv.stdout.split(separator: "\n").first { $0.hasPrefix("large,body,") })
        expectTrue(row.split(separator: ",").contains("46.308"))
    }
}

/// The smaller things a user hit, each fixed (issue: reports every CI reads).
@Suite("scaledfont: papercuts")
struct PapercutTests {
    private let fixtures = CLIRunner.packageRoot
        .appendingPathComponent("Tests/ScaledFontTests/Fixtures").path

    @Test("an unknown --category lists the valid spellings")
    func categorySpellings() throws {
        let result = try CLIRunner.run([
            "metrics", "Examples/NotoSerif.plist", "--category", "huge",
        ])
        expectEqual(result.status, 2)
        for category in Reference.categories {
            expectTrue(result.stderr.contains(category), "\(category) not listed")
        }
        expectTrue(result.stderr.contains("ax5") && result.stderr.contains("system"))
    }

    @Test("--category system with --all-categories is a usage error")
    func systemWithAllCategories() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--category", "system", "--all-categories"],
            environment: ["SCALEDFONT_CATEGORY": "xl"])
        expectEqual(result.status, 2)
        expectTrue(result.stdout.isEmpty)
        expectTrue(result.stderr.contains("cannot be used together"))
    }

    @Test("specimen --help says JSON dictionaries are accepted")
    func specimenHelp() throws {
        let result = try CLIRunner.run(["specimen", "--help"])
        expectEqual(result.status, 0)
        // Help wraps at 80 columns: compare with the lines joined.
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        expectTrue(words.contains("or JSON of the same shape"))
    }

    @Test("init --format json writes one JSON style: \"key\": value throughout")
    func initJSONStyle() throws {
        let result = try CLIRunner.run(
            ["init", "Noto Serif", "--fonts-dir", "Fonts", "--format", "json"])
        expectEqual(result.status, 0)
        expectTrue(!result.stdout.contains("\" :"))
        let keyLines = result.stdout.split(separator: "\n").filter { $0.contains(":") }
        expectEqual(keyLines.count, 11 * 3)  // a style key, fontName and fontSize per style
        expectTrue(keyLines.allSatisfy { $0.contains("\": ") })
        expectTrue(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }

    @Test("check's FILE column and JSON carry a collection face's index")
    func collectionIndex() throws {
        // SFFixtureCollection.ttc: face 1 is SFFixtureCollection-Bold (Fixtures/README.md).
        let path = try CIReportTests.write(
            ["body": ["fontName": "SFFixtureCollection-Bold", "fontSize": 17]], "plist")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try CLIRunner.run(["check", path, "--fonts-dir", fixtures])
        let body = try unwrap(text.stdout.split(separator: "\n").first { $0.contains(" body ") })
        expectTrue(body.hasSuffix("SFFixtureCollection.ttc (index 1)"))
        let json = try CLIRunner.run(["check", path, "--fonts-dir", fixtures, "--format", "json"])
        let dictionaries = try unwrap(
            (try json.json() as? [String: Any])?["dictionaries"] as? [[String: Any]])
        let entries = try unwrap(dictionaries.first?["entries"] as? [[String: Any]])
        let entry = try unwrap(entries.first { $0["style"] as? String == "body" })
        expectEqual(entry["index"] as? Int, 1)
        expectEqual((entry["file"] as? String)?.hasSuffix("SFFixtureCollection.ttc"), true)
    }

    @Test("resolve suggests a face of the same family, not a close name of another family")
    func resolveSuggestion() throws {
        let result = try CLIRunner.run(
            ["resolve", "SFFixtureCollection-Medium", "--fonts-dir", fixtures])
        expectEqual(result.status, 1)
        expectTrue(result.stderr.contains("did you mean 'SFFixtureCollection-"))
    }

    @Test("a fontName that is a font file name gets the file's PostScript name, else the stem")
    func fileNameHint() throws {
        let path = try CIReportTests.write(
            [
                "headline": ["fontName": "NotoSerif-Bold.ttf", "fontSize": 17],
                "body": ["fontName": "No-Such-Face.otf", "fontSize": 17],
            ], "plist")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["check", path, "--fonts-dir", "Fonts"])
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "'NotoSerif-Bold.ttf' is a font file; name its face by PostScript name: "
                    + "'NotoSerif-Bold'"))
        expectTrue(result.stdout.contains("without the extension, 'No-Such-Face'?"))
    }
}
