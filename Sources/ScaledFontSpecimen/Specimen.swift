import ScaledFont

/// Type specimens: pictures of a scaled font's text styles, to judge with the eye.
///
/// ``render(_:categories:catalog:title:scale:notOnThisMachine:)`` draws each style's name, then `AVATAR office`
/// (``sampleText(for:)``), in its resolved face
/// at its scaled size, one row per style and one column per content size category, with
/// thin guides at the ascender, cap height, x-height, baseline and descender, and a label
/// with the face, size and line height. A style that falls back has a tinted row and a red
/// label that starts with `fallback:` and the reason.
///
/// ```swift
/// let catalog = try FontCatalog(fontDirectories: ["Fonts"])
/// let font = try ScaledFont(contentsOf: "Examples/NotoSerif.plist", catalog: catalog)
/// let image = try Specimen.render(font, catalog: catalog, title: "Noto Serif")
/// try image.write(to: "NotoSerif.png")
/// ```
///
/// Rendering: every text is shaped by HarfBuzz through the catalog (as
/// `FontCatalog.measure` shapes it: kerning, ligatures, marks, the style's cascade for
/// characters its face lacks), then FreeType rasterises the glyphs' unhinted outlines,
/// antialiased (8-bit coverage), each clipped to the image. Coverage is blended in linear
/// light and the pixels are sRGB-encoded; the PNG says so with an `sRGB` chunk. The same
/// HarfBuzz, FreeType, fonts and libpng give the same bytes; another FreeType version may
/// move edge pixels.
public enum Specimen {
    /// The scales (pixels per point) a specimen may be drawn at.
    public static let scales: ClosedRange<Double> = 0.25...8

    /// The empty page around a specimen's content, in points: the image is this much wider
    /// and taller than what is drawn on it, on every side.
    package static let margin = 16.0

    /// What each row draws after the style's name: kerning pairs (`AV`, `VA`, `TA`) and
    /// the `ffi` ligature, so that the shaping shows.
    public static let sampleSuffix = " AVATAR office"

    /// The sample text of a style's row: its dictionary key and ``sampleSuffix``
    /// (`largeTitle AVATAR office`).
    public static func sampleText(for style: TextStyle) -> String {
        style.rawValue + sampleSuffix
    }

    /// What the label of a style whose face is not on this machine says after what the face
    /// is.
    public static let notOnThisMachineNote = "built into the device, not on this machine"

    /// The most pixels a specimen may have (width times height).
    public static let maximumPixels = 100_000_000

    /// Refuses an output path that names something other than a regular file (a symbolic
    /// link, a folder, a named pipe, a socket, a device); a path that names nothing is
    /// accepted. ``SpecimenImage/write(to:)`` checks this too; call it before drawing to fail
    /// before the work.
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` naming the path and what it is.
    public static func checkOutput(_ path: String) throws(ScaledFontError) {
        try OutputFile.check(path)
    }

    /// Draws a specimen of a scaled font.
    ///
    /// Labels, headers and the legend use the catalog's system UI face
    /// (`FontCatalog/systemFont(weight:family:)`, e.g. DejaVu Sans), regular and bold.
    /// Every text is shaped and placed first, so the image's size is known, and checked
    /// against ``maximumPixels``, before any pixel is allocated; then each glyph is rasterised
    /// with FreeType (`FT_Set_Char_Size`, `FT_Load_Glyph` unhinted, `FT_Outline_Get_Bitmap`
    /// into a bitmap clipped to the image), in a FreeType library of its own that is released
    /// before this returns.
    ///
    /// - Parameters:
    ///   - scaledFont: the font whose styles are drawn.
    ///   - categories: one column per category, in this order (Large by default).
    ///   - catalog: where the system UI face for the labels is found; the catalog the scaled
    ///     font was made with.
    ///   - title: a line at the top, e.g. the dictionary's path; none when `nil`.
    ///   - scale: pixels per point (2 for a 2x screen), in ``scales``.
    ///   - notOnThisMachine: styles whose face is not on this machine (a font built into the
    ///     device the app runs on), each with what it is (`Noteworthy-Bold (ios@26.0)`):
    ///     their rows are labelled with the style, that, and ``notOnThisMachineNote``, and
    ///     draw no sample and no guides instead of a stand-in face.
    /// - Returns: the pixels and where each row, guide and label was drawn.
    /// - Throws: `ScaledFontError` `.invalidSpecimenOptions` for a scale outside ``scales``,
    ///   no categories or an image larger than ``maximumPixels``; `.faceUnreadable` when
    ///   HarfBuzz or FreeType cannot read or render a face; `.noSystemFont` when the catalog has no face
    ///   for the labels.
    public static func render(
        _ scaledFont: ScaledFont, categories: [ContentSizeCategory] = [.large],
        catalog: FontCatalog, title: String? = nil, scale: Double = 2,
        notOnThisMachine: [TextStyle: String] = [:]
    ) throws(ScaledFontError) -> SpecimenImage {
        try checkScale(scale, of: "a specimen")
        guard !categories.isEmpty else {
            throw ScaledFontError(.invalidSpecimenOptions, "a specimen needs at least one category")
        }
        let typesetter = try SpecimenTypesetter(catalog: catalog, scale: scale)
        let layout = try SpecimenLayout(
            scaledFont, categories: categories, title: title, typesetter: typesetter,
            notOnThisMachine: notOnThisMachine)
        guard layout.width * layout.height <= maximumPixels else {
            // The largest row says which entry makes the image too large (a huge fontSize).
            let largest = layout.columns.flatMap(\.rows).max {
                $0.font.pointSize < $1.font.pointSize
            }
            let culprit = largest.map {
                "; its largest style is \($0.style.rawValue) at "
                    + "\(SpecimenLayout.points($0.font.pointSize)) pt"
            }
            let file = scaledFont.dictionary.map { $0.file + ": " } ?? ""
            throw ScaledFontError(
                .invalidSpecimenOptions,
                file + "a specimen of \(layout.width) x \(layout.height) pixels is larger than "
                    + "\(maximumPixels) pixels\(culprit ?? ""); use a smaller scale or fewer "
                    + "categories",
                file: scaledFont.dictionary?.file)
        }
        let pixels = try paint(
            width: layout.width, height: layout.height, fills: layout.fills, texts: layout.texts,
            typesetter: typesetter)
        return SpecimenImage(
            width: layout.width, height: layout.height, pixelsPerPoint: scale,
            pixels: pixels, columns: layout.columns,
            freeTypeVersion: typesetter.freeTypeVersion)
    }

    /// Refuses a scale outside ``scales``, naming what was to be drawn ("a specimen").
    static func checkScale(_ scale: Double, of what: String) throws(ScaledFontError) {
        guard scales.contains(scale) else {
            throw ScaledFontError(
                .invalidSpecimenOptions,
                "\(what)'s scale must be from \(scales.lowerBound) to \(scales.upperBound) "
                    + "pixels per point, not \(scale)")
        }
    }

    /// The pixels of a laid-out picture: the page, the fills in order, then the texts.
    static func paint(
        width: Int, height: Int, fills: [SpecimenLayout.Fill], texts: [SpecimenLayout.Placement],
        typesetter: SpecimenTypesetter
    ) throws(ScaledFontError) -> [UInt8] {
        var canvas = SpecimenCanvas(width: width, height: height, color: .background)
        for fill in fills { canvas.fill(fill.rect, fill.color) }
        for text in texts {
            try typesetter.draw(
                text.text, x: text.x, baseline: text.baseline, on: &canvas, color: text.color)
        }
        return canvas.pixels
    }
}
