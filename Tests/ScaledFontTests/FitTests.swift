import Foundation
import ScaledFontCheck
import ScaledFontCore
import ScaledFontTestSupport
import Testing

@testable import ScaledFontCheck

/// `fit`: line counts against an independent HarfBuzz + ICU reference, and the rules of the
/// line setter, the layout file and the findings.
@Suite("fit")
struct FitTests {
    /// One case of `Tests/Reference/fit-reference.json`, written by
    /// `Tests/Reference/make_fit_reference.py` from `fit_reference.c` (HarfBuzz's `hb_shape`
    /// and ICU's `ubrk_*`, no code of the package) run on the subset fonts in `Tests/Fonts`.
    struct ReferenceCase: Decodable, CustomTestStringConvertible {
        struct Result: Decodable {
            let category: String
            let pointSize: Double
            let lines: Int
            let breaks: [Int]
            /// The widest line's width in points, where the reference gives it.
            let widest: Double?
        }
        let name: String
        let fontsDir: String
        let postscriptName: String
        let width: Double
        let text: String
        /// `"none"` for a case set by UAX #14 alone; absent for UILabel's default.
        let lineBreakStrategy: String?
        /// `"ios"` for a case set as on an Apple device: the CJK characters the face lacks
        /// at 1 em. Absent for Linux.
        let platform: String?
        let results: [Result]

        var testDescription: String { name }
    }

    static let referenceCases: [ReferenceCase] = {
        struct File: Decodable { let cases: [ReferenceCase] }
        let url = TestEnvironment.packageRoot.appendingPathComponent(
            "Tests/Reference/fit-reference.json")
        // A missing or broken fixture is a failure of the test that reads it (no cases).
        guard let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.cases
    }()

