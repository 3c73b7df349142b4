internal import CFreeType

extension FreeTypeLibrary {
    /// The characters of `scalars` that face `index` of a font file has no glyph for in its
    /// Unicode character map (`FT_New_Face`, which selects the Unicode cmap, then
    /// `FT_Get_Char_Index` for each character: 0 means no glyph).
    ///
    /// - Returns: the missing characters, in the order given; all of them when the face has
    ///   no Unicode cmap.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when FreeType cannot open the face.
    func missingCharacters(
        file: String, index: Int, among scalars: [Unicode.Scalar]
    ) throws(ScaledFontError) -> [Unicode.Scalar] {
        try withFace(file: file, index: index) { face in
            guard let charmap = face.pointee.charmap,
                charmap.pointee.encoding == FT_ENCODING_UNICODE
            else { return scalars }
            return scalars.filter { FT_Get_Char_Index(face, FT_ULong($0.value)) == 0 }
        }
    }
}
