import ScaledFont

/// One content size category of a specimen: a header with the category's name, then one row
/// per text style in the order of `TextStyle.allCases`.
public struct SpecimenColumn: Sendable, Hashable {
    /// The category every row of the column is drawn at.
    public let category: ContentSizeCategory
    /// The column: its header and all its rows.
    public let frame: PixelRect
    /// The rows, one per text style.
    public let rows: [SpecimenRow]
}
