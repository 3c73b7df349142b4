/// Which characters of a text a face can render, and which faces would render the rest: the
/// answer of ``FontCatalog/coverage(of:text:cascade:)``.
public struct CoverageReport: Sendable, Hashable {
    /// One face of the cascade and the characters it adds.
    public struct CascadeFace: Sendable, Hashable {
        /// Where a cascade face comes from.
        public enum Source: String, Sendable, Hashable, Codable {
            /// The style's `cascade` list in the dictionary.
            case dictionary
            /// Fontconfig's sorted fallback for the face's family (`FcFontSort`).
            case fontconfig
        }

        /// The face.
        public let face: FontFace
        /// Where it comes from.
        public let source: Source
        /// The characters this face renders that no face before it does, in text order.
        public let characters: [Unicode.Scalar]
    }

    /// The face whose coverage was checked.
    public let face: FontFace
    /// The distinct characters checked, in text order (controls and default-ignorable
    /// characters left out).
    public let characters: [Unicode.Scalar]
    /// The characters ``face`` has no glyph for (its cmap maps them to no glyph).
    public let missing: [Unicode.Scalar]
    /// The faces that render the missing characters: the dictionary's cascade first, then
    /// Fontconfig's, keeping only faces that add a character.
    public let cascade: [CascadeFace]
    /// The characters no face renders, not even in the cascade.
    public let uncovered: [Unicode.Scalar]

    /// Whether the face renders every character itself.
    public var isComplete: Bool { missing.isEmpty }
}
