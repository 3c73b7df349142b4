import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// Runs HarfBuzz's own `hb-shape` (Debian's libharfbuzz-bin), the independent oracle for what
/// HarfBuzz shapes: font size "upem" (positions in font units), OpenType font functions, no
/// glyph names, JSON output. A missing `hb-shape` fails the test that needs it.
enum HBShape {
    /// One glyph of `hb-shape`'s JSON output.
    struct Glyph: Decodable {
        /// The glyph index.
        let g: Int
        /// The cluster: the offset of its first character.
        let cl: Int
        /// The advance in font units.
        let ax: Int
    }

    /// The glyphs `hb-shape` sets for `text` in a font file, with optional context, and at a
    /// point size (`--font-ptem`, which a `trak` table's tracking reads) when one is given.
    static func shape(
        _ text: String, file: String, before: String = "", after: String = "",
        pointSize: Double? = nil, variations: String? = nil
    ) throws -> [Glyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "hb-shape", "--font-size=upem", "--font-funcs=ot", "--no-glyph-names",
                "--output-format=json", "--text-before=\(before)", "--text-after=\(after)",
                "--text=\(text)", file,
            ] + (pointSize.map { ["--font-ptem=\($0)"] } ?? [])
            + (variations.map { ["--variations=\($0)"] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                "hb-shape exited with \(process.terminationStatus): install libharfbuzz-bin")
        }
        return try JSONDecoder().decode([Glyph].self, from: data)
    }

    /// The advance of `text` in points at a size: the glyphs' advances in font units times
    /// the size over units per em.
    static func advance(
        _ text: String, file: String, pointSize: Double, unitsPerEm: Double,
        before: String = "", after: String = ""
    ) throws -> Double {
        let glyphs = try shape(text, file: file, before: before, after: after)
        return Double(glyphs.reduce(0) { $0 + $1.ax }) * pointSize / unitsPerEm
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

@Suite("Text measurement: HarfBuzz advances, cascade runs, cached fonts")
struct MeasurementTests {
    /// Bundled Noto Serif and the test DejaVu Sans only, so nothing installed takes part.
    static let catalog = Result { () throws(ScaledFontError) in
        try FontCatalog(
            fontDirectories: [TestPaths.notoSerifFonts, TestPaths.testDejaVu],
            includeSystemFonts: false)
    }

    /// Each style's face and size at Large, written into the dictionary below; body has
    /// DejaVu Sans as its cascade.
    static let entries: [TextStyle: (values: FontTableValues, size: Double)] = [
        .body: (FontTables.notoSerifRegular, 17),
        .headline: (FontTables.notoSerifBold, 17),
        .subheadline: (FontTables.notoSerifItalic, 15),
        .title: (FontTables.dejaVuSans, 28),
        .caption: (FontTables.dejaVuSansBold, 12),
    ]

    static func scaledFont(_ catalog: FontCatalog) throws -> ScaledFont {
        let body = entries.map { style, entry in
            let cascade = style == .body ? ", \"cascade\": [\"DejaVuSans\"]" : ""
            return "\"\(style.rawValue)\": {\"fontName\": \"\(entry.values.postscriptName)\", "
                + "\"fontSize\": \(entry.size)\(cascade)}"
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("measure-\(UUID().uuidString).json").path
        try Data(("{" + body.joined(separator: ", ") + "}").utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ScaledFont(contentsOf: path, catalog: catalog)
    }

    /// The bundled file of a face (the test DejaVu Sans for DejaVu).
    static func file(_ values: FontTableValues) -> String {
        values.location == .system ? TestPaths.testDejaVu + "/" + values.fileName : values.path
    }

    static func expectClose(
        _ actual: Double, _ expected: Double, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectTrue(
            abs(actual - expected) <= 1e-9 * abs(expected), comment,
            sourceLocation: sourceLocation)
    }

    static let strings = ["AVATAR office", "Wave To, fiji!"]

    @Test(
        "Kerning and ligatures measure what hb-shape gives, scaled to the style's size",
        arguments: [TextStyle.body, .headline, .subheadline, .title, .caption],
        [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func matchesHBShape(style: TextStyle, category: ContentSizeCategory) throws {
        let catalog = try Self.catalog.get()
        let font = try Self.scaledFont(catalog)
        let (values, large) = Self.entries[style]!
        // The size from the HIG ramp (ScaledFontCheck.docc, MetricsDefinitions.md), not from the library.
        let size = large * HIGRamp.size(style, category) / HIGRamp.size(style, .large)
        for text in Self.strings {
            let measured = try font.measure(
                text, forTextStyle: style, category: category, catalog: catalog)
            let expected = try HBShape.advance(
                text, file: Self.file(values), pointSize: size, unitsPerEm: values.unitsPerEm)
            Self.expectClose(measured.advance, expected, "\(style) \(category) '\(text)'")
            expectEqual(measured.pointSize, size)
            expectEqual(measured.runs.count, 1)
            expectEqual(measured.runs.first?.face.postscriptName, values.postscriptName)
            let glyphs = try HBShape.shape(text, file: Self.file(values))
            expectEqual(measured.runs.first?.glyphCount, glyphs.count)
        }
    }

    @Test("hb-shape itself kerns and joins these strings, so the comparison shows shaping")
    func stringsAreShaped() throws {
        // DejaVu Sans has an 'ffi' ligature: 'office' sets in fewer glyphs than characters.
        let office = try HBShape.shape("office", file: Self.file(FontTables.dejaVuSans))
        expectTrue(office.count < 6)
        // 'AV' is a kerning pair: its advance differs from 'A' plus 'V' alone.
        for values in [FontTables.notoSerifRegular, FontTables.dejaVuSans] {
            let pair = try HBShape.shape("AV", file: Self.file(values))
            let a = try HBShape.shape("A", file: Self.file(values))
            let v = try HBShape.shape("V", file: Self.file(values))
            expectTrue(pair.reduce(0) { $0 + $1.ax } != a[0].ax + v[0].ax, "\(values)")
        }
    }

    @Test("Bold Text measures in the next heavier face, as hb-shape sets it")
    func boldText() throws {
        let catalog = try Self.catalog.get()
        let font = try Self.scaledFont(catalog)
        for text in Self.strings {
            let measured = try font.measure(
                text, forTextStyle: .body, boldText: true, catalog: catalog)
            expectEqual(measured.runs.map(\.face.postscriptName), ["NotoSerif-Bold"])
            let expected = try HBShape.advance(
                text, file: Self.file(FontTables.notoSerifBold), pointSize: 17, unitsPerEm: 1000)
            Self.expectClose(measured.advance, expected, "'\(text)'")
        }
    }

    @Test("A continuous scale measures at fontSize x scale")
    func scale() throws {
        let catalog = try Self.catalog.get()
        let font = try Self.scaledFont(catalog)
        let measured = try font.measure(
            "Wave To, fiji!", forTextStyle: .title, scale: 1.5, catalog: catalog)
        let expected = try HBShape.advance(
            "Wave To, fiji!", file: Self.file(FontTables.dejaVuSans), pointSize: 28 * 1.5,
            unitsPerEm: 2048)
        Self.expectClose(measured.advance, expected)
    }

    @Test("A character the face lacks gets a run in the cascade face; the runs add up")
    func cascadeRun() throws {
        let catalog = try Self.catalog.get()
        let font = try Self.scaledFont(catalog)
        let text = "Snow \u{2603} AVATAR"
        // hb-shape shows Noto Serif has no glyph for the snowman and DejaVu Sans has one.
        let noto = Self.file(FontTables.notoSerifRegular)
        let dejaVu = Self.file(FontTables.dejaVuSans)
        try expectEqual(HBShape.shape("\u{2603}", file: noto).map(\.g), [0])
        expectTrue(try HBShape.shape("\u{2603}", file: dejaVu).map(\.g) != [0])
        let measured = try font.measure(text, forTextStyle: .body, catalog: catalog)
        let names = measured.runs.map(\.face.postscriptName)
        expectEqual(names, ["NotoSerif-Regular", "DejaVuSans", "NotoSerif-Regular"])
        expectEqual(measured.runs.map(\.start), [0, 5, 6])
        expectEqual(measured.runs.map(\.end), [5, 6, 13])
        let expected = [
            try HBShape.advance(
                "Snow ", file: noto, pointSize: 17, unitsPerEm: 1000, after: "\u{2603} AVATAR"),
            try HBShape.advance(
                "\u{2603}", file: dejaVu, pointSize: 17, unitsPerEm: 2048, before: "Snow ",
                after: " AVATAR"),
            try HBShape.advance(
                " AVATAR", file: noto, pointSize: 17, unitsPerEm: 1000, before: "Snow \u{2603}"),
        ]
        for (run, advance) in zip(measured.runs, expected) {
            Self.expectClose(run.advance, advance, "run \(run.start)..<\(run.end)")
        }
        Self.expectClose(measured.advance, expected.reduce(0, +))
        expectEqual(measured.advance, measured.runs.reduce(0) { $0 + $1.advance })
        expectEqual(measured.lineHeight, font.font(forTextStyle: .body).metrics.lineHeight)
    }

    @Test("An empty text measures 0 with no runs")
    func emptyText() throws {
        let catalog = try Self.catalog.get()
        let measured = try Self.scaledFont(catalog).measure(
            "", forTextStyle: .body, catalog: catalog)
        expectEqual(measured.advance, 0)
        expectTrue(measured.runs.isEmpty)
    }

    @Test("A point size that is not finite and positive is an invalidPointSize error")
    func invalidPointSize() throws {
        let catalog = try Self.catalog.get()
        let face = try unwrap(catalog.resolve("NotoSerif-Regular")).face
        for size in [0, -1, Double.nan, .infinity] {
            let error = #expect(throws: ScaledFontError.self) {
                try catalog.measure("x", face: face, pointSize: size)
            }
            expectEqual(error?.code, .invalidPointSize)
        }
    }

    /// The limit on combining characters in a row: 30, the non-starters Unicode's
    /// Stream-Safe Text Format (UAX #15) allows in a row.
    static let combiningLimit = 30

    @Test(
        "More than 30 combining characters in a row is a textTooComplex error naming offsets",
        arguments: [
            // U+0301 COMBINING ACUTE ACCENT (Mn), U+200D ZERO WIDTH JOINER and U+034F
            // COMBINING GRAPHEME JOINER (default-ignorable), U+FE00 VARIATION SELECTOR-1.
            "\u{301}", "\u{200D}", "\u{301}\u{34F}", "\u{FE00}\u{301}",
        ])
    func combiningRun(unit: String) throws {
        let catalog = try Self.catalog.get()
        let font = try Self.scaledFont(catalog)
        let face = font.font(forTextStyle: .body).face
        let prefix = "Wave a"
        let start = prefix.unicodeScalars.count
        func marks(_ count: Int) -> String {
            String(String(repeating: unit, count: count).unicodeScalars.prefix(count))
        }
        // At the limit, after each of two letters: measured.
        let allowed = prefix + marks(Self.combiningLimit) + "b" + marks(Self.combiningLimit)
        #expect(throws: Never.self) {
            try font.measure(allowed, forTextStyle: .body, catalog: catalog)
        }
        // One more: refused, by both entry points, naming where the run starts and the first
        // character over the limit (offsets in Unicode scalars).
        let text = prefix + marks(Self.combiningLimit + 1) + " AVATAR"
        let errors = [
            #expect(throws: ScaledFontError.self) {
                try font.measure(text, forTextStyle: .body, catalog: catalog)
            },
            #expect(throws: ScaledFontError.self) {
                try catalog.measure(text, face: face, pointSize: 17)
            },
        ]
        for error in errors {
            expectEqual(error?.code, .textTooComplex)
            let offsets =
                "from offset \(start) (in Unicode scalars; the 31st is at offset "
                + "\(start + Self.combiningLimit))"
            expectEqual(error?.message.contains(offsets), true, "\(String(describing: error))")
        }
        expectEqual(TextMeasurement.maximumCombiningRun, Self.combiningLimit)
    }

    @Test(
        "Ideographs and Hangul syllables never combine: each is a letter with no combining property"
    )
    func plainLetterBlocks() {
        // The blocks the run check skips without a property lookup (CJK Unified Ideographs,
        // its Extension A, Hangul Syllables): by Unicode's own properties, as the standard
        // library gives them, none is a mark, grapheme extender, default-ignorable or emoji
        // modifier.
        var combining: [String] = []
        let blocks: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3]
        for value in blocks.joined() {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            let mark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(
                properties.generalCategory)
            if mark || properties.isGraphemeExtend || properties.isDefaultIgnorableCodePoint
                || properties.isEmojiModifier || TextMeasurement.isCombining(scalar)
            {
                combining.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        expectTrue(combining.isEmpty, "\(combining.prefix(10))")
        // Next to them, a combining character still combines: U+302A IDEOGRAPHIC LEVEL TONE
        // MARK (Mn) and U+3099 COMBINING KATAKANA-HIRAGANA VOICED SOUND MARK.
        expectTrue(TextMeasurement.isCombining("\u{302A}"))
        expectTrue(TextMeasurement.isCombining("\u{3099}"))
    }

    @Test("The same text measured again with another cascade goes to that cascade's faces")
    func cascadeChoicePerCascade() throws {
        let catalog = try Self.catalog.get()
        let noto = try unwrap(catalog.resolve("NotoSerif-Regular")?.face)
        let dejaVu = try unwrap(catalog.resolve("DejaVuSans")?.face)
        let dejaVuBold = try unwrap(catalog.resolve("DejaVuSans-Bold")?.face)
        // U+263A WHITE SMILING FACE: in both DejaVu Sans faces, not in Noto Serif (their cmap
        // tables).
        let text = "a\u{263A}b"
        func faces(_ cascade: [FontFace]) throws -> [FontFace] {
            try catalog.measure(text, face: noto, pointSize: 17, cascade: cascade).runs.map(\.face)
        }
        // The face of each measurement is kept for the next one of the same text in the same
        // faces; another cascade, or none, is another choice.
        try expectEqual(faces([dejaVu]), [noto, dejaVu, noto])
        try expectEqual(faces([dejaVuBold]), [noto, dejaVuBold, noto])
        try expectEqual(faces([dejaVu]), [noto, dejaVu, noto])
        try expectEqual(faces([dejaVu]), [noto, dejaVu, noto])
    }

    @Test("A warm measurement needs no file: the font is made once and kept")
    func warmMeasurementOpensNoFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("measure-warm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("NotoSerif-Regular.ttf")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: FontTables.notoSerifRegular.path), to: copy)
        let catalog = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
        let face = try unwrap(catalog.resolve("NotoSerif-Regular")).face
        let first = try catalog.measure("AVATAR office", face: face, pointSize: 17)
        try FileManager.default.removeItem(at: copy)
        let second = try catalog.measure("AVATAR office", face: face, pointSize: 17)
        expectEqual(second, first)
    }

    @Test("Measuring from many threads at once gives the same answer on each")
    func concurrent() async throws {
        let catalog = try Self.catalog.get()
        let font = try Self.scaledFont(catalog)
        let text = "Wave To, fiji! \u{2603}"
        let reference = try font.measure(text, forTextStyle: .body, catalog: catalog)
        let answers = try await withThrowingTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    try font.measure(text, forTextStyle: .body, catalog: catalog)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        expectTrue(answers.allSatisfy { $0 == reference })
    }

    @Test("A library that cannot serve as HarfBuzz is a shapingUnavailable error naming it")
    func harfBuzzUnavailable() throws {
        // dlopen finds no file of this name on any library path.
        let missing = "libscaledfont-no-such-harfbuzz.so.0"
        let error = try unwrap(HarfBuzzLibrary.problem(loading: missing))
        expectEqual(error.code, .shapingUnavailable)
        expectTrue(error.message.contains("\(missing) cannot be loaded"), "\(error.message)")
        // The C library loads but has no HarfBuzz function: the first one looked up is named.
        let notHarfBuzz = try unwrap(HarfBuzzLibrary.problem(loading: "libc.so.6"))
        expectEqual(notHarfBuzz.code, .shapingUnavailable)
        expectTrue(notHarfBuzz.message.contains("libc.so.6 has no function hb_"), "\(notHarfBuzz)")
        expectNil(HarfBuzzLibrary.problem(loading: HarfBuzzLibrary.library))
    }
}
