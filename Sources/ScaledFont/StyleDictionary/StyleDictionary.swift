/// A validated style dictionary: which face and size each text style asks for.
///
/// Each of the eleven styles is in one of three states: it has a valid ``StyleEntry``, its
/// entry is invalid (an error diagnostic explains why), or it is missing. One bad entry never
/// discards the others (unlike the iOS original, where one bad entry discards the whole
/// dictionary).
public struct StyleDictionary: Sendable {
    /// The state of one style in the dictionary.
    public enum EntryState: Sendable, Hashable {
        /// The style has a valid entry.
        case valid(StyleEntry)
        /// The style's entry is present but unusable.
        case invalid(StyleDictionaryFinding)
        /// The dictionary has no entry for the style.
        case missing
    }

    /// The largest `fontSize`, `minimumPointSize` or `maximumPointSize` accepted, in points.
    ///
    /// Larger values are rejected as `tooLarge`: they are never meant and would overflow when
    /// scaled or rasterised (FreeType sizes are 26.6 fixed point).
    public static let maximumFontSize = 10_000.0

    /// The dictionary's path as the caller gave it (used in every diagnostic).
    public let file: String
    /// The valid entries, by style.
    public let entries: [TextStyle: StyleEntry]
    /// Every problem found, errors and warnings, in file order where known.
    public let diagnostics: [StyleDictionaryFinding]
    /// The line of each top-level key in an XML dictionary (1-based), by key as written.
    public let keyLines: [String: Int]

    /// Creates a dictionary from entries built in code (no diagnostics).
    public init(entries: [TextStyle: StyleEntry], file: String = "<memory>") {
        self.init(file: file, entries: entries, diagnostics: [], keyLines: [:])
    }

    init(
        file: String,
        entries: [TextStyle: StyleEntry],
        diagnostics: [StyleDictionaryFinding],
        keyLines: [String: Int]
    ) {
        self.file = file
        self.entries = entries
        self.diagnostics = diagnostics
        self.keyLines = keyLines
    }

    /// The state of `style`: its valid entry, the error that made it invalid, or missing.
    public func state(of style: TextStyle) -> EntryState {
        if let entry = entries[style] { return .valid(entry) }
        let error = diagnostics.first {
            $0.severity == .error && $0.styleKey == style.rawValue
        }
        if let error { return .invalid(error) }
        return .missing
    }

    /// The styles the dictionary has no entry for.
    public var missingStyles: [TextStyle] {
        TextStyle.allCases.filter { state(of: $0) == .missing }
    }

    /// The errors: problems that make an entry unusable.
    public var errors: [StyleDictionaryFinding] {
        diagnostics.filter { $0.severity == .error }
    }
}
