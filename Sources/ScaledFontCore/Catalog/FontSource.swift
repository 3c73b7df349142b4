/// Where the face a style uses comes from.
public enum FontSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// A registered font folder: the app's bundled fonts.
    case bundled
    /// The fonts installed on this machine (only for the Linux platform).
    case installed
    /// The fonts built into the Apple platform checked for; not on this machine.
    case platform
    /// The style falls back to the system font.
    case fallback
}
