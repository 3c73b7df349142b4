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
        let found = try withLibraries { fontconfig, freetype throws(ScaledFontError) in
            let missing = try freetype.missingCharacters(
                file: face.file, index: face.index, among: characters)
            // What is left as a bitmap, so each face's share costs time linear in what the
            // face maps, however many distinct characters the text has; which face covers a
            // character is put back in text order once, at the end.
            var remaining = ScalarBitmap(missing)
            var faces: [(FontFace, CoverageReport.CascadeFace.Source)] = []
            var coveredBy: [Unicode.Scalar: Int] = [:]
            var tried: Set<String> = ["\(face.index) \(face.file)"]
            func offer(
                _ candidate: FontFace, _ source: CoverageReport.CascadeFace.Source
            )
                throws(ScaledFontError)
            {
                guard !remaining.isEmpty,
                    tried.insert("\(candidate.index) \(candidate.file)")
                        .inserted
                else { return }
                let covered = try freetype.coveredCharacters(
                    file: candidate.file, index: candidate.index, among: remaining)
                guard !covered.isEmpty else { return }
                for character in covered {
                    remaining.remove(character.value)
                    coveredBy[character] = faces.count
                }
                faces.append((candidate, source))
            }
            for candidate in cascade { try offer(candidate, .dictionary) }
            if !remaining.isEmpty {
                let sorted = fontconfig.sortedFaces(
                    family: face.family, weight: face.weight, slant: face.slant)
                for candidate in sorted where !remaining.isEmpty {
                    // Fontconfig lists the fonts it indexed; one that is gone or broken since
                    // cannot render anything, so it is passed over.
                    do { try offer(candidate, .fontconfig) } catch { continue }
                }
            }
            var added = [[Unicode.Scalar]](repeating: [], count: faces.count)
            var uncovered: [Unicode.Scalar] = []
            for character in missing {
                if let step = coveredBy[character] {
                    added[step].append(character)
                } else {
                    uncovered.append(character)
                }
            }
            let steps = zip(faces, added).map { ($0.0, $0.1, $1) }
            return (missing, steps, uncovered)
        }
        return CoverageReport(
            face: face, characters: characters, missing: found.0,
            cascade: found.1.map {
                CoverageReport.CascadeFace(face: lookUp($0.0), source: $0.1, characters: $0.2)
            },
            uncovered: found.2)
    }
}
