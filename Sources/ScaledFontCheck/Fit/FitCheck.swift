package import ScaledFontCore

/// Will the text fit: each element of a layout set in its text style at each content size
/// category, broken into lines as ``FitReport/Result`` describes, and checked against its
/// line and height limits.
///
/// ```swift
/// let report = try FitCheck(
///     dictionary: "Styles.plist", layout: try FitLayout(contentsOf: "Layout.json")
/// ).run()
/// for finding in report.findings where finding.severity == .error { print(finding) }
/// ```
///
/// Each text is shaped as `measure` shapes it (HarfBuzz, the style's cascade for characters
/// its face lacks) and broken greedily at Unicode's line-break opportunities (UAX #14, from
/// ICU): a line takes as many segments as fit in the element's width, trailing white space
/// not counted, and each line's width is its own text shaped on its own. A word wider than
/// the line is broken between grapheme clusters, with a warning. The height is the number of
/// lines times the style's line height at the category.
public struct FitCheck: Sendable {
    /// The style dictionary; `nil` when every element of the layout names its font
    /// (``FitLayout/Element/font``).
    public var dictionary: String?
    /// The layout.
    public var layout: FitLayout
    /// The app's localized strings files (`.xcstrings`, `.strings`, `.stringsdict`), where the
    /// texts of the elements that give a `key` come from.
    public var strings: [String]
    /// The categories to check, smallest first (all twelve by default).
    public var categories: [ContentSizeCategory]
    /// Set the text in the Bold Text faces (Linux).
    public var boldText: Bool
    /// Folders of the app's bundled fonts.
    public var fontFolders: [String]
    /// Where the app runs (Linux by default).
    public var platform: Platform
    /// With an Apple platform, folders of the user's own copies of the device's fonts: they
    /// are tried first for characters a style's face lacks (see ``FitReport/Result/isApproximate``).
    public var deviceFontFolders: [String]

    /// Creates a request.
    public init(
        dictionary: String?, layout: FitLayout, strings: [String] = [],
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        boldText: Bool = false, fontFolders: [String] = [], platform: Platform = .linux,
        deviceFontFolders: [String] = []
    ) {
        self.dictionary = dictionary
        self.layout = layout
        self.strings = strings
        self.categories = categories
        self.boldText = boldText
        self.fontFolders = fontFolders
        self.platform = platform
        self.deviceFontFolders = deviceFontFolders
    }

    /// Loads the platform's fonts and checks every element.
    ///
    /// - Throws: ``ScaledFontError`` `.layoutMalformed` naming the layout file's line when an
    ///   element's text cannot be laid out (a control character other than a tab or line
    ///   break, too many combining marks in a row, longer than
    ///   ``FitLayout/maximumTextLength`` with its arguments), and, without a dictionary,
    ///   for the first element that names a style rather than its font; `.stringsUnreadable` or
    ///   `.stringsMalformed` for a strings file, or a text of one, that cannot be read or
    ///   laid out; `.lineBreakingUnavailable` or `.shapingUnavailable` when ICU or HarfBuzz
    ///   cannot be loaded; `.faceUnreadable` when a face cannot be read;
    ///   `.fontsDirectoryUnreadable` for a font folder that cannot be read.
    public func run() throws(ScaledFontError) -> FitReport {
        try run(on: AvailableFonts(platform, fontDirectories: fontFolders))
    }

