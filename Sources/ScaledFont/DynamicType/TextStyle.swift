/// One of the eleven Dynamic Type text styles, named by its style-dictionary key.
///
/// The raw value is the key a style dictionary uses (`title`, `caption`); ``uikitName`` is the
/// name of the matching `UIFont.TextStyle` (`title1`, `caption1`). The cases are declared in
/// the order of the style list of the style dictionary format (`largeTitle` to `caption2`),
/// which is also the order of every report.
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case largeTitle
    case title
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    case caption2

    /// The name of the matching `UIFont.TextStyle` case.
    public var uikitName: String {
        switch self {
        case .title: "title1"
        case .caption: "caption1"
        default: rawValue
        }
    }

    /// The weight of the system font for this style: semibold for `headline`, else regular
    /// (Apple Human Interface Guidelines, Typography > Specifications).
    public var systemWeight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// Creates a style from a dictionary key or a UIKit name (`title1`, `caption1`).
    ///
    /// - Parameter name: the key or name, compared exactly (style keys are case-sensitive in a
    ///   property list, as in the iOS original).
    public init?(name: String) {
        switch name {
        case "title1": self = .title
        case "caption1": self = .caption
        default:
            guard let style = TextStyle(rawValue: name) else { return nil }
            self = style
        }
    }
}
