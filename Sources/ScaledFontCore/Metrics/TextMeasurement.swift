/// The width of a text set in one line at a point size, shaped by HarfBuzz: the answer of
/// ``FontCatalog/measure(_:face:pointSize:cascade:policy:)`` and
/// ``ScaledFont/measure(_:forTextStyle:category:boldText:catalog:)``.
///
/// Advances are unhinted and unrounded, as CoreText measures: HarfBuzz's OpenType advances
/// in font units (kerning, ligatures and marks applied) times the point size over the face's
/// units per em.
public struct TextMeasurement: Sendable, Hashable {
    /// A stretch of the text shaped in one face.
    public struct Run: Sendable, Hashable {
        /// The face the run is shaped in: the style's face, or a cascade face for characters
        /// the style's face lacks.
        public let face: FontFace
        /// Where the run starts, as an offset in Unicode scalars of the text.
        public let start: Int
        /// Where the run ends (exclusive), as an offset in Unicode scalars.
        public let end: Int
        /// The run's advance in points.
        public let advance: Double
        /// The glyphs HarfBuzz set, in visual order, with positions in the face's font units.
        package let glyphs: [ShapedGlyph]
        /// The face's units per em, which the glyphs' positions are in.
        package let unitsPerEm: Double

        /// The number of glyphs the run is set with (fewer than its characters where a
        /// ligature joins them).
        public var glyphCount: Int { glyphs.count }
    }

    /// The text measured.
    public let text: String
    /// The point size the text is set at.
    public let pointSize: Double
    /// The advance of the whole text in points: the runs' advances added up, in order.
    public let advance: Double
    /// The line height of the style's face at ``pointSize`` (its ``LineMetrics/lineHeight``);
    /// cascade faces do not change it.
    public let lineHeight: Double
    /// The runs, in text order, covering the text without gaps; none for an empty text.
    public let runs: [Run]
}
