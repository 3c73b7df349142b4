internal import CFreeType

/// Owns one `FT_Library` and reads faces with it.
///
/// FreeType libraries and faces are not thread-safe: the owner (``FontCatalog``) keeps this
/// behind a `Mutex`. Each face is opened, read into plain values and closed at once, so no
/// face or file descriptor stays open after a read.
package final class FreeTypeLibrary {
    /// The library; valid for the owner's lifetime.
    let handle: FT_Library

    /// Creates a library (`FT_Init_FreeType`).
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` if FreeType cannot start.
    package init() throws(ScaledFontError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw ScaledFontError(
                .faceUnreadable, "FreeType could not start", cause: FreeTypeLibrary.cause(error))
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// Opens face `index` of a font file (`FT_New_Face`), runs `body` with it and closes it
    /// (`FT_Done_Face`) whatever `body` does: the one place a face of a file is opened, so no
    /// face outlives the call.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` naming the file and FreeType's error
    ///   when the face cannot be opened; what `body` throws.
    func withFace<Value>(
        file: String, index: Int, _ body: (FT_Face) throws(ScaledFontError) -> Value
    ) throws(ScaledFontError) -> Value {
        try withFace(source: "\(file) (face \(index))", file: file, body) { face in
            FT_New_Face(handle, file, FT_Long(index), &face)
        }
    }

    /// Opens a face with `open` (which calls an `FT_New_*Face` function), runs `body` with it
    /// and closes it (`FT_Done_Face`).
    ///
    /// - Parameters:
    ///   - source: how messages name the face: the file and face index, or the bytes' name.
    ///   - file: the file the error names, if any.
    private func withFace<Value>(
        source: String, file: String?, _ body: (FT_Face) throws(ScaledFontError) -> Value,
        open: (inout FT_Face?) -> FT_Error
    ) throws(ScaledFontError) -> Value {
        var opened: FT_Face?
        let error = open(&opened)
        guard error == 0, let face = opened else {
            throw ScaledFontError(
                .faceUnreadable, "FreeType cannot open \(source)", file: file,
                cause: FreeTypeLibrary.cause(error))
        }
        defer { FT_Done_Face(face) }
        return try body(face)
    }

    /// Opens face `index` of a font file (`FT_New_Face`), reads its metrics and closes it.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable`, naming the file and FreeType's error.
    package func readMetrics(file: String, index: Int) throws(ScaledFontError) -> FaceMetrics {
        try withFace(file: file, index: index) { face throws(ScaledFontError) in
            try Self.metrics(of: face, source: "\(file) (face \(index))")
        }
    }

    /// The PostScript name face `index` of a font file carries (`FT_Get_Postscript_Name`):
    /// its `name` table's ID 6, or the `CFF ` table's font name; `nil` when it has none that
    /// FreeType accepts (absent, or with characters a PostScript name cannot hold).
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when the face cannot be opened.
    package func postscriptName(file: String, index: Int) throws(ScaledFontError) -> String? {
        try withFace(file: file, index: index) { face in
            FT_Get_Postscript_Name(face).map { String(cString: $0) }
        }
    }

    /// Reads the metrics of face `index` from font bytes in memory (`FT_New_Memory_Face`).
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable`.
    package func readMetrics(
        bytes: [UInt8], index: Int, name: String
    ) throws(ScaledFontError)
        -> FaceMetrics
    {
        let result: Result<FaceMetrics, ScaledFontError> = bytes.withUnsafeBufferPointer {
            buffer in
            Result { () throws(ScaledFontError) in
                try withFace(
                    source: name, file: nil,
                    { face throws(ScaledFontError) in try Self.metrics(of: face, source: name) },
                    open: { face in
                        FT_New_Memory_Face(
                            handle, buffer.baseAddress, FT_Long(buffer.count), FT_Long(index),
                            &face)
                    })
            }
        }
        return try result.get()
    }

    /// The metrics of an open face.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` for a face without an em square.
    private static func metrics(
        of face: FT_Face, source: String
    ) throws(ScaledFontError) -> FaceMetrics {
        guard let metrics = FaceMetrics(face) else {
            throw ScaledFontError(
                .faceUnreadable, "\(source) is not a scalable font (no units per em)",
                file: source)
        }
        return metrics
    }

    /// FreeType's name for an error code (`FT_Error_String` where FreeType was built with
    /// error strings), else its number.
    static func cause(_ error: FT_Error) -> ScaledFontError.LibraryError {
        let name = FT_Error_String(error).map { String(cString: $0) }
        return ScaledFontError.LibraryError(
            library: "FreeType", code: Int32(error), description: name ?? "FreeType error \(error)")
    }
}

