internal import CFontconfig

extension FontconfigConfiguration {
    /// Fontconfig's fallback order for a face: the faces `fc-match --sort` lists for its
    /// family, weight and slant, trimmed to those that add characters to the ones before
    /// (`FcConfigSubstitute`, `FcDefaultSubstitute`, `FcFontSort` with trim).
    ///
    /// - Returns: the faces in Fontconfig's order (their `isRegistered` is not meaningful:
    ///   look them up in the catalog by file and index).
    package func sortedFaces(
        family: String, weight: FontWeight, slant: FontFace.Slant
    ) -> [FontFace] {
        let pattern = FontconfigPattern()
        pattern.add(FC_FAMILY, string: family)
        pattern.add(FC_WEIGHT, integer: FcWeightFromOpenType(Int32(weight.rawValue)))
        let fontconfigSlant =
            switch slant {
            case .upright: FC_SLANT_ROMAN
            case .italic: FC_SLANT_ITALIC
            case .oblique: FC_SLANT_OBLIQUE
            }
        pattern.add(FC_SLANT, integer: fontconfigSlant)
        _ = FcConfigSubstitute(handle, pattern.handle, FcMatchPattern)
        FcDefaultSubstitute(pattern.handle)
        var result = FcResultNoMatch
        guard let set = FcFontSort(handle, pattern.handle, FcTrue, nil, &result) else {
            return []
        }
        defer { FcFontSetDestroy(set) }
        return (0..<Int(set.pointee.nfont)).compactMap { i in
            set.pointee.fonts[i].flatMap {
                FontFace(FontconfigPattern(borrowing: $0), registered: false)
            }
        }
    }
}
