/// The entries and findings of a dictionary checked for Linux, from a ``ScaledFont`` whose
/// faces are all on this machine.
struct LinuxFindings {
    var entries: [CheckEntry] = []
    var findings: [CheckFinding] = []

    init(
        font: ScaledFont, path: String, fonts: FontPlatform, options: DictionaryCheck.Options,
        coverage: [TextStyle: CoverageReport]
    ) {
        let dictionary = font.dictionary
        entries = TextStyle.allCases.map { style in
            let answer = font.font(forTextStyle: style, boldText: options.boldText)
            let entry: StyleEntry? =
                if case .valid(let entry)? = dictionary?.state(of: style) { entry } else { nil }
            let source: FontSource =
                answer.status == .fallback
                ? .fallback : answer.face.isRegistered ? .bundled : .installed
            return CheckEntry(
                style: style, status: answer.status, source: source,
                fallbackReason: answer.fallbackReason, entry: entry,
                matchedBy: answer.matchedBy, postscriptName: answer.face.postscriptName,
                face: answer.face, platform: nil, message: answer.message)
        }
        guard let dictionary else {
            findings = [DictionaryCheck.unreadable(font.dictionaryError, path: path)]
            return
        }
        findings = DictionaryCheck.diagnosticFindings(dictionary)
        for style in TextStyle.allCases {
            findings += styleFindings(
                style, font: font, dictionary: dictionary, path: path, fonts: fonts,
                options: options, coverage: coverage[style])
        }
    }

    private func styleFindings(
        _ style: TextStyle, font: ScaledFont, dictionary: StyleDictionary, path: String,
        fonts: FontPlatform, options: DictionaryCheck.Options, coverage: CoverageReport?
    ) -> [CheckFinding] {
        let answer = font.font(forTextStyle: style)
        let key = style.rawValue
        let line = dictionary.keyLines[key]
        func finding(
            _ severity: CheckFinding.Severity, _ reason: CheckFinding.Reason,
            field: String? = nil, _ message: FindingText
        ) -> CheckFinding {
            CheckFinding(
                severity, reason, file: path, styleKey: key, line: line, field: field,
                message: message)
        }
        var found: [CheckFinding] = []
        if answer.status == .resolved, let shadowed = fonts.catalog.shadowedFace(of: answer.face) {
            found.append(
                finding(
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
                finding(
                    named ? .error : .warning, named ? .boldFontNotInstalled : .boldTextUnavailable,
                    field: named ? "boldFontName" : nil,
                    FindingText("Bold Text: " + (bold.detail ?? "no bolder face"))))
        }
        for name in font.cascade(forTextStyle: style).unresolvedNames {
            found.append(
                finding(
                    .error, .cascadeFontNotInstalled, field: "cascade",
                    "cascade: font '\(name: name)' is not installed or bundled"))
        }
        if let coverage {
            found += coverage.findings.map {
                finding($0.severity, $0.reason, FindingText($0.message))
            }
        }
        switch answer.fallbackReason {
        case .fontNotInstalled:
            // Not found: the same words as for every platform, the name a value. Found but
            // unreadable: the scaled font's own account, naming the file.
            let missing = answer.requestedName.flatMap { name in
                fonts.catalog.resolve(name) == nil ? fonts.absenceWithHint(of: name) : nil
            }
            found.append(
                finding(
                    .error, .fontNotInstalled, field: "fontName",
                    missing?.message
                        ?? FindingText(answer.fallbackDetail ?? "font is not installed or bundled"))
            )
        case .styleMissing:
            found.append(DictionaryCheck.missing(style, path: path))
        default:
            break
        }
        return found
    }
}