    /// A dictionary whose body style is `postscriptName` at 17 pt (the HIG's body size at
    /// Large, so each category's size is the HIG's body size there).
    static func dictionary(
        _ postscriptName: String, in folder: TemporaryDirectory
    ) throws
        -> String
    {
        try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>body</key><dict><key>fontName</key><string>\(postscriptName)</string>
            <key>fontSize</key><integer>17</integer></dict>
            </dict></plist>
            """, to: "Styles.plist")
    }

    static func check(
        _ elements: [FitLayout.Element], font: String, fontsDir: String,
        platform: Platform = .linux
    ) throws -> FitReport {
        let folder = try TemporaryDirectory()
        return try FitCheck(
            dictionary: try dictionary(font, in: folder),
            layout: FitLayout(path: "Layout.json", elements: elements),
            fontFolders: [TestEnvironment.packageRoot.appendingPathComponent(fontsDir).path],
            platform: platform
        ).run()
    }

    @Test("the fixture holds Latin, German, Arabic, Devanagari, Japanese, Korean and mixed texts")
    func fixturePresent() {
        expectEqual(Self.referenceCases.count, 83)
        for prefix in [
            "apple-cjk", "korean", "soft-hyphen", "mixed-latin-arabic", "mixed-latin-hebrew",
            "mixed-latin-devanagari", "mixed-japanese-digits",
        ] {
            expectTrue(
                Self.referenceCases.filter { $0.name.hasPrefix(prefix) }.count >= 10, "\(prefix)")
        }
    }

    @Test(
        "line counts and breaks equal the HarfBuzz + ICU reference at every category",
        arguments: referenceCases)
    func matchesReference(_ reference: ReferenceCase) throws {
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: reference.name, style: .body, width: reference.width, maxLines: 0,
                    content: .text(reference.text),
                    lineBreakStrategy: try unwrap(
                        LineBreakStrategy(rawValue: reference.lineBreakStrategy ?? "standard")))
            ], font: reference.postscriptName, fontsDir: reference.fontsDir,
            platform: reference.platform == "ios" ? .iOS(nil) : .linux)
        let element = try unwrap(report.elements.first)
        expectEqual(element.face?.postscriptName, reference.postscriptName)
        let scalars = Array(reference.text.unicodeScalars)
        expectEqual(element.results.count, 12)
        for (result, expected) in zip(element.results, reference.results) {
            expectEqual(result.category.rawValue, expected.category)
            expectEqual(result.pointSize, expected.pointSize)
            expectEqual(result.lines, expected.lines, "\(reference.name) at \(expected.category)")
            expectEqual(result.breaks, expected.breaks, "\(reference.name) at \(expected.category)")
            if let widest = expected.widest {
                expectTrue(
                    abs(result.widestLine - widest) < 1e-6,
                    "\(reference.name) at \(expected.category)")
            }
            guard reference.platform == "ios" else {
                expectTrue(!result.isApproximate)
                continue
            }
            expectTrue(result.isApproximate)
            // No line narrower than 1 em per ideograph or kana on it (the face lacks them all).
            let starts = [0] + result.breaks
            let ends = result.breaks + [scalars.count]
            let most =
                zip(starts, ends).map { start, end in
                    scalars[start..<end].filter { DeviceFallback.isFullWidth($0.value) }.count
                }.max() ?? 0
            expectTrue(result.widestLine >= Double(most) * result.pointSize - 1e-9)
        }
    }

    @Test("an element may name its font: sized as .custom(_:size:relativeTo:) scales it")
    func fontNamedElement() throws {
        let reference = try unwrap(Self.referenceCases.first { $0.name == "latin" })
        // Body is 17 pt at Large: 17 pt relative to body takes the body size at each category,
        // so the lines are the reference's, in the named face, whatever the dictionary says.
        let named = FitLayout.Element(
            id: "named", style: .body, width: reference.width, maxLines: 0,
            content: .text(reference.text),
            font: .init(postscriptName: "NotoSans-Regular", size: 17))
        // 17 pt relative to caption (12 pt at Large in the ramp): 17 × caption's size at each
        // category / 12, as UIFontMetrics(forTextStyle: .caption1) scales it.
        let caption = FitLayout.Element(
            id: "caption", style: .caption, width: reference.width, maxLines: 0,
            content: .text(reference.text),
            font: .init(postscriptName: "NotoSans-Regular", size: 17))
        let missing = FitLayout.Element(
            id: "missing", style: .body, width: 100, maxLines: 0, content: .text("x"),
            font: .init(postscriptName: "NoSuchFont-Regular", size: 17))
        let report = try Self.check(
            [named, caption, missing], font: "NotoSans-Regular", fontsDir: reference.fontsDir)
        let results = report.elements[0].results
        expectEqual(report.elements[0].face?.postscriptName, "NotoSans-Regular")
        expectEqual(results.map(\.lines), reference.results.map(\.lines))
        expectEqual(results.map(\.breaks), reference.results.map(\.breaks))
        let sizes = report.elements[1].results.map(\.pointSize)
        let expected = ContentSizeCategory.allCases.map {
            17 * DynamicTypeRamp.pointSize(.caption, $0)
                / DynamicTypeRamp.pointSize(.caption, .large)
        }
        expectTrue(zip(sizes, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        expectTrue(report.elements[2].results.isEmpty)
        expectTrue(
            report.findings.contains {
                $0.styleKey == "missing" && $0.message.contains("NoSuchFont-Regular")
            })
    }

    @Test("without a dictionary, elements that name their font are checked")
    func withoutDictionary() throws {
        let reference = try unwrap(Self.referenceCases.first { $0.name == "latin" })
        // 17 pt relative to body (17 pt at Large) takes the body size at each category: the
        // reference's sizes, so its lines.
        let named = FitLayout.Element(
            id: "named", style: .body, width: reference.width, maxLines: 0,
            content: .text(reference.text),
            font: .init(postscriptName: "NotoSans-Regular", size: 17))
        let fonts = [TestEnvironment.packageRoot.appendingPathComponent(reference.fontsDir).path]
        let report = try FitCheck(
            dictionary: nil, layout: FitLayout(path: "Layout.json", elements: [named]),
            fontFolders: fonts
        ).run()
        expectEqual(report.elements[0].results.map(\.lines), reference.results.map(\.lines))
        expectEqual(report.elements[0].results.map(\.breaks), reference.results.map(\.breaks))
        // At the largest sizes a word of the text is wider than 180 pt and is broken between
        // characters (the reference's breaks say so too): a warning, never an error.
        expectTrue(report.findings.map(\.reason).allSatisfy { $0 == .wordBroken })
        expectEqual(report.outcome, .passed)
        // An element set in a style needs the dictionary: an error at its line.
        let styled = FitLayout.Element(
            id: "styled", style: .caption, width: 100, maxLines: 1, content: .text("x"), line: 7)
        let error = #expect(throws: ScaledFontError.self) {
            try FitCheck(
                dictionary: nil,
                layout: FitLayout(path: "Layout.json", elements: [named, styled]),
                fontFolders: fonts
            ).run()
        }
        expectEqual(error?.code, .layoutMalformed)
        expectEqual(
            error?.message.hasPrefix(
                "Layout.json:7: element 'styled' is set in the caption style, but no style "
                    + "dictionary was given"), true)
    }

    @Test("a line broken at a soft hyphen ends with the face's hyphen; elsewhere it shows nothing")
    func softHyphen() throws {
        let cases = Self.referenceCases.filter { $0.name.hasPrefix("soft-hyphen") }
        expectTrue(cases.count >= 10)
        for reference in cases {
            let scalars = Array(reference.text.unicodeScalars)
            // Every case breaks at a soft hyphen at some size, and its widest lines are the
            // reference's, whose widths count the hyphen.
            let atSoftHyphen = reference.results.flatMap(\.breaks).filter {
                scalars[$0 - 1] == "\u{AD}"
            }
            expectTrue(!atSoftHyphen.isEmpty, "\(reference.name)")
            expectTrue(reference.results.allSatisfy { $0.widest != nil }, "\(reference.name)")
        }
        // Noto Sans has U+2010 (its cmap): a line "ab" + soft hyphen is "ab" + U+2010 wide.
        let file = TestEnvironment.packageRoot.appendingPathComponent(
            "Tests/Fonts/NotoSans/NotoSans-Regular.ttf"
        ).path
        let catalog = try FontCatalog(
            fontDirectories: [(file as NSString).deletingLastPathComponent])
        let face = try unwrap(catalog.resolve("NotoSans-Regular")?.face)
        let setter = try LineSetter(
            "Donau\u{AD}dampf", catalog: catalog, face: face, cascade: [])
        let withHyphen = try FitTests.hbShapeUnits("Donau\u{2010}", file: file, pointSize: 17)
        let whole = try FitTests.hbShapeUnits("Donau\u{AD}dampf", file: file, pointSize: 17)
        // Noto Sans has 1000 units per em (its head table).
        expectTrue(abs(try setter.width(0..<6, 17) - Double(withHyphen) * 17 / 1000) < 1e-9)
        expectTrue(abs(try setter.width(0..<11, 17) - Double(whole) * 17 / 1000) < 1e-9)
    }

    @Test("Hangul word priority: Korean breaks only after spaces; with 'none' between syllables")
    func hangulWordPriority() throws {
        let korean = Self.referenceCases.filter { $0.name.hasPrefix("korean") }
        expectTrue(korean.count >= 12)
        var betweenSyllables = 0
        for reference in korean {
            let scalars = Array(reference.text.unicodeScalars)
            for result in reference.results {
                for offset in result.breaks where offset > 0 {
                    // Hangul syllables are U+AC00 to U+D7A3 (Unicode's Hangul Syllables block).
                    let between = [scalars[offset - 1], scalars[offset]].allSatisfy {
                        (0xAC00...0xD7A3).contains($0.value)
                    }
                    if reference.lineBreakStrategy == "none" {
                        if between { betweenSyllables += 1 }
                    } else if reference.text.unicodeScalars.allSatisfy({
                        !$0.isASCII
                            || !$0.properties.isAlphabetic && $0.properties.numericType == nil
                    }) {
                        // Korean alone breaks only after spaces.
                        expectEqual(scalars[offset - 1], " ", "\(reference.name) at \(offset)")
                    } else {
                        // Next to Latin letters or digits UAX #14 allows a break.
                        expectTrue(!between, "\(reference.name) at \(offset)")
                    }
                }
            }
        }
        // Without word priority, UAX #14 breaks inside Korean words.
        expectTrue(betweenSyllables > 0)
    }

    @Test("the finding names the smallest category that fails, at the element's line")
    func smallestFailingCategory() throws {
        let reference = try unwrap(Self.referenceCases.first { $0.name == "latin-narrow" })
        let limit = 4
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: "continue", style: .body, width: reference.width, maxLines: limit,
                    content: .text(reference.text), line: 7)
            ], font: reference.postscriptName, fontsDir: reference.fontsDir)
        let failing = try unwrap(reference.results.first { $0.lines > limit })
        let error = try unwrap(report.findings.first { $0.severity == .error })
        expectEqual(error.reason, .textDoesNotFit)
        expectEqual(error.line, 7)
        expectEqual(error.styleKey, "continue")
        expectTrue(error.message.contains("\(failing.lines) lines from \(failing.category) "))
        expectEqual(report.outcome, .failed)
        // Results before the failing category fit, and the one at it does not.
        let results = report.elements[0].results
        expectEqual(
            results.prefix { $0.fits }.count, reference.results.firstIndex { $0.lines > limit })
    }

    @Test("maxHeight: lines times the style's line height")
    func maxHeight() throws {
        let reference = try unwrap(Self.referenceCases.first { $0.name == "latin" })
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: "body", style: .body, width: reference.width, maxLines: 0,
                    maxHeight: 100, content: .text(reference.text))
            ], font: reference.postscriptName, fontsDir: reference.fontsDir)
        for result in report.elements[0].results {
            expectEqual(result.height, Double(result.lines) * result.lineHeight)
            expectEqual(result.fits, (result.height <= 100))
        }
    }

    @Test("a word wider than the line is a warning")
    func brokenWord() throws {
        let reference = try unwrap(Self.referenceCases.first { $0.name == "german-compounds" })
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: "german", style: .body, width: reference.width, maxLines: 0,
                    content: .text(reference.text))
            ], font: reference.postscriptName, fontsDir: reference.fontsDir)
        expectEqual(report.findings.map(\.reason), [.wordBroken])
        expectEqual(report.outcome, .passed)
    }

    /// The advance of a text in font units as `hb-shape` (libharfbuzz-bin) sets it in a
    /// font at a point size (`--font-ptem`, which the `trak` table's tracking reads).
    static func hbShapeUnits(_ text: String, file: String, pointSize: Double) throws -> Int {
        try HBShape.shape(text, file: file, pointSize: pointSize).reduce(0) { $0 + $1.ax }
    }

    @Test("a face with a trak table is shaped at each size, as hb-shape --font-ptem")
    func tracked() throws {
        // Tests/Fonts/Tracked/SFFixtureTracked.ttf: the Noto Sans subset (1000 units per em)
        // with tracking from 0 at 12 pt to -60 units at 48 pt (make_tracked_font.py).
        let file = TestEnvironment.packageRoot.appendingPathComponent(
            "Tests/Fonts/Tracked/SFFixtureTracked.ttf"
        ).path
        let text = "Continue"
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: "continue", style: .body, width: 1000, maxLines: 1, content: .text(text))
            ], font: "SFFixtureTracked-Regular", fontsDir: "Tests/Fonts/Tracked")
        let results = report.elements[0].results
        expectEqual(results.count, 12)
        for result in results {
            let units = try Self.hbShapeUnits(text, file: file, pointSize: result.pointSize)
            expectEqual(result.widestLine, Double(units) * result.pointSize / 1000)
        }
        // Tracking makes the text narrower than scaling alone would at large sizes.
        let untracked = try Self.hbShapeUnits(text, file: file, pointSize: 12)
        let largest = try unwrap(results.last)
        expectTrue(largest.widestLine < Double(untracked) * largest.pointSize / 1000)
        // measure shapes at the size too.
        let catalog = try FontCatalog(
            fontDirectories: [
                TestEnvironment.packageRoot.appendingPathComponent("Tests/Fonts/Tracked").path
            ])
        let face = try unwrap(catalog.resolve("SFFixtureTracked-Regular")?.face)
        let measured = try catalog.measure(text, face: face, pointSize: 28)
        expectEqual(
            measured.advance,
            Double(try Self.hbShapeUnits(text, file: file, pointSize: 28)) * 28 / 1000)
    }

    @Test("a face with an opsz axis is shaped at each size with the axis at the size")
    func opticalSize() throws {
        // Tests/Fonts/OpticalSize/SFFixtureOpticalSize.ttf: opsz 8 to 72, advances 80 % as
        // wide at 72 (make_optical_size_font.py), 1000 units per em.
        let file = TestEnvironment.packageRoot.appendingPathComponent(
            "Tests/Fonts/OpticalSize/SFFixtureOpticalSize.ttf"
        ).path
        let text = "Continue"
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: "continue", style: .body, width: 1000, maxLines: 1, content: .text(text))
            ], font: "SFFixtureOpticalSize-Regular", fontsDir: "Tests/Fonts/OpticalSize")
        let results = report.elements[0].results
        expectEqual(results.count, 12)
        for result in results {
            let units = try HBShape.shape(
                text, file: file, pointSize: result.pointSize,
                variations: "opsz=\(result.pointSize)"
            ).reduce(0) { $0 + $1.ax }
            expectEqual(result.widestLine, Double(units) * result.pointSize / 1000)
        }
        let smallest = try unwrap(results.first)
        let largest = try unwrap(results.last)
        expectTrue(
            largest.widestLine / largest.pointSize < smallest.widestLine / smallest.pointSize)
    }

    @Test("Apple platform: text set partly in a cascade face of this machine is approximate")
    func approximate() throws {
        // The Noto Sans subset has no U+2603 (its ORIGIN.md lists its characters); the test
        // environment's DejaVu Sans has it.
        let element = FitLayout.Element(
            id: "snow", style: .body, width: 300, maxLines: 1, content: .text("hello \u{2603}"))
        let apple = try Self.check(
            [element], font: "NotoSans-Regular", fontsDir: "Tests/Fonts/NotoSans",
            platform: .iOS(nil))
        expectEqual(apple.elements[0].results.count, 12)
        expectEqual(apple.elements[0].results.filter(\.isApproximate).count, 12)
        let linux = try Self.check(
            [element], font: "NotoSans-Regular", fontsDir: "Tests/Fonts/NotoSans")
        expectTrue(linux.elements[0].results.filter(\.isApproximate).isEmpty)
        // Approximate is a warning; whether a face here has the snowman depends on the fonts
        // installed (a character none has is a warning of its own).
        expectTrue(apple.findings.contains { $0.reason == .approximateWidth })
        expectTrue(apple.findings.allSatisfy { $0.severity == .warning })
    }

    @Test("an Apple platform's built-in face is not measured: a warning says so")
    func builtInFace() throws {
        let report = try Self.check(
            [
                FitLayout.Element(
                    id: "title", style: .body, width: 100, maxLines: 1, content: .text("Hello"))
            ], font: "Futura-Medium", fontsDir: "Tests/Fonts/NotoSans", platform: .iOS(nil))
        expectEqual(report.findings.map(\.reason), [.textNotMeasurable])
        expectTrue(report.elements[0].results.isEmpty)
        expectTrue(report.findings[0].message.contains("Futura-Medium"))
    }
}

/// The line setter's rules that need no reference: mandatory breaks (UAX #14's classes BK,
/// CR, LF and NL, Unicode's LineBreak.txt), NSParagraphStyle's 28 pt default tab interval,
/// and refused control characters.
@Suite("line setter")
struct LineSetterTests {
    static func setter(_ text: String) throws -> LineSetter {
        let catalog = try FontCatalog()
        let face = try unwrap(catalog.resolve("DejaVuSans")?.face)
        return try LineSetter(text, catalog: catalog, face: face, cascade: [])
    }

    @Test(
        "mandatory breaks: LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029; a final one adds no line",
        arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func mandatoryBreaks(_ separator: String) throws {
        for width in [nil, 1000.0] {
            let two = try Self.setter("ab" + separator + "cd").lines(pointSize: 17, width: width)
            expectEqual(two.count, 2)
            expectEqual(two.map(\.start), [0, 2 + separator.unicodeScalars.count])
            try expectEqual(
                Self.setter("ab" + separator).lines(pointSize: 17, width: width).count, 1)
            let blank = try Self.setter("a" + separator + separator + "b")
            try expectEqual(blank.lines(pointSize: 17, width: width).count, 3)
        }
    }

    @Test("items: runs of one bidirectional level and one script, neutrals joining their run")
    func items() throws {
        // UAX #9 in a left-to-right paragraph: the Arabic letters are at level 1; the space
        // after them is between R and EN (which counts as R for neutrals, rule N1), so level 1;
        // the digits after Arabic letters are EN raised to level 2 (rules W2, I1). Spaces and
        // digits are of the Common script and join the run before them.
        let items = try Self.setter("Pay بنجاح 123\tok").textItems()
        expectEqual(items.map(\.range), [0..<4, 4..<10, 10..<13, 14..<16])
        expectEqual(items.map(\.rightToLeft), [false, true, false, false])
        let scripts = items.map(\.script)
        expectEqual(scripts[0], scripts[3])
        expectEqual(scripts[1], scripts[2])
        expectTrue(scripts[0] != scripts[1])
    }

    @Test("an empty text has no lines")
    func empty() throws {
        expectTrue(try Self.setter("").lines(pointSize: 17, width: 100).isEmpty)
        expectTrue(try Self.setter("").lines(pointSize: 17, width: nil).isEmpty)
    }

    @Test("a tab advances to the next multiple of 28 pt")
    func tabs() throws {
        let setter = try Self.setter("a\tb")
        let a = try setter.width(0..<1, 17)
        let b = try setter.width(2..<3, 17)
        expectTrue(a < 28)
        try expectEqual(setter.width(0..<3, 17), 28 + b)
        let tabOnly = try Self.setter("\tx")
        try expectEqual(tabOnly.width(0..<2, 17), 28 + (try tabOnly.width(1..<2, 17)))
    }

    @Test("a word broken to its end: the next line starts after the white space that follows")
    func brokenWordEnd() throws {
        // At 1 pt no letter of Noto Sans at 17 pt fits (its narrowest letters are hundreds of
        // units wide at 1000 units per em, several points), so each line takes one cluster.
        // UAX #14 allows a break only after "ab " (offset 3) and at the end (5): "b" ends its
        // word, and the line after it starts at "c", past the space.
        let folder = TestEnvironment.packageRoot.appendingPathComponent("Tests/Fonts/NotoSans")
        let catalog = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
        let face = try unwrap(catalog.resolve("NotoSans-Regular")?.face)
        let setter = try LineSetter("ab cd", catalog: catalog, face: face, cascade: [])
        let lines = try setter.lines(pointSize: 17, width: 1)
        expectEqual(lines.map(\.start), [0, 1, 3, 4])
        expectEqual(lines.map(\.end), [1, 2, 4, 5])
        expectEqual(lines.map(\.next), [1, 3, 4, 5])
        expectEqual(lines.map(\.breaksWord), [true, true, true, true])
    }

    @Test("other control characters are refused with their offset")
    func controls() throws {
        #expect {
            try Self.setter("ab\u{07}c")
        } throws: { error in
            (error as? ScaledFontError)?.code == .controlCharacter
                && (error as? ScaledFontError)?.message.contains("offset 2") == true
        }
    }

    @Test("no ICU of the versions tried: an error naming the libraries")
    func icuMissing() throws {
        // ICU's sonames carry its major version; 1 to 3 were never released as libicuuc.so.N.
        let problem = try unwrap(ICULibrary.problem(newest: 3, oldest: 1))
        expectEqual(problem.code, .lineBreakingUnavailable)
        expectTrue(problem.message.contains("libicuuc.so.3 down to libicuuc.so.1"))
        expectNil(ICULibrary.problem(newest: 80, oldest: 60))
    }

    @Test("ICU is loaded by its versioned soname")
    func icuVersion() throws {
        let version = try ICULibrary.version.get()
        expectTrue(version >= ICULibrary.versions.oldest && version <= ICULibrary.versions.newest)
    }
}

/// Format specifiers as `String(format:)` places them (Apple's "String Format Specifiers").
@Suite("format specifiers")
struct FormatSpecifierTests {
    @Test(
        "arguments in order, by position, and %% as %",
        arguments: [
            ("%@ has %lld items", ["Anna", "3"], "Anna has 3 items"),
            ("%2$@ before %1$@", ["one", "two"], "two before one"),
            ("100%% of %d", ["5"], "100% of 5"),
            ("%.2f km", ["2.50"], "2.50 km"),
            ("%@ and %@", ["only"], "only and %@"),
            ("%@ as written", [], "%@ as written"),
        ])
    func apply(_ text: String, _ arguments: [String], _ expected: String) {
        expectEqual(FormatSpecifiers.apply(arguments, to: text), expected)
    }

    /// Each case's text, arguments, limit and expected length; typed, since inferring the
    /// tuples' types from the literal (an empty array, a nil) is slow to type-check.
    static let lengthCases: [(String, [String], Int, Int?)] = [
        // "Anna has 3 items": 4 + 5 + 1 + 6 characters.
        ("%@ has %lld items", ["Anna", "3"], 16, 16),
        ("%@ has %lld items", ["Anna", "3"], 15, nil),
        // "100% of 5": `%%` is one character.
        ("100%% of %d", ["5"], 9, 9),
        // "only and %@": a specifier without an argument stays as written.
        ("%@ and %@", ["only"], 100, 11),
        // No arguments: the text as written, 13 characters.
        ("%@ as written", [], 13, 13),
        // U+1F600 is one Unicode scalar: "😀😀😀".
        ("%1$@%1$@%1$@", ["\u{1F600}"], 3, 3),
    ]

    @Test(
        "the length of the filled text, counted without building it, nil past the limit",
        arguments: lengthCases)
    func length(_ text: String, _ arguments: [String], _ limit: Int, _ expected: Int?) {
        expectEqual(FormatSpecifiers.length(of: text, arguments: arguments, limit: limit), expected)
        if let expected {
            let applied = FormatSpecifiers.apply(arguments, to: text)
            expectEqual(applied.unicodeScalars.count, expected)
        }
    }

    @Test("a text whose arguments make it longer than the limit is refused before it is built")
    func argumentsOverLimit() throws {
        // `%1$@` 2,500 times with a 400-character argument: 1,000,000 characters, 100 times
        // FitLayout.maximumTextLength. With a 100 KB argument this peaked at 2.2 GB when the
        // text was built before its length was looked at.
        let folder = try TemporaryDirectory()
        let strings = try folder.write(
            "\"k\" = \"" + String(repeating: "%1$@", count: 2_500) + "\";\n",
            to: "Localizable.strings")
        let argument = String(repeating: "x", count: 400)
        let fromKey = FitLayout.Element(
            id: "bomb", style: .body, width: 100, maxLines: 1, content: .key("k"),
            arguments: [argument], line: 3)
        let inline = FitLayout.Element(
            id: "inline", style: .body, width: 100, maxLines: 1,
            content: .text(String(repeating: "%1$@", count: 2_500)), arguments: [argument],
            line: 7)
        let dictionary = try FitTests.dictionary("NotoSans-Regular", in: folder)
        let fonts = TestEnvironment.packageRoot.appendingPathComponent("Tests/Fonts/NotoSans").path
        for (element, code, place) in [
            (fromKey, ScaledFontError.Code.stringsMalformed, strings + ":1"),
            (inline, .layoutMalformed, "Layout.json:7"),
        ] {
            let check = FitCheck(
                dictionary: dictionary, layout: FitLayout(path: "Layout.json", elements: [element]),
                strings: [strings], fontFolders: [fonts])
            let outcome = try unwrap(
                HangGuard.run("fitting \(element.id)") {
                    Result { () throws(ScaledFontError) in try check.run() }
                })
            guard case .failure(let error) = outcome else {
                Issue.record("\(element.id) was fitted")
                continue
            }
            expectEqual(error.code, code)
            expectEqual(
                error.message,
                "\(place): the text of '\(element.id)' (und) with its arguments is longer "
                    + "than 10000 characters")
        }
    }
}

/// The layout file: bad input is an error naming the file and line.
@Suite("fit layout file")
struct FitLayoutTests {
    static func layout(_ json: String) throws -> FitLayout {
        let folder = try TemporaryDirectory()
        return try FitLayout(contentsOf: try folder.write(json, to: "Layout.json"))
    }

    @Test("a good layout's elements and lines")
    func good() throws {
        let layout = try Self.layout(
            """
            [
              {"id": "a", "style": "headline", "width": 280, "maxLines": 1, "text": "Go"},
              {"id": "b", "style": "body", "width": 100.5, "maxLines": 0, "maxHeight": 40,
               "key": "welcome", "arguments": ["x", 2], "lineBreakStrategy": "none"},
              {"id": "c", "font": "Inter-SemiBold", "size": 17, "relativeTo": "headline",
               "width": 200, "maxLines": 1, "text": "Go"},
              {"id": "d", "font": "Inter-SemiBold", "size": 15, "width": 200, "maxLines": 1,
               "text": "Go"}
            ]
            """)
        expectEqual(layout.elements[2].font, .init(postscriptName: "Inter-SemiBold", size: 17))
        expectEqual(layout.elements[2].style, .headline)
        expectEqual(layout.elements[3].style, .body)
        expectNil(layout.elements[0].font)
        expectEqual(
            layout.elements.map(\.lineBreakStrategy), [.standard, .none, .standard, .standard])
        expectEqual(layout.elements.map(\.id), ["a", "b", "c", "d"])
        expectEqual(layout.elements.map(\.line), [2, 3, 5, 7])
        expectEqual(layout.elements[1].content, .key("welcome"))
        expectEqual(layout.elements[1].arguments, ["x", "2"])
        expectEqual(layout.elements[1].maxHeight, 40)
    }

    @Test(
        "bad input names the line",
        arguments: [
            ("[\n{\"id\": \"a\",\n", ":3"),
            ("{\"id\": \"a\"}", ":1: the layout must be an array"),
            (
                "[\n{\"id\": \"a\", \"style\": \"body\", \"maxLines\": 1, \"text\": \"x\"}]",
                ":2: element 1: needs a 'width'"
            ),
            (
                "[\n{\"id\": \"a\", \"style\": \"bodyy\", \"width\": 1, \"maxLines\": 1, \"text\": \"x\"}]",
                "did you mean 'body'"
            ),
            (
                "[{\"id\": \"a\", \"style\": \"body\", \"width\": 1, \"maxLines\": 1,\n\"txt\": \"x\"}]",
                ":2: element 1: unknown field 'txt'; did you mean 'text'?"
            ),
            (
                "[{\"id\": \"a\", \"style\": \"body\", \"width\": -1, \"maxLines\": 1, \"text\": \"x\"}]",
                "'width' must be greater than 0"
            ),
            (
                "[{\"id\": \"a\", \"style\": \"body\", \"width\": 1, \"maxLines\": 1.5, \"text\": \"x\"}]",
                "'maxLines' must be a whole number"
            ),
            (
                "[{\"id\": \"a\", \"style\": \"body\", \"width\": 1, \"maxLines\": 1, \"text\": \"x\"},\n{\"id\": \"a\", \"style\": \"body\", \"width\": 1, \"maxLines\": 1, \"text\": \"x\"}]",
                ":2: the id 'a' is used twice (first at line 1)"
            ),
            (
                "[{\"id\": \"a\", \"style\": \"body\", \"width\": 1, \"maxLines\": 1}]",
                "needs a 'text', or a 'key'"
            ),
            (
                "[{\"id\": \"a\", \"style\": \"body\", \"width\": 1, \"maxLines\": 1, \"text\": \"x\",\n"
                    + "\"lineBreakStrategy\": \"hangul\"}]",
                ":2: element 1: 'lineBreakStrategy' must be 'standard'"
            ),
            (
                "[{\"id\": \"a\", \"font\": \"Inter\", \"width\": 1, \"maxLines\": 1, \"text\": \"x\"}]",
                "names a 'font' but no 'size'"
            ),
            (
                "[{\"id\": \"a\", \"font\": \"Inter\", \"size\": 17, \"style\": \"body\", \"width\": 1, "
                    + "\"maxLines\": 1, \"text\": \"x\"}]",
                "has both 'font' and 'style'"
            ),
        ])
    func bad(_ json: String, _ expected: String) throws {
        #expect {
            try Self.layout(json)
        } throws: { error in
            guard let error = error as? ScaledFontError else { return false }
            return error.code == .layoutMalformed && error.message.contains(expected)
        }
    }
}
