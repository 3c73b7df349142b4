import ScaledFontCheck

/// `--format github`, for every command that has it (`check`, `fit`): GitHub Actions
/// annotations, errors first, within GitHub's limits, then the command's summary line, and the
/// job summary when the step has one.
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations per step and drops the
/// rest. The report therefore writes the first 10 errors, then the first 10 warnings, then
/// the notes (missing styles), and when any were left out, one closing `::notice::` that
/// counts them and says where to read them; they follow it in the log as plain
/// `path:line: level: message` lines. `file=` is relative to the repository
/// (``RepositoryPath``), so the annotation lands on the file in the pull request whatever
/// folder the tool ran from; the fonts folders' warnings (a bundled face shadowing an
/// installed one) name their files relative to it too. With a job summary file, the whole
/// report is appended to it as Markdown (``GitHubStepSummary``).
///
/// A command hands it its checked files and summary line; it keeps no GitHub logic of its own.
struct GitHubReport {
    /// The most annotations of one level GitHub shows per step.
    static let limit = 10

    /// The subcommand reported (`check`, `fit`): the closing notice's advice, the job
    /// summary's title and table.
    private let command: String
    /// The checked files in report order, for the job summary.
    private let files: [CheckedFile]
    /// The command's summary line (`check failed: 2 dictionaries, ...`), uncoloured, ending
    /// with a newline.
    private let verdict: String
    private let repository: RepositoryPath
    /// The job summary file, `GITHUB_STEP_SUMMARY`: `nil` when the step has none.
    private let stepSummaryFile: String?
    /// The annotations within GitHub's limits.
    private let shown: [GitHubAnnotation]
    /// The findings beyond them.
    private let left: [GitHubAnnotation]

    /// Orders and limits the findings of `files`.
    ///
    /// - Parameters:
    ///   - command: the subcommand reported (`check`, `fit`).
    ///   - files: the checked files (dictionaries, an app's Info.plist, a layout), in the
    ///     order the other formats report them.
    ///   - catalogWarnings: notes about the fonts folders and the platform, which belong to no
    ///     file, with files in the repository relative to it.
    ///   - verdict: the command's summary line, uncoloured, ending with a newline.
    ///   - stepSummaryFile: the value of `GITHUB_STEP_SUMMARY` in the command's environment,
    ///     the file the job summary is appended to; `nil` or empty when there is none.
    init(
        command: String, files: [CheckedFile], catalogWarnings: [String],
        verdict: String, repository: RepositoryPath, stepSummaryFile: String?
    ) {
        (shown, left) = Self.split(files, catalogWarnings, repository)
        self.command = command
        self.files = files
        self.verdict = verdict
        self.repository = repository
        self.stepSummaryFile = stepSummaryFile.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Writes the annotations, the closing notice and the findings it counts, and the summary
    /// line to stdout; then appends the job summary, with a warning on stderr when it cannot.
    func write(on terminal: Terminal) {
        terminal.writeWorkflowCommands(commands)
        if let notice = closingNotice {
            terminal.writeWorkflowCommands(notice.command)
            terminal.write(omitted.map { $0 + "\n" }.joined())
        }
        terminal.write(verdict)
        guard let stepSummaryFile else { return }
        let markdown = GitHubStepSummary(
            files: files,
            verdict: String(verdict.reversed().drop(while: \.isNewline).reversed()),
            repository: repository, command: command)
        if let reason = markdown.append(to: stepSummaryFile) {
            terminal.warning(
                "cannot append the job summary to '\(stepSummaryFile)' (GITHUB_STEP_SUMMARY): "
                    + reason)
        }
    }

    /// The workflow commands, each ending with a newline.
    private var commands: String { shown.map(\.command).joined() }

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
    private var closingNotice: GitHubAnnotation? {
        guard !left.isEmpty else { return nil }
        let counts = [Finding.Severity.error, .warning, .notice].compactMap { severity in
            let count = left.filter { $0.severity == severity }.count
            let name = severity == .notice ? "note" : severity.rawValue
            return count == 0 ? nil : TextNumber.counted(count, name)
        }
        var message =
            "\(left.count) more finding\(left.count == 1 ? " is" : "s are") not annotated "
            + "(\(counts.joined(separator: ", "))): GitHub shows at most \(Self.limit) "
            + "annotations of each kind per step. They are listed in the log after this "
            + "notice"
        if stepSummaryFile != nil { message += " and in the job summary" }
        message +=
            "; run scaledfont \(command) with --format text or --format json to see them all."
        return GitHubAnnotation(severity: .notice, file: nil, line: nil, message: message)
    }

    /// Every finding as an annotation, errors first, then warnings, then notes (file order
    /// within each), split into those within GitHub's limits and the rest.
    private static func split(
        _ files: [CheckedFile], _ catalogWarnings: [String],
        _ repository: RepositoryPath
    ) -> (shown: [GitHubAnnotation], omitted: [GitHubAnnotation]) {
        let catalog = catalogWarnings.map {
            GitHubAnnotation(severity: .warning, file: nil, line: nil, message: $0)
        }
        let all =
            files.flatMap { checked in
                let file = repository.relative(checked.path)
                return checked.findings.findings.map {
                    GitHubAnnotation(
                        severity: $0.severity, file: file, line: $0.line,
                        message: $0.message)
                }
            } + catalog
        var shown: [GitHubAnnotation] = []
        var omitted: [GitHubAnnotation] = []
        for severity in [Finding.Severity.error, .warning, .notice] {
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
