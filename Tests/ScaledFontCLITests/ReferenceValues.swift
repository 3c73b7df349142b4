import ScaledFontTestSupport

/// Expected values with a named source, never copied from the tool's own output.
enum Reference {
    /// The 11 style keys in the library's order.
    static let styles = HIGRampTable.styles

    /// The 12 categories by UIKit name, smallest first.
    static let categories = HIGRampTable.categories

    /// The system size of a style at a category: the HIG ramp (``HIGRampTable``, shared with
    /// the library tests).
    static func rampSize(_ style: String, _ category: String) -> Double {
        HIGRampTable.size(style, category)
    }

    /// The `fontSize` of each style in Examples/NotoSerif.plist (and the TestData
    /// dictionaries derived from it), at the Large category.
    static let notoSerifSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17,
        "subheadline": 15, "body": 17, "callout": 16, "footnote": 13, "caption": 12,
        "caption2": 11,
    ]

    /// The font each style of Examples/NotoSerif.plist resolves to: `NotoSerif` is the
    /// family, whose regular face is NotoSerif-Regular.
    static let notoSerifFaces: [String: String] = [
        "largeTitle": "NotoSerif-Regular", "title": "NotoSerif-Regular",
        "title2": "NotoSerif-Regular", "title3": "NotoSerif-Regular",
        "headline": "NotoSerif-Bold", "subheadline": "NotoSerif-Italic",
        "body": "NotoSerif-Regular", "callout": "NotoSerif-Regular",
        "footnote": "NotoSerif-Regular", "caption": "NotoSerif-Italic",
        "caption2": "NotoSerif-Italic",
    ]

    /// Noto Serif's table values, the same in all four bundled faces (Fonts/NotoSerif), as
    /// fontTools reads them (`ttx -t head -t hhea -t OS/2`): head.unitsPerEm 1000,
    /// hhea.ascender 1069, hhea.descender -293, hhea.lineGap 0, OS/2 version 4,
    /// OS/2.sCapHeight 714, OS/2.sxHeight 536.
    enum NotoSerif {
        static let unitsPerEm = 1000.0
        static let ascender = 1069.0
        static let descender = -293.0
        static let lineGap = 0.0
        static let capHeight = 714.0
        static let xHeight = 536.0

        /// MetricsDefinitions.md (DocC catalog): `value * p / unitsPerEm` for each value at point
        /// size `p`;
        /// `lineHeight = ascender - descender + leading`.
        static func metrics(at size: Double) -> [String: Double] {
            [
                "ascender": ascender * size / unitsPerEm,
                "descender": descender * size / unitsPerEm,
                "leading": lineGap * size / unitsPerEm,
                "lineHeight": (ascender - descender + lineGap) * size / unitsPerEm,
                "capHeight": capHeight * size / unitsPerEm,
                "xHeight": xHeight * size / unitsPerEm,
            ]
        }
    }

    /// Whether two computed values agree to 1e-12 relative: the tool multiplies and divides
    /// in another order than these formulas, which may differ in the last bit.
    static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
    }
}
