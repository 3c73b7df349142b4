/// The iOS Dynamic Type ramp, typed from Apple's Human Interface Guidelines (Typography >
/// Specifications, iOS Dynamic Type sizes). Independent of the library's own copy, which the
/// tests compare against it: the one copy both test targets use, keyed by the names a style
/// dictionary and the CLI's reports use.
public enum HIGRampTable {
    /// The 11 style keys, in the library's order (largest first; subheadline after headline).
    public static let styles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]

    /// The 12 categories by UIKit name, smallest first: the columns of ``rows``: xS, S, M, L,
    /// XL, XXL, XXXL, AX1 ... AX5.
    public static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
        "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
        "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The point sizes of each style, one per category in the order of ``categories``.
    public static let rows: [String: [Double]] = [
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

    /// The HIG point size of a style at a category, by name.
    public static func size(_ style: String, _ category: String) -> Double {
        rows[style]![categories.firstIndex(of: category)!]
    }
}
