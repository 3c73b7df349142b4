extension ScaledFont {
    /// The style's own `cascade` list from the dictionary, resolved (empty when the entry
    /// has none or is not valid).
    ///
    /// - Parameter style: the text style.
    /// - Returns: the resolved faces and the names that are not installed.
    public func cascade(forTextStyle style: TextStyle) -> StyleCascade {
        choices[style.ordinal].cascade
    }

    /// Which characters of `text` the style's face cannot render, and the cascade that
    /// would: the entry's `cascade` faces, then Fontconfig's sorted fallback (see
    /// ``FontCatalog/coverage(of:text:cascade:)``).
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - text: the text to render.
    ///   - catalog: the catalog the scaled font was made with.
    ///   - boldText: check the Bold Text face instead.
    /// - Returns: the report for the style's face (the fallback face when it falls back).
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when a face cannot be opened.
    public func coverage(
        forTextStyle style: TextStyle, text: String, catalog: FontCatalog, boldText: Bool = false
    ) throws(ScaledFontError) -> CoverageReport {
        try catalog.coverage(
            of: font(forTextStyle: style, boldText: boldText).face, text: text,
            cascade: cascade(forTextStyle: style).faces.map(\.face))
    }
}

extension ScaledFont {
    /// The coverage of `text` for every style (see ``coverage(forTextStyle:text:catalog:boldText:)``),
    /// each distinct face and cascade checked once: most styles share a face, and a long text
    /// is then read against each face once rather than eleven times.
    ///
    /// - Returns: a report for each of the eleven styles.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when a face cannot be opened.
    public func coverage(
        text: String, catalog: FontCatalog, boldText: Bool = false
    )
        throws(ScaledFontError) -> [TextStyle: CoverageReport]
    {
        var reports: [TextStyle: CoverageReport] = [:]
        var byFaces: [[String]: CoverageReport] = [:]
        for style in TextStyle.allCases {
            let face = font(forTextStyle: style, boldText: boldText).face
            let cascade = cascade(forTextStyle: style).faces.map(\.face)
            let key = ([face] + cascade).map { "\($0.index) \($0.file)" }
            if let known = byFaces[key] {
                reports[style] = known
                continue
            }
            let report = try catalog.coverage(of: face, text: text, cascade: cascade)
            byFaces[key] = report
            reports[style] = report
        }
        return reports
    }
}
