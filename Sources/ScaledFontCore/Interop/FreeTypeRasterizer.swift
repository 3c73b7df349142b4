internal import CFreeType

/// One glyph's antialiased coverage, clipped to a canvas: 8-bit coverage (0 no ink, 255 full
/// ink), `width` bytes a row, rows top to bottom, its top-left pixel at (`x`, `y`) of the
/// canvas (y down).
package struct GlyphBitmap {
    package let x: Int
    package let y: Int
    package let width: Int
    package let height: Int
    package let coverage: [UInt8]
}

/// Owns one `FT_Library` for rasterising shaped text, separate from the catalog's library so
/// that rendering never waits for the catalog's lock, and the faces it opened.
///
/// Not thread-safe, like every FreeType object: a specimen creates one, uses it on one
/// thread and lets it go. Each ``render(_:pixelsPerPoint:x:baseline:width:height:draw:)``
/// opens the faces of its text (`FT_New_Face`) and closes them (`FT_Done_Face`) before it
/// returns, so no face stays open between texts.
package final class FreeTypeRasterizer {
    /// The library's owner; it frees the library in its `deinit`.
    private let library: FreeTypeLibrary

    /// Creates a library (`FT_Init_FreeType`).
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` if FreeType cannot start.
    package init() throws(ScaledFontError) {
        library = try FreeTypeLibrary()
    }

    /// The version of the FreeType library linked at run time (`FT_Library_Version`), e.g.
    /// `2.12.1`.
    package var version: String {
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(library.handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// Rasterises a measured line of text glyph by glyph, clipped to a canvas, and hands each
    /// glyph's coverage to `draw`.
    ///
    /// Each run's face is sized (`FT_Set_Char_Size` in 1/64 pixel at 72 dpi) and each of its
    /// glyphs, as HarfBuzz shaped them (so kerning and ligatures show), loaded as an unhinted
    /// outline (`FT_Load_Glyph` with `FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`): unhinted
    /// outlines keep the design's proportions, so ink sits where the font's metrics say. A
    /// glyph is placed at the pen plus its offset, rounded to whole pixels; the pen moves by
    /// the unrounded advance. Only the part of the outline's box inside the canvas is
    /// rendered (`FT_Outline_Get_Bitmap` into a gray bitmap of that size), so memory never
    /// exceeds the canvas, whatever the size or the outline.
    ///
    /// - Parameters:
    ///   - text: the shaped text.
    ///   - pixelsPerPoint: the scale.
    ///   - x: the canvas column of the pen's start.
    ///   - baseline: the canvas row just under the baseline.
    ///   - width: the canvas width, in pixels.
    ///   - height: the canvas height, in pixels.
    ///   - draw: called with each glyph's clipped coverage.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` naming the file and FreeType's error
    ///   when a face cannot be opened or sized, or a glyph cannot be loaded or rendered.
    package func render(
        _ text: TextMeasurement, pixelsPerPoint: Double, x: Int, baseline: Int, width: Int,
        height: Int, draw: (GlyphBitmap) -> Void
    ) throws(ScaledFontError) {
        let pixelSize = text.pointSize * pixelsPerPoint
        var pen = 0.0
        var faces: [String: FT_Face] = [:]
        defer { for face in faces.values { FT_Done_Face(face) } }
        for run in text.runs {
            let file = run.face.file
            let face = try open(run.face, in: &faces)
            let size = FT_F26Dot6((pixelSize * 64).rounded())
            let sizeError = FT_Set_Char_Size(face, 0, size, 72, 72)
            guard sizeError == 0 else {
                throw Self.failure(
                    "FreeType cannot size \(file) at \(pixelSize) px", file, sizeError)
            }
            let pixelsPerUnit = pixelSize / run.unitsPerEm
            for glyph in run.glyphs {
                let loadError = FT_Load_Glyph(
                    face, FT_UInt(glyph.id), FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
                guard loadError == 0, let slot = face.pointee.glyph else {
                    throw Self.failure(
                        "FreeType cannot load glyph \(glyph.id) of \(file)", file, loadError)
                }
                let originX = x + Int((pen + Double(glyph.xOffset) * pixelsPerUnit).rounded())
                let originY = baseline - Int((Double(glyph.yOffset) * pixelsPerUnit).rounded())
                if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
                    let bitmap = try Self.coverage(
                        of: slot, originX: originX, baseline: originY, width: width,
                        height: height, file: file)
                {
                    draw(bitmap)
                }
                pen += Double(glyph.xAdvance) * pixelsPerUnit
            }
        }
    }

    /// The face, opened on first use by this text.
    private func open(
        _ face: FontFace, in faces: inout [String: FT_Face]
    ) throws(ScaledFontError) -> FT_Face {
        let key = "\(face.index) \(face.file)"
        if let open = faces[key] { return open }
        var opened: FT_Face?
        let error = FT_New_Face(library.handle, face.file, FT_Long(face.index), &opened)
        guard error == 0, let opened else {
            throw Self.failure(
                "FreeType cannot open \(face.file) (face \(face.index))", face.file, error)
        }
        faces[key] = opened
        return opened
    }

    private static func failure(
        _ message: String, _ file: String, _ error: FT_Error
    ) -> ScaledFontError {
        ScaledFontError(
            .faceUnreadable, message, file: file, cause: FreeTypeLibrary.cause(error))
    }

    /// Renders the part of the slot's outline inside the canvas, antialiased.
    ///
    /// - Returns: `nil` when no part of the outline's box is inside the canvas.
    private static func coverage(
        of slot: FT_GlyphSlot, originX: Int, baseline: Int, width: Int, height: Int,
        file: String
    ) throws(ScaledFontError) -> GlyphBitmap? {
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        // The box in canvas pixels (y down), clipped to the canvas.
        let left = max(originX + Int(floorDiv(box.xMin, 64)), 0)
        let right = min(originX + Int(ceilDiv(box.xMax, 64)), width)
        let top = max(baseline - Int(ceilDiv(box.yMax, 64)), 0)
        let bottom = min(baseline - Int(floorDiv(box.yMin, 64)), height)
        guard left < right, top < bottom else { return nil }
        let columns = right - left
        let rows = bottom - top
        // FT_Outline_Get_Bitmap puts the outline's origin at the bitmap's bottom-left corner.
        FT_Outline_Translate(
            &slot.pointee.outline, FT_Pos(originX - left) * 64, FT_Pos(bottom - baseline) * 64)
        var coverage = [UInt8](repeating: 0, count: columns * rows)
        let error = coverage.withUnsafeMutableBufferPointer { buffer in
            var bitmap = FT_Bitmap()
            bitmap.rows = UInt32(rows)
            bitmap.width = UInt32(columns)
            bitmap.pitch = Int32(columns)
            bitmap.buffer = buffer.baseAddress
            bitmap.num_grays = 256
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            return FT_Outline_Get_Bitmap(slot.pointee.library, &slot.pointee.outline, &bitmap)
        }
        guard error == 0 else {
            throw ScaledFontError(
                .faceUnreadable, "FreeType cannot render a glyph of \(file)", file: file,
                cause: FreeTypeLibrary.cause(error))
        }
        return GlyphBitmap(x: left, y: top, width: columns, height: rows, coverage: coverage)
    }

    private static func floorDiv(_ value: FT_Pos, _ divisor: FT_Pos) -> FT_Pos {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func ceilDiv(_ value: FT_Pos, _ divisor: FT_Pos) -> FT_Pos {
        -floorDiv(-value, divisor)
    }
}
