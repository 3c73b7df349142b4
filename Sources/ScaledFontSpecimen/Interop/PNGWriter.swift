internal import CPNG
import ScaledFont

/// Encodes 8-bit sRGB images as PNG with libpng's simplified API (`png_image`), which reports
/// errors in the `png_image` instead of with `longjmp`.
///
/// The output is an 8-bit RGB PNG without interlacing; libpng tags it with an `sRGB` chunk
/// (rendering intent perceptual), so viewers take the samples as sRGB-encoded, which they
/// are. The simplified API writes no `tIME` or text chunks, so the same pixels always give
/// the same bytes with the same libpng and zlib.
enum PNGWriter {
    /// The PNG bytes of an RGB image (`png_image_write_to_memory`, called once for the size
    /// and once to write).
    ///
    /// - Parameters:
    ///   - rgb: 3 bytes per pixel, sRGB-encoded, rows top to bottom without padding.
    /// - Throws: `ScaledFontError` `.imageUnwritable` with libpng's message.
    static func encode(
        width: Int, height: Int, rgb: [UInt8]
    ) throws(ScaledFontError) -> [UInt8] {
        var image = try describe(width: width, height: height, count: rgb.count)
        var size: png_alloc_size_t = 0
        let sized = rgb.withUnsafeBytes { pixels in
            png_image_write_to_memory(
                &image, nil, &size, 0, pixels.baseAddress, png_int_32(width * 3), nil)
        }
        guard sized != 0 else {
            throw ScaledFontError(
                .imageUnwritable, "libpng cannot encode a \(width) x \(height) image",
                cause: message(&image))
        }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let written = bytes.withUnsafeMutableBytes { memory in
            rgb.withUnsafeBytes { pixels in
                png_image_write_to_memory(
                    &image, memory.baseAddress, &size, 0, pixels.baseAddress,
                    png_int_32(width * 3), nil)
            }
        }
        guard written != 0 else {
            throw ScaledFontError(
                .imageUnwritable, "libpng cannot encode a \(width) x \(height) image",
                cause: message(&image))
        }
        return Array(bytes.prefix(Int(size)))
    }

    /// A `png_image` for an 8-bit RGB image in sRGB (`PNG_FORMAT_RGB`, no flags).
    private static func describe(
        width: Int, height: Int, count: Int
    ) throws(ScaledFontError) -> png_image {
        // PNG allows 2^31 - 1 pixels a side; the row stride is a png_int_32 of bytes.
        guard width > 0, height > 0, width * 3 <= Int(Int32.max), height <= Int(Int32.max),
            count == width * height * 3
        else {
            throw ScaledFontError(
                .imageUnwritable,
                "cannot encode a \(width) x \(height) image from \(count) bytes of RGB")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(PNG_FORMAT_RGB)
        return image
    }

    /// libpng's message after a failed call, and the `png_image`'s resources freed
    /// (`png_image_free`).
    private static func message(_ image: inout png_image) -> ScaledFontError.LibraryError {
        png_image_free(&image)
        let text = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return ScaledFontError.LibraryError(
            library: "libpng", description: text.isEmpty ? "libpng reported no message" : text)
    }
}
