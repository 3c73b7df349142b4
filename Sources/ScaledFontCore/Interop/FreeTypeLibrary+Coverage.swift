internal import CFreeType

extension FreeTypeLibrary {
    /// The characters of `scalars` that face `index` of a font file has a glyph for in its
    /// Unicode character map, in code point order; none when it has no Unicode cmap.
    ///
    /// The cost is linear in the smaller of the two: a few characters are looked up one by
    /// one (`FT_Get_Char_Index`), while many are met by walking the cmap once
    /// (`FT_Get_First_Char`, `FT_Get_Next_Char`), so a text of a million distinct characters
    /// costs no more per face than the face's own character count.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when FreeType cannot open the face.
    package func coveredCharacters(
        file: String, index: Int, among scalars: ScalarBitmap
    ) throws(ScaledFontError) -> [Unicode.Scalar] {
        try withFace(file: file, index: index) { face in
            guard let charmap = face.pointee.charmap,
                charmap.pointee.encoding == FT_ENCODING_UNICODE
            else { return [] }
            // A cmap maps at most a few tens of thousands of characters; below this many, looking
            // each one up is the cheaper way.
            if scalars.count <= 4_096 {
                return scalars.members.filter { FT_Get_Char_Index(face, FT_ULong($0.value)) != 0 }
            }
            var covered: [Unicode.Scalar] = []
            var glyph: FT_UInt = 0
            var code = FT_Get_First_Char(face, &glyph)
            while glyph != 0 {
                if code <= 0x10FFFF, scalars.contains(UInt32(code)),
                    let scalar = Unicode.Scalar(UInt32(code))
                {
                    covered.append(scalar)
                }
                code = FT_Get_Next_Char(face, code, &glyph)
            }
            return covered
        }
    }
}
