import ScaledFontCheck

extension CheckedFile {
    /// The findings about the font names one code file uses, as the reports show a file: a
    /// row per finding (named by its call and `line:column`, so JUnit has a test case per
    /// failing use and GitLab an item per finding), none about the file as a whole.
    init(code path: String, findings: [Finding], repository: RepositoryPath) {
        let failed = findings.contains { $0.severity == .error }
        self.findings = FileFindings(
            path: path, findings: findings, status: ExitStatus(failed ? .failed : .passed),
            repository: repository)
        self.path = path
        rows = self.findings.findings.map { finding in
            let place = [finding.line, finding.finding.column].compactMap { $0 }
            let key =
                ([finding.finding.field ?? "font"] + [
                    place.map(String.init).joined(separator: ":")
                ]).joined(separator: " ")
            return Row(
                key: key, line: finding.line, entry: nil, bold: nil, findings: [finding],
                code: (finding.finding.field ?? "-", finding.finding.names.first))
        }
        fileFindings = []
    }

    /// The code files of an app with findings, each once, in the order of their first
    /// finding.
    static func code(of app: CheckedApp, repository: RepositoryPath) -> [CheckedFile] {
        var order: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in app.codeFindings {
            if byFile[finding.file] == nil { order.append(finding.file) }
            byFile[finding.file, default: []].append(finding)
        }
        return order.map {
            CheckedFile(code: $0, findings: byFile[$0] ?? [], repository: repository)
        }
    }
}
