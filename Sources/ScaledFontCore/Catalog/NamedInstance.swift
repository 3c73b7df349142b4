/// A named instance of a variable font: one of the styles its `fvar` table names, with its
/// place on each variation axis.
public struct NamedInstance: Sendable, Hashable, Codable {
    /// One axis value of the instance.
    public struct Coordinate: Sendable, Hashable, Codable {
        /// The axis tag (`wght`, `wdth`, `opsz`).
        public let axis: String
        /// The value in the axis's design units (`wght` 600).
        public let value: Double

        /// Creates a coordinate.
        public init(axis: String, value: Double) {
            self.axis = axis
            self.value = value
        }
    }

    /// The instance's 1-based position in `fvar`: FreeType's and Fontconfig's face index
    /// is `(number << 16) | face`.
    public let number: Int
    /// The instance's style name (its `fvar` subfamilyNameID), e.g. `SemiBold`.
    public let styleName: String
    /// The instance's PostScript name: its `fvar` postScriptNameID, or when it has none the
    /// name Adobe Technical Note #5902 derives (family prefix, `-`, style name, letters and
    /// digits only).
    public let postscriptName: String
    /// Where the instance sits on each axis, in `fvar` axis order.
    public let coordinates: [Coordinate]

    /// Creates a named instance description; the catalog reads these with FreeType.
    public init(
        number: Int, styleName: String, postscriptName: String, coordinates: [Coordinate]
    ) {
        self.number = number
        self.styleName = styleName
        self.postscriptName = postscriptName
        self.coordinates = coordinates
    }
}