    /// Checks every element against fonts the caller loaded.
    ///
    /// - Throws: as ``run()``, but for the font folders, which the caller loaded.
    package func run(on fonts: AvailableFonts) throws(ScaledFontError) -> FitReport {
        // Only the texts of the keys the layout names are kept: every file is still read whole.
        let keys = layout.elements.compactMap { element -> String? in
            if case .key(let key) = element.content { key } else { nil }
        }
        let localized =
            strings.isEmpty ? nil : try LocalizedStrings(files: strings, keys: Set(keys))
        let check: DictionaryCheck
        if let dictionary {
            check = try DictionaryCheck(
                contentsOf: dictionary, platform: fonts,
                options: DictionaryCheck.Options(boldText: boldText))
        } else {
            if let element = layout.elements.first(where: { $0.font == nil }) {
                throw ScaledFontError(
                    .layoutMalformed,
                    "\(layout.path):\(element.line): element '\(FitLayout.shown(element.id))' "
                        + "is set in the \(element.style.rawValue) style, but no style "
                        + "dictionary was given: give the dictionary, or the element's "
                        + "\"font\", \"size\" and \"relativeTo\"",
                    file: layout.path)
            }
            check = DictionaryCheck(noDictionaryFor: fonts)
        }
        let categories = categories.sorted()
        // Every element's texts first: a layout that asks for too many is refused before any
        // shaping.
        var textsOf: [[Text]] = []
        var textCount = 0
        for element in layout.elements {
            let texts = try texts(of: element, strings: localized)
            textCount += texts.count
            guard textCount <= FitLayout.maximumTexts else {
                throw ScaledFontError(
                    .layoutMalformed,
                    "\(layout.path):\(element.line): the layout asks for more than "
                        + "\(FitLayout.maximumTexts) texts (elements × languages × variations) "
                        + "by element '\(FitLayout.shown(element.id))'; split it into several "
                        + "layout files",
                    file: layout.path)
            }
            textsOf.append(texts)
        }
        let deviceFallback =
            fonts.platform.isApple ? DeviceFallback(faces: try deviceFaces()) : nil
        var elements: [FitReport.Element] = []
        var findings: [Finding] = []
        var settings: [TextStyle: StyleSetting?] = [:]
        for (element, texts) in zip(layout.elements, textsOf) {
            let setting: StyleSetting?
            if let font = element.font {
                guard
                    let custom = try StyleSetting(
                        font, relativeTo: element.style, catalog: fonts.catalog,
                        categories: categories)
                else {
                    findings.append(
                        Finding(
                            .error, .textNotMeasurable, file: layout.path, styleKey: element.id,
                            line: element.line, field: "font",
                            message: "the font \(name: font.postscriptName) is not on this "
                                + "machine nor in the fonts folders given: the text cannot be "
                                + "measured"))
                    elements.append(FitReport.Element(element: element, face: nil, results: []))
                    continue
                }
                setting = custom
            } else if let known = settings[element.style] {
                setting = known
            } else {
                setting = try StyleSetting(
                    element.style, check: check, fonts: fonts, boldText: boldText,
                    categories: categories)
                settings[element.style] = setting
            }
            guard let setting else {
                findings.append(unmeasurable(element, check: check))
                elements.append(FitReport.Element(element: element, face: nil, results: []))
                continue
            }
            var results: [FitReport.Result] = []
            if texts.isEmpty, case .key(let key) = element.content {
                findings.append(missingKey(key, element: element, hasStrings: localized != nil))
            }
            for text in texts {
                let (found, unplaced) = try fit(
                    text, element: element, setting: setting, catalog: fonts.catalog,
                    deviceFallback: deviceFallback)
                results += found
                findings += self.findings(found, element: element, unplaced: unplaced)
            }
            elements.append(
                FitReport.Element(
                    element: element, face: setting.face, cascade: setting.cascade,
                    results: results))
        }
        return FitReport(
            dictionary: check, layout: layout.path, elements: elements, findings: findings,
            platform: fonts)
    }

    /// One text of an element: its language, variation and characters, and where it was
    /// read (the strings file and line, `nil` for an inline text).
    struct Text {
        let language: String
        let variant: String?
        let text: String
        let source: (file: String, line: Int)?
        /// Whether the text is the language's own, not the source language's standing in.
        var isTranslated = true
    }

