import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont fit`: exit statuses, the report formats, and bad layouts; and `measure`'s
/// lines and status. The line counts themselves are checked against an independent HarfBuzz +
/// ICU reference in the library's tests (`FitTests`).
@Suite("scaledfont fit")
struct FitCommandTests {
    static let dictionary = "Examples/DejaVuSans.plist"
    static let layout = "Examples/Layout.json"

    static func fit(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws
        -> CLIResult
    {
        let run = try GuardedRunner.run(["fit", dictionary] + arguments, environment: environment)
        expectTrue(!run.crashed)
        return run.result
    }

    /// A layout file in `folder`, which must outlive its use.
    static func layout(_ json: String, in folder: TemporaryDirectory) throws -> String {
        try folder.write(json, to: "Layout.json")
    }

    @Test("an element that does not fit fails with status 1, at its line of the layout")
    func failing() throws {
        let result = try Self.fit(["--layout", Self.layout, "--format", "github"])
        expectEqual(result.status, 1, "\(result.stderr)")
        let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        // Examples/Layout.json: onboarding.title opens on line 2, onboarding.continue.de on
        // line 6 and settings.storage on line 8; onboarding.continue fits.
        expectEqual(
            errors.map { $0.split(separator: "::")[0] },
            [
                "error file=Examples/Layout.json,line=2",
                "error file=Examples/Layout.json,line=6",
                "error file=Examples/Layout.json,line=8",
            ])
        expectTrue(errors[0].contains("::onboarding.title: und: "))
        expectTrue(result.stdout.contains("fit failed: 4 elements, 48 results, 3 do not fit"))
    }

    @Test("every element fits: status 0")
    func passing() throws {
        let folder = try TemporaryDirectory()
        let path = try Self.layout(
            #"[{"id": "a", "style": "body", "width": 2000, "maxLines": 1, "text": "OK"}]"#,
            in: folder)
        let result = try Self.fit(["--layout", path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectTrue(result.stdout.contains("fit passed: 1 element, 12 results, 0 do not fit"))
    }

    @Test("JSON: the documented shape, one result per category asked for")
    func json() throws {
        let result = try Self.fit([
            "--layout", Self.layout, "--categories", "large...ax1", "--format", "json",
        ])
        expectEqual(result.status, 1)
        let object = try unwrap(result.json() as? [String: Any])
        expectEqual(object["ok"] as? Bool, false)
        let elements = try unwrap(object["elements"] as? [[String: Any]])
        expectEqual(
            elements.map { $0["id"] as? String },
            [
                "onboarding.title", "onboarding.continue", "onboarding.continue.de",
                "settings.storage",
            ])
        let results = try unwrap(elements[2]["results"] as? [[String: Any]])
        expectEqual(
            results.map { $0["category"] as? String },
            [
                "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                "accessibilityMedium",
            ])
        expectTrue(results.allSatisfy { $0["language"] as? String == "de" })
        for result in results {
            let lines = try unwrap(result["lines"] as? Int)
            let breaks = try unwrap(result["breaks"] as? [Int])
            expectEqual(breaks.count, lines - 1)
            expectEqual(result["fits"] as? Bool, (lines <= 1))
        }
    }

    @Test(
        "--categories: a range smallest first, or one category",
        arguments: [("xs...ax5", 12), ("large", 1), ("ax3...ax5", 3)])
    func categories(_ range: String, _ count: Int) throws {
        let result = try Self.fit([
            "--layout", Self.layout, "--categories", range, "--format", "json",
        ])
        let object = try unwrap(result.json() as? [String: Any])
        let elements = try unwrap(object["elements"] as? [[String: Any]])
        expectEqual((elements[0]["results"] as? [Any])?.count, count)
    }

    @Test("a range the wrong way round is a usage error")
    func reversedRange() throws {
        let result = try Self.fit(["--layout", Self.layout, "--categories", "ax1...large"])
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("give the smaller category first"))
    }

    @Test(
        "a bad layout is status 2 naming the file and line",
        arguments: [
            ("[\n{\"id\": \"a\"", "Layout.json:2: not valid JSON"),
            (
                "[\n{\"id\": \"a\", \"style\": \"body\", \"width\": 10, \"maxLines\": 1,\n"
                    + "\"text\": \"bell\\u0007\"}]",
                "Layout.json:2: element 'a' (und): the text has the control character \\u{7} "
                    + "at offset 4"
            ),
            (
                "[\n{\"id\": \"a\", \"style\": \"body\", \"width\": \"wide\"}]",
                "'width' must be a number"
            ),
        ])
    func badLayout(_ json: String, _ expected: String) throws {
        let folder = try TemporaryDirectory()
        let result = try Self.fit(["--layout", try Self.layout(json, in: folder)])
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains(expected), "\(result.stderr)")
        expectTrue(result.stdout.isEmpty)
    }

    @Test("more than 20,000 texts is status 2 before any is shaped")
    func tooManyTexts() throws {
        let folder = try TemporaryDirectory()
        let element =
            #"{"id": "e\#(0)", "style": "body", "width": 100, "maxLines": 1, "text": "Hi"}"#
        let elements = (0...20_000).map { element.replacingOccurrences(of: "e0", with: "e\($0)") }
        let path = try folder.write(
            "[\n" + elements.joined(separator: ",\n") + "\n]", to: "Layout.json")
        let result = try Self.fit(["--layout", path])
        expectEqual(result.status, 2)
        expectTrue(
            result.stderr.contains(
                "Layout.json:20002: the layout asks for more than 20000 texts"))
    }

    @Test("a layout file that is missing is status 2")
    func missingLayout() throws {
        let result = try Self.fit(["--layout", "no-such-layout.json"])
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("no-such-layout.json: no such file"))
    }

    @Test("junit: a testcase per element; gitlab: an issue per finding")
    func ciFormats() throws {
        let junit = try Self.fit(["--layout", Self.layout, "--format", "junit"])
        expectTrue(
            junit.stdout.contains(#"<testsuites name="scaledfont fit" tests="4" failures="3""#))
        expectTrue(
            junit.stdout.contains(
                #"name="onboarding.continue" file="Examples/Layout.json" line="4"/>"#))
        let gitlab = try Self.fit(["--layout", Self.layout, "--format", "gitlab"])
        let issues = try unwrap(gitlab.json() as? [[String: Any]])
        expectEqual(issues.count, 4)
        expectEqual(
            issues.filter { $0["check_name"] as? String == "scaledfont.textDoesNotFit" }.count, 3)
    }

    @Test("the step summary gets a row per element")
    func stepSummary() throws {
        let folder = try TemporaryDirectory()
        let summary = folder.path + "/summary.md"
        let result = try Self.fit(
            ["--layout", Self.layout, "--format", "github"],
            environment: ["GITHUB_STEP_SUMMARY": summary])
        expectEqual(result.status, 1)
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        expectTrue(markdown.hasPrefix("## scaledfont fit\n"))
        expectTrue(markdown.contains("| onboarding.continue | fits | headline | DejaVuSans-Bold |"))
    }

    @Test("github: past 10 errors, the closing notice counts the rest and names fit")
    func closingNotice() throws {
        // 13 elements whose text holds a line break, which always ends a line: 2 lines, more
        // than maxLines 1, at every category, so 13 errors; GitHub shows 10 per step.
        let element = #"{"id": "e", "style": "body", "width": 100, "maxLines": 1, "text": "a\nb"}"#
        let elements = (0..<13).map {
            element.replacingOccurrences(of: "\"e\"", with: "\"e\($0)\"")
        }
        let folder = try TemporaryDirectory()
        let layout = try Self.layout("[\n" + elements.joined(separator: ",\n") + "\n]", in: folder)
        let result = try Self.fit(["--layout", layout, "--format", "github"])
        expectEqual(result.status, 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        expectEqual(lines.filter { $0.hasPrefix("::error ") }.count, 10)
        let notices = lines.filter { $0.hasPrefix("::notice::") }.map(String.init)
        let expected: String =
            "::notice::3 more findings are not annotated (3 errors): GitHub shows at most 10 "
            + "annotations of each kind per step. They are listed in the log after this "
            + "notice; run scaledfont fit with --format text or --format json to see them all."
        expectEqual(notices, [expected])
        expectEqual(lines.filter { $0.contains(": error: e1") }.count, 3)
    }
}

/// `measure`: lines and tabs, control characters, and a status that only the measured style
/// decides.
@Suite("scaledfont measure: lines and status")
struct MeasureLinesTests {
    @Test("another style's invalid entry does not change the measured style's status")
    func statusOfTheStyleAlone() throws {
        // TestData/InvalidEntry.plist: body's fontSize is a string, and it has a key
        // 'headlne'; title's entry is valid.
        let dictionary = CLIRunner.testData("InvalidEntry.plist")
        let title = try CLIRunner.run([
            "measure", dictionary, "--fonts-dir", "Fonts", "--style", "title", "--text", "Hi",
        ])
        expectEqual(title.status, 0, "\(title.stderr)")
        expectTrue(!title.stderr.contains("error"))
        let body = try CLIRunner.run([
            "measure", dictionary, "--fonts-dir", "Fonts", "--style", "body", "--text", "Hi",
        ])
        expectEqual(body.status, 1)
    }

    @Test("line breaks and tabs: the line count and the widest line")
    func lines() throws {
        let arguments = [
            "measure", "Examples/DejaVuSans.plist", "--style", "body", "--format", "json",
        ]
        let result = try CLIRunner.run(arguments + ["--text", "ab\tc\r\nd\u{2028}e\n"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let object = try unwrap(result.json() as? [String: Any])
        expectEqual(object["lines"] as? Int, 3)
        // The first line: "ab", a tab to the 28 pt stop, then "c" (DejaVu Sans at 17 pt).
        let c = try unwrap(
            try CLIRunner.run(arguments + ["--text", "c"]).json() as? [String: Any])
        let widest = try unwrap(object["widestLine"] as? Double)
        expectEqual(widest, 28 + (c["advance"] as? Double ?? 0))
        // More than one line: no one advance, each line's width ("d" and "e" the last two).
        expectTrue(object.keys.contains("advance"))
        expectTrue(object["advance"] is NSNull)
        let widths = try unwrap(object["lineWidths"] as? [Double])
        expectEqual(widths.count, 3)
        expectEqual(widths.first, widest)
        let empty = try unwrap(
            try CLIRunner.run(arguments + ["--text", ""]).json() as? [String: Any])
        expectEqual(empty["lines"] as? Int, 0)
        expectEqual(empty["advance"] as? Double, 0)
        // One line with a tab: the advance is the laid-out width, the tab to its stop.
        let tab = try unwrap(
            try CLIRunner.run(arguments + ["--text", "ab\tc"]).json() as? [String: Any])
        expectEqual(tab["advance"] as? Double, widest)
        expectEqual(tab["lineWidths"] as? [Double], [widest])
    }

    @Test("no control character is shaped: the runs of 'a<TAB>b<LF>' add up to those of 'ab'")
    func controlsNotShaped() throws {
        let arguments = [
            "measure", "Examples/DejaVuSans.plist", "--style", "body", "--format", "json",
        ]
        func runAdvance(_ text: String) throws -> Double {
            let object = try unwrap(
                try CLIRunner.run(arguments + ["--text", text]).json() as? [String: Any])
            let runs = try unwrap(object["runs"] as? [[String: Any]])
            return runs.reduce(0) { $0 + ($1["advance"] as? Double ?? 0) }
        }
        // DejaVu Sans has glyphs for tab and line feed with advances; a zero-width space stands
        // in for them, which HarfBuzz gives no advance (a default-ignorable character).
        expectTrue(abs(try runAdvance("a\tb\u{2028}") - (try runAdvance("ab"))) < 1e-9)
    }

    @Test("the text report leads with the laid-out width: 'a<TAB>b' in Noto Serif is 38.438 pt")
    func tabInTextReport() throws {
        // 38.438 pt is CoreText's width of 'a\tb' in Noto Serif at 17 pt with the default tab
        // stops: 'b' (614 units, 10.438 pt by the font's hmtx) set at the 28 pt stop.
        let arguments = [
            "measure", "Examples/NotoSerif.plist", "--fonts-dir", "Fonts", "--style", "body",
        ]
        let tab = try CLIRunner.run(arguments + ["--text", "a\tb"])
        expectEqual(tab.status, 0, "\(tab.stderr)")
        let lines = tab.stdout.split(separator: "\n")
        expectTrue(lines.count > 2)
        expectTrue(lines[1].hasPrefix("advance 38.438 pt (tabs at every 28.0 pt), line height "))
        let breaks = try CLIRunner.run(arguments + ["--text", "A\nB"])
        expectTrue(breaks.stdout.split(separator: "\n")[1].hasPrefix("2 lines, widest "))
        expectTrue(breaks.stdout.split(separator: "\n")[1].contains(", line widths "))
    }

    @Test("another control character is a usage error naming its offset")
    func control() throws {
        let result = try CLIRunner.run([
            "measure", "Examples/DejaVuSans.plist", "--style", "body", "--text", "ab\u{1B}[2J",
        ])
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("control character U+001B at offset 2"))
    }
}

/// `fit --strings` and `--picture`: every language and variation of a key, the source text for
/// a language without a translation, a missing key, and the picture of what does not fit.
@Suite("scaledfont fit with strings files")
struct FitStringsCommandTests {
    static let layout = CLIRunner.testData("Fit/Layout.json")
    static let strings = CLIRunner.testData("Fit/Localizable.xcstrings")

    static func results(_ object: [String: Any], _ id: String) throws -> [[String: Any]] {
        let elements = try unwrap(object["elements"] as? [[String: Any]])
        let element = try unwrap(elements.first { $0["id"] as? String == id })
        return try unwrap(element["results"] as? [[String: Any]])
    }

    @Test("each language and plural variation of a key is a result of its own")
    func languages() throws {
        let result = try CLIRunner.run([
            "fit", "Examples/DejaVuSans.plist", "--layout", Self.layout, "--strings", Self.strings,
            "--categories", "large", "--format", "json",
        ])
        expectEqual(result.status, 1, "\(result.stderr)")
        let object = try unwrap(result.json() as? [String: Any])
        // TestData/Fit/Localizable.xcstrings: onboarding.continue in en and de; items.count
        // in en and fr, plural one and other. The catalog's languages are de, en and fr.
        let continued = try Self.results(object, "continue")
        expectEqual(continued.map { $0["language"] as? String }, ["de", "en", "fr"])
        expectTrue(continued.allSatisfy { $0["variant"] is NSNull })
        let count = try Self.results(object, "count")
        let labels = count.map {
            "\($0["language"] as? String ?? "") \($0["variant"] as? String ?? "")"
        }
        expectEqual(
            labels,
            [
                "de plural.one", "de plural.other", "en plural.one", "en plural.other",
                "fr plural.one", "fr plural.other",
            ])
        // fr has no translation of onboarding.continue: the English text stands in, so its
        // widest line is English's.
        expectEqual(continued[2]["widestLine"] as? Double, continued[1]["widestLine"] as? Double)
        expectTrue(try Self.results(object, "missing").isEmpty)
        let diagnostics = try unwrap(object["diagnostics"] as? [[String: Any]])
        let missing = try unwrap(diagnostics.first { $0["styleKey"] as? String == "missing" })
        expectEqual(missing["reason"] as? String, "stringMissing")
        expectEqual(missing["level"] as? String, "error")
        expectEqual(missing["line"] as? Int, 5)
    }

    /// `fit` of the layout `json`, written in `folder`, with the strings file `strings`.
    static func fit(
        _ json: String, strings: String, in folder: TemporaryDirectory
    ) throws -> CLIResult {
        let layout = try folder.write(json, to: "Layout.json")
        return try CLIRunner.run([
            "fit", "Examples/DejaVuSans.plist", "--layout", layout, "--strings", strings,
        ])
    }

    @Test("untranslated and approximate results are marked in every format")
    func marks() throws {
        // fr has no translation of onboarding.continue, de none of items.count
        // (TestData/Fit/Localizable.xcstrings): the source text stands in, marked untranslated.
        let arguments = [
            "fit", "Examples/DejaVuSans.plist", "--layout", Self.layout, "--strings", Self.strings,
        ]
        let json = try CLIRunner.run(arguments + ["--format", "json"])
        let object = try unwrap(json.json() as? [String: Any])
        let continued = try Self.results(object, "continue")
        expectEqual(
            continued.filter { $0["category"] as? String == "large" }
                .map { $0["untranslated"] as? Bool }, [false, false, true])
        expectTrue(
            try Self.results(object, "count").filter { $0["language"] as? String == "de" }
                .allSatisfy { $0["untranslated"] as? Bool == true })
        let text = try CLIRunner.run(arguments)
        expectTrue(text.stdout.contains("fr (untranslated)"))
        expectTrue(text.stdout.contains("de plural.one (untranslated)"))
        for format in ["github", "junit", "gitlab"] {
            let result = try CLIRunner.run(arguments + ["--format", format])
            expectTrue(
                (result.stdout + result.stderr).contains(
                    "de plural.one (untranslated: the source language's text)"), "\(format)")
        }
        // The Noto Sans subset has no U+2603 (its ORIGIN.md lists its characters): with an
        // Apple platform the snowman is set in a face of this machine, so the result is
        // approximate; 10 pt holds no line of it, so it does not fit.
        let folder = try TemporaryDirectory()
        let dictionary = try folder.write(
            #"{"body": {"fontName": "NotoSans-Regular", "fontSize": 17}}"#, to: "Styles.json")
        let layout = try folder.write(
            #"[{"id": "snow", "style": "body", "width": 10, "maxLines": 1, "text": "hi \#u{2603}"}]"#,
            to: "Layout.json")
        let apple = [
            "fit", dictionary, "--layout", layout, "--fonts-dir", "Tests/Fonts/NotoSans",
            "--platform", "ios", "--categories", "large...large",
        ]
        let appleJSON = try unwrap(
            try CLIRunner.run(apple + ["--format", "json"]).json() as? [String: Any])
        expectTrue(
            try Self.results(appleJSON, "snow").allSatisfy { $0["approximate"] as? Bool == true })
        expectTrue(try CLIRunner.run(apple).stdout.contains("does not fit (approximate)"))
        for format in ["github", "junit", "gitlab"] {
            let result = try CLIRunner.run(apple + ["--format", format])
            expectTrue(
                (result.stdout + result.stderr).contains(
                    "(approximate: set partly in a fallback face of this machine)"), "\(format)")
        }
    }

    @Test("without a dictionary: elements naming their font are checked; a style is an error")
    func withoutDictionary() throws {
        let folder = try TemporaryDirectory()
        // "Continue" in Noto Sans at 17 pt is about 73 pt wide (4.3 em): one line in 200 pt
        // at Large, where 17 pt relative to body is 17 pt.
        let named = try folder.write(
            #"[{"id": "go", "font": "NotoSans-Regular", "size": 17, "relativeTo": "body", "#
                + #""width": 200, "maxLines": 1, "text": "Continue"}]"#,
            to: "Named.json")
        let run = try CLIRunner.run([
            "fit", "--layout", named, "--fonts-dir", "Tests/Fonts/NotoSans", "--categories",
            "large...large", "--format", "json",
        ])
        expectEqual(run.status, 0, "\(run.stderr)")
        let object = try unwrap(run.json() as? [String: Any])
        expectTrue(object["dictionary"] is NSNull)
        try expectEqual(Self.results(object, "go").map { $0["lines"] as? Int }, [1])
        let styled = try folder.write(
            #"[{"id": "go", "font": "NotoSans-Regular", "size": 17, "width": 200, "maxLines": 1, "#
                + #""text": "Continue"},"# + "\n"
                + #"{"id": "title", "style": "headline", "width": 200, "maxLines": 1, "#
                + #""text": "Hi"}]"#,
            to: "Styled.json")
        let refused = try CLIRunner.run(["fit", "--layout", styled])
        expectEqual(refused.status, 2)
        expectTrue(
            refused.stderr.contains(
                "Styled.json:2: element 'title' is set in the headline style, but no style "
                    + "dictionary was given"), "\(refused.stderr)")
    }

    /// `fit` with `--platform ios` of one element `id` in body (Noto Sans subset at 17 pt),
    /// 200 pt wide, one line, of `text`; its files are in `folder`.
    static func appleFit(
        id: String, text: String, in folder: TemporaryDirectory
    ) throws -> [String] {
        let dictionary = try folder.write(
            #"{"body": {"fontName": "NotoSans-Regular", "fontSize": 17}}"#, to: "Styles.json")
        let layout = try folder.write(
            #"[{"id": "\#(id)", "style": "body", "width": 200, "maxLines": 1, "text": "\#(text)"}]"#,
            to: "Layout.json")
        return [
            "fit", dictionary, "--layout", layout, "--fonts-dir", "Tests/Fonts/NotoSans",
            "--platform", "ios",
        ]
    }

    @Test("Apple platform: CJK the face lacks is 1 em a character, approximate, a warning")
    func deviceFallback() throws {
        // The Noto Sans subset has no CJK ideograph (its ORIGIN.md lists its characters). On
        // an iPhone PingFang sets each 1 em wide: 6 × 40 pt (body at accessibilityExtraLarge,
        // the HIG's ramp) = 240 pt, wider than 200 pt; 6 × 33 pt = 198 pt at ax2 fits.
        let folder = try TemporaryDirectory()
        let apple = try Self.appleFit(id: "profile", text: "完善个人档案", in: folder)
        let text = try CLIRunner.run(apple)
        expectEqual(text.status, 1, "\(text.stderr)")
        expectTrue(text.stdout.contains("1 does not fit, 1 warning"), "\(text.stdout)")
        expectTrue(text.stdout.contains("(approximate)"), "\(text.stdout)")
        let json = try unwrap(
            try CLIRunner.run(apple + ["--format", "json"]).json() as? [String: Any])
        let results = try Self.results(json, "profile")
        expectTrue(results.allSatisfy { $0["approximate"] as? Bool == true })
        expectEqual(
            results.map { $0["fits"] as? Bool },
            Array(repeating: true, count: 9) + Array(repeating: false, count: 3))
        let warnings = try unwrap(json["diagnostics"] as? [[String: Any]]).filter {
            $0["level"] as? String == "warning"
        }
        expectEqual(warnings.map { $0["reason"] as? String }, ["approximateWidth"])
        for format in ["github", "junit", "gitlab"] {
            let result = try CLIRunner.run(apple + ["--format", format])
            let output = result.stdout + result.stderr
            expectTrue(output.contains("from accessibilityExtraLarge (40 pt) on"), "\(format)")
            expectTrue(output.contains("approximate: the face lacks characters"), "\(format)")
        }
        // Linux has no such stand-in: --device-fonts is refused there.
        let linux = try CLIRunner.run(
            Array(apple.prefix(4)) + ["--device-fonts", folder.path])
        expectEqual(linux.status, 2)
        expectTrue(linux.stderr.contains("'--device-fonts'"))
    }

    @Test("Apple platform: a character no face has is a warning naming it, in every format")
    func unplaceable() throws {
        let folder = try TemporaryDirectory()
        let apple = try Self.appleFit(id: "icon", text: "\u{10FFFD}", in: folder)
        let text = try CLIRunner.run(apple)
        expectEqual(text.status, 0, "\(text.stderr)")
        expectTrue(text.stdout.contains("0 do not fit, 2 warnings"), "\(text.stdout)")
        for format in ["text", "github", "junit", "gitlab"] {
            let result = try CLIRunner.run(apple + ["--format", format])
            expectTrue(
                (result.stdout + result.stderr).contains("'icon' has U+10FFFD"), "\(format)")
        }
    }

    @Test("a control character in a strings file's text is status 2 at that file's line")
    func controlInStrings() throws {
        let folder = try TemporaryDirectory()
        let strings = try folder.write(
            "/* a comment */\n\"greeting\" = \"Hello\u{07} there\";\n", to: "Localizable.strings")
        let result = try Self.fit(
            #"[{"id": "g", "style": "body", "width": 100, "maxLines": 1, "key": "greeting"}]"#,
            strings: strings, in: folder)
        expectEqual(result.status, 2)
        expectTrue(
            result.stderr.contains(
                "Localizable.strings:2: the text of 'g' (und) cannot be laid out: the text has "
                    + "the control character \\u{7} at offset 5"), "\(result.stderr)")
        expectTrue(result.stdout.isEmpty)
    }

    @Test(
        "a hostile strings file is status 2, naming the file and what is wrong",
        arguments: [
            ("JSONStringsDictionary.stringsdict", "JSON, which the device does not read"),
            (
                "PluralVariables17.stringsdict",
                "the format of 'items' uses 17 plural variables; at most 16 are read"
            ),
        ])
    func hostileStrings(_ file: String, _ problem: String) throws {
        let path = "Tests/ScaledFontTests/TestData/Hostile/" + file
        let result = try Self.fit(
            #"[{"id": "i", "style": "body", "width": 100, "maxLines": 1, "key": "items"}]"#,
            strings: path, in: try TemporaryDirectory())
        expectEqual(result.status, 2)
        expectTrue(
            result.stderr.contains(path + ": not a valid strings dictionary"), "\(result.stderr)")
        expectTrue(result.stderr.contains(problem), "\(result.stderr)")
        expectTrue(result.stdout.isEmpty)
    }

    @Test("a text that its arguments make longer than the limit is status 2, unbuilt")
    func argumentsOverLimit() throws {
        // `%1$@` 2,500 times with a 100,000-character argument would be 250,000,000
        // characters (it peaked at 2.2 GB); the limit is 10,000.
        let folder = try TemporaryDirectory()
        let strings = try folder.write(
            "\"k\" = \"" + String(repeating: "%1$@", count: 2_500) + "\";\n",
            to: "Localizable.strings")
        let argument = String(repeating: "x", count: 100_000)
        let result = try Self.fit(
            #"[{"id": "b", "style": "body", "width": 100, "maxLines": 1, "key": "k", "#
                + #""arguments": [""# + argument + #""]}]"#,
            strings: strings, in: folder)
        expectEqual(result.status, 2)
        expectTrue(
            result.stderr.contains(
                "Localizable.strings:1: the text of 'b' (und) with its arguments is longer than "
                    + "10000 characters"), "\(result.stderr)")
    }

    @Test("a key without strings files is an error at its line")
    func noStrings() throws {
        let result = try CLIRunner.run([
            "fit", "Examples/DejaVuSans.plist", "--layout", Self.layout, "--format", "github",
        ])
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "::error file=Tests/ScaledFontCLITests/TestData/Fit/Layout.json,line=2::continue: "
                    + "the element takes its text from the key 'onboarding.continue', but no "
                    + "strings file was given"))
    }

    @Test("--picture draws the elements that do not fit; none when all fit")
    func picture() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/fit.png"
        let result = try CLIRunner.run([
            "fit", "Examples/DejaVuSans.plist", "--layout", "Examples/Layout.json",
            "--picture", path,
        ])
        expectEqual(result.status, 1)
        let bytes = try unwrap(FileManager.default.contents(atPath: path))
        expectTrue(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let fitting = try folder.write(
            #"[{"id": "a", "style": "body", "width": 2000, "maxLines": 1, "text": "OK"}]"#,
            to: "Fits.json")
        let none = folder.path + "/none.png"
        let passed = try CLIRunner.run([
            "fit", "Examples/DejaVuSans.plist", "--layout", fitting, "--picture", none,
        ])
        expectEqual(passed.status, 0)
        expectTrue(!FileManager.default.fileExists(atPath: none))
        expectTrue(passed.stderr.contains("every element fits; no picture written"))
    }
}
