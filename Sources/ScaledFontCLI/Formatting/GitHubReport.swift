import ScaledFontCheck

/// `check --format github`: GitHub Actions annotations, errors first, within GitHub's limits.
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations per step and drops the
/// rest. The report therefore writes the first 10 errors, then the first 10 warnings, then
/// the notes (missing styles), and when any were left out, one closing `::notice::` that
/// counts them and says where to read them; they follow it in the log as plain
/// `path:line: level: message` lines. `file=` is relative to the repository
/// (``RepositoryPath``), so the annotation lands on the file in the pull request whatever
/// folder the tool ran from; the fonts folders' warnings (a bundled face shadowing an
/// installed one) name their files relative to it too.
struct GitHubReport {
    /// The most annotations of one level GitHub shows per step.
    static let limit = 10

    /// The annotations within GitHub's limits.
    private let shown: [GitHubAnnotation]
    /// The findings beyond them.
    private let left: [GitHubAnnotation]
    /// Whether the step summary gets the whole report, for the closing notice to say so.
    private let hasStepSummary: Bool
    /// The subcommand reported (`check`, `fit`), for the closing notice.
    private let command: String

    /// Orders and limits the findings of `dictionaries`.
    ///
    /// - Parameters:
    ///   - catalogWarnings: notes about the fonts folders and the platform, which belong to no
    ///     dictionary, with files in the repository relative to it.
    ///   - hasStepSummary: whether the job summary gets the whole report.
    init(
        _ dictionaries: [CheckedDictionary], catalogWarnings: [String],
        repository: RepositoryPath, hasStepSummary: Bool, command: String = "check"
    ) {
        (shown, left) = Self.split(dictionaries, catalogWarnings, repository)
        self.hasStepSummary = hasStepSummary
        self.command = command
    }

    /// The workflow commands, each ending with a newline.
    var commands: String { shown.map(\.command).joined() }

    /// The findings left out of ``commands``, as plain log lines after the closing notice
    /// (empty when nothing was left out), with control characters escaped as on stderr.
    var omitted: [String] {
        left.map { annotation in
            let location = annotation.file.map { file in
                annotation.line.map { "\(file):\($0)" } ?? file
            }
            let severity = annotation.severity.rawValue
            return PrintableText.escaped(
                (location.map { "\($0): " } ?? "") + "\(severity): \(annotation.message)")
        }
    }

    /// The closing notice, `nil` when every finding is an annotation.
    var closingNotice: GitHubAnnotation? {
        guard !left.isEmpty else { return nil }
        let counts = [CheckFinding.Severity.error, .warning, .notice].compactMap { severity in
            let count = left.filter { $0.severity == severity }.count
            let name = severity == .notice ? "note" : severity.rawValue
            return count == 0 ? nil : "\(count) \(name)\(count == 1 ? "" : "s")"
        }
        var message =
            "\(left.count) more finding\(left.count == 1 ? " is" : "s are") not annotated "
            + "(\(counts.joined(separator: ", "))): GitHub shows at most \(Self.limit) "
            + "annotations of each kind per step. They are listed in the log after this "
            + "notice"
        if hasStepSummary { message += " and in the job summary" }
        message +=
            "; run scaledfont \(command) with --format text or --format json to see them all."
        return GitHubAnnotation(severity: .notice, file: nil, line: nil, message: message)
    }

    /// Every finding as an annotation, errors first, then warnings, then notes (file order
    /// within each), split into those within GitHub's limits and the rest.
    private static func split(
        _ dictionaries: [CheckedDictionary], _ catalogWarnings: [String],
        _ repository: RepositoryPath
    ) -> (shown: [GitHubAnnotation], omitted: [GitHubAnnotation]) {
        let catalog = catalogWarnings.map {
            GitHubAnnotation(severity: .warning, file: nil, line: nil, message: $0)
        }
        let all =
            dictionaries.flatMap { dictionary in
                let file = repository.relative(dictionary.path)
                return dictionary.findings.findings.map {
                    GitHubAnnotation(
                        severity: $0.severity, file: file, line: $0.line,
                        message: $0.message)
                }
            } + catalog
        var shown: [GitHubAnnotation] = []
        var omitted: [GitHubAnnotation] = []
        for severity in [CheckFinding.Severity.error, .warning, .notice] {
            let ofSeverity = all.filter { $0.severity == severity }
            shown += ofSeverity.prefix(limit)
            omitted += ofSeverity.dropFirst(limit)
        }
        // The closing notice is a notice too: make room for it.
        if !omitted.isEmpty, shown.filter({ $0.severity == .notice }).count == limit,
            let last = shown.lastIndex(where: { $0.severity == .notice })
        {
            omitted.insert(
                shown.remove(at: last),
                at: omitted.firstIndex { $0.severity == .notice }
                    ?? omitted.endIndex)
        }
        return (shown, omitted)
    }
}
