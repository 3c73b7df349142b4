import ScaledFont

/// A picture of layout elements whose text does not fit: each drawn at its size inside its
/// width box, lines as broken, the lines past the limit shaded.
///
/// For each element, top to bottom: its title in the system UI face, then its width box (a
/// 1-pixel outline just outside the box, so the box is exactly `width` points wide inside),
/// then its lines, each shaped as `measure` shapes it and drawn in the element's face at its
/// point size, one line height apart, the first line's baseline an ascender below the box's
/// top. The box is as tall as the lines allowed (`maxLines` lines, and no more than
/// `maxHeight`); the lines past `maxLines`, and any line whose bottom is below `maxHeight`, have
/// a light red background (``SpecimenColor/overflowBackground``) from the box's left edge to
/// the right edge of the box or the widest line, whichever is further.
///
/// Written with the same rules as a specimen (``Specimen``): every text is shaped and placed
/// before any pixel is allocated, an image over ``Specimen/maximumPixels`` is refused, and the
/// file is written beside the path and renamed over it when complete, never through a
/// symbolic link.
public struct FitPicture: Sendable {
    /// One element at the category it is drawn at.
    public struct Element: Sendable {
        /// The line above the box, e.g. `onboarding.continue · de · accessibilityLarge`.
        public var title: String
        /// The face the lines are set in.
        public var face: FontFace
        /// Faces for characters `face` lacks, as the style's cascade.
        public var cascade: [FontFace]
        /// The size in points.
        public var pointSize: Double
        /// The distance between baselines, in points: the style's line height at this size.
        public var lineHeight: Double
        /// The width box, in points.
        public var width: Double
        /// The most lines that fit; 0 for no limit.
        public var maxLines: Int
        /// The most height that fits, in points, if any.
        public var maxHeight: Double?
        /// The text as broken into lines.
        public var lines: [String]

        /// An element.
        public init(
            title: String, face: FontFace, pointSize: Double, lineHeight: Double, width: Double,
            maxLines: Int, maxHeight: Double?, lines: [String], cascade: [FontFace] = []
        ) {
            self.title = title
            self.face = face
            self.cascade = cascade
            self.pointSize = pointSize
            self.lineHeight = lineHeight
            self.width = width
            self.maxLines = maxLines
            self.maxHeight = maxHeight
            self.lines = lines
        }

        /// The number of lines that fit: `maxLines` (all lines without a limit), fewer when
        /// `maxHeight` holds fewer lines.
        public var fittingLines: Int {
            var count = maxLines > 0 ? min(maxLines, lines.count) : lines.count
            if let maxHeight, maxHeight.isFinite, lineHeight > 0 {
                let byHeight = (maxHeight / lineHeight).rounded(.down)
                count = min(count, byHeight < 0 ? 0 : byHeight > 1e9 ? Int(1e9) : Int(byHeight))
            }
            return count
        }
    }

    /// The elements, drawn top to bottom.
    public var elements: [Element]
    /// Pixels per point.
    public var scale: Double
    /// Where the title face and the faces' tables are read; a catalog of this machine's
    /// fonts when `nil`.
    public var catalog: FontCatalog?

    /// The title's size, in points.
    static let titleSize = 13.0
    /// The space between the title and the box, and between elements, in points.
    static let gap = 8.0

    /// A picture of `elements` at `scale` pixels per point.
    public init(elements: [Element], scale: Double = 2, catalog: FontCatalog? = nil) {
        self.elements = elements
        self.scale = scale
        self.catalog = catalog
    }

