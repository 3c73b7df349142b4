import ScaledFontCheck

/// How the commands show the findings of one input file (a style dictionary, an app's
/// Info.plist, a `fit` layout): the library decides what they are and the verdict; this
/// renders them as table detail lines, compiler-style diagnostics, JSON and GitHub
/// annotations.
struct FileFindings {
    /// One finding as the reports show it.
    struct Finding {
        /// The library's finding.
        let finding: ScaledFontCheck.Finding
        /// Where the finding's files are shown relative to.
        let repository: RepositoryPath

        /// Error, warning or notice: the library's severity, which each format spells its
        /// own way.
        var severity: ScaledFontCheck.Finding.Severity { finding.severity }
        /// The style key as written in the file, `nil` for the file as a whole.
        var styleKey: String? { finding.styleKey }
        /// The line of the style key (1-based), if known.
        var line: Int? { finding.line }
        /// The problem in words, without the file and style key, files in the repository
        /// relative to it.
        var text: String { finding.message(showingPath: repository.relative) }
        /// `key: text`, or `text` for the file as a whole.
        var message: String { finding.keyedMessage(showingPath: repository.relative) }
        /// A stable name of the rule that found it (`missingField`, `fontNotInstalled`), for
        /// reports that group findings by kind (GitLab's `check_name`, JUnit's failure type):
        /// the dictionary's own problem code for an invalid entry, else the reason.
        var check: String { finding.problem?.rawValue ?? finding.reason.rawValue }

        /// `{"level", "styleKey", "line", "field", "reason", "message"}` for JSON reports.
        var json: JSONValue { finding.json(repository: repository) }
    }

    /// The file's path as the user gave it.
    let path: String
    /// Where files are shown relative to.
    let repository: RepositoryPath
    /// The findings in file order (by line; findings without a line last).
    let findings: [Finding]
    /// The exit status of the library's verdict on the file.
    let status: ExitStatus

    /// The findings of a check.
    init(_ check: DictionaryCheck, repository: RepositoryPath = RepositoryPath()) {
        path = check.path
        self.repository = repository
        findings = check.findings.map { Finding(finding: $0, repository: repository) }
        status = ExitStatus(check.outcome)
    }

    /// The findings of an app's Info.plist (its `UIAppFonts` entries).
    init(_ app: FontCheckReport.App, repository: RepositoryPath = RepositoryPath()) {
        path = app.fonts.infoPlist
        self.repository = repository
        findings = app.fonts.findings.map { Finding(finding: $0, repository: repository) }
        status = ExitStatus(app.outcome)
    }

    /// Findings the caller chose, about one file.
    init(
        path: String, findings: [ScaledFontCheck.Finding], status: ExitStatus,
        repository: RepositoryPath = RepositoryPath()
    ) {
        self.path = path
        self.repository = repository
        self.findings = findings.map { Finding(finding: $0, repository: repository) }
        self.status = status
    }

    /// The findings of one severity.
    func count(_ severity: ScaledFontCheck.Finding.Severity) -> Int {
        findings.count { $0.severity == severity }
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
        for finding in findings
        where finding.severity == .warning || errors && finding.severity == .error {
            let file = repository.relative(path)
            let column = finding.finding.column.map { ":\($0)" } ?? ""
            let location = finding.line.map { "\(file):\($0)\(column)" } ?? file
            terminal.diagnose("\(location): \(finding.severity.rawValue): \(finding.message)")
        }
    }
}
