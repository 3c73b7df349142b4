/// The entries and findings of a dictionary for any platform, by one path: each style's
/// entry is missing, invalid, or resolved where the platform looks for its name
/// (``AvailableFonts/locate(_:)``, within the app's declared files when there are some);
/// a name the platform does not have is the same finding everywhere.
///
/// Where the faces are on this machine (Linux, with a ``ScaledFont``), each entry is the
/// scaled font's answer (its face, or the system UI face it falls back to), and the faces
/// get the findings only faces here can have: shadowing, Bold Text, the cascade and text
/// coverage. Elsewhere an entry that falls back gets the device's system font, which is not
/// here, and a platform font has no file.
struct StyleFindings {
    var entries: [CheckEntry] = []
    var findings: [Finding] = []

    /// Where a style's findings are: the file, the style key as written and its line.
    private struct Place {
        let file: String
        let key: String
        let line: Int?

        func finding(
            _ severity: Finding.Severity, _ reason: Finding.Reason,
            field: String? = nil, _ message: FindingText
        ) -> Finding {
            Finding(
                severity, reason, file: file, styleKey: key, line: line, field: field,
                message: message)
        }
    }

    /// What one style's entry comes to on the platform: its entry where no face is here, and
    /// the finding that it fails, if it does.
    private struct Resolution {
        var entry: CheckEntry?
        var problem: (reason: Finding.Reason, message: FindingText)?
        /// How serious the problem is: a warning when the face may be in a file not in the
        /// checkout.
        var severity = Finding.Severity.error
    }

    /// - Parameters:
    ///   - font: the scaled font of the dictionary when its faces are on this machine
    ///     (Linux), else `nil`.
    ///   - coverage: with `font` and a text to check, each style's coverage of it.
    init(
        dictionary: StyleDictionary?, error: ScaledFontError?, path: String,
        fonts: AvailableFonts, options: DictionaryCheck.Options, font: ScaledFont?,
        coverage: [TextStyle: CoverageReport]
    ) {
        guard let dictionary else {
            let unreadable = DictionaryCheck.unreadable(error, path: path)
            findings = [unreadable]
            entries = TextStyle.allCases.map { style in
                font.map { Self.entry(style, of: $0, fonts: fonts, options: options) }
                    ?? Self.fallback(
                        style, .dictionaryUnreadable, fonts: fonts, message: unreadable.message)
            }
            return
        }
        findings = DictionaryCheck.diagnosticFindings(dictionary) { diagnostic in
            fonts.platform.isApple ? Self.onDevice(diagnostic) : nil
        }
        let appFonts = fonts.platform.includesInstalledFonts ? nil : options.appFonts
        for style in TextStyle.allCases {
            let key = style.rawValue
            let line = dictionary.keyLines[key]
            let location = line.map { "\(path):\($0): \(key)" } ?? path
            var resolution = Resolution()
            switch dictionary.state(of: style) {
            case .missing:
                resolution.entry = Self.fallback(
                    style, .styleMissing, fonts: fonts,
                    message: "\(location): no entry for this style")
            case .invalid(let diagnostic):
                resolution.entry = Self.fallback(
                    style, .invalidEntry, fonts: fonts,
                    message: "\(location): \(diagnostic.summary)")
            case .valid(let entry):
                resolution = Self.resolve(entry, style: style, fonts: fonts, appFonts: appFonts)
                if let problem = resolution.problem {
                    resolution.entry = Self.fallback(
                        style, .fontNotInstalled, fonts: fonts, entry: entry,
                        message: "\(location): \(problem.message)")
                }
            }
            let place = Place(file: path, key: key, line: line)
            if let font {
                let answer = font.font(forTextStyle: style)
                entries.append(Self.entry(style, of: font, fonts: fonts, options: options))
                findings += Self.facesHere(
                    style, answer: answer, font: font, fonts: fonts, options: options,
                    coverage: coverage[style], place: place)
                // Found, but the scaled font fell back: its face cannot be read.
                if resolution.problem == nil, answer.fallbackReason == .fontNotInstalled {
                    resolution.problem = (
                        .fontNotInstalled,
                        FindingText(answer.fallbackDetail ?? "font is not installed or bundled")
                    )
                }
            } else if let entry = resolution.entry {
                entries.append(entry)
            }
            if let problem = resolution.problem {
                findings.append(
                    place.finding(
                        resolution.severity, problem.reason, field: "fontName", problem.message))
            } else if case .missing = dictionary.state(of: style) {
                findings.append(DictionaryCheck.missing(style, path: path))
            }
        }
    }

