/// Line metrics of a face at one size, in points with the baseline at 0 and y up.
///
/// Values are exact (unrounded) unless produced by ``pixels(perPoint:rounding:)`` with
/// grid fitting.
public struct LineMetrics: Sendable, Hashable, Codable {
    /// The size the values are for.
    public var pointSize: Double
    /// The face's em square in font units.
    public var unitsPerEm: Double
    /// The table the values were taken from.
    public var table: MetricsTable
    /// Distance from the baseline up to the ascender line (positive).
    public var ascender: Double
    /// Distance from the baseline down to the descender line (negative, as `UIFont`).
    public var descender: Double
    /// The line gap.
    public var leading: Double
    /// `ascender - descender + leading`.
    public var lineHeight: Double
    /// Height of capital letters, if known.
    public var capHeight: Double?
    /// Height of lower-case letters, if known.
    public var xHeight: Double?

    /// How pixel values are rounded.
    public enum PixelRounding: String, Sendable, Hashable, Codable {
        /// No rounding: exact values times the scale.
        case none
        /// FreeType's grid fitting for `FT_Size_Metrics`: ascender rounded up, descender
        /// down, leading, cap height and x-height to the nearest pixel; line height follows.
        case gridFit
    }

    /// The same metrics in pixels.
    ///
    /// - Parameters:
    ///   - perPoint: pixels per point (device DPI / 72; 1 at 72 dpi, 2 for a 2x screen).
    ///   - rounding: `.none` for exact values, `.gridFit` for FreeType's rounding.
    public func pixels(perPoint: Double, rounding: PixelRounding = .none) -> LineMetrics {
        var scaled = self
        scaled.ascender *= perPoint
        scaled.descender *= perPoint
        scaled.leading *= perPoint
        scaled.capHeight = capHeight.map { $0 * perPoint }
        scaled.xHeight = xHeight.map { $0 * perPoint }
        if rounding == .gridFit {
            scaled.ascender.round(.up)
            scaled.descender.round(.down)
            scaled.leading.round()
            scaled.capHeight?.round()
            scaled.xHeight?.round()
        }
        scaled.lineHeight = scaled.ascender - scaled.descender + scaled.leading
        return scaled
    }
}
