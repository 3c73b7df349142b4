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
                covered: { candidate, scalars throws(ScaledFontError) in
                    try freetype.coveredCharacters(
                        file: candidate.file, index: candidate.index, among: scalars)
                })
        }
    }

    /// The cascade algorithm of ``coverage(of:text:cascade:)``, with the way to read a face's
    /// coverage given: FreeType for a one-off check, the cached HarfBuzz fonts for text
    /// measurement.
    ///
    /// The characters still uncovered are kept as a ``ScalarBitmap`` and each face is asked
    /// only which of them it covers, so a step costs what the face maps (or what is left,
    /// when that is fewer), not the length of the text: a text of a million distinct
    /// characters offered to a hundred fallback faces stays near linear. The characters of
    /// each step are put in text order once, at the end.
    ///
    /// - Parameters:
    ///   - fallback: Fontconfig's sorted fallback for the face, asked only when the face and
    ///     the `cascade` faces leave characters uncovered.
    ///   - covered: the characters of the set that a face has a glyph for, each once, in any
    ///     order.
    /// - Throws: ``ScaledFontError`` from `covered` for `face` or a `cascade` face; a
    ///   fallback face that cannot be read is skipped.
    package func cascadeReport(
        for face: FontFace, characters: [Unicode.Scalar], cascade: [FontFace],
        fallback: () throws(ScaledFontError) -> [FontFace],
        covered: (FontFace, ScalarBitmap) throws(ScaledFontError) -> [Unicode.Scalar]
    ) throws(ScaledFontError) -> CoverageReport {
        let own = ScalarBitmap(try covered(face, ScalarBitmap(characters)))
        let missingFromFace = characters.filter { !own.contains($0.value) }
        var remaining = ScalarBitmap(missingFromFace)
        var found: [(face: FontFace, source: CoverageReport.CascadeFace.Source)] = []
        // The step that covers each character the face lacks.
        var owner: [UInt32: Int] = [:]
        var tried: Set<String> = ["\(face.index) \(face.file)"]
        func offer(
            _ candidate: FontFace, _ source: CoverageReport.CascadeFace.Source
        ) throws(ScaledFontError) {
            guard !remaining.isEmpty,
                tried.insert("\(candidate.index) \(candidate.file)").inserted
            else { return }
            let added = try covered(candidate, remaining)
            guard !added.isEmpty else { return }
            for character in added {
                remaining.remove(character.value)
                owner[character.value] = found.count
            }
            found.append((candidate, source))
        }
        for candidate in cascade { try offer(candidate, .dictionary) }
        if !remaining.isEmpty {
            for candidate in try fallback() where !remaining.isEmpty {
                // Fontconfig lists the fonts it indexed; one that is gone or broken since
                // cannot render anything, so it is passed over.
                do { try offer(candidate, .fontconfig) } catch { continue }
            }
        }
        var stepCharacters = [[Unicode.Scalar]](repeating: [], count: found.count)
        var uncovered: [Unicode.Scalar] = []
        for character in missingFromFace {
            if let step = owner[character.value] {
                stepCharacters[step].append(character)
            } else {
                uncovered.append(character)
            }
        }
        let steps = found.indices.map {
            CoverageReport.CascadeFace(
                face: lookUp(found[$0].face), source: found[$0].source,
                characters: stepCharacters[$0])
        }
        return CoverageReport(
            face: face, characters: characters, missing: missingFromFace, cascade: steps,
            uncovered: uncovered)
    }
}
