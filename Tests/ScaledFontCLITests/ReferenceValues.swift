/// Expected values with a named source, never copied from the tool's own output.
enum Reference {
    /// The iOS Dynamic Type point sizes: rows in DESIGN.md's style order, columns xS, S, M,
    /// L, XL, XXL, XXXL, AX1 ... AX5. Source: Apple Human Interface Guidelines, Typography >
    /// Specifications (iOS Dynamic Type sizes), as tabulated in reference/dynamic-type.md.
    static let ramp: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The 11 style keys in DESIGN.md's order (Style dictionary section).
    static let styles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]

    /// The 12 categories by UIKit name, smallest first (reference/dynamic-type.md).
    static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
        "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
        "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The system size of a style at a category.
    static func rampSize(_ style: String, _ category: String) -> Double {
        ramp[style]![categories.firstIndex(of: category)!]
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

        /// DESIGN.md, Metrics: `value * p / unitsPerEm` for each value at point size `p`;
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
