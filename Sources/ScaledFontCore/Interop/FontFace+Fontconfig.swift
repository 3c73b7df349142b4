internal import CFontconfig

extension FontFace {
    /// Reads a face's names, file and style properties from a Fontconfig pattern.
    ///
    /// - Returns: `nil` for a pattern with no file (nothing FreeType could open).
    package init?(_ pattern: FontconfigPattern, registered: Bool) {
        guard let file = pattern.string(FC_FILE) else { return nil }
        let properties = pattern.faceProperties
        self.init(
            postscriptName: pattern.string(FC_POSTSCRIPT_NAME) ?? "",
            families: pattern.strings(FC_FAMILY),
            fullNames: pattern.strings(FC_FULLNAME),
            style: pattern.string(FC_STYLE) ?? "",
            file: file,
            index: properties.index,
            weight: properties.weight,
            slant: properties.slant,
            width: properties.width,
            isRegistered: registered)
    }
}

extension FontconfigPattern {
    /// A face's index, weight (on the OpenType scale), slant and width, with Fontconfig's
    /// defaults for those the pattern lacks.
    package var faceProperties: (index: Int, weight: FontWeight, slant: FontFace.Slant, width: Int)
    {
        let fontconfigWeight = number(FC_WEIGHT, preferring: Double(FC_WEIGHT_REGULAR))
        let slant: FontFace.Slant =
            switch Int32(integer(FC_SLANT) ?? Int(FC_SLANT_ROMAN)) {
            case FC_SLANT_ITALIC: .italic
            case FC_SLANT_OBLIQUE: .oblique
            default: .upright
            }
        return (
            index: integer(FC_INDEX) ?? 0,
            weight: FontWeight(
                rawValue: Int(FcWeightToOpenTypeDouble(fontconfigWeight ?? 80).rounded())),
            slant: slant,
            width: integer(FC_WIDTH) ?? Int(FC_WIDTH_NORMAL)
        )
    }
}
