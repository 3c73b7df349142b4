/// The user's preferred content size, as iOS's `UIContentSizeCategory`.
///
/// The raw value is the UIKit name, which every report uses. Parse user input with
/// ``init(parsing:)``, which also takes SwiftUI names, short forms and UIKit raw values.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The default category, `large`: a style dictionary's sizes are given for it.
    public static let `default` = ContentSizeCategory.large

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The position of the category in ``allCases``.
    @usableFromInline package var ordinal: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    /// Whether `lhs` is a smaller category than `rhs`, in the order of the ramp.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}
