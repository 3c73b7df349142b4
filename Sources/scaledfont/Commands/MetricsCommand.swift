import ScaledFont

/// `scaledfont metrics DICT [--category CAT | --all-categories] [--fonts-dir DIR]...
/// [--format text|json|csv] [--policy TABLE]`: the line metrics of all 11 text styles.
struct MetricsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "metrics",
        abstract: "Print the line metrics of all 11 text styles of a style dictionary.",
        usage: "metrics <dictionary> [--category <category> | --all-categories] "
            + "[--fonts-dir <dir>]... [--format <format>] [--policy <table>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: "A style dictionary: an XML or binary property list, or JSON of the same "
                + "shape, mapping text styles to "
                + "fontName and fontSize.",
            minimum: 1, maximum: 1),
        options: [
            .category,
            .allCategories("Report all 12 categories."),
            .fontsDirectory,
            .format([.text, .json, .csv]),
            .policy,
        ],
        discussion: [
            "Values are points with the baseline at 0 and y up (descender negative), exact "
                + "(unrounded) and printed in full precision. A style whose entry is missing, "
                + "invalid or names a font that is not installed uses the system UI face at the "
                + "system size, and the report says why.",
            "EXIT STATUS: 0 every present entry resolves; 1 an entry is invalid or names a font "
                + "that is not installed (the metrics are still printed); 2 usage error, or the "
                + "dictionary cannot be read (text prints nothing; json and csv report every "
                + "style's fallback).",
        ],
        examples: [
            CommandSpec.Example(
                command: "metrics Examples/DejaVuSans.plist --category ax2",
                explanation: "Metrics at accessibilityLarge:"),
            CommandSpec.Example(
                command: "metrics Examples/DejaVuSans.plist --all-categories --format csv",
                explanation: "Every style at every category, as CSV:"),
        ])

    let dictionary: String
    let categories: [ContentSizeCategory]
    let format: OutputFormat
    let policy: MetricsPolicy
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        dictionary = arguments.positionals[0]
        categories = try arguments.categories(command: Self.spec.name)
        format = arguments.format
        policy = arguments.policy
        self.arguments = arguments
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let catalog = try FontCatalog.forArguments(arguments)
        catalog.warn(on: terminal)
        let font = try ScaledFont(contentsOf: dictionary, catalog: catalog, policy: policy)
        let findings = DictionaryFindings(font, path: dictionary)
        findings.diagnose(on: terminal)
        guard format.printsReport(findings.status) else { return findings.status }
        switch format {
        case .json: terminal.write(json(font).document)
        case .csv: terminal.write(csv(font))
        default: terminal.write(text(font, colour: terminal.allowsColour))
        }
        return findings.status
    }

    /// DESIGN.md's `metrics` JSON: `{"dictionary", "category", "styles"}`, or with
    /// `--all-categories` `{"dictionary", "categories": [{"category", "styles"}]}`.
    private func json(_ font: ScaledFont) -> JSONValue {
        func styles(_ category: ContentSizeCategory) -> JSONValue {
            .array(
                TextStyle.allCases.map {
                    .object(font.font(forTextStyle: $0, category: category).metricsFields)
                })
        }
        guard arguments.flag("all-categories") else {
            return .object([
                ("dictionary", .string(dictionary)),
                ("category", .string(categories[0].rawValue)),
                ("styles", styles(categories[0])),
            ])
        }
        let perCategory = categories.map { category in
            JSONValue.object([
                ("category", .string(category.rawValue)), ("styles", styles(category)),
            ])
        }
        return .object([("dictionary", .string(dictionary)), ("categories", .array(perCategory))])
    }

    /// A header row, then one row per category and style: `category` and the JSON fields.
    private func csv(_ font: ScaledFont) -> String {
        let answers = categories.flatMap { category in
            TextStyle.allCases.map { font.font(forTextStyle: $0, category: category) }
        }
        var table = CSVTable(header: ["category"] + answers[0].metricsFields.map(\.0))
        for answer in answers {
            table.append([answer.category.rawValue] + answer.metricsFields.map(\.1.csvField))
        }
        return table.text
    }

    /// A table per category: size, face, how it was found, the table used and the metrics.
    private func text(_ font: ScaledFont, colour: Bool) -> String {
        let blocks = categories.map { category in
            var table = TextTable(
                headers: ["STYLE", "SIZE", "FACE", "HOW", "TABLE"] + LineMetrics.textHeaders,
                alignments: [.left, .right, .left, .left, .left]
                    + LineMetrics.textHeaders.map { _ in .right })
            for style in TextStyle.allCases {
                let answer = font.font(forTextStyle: style, category: category)
                let cells =
                    [
                        style.rawValue, answer.pointSize.description, answer.face.postscriptName,
                        answer.howFound, answer.metrics.table.rawValue,
                    ] + answer.metrics.textColumns
                table.append(cells.map { TextTable.Cell($0) })
            }
            let title = "\(dictionary) at \(category.rawValue) (points, \(policy.rawValue) policy)"
            return Colour.bold.apply(title, enabled: colour) + "\n" + table.render(colour: colour)
        }
        return blocks.joined(separator: "\n")
    }
}
