import Foundation
import ScaledFont

/// `scaledfont check DICT... [--fonts-dir DIR]... [--format text|json|github|junit|gitlab]`: the
/// CI gate
/// that proves every font a style dictionary names is bundled or installed.
struct CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check that every font a style dictionary names is bundled or installed.",
        usage: "check <dictionary>... [--fonts-dir <dir>]... [--format <format>] [--bold-text] "
            + "[--text <text>] [--text-file <file>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: CommandSpec.Positionals.dictionaryHelp + " Several may be given.",
            minimum: 1, maximum: nil),
        options: [
            .fontsDirectory, .format([.text, .json, .github, .junit, .gitlab]), .boldText, .text,
            .textFile,
        ],
        discussion: [
            "Prints a table per dictionary (style, requested font, the face it resolved to and "
                + "how, or why it falls back, and the font file) and a summary line. Warnings go "
                + "to stderr as 'file:line: warning: message', and so do errors with --format "
                + "json, junit or gitlab, or when no table is printed.",
            "CI FORMATS: github writes GitHub Actions annotations on the lines of the style "
                + "keys, errors first, at most 10 of each kind (GitHub shows no more per step) "
                + "and a notice counting the rest, which follow as plain lines; with "
                + "GITHUB_STEP_SUMMARY set, a Markdown table per dictionary is appended to that "
                + "file. junit writes JUnit XML (a testsuite per dictionary, a testcase per "
                + "style; failures for errors, warnings in system-out) for GitLab, Jenkins, "
                + "CircleCI, Azure Pipelines and Buildkite. gitlab writes a GitLab Code Quality "
                + "report. Their paths are relative to GITHUB_WORKSPACE, else CI_PROJECT_DIR, "
                + "else the current folder.",
            "EXIT STATUS: 0 every present entry resolves to a bundled or installed face "
                + "(missing styles are reported, not failures); 1 an entry is invalid or names a "
                + "font that is not installed; 2 usage error, or a dictionary cannot be read.",
        ],
        examples: [
            CommandSpec.Example(
                command: "check Examples/NotoSerif.plist --fonts-dir Fonts",
                explanation: "Check a dictionary against its bundled fonts and the system's:"),
            CommandSpec.Example(
                command: "check App/*.plist --fonts-dir App/Fonts --format github",
                explanation: "In a GitHub Actions step, annotate the failing lines:"),
            CommandSpec.Example(
                command: "check App/*.plist --fonts-dir App/Fonts --format junit",
                explanation: "A JUnit report for GitLab, Jenkins, CircleCI or Azure Pipelines:"),
        ])

    let dictionaries: [String]
    let format: OutputFormat
    /// `--bold-text`: report the Bold Text faces.
    let boldText: Bool
    /// `--text` and `--text-file`: the characters every style should render.
    let text: String?
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        dictionaries = arguments.positionals
        format = arguments.format
        boldText = arguments.flag(CommandSpec.Option.boldText.name)
        text = try arguments.coverageText(command: Self.spec.name)
        self.arguments = arguments
    }

    /// One dictionary's answers, coverage of `--text`, and findings.
    private struct Checked {
        let font: ScaledFont
        let coverage: [TextStyle: CoverageReport]
        let dictionary: CheckedDictionary
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let catalog = try FontCatalog.forArguments(arguments)
        var results: [Checked] = []
        for path in dictionaries {
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            var coverage: [TextStyle: CoverageReport] = [:]
            if let text, font.dictionary != nil {
                for style in TextStyle.allCases {
                    coverage[style] = try font.coverage(
                        forTextStyle: style, text: text, catalog: catalog, boldText: boldText)
                }
            }
            let findings = DictionaryFindings(
                font, path: path, boldText: boldText, coverage: coverage)
            let dictionary = CheckedDictionary(font, findings: findings, boldText: boldText)
            results.append(Checked(font: font, coverage: coverage, dictionary: dictionary))
        }
        let checked = results.map(\.dictionary)
        let status = checked.map(\.findings.status).max() ?? .success
        if format == .github {
            github(checked, catalog, status: status, on: terminal)
            return status
        }
        catalog.warn(on: terminal)
        // A text report shows the errors in its tables; the other formats are for programs,
        // so a person reading the log still sees them on stderr.
        let printsReport = format.printsReport(status)
        let errorsOnStderr = format != .text || !printsReport
        for result in checked { result.findings.diagnose(on: terminal, errors: errorsOnStderr) }
        guard printsReport else { return status }
        let repository = RepositoryPath()
        switch format {
        case .json:
            terminal.write(json(results, status: status).document)
        case .junit:
            terminal.write(JUnitReport(dictionaries: checked, repository: repository).document)
        case .gitlab:
            let report = CodeQualityReport(dictionaries: checked, repository: repository)
            terminal.write(report.json.document)
        default:
            let colour = terminal.allowsColour
            let tables = checked.map { table($0, colour: colour) }
            terminal.write(tables.joined(separator: "\n") + "\n")
            terminal.write(summary(checked, catalog, status: status, colour: colour))
        }
        return status
    }

    /// `--format github`: annotations within GitHub's limits, the closing notice and the
    /// findings it counts, the summary line; and the step summary when
    /// `GITHUB_STEP_SUMMARY` names a file.
    private func github(
        _ checked: [CheckedDictionary], _ catalog: FontCatalog, status: ExitStatus,
        on terminal: Terminal
    ) {
        let repository = RepositoryPath()
        let summaryFile = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"]
            .flatMap { $0.isEmpty ? nil : $0 }
        let report = GitHubReport(
            checked, catalogWarnings: catalog.warnings, repository: repository,
            hasStepSummary: summaryFile != nil)
        terminal.writeWorkflowCommands(report.commands)
        if let notice = report.closingNotice {
            terminal.writeWorkflowCommands(notice.command)
            terminal.write(report.omitted.map { $0 + "\n" }.joined())
        }
        let verdict = summary(checked, catalog, status: status, colour: false)
        terminal.write(verdict)
        guard let summaryFile else { return }
        let markdown = GitHubStepSummary(
            dictionaries: checked, verdict: verdict.trimmingCharacters(in: .newlines),
            repository: repository)
        if let reason = markdown.append(to: summaryFile) {
            terminal.warning(
                "cannot append the job summary to '\(summaryFile)' (GITHUB_STEP_SUMMARY): "
                    + reason)
        }
    }

    /// `{"dictionaries": [{"dictionary", "entries", "diagnostics"}], "ok"}`: DESIGN.md's
    /// fields, plus each dictionary's findings (errors such as unknown style keys have no
    /// entry of their own).
    private func json(_ results: [Checked], status: ExitStatus) -> JSONValue {
        let dictionaries = results.map { result in
            let entries = TextStyle.allCases.map { style in
                let answer = result.font.font(forTextStyle: style, boldText: boldText)
                let coverage = result.coverage[style].map { [("coverage", $0.json)] } ?? []
                return JSONValue.object(answer.checkFields + coverage)
            }
            return JSONValue.object([
                ("dictionary", .string(result.dictionary.path)),
                ("entries", .array(entries)),
                ("diagnostics", .array(result.dictionary.findings.findings.map(\.json))),
            ])
        }
        return .object([("dictionaries", .array(dictionaries)), ("ok", .bool(status == .success))])
    }

    /// The table of one dictionary: a row per text style, then a row per unknown style key,
    /// each with its findings as detail lines.
    private func table(_ dictionary: CheckedDictionary, colour: Bool) -> String {
        var table = TextTable(headers: [
            "STYLE", "STATUS", "REQUESTED", "RESOLVED TO", "HOW", "FILE",
        ])
        for style in dictionary.styles {
            let cells = [
                TextTable.Cell(style.key), style.statusCell,
                TextTable.Cell(style.requested), TextTable.Cell(style.resolvedTo),
                TextTable.Cell(style.how), TextTable.Cell(style.file),
            ]
            table.append(cells, details: style.findings.map(\.text))
        }
        let title = PrintableText.escaped(dictionary.path)
        return Colour.bold.apply(title, enabled: colour) + "\n"
            + table.render(colour: colour, indent: "  ")
    }

    /// `check passed: 1 dictionary, 11 of 11 styles resolved, 0 missing, 0 errors, 0 warnings`
    /// (the warnings of the dictionaries and of the catalog).
    private func summary(
        _ results: [CheckedDictionary], _ catalog: FontCatalog, status: ExitStatus,
        colour: Bool
    ) -> String {
        let styles = results.count * TextStyle.allCases.count
        let resolved = results.map(\.resolvedCount).reduce(0, +)
        func total(_ level: GitHubAnnotation.Level) -> Int {
            results.map { $0.findings.count(level) }.reduce(0, +)
        }
        let verdict =
            status == .success
            ? Colour.green.apply("check passed", enabled: colour)
            : Colour.red.apply("check failed", enabled: colour)
        return "\(verdict): \(counted(results.count, "dictionary", "dictionaries")), "
            + "\(resolved) of \(styles) styles resolved, "
            + "\(total(.notice)) missing, \(counted(total(.error), "error")), "
            + "\(counted(total(.warning) + catalog.warnings.count, "warning"))\n"
    }

    /// `1 error`, `2 errors`.
    private func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
