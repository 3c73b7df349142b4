/// A font built into an Apple platform, found by name in the platform font data: the app can
/// use it without bundling it, but it is not on this machine (no file, no metrics).
public struct PlatformFont: Sendable, Hashable {
    /// The PostScript name the device knows, e.g. `Noteworthy-Bold`.
    public let postscriptName: String
    /// The family, where the data records it.
    public let family: String?
    /// The platform and the recorded version whose data has it, e.g. `ios@15.5`.
    public let platform: String
    /// Whether the name matched the PostScript name or a family name.
    public let matchedBy: MatchedBy
}
