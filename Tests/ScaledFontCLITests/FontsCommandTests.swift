import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont fonts`: the families and PostScript names a dictionary can use.
@Suite("scaledfont fonts")
struct FontsCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    /// The four faces in Fonts/NotoSerif, by PostScript name and style (their name tables).
    static let bundled = [
        ("NotoSerif-Regular", "Regular"), ("NotoSerif-Italic", "Italic"),
        ("NotoSerif-Bold", "Bold"), ("NotoSerif-BoldItalic", "Bold Italic"),
    ]

    @Test("--family 'Noto Serif' lists the 4 bundled faces, marked bundled")
    func bundledFamily() throws {
        let result = try CLIRunner.run(["fonts", "--family", "Noto Serif"] + fonts)
        expectEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first?.hasPrefix("FAMILY"), true)
        for (postscriptName, style) in Self.bundled {
            let row = try unwrap(lines.first { $0.contains(" \(postscriptName) ") })
            expectTrue(row.hasPrefix("Noto Serif  "))
            expectTrue(row.contains(" \(style) "))
            expectTrue(row.contains(" bundled "))
            expectTrue(row.hasSuffix("  Fonts/NotoSerif/\(postscriptName).ttf"))
        }
    }

    @Test("--family is a case-insensitive substring match; JSON marks registered faces")
    func familyFilterJSON() throws {
        let result = try CLIRunner.run(
            ["fonts", "--family", "oTo sErI", "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        let list = try unwrap(result.json() as? [[String: Any]])
        let registered = list.filter { $0["registered"] as? Bool == true }
        expectEqual(
            Set(registered.compactMap { $0["postscriptName"] as? String }),
            Set(Self.bundled.map(\.0)))
        expectTrue(
            list.allSatisfy { ($0["family"] as? String)?.lowercased().contains("oto seri") == true }
        )
        expectEqual(
            Expect.keys(list.first),
            [
                "family", "families", "style", "postscriptName", "fullName", "file", "index",
                "weight", "slant", "width", "registered",
            ])
        let bold = try unwrap(list.first { $0["postscriptName"] as? String == "NotoSerif-Bold" })
        // usWeightClass of NotoSerif-Bold is 700.
        expectEqual(bold["weight"] as? Int, 700)
        expectEqual(bold["slant"] as? String, "upright")
    }

    @Test("without --family every face is listed, installed ones too")
    func everything() throws {
        let result = try CLIRunner.run(["fonts", "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        let list = try unwrap(result.json() as? [[String: Any]])
        expectEqual(list.filter { $0["registered"] as? Bool == true }.count, 4)
        // The CI image installs fonts-dejavu-core, the fallback faces.
        expectTrue(list.contains { $0["registered"] as? Bool == false })
    }

    @Test("a family that matches nothing: exit 1, a message on stderr, nothing on stdout")
    func noSuchFamily() throws {
        let result = try CLIRunner.run(["fonts", "--family", "Noto Serf"] + fonts)
        expectEqual(result.status, 1)
        expectTrue(result.stdout.isEmpty)
        expectEqual(
            result.stderr,
            "scaledfont: error: no bundled or installed family contains 'Noto Serf'; did "
                + "you mean 'Noto Serif'?\n")
    }

    @Test(
        "bad arguments: exit 2, the fix on stderr, nothing on stdout",
        arguments: [
            (
                ["fonts", "Noto"],
                "unexpected argument 'Noto': 'fonts' takes no arguments without --used"
            ),
            (["fonts", "--family"], "missing value for '--family': expected <text>"),
            (["fonts", "--famly", "Noto"], "did you mean '--family'?"),
        ])
    func badArguments(arguments: [String], message: String) throws {
        Expect.usageError(try CLIRunner.run(arguments), mentions: message)
    }
}
