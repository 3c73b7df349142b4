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
    ///   positive; `.textTooComplex` for a text with more than
    ///   ``TextMeasurement/maximumCombiningRun`` combining marks or default-ignorable
    ///   characters in a row (checked before any shaping); `.faceUnreadable` when `face` or a
    ///   `cascade` face cannot be read.
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
    ///
    /// The text is shaped in `face` first; when HarfBuzz sets no character as .notdef (glyph
    /// 0), that shaping is the answer. Otherwise the characters of the .notdef clusters are
    /// the ones the face lacks (so a letter HarfBuzz renders as base and mark counts as
    /// rendered), the cascade is worked out for them, and each run is shaped in its face.
    ///
    /// - Throws: ``ScaledFontError`` `.textTooComplex` before any shaping for a text with
    ///   more than ``TextMeasurement/maximumCombiningRun`` combining characters in a row;
    ///   `.faceUnreadable` when a face cannot be read.
    package func measure(
        _ text: String, face: FontFace, pointSize: Double, lineHeight: Double,
        cascade: [FontFace]
    ) throws(ScaledFontError) -> TextMeasurement {
        try TextMeasurement.checkCombiningRuns(text)
        let scalars = text.unicodeScalars.map(\.value)
        var runs: [TextMeasurement.Run] = []
        func append(
            _ start: Int, _ end: Int, _ face: FontFace, _ font: HarfBuzzFont,
            _ glyphs: [ShapedGlyph]
        ) {
            let units = glyphs.reduce(0) { $0 + Int($1.xAdvance) }
            // Multiply before dividing, as for line metrics: whole font units times a size
            // over units per em is then correctly rounded.
            runs.append(
                TextMeasurement.Run(
                    face: face, start: start, end: end,
                    advance: Double(units) * pointSize / font.unitsPerEm, glyphs: glyphs,
                    unitsPerEm: font.unitsPerEm))
        }
        if !scalars.isEmpty {
            let primary = try harfBuzzFont(of: face, pointSize: pointSize)
            let glyphs = primary.shape(scalars, range: 0..<scalars.count)
            if !glyphs.contains(where: { $0.id == 0 }) {
                append(0, scalars.count, face, primary, glyphs)
            } else {
                let lacking = Self.notdefOffsets(glyphs, count: scalars.count)
                for (start, end, runFace, font) in try segments(
                    text, face: face, lacking: lacking, cascade: cascade, pointSize: pointSize)
                {
                    append(start, end, runFace, font, font.shape(scalars, range: start..<end))
                }
            }
        }
        return TextMeasurement(
            text: text, pointSize: pointSize,
            advance: runs.reduce(0) { $0 + $1.advance }, lineHeight: lineHeight, runs: runs)
    }

    /// Which characters are in clusters HarfBuzz set with glyph 0 (.notdef), by offset: a
    /// cluster runs from its value up to the next cluster's value, or the end.
    ///
    /// One pass over the glyphs and one over the text: a cluster of many .notdef glyphs (an
    /// emoji joined to the next by a zero-width joiner, thousands of times over, is one
    /// cluster) is walked once, not once per glyph.
    private static func notdefOffsets(_ glyphs: [ShapedGlyph], count: Int) -> [Bool] {
        // Per offset: 0 no cluster starts there, 1 a cluster does, 2 a .notdef cluster does.
        var starts = [UInt8](repeating: 0, count: count)
        for glyph in glyphs where glyph.cluster < count {
            starts[glyph.cluster] = max(starts[glyph.cluster], glyph.id == 0 ? 2 : 1)
        }
        var lacking = [Bool](repeating: false, count: count)
        var inNotdef = false
        for offset in 0..<count {
            if starts[offset] != 0 { inNotdef = starts[offset] == 2 }
            lacking[offset] = inNotdef
        }
        return lacking
    }

    /// The text cut into runs of one face each (offsets in Unicode scalars, the face and its
    /// HarfBuzz font): the characters at `lacking` go to the cascade face that renders them.
    private func segments(
        _ text: String, face: FontFace, lacking: [Bool], cascade: [FontFace], pointSize: Double
    ) throws(ScaledFontError) -> [(Int, Int, FontFace, HarfBuzzFont)] {
        let all = Array(text.unicodeScalars)
        let choice = try cascadeChoice(
            text, scalars: all, face: face, lacking: lacking, cascade: cascade,
            pointSize: pointSize)
        let owner = choice.owner
        let faces = [face] + choice.faces
        var fonts: [HarfBuzzFont] = []
        for face in faces { fonts.append(try harfBuzzFont(of: face, pointSize: pointSize)) }
        var segments: [(Int, Int, FontFace, HarfBuzzFont)] = []
        var runStart = 0
        var current = 0
        for (offset, scalar) in all.enumerated() {
            // A character the face has, in a run of the face, stays there whatever it is;
            // only then are its properties not needed.
            let next: Int
            if !lacking[offset] && current == 0 {
                next = 0
            } else {
                let follows: Bool
                if TextMeasurement.isPlainLetter(scalar) {
                    follows = false
                } else {
                    let properties = scalar.properties
                    follows =
                        properties.generalCategory == .control
                        || properties.isDefaultIgnorableCodePoint
                }
                next = follows ? current : lacking[offset] ? owner[scalar] ?? 0 : 0
            }
            if next != current, offset > runStart {
                segments.append((runStart, offset, faces[current], fonts[current]))
                runStart = offset
            }
            current = next
        }
        segments.append((runStart, all.count, faces[current], fonts[current]))
        return segments
    }

    /// Which cascade face draws each character of `text` the face lacks (0 the face itself,
    /// n the nth of `faces`), as ``cascadeReport(for:characters:cascade:fallback:covered:)``
    /// finds it; kept for the next measurement of the same text in the same faces.
    private func cascadeChoice(
        _ text: String, scalars all: [Unicode.Scalar], face: FontFace, lacking: [Bool],
        cascade: [FontFace], pointSize: Double
    ) throws(ScaledFontError) -> CascadeChoice {
        if let known = lastCascade.withLock({ $0 }), known.text == text, known.face == face,
            known.cascade == cascade
        {
            return known
        }
        var missing: Set<Unicode.Scalar> = []
        for (offset, scalar) in all.enumerated() where lacking[offset] { missing.insert(scalar) }
        let report = try cascadeReport(
            for: face, characters: Self.characters(in: text), cascade: cascade,
            fallback: { () throws(ScaledFontError) in
                try withLibraries { fontconfig, _ in
                    fontconfig.sortedFaces(
                        family: face.family, weight: face.weight, slant: face.slant)
                }
            },
            covered: { candidate, scalars throws(ScaledFontError) in
                if candidate.file == face.file, candidate.index == face.index {
                    return scalars.members.filter { !missing.contains($0) }
                }
                let font = try harfBuzzFont(of: candidate, pointSize: pointSize)
                return scalars.members.filter { font.hasGlyph(for: $0) }
            })
        var owner: [Unicode.Scalar: Int] = [:]
        for (offset, step) in report.cascade.enumerated() {
            for character in step.characters { owner[character] = offset + 1 }
        }
        let choice = CascadeChoice(
            text: text, face: face, cascade: cascade, owner: owner,
            faces: report.cascade.map(\.face))
        lastCascade.withLock { $0 = choice }
        return choice
    }
}

/// The cascade faces chosen for a text's characters its face lacks (see
/// ``FontCatalog/lastCascade``): a face's coverage depends on neither the size nor the
/// measurement, so the choice holds for every measurement of the text in the same faces.
struct CascadeChoice: Sendable {
    let text: String
    let face: FontFace
    let cascade: [FontFace]
    /// For each character the face lacks, the cascade face that draws it: n for the nth of
    /// ``faces`` (counted from 1), absent for none.
    let owner: [Unicode.Scalar: Int]
    let faces: [FontFace]
}
