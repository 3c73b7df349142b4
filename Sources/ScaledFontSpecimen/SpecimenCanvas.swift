import ScaledFont

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The pixels of a specimen while it is drawn: 8-bit sRGB-encoded RGB, rows top to bottom.
///
/// Glyph coverage from FreeType is a fraction of each pixel's area, a linear quantity, so
/// text is blended in linear light: both colours are decoded from sRGB to linear values
/// (the sRGB transfer function of IEC 61966-2-1), mixed by coverage, and encoded again. A
/// pixel a glyph covers fully gets the text colour exactly, an uncovered one keeps its
/// colour. Everything is clipped to the canvas.
struct SpecimenCanvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    /// A canvas filled with one colour.
    init(width: Int, height: Int, color: SpecimenColor) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
        fill(PixelRect(x: 0, y: 0, width: width, height: height), color)
    }

    /// Paints a rectangle with a colour.
    mutating func fill(_ rect: PixelRect, _ color: SpecimenColor) {
        let left = max(rect.x, 0)
        let right = min(rect.maxX, width)
        let top = max(rect.y, 0)
        let bottom = min(rect.maxY, height)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right { set(x, y, color) }
        }
    }

    /// Blends one glyph of text of one colour into the canvas by its coverage, in linear
    /// light.
    mutating func draw(_ glyph: GlyphBitmap, color: SpecimenColor) {
        let ink = [color.red, color.green, color.blue].map { Self.linear[Int($0)] }
        for row in 0..<glyph.height {
            let y = glyph.y + row
            guard y >= 0, y < height else { continue }
            for column in 0..<glyph.width {
                let px = glyph.x + column
                let coverage = glyph.coverage[row * glyph.width + column]
                guard px >= 0, px < width, coverage > 0 else { continue }
                let offset = (y * width + px) * 3
                if coverage == 255 {
                    set(px, y, color)
                    continue
                }
                let alpha = Double(coverage) / 255
                for channel in 0..<3 {
                    let below = Self.linear[Int(pixels[offset + channel])]
                    pixels[offset + channel] = Self.encode(below + (ink[channel] - below) * alpha)
                }
            }
        }
    }

    private mutating func set(_ x: Int, _ y: Int, _ color: SpecimenColor) {
        let offset = (y * width + x) * 3
        pixels[offset] = color.red
        pixels[offset + 1] = color.green
        pixels[offset + 2] = color.blue
    }

    /// The linear value of each 8-bit sRGB-encoded value.
    private static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The 8-bit sRGB encoding of a linear value in 0...1, rounded to nearest.
    private static func encode(_ linear: Double) -> UInt8 {
        let v = min(max(linear, 0), 1)
        let c = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }
}
