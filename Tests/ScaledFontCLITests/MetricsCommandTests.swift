import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont metrics`: line metrics for all 11 styles (MetricsDefinitions.md and
/// CommandLineReports.md in the DocC catalog).
@Suite("scaledfont metrics")
struct MetricsCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    /// The documented field set for one style, with the face's style name as `faceStyle` (a JSON
    /// object cannot hold a second `style` key).
    static let styleFields: Set<String> = [
        "style", "status", "source", "fallbackReason", "requestedName", "requestedSize",
        "postscriptName",
        "family", "faceStyle", "file", "index", "matchedBy", "pointSize", "unitsPerEm",
        "metricsTable", "ascender", "descender", "leading", "lineHeight", "capHeight", "xHeight",
    ]

    private func styles(_ object: Any?) throws -> [[String: Any]] {
        try unwrap((object as? [String: Any])?["styles"] as? [[String: Any]])
    }

    /// Checks one style of Examples/NotoSerif.plist at `category` against the HIG ramp and
    /// Noto Serif's table values.
    private func expectNotoSerif(
        _ entry: [String: Any], category: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let style = entry["style"] as? String ?? "?"
        guard let fontSize = Reference.notoSerifSizes[style] else {
            Issue.record("unexpected style \(style)", sourceLocation: sourceLocation)
            return
        }
        // FallbackBehaviour.md, Scaling: fontSize * ramp(style, category) / ramp(style, large).
        let size =
            fontSize * Reference.rampSize(style, category) / Reference.rampSize(style, "large")
        expectEqual(Self.styleFields, Expect.keys(entry), sourceLocation: sourceLocation)
        expectEqual(entry["status"] as? String, "resolved", sourceLocation: sourceLocation)
        expectTrue(entry["fallbackReason"] is NSNull, sourceLocation: sourceLocation)
        expectEqual(entry["requestedSize"] as? Double, fontSize, sourceLocation: sourceLocation)
        expectEqual(
            entry["postscriptName"] as? String, Reference.notoSerifFaces[style],
            sourceLocation: sourceLocation)
        expectEqual(entry["family"] as? String, "Noto Serif", sourceLocation: sourceLocation)
        expectEqual(entry["unitsPerEm"] as? Int, 1000, sourceLocation: sourceLocation)
        expectEqual(entry["metricsTable"] as? String, "hhea", sourceLocation: sourceLocation)
        expectTrue(
            Reference.close(entry["pointSize"] as? Double ?? .nan, size),
            "\(style) at \(category): pointSize \(entry["pointSize"] ?? "nil"), expected \(size)",
            sourceLocation: sourceLocation)
        for (field, expected) in Reference.NotoSerif.metrics(at: size) {
            let value = entry[field] as? Double ?? .nan
            expectTrue(
                Reference.close(value, expected),
                "\(style) at \(category): \(field) \(value), expected \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("--format json at the default category (large): the documented fields and exact values")
    func jsonAtLarge() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let root = try result.json()
        expectEqual(Expect.keys(root), ["dictionary", "category", "styles"])
        let object = try unwrap(root as? [String: Any])
        expectEqual(object["dictionary"] as? String, "Examples/NotoSerif.plist")
        expectEqual(object["category"] as? String, "large")
        let styles = try styles(root)
        expectEqual(styles.map { $0["style"] as? String }, Reference.styles)
        for entry in styles { expectNotoSerif(entry, category: "large") }
        // The dictionary's names and how they matched (NameResolution.md in the DocC catalog).
        expectEqual(styles[6]["requestedName"] as? String, "NotoSerif")
        expectEqual(styles[6]["matchedBy"] as? String, "family")
        expectEqual(styles[4]["matchedBy"] as? String, "postscriptName")
        expectEqual(styles[4]["faceStyle"] as? String, "Bold")
        expectEqual(styles[4]["index"] as? Int, 0)
        expectEqual(
            styles[4]["file"] as? String,
            CLIRunner.fontsDirectory
                + "/NotoSerif/NotoSerif-Bold.ttf")
    }

    @Test(
        "every spelling of accessibilityLarge (AX2) gives body 17 * 33 / 17 = 33 pt",
        arguments: [
            "accessibilityLarge", "accessibility2", "ax2", "AX2",
            "UICTContentSizeCategoryAccessibilityL",
        ])
    func categorySpellings(spelling: String) throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--category", spelling, "--format", "json"]
                + fonts)
        expectEqual(result.status, 0)
        let root = try result.json()
        expectEqual((root as? [String: Any])?["category"] as? String, "accessibilityLarge")
        let body = try styles(root)[6]
        expectEqual(body["pointSize"] as? Double, 33)
        expectNotoSerif(body, category: "accessibilityLarge")
    }

    @Test("largeTitle 34 pt at extraSmall is 34 * 31 / 34 = 31 pt")
    func largeTitleAtExtraSmall() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--category", "xs", "--format", "json"] + fonts)
        let largeTitle = try styles(try result.json())[0]
        expectEqual(largeTitle["pointSize"] as? Double, 31)
        expectNotoSerif(largeTitle, category: "extraSmall")
    }

    @Test("--all-categories --format json: 12 categories in order, each with all 11 styles")
    func allCategoriesJSON() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--all-categories", "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        let root = try result.json()
        expectEqual(Expect.keys(root), ["dictionary", "categories"])
        let categories = try unwrap((root as? [String: Any])?["categories"] as? [[String: Any]])
        expectEqual(categories.map { $0["category"] as? String }, Reference.categories)
        for category in categories {
            expectEqual(Expect.keys(category), ["category", "styles"])
            let name = category["category"] as? String ?? "?"
            let styles = try styles(category)
            expectEqual(styles.map { $0["style"] as? String }, Reference.styles)
            for entry in styles { expectNotoSerif(entry, category: name) }
        }
    }

    /// A spreadsheet reads a cell starting with `=`, `+`, `-` or `@` as a formula (OWASP,
    /// "CSV Injection"), so a font name from the dictionary is written with a leading `'`, the
    /// spreadsheets' mark for text; RFC 4180 then quotes the cell and doubles its quotes.
    /// Numbers keep their sign: Noto Serif's descender is negative (hhea -293 of 1000).
    @Test("--format csv: a font name that is a formula is written as text, numbers unchanged")
    func csvFormulaNames() throws {
        let folder = try TemporaryFolder()
        let dictionary = folder.path + "/Styles.json"
        let json = #"""
            {"title": {"fontName": "NotoSerif", "fontSize": 28},
             "body": {"fontName": "=HYPERLINK(\"http://x\")", "fontSize": 17},
             "headline": {"fontName": "@SUM(1+1)", "fontSize": 17},
             "callout": {"fontName": "+1", "fontSize": 16},
             "footnote": {"fontName": "-2+3", "fontSize": 13}}
            """#
        try json.write(toFile: dictionary, atomically: false, encoding: .utf8)
        let result = try CLIRunner.run(["metrics", dictionary, "--format", "csv"] + fonts)
        expectTrue(result.status != 2, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        func row(_ style: String) throws -> String {
            try unwrap(lines.first { $0.hasPrefix("large,\(style),") }, "\(result.stdout)")
        }
        expectTrue(try row("body").contains(#","'=HYPERLINK(""http://x"")","#))
        expectTrue(try row("headline").contains(",'@SUM(1+1),"))
        expectTrue(try row("callout").contains(",'+1,"))
        expectTrue(try row("footnote").contains(",'-2+3,"))
        expectTrue(!result.stdout.contains(",=") && !result.stdout.contains(#","="#))
        let header = try unwrap(lines.first).split(separator: ",").map(String.init)
        let title = try row("title").split(separator: ",", omittingEmptySubsequences: false)
        let descender = String(title[try unwrap(header.firstIndex(of: "descender"))])
        expectTrue(Reference.close(try unwrap(Double(descender)), -293 * 28 / 1000))
    }

    @Test("--all-categories --format csv: a header and 11 * 12 rows")
    func allCategoriesCSV() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--all-categories", "--format", "csv"] + fonts)
        expectEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.last, "")
        let rows = lines.dropLast().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try unwrap(rows.first)
        expectEqual(header.first, "category")
        expectEqual(Set(header.dropFirst()), Self.styleFields)
        expectEqual(rows.count, 1 + 11 * 12)
        let body = try unwrap(rows.first { $0[0] == "accessibilityLarge" && $0[1] == "body" })
        let field = { (name: String) in body[header.firstIndex(of: name)!] }
        expectEqual(Double(field("pointSize")), 33)
        expectEqual(field("fallbackReason"), "")
        expectTrue(Reference.close(Double(field("ascender"))!, 1069 * 33 / 1000))
        expectTrue(Reference.close(Double(field("lineHeight"))!, 1362 * 33 / 1000))
    }

    @Test("text: a row per style with the size and the metrics")
    func textTable() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--category", "ax2"] + fonts)
        expectEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(
            lines.first, "Examples/NotoSerif.plist at accessibilityLarge (points, hhea policy)")
        let body = try unwrap(lines.first { $0.hasPrefix("body ") })
        let cells = body.split(separator: " ").map(String.init)
        expectEqual(cells[1], "33.0")
        expectEqual(cells[2], "NotoSerif-Regular")
        expectEqual(cells[4], "bundled")
        expectTrue(Reference.close(Double(cells[6])!, 1069 * 33 / 1000))
        expectTrue(Reference.close(Double(cells[7])!, -293 * 33 / 1000))
    }

    @Test(
        "--policy picks the table, and the JSON says which",
        // Noto Serif's OS/2 typo and win values equal its hhea values (fontTools: sTypoAscender
        // 1069, sTypoDescender -293, sTypoLineGap 0, usWinAscent 1069, usWinDescent 293).
        arguments: ["hhea", "typo", "win", "freetype"])
    func policy(table: String) throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--policy", table, "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        let body = try styles(try result.json())[6]
        expectEqual(body["metricsTable"] as? String, table)
        expectTrue(Reference.close(body["ascender"] as? Double ?? .nan, 1069 * 17 / 1000))
        expectTrue(Reference.close(body["descender"] as? Double ?? .nan, -293 * 17 / 1000))
    }

    @Test("a font that is not installed: exit 1, the style falls back, the metrics are printed")
    func missingFont() throws {
        let path = CLIRunner.testData("MissingFont.plist")
        let result = try CLIRunner.run(["metrics", path, "--format", "json"] + fonts)
        expectEqual(result.status, 1)
        expectEqual(
            result.stderr,
            "\(CLIRunner.repositoryRelative(path)):33: error: headline: font "
                + "'NoSuchFont-Bold' is not installed or "
                + "bundled\n")
        let headline = try styles(try result.json())[4]
        expectEqual(Self.styleFields, Expect.keys(headline))
        expectEqual(headline["status"] as? String, "fallback")
        expectEqual(headline["fallbackReason"] as? String, "fontNotInstalled")
        expectEqual(headline["requestedName"] as? String, "NoSuchFont-Bold")
        expectEqual(headline["requestedSize"] as? Double, 17)
        expectEqual(headline["matchedBy"] as? String, "fallback")
        // The system size of headline at large (HIG ramp), as preferredFont would use.
        expectEqual(headline["pointSize"] as? Double, 17)
        let text = try CLIRunner.run(["metrics", path] + fonts)
        expectEqual(text.status, 1)
        expectTrue(text.stdout.contains("fallback: fontNotInstalled"))
    }

    @Test("an invalid entry: exit 1, the style falls back with reason invalidEntry")
    func invalidEntry() throws {
        let path = CLIRunner.testData("InvalidEntry.plist")
        let result = try CLIRunner.run(
            ["metrics", path, "--category", "ax2", "--format", "json"] + fonts)
        expectEqual(result.status, 1)
        expectTrue(
            result.stderr.contains(
                "\(CLIRunner.repositoryRelative(path)):47: error: body: fontSize: must be a number")
        )
        let body = try styles(try result.json())[6]
        expectEqual(body["fallbackReason"] as? String, "invalidEntry")
        expectTrue(body["requestedName"] is NSNull)
        expectTrue(body["requestedSize"] is NSNull)
        expectEqual(body["pointSize"] as? Double, Reference.rampSize("body", "accessibilityLarge"))
    }

    @Test("a missing style: reported as styleMissing at the system size, exit 0")
    func missingStyle() throws {
        let path = CLIRunner.testData("MissingStyle.plist")
        let result = try CLIRunner.run(
            ["metrics", path, "--category", "xxxl", "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        let title3 = try styles(try result.json())[3]
        expectEqual(title3["status"] as? String, "fallback")
        expectEqual(title3["fallbackReason"] as? String, "styleMissing")
        expectTrue(title3["requestedName"] is NSNull)
        expectTrue(title3["requestedSize"] is NSNull)
        expectEqual(
            title3["pointSize"] as? Double, Reference.rampSize("title3", "extraExtraExtraLarge"))
    }

    @Test(
        "an unreadable or malformed dictionary: exit 2, nothing on stdout in text",
        arguments: Expect.unreadableDictionaries)
    func unreadableDictionary(name: String, reason: String) throws {
        let path = CLIRunner.testData(name)
        let result = try CLIRunner.run(["metrics", path] + fonts)
        Expect.unreadableDictionary(result, path: path, reason: reason)
    }

    @Test("an unreadable dictionary with --format json: exit 2, every style dictionaryUnreadable")
    func unreadableDictionaryJSON() throws {
        let result = try CLIRunner.run(
            ["metrics", CLIRunner.testData("RootArray.plist"), "--format", "json"] + fonts)
        expectEqual(result.status, 2)
        let styles = try styles(try result.json())
        expectEqual(styles.count, 11)
        expectTrue(styles.allSatisfy { $0["fallbackReason"] as? String == "dictionaryUnreadable" })
    }

    @Test(
        "bad arguments: exit 2, the fix on stderr, nothing on stdout",
        arguments: [
            (["metrics"], "missing <dictionary>"),
            (["metrics", "a.plist", "b.plist"], "unexpected argument 'b.plist'"),
            (
                ["metrics", "Examples/NotoSerif.plist", "--category", "xxlarg"],
                "did you mean 'xxLarge' (extraExtraLarge)?"
            ),
            (
                ["metrics", "Examples/NotoSerif.plist", "--category", "l", "--all-categories"],
                "cannot be used together"
            ),
            (
                ["metrics", "Examples/NotoSerif.plist", "--category"],
                "missing value for '--category'"
            ),
            (
                ["metrics", "Examples/NotoSerif.plist", "--format", "github"],
                "invalid value 'github' for '--format': expected one of text, json, csv"
            ),
            (["metrics", "Examples/NotoSerif.plist", "--policy", "hhae"], "did you mean 'hhea'?"),
            (
                ["metrics", "Examples/NotoSerif.plist", "--categroy", "l"],
                "unknown option '--categroy' for 'metrics'; did you mean '--category'?"
            ),
        ])
    func badArguments(arguments: [String], message: String) throws {
        Expect.usageError(try CLIRunner.run(arguments), mentions: message)
    }
}
