/// A line of text ready to place: its ink and its line box.
struct SpecimenText {
    /// The ink, from FreeType.
    let run: GlyphRun
    /// Rows from the top of the line box to the baseline (the ascender, rounded up).
    let ascent: Int
    /// Rows from the baseline to the bottom of the line box (the descender, rounded up).
    let descent: Int

    /// The width of the ink.
    var width: Int { run.width }
}

/// Sets the text of a specimen at one scale: sample text in each style's resolved face, and
/// labels in the system UI face (`FontCatalog.systemFont`, e.g. DejaVu Sans).
///
/// Owns its own ``FreeTypeRasterizer``; used by one ``Specimen/render`` call on one thread.
struct SpecimenTypesetter {
    /// Pixels per point.
    let scale: Double
    private let rasterizer: FreeTypeRasterizer
    private let regular: (face: FontFace, metrics: FaceMetrics)
    private let bold: (face: FontFace, metrics: FaceMetrics)

    /// Finds the label faces and starts FreeType.
    ///
    /// - Throws: ``ScaledFontError`` `.noSystemFont` or `.faceUnreadable` from the catalog,
    ///   `.faceUnreadable` when FreeType cannot start.
    init(catalog: FontCatalog, scale: Double) throws(ScaledFontError) {
        self.scale = scale
        rasterizer = try FreeTypeRasterizer()
        let regularFace = try catalog.systemFont(weight: .regular)
        let boldFace = try catalog.systemFont(weight: .bold)
        regular = (regularFace, try catalog.metrics(of: regularFace))
        bold = (boldFace, try catalog.metrics(of: boldFace))
    }

    /// The FreeType version that rasterises.
    var freeTypeVersion: String { rasterizer.version }

    /// Points to whole pixels, rounded to nearest.
    func pixels(_ points: Double) -> Int {
        Int((points * scale).rounded())
    }

    /// A label, title or header in the system UI face.
    ///
    /// - Parameters:
    ///   - size: the size in points.
    ///   - isBold: the bold system face instead of the regular one.
    func label(
        _ text: String, size: Double, isBold: Bool = false
    ) throws(ScaledFontError) -> SpecimenText {
        let (face, metrics) = isBold ? bold : regular
        return try set(text, face: face, metrics: metrics.lineMetrics(pointSize: size))
    }

    /// Sample text in a style's resolved face at its size.
    func sample(_ text: String, font: ResolvedFont) throws(ScaledFontError) -> SpecimenText {
        try set(text, face: font.face, metrics: font.metrics)
    }

    private func set(
        _ text: String, face: FontFace, metrics: LineMetrics
    ) throws(ScaledFontError) -> SpecimenText {
        let run = try rasterizer.render(
            text, file: face.file, index: face.index, pixelSize: metrics.pointSize * scale)
        return SpecimenText(
            run: run,
            ascent: Int((metrics.ascender * scale).rounded(.up)),
            descent: Int((-metrics.descender * scale).rounded(.up)))
    }
}
