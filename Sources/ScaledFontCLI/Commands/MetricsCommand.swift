import ScaledFontCheck

/// `scaledfont metrics DICT [--category CAT | --all-categories | --scale F] [--fonts-dir DIR]...
/// [--format text|json|csv] [--policy TABLE]`: the line metrics of all 11 text styles.
struct MetricsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "metrics",
        abstract: "Print the line metrics of all 11 text styles of a style dictionary.",
        usage: "metrics <dictionary> [--category <category> | --all-categories | "
            + "--scale <factor>] [--bold-text] [--fonts-dir <dir>]... [--platform <platform>] "
            + "[--platform-fonts <file>] [--format <format>] [--policy <table>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: CommandSpec.Positionals.dictionaryHelp,
            minimum: 1, maximum: 1),
        options: [
            .category,
            .allCategories("Report all 12 categories."),
            .scale,
            .boldText,
            .fontsDirectory,
            .platform,
            .platformFonts,
            .format([.text, .json, .csv]),
            .policy,
        ],
        discussion: [
            "Values are points with the baseline at 0 and y up (descender negative), exact "
                + "(unrounded): text rounds them to 3 decimals, json and csv give the exact "
                + "decimal (46.308, never 46.30799999999999). A style whose entry is missing, "
                + "invalid or names a font that is not installed uses the system UI face at the "
                + "system size, and the report says why.",
            "With an Apple --platform, a style whose face is built into the platform, or that "
                + "falls back to the device's system font, has no file and no metrics here (null "
                + "in json and csv, '-' in text): the face is not on this machine. --bold-text and "
                + "--scale need --platform linux.",
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
            CommandSpec.Example(
                command: "metrics Examples/DejaVuSans.plist --category system",
                explanation: "At the user's preferred size (SCALEDFONT_CATEGORY or GNOME's "
                    + "text-scaling-factor):"),
        ])

    let dictionary: String
    let categories: [ContentSizeCategory]
    /// `--scale`, which replaces the categories.
    let scale: Double?
    /// The user's preference, when `--category system` asked for it.
    let preference: TextSizePreference?
    let format: OutputFormat
    let policy: MetricsPolicy
    /// `--bold-text`: measure the Bold Text faces.
    let boldText: Bool
    /// `--platform`.
    let platform: Platform
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        dictionary = arguments.positionals[0]
        scale = try arguments.scale(command: Self.spec.name)
        let preference = try arguments.textSizePreference(command: Self.spec.name)
        if let preference {
            categories = [preference.category]
        } else {
            categories = try arguments.categories(command: Self.spec.name)
        }
        self.preference = preference
        format = arguments.format
        policy = arguments.policy
        boldText = arguments.flag(CommandSpec.Option.boldText.name)
        platform = try arguments.platform(command: Self.spec.name)
        if platform != .linux, boldText || scale != nil {
            throw UsageError(
                "'\(boldText ? "--bold-text" : "--scale")' needs the faces on this machine: "
                    + "use it with --platform linux (the platform is \(platform))",
                command: Self.spec.name)
        }
        self.arguments = arguments
    }

    /// The rows for every style at one category, or at `--scale`.
    private struct Block {
        let category: ContentSizeCategory
        let rows: [MetricsRow]
    }

    private func blocks(
        _ check: DictionaryCheck, catalog: FontCatalog
    ) throws(ScaledFontError)
        -> [Block]
    {
        if let font = check.font {
            if let scale {
                var rows: [MetricsRow] = []
                for entry in check.entries {
                    let answer = try font.font(
                        forTextStyle: entry.style, scale: scale, boldText: boldText)
                    rows.append(MetricsRow(entry: entry, answer: answer))
                }
                return [Block(category: .large, rows: rows)]
            }
            return categories.map { category in
                Block(
                    category: category,
                    rows: check.entries.map {
                        let answer = font.font(
                            forTextStyle: $0.style, category: category, boldText: boldText)
                        return MetricsRow(entry: $0, answer: answer)
                    })
            }
        }
        var blocks: [Block] = []
        for category in categories {
            var rows: [MetricsRow] = []
            for entry in check.entries {
                rows.append(
                    MetricsRow(
                        entry: entry, category: category,
                        pointSize: check.pointSize(entry.style, category: category),
                        metrics: try check.lineMetrics(
                            entry.style, category: category, catalog: catalog, policy: policy)))
            }
            blocks.append(Block(category: category, rows: rows))
        }
        return blocks
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try AvailableFonts.forArguments(arguments, platform: platform)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let check = try DictionaryCheck(
            contentsOf: dictionary, platform: fonts,
            options: DictionaryCheck.Options(boldText: boldText, policy: policy))
        let findings = FileFindings(check)
        findings.diagnose(on: terminal)
        guard format.printsReport(findings.status) else { return findings.status }
        let blocks = try blocks(check, catalog: catalog)
        switch format {
        case .json: terminal.write(json(blocks).document)
        case .csv: terminal.write(csv(blocks))
        default: terminal.write(text(blocks, colour: terminal.allowsColour))
        }
        return findings.status
    }

    /// The documented `metrics` JSON (ScaledFontCheck.docc, CommandLineReports.md): `{"dictionary",
    /// "category", "styles"}`, or with
    /// `--all-categories` `{"dictionary", "categories": [{"category", "styles"}]}`. With
    /// `--scale`, `"scale"` replaces `"category"`; with `--category system`, `"preference"`
    /// (`{"source", "textScalingFactor"}`) follows it.
    private func json(_ blocks: [Block]) -> JSONValue {
        func styles(_ block: Block) -> JSONValue {
            .array(block.rows.map { .object($0.metricsFields) })
        }
        guard arguments.flag("all-categories") else {
            var fields: [(String, JSONValue)] = [("dictionary", .string(dictionary))]
            if let scale {
                fields.append(("scale", .number(scale)))
            } else {
                fields.append(("category", .string(blocks[0].category.rawValue)))
            }
            if let preference {
                let values: [(String, JSONValue)] = [
                    ("source", .string(preference.source.rawValue)),
                    ("textScalingFactor", .number(preference.textScalingFactor)),
                ]
                fields.append(("preference", .object(values)))
            }
            return .object(fields + [("styles", styles(blocks[0]))])
        }
        let perCategory = blocks.map { block in
            JSONValue.object([
                ("category", .string(block.category.rawValue)), ("styles", styles(block)),
            ])
        }
        return .object([("dictionary", .string(dictionary)), ("categories", .array(perCategory))])
    }

    /// A header row, then one row per category (or the scale) and style: `category` (or
    /// `scale`) and the JSON fields.
    private func csv(_ blocks: [Block]) -> String {
        let rows = blocks.flatMap(\.rows)
        let first = scale == nil ? "category" : "scale"
        var table = CSVTable(header: [first] + Self.columns(rows[0].metricsFields).map(\.0))
        for row in rows {
            let size =
                scale.map { CSVTable.Cell.number($0.description) }
                ?? .text(row.category.rawValue)
            table.append([size] + Self.columns(row.metricsFields).map(\.1.csvCell))
        }
        return table.text
    }

    /// The JSON fields as CSV columns: an object's fields become `name.field` columns
    /// (`boldText.source`).
    private static func columns(_ fields: [(String, JSONValue)]) -> [(String, JSONValue)] {
        fields.flatMap { name, value in
            guard case .object(let inner) = value else { return [(name, value)] }
            return inner.map { ("\(name).\($0.0)", $0.1) }
        }
    }

    /// A table per category (or the scale): size, face, how it was found, the table used and
    /// the metrics.
    private func text(_ blocks: [Block], colour: Bool) -> String {
        let tables = blocks.map { block in
            var table = TextTable(
                headers: ["STYLE", "SIZE", "FACE", "HOW", "SOURCE", "TABLE"]
                    + LineMetrics.textHeaders,
                alignments: [.left, .right, .left, .left, .left, .left]
                    + LineMetrics.textHeaders.map { _ in .right })
            for row in block.rows {
                table.append(row.textCells.map { TextTable.Cell($0) })
            }
            let title =
                "\(PrintableText.escaped(dictionary)) at \(sizeLabel(block)) "
                + "(points, \(policy.rawValue) policy)"
            let notes = block.rows.compactMap(\.absenceNote).map { $0 + "\n" }.joined()
            return Colour.bold.apply(title, enabled: colour) + "\n" + table.render(colour: colour)
                + notes
        }
        return tables.joined(separator: "\n")
    }

    /// `large`, `scale 1.25`, or `extraExtraLarge (system: GNOME text-scaling-factor 1.25)`.
    private func sizeLabel(_ block: Block) -> String {
        if let scale { return "scale \(TextNumber.format(scale))" }
        guard let preference else { return block.category.rawValue }
        let source =
            switch preference.source {
            case .environment: TextSizePreference.environmentVariable
            case .gnome:
                "GNOME text-scaling-factor \(TextNumber.format(preference.textScalingFactor ?? 1))"
            case .default: "default factor 1.0"
            }
        return "\(block.category.rawValue) (system: \(source))"
    }
}
