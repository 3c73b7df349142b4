extension StyleDictionary {
    /// A complete style dictionary for an installed or bundled family: every one of the 11
    /// styles, each at its iOS size for the Large category, in the family's face nearest to
    /// the style's system weight (semibold for headline, regular for the others), named by its
    /// PostScript name so that it resolves on the first rung.
    ///
    /// Faces are chosen as ``FontCatalog/face(inFamily:weight:)`` chooses: normal width,
    /// upright, then CSS weight order, so a family without a semibold face gets its bold one
    /// for headline (600 and heavier first), and one without a regular face its nearest.
    ///
    /// - Parameters:
    ///   - family: the family name, compared ignoring case and white space.
    ///   - catalog: the installed and bundled faces.
    ///   - file: the name diagnostics and reports use for the new dictionary.
    /// - Returns: the dictionary; it has no diagnostics.
    /// - Throws: ``ScaledFontError`` `.familyNotInstalled` when no face has the family (the
    ///   message suggests the nearest family); `.faceWithoutPostScriptName` when a face has no
    ///   PostScript name to write, or one with characters outside printable ASCII (`!` to
    ///   `~`), which a PostScript name cannot hold and an XML property list cannot carry
    ///   (control characters): such a name comes from a broken font, never from one iOS loads.
    public static func generated(
        family: String, catalog: FontCatalog, file: String = "<generated>"
    ) throws(ScaledFontError) -> StyleDictionary {
        var entries: [TextStyle: StyleEntry] = [:]
        for style in TextStyle.allCases {
            guard let face = catalog.face(inFamily: family, weight: style.systemWeight) else {
                let families = Array(Set(catalog.faces.map(\.family)))
                let hint = NearestName.find(family, among: families).map {
                    "; did you mean '\($0)'?"
                }
                throw ScaledFontError(
                    .familyNotInstalled,
                    "family '\(family)' is not installed or bundled\(hint ?? "")")
            }
            guard !face.postscriptName.isEmpty else {
                throw ScaledFontError(
                    .faceWithoutPostScriptName,
                    "the \(style.rawValue) face of '\(family)' (\(face.file)) has no PostScript "
                        + "name to write as its fontName",
                    file: face.file)
            }
            guard face.postscriptName.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                throw ScaledFontError(
                    .faceWithoutPostScriptName,
                    "the \(style.rawValue) face of '\(family)' (\(face.file)) has a PostScript "
                        + "name with characters a PostScript name cannot hold "
                        + "(\(PropertyListReader.quoted(Array(face.postscriptName.utf8))))",
                    file: face.file)
            }
            entries[style] = StyleEntry(
                fontName: face.postscriptName,
                fontSize: DynamicTypeRamp.pointSize(style, .large))
        }
        return StyleDictionary(entries: entries, file: file)
    }
}
