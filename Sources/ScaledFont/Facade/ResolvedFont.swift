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
    /// The line metrics at ``pointSize`` with the scaled font's metrics policy.
    public let metrics: LineMetrics
    /// What the answers of one style share at every size: made once per style and Bold Text
    /// setting, so that a scaled font's 264 answers hold one reference each rather than a copy
    /// of the face, its metrics and the Bold Text mapping (700 bytes an answer, which made a
    /// check of thousands of dictionaries take gigabytes).
    private let shared: Shared

    /// Resolved or fallback.
    public var status: Status { shared.status }
    /// Why the style fell back, `nil` when resolved.
    public var fallbackReason: FallbackReason? { shared.fallbackReason }
    /// The fallback explained for a person (names the file, style and font), `nil` when
    /// resolved.
    public var message: String? { shared.message }
    /// The fallback explained without the file and style (`font 'X' is not installed or
    /// bundled`), for reports that show those in their own columns; `nil` when resolved.
    package var fallbackDetail: String? { shared.fallbackDetail }
    /// The `fontName` of the style's entry, if the entry has one.
    public var requestedName: String? { shared.requestedName }
    /// The `fontSize` of the style's entry (at Large), if the entry has one.
    public var requestedSize: Double? { shared.requestedSize }
    /// The face used.
    public var face: FontFace { shared.face }
    /// How the face was found: the rung of the resolution ladder, or `.fallback`.
    public var matchedBy: MatchedBy { shared.matchedBy }
    /// The size-independent metrics of the face.
    public var faceMetrics: FaceMetrics { shared.faceMetrics }
    /// How Bold Text chose ``face``, `nil` when Bold Text was not asked for.
    public var boldText: BoldTextMapping? { shared.boldText }

    /// An answer at one size with the parts its style shares at every size.
    package init(
        style: TextStyle, category: ContentSizeCategory, scale: Double?, metrics: LineMetrics,
        shared: Shared
    ) {
        self.style = style
        self.category = category
        self.scale = scale
        self.metrics = metrics
        self.shared = shared
    }

    /// The parts of an answer that do not depend on the size: immutable, and shared by the
    /// answers of one style (and Bold Text setting) at every category and scale.
    ///
    /// `Sendable`: a final class of `let`s of `Sendable` values.
    package final class Shared: Sendable, Hashable {
        let status: Status
        let fallbackReason: FallbackReason?
        let message: String?
        let fallbackDetail: String?
        let requestedName: String?
        let requestedSize: Double?
        let face: FontFace
        let matchedBy: MatchedBy
        let faceMetrics: FaceMetrics
        let boldText: BoldTextMapping?

        package init(
            status: Status, fallbackReason: FallbackReason?, message: String?,
            fallbackDetail: String?, requestedName: String?, requestedSize: Double?,
            face: FontFace, matchedBy: MatchedBy, faceMetrics: FaceMetrics,
            boldText: BoldTextMapping?
        ) {
            self.status = status
            self.fallbackReason = fallbackReason
            self.message = message
            self.fallbackDetail = fallbackDetail
            self.requestedName = requestedName
            self.requestedSize = requestedSize
            self.face = face
            self.matchedBy = matchedBy
            self.faceMetrics = faceMetrics
            self.boldText = boldText
        }

        /// Equal when every part is (the same object is, at once).
        package static func == (lhs: Shared, rhs: Shared) -> Bool {
            lhs === rhs
                || (lhs.status == rhs.status && lhs.fallbackReason == rhs.fallbackReason
                    && lhs.message == rhs.message && lhs.fallbackDetail == rhs.fallbackDetail
                    && lhs.requestedName == rhs.requestedName
                    && lhs.requestedSize == rhs.requestedSize && lhs.face == rhs.face
                    && lhs.matchedBy == rhs.matchedBy && lhs.faceMetrics == rhs.faceMetrics
                    && lhs.boldText == rhs.boldText)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(status)
            hasher.combine(fallbackReason)
            hasher.combine(message)
            hasher.combine(fallbackDetail)
            hasher.combine(requestedName)
            hasher.combine(requestedSize)
            hasher.combine(face)
            hasher.combine(matchedBy)
            hasher.combine(faceMetrics)
            hasher.combine(boldText)
        }
    }

    /// The point size: the entry's size scaled and clamped for the category, or the system
    /// size of the style at the category when falling back.
    public var pointSize: Double { metrics.pointSize }
    /// The face's PostScript name, as `UIFont.fontName`.
    public var fontName: String { face.postscriptName }
    /// The face's family, as `UIFont.familyName`.
    public var familyName: String { face.family }
}
