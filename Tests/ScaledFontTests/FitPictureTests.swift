import CPNG
import Foundation
import ScaledFontCheck
import ScaledFontSpecimen
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Fit pictures, written to PNG and read back with libpng's own decoder
    /// (`png_image_finish_read`). Expected positions come from Noto Serif Regular's tables
    /// (FontTableValues.swift: unitsPerEm 1000, hhea ascender 1069, descender -293, line gap
    /// 0, read with fontTools): at 20 pt a line is (1069 + 293) × 20 / 1000 = 27.24 pt, 54.48
    /// pixels at 2 pixels per point; line `n` starts round(n × 54.48) rows below the box's
    /// top, as the picture's documentation says.
    @Suite struct FitPictureTests {
        static let scale = 2.0
        static let lineHeight = (1069.0 + 293) * 20 / 1000

        static func element(
            maxLines: Int, maxHeight: Double? = nil, lines: [String]
        ) throws -> FitPicture.Element {
            let catalog = try SharedCatalogs.notoSerif.get()
            let face = try unwrap(catalog.resolve("NotoSerif")?.face)
            return FitPicture.Element(
                title: "onboarding.continue \u{B7} de \u{B7} accessibilityLarge", face: face,
                pointSize: 20, lineHeight: Self.lineHeight, width: 100, maxLines: maxLines,
                maxHeight: maxHeight, lines: lines)
        }

        /// The RGB pixels of a PNG file, as libpng decodes it.
        static func decode(_ path: String) throws -> (width: Int, height: Int, rgb: [UInt8]) {
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            try requireTrue(png_image_begin_read_from_file(&image, path) != 0)
            image.format = png_uint_32(PNG_FORMAT_RGB)
            let (width, height) = (Int(image.width), Int(image.height))
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            let finished = rgb.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, 0, nil)
            }
            try requireTrue(finished != 0)
            return (width, height, rgb)
        }

        /// The pixels of `color` in decoded RGB, as (x, y).
        static func pixels(
            of color: SpecimenColor, in decoded: (width: Int, height: Int, rgb: [UInt8])
        ) -> [(x: Int, y: Int)] {
            var found: [(x: Int, y: Int)] = []
            for y in 0..<decoded.height {
                for x in 0..<decoded.width {
                    let offset = (y * decoded.width + x) * 3
                    if decoded.rgb[offset] == color.red, decoded.rgb[offset + 1] == color.green,
                        decoded.rgb[offset + 2] == color.blue
                    {
                        found.append((x, y))
                    }
                }
            }
            return found
        }

        @Test("The box is the width at the scale, and the lines past maxLines are shaded")
        func overflowShaded() throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let picture = FitPicture(
                elements: [try Self.element(maxLines: 1, lines: ["Continue", "to the", "next"])],
                scale: Self.scale, catalog: catalog)
            let folder = try TemporaryDirectory()
            let path = folder.path + "/fit.png"
            try picture.write(to: path)
            let decoded = try Self.decode(path)
            let rendered = try picture.render()
            expectTrue(decoded.width == rendered.width && decoded.height == rendered.height)
            expectEqual(decoded.rgb, rendered.pixels)

            let outline = Self.pixels(of: .widthBox, in: decoded)
            let (left, right) = try (
                unwrap(outline.map(\.x).min()), unwrap(outline.map(\.x).max())
            )
            let (top, bottom) = try (
                unwrap(outline.map(\.y).min()), unwrap(outline.map(\.y).max())
            )
            // Inside the outline: 100 pt at 2 pixels per point; one line (54.48 rows) tall.
            expectEqual(right - left - 1, 200)
            expectEqual(bottom - top - 1, 54)
            // The shade, in the box's last column (right of every line's ink): from just
            // under the box to the end of the third line, round(3 × 54.48) = 163 rows below
            // the box's top.
            let shade = Self.pixels(of: .overflowBackground, in: decoded).filter {
                $0.x == right - 1
            }
            let rows = shade.map(\.y)
            expectEqual(rows.first, bottom + 1)
            expectEqual(rows.last, top + 1 + 163 - 1)
            expectEqual(rows.count, 163 - 54 - 1)
            // Nothing is shaded above the box's bottom, nor left or right of the box.
            let all = Self.pixels(of: .overflowBackground, in: decoded)
            expectTrue(all.allSatisfy { $0.y > bottom && $0.x > left && $0.x < right })
            // The box starts after the 16 pt margin and the outline's pixel.
            expectEqual(left, 32)
        }

        @Test("Lines that fit are not shaded, and maxHeight limits the lines as maxLines does")
        func fits() throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let fitting = FitPicture(
                elements: [try Self.element(maxLines: 0, lines: ["Continue", "to the"])],
                scale: Self.scale, catalog: catalog)
            expectTrue(Self.pixels(of: .overflowBackground, in: try Self.decoded(fitting)).isEmpty)
            // 30 pt holds one line of 27.24 pt.
            let element = try Self.element(maxLines: 0, maxHeight: 30, lines: ["Continue", "to"])
            expectEqual(element.fittingLines, 1)
            let high = FitPicture(elements: [element], scale: Self.scale, catalog: catalog)
            let decoded = try Self.decoded(high)
            let outline = Self.pixels(of: .widthBox, in: decoded)
            let (top, bottom) = try (
                unwrap(outline.map(\.y).min()), unwrap(outline.map(\.y).max())
            )
            expectEqual(bottom - top - 1, 60)
            expectTrue(!Self.pixels(of: .overflowBackground, in: decoded).isEmpty)
        }

        static func decoded(
            _ picture: FitPicture
        ) throws -> (width: Int, height: Int, rgb: [UInt8]) {
            let folder = try TemporaryDirectory()
            let path = folder.path + "/fit.png"
            try picture.write(to: path)
            return try decode(path)
        }

        @Test("Written as a specimen is: never through a symbolic link, size-capped")
        func safeOutput() throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let folder = try TemporaryDirectory()
            let target = folder.path + "/target.png"
            let link = folder.path + "/link.png"
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let picture = FitPicture(
                elements: [try Self.element(maxLines: 1, lines: ["Continue"])], scale: 1,
                catalog: catalog)
            let error = #expect(throws: ScaledFontError.self) { try picture.write(to: link) }
            expectEqual(error?.code, .imageUnwritable)
            expectEqual(FileManager.default.contents(atPath: target), Data("old".utf8))
            var wide = try Self.element(maxLines: 1, lines: ["Continue"])
            wide.width = 1_000_000
            let huge = #expect(throws: ScaledFontError.self) {
                try FitPicture(elements: [wide], scale: 8, catalog: catalog).render()
            }
            expectEqual(huge?.code, .invalidSpecimenOptions)
            expectEqual(huge?.message.contains("larger than 100000000 pixels"), true)
            for maxHeight in [Double.nan, -1, .infinity] {
                let bad = try Self.element(maxLines: 0, maxHeight: maxHeight, lines: ["Continue"])
                let refusal = #expect(throws: ScaledFontError.self) {
                    try FitPicture(elements: [bad], scale: 1, catalog: catalog).render()
                }
                expectEqual(refusal?.code, .invalidSpecimenOptions)
            }
        }
    }
}
