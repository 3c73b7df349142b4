import ScaledFontCheck

/// `check` and `fit` `--format junit`: JUnit XML, the test report GitLab, Jenkins, CircleCI,
/// Azure Pipelines and Buildkite read.
///
/// A `<testsuites>` root with a `<testsuite>` per checked file (`tests`, `failures`,
/// `errors`, `skipped` counts) and a `<testcase>` per row, a style key or a layout element
/// (`classname` the file's path relative to the repository, `name` the style key or element
/// id, `file` and `line`). A row with an error has one `<failure message=...>` whose text
/// lists every error as `path:line: error: key: message`; its warnings and notes (a missing
/// style) go to the test case's `<system-out>`. A file that cannot be read is one failing test
/// case named `dictionary`.
struct JUnitReport {
    /// The checked files: dictionaries, an app's Info.plist, a layout.
    let files: [CheckedFile]
    let repository: RepositoryPath
    /// The subcommand reported (`check`, `fit`), which names the report.
    var command = "check"

    /// One test case: its name, location and findings.
    private struct TestCase {
        let name: String
        let line: Int?
        let findings: [FileFindings.Finding]

        var errors: [FileFindings.Finding] { findings.filter { $0.severity == .error } }
    }

    /// The XML document, ending with a newline.
    var document: String {
        let suites = files.map { file in
            (file, testCases(file))
        }
        let tests = suites.map(\.1.count).reduce(0, +)
        let failures = suites.map { $0.1.filter { !$0.errors.isEmpty }.count }.reduce(0, +)
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            "<testsuites name=\"scaledfont \(command)\" tests=\"\(tests)\" failures=\"\(failures)\""
        xml += " errors=\"0\">\n"
        for (file, cases) in suites {
            xml += suite(file, cases)
        }
        return xml + "</testsuites>\n"
    }

    private func testCases(_ file: CheckedFile) -> [TestCase] {
        let rows = file.rows.map {
            TestCase(name: $0.key, line: $0.line, findings: $0.findings)
        }
        guard !file.fileFindings.isEmpty else { return rows }
        return [TestCase(name: "dictionary", line: nil, findings: file.fileFindings)]
            + rows
    }

    private func suite(_ file: CheckedFile, _ cases: [TestCase]) -> String {
        let path = repository.relative(file.path)
        let failures = cases.filter { !$0.errors.isEmpty }.count
        var xml = "  <testsuite name=\"\(Self.escaped(path))\" tests=\"\(cases.count)\""
        xml += " failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for testCase in cases {
            xml += "    <testcase classname=\"\(Self.escaped(path))\""
            xml += " name=\"\(Self.escaped(testCase.name))\" file=\"\(Self.escaped(path))\""
            if let line = testCase.line { xml += " line=\"\(line)\"" }
            let others = testCase.findings.filter { $0.severity != .error }
            guard !testCase.errors.isEmpty || !others.isEmpty else {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            if let first = testCase.errors.first {
                let lines = testCase.errors.map { Self.escaped(located($0, path)) }
                xml += "      <failure message=\"\(Self.escaped(first.text))\""
                xml += " type=\"\(Self.escaped(first.check))\">"
                xml += lines.joined(separator: "\n") + "</failure>\n"
            }
            if !others.isEmpty {
                let lines = others.map { Self.escaped(located($0, path)) }
                xml += "      <system-out>" + lines.joined(separator: "\n") + "</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    /// `path:line: level: key: message`, the form of the diagnostics on stderr.
    private func located(_ finding: FileFindings.Finding, _ path: String) -> String {
        let location = finding.line.map { "\(path):\($0)" } ?? path
        return "\(location): \(finding.severity.rawValue): \(finding.message)"
    }

    /// Text for XML character data or an attribute value: `&`, `<`, `>` and `"` as
    /// entities; characters XML 1.0 forbids even as references (controls other than tab and
    /// line breaks, U+FFFE, U+FFFF), and the other characters that would act on a terminal
    /// (``PrintableText``), as visible `\u{1B}`-style escapes; a CI runner's command marker
    /// (``PrintableText/defusingCommands(_:)``) with `&#58;` or `&#35;`.
    static func escaped(_ text: String) -> String {
        let escaped = PrintableText.escaped(text) { scalar in
            if scalar == "\u{FFFE}" || scalar == "\u{FFFF}" {
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            return PrintableText.markupEntity(scalar)
        }
        // A CI runner reading the report in a log: `&#58;` and `&#35;` keep the text.
        return PrintableText.defusingCommands(escaped, colon: "&#58;", hash: "&#35;")
    }
}