    /// The texts of an element, their arguments filled in: its inline text, or each
    /// language's and variation's value of its key (a language without a translation has the
    /// source language's text).
    ///
    /// - Throws: ``ScaledFontError`` `.stringsMalformed` (`.layoutMalformed` for an inline
    ///   text) when a text, its arguments filled in, would be longer than
    ///   ``FitLayout/maximumTextLength``: known from its pieces, before it is built.
    private func texts(
        of element: FitLayout.Element, strings: LocalizedStrings?
    ) throws(ScaledFontError) -> [Text] {
        var texts: [Text] = []
        switch element.content {
        case .text(let text):
            texts.append(
                try filled(
                    text, element: element, language: element.language ?? "und", variant: nil,
                    source: nil))
        case .key(let key):
            for value in strings?.values(forKey: key) ?? [] {
                texts.append(
                    try filled(
                        value.text, element: element, language: value.language,
                        variant: value.variant, source: (value.file, value.line),
                        isTranslated: value.isTranslated))
            }
        }
        return texts
    }

    /// One text of `element` with the element's arguments filled in, refused unbuilt when it
    /// would be longer than ``FitLayout/maximumTextLength``.
    private func filled(
        _ text: String, element: FitLayout.Element, language: String, variant: String?,
        source: (file: String, line: Int)?, isTranslated: Bool = true
    ) throws(ScaledFontError) -> Text {
        let limit = FitLayout.maximumTextLength
        guard FormatSpecifiers.length(of: text, arguments: element.arguments, limit: limit) != nil
        else {
            let filled = element.arguments.isEmpty ? "" : " with its arguments"
            throw ScaledFontError(
                source == nil ? .layoutMalformed : .stringsMalformed,
                "\(source.map { "\($0.file):\($0.line)" } ?? "\(layout.path):\(element.line)"): "
                    + "the text of '\(FitLayout.shown(element.id))' (\(language))\(filled) is "
                    + "longer than \(limit) characters",
                file: source?.file ?? layout.path)
        }
        return Text(
            language: language, variant: variant,
            text: FormatSpecifiers.apply(element.arguments, to: text), source: source,
            isTranslated: isTranslated)
    }

    /// The error for an element whose key no strings file has.
    private func missingKey(
        _ key: String, element: FitLayout.Element, hasStrings: Bool
    ) -> Finding {
        let problem: FindingText =
            hasStrings
            ? "no strings file given has the key '\(FitLayout.shown(key))'"
            : "the element takes its text from the key '\(FitLayout.shown(key))', but no strings "
                + "file was given"
        return Finding(
            .error, .stringMissing, file: layout.path, styleKey: element.id, line: element.line,
            field: "key", message: problem + ": its text cannot be checked")
    }

    /// The faces of ``deviceFontFolders``, in folder order.
    private func deviceFaces() throws(ScaledFontError) -> [FontFace] {
        guard !deviceFontFolders.isEmpty else { return [] }
        return try FontCatalog(fontDirectories: deviceFontFolders, includeSystemFonts: false)
            .registeredFaces
    }

