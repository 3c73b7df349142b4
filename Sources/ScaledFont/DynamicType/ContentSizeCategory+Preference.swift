extension ContentSizeCategory {
    /// The body size of the Large category, in points: what a text-scaling factor of 1
    /// stands for (Apple Human Interface Guidelines, iOS Dynamic Type sizes).
    public static let referenceBodySize = 17.0

    /// The category whose body size is nearest to `17 pt × factor`: how a desktop's
    /// continuous text-scaling factor (GNOME's `text-scaling-factor`) maps to Dynamic Type.
    ///
    /// Body sizes per category are the HIG's: 14, 15, 16, **17**, 19, 21, 23, 28, 33, 40, 47,
    /// 53 pt (xS … AX5). A factor exactly halfway between two categories maps to the larger
    /// one, so asking for larger text never gives smaller text. Factors beyond the ends map to
    /// extraSmall and accessibilityExtraExtraExtraLarge. Examples: 1.0 → large, 1.25 (GNOME's
    /// Large Text switch, 21.25 pt) → extraExtraLarge, 1.5 (25.5 pt, halfway between 23 and 28)
    /// → accessibilityMedium, 2.0 (34 pt) → accessibilityLarge, 3.0 (51 pt) →
    /// accessibilityExtraExtraExtraLarge.
    ///
    /// - Parameter factor: the scaling factor (1 = the default size); finite and > 0.
    /// - Throws: ``ScaledFontError`` `.invalidScale` when `factor` is not finite or not > 0.
    public init(textScalingFactor factor: Double) throws(ScaledFontError) {
        guard factor.isFinite, factor > 0 else {
            throw ScaledFontError(
                .invalidScale,
                "text-scaling factor \(factor) is not a positive number (1 is the default size)")
        }
        let body = Self.referenceBodySize * factor
        var best = ContentSizeCategory.extraSmall
        for category in ContentSizeCategory.allCases {
            let distance = abs(DynamicTypeRamp.pointSize(.body, category) - body)
            let bestDistance = abs(DynamicTypeRamp.pointSize(.body, best) - body)
            // Categories ascend, so `<=` lets the larger of two equally near ones win.
            if distance <= bestDistance { best = category }
        }
        self = best
    }
}
