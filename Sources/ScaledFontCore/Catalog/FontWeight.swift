/// A font weight on the OpenType `usWeightClass` scale (100 thin ... 900 black).
public struct FontWeight: RawRepresentable, Sendable, Hashable, Comparable, Codable {
    /// The OpenType weight class.
    public var rawValue: Int

    /// Creates a weight from an OpenType weight class.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Weight class 400.
    public static let regular = FontWeight(rawValue: 400)
    /// Weight class 600.
    public static let semibold = FontWeight(rawValue: 600)
    /// Weight class 700.
    public static let bold = FontWeight(rawValue: 700)

    /// Whether `lhs` is lighter than `rhs` (a lower weight class).
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
