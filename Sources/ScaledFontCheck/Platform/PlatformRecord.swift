/// One record of the platform font data: the fonts of one iOS version as a public source lists
/// them, where that source is, and how sure its version label is.
public struct PlatformRecord: Sendable, Hashable, CustomStringConvertible {
    /// The version the record stands for, from which it answers until the next record
    /// (`16.0` for the record labelled `16.x`).
    public let version: OSVersion
    /// The version as the record is labelled: `26.0`, `16.x`, `13.2.2`.
    public let label: String
    /// Where the record comes from: the repository, file and commit, and its date.
    public let source: String
    /// How sure the version label is: `high` (the dump states its version), `medium`,
    /// `medium to high`, `low to medium` (read from the project that printed it).
    public let confidence: String

    /// `iOS 26.0 (github.com/…; version label confidence medium to high)`.
    public var description: String {
        "iOS \(label) (\(source); version label confidence \(confidence))"
    }
}
