import ScaledFont

/// What `check` and `metrics` report about one style dictionary: its errors (invalid entries,
/// unknown style keys, fonts that are not installed), warnings and missing styles, each with
/// the line of its style key when the dictionary is XML.
struct DictionaryFindings {
    /// One problem or note, located by style key and line.
    struct Finding {
        /// Error (fails the check), warning, or notice (a missing style).
        let level: GitHubAnnotation.Level
        /// The style key as written in the file, `nil` for the file as a whole.
        let styleKey: String?
        /// The line of the style key (1-based), if known.
        let line: Int?
        /// The problem in words, without the file and style key.
        let text: String
        /// A stable name of the rule that found it (`missingField`, `fontNotInstalled`), for
        /// reports that group findings by kind (GitLab's `check_name`).
        let check: String

        /// `key: text`, or `text` for the file as a whole.
        var message: String {
            styleKey.map { "\($0): \(text)" } ?? text
        }

        /// `{"level", "styleKey", "line", "message"}` for `check --format json`.
        var json: JSONValue {
            .object([
                ("level", .string(level.rawValue)),
                ("styleKey", .string(styleKey)),
                ("line", line.map(JSONValue.integer) ?? .null),
                ("message", .string(message)),
            ])
        }
    }

    /// The dictionary's path as the user gave it.
    let path: String
    /// The findings in file order (by line; findings without a line last).
    let findings: [Finding]
    /// The exit status the findings call for: 2 when the dictionary cannot be read, 1 for any
    /// error, else 0 (missing styles and warnings do not fail).
    let status: ExitStatus

    /// Collects the findings of a scaled font loaded from `path`.
    ///
    /// - Parameters:
    ///   - boldText: whether the report is for Bold Text; a style without a bolder face is
    ///     then a warning. A `boldFontName` that is not installed is an error either way,
    ///     and so is a `cascade` name.
    ///   - coverage: each style's coverage of the `--text`, if given: characters the face
    ///     lacks are a warning naming the cascade, characters no face renders an error.
    init(
        _ font: ScaledFont, path: String, boldText: Bool = false,
        coverage: [TextStyle: CoverageReport] = [:]
    ) {
        self.path = path
        guard let dictionary = font.dictionary else {
            let error = font.dictionaryError?.description ?? "cannot be read"
            let text = error.removingPrefix(path + ": ")
            findings = [
                Finding(
                    level: .error, styleKey: nil, line: nil, text: text,
                    check: "dictionaryUnreadable")
            ]
            status = .usage
            return
        }
        var found = dictionary.diagnostics.map { diagnostic in
            Finding(
                level: diagnostic.severity == .error ? .error : .warning,
                styleKey: diagnostic.styleKey, line: diagnostic.line,
                text: diagnostic.summary, check: diagnostic.problem.rawValue)
        }
        for style in TextStyle.allCases {
            let answer = font.font(forTextStyle: style)
            let line = dictionary.keyLines[style.rawValue]
            if let bold = font.font(forTextStyle: style, boldText: true).boldText,
                bold.source == .unavailable, answer.status == .resolved,
                bold.boldFontName != nil || boldText
            {
                let level: GitHubAnnotation.Level = bold.boldFontName != nil ? .error : .warning
                let text = "Bold Text: " + (bold.detail ?? "no bolder face")
                found.append(
                    Finding(
                        level: level, styleKey: style.rawValue, line: line, text: text,
                        check: "boldText"))
            }
            for name in font.cascade(forTextStyle: style).unresolvedNames {
                let text = "cascade: font '\(name)' is not installed or bundled"
                found.append(
                    Finding(
                        level: .error, styleKey: style.rawValue, line: line, text: text,
                        check: "cascadeFontNotInstalled"))
            }
            if let report = coverage[style] {
                found += report.findings.map {
                    Finding(
                        level: $0.level, styleKey: style.rawValue, line: line, text: $0.text,
                        check: "coverage")
                }
            }
            switch answer.fallbackReason {
            case .fontNotInstalled:
                let text = answer.fallbackDetail ?? "font is not installed or bundled"
                found.append(
                    Finding(
                        level: .error, styleKey: style.rawValue, line: line, text: text,
                        check: "fontNotInstalled"))
            case .styleMissing:
                found.append(
                    Finding(
                        level: .notice, styleKey: style.rawValue, line: nil,
                        text: "no entry for this style; it uses the system font at the system size",
                        check: "styleMissing"))
            default:
                break
            }
        }
        findings = found.enumerated().sorted {
            ($0.element.line ?? Int.max, $0.offset) < ($1.element.line ?? Int.max, $1.offset)
        }.map(\.element)
        status = findings.contains { $0.level == .error } ? .failure : .success
    }

    /// The findings of one level.
    func count(_ level: GitHubAnnotation.Level) -> Int {
        findings.filter { $0.level == level }.count
    }

    /// The style keys with findings that are not text styles (typos such as `headlne`).
    var unknownKeys: [String] {
        var seen: Set<String> = []
        return findings.compactMap(\.styleKey).filter {
            TextStyle(rawValue: $0) == nil && seen.insert($0).inserted
        }
    }

    /// Writes warnings, and errors when asked, to stderr as `path:line: error: key: text`,
    /// the form compilers use (missing styles are notes for the report, not diagnostics).
    ///
    /// - Parameter errors: `false` when the report on stdout already shows the errors.
    func diagnose(on terminal: Terminal, errors: Bool = true) {
        for finding in findings where finding.level == .warning || errors && finding.level == .error
        {
            let location = finding.line.map { "\(path):\($0)" } ?? path
            terminal.diagnose("\(location): \(finding.level.rawValue): \(finding.message)")
        }
    }
}

extension String {
    /// The string without `prefix`, or the whole string if it does not start with it: the
    /// library's messages name the file and style key, which a report shows in columns.
    fileprivate func removingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
