extension ScaledFont {
    /// Measures a text set in one line in a text style's face at a content size category,
    /// shaped by HarfBuzz: see ``FontCatalog/measure(_:face:pointSize:cascade:policy:)``.
    ///
    /// The face and size are those of ``font(forTextStyle:category:boldText:)`` (the fallback
    /// face at the system size when the style falls back); characters the face lacks go to
    /// the entry's `cascade`, then Fontconfig's sorted fallback, as in
    /// ``coverage(forTextStyle:text:catalog:boldText:)``.
    ///
    /// - Parameters:
    ///   - text: the text, one line.
    ///   - style: the text style.
    ///   - category: the content size category (Large by default).
    ///   - boldText: measure in the Bold Text face.
    ///   - catalog: the catalog the scaled font was made with.
    /// - Returns: the advance, the style's line height and the runs.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when a face cannot be read.
    public func measure(
        _ text: String, forTextStyle style: TextStyle, category: ContentSizeCategory = .large,
        boldText: Bool = false, catalog: FontCatalog
    ) throws(ScaledFontError) -> TextMeasurement {
        try measure(
            text, font: font(forTextStyle: style, category: category, boldText: boldText),
            catalog: catalog)
    }

    /// Measures a text in a text style's face at a continuous scale instead of a category
    /// (the size of ``font(forTextStyle:scale:boldText:)``).
    ///
    /// - Throws: ``ScaledFontError`` `.invalidScale` for a factor out of range,
    ///   `.faceUnreadable` when a face cannot be read.
    public func measure(
        _ text: String, forTextStyle style: TextStyle, scale: Double, boldText: Bool = false,
        catalog: FontCatalog
    ) throws(ScaledFontError) -> TextMeasurement {
        try measure(
            text, font: font(forTextStyle: style, scale: scale, boldText: boldText),
            catalog: catalog)
    }

    /// Breaks a text into lines set in a text style's face at a content size category, as
    /// `scaledfont fit` breaks it.
    ///
    /// The text is shaped as ``measure(_:forTextStyle:category:boldText:catalog:)`` shapes
    /// it and broken greedily at the line-break opportunities of Unicode's line breaking
    /// algorithm (UAX #14, from ICU's line-break iterator, loaded on first use): a line takes
    /// as many segments as fit in `width`, trailing white space not counted, each line's width
    /// its own text shaped on its own. Line breaks in the text (LF, CR, CR LF, VT, FF, NEL,
    /// U+2028, U+2029) always end a line, a final one adding none; a word wider than the line
    /// is broken between grapheme clusters; a tab advances to the next multiple of 28 pt.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - style: the text style.
    ///   - category: the content size category.
    ///   - width: the width of the lines in points; `nil` breaks only at the text's line
    ///     breaks (and then ICU is not loaded).
    ///   - boldText: set it in the Bold Text face.
    ///   - catalog: the catalog the scaled font was made with.
    /// - Returns: the lines, none for an empty text.
    /// - Throws: ``ScaledFontError`` `.controlCharacter` for a control character other than a
    ///   tab or a line break, `.textTooComplex` for too many combining characters in a row,
    ///   `.lineBreakingUnavailable` when ICU cannot be loaded, `.faceUnreadable` when a face
    ///   cannot be read.
    public func lines(
        _ text: String, forTextStyle style: TextStyle, category: ContentSizeCategory = .large,
        width: Double?, boldText: Bool = false, catalog: FontCatalog
    ) throws(ScaledFontError) -> [TextLine] {
        try lines(
            text, font: font(forTextStyle: style, category: category, boldText: boldText),
            catalog: catalog, width: width)
    }

    /// Breaks a text into lines in a resolved style's face, with the style's cascade, as
    /// `fit` and `measure` do (see `LineSetter`): at its line breaks only when `width` is
    /// `nil`.
    ///
    /// - Throws: ``ScaledFontError`` `.controlCharacter` for a control character other than
    ///   a tab or a line break; `.faceUnreadable` when a face cannot be read.
    package func lines(
        _ text: String, font: ResolvedFont, catalog: FontCatalog, width: Double? = nil
    ) throws(ScaledFontError) -> [TextLine] {
        try LineSetter(
            text, catalog: catalog, face: font.face,
            cascade: cascade(forTextStyle: font.style).faces.map(\.face)
        ).lines(pointSize: font.pointSize, width: width)
    }

    /// A text laid out in a resolved style's face, with the style's cascade, as `fit` and
    /// `measure` lay it out (see `LineSetter`): its lines (broken only at its line breaks),
    /// and, for a text without a line break, its laid-out width: its runs of one direction and
    /// script each shaped on its own, tabs advanced to their stops, trailing white space
    /// counted.
    ///
    /// - Throws: ``ScaledFontError`` `.controlCharacter` for a control character other than
    ///   a tab or a line break; `.faceUnreadable` when a face cannot be read.
    package func layout(
        _ text: String, font: ResolvedFont, catalog: FontCatalog
    ) throws(ScaledFontError) -> (lines: [TextLine], advance: Double?) {
        let setter = try LineSetter(
            text, catalog: catalog, face: font.face,
            cascade: cascade(forTextStyle: font.style).faces.map(\.face))
        let lines = try setter.lines(pointSize: font.pointSize, width: nil)
        guard lines.count <= 1, lines.first?.next ?? 0 == setter.scalars.count else {
            return (lines, nil)
        }
        return (lines, try setter.width(0..<setter.scalars.count, font.pointSize))
    }

    /// A text's runs as `fit` sets them, in a resolved style's face with the style's cascade:
    /// by bidirectional level and script, then by face, in visual order (see `LineSetter`).
    ///
    /// - Throws: ``ScaledFontError`` `.controlCharacter` for a control character other than
    ///   a tab or a line break; `.lineBreakingUnavailable` when the text has right-to-left
    ///   characters and ICU cannot be loaded; `.faceUnreadable` when a face cannot be read.
    package func visualRuns(
        _ text: String, font: ResolvedFont, catalog: FontCatalog
    ) throws(ScaledFontError) -> [LineSetter.VisualRun] {
        try LineSetter(
            text, catalog: catalog, face: font.face,
            cascade: cascade(forTextStyle: font.style).faces.map(\.face)
        ).visualRuns(pointSize: font.pointSize)
    }

    /// Measures a text in a resolved style's face, with the style's cascade.
    package func measure(
        _ text: String, font: ResolvedFont, catalog: FontCatalog
    ) throws(ScaledFontError) -> TextMeasurement {
        try catalog.measure(
            text, face: font.face, pointSize: font.pointSize,
            lineHeight: font.metrics.lineHeight,
            cascade: cascade(forTextStyle: font.style).faces.map(\.face))
    }
}