    /// Draws the elements and writes a PNG to `path`.
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` for a path that names something other
    ///   than a regular file (checked before drawing) or a file that cannot be written;
    ///   `.invalidSpecimenOptions` for a scale outside ``Specimen/scales``, no elements, a
    ///   size, line height or width that is not a finite number greater than 0 (at most
    ///   1,000,000), a negative or infinite maximum height, or an image over
    ///   ``Specimen/maximumPixels``; `.faceUnreadable` when a face cannot be read.
    public func write(to path: String) throws(ScaledFontError) {
        try Specimen.checkOutput(path)
        try render().write(to: path)
    }

    /// Draws the elements.
    ///
    /// - Returns: the pixels; ``SpecimenImage/columns`` is empty (a fit picture has no
    ///   columns of content size categories).
    public func render() throws(ScaledFontError) -> SpecimenImage {
        try Specimen.checkScale(scale, of: "a fit picture")
        guard !elements.isEmpty else {
            throw ScaledFontError(.invalidSpecimenOptions, "a fit picture needs an element")
        }
        for element in elements {
            for (name, value) in [
                ("point size", element.pointSize), ("line height", element.lineHeight),
                ("width", element.width),
            ] where !(value.isFinite && value > 0 && value <= 1e6) {
                throw ScaledFontError(
                    .invalidSpecimenOptions,
                    "\(element.title): a \(name) of \(value) cannot be drawn")
            }
            if let maxHeight = element.maxHeight, !(maxHeight.isFinite && maxHeight >= 0) {
                throw ScaledFontError(
                    .invalidSpecimenOptions,
                    "\(element.title): a maximum height of \(maxHeight) cannot be drawn")
            }
        }
        let catalog: FontCatalog
        if let given = self.catalog {
            catalog = given
        } else {
            catalog = try FontCatalog(fontDirectories: [])
        }
        let typesetter = try SpecimenTypesetter(catalog: catalog, scale: scale)
        let layout = try FitPictureLayout(elements, typesetter: typesetter)
        guard layout.width * layout.height <= Specimen.maximumPixels else {
            throw ScaledFontError(
                .invalidSpecimenOptions,
                "a fit picture of \(layout.width) x \(layout.height) pixels is larger than "
                    + "\(Specimen.maximumPixels) pixels; use a smaller scale or fewer elements")
        }
        let pixels = try Specimen.paint(
            width: layout.width, height: layout.height, fills: layout.fills, texts: layout.texts,
            typesetter: typesetter)
        return SpecimenImage(
            width: layout.width, height: layout.height, pixelsPerPoint: scale,
            pixels: pixels, columns: [], freeTypeVersion: typesetter.freeTypeVersion)
    }
}

/// Where everything of a fit picture goes, in pixels, with every text shaped.
struct FitPictureLayout {
    typealias Fill = SpecimenLayout.Fill
    typealias PlacedText = SpecimenLayout.Placement

    private(set) var width = 0
    private(set) var height = 0
    private(set) var fills: [Fill] = []
    private(set) var texts: [PlacedText] = []

    init(_ elements: [FitPicture.Element], typesetter: SpecimenTypesetter) throws(ScaledFontError) {
        let margin = typesetter.pixels(Specimen.margin)
        let gap = typesetter.pixels(FitPicture.gap)
        var y = margin
        var right = margin
        for element in elements {
            let title = try typesetter.label(
                element.title, size: FitPicture.titleSize, isBold: true)
            texts.append(
                PlacedText(text: title, x: margin, baseline: y + title.ascent, color: .text))
            right = max(right, margin + title.width)
            y += title.ascent + title.descent + gap
            // The box's inside starts one pixel in, after the outline.
            let left = margin + 1
            let boxWidth = typesetter.pixels(element.width)
            let lineHeight = element.lineHeight * typesetter.scale
            let top = y + 1
            func row(_ line: Int) -> Int {
                top + SpecimenTypesetter.whole(Double(line) * lineHeight, .toNearestOrAwayFromZero)
            }
            let fitting = element.fittingLines
            var boxHeight = row(fitting) - top
            if element.maxLines == 0, let maxHeight = element.maxHeight {
                boxHeight = typesetter.pixels(maxHeight)
            }
            var widest = 0
            var lines: [PlacedText] = []
            for (index, line) in element.lines.enumerated() {
                let text = try typesetter.line(
                    line, face: element.face, pointSize: element.pointSize,
                    cascade: element.cascade)
                widest = max(widest, text.width)
                lines.append(
                    PlacedText(
                        text: text, x: left, baseline: row(index) + text.ascent, color: .text))
            }
            let contentWidth = max(boxWidth, widest)
            let linesBottom = max(row(element.lines.count), top + boxHeight)
            if element.lines.count > fitting {
                fills.append(
                    Fill(
                        rect: PixelRect(
                            x: left, y: row(fitting), width: contentWidth,
                            height: row(element.lines.count) - row(fitting)),
                        color: .overflowBackground))
            }
            // The outline: one pixel just outside the box on each side.
            let outline = [
                PixelRect(x: left - 1, y: top - 1, width: boxWidth + 2, height: 1),
                PixelRect(x: left - 1, y: top + boxHeight, width: boxWidth + 2, height: 1),
                PixelRect(x: left - 1, y: top - 1, width: 1, height: boxHeight + 2),
                PixelRect(x: left + boxWidth, y: top - 1, width: 1, height: boxHeight + 2),
            ]
            fills += outline.map { Fill(rect: $0, color: .widthBox) }
            texts += lines
            right = max(right, left + contentWidth + 1)
            y = linesBottom + 1 + gap
        }
        width = right + margin
        height = y - gap + margin
    }
}