    /// Where a valid entry's name is on the platform: a bundled face or a platform font, or
    /// why not (``NameCheck``, the path a name in the app's code takes too).
    private static func resolve(
        _ entry: StyleEntry, style: TextStyle, fonts: AvailableFonts, appFonts: AppFonts?
    ) -> Resolution {
        let checked = NameCheck(entry.fontName, fonts: fonts, appFonts: appFonts)
        if let problem = checked.problem {
            return Resolution(problem: problem, severity: checked.severity)
        }
        switch checked.location {
        case .face(let match)?:
            return Resolution(
                entry: CheckEntry(
                    style: style, status: .resolved, source: fonts.source(of: match.face),
                    fallbackReason: nil,
                    entry: entry, matchedBy: match.matchedBy,
                    postscriptName: match.face.postscriptName, face: match.face, platform: nil,
                    message: nil))
        case .platform(let font)?:
            return Resolution(
                entry: CheckEntry(
                    style: style, status: .resolved, source: .platform, fallbackReason: nil,
                    entry: entry, matchedBy: .platform, postscriptName: font.postscriptName,
                    face: nil, platform: font.platform,
                    message: font.postscriptName == nil ? font.description : nil))
        case nil:
            return Resolution(problem: fonts.absenceWithHint(of: entry.fontName))
        }
    }

    /// The entry of a style whose faces are on this machine: the scaled font's answer.
    private static func entry(
        _ style: TextStyle, of font: ScaledFont, fonts: AvailableFonts,
        options: DictionaryCheck.Options
    ) -> CheckEntry {
        let answer = font.font(forTextStyle: style, boldText: options.boldText)
        let entry: StyleEntry? =
            if case .valid(let entry)? = font.dictionary?.state(of: style) { entry } else { nil }
        let source: FontSource =
            answer.status == .fallback ? .fallback : fonts.source(of: answer.face)
        return CheckEntry(
            style: style, status: answer.status, source: source,
            fallbackReason: answer.fallbackReason, entry: entry,
            matchedBy: answer.matchedBy, postscriptName: answer.face.postscriptName,
            face: answer.face, platform: nil, message: answer.message)
    }

    /// The findings only faces on this machine can have: a bundled face shadowing an installed
    /// one, Bold Text, the cascade and the text's coverage.
    private static func facesHere(
        _ style: TextStyle, answer: ResolvedFont, font: ScaledFont, fonts: AvailableFonts,
        options: DictionaryCheck.Options, coverage: CoverageReport?, place: Place
    ) -> [Finding] {
        var found: [Finding] = []
        if answer.status == .resolved, let shadowed = fonts.catalog.shadowedFace(of: answer.face) {
            found.append(
                place.finding(
                    .warning, .shadowsInstalledFace,
                    "bundled face \(name: answer.face.postscriptName) (\(path: answer.face.file)) "
                        + "shadows the installed face of the same PostScript name "
                        + "(\(path: shadowed.file)), whose file differs"))
        }
        if let bold = font.font(forTextStyle: style, boldText: true).boldText,
            bold.source == .unavailable, answer.status == .resolved,
            bold.boldFontName != nil || options.boldText
        {
            let named = bold.boldFontName != nil
            found.append(
                place.finding(
                    named ? .error : .warning, named ? .boldFontNotInstalled : .boldTextUnavailable,
                    field: named ? "boldFontName" : nil,
                    FindingText("Bold Text: " + (bold.detail ?? "no bolder face"))))
        }
        for name in font.cascade(forTextStyle: style).unresolvedNames {
            found.append(
                place.finding(
                    .error, .cascadeFontNotInstalled, field: "cascade",
                    "cascade: font '\(name: name)' is not installed or bundled"))
        }
        if let coverage {
            found += coverage.findings.map {
                place.finding($0.severity, $0.reason, FindingText($0.message))
            }
        }
        return found
    }

    /// A style that falls back where no face is here: on the device it gets the system font,
    /// which is not on this machine, so the entry has no face.
    private static func fallback(
        _ style: TextStyle, _ reason: FallbackReason, fonts: AvailableFonts,
        entry: StyleEntry? = nil, message: String
    ) -> CheckEntry {
        CheckEntry(
            style: style, status: .fallback, source: .fallback, fallbackReason: reason,
            entry: entry, matchedBy: .fallback, postscriptName: nil, face: nil,
            platform: fonts.platform.isApple ? fonts.label : nil, message: message)
    }

    /// What the iOS ScaledFont does with an entry this library rejects or doubts: it decodes
    /// the dictionary as a whole (`PropertyListDecoder` into `[String: {fontName: String,
    /// fontSize: CGFloat}]`), so an entry the decoder rejects makes every style fall back.
    static func onDevice(_ diagnostic: StyleDictionaryFinding) -> String? {
        switch diagnostic.problem {
        case .entryNotADictionary, .missingField, .wrongType:
            if diagnostic.styleKey != nil, diagnostic.field != nil,
                !["fontName", "fontSize"].contains(diagnostic.field!)
            {
                return "on the device iOS ignores this field"
            }
            return "on the device the iOS ScaledFont cannot decode the dictionary, so every "
                + "style of it falls back to the system font"
        case .unknownStyle:
            return "on the device iOS ignores this key"
        case .unknownField:
            return "on the device iOS ignores this field"
        case .emptyFontName:
            return "on the device UIFont(name:size:) finds no font and this style falls back"
        case .notPositive, .notFinite:
            return "on the device iOS decodes it, but UIFont needs a size greater than 0"
        case .tooLarge:
            return "on the device iOS uses the size as written"
        case .minimumAboveMaximum:
            return "on the device iOS ignores minimumPointSize and maximumPointSize"
        case .duplicateKey:
            return "on the device the property-list reader keeps only one of the values"
        }
    }
}