    /// A text set at every category, and the characters of it no face has (with a device
    /// fallback), measured at 1 em.
    private func fit(
        _ text: Text, element: FitLayout.Element, setting: StyleSetting, catalog: FontCatalog,
        deviceFallback: DeviceFallback?
    ) throws(ScaledFontError) -> ([FitReport.Result], [Unicode.Scalar]) {
        let setter: LineSetter
        do {
            setter = try LineSetter(
                text.text, catalog: catalog, face: setting.face, cascade: setting.cascade,
                strategy: element.lineBreakStrategy,
                language: text.language == "und" ? nil : text.language,
                deviceFallback: deviceFallback)
        } catch  where error.code == .controlCharacter || error.code == .textTooComplex {
            if let (file, line) = text.source {
                throw ScaledFontError(
                    .stringsMalformed,
                    "\(file)\(line > 0 ? ":\(line)" : ""): the text of "
                        + "'\(FitLayout.shown(element.id))' (\(text.language)) cannot be laid "
                        + "out: \(error.message)",
                    file: file)
            }
            throw ScaledFontError(
                .layoutMalformed,
                "\(layout.path):\(element.line): element '\(FitLayout.shown(element.id))' "
                    + "(\(text.language)): \(error.message)",
                file: layout.path)
        }
        var results: [FitReport.Result] = []
        for (category, size) in zip(categories.sorted(), setting.sizes) {
            let lines = try setter.lines(pointSize: size.pointSize, width: element.width)
            let height = Double(lines.count) * size.lineHeight
            let fits =
                (element.maxLines == 0 || lines.count <= element.maxLines)
                && (element.maxHeight.map { height <= $0 } ?? true)
            results.append(
                FitReport.Result(
                    language: text.language, variant: text.variant, category: category,
                    pointSize: size.pointSize, lines: lines.count,
                    widestLine: lines.map(\.width).max() ?? 0, height: height, fits: fits,
                    breaks: lines.dropFirst().map(\.start),
                    breaksWord: lines.contains { $0.breaksWord },
                    isApproximate: deviceFallback != nil && setter.lacksCharacters,
                    isUntranslated: !text.isTranslated,
                    lineTexts: lines.map {
                        String(String.UnicodeScalarView(setter.scalars[$0.start..<$0.end]))
                    },
                    lineHeight: size.lineHeight))
        }
        return (results, setter.unplaced.sorted { $0.value < $1.value })
    }

    /// The findings of one text's results: the smallest category that does not fit (an
    /// error); the smallest where a word is broken inside, approximate widths, and each
    /// character no face has (warnings).
    private func findings(
        _ results: [FitReport.Result], element: FitLayout.Element, unplaced: [Unicode.Scalar]
    ) -> [Finding] {
        var findings: [Finding] = []
        if let failure = results.first(where: { !$0.fits }) {
            var limits: [String] = []
            if element.maxLines > 0, failure.lines > element.maxLines {
                limits.append("more than maxLines \(element.maxLines)")
            }
            if let maxHeight = element.maxHeight, failure.height > maxHeight {
                limits.append(
                    "\(Self.points(failure.height)) pt tall, more than maxHeight "
                        + "\(Self.points(maxHeight)) pt")
            }
            findings.append(
                Finding(
                    .error, .textDoesNotFit, file: layout.path, styleKey: element.id,
                    line: element.line, field: element.style.rawValue,
                    message: FindingText(
                        "\(Self.label(failure)): \(failure.lines) line"
                            + "\(failure.lines == 1 ? "" : "s") from \(failure.category.rawValue) "
                            + "(\(Self.points(failure.pointSize)) pt) on, "
                            + limits.joined(separator: " and ") + "; widest line "
                            + "\(Self.points(failure.widestLine)) pt in "
                            + "\(Self.points(element.width)) pt"
                            + (failure.isApproximate
                                ? " (approximate: set partly in a fallback "
                                    + "face of this machine)" : ""))))
        }
        if let broken = results.first(where: \.breaksWord) {
            findings.append(
                warning(
                    .wordBroken, element,
                    "\(Self.label(broken)): a word is wider than "
                        + "\(Self.points(element.width)) pt from "
                        + "\(broken.category.rawValue) (\(Self.points(broken.pointSize)) pt) "
                        + "on, and is broken between characters"))
        }
        if let approximate = results.first(where: \.isApproximate) {
            findings.append(
                warning(
                    .approximateWidth, element,
                    "\(Self.label(approximate)): approximate: the face lacks characters of "
                        + "the text, measured in stand-ins for the device's fallback fonts "
                        + "(CJK ideographs and kana at 1 em, else a face of this machine)"))
        }
        for scalar in unplaced {
            guard let first = results.first else { break }
            findings.append(
                warning(
                    .characterUnavailable, element,
                    "\(Self.label(first)): element '\(FitLayout.shown(element.id))' has "
                        + "\(CoverageReport.describe(scalar)), which no face of "
                        + "this machine nor the device's fonts given has: it is measured at "
                        + "1 em"))
        }
        return findings
    }

