/// The answer to a ``FitCheck``: for each element of the layout, each language's text at
/// each content size category, broken into lines; the findings; and the verdict.
public struct FitReport: Sendable {
    /// One text of an element at one content size category.
    public struct Result: Sendable, Hashable {
        /// The language of the text (`und` for an inline text without a language).
        public let language: String
        /// The plural or device variation of the string (`plural.other`), `nil` for none.
        public let variant: String?
        /// The content size category.
        public let category: ContentSizeCategory
        /// The style's point size at the category.
        public let pointSize: Double
        /// The number of lines the text takes in the element's width.
        public let lines: Int
        /// The width of the widest line, in points.
        public let widestLine: Double
        /// The lines times the style's line height at the category, in points.
        public let height: Double
        /// Whether the text takes no more lines than `maxLines` and no more height than
        /// `maxHeight`.
        public let fits: Bool
        /// Where each line after the first starts, as offsets in Unicode scalars of the text.
        public let breaks: [Int]
        /// Whether a word wider than the line was broken between grapheme clusters.
        public let breaksWord: Bool
        /// With an Apple platform, whether the face lacks characters of the text: they were
        /// measured in stand-ins for the device's fallback fonts (the device's fonts given,
        /// CJK ideographs and kana at 1 em, else a face of this machine; 1 em where no face
        /// has them), never at the width of .notdef.
        public let isApproximate: Bool
        /// Whether the strings files have no translation of the key in this language: the
        /// source language's text stands in.
        public let isUntranslated: Bool
        /// The text of each line, trailing white space and line breaks left out.
        public let lineTexts: [String]
        /// The style's line height at the category, in points.
        public let lineHeight: Double
    }

    /// One element of the layout and its results.
    public struct Element: Sendable {
        /// The element as the layout file gives it.
        public let element: FitLayout.Element
        /// The face the element's style is set in, `nil` when it cannot be measured here.
        public let face: FontFace?
        /// The faces tried, in order, for characters ``face`` lacks (the style's cascade).
        public var cascade: [FontFace] = []
        /// The results: each text (language and variant) at each category, in that order.
        public let results: [Result]
        /// Whether every result fits.
        public var fits: Bool { results.allSatisfy(\.fits) }
    }

    /// The check of the style dictionary the elements are set with.
    public let dictionary: DictionaryCheck
    /// The layout file's path.
    public let layout: String
    /// Each element of the layout, in file order.
    public let elements: [Element]
    /// The findings about the layout, in file order: an element that does not fit (an
    /// error), a word broken inside, a style that cannot be measured here (warnings).
    public let findings: [Finding]
    /// The platform checked for.
    public let platform: AvailableFonts

    /// Unusable when the dictionary cannot be read; failed when an element does not fit;
    /// else passed.
    public var outcome: FontCheckReport.Outcome {
        !dictionary.isReadable
            ? .unusable : findings.contains { $0.severity == .error } ? .failed : .passed
    }
}
