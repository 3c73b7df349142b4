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
