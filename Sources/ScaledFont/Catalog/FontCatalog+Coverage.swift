extension FontCatalog {
    /// The distinct characters of a text that a face must render, in order of first
    /// appearance: controls (`\n`, `\t`) and default-ignorable characters (zero-width
    /// joiners, variation selectors) are left out, since no font draws them.
    ///
    /// - Parameter text: the text.
    /// - Returns: the characters as Unicode scalars.
    package static func characters(in text: String) -> [Unicode.Scalar] {
        var seen = ScalarBitmap([])
        return text.unicodeScalars.filter {
            guard !seen.contains($0.value) else { return false }
            seen.insert($0.value)
            return $0.properties.generalCategory != .control
                && !$0.properties.isDefaultIgnorableCodePoint
        }
    }

    /// Which characters of `text` a face cannot render, and the cascade of faces that would.
    ///
    /// The face's own coverage comes from its Unicode cmap (FreeType, `FT_Get_Char_Index`).
    /// The characters it misses are offered first to the `cascade` faces in order (a style's
    /// dictionary `cascade`), then to Fontconfig's sorted fallback for the face's family,
    /// weight and slant (`FcFontSort` with trim, what `fc-match --sort` lists), each checked
    /// by its own cmap; a face is kept only when it renders a character no face before it
    /// does. A fallback face FreeType cannot open is skipped.
    ///
    /// - Parameters:
    ///   - face: the face to check.
    ///   - text: the text it should render.
    ///   - cascade: faces to try before Fontconfig's fallback, in order.
    /// - Returns: the report.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when `face` or a `cascade` face
    ///   cannot be opened.
    public func coverage(
        of face: FontFace, text: String, cascade: [FontFace] = []
    )
        throws(ScaledFontError) -> CoverageReport
    {
        let characters = Self.characters(in: text)
        return try withLibraries { fontconfig, freetype throws(ScaledFontError) in
            try cascadeReport(
                for: face, characters: characters, cascade: cascade,
                fallback: {
                    fontconfig.sortedFaces(
                        family: face.family, weight: face.weight, slant: face.slant)
                },
                missing: { candidate, scalars throws(ScaledFontError) in
                    try freetype.missingCharacters(
                        file: candidate.file, index: candidate.index, among: scalars)
                })
        }
    }

    /// The cascade algorithm of ``coverage(of:text:cascade:)``, with the way to read a face's
    /// coverage given: FreeType for a one-off check, the cached HarfBuzz fonts for text
    /// measurement.
    ///
    /// - Parameters:
    ///   - fallback: Fontconfig's sorted fallback for the face, asked only when the face and
    ///     the `cascade` faces leave characters uncovered.
    ///   - missing: the characters among those given that a face has no glyph for.
    /// - Throws: ``ScaledFontError`` from `missing` for `face` or a `cascade` face; a
    ///   fallback face that cannot be read is skipped.
    func cascadeReport(
        for face: FontFace, characters: [Unicode.Scalar], cascade: [FontFace],
        fallback: () throws(ScaledFontError) -> [FontFace],
        missing: (FontFace, [Unicode.Scalar]) throws(ScaledFontError) -> [Unicode.Scalar]
    ) throws(ScaledFontError) -> CoverageReport {
        let missingFromFace = try missing(face, characters)
        var remaining = missingFromFace
        var steps: [CoverageReport.CascadeFace] = []
        var tried: Set<String> = ["\(face.index) \(face.file)"]
        func offer(
            _ candidate: FontFace, _ source: CoverageReport.CascadeFace.Source
        ) throws(ScaledFontError) {
            guard !remaining.isEmpty,
                tried.insert("\(candidate.index) \(candidate.file)").inserted
            else { return }
            let stillMissing = ScalarBitmap(try missing(candidate, remaining))
            let added = remaining.filter { !stillMissing.contains($0.value) }
            if !added.isEmpty {
                steps.append(
                    CoverageReport.CascadeFace(
                        face: lookUp(candidate), source: source, characters: added))
            }
            remaining = remaining.filter { stillMissing.contains($0.value) }
        }
        for candidate in cascade { try offer(candidate, .dictionary) }
        if !remaining.isEmpty {
            for candidate in try fallback() where !remaining.isEmpty {
                // Fontconfig lists the fonts it indexed; one that is gone or broken since
                // cannot render anything, so it is passed over.
                do { try offer(candidate, .fontconfig) } catch { continue }
            }
        }
        return CoverageReport(
            face: face, characters: characters, missing: missingFromFace, cascade: steps,
            uncovered: remaining)
    }
}
