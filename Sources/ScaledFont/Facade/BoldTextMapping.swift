/// How the Bold Text setting (iOS `UIAccessibility.isBoldTextEnabled`) changed a style's face.
public struct BoldTextMapping: Sendable, Hashable {
    /// Where the bolder face came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The entry's `boldFontName`.
        case boldFontName
        /// The next heavier face of the same family, slant and width
        /// (``FontCatalog/nextHeavierFace(than:)``).
        case nextHeavierFace
        /// No bolder face could be used; the face without Bold Text is kept (see ``detail``).
        case unavailable
    }

    /// Where the bolder face came from, or that there is none.
    public let source: Source
    /// The face the style uses without Bold Text.
    public let regularFace: FontFace
    /// The entry's `boldFontName`, if it names one.
    public let boldFontName: String?
    /// Why no bolder face is used, when ``source`` is `unavailable`.
    public let detail: String?

    /// Creates a mapping.
    public init(source: Source, regularFace: FontFace, boldFontName: String?, detail: String?) {
        self.source = source
        self.regularFace = regularFace
        self.boldFontName = boldFontName
        self.detail = detail
    }
}
