/// The verdict on one style dictionary for a platform: an entry per text style
/// saying where its face comes from, and the findings (errors, warnings, notices) as values.
///
/// This is the `scaledfont check` gate as library code: a program can gate on ``passed``
/// without the command line, and every report format renders the same ``findings``.
///
/// For ``Platform/linux`` the check builds a ``ScaledFont`` (``font``), so every face is on
/// this machine, and it also reports Bold Text, `cascade` and text coverage. For every other
/// platform the fonts installed on this machine do not count: a style resolves to a bundled
/// face, or (Apple) to a font built into the platform, which has no file and no metrics here;
/// a style that falls back gets the device's system font, which is not here either.
public struct DictionaryCheck: Sendable {
    /// What to check besides the fonts.
    public struct Options: Sendable {
        /// Report the Bold Text faces: a style without a bolder face is then a warning
        /// (Linux only).
        public var boldText: Bool
        /// Characters every style should render: missing ones are a warning naming the
        /// cascade that renders them, ones no face renders an error (Linux only).
        public var text: String?
        /// The table line metrics come from, for the Linux ``font``.
        public var policy: MetricsPolicy
        /// The app's declared fonts (its Info.plist's `UIAppFonts`): a bundled face in no
        /// declared file is an error, as the device never loads it (any platform but Linux).
        public var appFonts: AppFonts?

        /// Creates options; by default only the fonts are checked.
        public init(
            boldText: Bool = false, text: String? = nil, policy: MetricsPolicy = .hhea,
            appFonts: AppFonts? = nil
        ) {
            self.boldText = boldText
            self.text = text
            self.policy = policy
            self.appFonts = appFonts
        }
    }

    /// The dictionary's path as the caller gave it.
    public let path: String
    /// The platform and recorded version checked for (`linux`, `bundled`, `ios@26.0`), or the
    /// range (`ios@17.0+`).
    public let platform: String
    /// The records of the platform font data that answered (empty but for iOS): see
    /// ``AvailableFonts/records``.
    public let records: [PlatformRecord]
    /// The dictionary, `nil` when it cannot be read.
    public let dictionary: StyleDictionary?
    /// Why the dictionary cannot be read, if it cannot.
    public let dictionaryError: ScaledFontError?
    /// One entry per text style, in ``TextStyle`` order.
    public let entries: [CheckEntry]
    /// The findings in file order (by line; findings without a line last).
    public internal(set) var findings: [Finding]
    /// For Linux, the scaled font the entries come from (faces and metrics on this machine).
    public let font: ScaledFont?
    /// For Linux with a text to check, each style's coverage of it.
    public let coverage: [TextStyle: CoverageReport]

    /// Whether the dictionary can be read.
    public var isReadable: Bool { dictionary != nil }
    /// Whether the check passes: the dictionary can be read and no finding is an error
    /// (missing styles and warnings do not fail).
    public var passed: Bool { isReadable && !findings.contains { $0.severity == .error } }

    /// Checks the dictionary at `path` for a platform.
    ///
    /// An unreadable or malformed dictionary does not throw: ``isReadable`` is `false`, every
    /// style falls back, and one finding says why.
    ///
    /// - Throws: ``ScaledFontError`` for Linux when a style must fall back and Fontconfig has
    ///   no face at all (`.noSystemFont`), or a face cannot be read while measuring coverage.
    public init(
        contentsOf path: String, platform fonts: AvailableFonts, options: Options = Options()
    ) throws(ScaledFontError) {
        let read: Result<StyleDictionary, ScaledFontError>
        do {
            read = .success(try StyleDictionary.load(path: path))
        } catch {
            read = .failure(error)
        }
        try self.init(path: path, read: read, platform: fonts, options: options)
    }

