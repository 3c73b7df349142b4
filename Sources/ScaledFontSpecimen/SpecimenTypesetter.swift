import ScaledFont

/// A line of text ready to place: its shaping and its line box.
struct SpecimenText {
    /// The text shaped by HarfBuzz, with its faces and size.
    let shaped: TextMeasurement
    /// Columns from the pen's start to the end of its advance, rounded up.
    let width: Int
    /// Rows from the top of the line box to the baseline (the ascender, rounded up).
    let ascent: Int
    /// Rows from the baseline to the bottom of the line box (the descender, rounded up).
    let descent: Int
}

/// Sets the text of a specimen at one scale: sample text in each style's resolved face (with
/// its cascade), and labels in the system UI face (`FontCatalog.systemFont`, e.g. DejaVu Sans),
/// all shaped by HarfBuzz through the catalog (`FontCatalog/measure(_:face:pointSize:cascade:policy:)`).
///
/// Setting a text only shapes it: nothing is rasterised until `draw(_:x:baseline:on:color:)`,
/// so a specimen's size is known before any pixel is allocated. Owns its own
/// `FreeTypeRasterizer`; used by one ``Specimen/render`` call on one thread.
struct SpecimenTypesetter {
    /// Pixels per point.
    let scale: Double
    private let catalog: FontCatalog
    private let rasterizer: FreeTypeRasterizer
    private let regular: FontFace
    private let bold: FontFace

    /// Finds the label faces and starts FreeType.
    ///
    /// - Throws: `ScaledFontError` `.noSystemFont` or `.faceUnreadable` from the catalog,
    ///   `.faceUnreadable` when FreeType cannot start.
    init(catalog: FontCatalog, scale: Double) throws(ScaledFontError) {
        self.scale = scale
        self.catalog = catalog
        rasterizer = try FreeTypeRasterizer()
        regular = try catalog.systemFont(weight: .regular)
        bold = try catalog.systemFont(weight: .bold)
    }

    /// The FreeType version that rasterises.
    var freeTypeVersion: String { rasterizer.version }

    /// Points to whole pixels, rounded to nearest.
    func pixels(_ points: Double) -> Int {
        Self.whole(points * scale, .toNearestOrAwayFromZero)
    }

    /// A number of pixels rounded to a whole number, held within a trillion either way, so
    /// that an absurd size gives an image too large to draw rather than a crash.
    static func whole(_ pixels: Double, _ rule: FloatingPointRoundingRule) -> Int {
        let limit = 1e12
        return Int(min(max(pixels.rounded(rule), -limit), limit))
    }

    /// A label, title or header in the system UI face.
    ///
    /// - Parameters:
    ///   - size: the size in points.
    ///   - isBold: the bold system face instead of the regular one.
    func label(
        _ text: String, size: Double, isBold: Bool = false
    ) throws(ScaledFontError) -> SpecimenText {
        let face = isBold ? bold : regular
        let metrics = try catalog.metrics(of: face).lineMetrics(pointSize: size)
        return set(try catalog.measure(text, face: face, pointSize: size), metrics: metrics)
    }

    /// Sample text in a style's resolved face at its size, with the style's cascade.
    func sample(
        _ text: String, font: ResolvedFont, in scaledFont: ScaledFont
    ) throws(ScaledFontError) -> SpecimenText {
        set(try scaledFont.measure(text, font: font, catalog: catalog), metrics: font.metrics)
    }

    /// Text in a face at a size, with a cascade for characters the face lacks: a line of a
    /// fit picture.
    func line(
        _ text: String, face: FontFace, pointSize: Double, cascade: [FontFace]
    ) throws(ScaledFontError) -> SpecimenText {
        let metrics = try catalog.metrics(of: face).lineMetrics(pointSize: pointSize)
        let shaped = try catalog.measure(
            text, face: face, pointSize: pointSize, lineHeight: metrics.lineHeight,
            cascade: cascade)
        return set(shaped, metrics: metrics)
    }

    private func set(_ shaped: TextMeasurement, metrics: LineMetrics) -> SpecimenText {
        SpecimenText(
            shaped: shaped,
            width: Self.whole(shaped.advance * scale, .up),
            ascent: Self.whole(metrics.ascender * scale, .up),
            descent: Self.whole(-metrics.descender * scale, .up))
    }

    /// Rasterises a text onto the canvas, its pen starting at column `x` on the row just
    /// under `baseline`.
    ///
    /// - Throws: `ScaledFontError` `.faceUnreadable` when FreeType cannot render a glyph.
    func draw(
        _ text: SpecimenText, x: Int, baseline: Int, on canvas: inout SpecimenCanvas,
        color: SpecimenColor
    ) throws(ScaledFontError) {
        try rasterizer.render(
            text.shaped, pixelsPerPoint: scale, x: x, baseline: baseline, width: canvas.width,
            height: canvas.height
        ) { canvas.draw($0, color: color) }
    }
}