    /// A warning about `element`, at its line of the layout file.
    private func warning(
        _ reason: Finding.Reason, _ element: FitLayout.Element, _ message: FindingText
    ) -> Finding {
        Finding(
            .warning, reason, file: layout.path, styleKey: element.id, line: element.line,
            field: element.style.rawValue, message: message)
    }

    /// `de`, or `de plural.other`.
    private static func label(_ result: FitReport.Result) -> String {
        (result.variant.map { "\(result.language) \($0)" } ?? result.language)
            + (result.isUntranslated ? " (untranslated: the source language's text)" : "")
    }

    /// The finding for an element whose style's face is not on this machine.
    private func unmeasurable(_ element: FitLayout.Element, check: DictionaryCheck) -> Finding {
        let entry = check.entry(element.style)
        let what: FindingText =
            entry.source == .platform
            ? "the \(element.style.rawValue) style's font \(name: entry.postscriptName ?? "") is "
                + "built into \(check.platform), not on this machine"
            : "the \(element.style.rawValue) style falls back to \(check.platform)'s system font, "
                + "which is not on this machine"
        return Finding(
            .warning, .textNotMeasurable, file: layout.path, styleKey: element.id,
            line: element.line, field: element.style.rawValue,
            message: what + ": the text cannot be measured without the device's face, and "
                + "is not checked")
    }

    /// A length for a message: points to a thousandth, without trailing zeros.
    static func points(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 4 {
            text = String(text[...text.index(dot, offsetBy: 3)])
        }
        return text
    }
}

/// A style's face, cascade, and size and line height at each category checked.
struct StyleSetting {
    let face: FontFace
    let cascade: [FontFace]
    let sizes: [(pointSize: Double, lineHeight: Double)]

    /// The setting of a font an element names: its size scaled with `style` at each category
    /// as `UIFontMetrics(forTextStyle:).scaledFont(for:)` scales it (the size times the
    /// style's ramp size at the category over its size at Large), its own line height there;
    /// `nil` when no face has the name.
    init?(
        _ font: FitLayout.Element.CustomFont, relativeTo style: TextStyle, catalog: FontCatalog,
        categories: [ContentSizeCategory]
    ) throws(ScaledFontError) {
        guard let face = catalog.resolve(font.postscriptName)?.face else { return nil }
        self.face = face
        cascade = []
        let metrics = try catalog.metrics(of: face)
        sizes = categories.map { category in
            let size = DynamicTypeRamp.scaledSize(font.size, style: style, category: category)
            return (size, metrics.lineMetrics(pointSize: size).lineHeight)
        }
    }

    /// The setting of `style`, `nil` when its face is not on this machine (a font built into
    /// an Apple platform, or the device's system font a style falls back to there).
    init?(
        _ style: TextStyle, check: DictionaryCheck, fonts: AvailableFonts, boldText: Bool,
        categories: [ContentSizeCategory]
    ) throws(ScaledFontError) {
        if let font = check.font {
            let answers = categories.map {
                font.font(forTextStyle: style, category: $0, boldText: boldText)
            }
            face = answers.first?.face ?? font.font(forTextStyle: style).face
            cascade = font.cascade(forTextStyle: style).faces.map(\.face)
            sizes = answers.map { ($0.metrics.pointSize, $0.metrics.lineHeight) }
            return
        }
        let entry = check.entry(style)
        guard let face = entry.face, entry.source != .platform, entry.source != .fallback
        else { return nil }
        self.face = face
        cascade = []
        var sizes: [(Double, Double)] = []
        for category in categories {
            guard
                let metrics = try check.lineMetrics(
                    style, category: category, catalog: fonts.catalog)
            else { return nil }
            sizes.append((metrics.pointSize, metrics.lineHeight))
        }
        self.sizes = sizes
    }
}
