/// Where the face a style uses comes from.
public enum FontSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// A registered font folder: the app's bundled fonts.
    case bundled
    /// A font the app registers itself at run time (`CTFontManagerRegisterFontsForURL`,
    /// often from a Swift package's resource bundle): the app's, without a `UIAppFonts` entry.
    case registered
    /// The fonts installed on this machine (only for the Linux platform).
    case installed
    /// The fonts built into the Apple platform checked for; not on this machine.
    case platform
    /// The style falls back to the system font.
    case fallback
}
