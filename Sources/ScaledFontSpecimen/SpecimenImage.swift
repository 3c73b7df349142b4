import ScaledFont

/// A rendered specimen: 8-bit sRGB pixels and where everything was drawn.
///
/// Made by ``Specimen/render(_:categories:catalog:title:scale:notOnThisMachine:)``. Turn it into PNG bytes
/// with ``pngData()`` or a file with ``write(to:)``.
public struct SpecimenImage: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The scale the specimen was drawn at.
    public let pixelsPerPoint: Double
    /// The pixels: red, green and blue, one byte each, sRGB-encoded, rows top to bottom,
    /// `width * 3` bytes a row.
    public let pixels: [UInt8]
    /// The columns, one per content size category, left to right.
    public let columns: [SpecimenColumn]
    /// The FreeType version that rasterised the text (`FT_Library_Version`), e.g. `2.12.1`;
    /// edge pixels may differ with another version.
    public let freeTypeVersion: String

    /// The colour of the pixel at column `x`, row `y` (both in range).
    public func color(x: Int, y: Int) -> SpecimenColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the image")
        let offset = (y * width + x) * 3
        return SpecimenColor(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// The image as PNG bytes: 8-bit RGB with an `sRGB` chunk, no time stamp
    /// (libpng's `png_image_write_to_memory`).
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` with libpng's message.
    public func pngData() throws(ScaledFontError) -> [UInt8] {
        try PNGWriter.encode(width: width, height: height, rgb: pixels)
    }

    /// Writes the image to a PNG file; the bytes are those of ``pngData()``.
    ///
    /// The file is never lost or half-written: the PNG is written to a new file in the same
    /// folder and renamed over `path` only when complete, so a failed write leaves what was
    /// there. A path that names something other than a regular file (a symbolic link, a
    /// folder, a named pipe, a device) is refused (see ``Specimen/checkOutput(_:)``).
    ///
    /// - Parameter path: the file to write or replace.
    /// - Throws: `ScaledFontError` `.imageUnwritable` naming the file, with the reason
    ///   (e.g. the folder does not exist).
    public func write(to path: String) throws(ScaledFontError) {
        try OutputFile.replace(path, with: pngData())
    }
}
