/// What a check found for one text style: where its face comes from, the face when it is on
/// this machine, and why it falls back if it does.
public struct CheckEntry: Sendable, Hashable {
    /// The text style.
    public let style: TextStyle
    /// Resolved to the dictionary's font, or falling back.
    public let status: ResolvedFont.Status
    /// Where the face comes from: bundled, installed, platform or fallback.
    public let source: FontSource
    /// Why the style falls back, `nil` when resolved.
    public let fallbackReason: FallbackReason?
    /// The style's entry when it is valid (its `fontName`, `fontSize` and clamps).
    public let entry: StyleEntry?
    /// How the name was found: a rung of the ladder, `platform`, or `fallback`.
    public let matchedBy: MatchedBy
    /// The face's PostScript name; `nil` for a fallback on an Apple platform (the platform's
    /// system font is hidden and not on this machine) and for a platform font named by its
    /// family (the device picks the face; ``message`` says so).
    public let postscriptName: String?
    /// The face on this machine, `nil` for a platform font and for a fallback on any
    /// platform but Linux (the device's system font is not here).
    public let face: FontFace?
    /// For a platform font, and a fallback on an Apple platform: the platform and recorded
    /// version (`ios@26.0`), or the range (`ios@17.0+`).
    public let platform: String?
    /// The fallback explained for a person, naming the file and style; for a platform font
    /// named by its family, `family Futura (the device picks its regular face)`; otherwise
    /// `nil`.
    public let message: String?

    /// The `fontName` of the entry, if it has one.
    public var requestedName: String? { entry?.fontName }
}
