/// A font built into an Apple platform, found by name in the platform font data: the app can
/// use it without bundling it, but it is not on this machine (no file, no metrics).
public struct PlatformFont: Sendable, Hashable, CustomStringConvertible {
    /// The PostScript name the device knows, e.g. `Noteworthy-Bold`; `nil` for a family name,
    /// whose face the device picks.
    public let postscriptName: String?
    /// The family, where the data records it.
    public let family: String?
    /// The platform and the recorded version whose data has it, e.g. `ios@26.0`, or the range
    /// (`ios@17.0+`).
    public let platform: String
    /// Whether the name matched the PostScript name or a family name.
    public let matchedBy: MatchedBy

    /// `Noteworthy-Bold`, or `family Futura (the device picks its regular face)`.
    public var description: String {
        postscriptName ?? "family \(family ?? "") (the device picks its regular face)"
    }
}
