/// A custom font that scales with Dynamic Type, described by a style dictionary: the Linux
/// counterpart of the iOS `ScaledFont` type.
///
/// Creating one resolves every style's font, reads each face once with FreeType and computes
/// the metrics for all 11 styles at all 12 categories, with and without Bold Text;
/// ``font(forTextStyle:category:boldText:)`` is then a table lookup that makes no Fontconfig
/// or FreeType call. The value is immutable and `Sendable`: call it from any number of threads
/// at once.
///
/// Each style that is missing, invalid, or names a font that is not installed falls back to
/// the system UI face at the system size (see ``FallbackReason``); one bad entry never
/// affects the others.
public struct ScaledFont: Sendable {
    /// The dictionary, or `nil` when it could not be read (every style then falls back with
    /// reason `dictionaryUnreadable`).
    public let dictionary: StyleDictionary?
    /// Why the dictionary could not be read, if it could not.
    public let dictionaryError: ScaledFontError?
    /// The table used for line metrics.
    public let policy: MetricsPolicy
    /// Answers indexed by (Bold Text ? 1 : 0, style ordinal, category ordinal).
    @usableFromInline package let answers: [ResolvedFont]
    /// Each style's face, by style ordinal, for sizes off the ramp.
    package let choices: [StyleChoice]

    /// The largest continuous scale ``font(forTextStyle:scale:boldText:)`` accepts (GNOME's own
    /// text-scaling range is 0.5 to 3).
    public static let maximumScale = 10.0

    /// Creates a scaled font from a dictionary already loaded.
    ///
    /// - Parameters:
    ///   - dictionary: the style dictionary.
    ///   - catalog: the installed and bundled faces to resolve names in.
    ///   - policy: which table line metrics come from (hhea, as `UIFont`, by default).
    ///   - fallbackFamily: the generic family the system UI face is matched for.
    /// - Throws: ``ScaledFontError`` `.noSystemFont` only when some style must fall back and
    ///   Fontconfig has no face at all, or `.faceUnreadable` when the fallback face cannot be
    ///   read.
    public init(
        dictionary: StyleDictionary, catalog: FontCatalog, policy: MetricsPolicy = .hhea,
        fallbackFamily: String = "system-ui"
    ) throws(ScaledFontError) {
        try self.init(
            dictionary: dictionary, error: nil, catalog: catalog, policy: policy,
            fallbackFamily: fallbackFamily)
    }

    /// Creates a scaled font from a style dictionary file.
    ///
    /// An unreadable or malformed file does not throw: as on iOS, every style falls back,
    /// with reason `dictionaryUnreadable` and the cause in ``dictionaryError``.
    ///
    /// - Throws: as ``init(dictionary:catalog:policy:fallbackFamily:)``.
    public init(
        contentsOf path: String, catalog: FontCatalog, policy: MetricsPolicy = .hhea,
        fallbackFamily: String = "system-ui"
    ) throws(ScaledFontError) {
        let dictionary: StyleDictionary?
        let error: ScaledFontError?
        do {
            dictionary = try StyleDictionary.load(path: path)
            error = nil
        } catch let failure {
            dictionary = nil
            error = failure
        }
        try self.init(
            dictionary: dictionary, error: error, catalog: catalog, policy: policy,
            fallbackFamily: fallbackFamily)
    }

    /// Creates a scaled font from the dictionary `fontName.plist` in a folder, as the iOS
    /// `ScaledFont(fontName:bundle:)` loads it from a bundle.
    ///
    /// - Throws: as ``init(dictionary:catalog:policy:fallbackFamily:)``.
    public init(
        fontName: String, directory: String, catalog: FontCatalog, policy: MetricsPolicy = .hhea
    ) throws(ScaledFontError) {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        try self.init(contentsOf: folder + fontName + ".plist", catalog: catalog, policy: policy)
    }

    /// Creates a scaled font from a dictionary already read, or the reason it could not be
    /// (every style then falls back, as with ``init(contentsOf:catalog:policy:fallbackFamily:)``).
    package init(
        dictionary: StyleDictionary?, error: ScaledFontError?, catalog: FontCatalog,
        policy: MetricsPolicy, fallbackFamily: String = "system-ui"
    ) throws(ScaledFontError) {
        self.dictionary = dictionary
        self.dictionaryError = error
        self.policy = policy
        var choices: [StyleChoice] = []
        for style in TextStyle.allCases {
            choices.append(
                try StyleChoice(
                    style: style, dictionary: dictionary, dictionaryError: error,
                    catalog: catalog, fallbackFamily: fallbackFamily))
        }
        // Filled in place: nested `flatMap`s grew and copied the table of 264 answers.
        var answers: [ResolvedFont] = []
        answers.reserveCapacity(2 * choices.count * ContentSizeCategory.allCases.count)
        for boldText in [false, true] {
            for choice in choices {
                for category in ContentSizeCategory.allCases {
                    answers.append(
                        choice.answer(category: category, policy: policy, boldText: boldText))
                }
            }
        }
        self.answers = answers
        self.choices = choices
    }

    /// The face, size and line metrics of a text style at a content size category.
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - category: the user's content size category (Large by default).
    ///   - boldText: whether the user has turned on Bold Text (iOS
    ///     `UIAccessibility.isBoldTextEnabled`): the style then uses its entry's
    ///     `boldFontName`, else the next heavier face of its family, else its own face, and
    ///     the answer's ``ResolvedFont/boldText`` says which. A fallback face gets the next
    ///     heavier face of the system family.
    /// - Returns: the dictionary's face at the scaled size, or the system UI face at the
    ///   system size with the reason it fell back.
    @inlinable
    public func font(
        forTextStyle style: TextStyle, category: ContentSizeCategory = .large,
        boldText: Bool = false
    ) -> ResolvedFont {
        let categories = ContentSizeCategory.allCases.count
        let bold = boldText ? TextStyle.allCases.count * categories : 0
        return answers[bold + style.ordinal * categories + category.ordinal]
    }

    /// The face, size and line metrics of a text style at a continuous scale instead of a
    /// category: `fontSize × scale`, clamped to the entry's `minimumPointSize` and
    /// `maximumPointSize`; a style that falls back gets its system size at Large × `scale`.
    ///
    /// The ramp is not used: at scale 1 every size is the dictionary's own, and 2 doubles it
    /// (where the ramp grows small styles faster than large ones). The answer's `category` is
    /// `large` and its `scale` is `scale`.
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - scale: the factor, finite, greater than 0 and at most ``maximumScale``.
    ///   - boldText: whether to use the Bold Text face, as in
    ///     ``font(forTextStyle:category:boldText:)``.
    /// - Returns: the same face as at any category, at the scaled size.
    /// - Throws: ``ScaledFontError`` `.invalidScale` for a factor out of range.
    public func font(
        forTextStyle style: TextStyle, scale: Double, boldText: Bool = false
    ) throws(ScaledFontError)
        -> ResolvedFont
    {
        guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
            throw ScaledFontError(
                .invalidScale,
                "scale \(scale) is out of range: expected a number greater than 0 and at most "
                    + "\(Int(Self.maximumScale))")
        }
        return choices[style.ordinal].answer(scale: scale, policy: policy, boldText: boldText)
    }
}
