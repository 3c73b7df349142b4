import ScaledFont

/// Where a specimen drew one text style: its label, its sample text and its guides.
///
/// All positions are pixel coordinates in the image, y down. For a row at `pixelsPerPoint`
/// p, each guide's row is `baselineY - round(value * p)` for the value in points
/// (see ``SpecimenGuide``), so a test can recompute them from a font's tables.
public struct SpecimenRow: Sendable, Hashable {
    /// The text style.
    public let style: TextStyle
    /// The face, size and metrics the style resolved to at the column's category.
    public let font: ResolvedFont
    /// The sample text: the style's dictionary key and `AVATAR office`
    /// (``Specimen/sampleText(for:)``).
    public let sampleText: String
    /// The label above the sample: face, size and line height, and for a fallback
    /// `fallback:` with the reason first.
    public let label: String
    /// The whole row: label and sample band; tinted with
    /// ``SpecimenColor/fallbackBackground`` when the style falls back. The guides run across
    /// its full width.
    public let frame: PixelRect
    /// The sample band: from the left edge of the sample's ink to the row's right edge, from
    /// a padding above the ascender guide to a padding below the descender plus the leading.
    /// Nothing but the sample and the guides is drawn in it.
    public let textFrame: PixelRect
    /// The baseline: the pixel row just under it.
    public let baselineY: Int
    /// The ascender guide's row.
    public let ascenderY: Int
    /// The descender guide's row.
    public let descenderY: Int
    /// The cap-height guide's row, when the face gives a cap height.
    public let capHeightY: Int?
    /// The x-height guide's row, when the face gives an x-height.
    public let xHeightY: Int?

    /// The row a guide is drawn in, `nil` for a cap height or x-height the face lacks.
    public func y(of guide: SpecimenGuide) -> Int? {
        switch guide {
        case .ascender: ascenderY
        case .capHeight: capHeightY
        case .xHeight: xHeightY
        case .baseline: baselineY
        case .descender: descenderY
        }
    }
}
