import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Face and line metrics (MetricsDefinitions.md in the DocC catalog) against the values
    /// fontTools read from each font's own tables (FontTableValues.swift).
    @Suite struct MetricsTests {
        let catalog: FontCatalog

        init() throws {
            catalog = try SharedCatalogs.everything.get()
        }

        /// Point sizes: 1 pt, small and body sizes, a fractional size, a large and a huge one.
        static let sizes: [Double] = [1, 11, 17, 33.5, 60, 1000]

        /// The face metrics of a face the table values describe, found by PostScript name.
        func faceMetrics(_ table: FontTableValues) throws -> FaceMetrics {
            let match = try unwrap(catalog.resolve(table.postscriptName))
            expectEqual(match.face.file, table.path)
            expectEqual(match.face.index, table.faceIndex)
            return try catalog.metrics(of: match.face)
        }

        /// The (ascender, descender, line gap) in font units the documented default policy takes,
        /// with its table: hhea unless its ascender and descender are both 0, then OS/2 typo
        /// under the same rule, then win (ascender usWinAscent, descender -usWinDescent, gap 0).
        static func defaultTable(_ t: FontTableValues) -> (MetricsTable, Double, Double, Double) {
            if t.hheaAscender != 0 || t.hheaDescender != 0 {
                return (.hhea, t.hheaAscender, t.hheaDescender, t.hheaLineGap)
            }
            if t.typoAscender != 0 || t.typoDescender != 0 {
                return (.typo, t.typoAscender, t.typoDescender, t.typoLineGap)
            }
            return (.win, t.winAscent, -t.winDescent, 0)
        }

        /// Cap height and x-height in font units: OS/2 sCapHeight / sxHeight when the OS/2
        /// version is 2 or later, else the glyf yMax of 'H' / 'x'.
        static func heights(
            _ t: FontTableValues
        )
            -> (cap: Double?, x: Double?, source: FaceMetrics.HeightSource)
        {
            t.os2Version >= 2
                ? (t.capHeight, t.xHeight, .os2) : (t.glyphTopH, t.glyphTopX, .outline)
        }

        @Test("Face metrics are the font's table values", arguments: FontTables.all)
        func faceMetricsMatchTables(table: FontTableValues) throws {
            let metrics = try faceMetrics(table)
            expectEqual(metrics.unitsPerEm, table.unitsPerEm)
            expectEqual(
                metrics.hhea,
                FaceMetrics.VerticalMetrics(
                    ascender: table.hheaAscender, descender: table.hheaDescender,
                    lineGap: table.hheaLineGap))
            expectEqual(
                metrics.typo,
                FaceMetrics.VerticalMetrics(
                    ascender: table.typoAscender, descender: table.typoDescender,
                    lineGap: table.typoLineGap))
            // win: the descender is stored positive (usWinDescent) and reported negative.
            expectEqual(
                metrics.win,
                FaceMetrics.VerticalMetrics(
                    ascender: table.winAscent, descender: -table.winDescent, lineGap: 0))
            expectEqual(metrics.os2Version, table.os2Version)
            expectEqual(metrics.useTypoMetrics, table.useTypoMetrics)
            let heights = Self.heights(table)
            expectEqual(metrics.capHeight, heights.cap)
            expectEqual(metrics.xHeight, heights.x)
            expectEqual(metrics.capHeightSource, heights.source)
            expectEqual(metrics.xHeightSource, heights.source)
        }

        @Test(
            "Line metrics are value * size / unitsPerEm from the default table",
            arguments: FontTables.all, sizes)
        func lineMetrics(table: FontTableValues, pointSize: Double) throws {
            let line = try faceMetrics(table).lineMetrics(pointSize: pointSize)
            let (expectedTable, ascender, descender, lineGap) = Self.defaultTable(table)
            let heights = Self.heights(table)
            let u = table.unitsPerEm
            expectEqual(line.table, expectedTable)
            expectEqual(line.pointSize, pointSize)
            expectEqual(line.unitsPerEm, u)
            expectTrue(isClose(line.ascender, ascender * pointSize / u))
            expectTrue(isClose(line.descender, descender * pointSize / u))
            expectTrue(line.descender < 0)
            expectTrue(isClose(line.leading, lineGap * pointSize / u))
            expectTrue(isClose(line.lineHeight, (ascender - descender + lineGap) * pointSize / u))
            expectTrue(isClose(try unwrap(line.capHeight), heights.cap! * pointSize / u))
            expectTrue(isClose(try unwrap(line.xHeight), heights.x! * pointSize / u))
        }

        @Test(
            "OS/2 version 1 faces measure cap height and x-height on the outlines",
            arguments: [FontTables.dejaVuSans, FontTables.dejaVuSansBold, FontTables.os2v1])
        func outlineHeights(table: FontTableValues) throws {
            let metrics = try faceMetrics(table)
            // Expected: glyf yMax of 'H' and 'x' (OS/2 v1 has no sCapHeight / sxHeight).
            expectEqual(table.os2Version, 1)
            expectEqual(metrics.capHeightSource, .outline)
            expectEqual(metrics.xHeightSource, .outline)
            expectEqual(metrics.capHeight, table.glyphTopH)
            expectEqual(metrics.xHeight, table.glyphTopX)
        }

        // MARK: Table choice

        @Test("USE_TYPO_METRICS does not change the default: hhea, as CoreText", arguments: sizes)
        func typoFlagDefault(pointSize: Double) throws {
            let table = FontTables.typoFlag
            expectTrue(table.useTypoMetrics)
            let line = try faceMetrics(table).lineMetrics(pointSize: pointSize)
            expectEqual(line.table, .hhea)
            expectTrue(isClose(line.ascender, table.hheaAscender * pointSize / table.unitsPerEm))
            expectTrue(isClose(line.descender, table.hheaDescender * pointSize / table.unitsPerEm))
            expectTrue(isClose(line.leading, table.hheaLineGap * pointSize / table.unitsPerEm))
        }

        @Test("The typo policy reads OS/2 typo values", arguments: sizes)
        func typoPolicy(pointSize: Double) throws {
            let table = FontTables.typoFlag
            let line = try faceMetrics(table).lineMetrics(pointSize: pointSize, policy: .typo)
            let u = table.unitsPerEm
            expectEqual(line.table, .typo)
            expectTrue(isClose(line.ascender, table.typoAscender * pointSize / u))
            expectTrue(isClose(line.descender, table.typoDescender * pointSize / u))
            expectTrue(isClose(line.leading, table.typoLineGap * pointSize / u))
            expectTrue(
                isClose(
                    line.lineHeight,
                    (table.typoAscender - table.typoDescender + table.typoLineGap) * pointSize / u))
        }

        @Test("The win policy reads usWinAscent and -usWinDescent with no gap", arguments: sizes)
        func winPolicy(pointSize: Double) throws {
            let table = FontTables.collectionBold
            let line = try faceMetrics(table).lineMetrics(pointSize: pointSize, policy: .win)
            let u = table.unitsPerEm
            expectEqual(line.table, .win)
            expectTrue(isClose(line.ascender, table.winAscent * pointSize / u))
            expectTrue(isClose(line.descender, -table.winDescent * pointSize / u))
            expectEqual(line.leading, 0)
        }

        @Test("Zero hhea falls back to typo; zero hhea and typo fall back to win")
        func zeroTableFallbacks() throws {
            let zeroHhea = try faceMetrics(FontTables.zeroHhea).lineMetrics(pointSize: 1000)
            // Expected (units per em 1000, so 1000 pt = font units): typo 780 / -220 / 60.
            expectEqual(zeroHhea.table, .typo)
            expectTrue(isClose(zeroHhea.ascender, FontTables.zeroHhea.typoAscender))
            expectTrue(isClose(zeroHhea.descender, FontTables.zeroHhea.typoDescender))
            expectTrue(isClose(zeroHhea.leading, FontTables.zeroHhea.typoLineGap))

            let zeroBoth = try faceMetrics(FontTables.zeroHheaTypo).lineMetrics(pointSize: 1000)
            // Expected: win 930 / -270, leading 0.
            expectEqual(zeroBoth.table, .win)
            expectTrue(isClose(zeroBoth.ascender, FontTables.zeroHheaTypo.winAscent))
            expectTrue(isClose(zeroBoth.descender, -FontTables.zeroHheaTypo.winDescent))
            expectEqual(zeroBoth.leading, 0)
        }

        @Test("The freetype policy reports FreeType's own choice (typo when the flag is set)")
        func freetypePolicy() throws {
            // FreeType >= 2.10 takes OS/2 typo values when USE_TYPO_METRICS is set
            // (Apple's HIG tables; Fixtures/README lists FT_Face ascender 800, height 1100).
            let table = FontTables.typoFlag
            let line = try faceMetrics(table).lineMetrics(pointSize: 1000, policy: .freetype)
            expectEqual(line.table, .freetype)
            expectTrue(isClose(line.ascender, table.typoAscender))
            expectTrue(isClose(line.descender, table.typoDescender))
            expectTrue(isClose(line.leading, table.typoLineGap))
        }

        // MARK: Pixels

        /// Pixels per point: 72 dpi, 96 dpi and a 2x and 3x screen.
        static let scales: [Double] = [1, 96.0 / 72.0, 2, 3]

        @Test(
            "Pixels without rounding are the point values times the scale",
            arguments: FontTables.all, scales)
        func exactPixels(table: FontTableValues, perPoint: Double) throws {
            let pointSize = 17.0
            let pixels = try faceMetrics(table).lineMetrics(pointSize: pointSize)
                .pixels(perPoint: perPoint)
            let (_, ascender, descender, lineGap) = Self.defaultTable(table)
            let scale = pointSize * perPoint / table.unitsPerEm
            expectTrue(isClose(pixels.ascender, ascender * scale))
            expectTrue(isClose(pixels.descender, descender * scale))
            expectTrue(isClose(pixels.leading, lineGap * scale))
            expectTrue(isClose(pixels.lineHeight, (ascender - descender + lineGap) * scale))
            expectTrue(isClose(try unwrap(pixels.capHeight), Self.heights(table).cap! * scale))
        }

        @Test(
            "Grid-fitted pixels round the ascender up and the descender down",
            arguments: FontTables.all, [11.0, 17, 33.5, 60])
        func gridFitPixels(table: FontTableValues, pointSize: Double) throws {
            let perPoint = 2.0
            let pixels = try faceMetrics(table).lineMetrics(pointSize: pointSize)
                .pixels(perPoint: perPoint, rounding: .gridFit)
            let (_, ascender, descender, lineGap) = Self.defaultTable(table)
            // Independent computation in integers: the sizes are whole or half points, so
            // value * size * 2 px/pt / unitsPerEm = value * (2 * size) * 2 / (2 * unitsPerEm)
            // is a ratio of integers; its ceiling and floor need no floating point.
            let numeratorScale = Int(pointSize * 2) * Int(perPoint)
            let denominator = Int(table.unitsPerEm) * 2
            let expectedAscender = Self.ceilDiv(Int(ascender) * numeratorScale, denominator)
            let expectedDescender = Self.floorDiv(Int(descender) * numeratorScale, denominator)
            let exactLeading = lineGap * pointSize * perPoint / table.unitsPerEm
            expectEqual(pixels.ascender, Double(expectedAscender))
            expectEqual(pixels.descender, Double(expectedDescender))
            expectEqual(pixels.leading, exactLeading.rounded())
            expectEqual(pixels.lineHeight, pixels.ascender - pixels.descender + pixels.leading)
        }

        static func floorDiv(_ a: Int, _ b: Int) -> Int {
            let q = a / b
            return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
        }

        static func ceilDiv(_ a: Int, _ b: Int) -> Int {
            -floorDiv(-a, b)
        }

        // MARK: Errors

        @Test("A file that is not a font cannot be measured")
        func unreadableFace() throws {
            let folder = try TemporaryDirectory()
            let file = try folder.write("not a font\n", to: "Broken.ttf")
            let face = FontFace(
                postscriptName: "Broken", families: ["Broken"], fullNames: ["Broken"],
                style: "Regular", file: file, index: 0, weight: .regular, slant: .upright,
                width: 100, isRegistered: true)
            let error = #expect(throws: ScaledFontError.self) {
                try catalog.metrics(of: face)
            }
            expectEqual(error?.code, .faceUnreadable)
            expectEqual(error?.message.contains(file), true)
        }
    }
}
