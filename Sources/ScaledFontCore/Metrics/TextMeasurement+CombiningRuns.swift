extension TextMeasurement {
    /// The most combining characters that may follow one another in a text to measure: 30.
    ///
    /// A combining character is a combining mark (general category Mn, Mc or Me), a character
    /// that extends a grapheme (Grapheme_Extend, an emoji skin-tone modifier) or a
    /// default-ignorable character (joiners, variation selectors, the combining grapheme
    /// joiner, tags): what HarfBuzz attaches to the character before the run, looking back
    /// past all of them for each mark, so that shaping a run takes time that grows with the
    /// square of its length (hostile-timing's class 9 row of one letter and 60,000 combining
    /// accents measures that such a text is refused at once). Any other character ends a run. 30 is the limit of Unicode's Stream-Safe Text Format (UAX #15), which allows 30
    /// non-starters in a row: far more than any writing system stacks on one letter. Unlike
    /// that format, a combining grapheme joiner does not end a run here, as HarfBuzz looks
    /// past it.
    public static let maximumCombiningRun = 30

    /// The first run of more than ``maximumCombiningRun`` combining characters in a text:
    /// where it starts and the first character over the limit, as offsets in Unicode scalars;
    /// `nil` when there is none.
    package static func overlongCombiningRun(in text: String) -> (start: Int, excess: Int)? {
        var start = 0
        var length = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            guard isCombining(scalar) else {
                length = 0
                continue
            }
            if length == 0 { start = offset }
            length += 1
            if length > maximumCombiningRun { return (start, offset) }
        }
        return nil
    }

    /// What is wrong with a text whose run of combining characters from `start` has its
    /// character at `excess` over the limit, for a message.
    package static func combiningRunProblem(start: Int, excess: Int) -> String {
        "more than \(maximumCombiningRun) combining marks or default-ignorable characters in a "
            + "row from offset \(start) (in Unicode scalars; the \(maximumCombiningRun + 1)st is "
            + "at offset \(excess)): at most \(maximumCombiningRun) may follow one another, as in "
            + "Unicode's Stream-Safe Text Format, since shaping time grows with the square of "
            + "their number"
    }

    /// Refuses a text with more than ``maximumCombiningRun`` combining characters in a row.
    ///
    /// - Throws: ``ScaledFontError`` `.textTooComplex` naming the run's offsets.
    package static func checkCombiningRuns(_ text: String) throws(ScaledFontError) {
        guard let (start, excess) = overlongCombiningRun(in: text) else { return }
        throw ScaledFontError(
            .textTooComplex,
            "cannot measure the text: " + combiningRunProblem(start: start, excess: excess))
    }

    /// CJK Unified Ideographs Extension A, CJK Unified Ideographs and Hangul Syllables.
    static let plainLetterBlocks: [ClosedRange<UInt32>] = [
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
    ]

    /// Whether a character is in ``plainLetterBlocks``: a letter that is not a control, not
    /// default-ignorable and never combines, found without a property lookup.
    package static func isPlainLetter(_ scalar: Unicode.Scalar) -> Bool {
        plainLetterBlocks.contains { $0.contains(scalar.value) }
    }

    /// Whether a character continues the run of the one before it (see
    /// ``maximumCombiningRun``).
    package static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        // Below U+0300 only the soft hyphen (default-ignorable) combines: Latin-1 text needs
        // no property lookup.
        if scalar.value < 0x300 { return scalar.value == 0xAD }
        // Nor do Chinese, Japanese or Korean texts' letters: CJK Unified Ideographs and their
        // Extension A, and the Hangul syllables, are every one a letter (Lo) without a
        // property that combines (Unicode's DerivedGeneralCategory and PropList).
        if isPlainLetter(scalar) { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default:
            return properties.isGraphemeExtend || properties.isDefaultIgnorableCodePoint
                || properties.isEmojiModifier
        }
    }
}
