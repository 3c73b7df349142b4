import ScaledFontCheck
import ScaledFontSpecimen

/// `scaledfont fit [DICT] --layout FILE [--categories FROM...TO] [--fonts-dir DIR]...
/// [--platform P] [--device-fonts DIR]... [--bold-text] [--format text|json|github|junit|gitlab]`: whether each text
/// element of an app's screens fits its box at every content size category.
struct FitCommand: Subcommand {
    static let spec = CommandSpec(
        name: "fit",
        abstract: "Check that each text of a layout fits its box at every content size category.",
        usage: "fit [<dictionary>] --layout <file> [--strings <file>]... "
            + "[--categories <from>...<to>] [--fonts-dir <dir>]... [--platform <platform>] "
            + "[--device-fonts <dir>]... [--bold-text] [--format <format>] [--picture <file.png>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: CommandSpec.Positionals.dictionaryHelp
                + " Optional when every element names its font (\"font\", \"size\", "
                + "\"relativeTo\").",
            minimum: 0, maximum: 1),
        options: [
            CommandSpec.Option(
                "layout", value: "file",
                help: "The layout (required): a JSON array of elements, each {\"id\", \"style\", "
                    + "\"width\" (points), \"maxLines\" (0 for no limit), \"maxHeight\" "
                    + "(points, optional), \"text\", \"language\" (optional), \"arguments\" "
                    + "(optional, for the text's format specifiers)}; \"key\" instead of "
                    + "\"text\" takes the text from the strings files; \"font\" (a PostScript "
                    + "name), \"size\" and \"relativeTo\" instead of \"style\" name the font, "
                    + "and when every element does, no dictionary is needed."),
            CommandSpec.Option(
                "strings", value: "file", repeatable: true,
                help: "A localized strings file: a String Catalog (.xcstrings), a .strings or a "
                    + ".stringsdict file (may be repeated). Every language of an element's key "
                    + "is checked, the source language's text standing in where a language has "
                    + "no translation; plural and device variations are results of their own."),
            CommandSpec.Option(
                "picture", value: "file.png",
                help: "Draw each element that does not fit, at the smallest category where it "
                    + "fails, inside its width box with its lines as broken and the overflow "
                    + "shaded, into a PNG file (never written through a symbolic link)."),
            CommandSpec.Option(
                "categories", value: "from...to",
                help: "The content size categories to check, a range such as large...ax5 or "
                    + "one category (default: all twelve, xSmall to "
                    + "accessibilityExtraExtraExtraLarge)."),
            .fontsDirectory, .platform,
            CommandSpec.Option(
                "device-fonts", value: "dir", repeatable: true,
                help: "With an Apple --platform, a folder of your own copies of the device's "
                    + "fonts (PingFang, Hiragino...), tried first for characters a style's face "
                    + "lacks (may be repeated)."),
            .boldText,
            .format([.text, .json, .github, .junit, .gitlab]),
        ],
        discussion: [
            "Each element's text is shaped as measure shapes it, in its style's face at each "
                + "category's size (the style's cascade for characters the face lacks), and "
                + "broken greedily at Unicode's line-break opportunities (UAX #14, from ICU): a "
                + "line takes as many words as fit in the width, trailing white space not "
                + "counted, each line's width its own text shaped on its own. Line breaks in "
                + "the text (LF, CR, U+2028...) always end a line; tabs advance to the next "
                + "28 pt stop. A word wider than the box is broken between characters, with a "
                + "warning. The height is the lines times the style's line height.",
            "An element fails when its text takes more lines than maxLines or more height "
                + "than maxHeight at some category: the error names the element, the "
                + "language, the smallest category that fails, the lines and the widest line, "
                + "at the element's line of the layout file.",
            "With an Apple --platform, a style whose font is built into the platform cannot "
                + "be measured here: a warning says so and the element is not checked. "
                + "Characters a style's face lacks are measured as the device's fallback sets "
                + "them: in the --device-fonts faces first, CJK ideographs and kana at 1 em "
                + "(as PingFang and Hiragino set them), else in a face of this machine; such a "
                + "text is marked approximate, with a warning. A character no face has is "
                + "measured at 1 em, with a warning naming it.",
            "CI FORMATS: as for check (github annotations on the layout file's lines and the "
                + "step summary, junit with a testcase per element, gitlab Code Quality).",
            "EXIT STATUS: 0 every element fits; 1 an element does not fit; 2 usage error, or "
                + "the dictionary or the layout cannot be read or is malformed.",
        ],
        examples: [
            CommandSpec.Example(
                command: "fit Styles.plist --layout Layout.json --fonts-dir Fonts",
                explanation: "Check every element at all twelve categories:"),
            CommandSpec.Example(
                command: "fit --layout Layout.json --fonts-dir Fonts",
                explanation: "Without a dictionary, every element naming its font:"),
            CommandSpec.Example(
                command: "fit Styles.plist --layout Layout.json --strings Localizable.xcstrings",
                explanation: "Every language of the elements' keys:"),
            CommandSpec.Example(
                command: "fit Styles.plist --layout Layout.json --categories large...ax5 "
                    + "--format github",
                explanation: "From large up, annotating the failing elements in GitHub Actions:"),
        ])

    let dictionary: String?
    let layout: String
    let strings: [String]
    let picture: String?
    let categories: [ContentSizeCategory]
    let boldText: Bool
    let platform: Platform
    let deviceFonts: [String]
    let format: OutputFormat
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let command = Self.spec.name
        dictionary = arguments.positionals.first
        guard let layout = arguments.value("layout") else {
            throw UsageError(
                "missing '--layout <file>': give the JSON file of the elements to check",
                command: command)
        }
        self.layout = layout
        strings = arguments.values("strings")
        picture = arguments.value("picture")
        categories = try Self.categories(arguments.value("categories"), command: command)
        boldText = arguments.flag(CommandSpec.Option.boldText.name)
        platform = try arguments.platform(command: command)
        if platform != .linux, boldText {
            throw UsageError(
                "'--bold-text' needs the faces on this machine: use it with --platform linux "
                    + "(the platform is \(platform))",
                command: command)
        }
        deviceFonts = arguments.values("device-fonts")
        if !platform.isApple, !deviceFonts.isEmpty {
            throw UsageError(
                "'--device-fonts' stands in for an Apple device's fonts: use it with an Apple "
                    + "--platform (the platform is \(platform))",
                command: command)
        }
        format = arguments.format
        self.arguments = arguments
    }

    /// The categories of `--categories FROM...TO` (or one category), in ramp order; all
    /// twelve without it.
    static func categories(
        _ text: String?, command: String
    ) throws(UsageError) -> [ContentSizeCategory] {
        guard let text else { return ContentSizeCategory.allCases }
        let ends = text.split(separator: "...", omittingEmptySubsequences: false)
        guard ends.count <= 2, !ends.contains(where: \.isEmpty) else {
            throw UsageError(
                "invalid value '\(text)' for '--categories': give a range such as "
                    + "'large...ax5', or one category",
                command: command)
        }
        var parsed: [ContentSizeCategory] = []
        for end in ends {
            do {
                parsed.append(try ContentSizeCategory(parsing: String(end)))
            } catch {
                throw UsageError(
                    "invalid value '\(text)' for '--categories': \(error.message)",
                    command: command)
            }
        }
        let (from, to) = (parsed[0], parsed[parsed.count - 1])
        guard from <= to else {
            throw UsageError(
                "invalid value '\(text)' for '--categories': \(from.rawValue) is larger than "
                    + "\(to.rawValue); give the smaller category first",
                command: command)
        }
        return ContentSizeCategory.allCases.filter { $0 >= from && $0 <= to }
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try AvailableFonts.forArguments(arguments, platform: platform)
        let request = FitCheck(
            dictionary: dictionary, layout: try FitLayout(contentsOf: layout), strings: strings,
            categories: categories, boldText: boldText, platform: platform,
            deviceFontFolders: deviceFonts)
        let report = try request.run(on: fonts)
        if let picture { try draw(report, to: picture, catalog: fonts.catalog, on: terminal) }
        let repository = RepositoryPath()
        let status = ExitStatus(report.outcome)
        let checked = CheckedFile(report, repository: repository)
        // The dictionary's own problems are the check command's to fail on: here they are
        // diagnostics for the styles the layout uses.
        let used = Set(
            report.dictionary.findings.filter { finding in
                finding.styleKey.map { key in
                    report.elements.contains { $0.element.style.rawValue == key }
                } ?? true
            })
        let dictionaryFindings = FileFindings(
            path: report.dictionary.path,
            findings: report.dictionary.findings.filter(used.contains), status: .success,
            repository: repository)
        if format == .github {
            GitHubReport(
                command: Self.spec.name, files: [checked],
                catalogWarnings: fonts.notes.map { $0.commandLineMessage(repository) },
                verdict: summary(report, status: status, colour: false), repository: repository,
                stepSummaryFile: RunContext.current.variable("GITHUB_STEP_SUMMARY")
            ).write(on: terminal)
            return status
        }
        fonts.warn(on: terminal)
        dictionaryFindings.diagnose(on: terminal)
        checked.findings.diagnose(on: terminal, errors: format != .text)
        guard format.printsReport(status) else { return status }
        switch format {
        case .json: terminal.write(json(report, status: status).document)
        case .junit:
            terminal.write(
                JUnitReport(files: [checked], repository: repository, command: "fit")
                    .document)
        case .gitlab:
            terminal.write(
                CodeQualityReport(files: [checked], repository: repository).json.document)
        default:
            terminal.write(table(report, checked, colour: terminal.allowsColour))
            terminal.write(summary(report, status: status, colour: terminal.allowsColour))
        }
        return status
    }

    /// `--picture`: each element's text that does not fit, at the smallest category where it
    /// fails; nothing is written (and a note says so) when every element fits.
    private func draw(
        _ report: FitReport, to path: String, catalog: FontCatalog, on terminal: Terminal
    ) throws(ScaledFontError) {
        var drawn: [FitPicture.Element] = []
        for element in report.elements {
            guard let face = element.face else { continue }
            var seen: Set<String> = []
            for result in element.results where !result.fits {
                let text = result.language + (result.variant.map { " " + $0 } ?? "")
                guard seen.insert(text).inserted else { continue }
                drawn.append(
                    FitPicture.Element(
                        title: "\(element.element.id) · \(text) · \(result.category.rawValue)",
                        face: face, pointSize: result.pointSize, lineHeight: result.lineHeight,
                        width: element.element.width, maxLines: element.element.maxLines,
                        maxHeight: element.element.maxHeight, lines: result.lineTexts,
                        cascade: element.cascade))
            }
        }
        guard !drawn.isEmpty else {
            terminal.diagnose("scaledfont: note: every element fits; no picture written to \(path)")
            return
        }
        try FitPicture(elements: drawn, catalog: catalog).write(to: path)
    }

    /// `{"dictionary", "layout", "platform", "elements": [{"id", "style", "width", "maxLines",
    /// "maxHeight", "line", "results": [...]}], "diagnostics", "ok"}`.
    private func json(_ report: FitReport, status: ExitStatus) -> JSONValue {
        let elements = report.elements.map { element in
            let layout = element.element
            let results = element.results.map { result in
                JSONValue.object([
                    ("language", .string(result.language)),
                    ("variant", .string(result.variant)),
                    ("category", .string(result.category.rawValue)),
                    ("pointSize", .number(result.pointSize)),
                    ("lines", .integer(result.lines)),
                    ("widestLine", .number(result.widestLine)),
                    ("height", .number(result.height)),
                    ("fits", .bool(result.fits)),
                    ("breaks", .array(result.breaks.map(JSONValue.integer))),
                    ("approximate", .bool(result.isApproximate)),
                    ("untranslated", .bool(result.isUntranslated)),
                ])
            }
            return JSONValue.object([
                ("id", .string(layout.id)),
                ("style", .string(layout.style.rawValue)),
                ("width", .number(layout.width)),
                ("maxLines", .integer(layout.maxLines)),
                ("maxHeight", .number(layout.maxHeight)),
                ("line", .integer(layout.line)),
                ("postscriptName", .string(element.face?.postscriptName)),
                ("results", .array(results)),
            ])
        }
        let repository = RepositoryPath()
        let findings = report.findings.map {
            FileFindings.Finding(finding: $0, repository: repository).json
        }
        return .object([
            ("dictionary", .string(dictionary)),
            ("layout", .string(report.layout)),
            ("platform", .string(report.dictionary.platform)),
            ("elements", .array(elements)),
            ("diagnostics", .array(findings)),
            ("ok", .bool(status == .success)),
        ])
    }

    /// A row per element, language and variant: the lines and widest line at the smallest
    /// failing category (or the largest checked), the findings as detail lines.
    private func table(
        _ report: FitReport, _ checked: CheckedFile, colour: Bool
    ) -> String {
        var table = TextTable(
            headers: [
                "ELEMENT", "LANGUAGE", "STATUS", "STYLE", "CATEGORY", "SIZE", "LINES", "WIDEST",
                "WIDTH",
            ],
            alignments: [.left, .left, .left, .left, .left, .right, .right, .right, .right])
        for (element, row) in zip(report.elements, checked.rows) {
            let layout = element.element
            var groups: [[FitReport.Result]] = []
            for result in element.results {
                if let last = groups.last?.last, last.language == result.language,
                    last.variant == result.variant
                {
                    groups[groups.count - 1].append(result)
                } else {
                    groups.append([result])
                }
            }
            if groups.isEmpty {
                table.append(
                    [
                        TextTable.Cell(layout.id), TextTable.Cell("-"),
                        TextTable.Cell("not checked", .yellow),
                        TextTable.Cell(layout.style.rawValue),
                        TextTable.Cell("-"), TextTable.Cell("-"), TextTable.Cell("-"),
                        TextTable.Cell("-"), TextTable.Cell(TextNumber.format(layout.width)),
                    ], details: row.findings.map(\.text))
                continue
            }
            for (index, group) in groups.enumerated() {
                let shown = group.first { !$0.fits } ?? group[group.count - 1]
                let language =
                    (shown.variant.map { "\(shown.language) \($0)" } ?? shown.language)
                    + (shown.isUntranslated ? " (untranslated)" : "")
                let approximate = shown.isApproximate ? " (approximate)" : ""
                let status =
                    shown.fits
                    ? TextTable.Cell("fits" + approximate, .green)
                    : TextTable.Cell("does not fit" + approximate, .red)
                let limit = layout.maxLines == 0 ? "" : " of \(layout.maxLines)"
                table.append(
                    [
                        TextTable.Cell(layout.id), TextTable.Cell(language), status,
                        TextTable.Cell(layout.style.rawValue),
                        TextTable.Cell(shown.category.rawValue),
                        TextTable.Cell(TextNumber.format(shown.pointSize)),
                        TextTable.Cell("\(shown.lines)\(limit)"),
                        TextTable.Cell(TextNumber.format(shown.widestLine)),
                        TextTable.Cell(TextNumber.format(layout.width)),
                    ], details: index == groups.count - 1 ? row.findings.map(\.text) : [])
            }
        }
        let title = PrintableText.escaped(DisplayPath.show(report.layout))
        return Colour.bold.apply(title, enabled: colour) + "\n"
            + table.render(colour: colour, indent: "  ") + "\n"
    }

    /// `fit passed: 3 elements, 36 results, 0 do not fit, 0 warnings`.
    private func summary(_ report: FitReport, status: ExitStatus, colour: Bool) -> String {
        let verdict =
            status == .success
            ? Colour.green.apply("fit passed", enabled: colour)
            : Colour.red.apply("fit failed", enabled: colour)
        let failing = report.elements.filter { !$0.fits }.count
        let results = report.elements.map(\.results.count).reduce(0, +)
        let warnings = report.findings.filter { $0.severity == .warning }.count
        return "\(verdict): \(report.elements.count) element"
            + "\(report.elements.count == 1 ? "" : "s"), \(results) result"
            + "\(results == 1 ? "" : "s"), \(failing) "
            + "\(failing == 1 ? "does" : "do") not fit, \(warnings) warning"
            + "\(warnings == 1 ? "" : "s")\n"
    }
}
