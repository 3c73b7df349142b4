/// How a requested font name was matched to a face.
public enum MatchedBy: String, Sendable, Hashable, Codable {
    /// The PostScript name, compared case-insensitively.
    case postscriptName
    /// A full name, compared case-insensitively.
    case fullName
    /// A family name, compared ignoring case and spaces; the family's regular face.
    case family
    /// A font built into the Apple platform checked for (the check's platform font data): not
    /// on this machine.
    case platform
    /// Not matched: the system UI face stands in (see ``FallbackReason``).
    case fallback
}

/// A face found for a requested name, and the rung of the resolution ladder that found it.
public struct FontMatch: Sendable, Hashable {
    /// The face.
    public let face: FontFace
    /// Which rung matched: PostScript name, full name or family.
    public let matchedBy: MatchedBy
}
