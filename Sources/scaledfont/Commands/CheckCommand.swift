import ScaledFont

/// `scaledfont check DICT... [--fonts-dir DIR]... [--format text|json|github]`: the CI gate
/// that proves every font a style dictionary names is bundled or installed.
struct CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check that every font a style dictionary names is bundled or installed.",
        usage: "check <dictionary>... [--fonts-dir <dir>]... [--format <format>] [--bold-text] "
            + "[--text <text>] [--text-file <file>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: "A style dictionary: an XML or binary property list, or JSON of the same "
                + "shape, mapping text styles to "
                + "fontName and fontSize. Several may be given.",
            minimum: 1, maximum: nil),
        options: [.fontsDirectory, .format([.text, .json, .github]), .boldText, .text, .textFile],
        discussion: [
            "Prints a table per dictionary (style, requested font, the face it resolved to and "
                + "how, or why it falls back, and the font file) and a summary line. Warnings go "
                + "to stderr as 'file:line: warning: message', and so do errors with --format "
                + "json or when no table is printed. With --format github every finding is a "
                + "GitHub Actions annotation on the dictionary's line.",
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
        let findings: DictionaryFindings
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let catalog = try FontCatalog.forArguments(arguments)
        var results: [Checked] = []
        for path in dictionaries {
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            var coverage: [TextStyle: CoverageReport] = [:]
            if let text, font.dictionary != nil {
                coverage = try font.coverage(text: text, catalog: catalog, boldText: boldText)
            }
            let findings = DictionaryFindings(
                font, path: path, boldText: boldText, coverage: coverage)
            results.append(Checked(font: font, coverage: coverage, findings: findings))
        }
        let status = results.map(\.findings.status).max() ?? .success
        if format == .github {
            let warnings = catalog.warnings.map {
                GitHubAnnotation(level: .warning, file: nil, line: nil, message: $0)
            }
            let annotations = warnings + results.flatMap(\.findings.annotations)
            terminal.write(annotations.map(\.command).joined())
            terminal.write(summary(results, catalog, status: status, colour: false))
            return status
        }
        catalog.warn(on: terminal)
        // A text report shows the errors in its tables; JSON is for programs, so a person
        // reading the log still sees them on stderr.
        let printsReport = format.printsReport(status)
        let errorsOnStderr = format == .json || !printsReport
        for result in results { result.findings.diagnose(on: terminal, errors: errorsOnStderr) }
        guard printsReport else { return status }
        if format == .json {
            terminal.write(json(results, status: status).document)
        } else {
            let colour = terminal.allowsColour
            let tables = results.map { table($0, colour: colour) }
            terminal.write(tables.joined(separator: "\n") + "\n")
            terminal.write(summary(results, catalog, status: status, colour: colour))
        }
        return status
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
                ("dictionary", .string(result.findings.path)),
                ("entries", .array(entries)),
                ("diagnostics", .array(result.findings.findings.map(\.json))),
            ])
        }
        return .object([("dictionaries", .array(dictionaries)), ("ok", .bool(status == .success))])
    }

    /// The table of one dictionary: a row per text style, then a row per unknown style key,
    /// each with its findings as detail lines.
    private func table(_ result: Checked, colour: Bool) -> String {
        let findings = result.findings
        var table = TextTable(headers: [
            "STYLE", "STATUS", "REQUESTED", "RESOLVED TO", "HOW", "FILE",
        ])
        for style in TextStyle.allCases {
            let answer = result.font.font(forTextStyle: style, boldText: boldText)
            let cells = [
                TextTable.Cell(style.rawValue), answer.statusCell,
                TextTable.Cell(answer.requestedName ?? "-"),
                TextTable.Cell(answer.face.postscriptName), TextTable.Cell(answer.howFound),
                TextTable.Cell(DisplayPath.show(answer.face.file)),
            ]
            table.append(cells, details: findings.details(for: style.rawValue))
        }
        for key in findings.unknownKeys {
            let cells: [TextTable.Cell] = [
                TextTable.Cell(key), TextTable.Cell("error", .red), "-", "-", "not a text style",
                "-",
            ]
            table.append(cells, details: findings.details(for: key))
        }
        return Colour.bold.apply(findings.path, enabled: colour) + "\n"
            + table.render(colour: colour, indent: "  ")
    }

    /// `check passed: 1 dictionary, 11 of 11 styles resolved, 0 missing, 0 errors, 0 warnings`
    /// (the warnings of the dictionaries and of the catalog).
    private func summary(
        _ results: [Checked], _ catalog: FontCatalog, status: ExitStatus, colour: Bool
    ) -> String {
        let styles = results.count * TextStyle.allCases.count
        let resolved = results.map { result in
            TextStyle.allCases.filter {
                result.font.font(forTextStyle: $0, boldText: boldText).status == .resolved
            }
        }
        func total(_ level: GitHubAnnotation.Level) -> Int {
            results.map { $0.findings.count(level) }.reduce(0, +)
        }
        let verdict =
            status == .success
            ? Colour.green.apply("check passed", enabled: colour)
            : Colour.red.apply("check failed", enabled: colour)
        return "\(verdict): \(counted(results.count, "dictionary", "dictionaries")), "
            + "\(resolved.joined().count) of \(styles) styles resolved, "
            + "\(total(.notice)) missing, \(counted(total(.error), "error")), "
            + "\(counted(total(.warning) + catalog.warnings.count, "warning"))\n"
    }

    /// `1 error`, `2 errors`.
    private func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
