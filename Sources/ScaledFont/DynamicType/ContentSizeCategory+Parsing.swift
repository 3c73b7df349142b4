extension ContentSizeCategory {
    /// Every spelling a user may type for each category, in the order UIKit name, SwiftUI
    /// `DynamicTypeSize` name, short form, UIKit raw value (reference/dynamic-type.md).
    public static let spellings: [ContentSizeCategory: [String]] = [
        .extraSmall: ["extraSmall", "xSmall", "xs", "UICTContentSizeCategoryXS"],
        .small: ["small", "s", "UICTContentSizeCategoryS"],
        .medium: ["medium", "m", "UICTContentSizeCategoryM"],
        .large: ["large", "l", "UICTContentSizeCategoryL"],
        .extraLarge: ["extraLarge", "xLarge", "xl", "UICTContentSizeCategoryXL"],
        .extraExtraLarge: ["extraExtraLarge", "xxLarge", "xxl", "UICTContentSizeCategoryXXL"],
        .extraExtraExtraLarge: [
            "extraExtraExtraLarge", "xxxLarge", "xxxl", "UICTContentSizeCategoryXXXL",
        ],
        .accessibilityMedium: [
            "accessibilityMedium", "accessibility1", "ax1",
            "UICTContentSizeCategoryAccessibilityM",
        ],
        .accessibilityLarge: [
            "accessibilityLarge", "accessibility2", "ax2",
            "UICTContentSizeCategoryAccessibilityL",
        ],
        .accessibilityExtraLarge: [
            "accessibilityExtraLarge", "accessibility3", "ax3",
            "UICTContentSizeCategoryAccessibilityXL",
        ],
        .accessibilityExtraExtraLarge: [
            "accessibilityExtraExtraLarge", "accessibility4", "ax4",
            "UICTContentSizeCategoryAccessibilityXXL",
        ],
        .accessibilityExtraExtraExtraLarge: [
            "accessibilityExtraExtraExtraLarge", "accessibility5", "ax5",
            "UICTContentSizeCategoryAccessibilityXXXL",
        ],
    ]

    private static let bySpelling: [String: ContentSizeCategory] = {
        var table: [String: ContentSizeCategory] = [:]
        for (category, names) in spellings {
            for name in names { table[name.lowercased()] = category }
        }
        return table
    }()

    /// Parses a category from any accepted spelling, ignoring case.
    ///
    /// - Parameter text: a UIKit name (`accessibilityExtraLarge`), SwiftUI name (`xxLarge`,
    ///   `accessibility3`), short form (`xl`, `ax3`) or UIKit raw value
    ///   (`UICTContentSizeCategoryXL`).
    /// - Throws: ``ScaledFontError`` with code `.unknownCategory`, whose message suggests the
    ///   nearest spelling and lists the valid ones (``validSpellings``).
    public init(parsing text: String) throws(ScaledFontError) {
        if let category = Self.bySpelling[text.lowercased()] {
            self = category
            return
        }
        let candidates = ContentSizeCategory.allCases.flatMap { Self.spellings[$0]! }
        var message = "unknown content size category '\(text)'"
        if let nearest = NearestName.find(text, among: candidates) {
            let category = Self.bySpelling[nearest.lowercased()]!
            message +=
                nearest == category.rawValue
                ? "; did you mean '\(nearest)'?"
                : "; did you mean '\(nearest)' (\(category.rawValue))?"
        }
        message += "; " + Self.validSpellings
        throw ScaledFontError(.unknownCategory, message)
    }

    /// The valid spellings in words, for error messages: the 12 UIKit names from smallest to
    /// largest with their short forms, and the other accepted forms.
    public static let validSpellings: String = {
        let names = allCases.map { category in
            let short = spellings[category]!.first { $0.count <= 4 }
            return short.map { "\(category.rawValue) (\($0))" } ?? category.rawValue
        }
        return "valid categories: " + names.joined(separator: ", ")
            + "; SwiftUI names (xxLarge, accessibility3) and UIKit raw values "
            + "(UICTContentSizeCategoryXL) are accepted too"
    }()
}
