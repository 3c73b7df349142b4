/// The entries and findings of a dictionary checked for a platform other than Linux, where
/// the fonts installed on this machine do not count: a style resolves to a bundled face or a
/// font built into the platform.
struct PlatformFindings {
    var entries: [CheckEntry] = []
    var findings: [CheckFinding] = []

    init(
        dictionary: StyleDictionary?, error: ScaledFontError?, path: String,
        fonts: FontPlatform, appFonts: AppFonts?
    ) {
        let apple = fonts.platform.isApple
        guard let dictionary else {
            findings = [DictionaryCheck.unreadable(error, path: path)]
            entries = TextStyle.allCases.map {
                Self.fallback(
                    $0, .dictionaryUnreadable, fonts: fonts,
                    message: findings[0].message)
            }
            return
        }
        findings = DictionaryCheck.diagnosticFindings(dictionary) { diagnostic in
            apple ? Self.onDevice(diagnostic) : nil
        }
        for style in TextStyle.allCases {
            let key = style.rawValue
            let location = dictionary.keyLines[key].map { "\(path):\($0): \(key)" } ?? path
            switch dictionary.state(of: style) {
            case .missing:
                findings.append(DictionaryCheck.missing(style, path: path))
                entries.append(
                    Self.fallback(
                        style, .styleMissing, fonts: fonts,
                        message: "\(location): no entry for this style"))
            case .invalid(let diagnostic):
                entries.append(
                    Self.fallback(
                        style, .invalidEntry, fonts: fonts,
                        message: "\(location): \(diagnostic.summary)"))
            case .valid(let entry):
                let (resolved, problem) = Self.resolve(
                    entry, style: style, fonts: fonts, appFonts: appFonts)
                if let resolved {
                    entries.append(resolved)
                } else if let problem {
                    findings.append(
                        CheckFinding(
                            .error, problem.reason, file: path, styleKey: key,
                            line: dictionary.keyLines[key], field: "fontName",
                            message: problem.message))
                    entries.append(
                        Self.fallback(
                            style, .fontNotInstalled, fonts: fonts, entry: entry,
                            message: "\(location): \(problem.message)"))
                }
            }
        }
    }

    /// The entry of a valid style: a bundled face or a platform font; otherwise why not.
    private static func resolve(
        _ entry: StyleEntry, style: TextStyle, fonts: FontPlatform, appFonts: AppFonts?
    ) -> (CheckEntry?, (reason: CheckFinding.Reason, message: FindingText)?) {
        let name = entry.fontName
        var location = fonts.locate(name)
        if let appFonts, case .face(let match)? = location {
            // The device sees only the declared files: resolve among their faces, then the
            // built-in fonts; a face only in an undeclared file is the app's mistake.
            if let declared = appFonts.resolve(name) {
                location = .face(declared)
            } else if let font = fonts.builtIn.font(named: name) {
                location = .platform(font)
            } else {
                return (
                    nil,
                    (
                        .appFontNotListed,
                        "font '\(name: name)' is in the bundle but not listed in UIAppFonts: iOS "
                            + "will not load it; add \"\(appFonts.suggestedEntry(for: match.face))\""
                    )
                )
            }
        }
        switch location {
        case .face(let match):
            return (
                CheckEntry(
                    style: style, status: .resolved, source: .bundled, fallbackReason: nil,
                    entry: entry, matchedBy: match.matchedBy,
                    postscriptName: match.face.postscriptName, face: match.face, platform: nil,
                    message: nil), nil
            )
        case .platform(let font):
            return (
                CheckEntry(
                    style: style, status: .resolved, source: .platform, fallbackReason: nil,
                    entry: entry, matchedBy: .platform, postscriptName: font.postscriptName,
                    face: nil, platform: font.platform, message: nil), nil
            )
        case nil:
            return (nil, fonts.absenceWithHint(of: name))
        }
    }

    /// A style that falls back: on the device it gets the system font, which is not on this
    /// machine, so the entry has no face.
    private static func fallback(
        _ style: TextStyle, _ reason: FallbackReason, fonts: FontPlatform,
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
    static func onDevice(_ diagnostic: StyleDictionaryDiagnostic) -> String? {
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
