/// An opaque colour of a specimen image: 8-bit sRGB-encoded red, green and blue.
public struct SpecimenColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0 to 255, sRGB-encoded.
    public var red: UInt8
    /// Green, 0 to 255, sRGB-encoded.
    public var green: UInt8
    /// Blue, 0 to 255, sRGB-encoded.
    public var blue: UInt8

    /// Creates a colour from sRGB-encoded components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The page: white.
    public static let background = SpecimenColor(red: 255, green: 255, blue: 255)
    /// The background of a style's row when the style falls back: a light red.
    public static let fallbackBackground = SpecimenColor(red: 255, green: 232, blue: 232)
    /// The sample text, titles and column headers: near black.
    public static let text = SpecimenColor(red: 17, green: 17, blue: 17)
    /// A resolved style's label (face, size, line height): grey.
    public static let label = SpecimenColor(red: 96, green: 96, blue: 96)
    /// A fallback style's label, which starts with `fallback:` and the reason: red.
    public static let fallbackLabel = SpecimenColor(red: 200, green: 0, blue: 0)

    /// A fit picture's width box: a mid blue.
    public static let widthBox = SpecimenColor(red: 40, green: 110, blue: 220)
    /// The background of a fit picture's lines past the element's limit: a light red.
    public static let overflowBackground = SpecimenColor(red: 255, green: 200, blue: 200)

    /// `#rrggbb`.
    public var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
