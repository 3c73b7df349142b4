import Foundation
import ScaledFontCheck
import ScaledFontSpecimen
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Specimen images: the bundled Noto Serif dictionary drawn, and the pixels
    /// checked against positions computed here from Noto Serif's own tables
    /// (FontTableValues.swift: unitsPerEm 1000, hhea ascender 1069, descender -293, OS/2 cap
    /// height 714, x-height 536, read with fontTools), never from the library's layout.
    @Suite struct SpecimenTests {
        /// Each style's `fontSize` in Examples/NotoSerif.plist (the iOS original's values) and
        /// the face its `fontName` names: `NotoSerif` is the family's regular face.
        static let entries: [TextStyle: (size: Double, face: FontTableValues)] = [
            .largeTitle: (34, FontTables.notoSerifRegular),
            .title: (28, FontTables.notoSerifRegular),
            .title2: (22, FontTables.notoSerifRegular),
            .title3: (20, FontTables.notoSerifRegular),
            .headline: (17, FontTables.notoSerifBold),
            .subheadline: (15, FontTables.notoSerifItalic),
            .body: (17, FontTables.notoSerifRegular),
            .callout: (16, FontTables.notoSerifRegular),
            .footnote: (13, FontTables.notoSerifRegular),
            .caption: (12, FontTables.notoSerifItalic),
            .caption2: (11, FontTables.notoSerifItalic),
        ]

        /// The outline extent of each style's sample (its name and " AVATAR office") in its
        /// face, in font units: the largest glyf yMax and the smallest yMin of the glyphs
        /// `hb-shape --font-size=upem` sets for it (HarfBuzz 6.0.0), read with fontTools
        /// 4.68.0 from the files in Fonts/NotoSerif. The `ffi` ligature is 775 high in the
        /// regular face (a lone `f` is 770, `l` 760) and 770 in the bold and italic faces;
        /// `g`, `p`, `y` and the italic `f` go down to -240; round letters dip to -10.
        static let inkExtents: [TextStyle: (top: Double, bottom: Double)] = [
            .largeTitle: (775, -240), .title: (775, -10), .title2: (775, -10),
            .title3: (775, -10), .headline: (770, -10), .subheadline: (770, -240),
            .body: (775, -240), .callout: (775, -10), .footnote: (775, -10),
            .caption: (770, -240), .caption2: (770, -240),
        ]

        /// The scale the README's single-category specimen uses.
        static let scale = 2.0

        /// The bundled dictionary drawn with the system's fonts plus Fonts/NotoSerif.
        static func render(
            _ dictionary: String = "NotoSerif.plist", categories: [ContentSizeCategory],
            scale: Double = scale
        ) throws -> SpecimenImage {
            let catalog = try SharedCatalogs.notoSerif.get()
            let font = try ScaledFont(contentsOf: TestPaths.example(dictionary), catalog: catalog)
            return try Specimen.render(
                font, categories: categories, catalog: catalog, title: dictionary, scale: scale)
        }

        /// The style's size at a category: `fontSize * ramp(category) / ramp(large)`
        /// (FallbackBehaviour.md in the DocC catalog, Scaling) with the HIG ramp.
        static func size(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
            entries[style]!.size * HIGRamp.size(style, category) / HIGRamp.size(style, .large)
        }

        /// The pixel rows a height of `units` font units lies above the baseline at a size:
        /// `units * size * scale / unitsPerEm` rounded to nearest, halves away from zero;
        /// both neighbours when the value is within 1e-9 of a half, where the order of the
        /// floating-point operations may decide.
        static func rows(_ units: Double, size: Double, scale: Double = scale) -> Set<Int> {
            let exact = units * size * scale / 1000
            let candidates = [exact - 1e-9, exact, exact + 1e-9].map { Int($0.rounded()) }
            return Set(candidates)
        }

        /// Whether a pixel in a sample band is ink: neither the page nor a guide, so darker
        /// than the page (text blended over a guide counts as ink).
        static func isInk(_ color: SpecimenColor, page: SpecimenColor = .background) -> Bool {
            color != page && !SpecimenGuide.allCases.contains { $0.color == color }
        }

        /// The rows of a rectangle that hold ink, top to bottom.
        static func inkRows(_ image: SpecimenImage, in rect: PixelRect) -> [Int] {
            (rect.y..<rect.maxY).filter { y in
                (rect.x..<rect.maxX).contains { x in isInk(image.color(x: x, y: y)) }
            }
        }

        @Test(
            "Guides sit at baseline - value * size * scale / unitsPerEm for each style",
            arguments: [ContentSizeCategory.large, .accessibilityLarge])
        func guideRows(category: ContentSizeCategory) throws {
            let image = try Self.render(categories: [category])
            let column = try unwrap(image.columns.first)
            expectEqual(image.columns.count, 1)
            expectEqual(column.category, category)
            expectEqual(column.rows.map(\.style), TextStyle.allCases)
            for row in column.rows {
                let (_, face) = Self.entries[row.style]!
                let size = Self.size(row.style, category)
                expectEqual(row.font.fontName, face.postscriptName)
                expectEqual(row.font.pointSize, size)
                expectEqual(row.sampleText, row.style.rawValue + " AVATAR office")
                func expectRow(_ y: Int?, _ units: Double?, _ name: String) {
                    guard let units else { return expectNil(y, "\(name)") }
                    let allowed = Self.rows(units, size: size).map { row.baselineY - $0 }
                    expectEqual(
                        y.map(allowed.contains), true,
                        "\(row.style) \(name): row \(String(describing: y)), expected \(allowed)")
                }
                expectRow(row.ascenderY, face.hheaAscender, "ascender")
                expectRow(row.descenderY, face.hheaDescender, "descender")
                expectRow(row.capHeightY, face.capHeight, "cap height")
                expectRow(row.xHeightY, face.xHeight, "x-height")
                // Each guide is drawn in its colour, one pixel high, in the gutter left of the
                // sample where no text is drawn.
                let x = row.frame.x + 1
                for guide in SpecimenGuide.allCases {
                    let y = try unwrap(row.y(of: guide))
                    expectEqual(image.color(x: x, y: y), guide.color, "\(row.style) \(guide)")
                    expectEqual(image.color(x: row.frame.maxX - 1, y: y), guide.color)
                    expectTrue(image.color(x: x, y: y - 1) != guide.color, "\(row.style) \(guide)")
                    expectTrue(image.color(x: x, y: y + 1) != guide.color, "\(row.style) \(guide)")
                }
            }
        }

        @Test(
            "Each row's ink lies between its ascender and descender, as its outlines at size",
            arguments: [ContentSizeCategory.large, .accessibilityLarge])
        func inkBetweenGuides(category: ContentSizeCategory) throws {
            let image = try Self.render(categories: [category])
            let column = try unwrap(image.columns.first)
            for row in column.rows {
                let size = Self.size(row.style, category)
                let band = row.textFrame
                let ink = Self.inkRows(image, in: band)
                let first = try unwrap(ink.first, "\(row.style): no ink")
                let last = try unwrap(ink.last)
                // Computed independently: the ascender and descender rows.
                let ascender = row.baselineY - Self.rows(1069, size: size).max()!
                let descender = row.baselineY - Self.rows(-293, size: size).min()!
                expectTrue(first >= ascender - 2, "\(row.style): ink at \(first) above \(ascender)")
                expectTrue(last <= descender + 2, "\(row.style): ink at \(last) below \(descender)")
                expectTrue(ink.contains { $0 >= ascender && $0 <= descender })
                // The glyphs are drawn at the scaled size on the baseline: the first and last
                // ink rows are the rows of the outlines' top and bottom, within a pixel.
                let extent = Self.inkExtents[row.style]!
                let pixelsPerUnit = size * Self.scale / 1000
                let top = Int((Double(row.baselineY) - extent.top * pixelsPerUnit).rounded(.down))
                let bottom =
                    Int((Double(row.baselineY) - extent.bottom * pixelsPerUnit).rounded(.up)) - 1
                expectTrue(abs(first - top) <= 1, "\(row.style): top ink \(first), outline \(top)")
                expectTrue(
                    abs(last - bottom) <= 1,
                    "\(row.style): bottom ink row \(last), outline \(bottom)")
                // Nothing in the gutter left of the sample.
                let gutter = PixelRect(
                    x: row.frame.x, y: band.y, width: band.x - row.frame.x, height: band.height)
                expectTrue(Self.inkRows(image, in: gutter).isEmpty, "\(row.style): ink in gutter")
            }
        }

        @Test("The image is as large as its columns plus the margin, and the margin is empty")
        func imageSize() throws {
            let scale = 1.0
            let image = try Self.render(categories: ContentSizeCategory.allCases, scale: scale)
            expectEqual(image.columns.map(\.category), ContentSizeCategory.allCases)
            expectEqual(image.pixelsPerPoint, scale)
            expectEqual(image.pixels.count, image.width * image.height * 3)
            let margin = Int((Specimen.margin * scale).rounded())
            let lowest = image.columns.map(\.frame.maxY).max()!
            expectEqual(image.width, image.columns.last!.frame.maxX + margin)
            expectEqual(image.height, lowest + margin)
            for (left, right) in zip(image.columns, image.columns.dropFirst()) {
                expectTrue(left.frame.maxX < right.frame.x)
            }
            for column in image.columns {
                for (above, below) in zip(column.rows, column.rows.dropFirst()) {
                    expectTrue(above.frame.maxY <= below.frame.y)
                }
                for row in column.rows {
                    expectTrue(row.frame.x >= column.frame.x && row.frame.maxX <= column.frame.maxX)
                    expectEqual(row.textFrame.maxX, row.frame.maxX)
                    expectTrue(
                        row.textFrame.y > row.frame.y && row.textFrame.maxY == row.frame.maxY)
                }
            }
            let strips = [
                PixelRect(x: 0, y: 0, width: image.width, height: margin),
                PixelRect(x: 0, y: image.height - margin, width: image.width, height: margin),
                PixelRect(x: 0, y: 0, width: margin, height: image.height),
                PixelRect(x: image.width - margin, y: 0, width: margin, height: image.height),
            ]
            for strip in strips {
                let drawn = (strip.y..<strip.maxY).contains { y in
                    (strip.x..<strip.maxX).contains { image.color(x: $0, y: y) != .background }
                }
                expectTrue(!drawn, "something drawn in the margin \(strip)")
            }
        }

        @Test("Fallback rows are tinted and labelled in red with the reason; resolved rows not")
        func fallbacksMarked() throws {
            let futura = try Self.render("Futura.plist", categories: [.large])
            let noto = try Self.render(categories: [.large])
            for (image, isFallback) in [(futura, true), (noto, false)] {
                for row in image.columns[0].rows {
                    expectEqual((row.font.status == .fallback), isFallback)
                    expectEqual(
                        row.label.hasPrefix("fallback: fontNotInstalled (Futura-"), isFallback)
                    let page: SpecimenColor = isFallback ? .fallbackBackground : .background
                    expectEqual(image.color(x: row.frame.x, y: row.frame.y), page)
                    expectEqual(image.color(x: row.frame.maxX - 1, y: row.frame.maxY - 1), page)
                    let labelStrip = PixelRect(
                        x: row.textFrame.x, y: row.frame.y, width: row.textFrame.width,
                        height: row.textFrame.y - row.frame.y)
                    let red = (labelStrip.y..<labelStrip.maxY).contains { y in
                        (labelStrip.x..<labelStrip.maxX).contains { x in
                            let c = image.color(x: x, y: y)
                            return c.red > 150 && c.green < 100 && c.blue < 100
                        }
                    }
                    expectEqual(red, isFallback, "\(row.style): red label \(red)")
                }
            }
        }

        @Test("A style whose face is not on this machine is labelled so, with no sample ink")
        func notOnThisMachine() throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let font = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            let image = try Specimen.render(
                font, categories: [.large], catalog: catalog, scale: Self.scale,
                notOnThisMachine: [.title: "Noteworthy-Bold (ios@26.0)"])
            let rows = Dictionary(
                uniqueKeysWithValues: image.columns[0].rows.map { ($0.style, $0) })
            let title = try unwrap(rows[.title])
            expectEqual(
                title.label,
                "title · Noteworthy-Bold (ios@26.0) · built into the device, not on this "
                    + "machine")
            // No sample and no guides in its band; the other rows keep theirs.
            expectTrue(Self.inkRows(image, in: title.textFrame).isEmpty)
            expectTrue(!Self.inkRows(image, in: try unwrap(rows[.body]).textFrame).isEmpty)
            expectEqual(image.color(x: title.frame.x, y: title.baselineY), .background)
        }

        @Test("Labels give the face, the size and the line height in points")
        func labels() throws {
            let image = try Self.render(categories: [.accessibilityLarge])
            let labels = Dictionary(
                uniqueKeysWithValues: image.columns[0].rows.map { ($0.style, $0.label) })
            // body: 17 pt at large, 33 pt at AX2 (HIG); line height (1069 + 293) * 33 / 1000
            // = 44.946 pt.
            expectEqual(labels[.body], "NotoSerif-Regular · 33 pt · line height 44.95 pt")
            // headline: NotoSerif-Bold, 33 pt; subheadline: 15 * 30 / 15 = 30 pt, 40.86 pt.
            expectEqual(labels[.headline], "NotoSerif-Bold · 33 pt · line height 44.95 pt")
            expectEqual(labels[.subheadline], "NotoSerif-Italic · 30 pt · line height 40.86 pt")
        }

        @Test("PNG: signature, 8-bit RGB header, an sRGB chunk, no time stamp, same every time")
        func png() throws {
            let image = try Self.render(categories: [.large], scale: 1)
            let bytes = try image.pngData()
            expectEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let chunks = PNGChunks(bytes)
            expectEqual(chunks.types.first, "IHDR")
            expectEqual(chunks.types.last, "IEND")
            expectEqual(Set(chunks.types), ["IHDR", "sRGB", "IDAT", "IEND"])
            let header = try unwrap(chunks.data(of: "IHDR"))
            expectEqual(PNGChunks.integer(header, at: 0), image.width)
            expectEqual(PNGChunks.integer(header, at: 4), image.height)
            // Bit depth 8, colour type 2 (RGB), compression 0, filter 0, no interlace.
            expectEqual(Array(header[8..<13]), [8, 2, 0, 0, 0])
            // Rendering intent 0, perceptual.
            expectEqual(chunks.data(of: "sRGB"), [0])
            try expectEqual(Self.render(categories: [.large], scale: 1).pngData(), bytes)

            let folder = try TemporaryDirectory()
            let path = folder.path + "/specimen.png"
            try image.write(to: path)
            expectEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), bytes)
        }

        @Test("A file that cannot be written is an imageUnwritable error naming it")
        func unwritable() throws {
            let image = try Self.render(categories: [.large], scale: 0.25)
            let folder = try TemporaryDirectory()
            let path = folder.path + "/no/such/folder/specimen.png"
            let error = #expect(throws: ScaledFontError.self) { try image.write(to: path) }
            expectEqual(error?.code, .imageUnwritable)
            expectEqual(error?.file, path)
            expectNotNil(error?.cause)
            expectTrue(!FileManager.default.fileExists(atPath: path))
        }

        @Test("write(to:) refuses a symbolic link and keeps it and the file it names")
        func refusesSymbolicLink() throws {
            let image = try Self.render(categories: [.large], scale: 0.25)
            let folder = try TemporaryDirectory()
            let target = folder.path + "/target.png"
            let link = folder.path + "/link.png"
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let error = #expect(throws: ScaledFontError.self) { try image.write(to: link) }
            expectEqual(error?.code, .imageUnwritable)
            expectEqual(error?.message.contains("it is a symbolic link"), true)
            try expectEqual(
                FileManager.default.destinationOfSymbolicLink(atPath: link), target)
            expectEqual(FileManager.default.contents(atPath: target), Data("old".utf8))
            #expect(throws: ScaledFontError.self) { try Specimen.checkOutput(folder.path) }
            #expect(throws: Never.self) { try Specimen.checkOutput(folder.path + "/new.png") }
        }

        @Test("A style at 10,000 pt is refused before any pixel is allocated")
        func oversize() throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let folder = try TemporaryDirectory()
            let path = folder.path + "/huge.json"
            try Data(#"{"body": {"fontName": "NotoSerif-Regular", "fontSize": 10000}}"#.utf8)
                .write(to: URL(fileURLWithPath: path))
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            let error = #expect(throws: ScaledFontError.self) {
                try Specimen.render(font, catalog: catalog, scale: 2)
            }
            expectEqual(error?.code, .invalidSpecimenOptions)
            expectEqual(error?.message.contains("larger than 100000000 pixels"), true)
        }

        @Test(
            "Scales outside 0.25...8 and an empty category list are refused",
            arguments: [0, 0.1, 9, -1, .nan, .infinity])
        func badScale(scale: Double) throws {
            let error = #expect(throws: ScaledFontError.self) {
                try Self.render(categories: [.large], scale: scale)
            }
            expectEqual(error?.code, .invalidSpecimenOptions)
            let none = #expect(throws: ScaledFontError.self) {
                try Self.render(categories: [], scale: 1)
            }
            expectEqual(none?.code, .invalidSpecimenOptions)
        }
    }
}

/// The chunks of a PNG stream (PNG specification, 5.3: length, type, data, CRC).
private struct PNGChunks {
    private(set) var types: [String] = []
    private var contents: [String: [UInt8]] = [:]

    init(_ bytes: [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Self.integer(bytes, at: offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let end = min(offset + 8 + length, bytes.count)
            types.append(type)
            contents[type, default: []] += bytes[offset + 8..<end]
            offset = end + 4
        }
    }

    /// The data of a chunk type (all chunks of that type, concatenated).
    func data(of type: String) -> [UInt8]? { contents[type] }

    /// A big-endian 32-bit integer.
    static func integer(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
