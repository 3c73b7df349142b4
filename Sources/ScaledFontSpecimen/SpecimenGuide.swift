/// A thin horizontal guide a specimen draws through each style's sample text, one pixel high.
///
/// The guide for a height `h` above the baseline (negative below) lies in the pixel row
/// `baselineY - round(h * pixelsPerPoint)`: the row whose top edge is at that height. So the
/// baseline guide is the first row under the ink of `H`, and the x-height guide is the top
/// row of the ink of `x` when the outline reaches exactly the x-height.
public enum SpecimenGuide: String, Sendable, Hashable, CaseIterable {
    /// The ascender line (`LineMetrics.ascender`).
    case ascender
    /// The cap height (`LineMetrics.capHeight`), when the face gives one.
    case capHeight
    /// The x-height (`LineMetrics.xHeight`), when the face gives one.
    case xHeight
    /// The baseline.
    case baseline
    /// The descender line (`LineMetrics.descender`).
    case descender

    /// The guide's colour, distinct for each guide and never near black, so that sample
    /// text stays distinguishable from guides.
    public var color: SpecimenColor {
        switch self {
        case .ascender: SpecimenColor(red: 0, green: 140, blue: 255)
        case .capHeight: SpecimenColor(red: 0, green: 170, blue: 90)
        case .xHeight: SpecimenColor(red: 255, green: 150, blue: 0)
        case .baseline: SpecimenColor(red: 230, green: 0, blue: 130)
        case .descender: SpecimenColor(red: 150, green: 90, blue: 255)
        }
    }

    /// The name the legend shows (`cap height`).
    var legendName: String {
        switch self {
        case .ascender: "ascender"
        case .capHeight: "cap height"
        case .xHeight: "x-height"
        case .baseline: "baseline"
        case .descender: "descender"
        }
    }

    /// The order guides are drawn in: where two fall on one pixel row, the later one shows.
    static let drawingOrder: [SpecimenGuide] = [
        .ascender, .capHeight, .xHeight, .descender, .baseline,
    ]
}
