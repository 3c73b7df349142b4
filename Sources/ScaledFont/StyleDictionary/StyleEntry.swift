/// One valid entry of a style dictionary: the face and size to use for a text style.
public struct StyleEntry: Sendable, Hashable, Codable {
    /// The requested font: a PostScript name, full name or family name.
    public var fontName: String
    /// The point size at the Large (default) content size category.
    public var fontSize: Double
    /// The largest point size scaling may produce, if limited.
    public var maximumPointSize: Double?
    /// The smallest point size scaling may produce, if limited.
    public var minimumPointSize: Double?
    /// The face to use when the user asks for Bold Text, if the dictionary names one (else the
    /// next heavier face of the family is used; see ``ScaledFont``).
    public var boldFontName: String?
    /// Fonts to render the characters the face lacks, in order, before Fontconfig's own
    /// fallback (Swash's cascade list); each name resolves as `fontName` does.
    public var cascade: [String]?

    /// Creates an entry.
    public init(
        fontName: String,
        fontSize: Double,
        maximumPointSize: Double? = nil,
        minimumPointSize: Double? = nil,
        boldFontName: String? = nil,
        cascade: [String]? = nil
    ) {
        self.fontName = fontName
        self.fontSize = fontSize
        self.maximumPointSize = maximumPointSize
        self.minimumPointSize = minimumPointSize
        self.boldFontName = boldFontName
        self.cascade = cascade
    }

    /// The entry's size scaled for `category` with the ramp of `style`, then clamped to the
    /// entry's minimum and maximum (see ``DynamicTypeRamp/scaledSize(_:style:category:minimum:maximum:)``).
    public func scaledSize(for style: TextStyle, category: ContentSizeCategory) -> Double {
        DynamicTypeRamp.scaledSize(
            fontSize, style: style, category: category,
            minimum: minimumPointSize, maximum: maximumPointSize)
    }

    /// The entry's size times a continuous `scale` instead of the ramp, then clamped to the
    /// entry's minimum and maximum (see ``DynamicTypeRamp/scaledSize(_:scale:minimum:maximum:)``).
    public func scaledSize(scale: Double) -> Double {
        DynamicTypeRamp.scaledSize(
            fontSize, scale: scale, minimum: minimumPointSize, maximum: maximumPointSize)
    }
}
