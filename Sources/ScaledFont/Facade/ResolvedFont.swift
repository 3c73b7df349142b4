/// The answer to `font(forTextStyle:category:)`: the face a text style uses at a content size
/// category, its point size and line metrics, and why it fell back if it did.
public struct ResolvedFont: Sendable, Hashable {
    /// Whether the dictionary's font was used.
    public enum Status: String, Sendable, Hashable, Codable {
        /// The dictionary's entry resolved to an installed or bundled face.
        case resolved
        /// The system UI face stands in; see ``fallbackReason``.
        case fallback
    }

    /// The text style.
    public let style: TextStyle
    /// The content size category (`large` when ``scale`` is given: the ramp is not used).
    public let category: ContentSizeCategory
    /// The continuous scale the size was multiplied by, `nil` when the size comes from the
    /// ramp for ``category`` (see ``ScaledFont/font(forTextStyle:scale:boldText:)``).
    public let scale: Double?
    /// Resolved or fallback.
    public let status: Status
    /// Why the style fell back, `nil` when resolved.
    public let fallbackReason: FallbackReason?
    /// The fallback explained for a person (names the file, style and font), `nil` when
    /// resolved.
    public let message: String?
    /// The fallback explained without the file and style (`font 'X' is not installed or
    /// bundled`), for reports that show those in their own columns; `nil` when resolved.
    package let fallbackDetail: String?
    /// The `fontName` of the style's entry, if the entry has one.
    public let requestedName: String?
    /// The `fontSize` of the style's entry (at Large), if the entry has one.
    public let requestedSize: Double?
    /// The face used.
    public let face: FontFace
    /// How the face was found: the rung of the resolution ladder, or `.fallback`.
    public let matchedBy: MatchedBy
    /// The size-independent metrics of the face.
    public let faceMetrics: FaceMetrics
    /// The line metrics at ``pointSize`` with the scaled font's metrics policy.
    public let metrics: LineMetrics
    /// How Bold Text chose ``face``, `nil` when Bold Text was not asked for.
    public let boldText: BoldTextMapping?

    /// The point size: the entry's size scaled and clamped for the category, or the system
    /// size of the style at the category when falling back.
    public var pointSize: Double { metrics.pointSize }
    /// The face's PostScript name, as `UIFont.fontName`.
    public var fontName: String { face.postscriptName }
    /// The face's family, as `UIFont.familyName`.
    public var familyName: String { face.family }
}