extension FaceMetrics {
    /// Reads the tables of an open face: head unitsPerEm, hhea, OS/2, FreeType's own values,
    /// and cap height / x-height from OS/2 (version >= 2, non-zero) or else the outline tops of
    /// 'H' and 'x' (`FT_Load_Glyph` with `FT_LOAD_NO_SCALE`, `FT_Outline_Get_CBox`).
    ///
    /// - Returns: `nil` for a face without an em square (bitmap-only fonts).
    fileprivate init?(_ face: FT_Face) {
        let record = face.pointee
        guard record.units_per_EM > 0 else { return nil }
        var hhea: VerticalMetrics?
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let table = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            hhea = VerticalMetrics(
                ascender: Double(table.Ascender), descender: Double(table.Descender),
                lineGap: Double(table.Line_Gap))
        }
        var typo: VerticalMetrics?
        var win: VerticalMetrics?
        var os2Version: Int?
        var useTypoMetrics = false
        var capHeight: (Double, HeightSource)?
        var xHeight: (Double, HeightSource)?
        // FreeType marks a missing OS/2 table with version 0xFFFF.
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2),
            case let table = raw.assumingMemoryBound(to: TT_OS2.self).pointee,
            table.version != 0xFFFF
        {
            os2Version = Int(table.version)
            typo = VerticalMetrics(
                ascender: Double(table.sTypoAscender), descender: Double(table.sTypoDescender),
                lineGap: Double(table.sTypoLineGap))
            win = VerticalMetrics(
                ascender: Double(table.usWinAscent), descender: -Double(table.usWinDescent),
                lineGap: 0)
            useTypoMetrics = table.fsSelection & (1 << 7) != 0
            if table.version >= 2 {
                if table.sCapHeight != 0 { capHeight = (Double(table.sCapHeight), .os2) }
                if table.sxHeight != 0 { xHeight = (Double(table.sxHeight), .os2) }
            }
        }
        capHeight = capHeight ?? Self.outlineTop(face, character: "H").map { ($0, .outline) }
        xHeight = xHeight ?? Self.outlineTop(face, character: "x").map { ($0, .outline) }
        let ascender = Double(record.ascender)
        let descender = Double(record.descender)
        self.init(
            unitsPerEm: Double(record.units_per_EM),
            hhea: hhea,
            typo: typo,
            win: win,
            freetype: VerticalMetrics(
                ascender: ascender, descender: descender,
                lineGap: Double(record.height) - (ascender - descender)),
            useTypoMetrics: useTypoMetrics,
            os2Version: os2Version,
            capHeight: capHeight?.0,
            capHeightSource: capHeight?.1,
            xHeight: xHeight?.0,
            xHeightSource: xHeight?.1)
    }

    /// The top of a character's outline control box in font units, or `nil` if the face has
    /// no outline for it.
    private static func outlineTop(_ face: FT_Face, character: Unicode.Scalar) -> Double? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard glyph != 0 else { return nil }
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard FT_Load_Glyph(face, glyph, FT_Int32(flags)) == 0,
            let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
            slot.pointee.outline.n_points > 0
        else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return Double(box.yMax)
    }
}
