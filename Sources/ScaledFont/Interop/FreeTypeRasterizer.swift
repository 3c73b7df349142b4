internal import CFreeType

/// One line of text rasterised by FreeType: 8-bit coverage (0 no ink, 255 full ink) in a
/// box just large enough for the ink, placed relative to the pen's start on the baseline.
struct GlyphRun {
    /// Width of the coverage box in pixels (0 when the text has no ink).
    let width: Int
    /// Height of the coverage box in pixels.
    let height: Int
    /// Pixel columns from the pen's start to the box's left edge (negative when a glyph
    /// reaches left of the pen, as an italic `f` may).
    let left: Int
    /// Pixel rows from the box's top edge down to the baseline.
    let top: Int
    /// Coverage, `width` bytes per row, rows top to bottom.
    let coverage: [UInt8]

    /// A run without ink.
    static let empty = GlyphRun(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

/// Owns one `FT_Library` for rasterising text, separate from the catalog's library so that
/// rendering never waits for the catalog's lock.
///
/// Not thread-safe, like every FreeType object: a specimen creates one, uses it on one
/// thread and lets it go. Each ``render(_:file:index:pixelSize:)`` opens its face, renders and
/// closes the face before it returns, so no face stays open.
final class FreeTypeRasterizer {
    /// The library's owner; it frees the library in its `deinit`.
    private let library: FreeTypeLibrary
    private var handle: FT_Library { library.handle }

    /// Creates a library (`FT_Init_FreeType`).
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` if FreeType cannot start.
    init() throws(ScaledFontError) {
        library = try FreeTypeLibrary()
    }

    /// The version of the FreeType library linked at run time (`FT_Library_Version`), e.g.
    /// `2.12.1`.
    var version: String {
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// Rasterises one line of text in a face at a pixel size, antialiased.
    ///
    /// Opens the face (`FT_New_Face`), sets the size (`FT_Set_Char_Size` in 1/64 pixel at
    /// 72 dpi), and for each Unicode scalar maps it through the face's cmap
    /// (`FT_Get_Char_Index`; a missing character draws the face's .notdef glyph) and loads
    /// it with `FT_LOAD_RENDER | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`: unhinted outlines
    /// keep the design's proportions, so ink sits where the font's metrics say. Glyphs are
    /// placed at the pen rounded to whole pixels and the pen moves by the unrounded advance.
    /// There is no shaping and no kerning: one glyph per scalar, left to right. Coverage of
    /// glyphs that overlap adds up (clamped at 255). The face is closed before returning.
    ///
    /// - Parameters:
    ///   - text: the text, one line.
    ///   - file: the font file.
    ///   - index: the face index in the file (`FontFace.index`).
    ///   - pixelSize: the em size in pixels (point size times pixels per point).
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` naming the file and FreeType's error
    ///   when the face cannot be opened, sized or a glyph cannot be rendered.
    func render(
        _ text: String, file: String, index: Int, pixelSize: Double
    ) throws(ScaledFontError) -> GlyphRun {
        try library.withFace(file: file, index: index) { face throws(ScaledFontError) in
            try Self.render(text, face: face, file: file, pixelSize: pixelSize)
        }
    }

    /// Rasterises `text` in an open face, as ``render(_:file:index:pixelSize:)`` describes.
    private static func render(
        _ text: String, face: FT_Face, file: String, pixelSize: Double
    ) throws(ScaledFontError) -> GlyphRun {
        let size = FT_F26Dot6((pixelSize * 64).rounded())
        let sizeError = FT_Set_Char_Size(face, 0, size, 72, 72)
        guard sizeError == 0 else {
            throw failure("FreeType cannot size \(file) at \(pixelSize) px", file, sizeError)
        }
        var glyphs: [PlacedGlyph] = []
        var pen: FT_Pos = 0
        let flags = FT_LOAD_RENDER | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        for scalar in text.unicodeScalars {
            let glyphIndex = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            let loadError = FT_Load_Glyph(face, glyphIndex, FT_Int32(flags))
            guard loadError == 0, let slot = face.pointee.glyph else {
                throw failure(
                    "FreeType cannot render U+\(String(scalar.value, radix: 16, uppercase: true))"
                        + " of \(file)", file, loadError)
            }
            let originX = Int((pen + 32) >> 6)
            if let glyph = PlacedGlyph(slot.pointee, originX: originX) { glyphs.append(glyph) }
            pen += slot.pointee.advance.x
        }
        return Self.compose(glyphs)
    }

    private static func failure(
        _ message: String, _ file: String, _ error: FT_Error
    ) -> ScaledFontError {
        ScaledFontError(
            .faceUnreadable, message, file: file, cause: FreeTypeLibrary.cause(error))
    }

    /// One rendered glyph's coverage, copied out of the glyph slot (which the next load
    /// overwrites), with its box relative to the pen's start and the baseline (y down).
    private struct PlacedGlyph {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let coverage: [UInt8]

        /// Copies an 8-bit gray (or 1-bit mono) bitmap; `nil` for a glyph without ink (a
        /// space) or a pixel mode other than those two.
        init?(_ slot: FT_GlyphSlotRec, originX: Int) {
            let bitmap = slot.bitmap
            let width = Int(bitmap.width)
            let height = Int(bitmap.rows)
            let pitch = Int(bitmap.pitch)
            let mode = FT_Pixel_Mode(UInt32(bitmap.pixel_mode))
            guard width > 0, height > 0, let buffer = bitmap.buffer,
                mode == FT_PIXEL_MODE_GRAY || mode == FT_PIXEL_MODE_MONO
            else { return nil }
            var coverage = [UInt8](repeating: 0, count: width * height)
            for row in 0..<height {
                // A negative pitch stores the rows bottom to top (FreeType's FT_Bitmap).
                let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
                for column in 0..<width {
                    coverage[row * width + column] =
                        mode == FT_PIXEL_MODE_GRAY
                        ? source[column]
                        : (source[column >> 3] & (0x80 >> UInt8(column & 7)) != 0 ? 255 : 0)
                }
            }
            self.left = originX + Int(slot.bitmap_left)
            self.top = -Int(slot.bitmap_top)
            self.width = width
            self.height = height
            self.coverage = coverage
        }
    }

    /// Adds the glyphs' coverage into one box around all of them.
    private static func compose(_ glyphs: [PlacedGlyph]) -> GlyphRun {
        guard let first = glyphs.first else { return .empty }
        var minX = first.left
        var minY = first.top
        var maxX = first.left + first.width
        var maxY = first.top + first.height
        for glyph in glyphs.dropFirst() {
            minX = min(minX, glyph.left)
            minY = min(minY, glyph.top)
            maxX = max(maxX, glyph.left + glyph.width)
            maxY = max(maxY, glyph.top + glyph.height)
        }
        let width = maxX - minX
        let height = maxY - minY
        var coverage = [UInt8](repeating: 0, count: width * height)
        for glyph in glyphs {
            for row in 0..<glyph.height {
                let target = (glyph.top - minY + row) * width + glyph.left - minX
                for column in 0..<glyph.width {
                    let sum =
                        Int(coverage[target + column])
                        + Int(glyph.coverage[row * glyph.width + column])
                    coverage[target + column] = UInt8(min(sum, 255))
                }
            }
        }
        return GlyphRun(width: width, height: height, left: minX, top: -minY, coverage: coverage)
    }
}