    /// Checks a dictionary already read from `path` (or the reason it could not be), so a
    /// check of several targets reads each file once.
    ///
    /// - Throws: as ``init(contentsOf:platform:options:)``.
    package init(
        path: String, read: Result<StyleDictionary, ScaledFontError>,
        platform fonts: AvailableFonts,
        options: Options = Options()
    ) throws(ScaledFontError) {
        self.path = path
        platform = fonts.label
        records = fonts.records
        var font: ScaledFont?
        var coverage: [TextStyle: CoverageReport] = [:]
        let dictionary = try? read.get()
        let dictionaryError: ScaledFontError?
        if case .failure(let failure) = read {
            dictionaryError = failure
        } else {
            dictionaryError = nil
        }
        if fonts.platform.includesInstalledFonts {
            // The faces are on this machine: the scaled font answers for each style.
            let scaled = try ScaledFont(
                dictionary: dictionary, error: dictionaryError, catalog: fonts.catalog,
                policy: options.policy)
            if let text = options.text, scaled.dictionary != nil {
                coverage = try scaled.coverage(
                    text: text, catalog: fonts.catalog, boldText: options.boldText)
            }
            font = scaled
        }
        self.dictionary = dictionary
        self.dictionaryError = dictionaryError
        self.font = font
        self.coverage = coverage
        let found = StyleFindings(
            dictionary: dictionary, error: dictionaryError, path: path, fonts: fonts,
            options: options, font: font, coverage: coverage)
        entries = found.entries
        findings = Self.inFileOrder(found.findings)
    }

    /// No dictionary: `fit`'s check when every layout element names its font. Its path is
    /// empty, its dictionary has no entries, every style is missing and it has no findings.
    package init(noDictionaryFor fonts: AvailableFonts) {
        path = ""
        platform = fonts.label
        records = fonts.records
        let empty = StyleDictionary(entries: [:], file: "")
        dictionary = empty
        dictionaryError = nil
        font = nil
        coverage = [:]
        entries =
            StyleFindings(
                dictionary: empty, error: nil, path: "", fonts: fonts, options: Options(),
                font: nil, coverage: [:]
            ).entries
        findings = []
    }

    /// The findings of one severity.
    public func findings(_ severity: Finding.Severity) -> [Finding] {
        findings.filter { $0.severity == severity }
    }

    /// The entry of a text style.
    public func entry(_ style: TextStyle) -> CheckEntry {
        entries[style.ordinal]
    }

    /// The line metrics of a style at a category, when its face is on this machine: the
    /// entry's scaled size in its face. `nil` for a platform font and for a fallback on any
    /// platform but Linux (the device's system font is not here).
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when the face cannot be read.
    public func lineMetrics(
        _ style: TextStyle, category: ContentSizeCategory, catalog: FontCatalog,
        policy: MetricsPolicy = .hhea
    ) throws(ScaledFontError) -> LineMetrics? {
        let entry = entry(style)
        guard let face = entry.face else { return nil }
        return try catalog.metrics(of: face).lineMetrics(
            pointSize: pointSize(style, category: category), policy: policy)
    }

    /// The point size a style gets at a category: the entry's scaled size, or the system
    /// size of the style when it falls back (on any platform).
    public func pointSize(_ style: TextStyle, category: ContentSizeCategory) -> Double {
        let entry = entry(style)
        guard entry.status == .resolved, let valid = entry.entry else {
            return DynamicTypeRamp.pointSize(style, category)
        }
        return valid.scaledSize(for: style, category: category)
    }

    private static func inFileOrder(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted {
            ($0.element.line ?? Int.max, $0.offset) < ($1.element.line ?? Int.max, $1.offset)
        }.map(\.element)
    }

    /// The finding for a dictionary that cannot be read.
    static func unreadable(_ error: ScaledFontError?, path: String) -> Finding {
        Finding(unreadable: path, .dictionaryUnreadable, error: error)
    }

    /// The findings of the dictionary's own diagnostics (invalid entries, unknown keys).
    static func diagnosticFindings(
        _ dictionary: StyleDictionary, device: (StyleDictionaryFinding) -> String? = { _ in nil }
    ) -> [Finding] {
        dictionary.diagnostics.map { diagnostic in
            let error = diagnostic.severity == .error
            var message = diagnostic.summary
            if let device = device(diagnostic) { message += "; " + device }
            return Finding(
                error ? .error : .warning, error ? .invalidEntry : .suspiciousEntry,
                file: dictionary.file, styleKey: diagnostic.styleKey, line: diagnostic.line,
                field: diagnostic.field, problem: diagnostic.problem, message: FindingText(message))
        }
    }

    /// The notice for a style without an entry.
    static func missing(_ style: TextStyle, path: String) -> Finding {
        Finding(
            .notice, .styleMissing, file: path, styleKey: style.rawValue,
            message: "no entry for this style; it uses the system font at the system size")
    }
}
