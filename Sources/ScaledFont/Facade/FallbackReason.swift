/// Why a text style uses the system UI face instead of the dictionary's font.
public enum FallbackReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The dictionary has no entry for the style.
    case styleMissing
    /// The style's entry is invalid (missing or wrong `fontName` / `fontSize`).
    case invalidEntry
    /// The entry names a font that is neither installed nor bundled (or cannot be read).
    case fontNotInstalled
    /// The dictionary file itself cannot be read or parsed.
    case dictionaryUnreadable
}
