import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Parsing content size categories (ScaledFontCheck.docc, CommandLineReports.md): UIKit names,
    /// SwiftUI names, short forms and UIKit raw values, in any case; output always the UIKit name.
    @Suite struct ContentSizeCategoryTests {
        /// One row per category, in the order of Apple's HIG tables: the UIKit name, the
        /// SwiftUI `DynamicTypeSize` name, the short form and the UIKit raw value.
        static let spellings: [(ContentSizeCategory, [String])] = [
            (.extraSmall, ["extraSmall", "xSmall", "xs", "UICTContentSizeCategoryXS"]),
            (.small, ["small", "small", "s", "UICTContentSizeCategoryS"]),
            (.medium, ["medium", "medium", "m", "UICTContentSizeCategoryM"]),
            (.large, ["large", "large", "l", "UICTContentSizeCategoryL"]),
            (.extraLarge, ["extraLarge", "xLarge", "xl", "UICTContentSizeCategoryXL"]),
            (
                .extraExtraLarge,
                ["extraExtraLarge", "xxLarge", "xxl", "UICTContentSizeCategoryXXL"]
            ),
            (
                .extraExtraExtraLarge,
                ["extraExtraExtraLarge", "xxxLarge", "xxxl", "UICTContentSizeCategoryXXXL"]
            ),
            (
                .accessibilityMedium,
                [
                    "accessibilityMedium", "accessibility1", "ax1",
                    "UICTContentSizeCategoryAccessibilityM",
                ]
            ),
            (
                .accessibilityLarge,
                [
                    "accessibilityLarge", "accessibility2", "ax2",
                    "UICTContentSizeCategoryAccessibilityL",
                ]
            ),
            (
                .accessibilityExtraLarge,
                [
                    "accessibilityExtraLarge", "accessibility3", "ax3",
                    "UICTContentSizeCategoryAccessibilityXL",
                ]
            ),
            (
                .accessibilityExtraExtraLarge,
                [
                    "accessibilityExtraExtraLarge", "accessibility4", "ax4",
                    "UICTContentSizeCategoryAccessibilityXXL",
                ]
            ),
            (
                .accessibilityExtraExtraExtraLarge,
                [
                    "accessibilityExtraExtraExtraLarge", "accessibility5", "ax5",
                    "UICTContentSizeCategoryAccessibilityXXXL",
                ]
            ),
        ]

        @Test(
            "Every spelling parses, in its own case, lower case and upper case",
            arguments: spellings)
        func parses(category: ContentSizeCategory, names: [String]) throws {
            for name in names {
                for variant in [name, name.lowercased(), name.uppercased()] {
                    try expectEqual(ContentSizeCategory(parsing: variant), category, "\(variant)")
                }
            }
        }

        @Test("The raw value, used in all output, is the UIKit name", arguments: spellings)
        func rawValueIsUIKitName(category: ContentSizeCategory, names: [String]) {
            expectEqual(category.rawValue, names[0])
        }

        @Test("Categories are ordered as in the HIG table; AX1 to AX5 are accessibility sizes")
        func order() {
            expectEqual(ContentSizeCategory.allCases, HIGRamp.categories)
            expectEqual(ContentSizeCategory.allCases, Self.spellings.map(\.0))
            expectEqual(ContentSizeCategory.allCases.sorted(), HIGRamp.categories)
            expectTrue(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
            expectTrue(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
            expectTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
            expectTrue(
                ContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        }

        @Test(
            "An unknown spelling throws unknownCategory with the nearest spelling",
            arguments: [
                ("extraLarg", "extraLarge"),
                ("accessibilityMedum", "accessibilityMedium"),
                ("axx5", "ax5"),
                ("UICTContentSizeCategoryXXXXL", "UICTContentSizeCategoryXXXL"),
            ])
        func unknownWithSuggestion(text: String, suggestion: String) {
            let error = #expect(throws: ScaledFontError.self) {
                try ContentSizeCategory(parsing: text)
            }
            expectEqual(error?.code, .unknownCategory)
            expectEqual(error?.message.contains("'\(text)'"), true)
            expectEqual(error?.message.contains("did you mean '\(suggestion)'"), true)
        }

        @Test("A spelling far from every category throws without a suggestion")
        func unknownWithoutSuggestion() {
            let error = #expect(throws: ScaledFontError.self) {
                try ContentSizeCategory(parsing: "gigantic-banana")
            }
            expectEqual(error?.code, .unknownCategory)
            expectEqual(error?.message.contains("did you mean"), false)
        }

        @Test("Empty input and surrounding spaces are not categories")
        func emptyAndPadded() {
            #expect(throws: ScaledFontError.self) { try ContentSizeCategory(parsing: "") }
            #expect(throws: ScaledFontError.self) { try ContentSizeCategory(parsing: " large") }
        }
    }
}
