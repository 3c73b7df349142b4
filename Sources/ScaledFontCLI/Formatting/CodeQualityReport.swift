import ScaledFontCheck

/// `check --format gitlab`: a GitLab Code Quality report, which merge requests show beside
/// the changed lines.
///
/// A JSON array with one issue per finding: `description` (`key: message`), `check_name`
/// (`scaledfont.<rule>`), `fingerprint` (``Fingerprint`` of the path relative to the
/// repository, the style key, the rule and the message: the same finding gets the same
/// fingerprint in every run, and two findings never share one), `severity` (`major` for an
/// error, `minor` for a warning, `info` for a missing style) and `location` (`path` relative
/// to the repository, `lines.begin` the line of the style key, else 1).
struct CodeQualityReport {
    /// The checked files: dictionaries, an app's Info.plist, a layout.
    let files: [CheckedFile]
    let repository: RepositoryPath

    /// The report as a JSON value.
    var json: JSONValue {
        var seen: Set<String> = []
        var issues: [JSONValue] = []
        for file in files {
            let path = repository.relative(file.path)
            let keyLines = Dictionary(
                file.rows.compactMap { row in row.line.map { (row.key, $0) } },
                uniquingKeysWith: { first, _ in first })
            for finding in file.findings.findings {
                let identity = [path, finding.styleKey ?? "", finding.check, finding.text]
                    .joined(separator: "\u{0}")
                var fingerprint = Fingerprint.of(identity)
                var occurrence = 1
                while !seen.insert(fingerprint).inserted {
                    occurrence += 1
                    fingerprint = Fingerprint.of(identity + "\u{0}\(occurrence)")
                }
                let line = finding.line ?? finding.styleKey.flatMap { keyLines[$0] } ?? 1
                let location: JSONValue = .object([
                    ("path", .string(path)),
                    ("lines", .object([("begin", .integer(line))])),
                ])
                issues.append(
                    .object([
                        ("description", .string(finding.message)),
                        ("check_name", .string("scaledfont." + finding.check)),
                        ("fingerprint", .string(fingerprint)),
                        ("severity", .string(Self.severity(finding.severity))),
                        ("location", location),
                    ]))
            }
        }
        return .array(issues)
    }

    /// GitLab's severities are `info`, `minor`, `major`, `critical` and `blocker`.
    private static func severity(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .notice: "info"
        }
    }
}
