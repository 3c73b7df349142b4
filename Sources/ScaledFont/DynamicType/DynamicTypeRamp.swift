/// The iOS Dynamic Type size ramp and the scaling rule built on it.
///
/// Point sizes from the Apple Human Interface Guidelines, Typography > Specifications (iOS,
/// iPadOS Dynamic Type sizes).
public enum DynamicTypeRamp {
    /// The system point size of `style` at `category` (what `UIFont.preferredFont` uses).
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Double(sizes[style.ordinal][category.ordinal])
    }

    /// Scales a size given for the Large category to `category`, then clamps it.
    ///
    /// `scaled = size * ramp(style, category) / ramp(style, .large)`, unrounded, then raised to
    /// `minimum` and lowered to `maximum` when given (the entry's `minimumPointSize` and
    /// `maximumPointSize`, as `UIFontMetrics.scaledFont(for:maximumPointSize:)`).
    public static func scaledSize(
        _ size: Double,
        style: TextStyle,
        category: ContentSizeCategory,
        minimum: Double? = nil,
        maximum: Double? = nil
    ) -> Double {
        clamped(
            DecimalArithmetic.product(
                [size, pointSize(style, category)], dividedBy: [pointSize(style, .large)]),
            minimum: minimum, maximum: maximum)
    }

    /// Scales a size given for the Large category by a continuous factor instead of the
    /// ramp, then clamps it: `scaled = size * scale`, raised to `minimum` and lowered to
    /// `maximum` when given (Flutter's `TextScaler.linear` with a clamp).
    public static func scaledSize(
        _ size: Double, scale: Double, minimum: Double? = nil, maximum: Double? = nil
    ) -> Double {
        clamped(DecimalArithmetic.product([size, scale]), minimum: minimum, maximum: maximum)
    }

    private static func clamped(_ size: Double, minimum: Double?, maximum: Double?) -> Double {
        var clamped = size
        if let minimum { clamped = Swift.max(clamped, minimum) }
        if let maximum { clamped = Swift.min(clamped, maximum) }
        return clamped
    }

    /// Rows in `TextStyle` order, columns in `ContentSizeCategory` order (xS ... AX5).
    private static let sizes: [[Int]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title (title1)
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption (caption1)
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]
}

extension TextStyle {
    /// The position of the style in ``allCases``.
    @usableFromInline package var ordinal: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .subheadline: 5
        case .body: 6
        case .callout: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }
}
