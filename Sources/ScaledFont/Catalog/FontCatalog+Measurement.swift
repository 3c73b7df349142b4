extension FontCatalog {
    /// Measures a text set in one line in a face at a point size, shaped by HarfBuzz.
    ///
    /// Characters the face has no glyph for go to the face of the cascade that renders them
    /// (the `cascade` faces, then Fontconfig's sorted fallback, as in
    /// ``coverage(of:text:cascade:)``), and each run of characters in one face is shaped in
    /// that face, with the whole text as context. A character no face renders stays in `face`
    /// (its .notdef glyph). Controls and default-ignorable characters (zero-width joiners,
    /// variation selectors) stay in the run of the character before them. Script, direction
    /// and language are guessed per run from its characters
    /// (`hb_buffer_guess_segment_properties`).
    ///
    /// Each face's HarfBuzz font is made once per catalog and reused: measuring again in the
    /// same faces opens no file.
    ///
    /// - Parameters:
    ///   - text: the text, measured as one line (a line break is a character like any other).
    ///   - face: the face to set it in.
    ///   - pointSize: the size, finite and greater than 0.
    ///   - cascade: faces to try before Fontconfig's fallback for characters `face` lacks.
    ///   - policy: the table the line height comes from.
    /// - Returns: the advance, line height and runs.
    /// - Throws: ``ScaledFontError`` `.invalidPointSize` for a size that is not finite and
    ///   positive; `.faceUnreadable` when `face` or a `cascade` face cannot be read.
    public func measure(
        _ text: String, face: FontFace, pointSize: Double, cascade: [FontFace] = [],
        policy: MetricsPolicy = .hhea
    ) throws(ScaledFontError) -> TextMeasurement {
        guard pointSize.isFinite, pointSize > 0 else {
            throw ScaledFontError(
                .invalidPointSize,
                "cannot measure text at \(pointSize) pt: a point size must be a finite number "
                    + "greater than 0")
        }
        let lineHeight = try metrics(of: face).lineMetrics(pointSize: pointSize, policy: policy)
            .lineHeight
        return try measure(
            text, face: face, pointSize: pointSize, lineHeight: lineHeight, cascade: cascade)
    }

    /// ``measure(_:face:pointSize:cascade:policy:)`` with the line height already known.
    func measure(
        _ text: String, face: FontFace, pointSize: Double, lineHeight: Double,
        cascade: [FontFace]
    ) throws(ScaledFontError) -> TextMeasurement {
        let scalars = text.unicodeScalars.map(\.value)
        var runs: [TextMeasurement.Run] = []
        var advance = 0.0
        for (start, end, runFace) in try segments(text, face: face, cascade: cascade) {
            let font = try harfBuzzFont(of: runFace)
            let glyphs = font.shape(scalars, range: start..<end)
            let units = glyphs.reduce(0) { $0 + Int($1.xAdvance) }
            // Multiply before dividing, as for line metrics: whole font units times a size
            // over units per em is then correctly rounded.
            let runAdvance = Double(units) * pointSize / font.unitsPerEm
            advance += runAdvance
            runs.append(
                TextMeasurement.Run(
                    face: runFace, start: start, end: end, advance: runAdvance, glyphs: glyphs,
                    unitsPerEm: font.unitsPerEm))
        }
        return TextMeasurement(
            text: text, pointSize: pointSize, advance: advance, lineHeight: lineHeight,
            runs: runs)
    }

    /// The text cut into runs of one face each: offsets in Unicode scalars and the face.
    private func segments(
        _ text: String, face: FontFace, cascade: [FontFace]
    ) throws(ScaledFontError) -> [(Int, Int, FontFace)] {
        let characters = Self.characters(in: text)
        let count = text.unicodeScalars.count
        guard count > 0 else { return [] }
        let report = try cascadeReport(
            for: face, characters: characters, cascade: cascade,
            fallback: { () throws(ScaledFontError) in
                try withLibraries { fontconfig, _ in
                    fontconfig.sortedFaces(
                        family: face.family, weight: face.weight, slant: face.slant)
                }
            },
            missing: { candidate, scalars throws(ScaledFontError) in
                let font = try harfBuzzFont(of: candidate)
                return scalars.filter { !font.hasGlyph(for: $0) }
            })
        guard !report.cascade.isEmpty else { return [(0, count, face)] }
        // 0 is the face itself, n the nth cascade face.
        var owner: [Unicode.Scalar: Int] = [:]
        for (offset, step) in report.cascade.enumerated() {
            for character in step.characters { owner[character] = offset + 1 }
        }
        let faces = [face] + report.cascade.map(\.face)
        var segments: [(Int, Int, FontFace)] = []
        var runStart = 0
        var current = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let properties = scalar.properties
            let follows =
                properties.generalCategory == .control || properties.isDefaultIgnorableCodePoint
            let next = follows ? current : owner[scalar] ?? 0
            if next != current, offset > runStart {
                segments.append((runStart, offset, faces[current]))
                runStart = offset
            }
            current = next
        }
        segments.append((runStart, count, faces[current]))
        return segments
    }
}
