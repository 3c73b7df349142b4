import ScaledFontCheck

/// `scaledfont measure DICT --style STYLE (--text TEXT | --text-file F) [--category CAT |
/// --scale F] [--bold-text] [--fonts-dir DIR]... [--format text|json]`: the advance of a text
/// in one style, shaped by HarfBuzz.
struct MeasureCommand: Subcommand {
    static let spec = CommandSpec(
        name: "measure",
        abstract: "Measure the width of a text set in one text style, shaped by HarfBuzz.",
        usage: "measure <dictionary> --style <style> (--text <text> | --text-file <file>) "
            + "[--category <category> | --scale <factor>] [--bold-text] [--fonts-dir <dir>]... "
            + "[--format <format>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: "A style dictionary: an XML or binary property list, or JSON of the same "
                + "shape, mapping text styles to fontName and fontSize.",
            minimum: 1, maximum: 1),
        options: [
            CommandSpec.Option(
                "style", value: "style",
                help: "The text style to set the text in (required): "
                    + TextStyle.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            CommandSpec.Option("text", value: "text", help: "The text to measure, one line."),
            CommandSpec.Option(
                "text-file", value: "file",
                help: "Measure the text of a UTF-8 file instead (at most 1 MiB; one final line "
                    + "break is dropped)."),
            .category,
            .scale,
            .boldText,
            .fontsDirectory,
            .format([.text, .json]),
        ],
        discussion: [
            "The text is shaped by HarfBuzz in the style's face at its scaled size (kerning, "
                + "ligatures and marks; script, direction and language guessed from the text) "
                + "and measured unhinted and unrounded, as CoreText measures: the OpenType "
                + "advances in font units times the size over units per em, in points. "
                + "Characters the face lacks are shaped in the faces of the style's cascade "
                + "(the entry's cascade, then Fontconfig's sorted fallback), a run each; the "
                + "runs add up to the advance. The line height is the style face's.",
            "Text output rounds lengths to a thousandth of a point; JSON keeps full precision.",
            "A style that falls back is measured in the system UI face at the system size, and "
                + "the diagnostics say why. An empty text measures 0 with no runs.",
            "A text with more than \(TextMeasurement.maximumCombiningRun) combining marks or "
                + "default-ignorable characters (joiners, variation selectors) in a row is a "
                + "usage error naming the offset, in Unicode scalars: HarfBuzz's time grows with "
                + "the square of such a run.",
            "JSON: {\"dictionary\", \"style\", \"category\" (or \"scale\"), \"pointSize\", "
                + "\"text\", \"advance\", \"lineHeight\", \"runs\": [{\"postscriptName\", "
                + "\"file\", \"index\", \"start\", \"end\", \"advance\", \"glyphs\"}]}; start and "
                + "end are offsets in Unicode scalars, glyphs is the number of glyphs.",
            "EXIT STATUS: 0 the style's entry resolves; 1 the text is measured but the entry is "
                + "invalid or names a font that is not installed; 2 usage error, or the "
                + "dictionary or a face cannot be read.",
        ],
        examples: [
            CommandSpec.Example(
                command: "measure Examples/DejaVuSans.plist --style body --text AVATAR",
                explanation: "The width of a text in the body style at large:"),
            CommandSpec.Example(
                command: "measure Styles.plist --style body --category ax3 --text Wave",
                explanation: "At accessibilityExtraLarge:"),
            CommandSpec.Example(
                command: "measure Styles.plist --style body --text Wave --format json",
                explanation: "As JSON, with every run:"),
            CommandSpec.Example(
                command: "measure Examples/DejaVuSans.plist --style body --text-file t",
                explanation: "The text of a UTF-8 file:"),
        ])

    let dictionary: String
    let style: TextStyle
    let text: String
    let category: ContentSizeCategory
    /// `--scale`, which replaces the category.
    let scale: Double?
    let boldText: Bool
    let format: OutputFormat
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let command = Self.spec.name
        dictionary = arguments.positionals[0]
        guard let name = arguments.value("style") else {
            throw UsageError(
                "missing '--style <style>': give the text style to measure in, e.g. "
                    + "'--style body'",
                command: command)
        }
        guard let style = TextStyle(rawValue: name) else {
            let names = TextStyle.allCases.map(\.rawValue)
            throw UsageError(
                "unknown text style '\(name)'\(Suggestion.hint(for: name, among: names)) "
                    + "(expected one of \(names.joined(separator: ", ")))",
                command: command)
        }
        self.style = style
        text = try Self.readText(arguments, command: command)
        scale = try arguments.scale(command: command)
        category = try arguments.categories(command: command)[0]
        boldText = arguments.flag(CommandSpec.Option.boldText.name)
        format = arguments.format
        self.arguments = arguments
    }

    /// The text of `--text` or `--text-file` (exactly one of them), a file's final line break
    /// dropped.
    ///
    /// - Throws: ``UsageError`` also for a text HarfBuzz would take too long to shape (more
    ///   than ``TextMeasurement/maximumCombiningRun`` combining characters in a row), before
    ///   any font is read.
    private static func readText(
        _ arguments: ParsedArguments, command: String
    ) throws(UsageError) -> String {
        let inline = arguments.value("text")
        let file = arguments.value("text-file")
        guard (inline == nil) != (file == nil) else {
            throw UsageError(
                inline == nil
                    ? "missing text: give '--text <text>' or '--text-file <file>'"
                    : "'--text' and '--text-file' cannot be used together; give one of them",
                command: command)
        }
        guard var text = try arguments.coverageText(command: command) else { return "" }
        if file != nil {
            if text.hasSuffix("\r\n") {
                text = String(text.unicodeScalars.dropLast(2))
            } else if text.hasSuffix("\n") {
                text = String(text.unicodeScalars.dropLast())
            }
        }
        if let (start, excess) = TextMeasurement.overlongCombiningRun(in: text) {
            let option = file.map { "--text-file \($0)" } ?? "--text"
            throw UsageError(
                "cannot use '\(option)': "
                    + TextMeasurement.combiningRunProblem(start: start, excess: excess),
                command: command)
        }
        return text
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try FontPlatform.forArguments(arguments)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let check = try DictionaryCheck(
            contentsOf: dictionary, platform: fonts,
            options: DictionaryCheck.Options(boldText: boldText))
        let findings = DictionaryFindings(check)
        findings.diagnose(on: terminal)
        // A Linux catalog's check always has the scaled font.
        guard format.printsReport(findings.status), let font = check.font else {
            return findings.status
        }
        var resolved = font.font(forTextStyle: style, category: category, boldText: boldText)
        if let scale {
            resolved = try font.font(forTextStyle: style, scale: scale, boldText: boldText)
        }
        let measurement = try font.measure(text, font: resolved, catalog: catalog)
        switch format {
        case .json: terminal.write(jsonReport(measurement).document)
        default:
            terminal.write(table(measurement, font: resolved, colour: terminal.allowsColour))
        }
        return findings.status
    }

    /// `{"dictionary", "style", "category" | "scale", "pointSize", "text", "advance",
    /// "lineHeight", "runs": [...]}`.
    private func jsonReport(_ measurement: TextMeasurement) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("dictionary", .string(dictionary)), ("style", .string(style.rawValue)),
        ]
        if let scale {
            fields.append(("scale", .number(scale)))
        } else {
            fields.append(("category", .string(category.rawValue)))
        }
        let runs = measurement.runs.map(\.jsonFields).map(JSONValue.object)
        fields += [
            ("pointSize", .number(measurement.pointSize)),
            ("text", .string(measurement.text)),
            ("advance", .number(measurement.advance)),
            ("lineHeight", .number(measurement.lineHeight)),
            ("runs", .array(runs)),
        ]
        return .object(fields)
    }

    /// The most runs the text report lists, so that a long text with many cascade runs
    /// gives a short report.
    static let listedRuns = 20

    /// A title line, the totals, and a table of the first ``listedRuns`` runs.
    private func table(
        _ measurement: TextMeasurement, font: ResolvedFont, colour: Bool
    ) -> String {
        let at = scale.map { "scale \(TextNumber.format($0))" } ?? category.rawValue
        let title =
            "\(DisplayPath.show(dictionary)) \(style.rawValue) at \(at): "
            + "\(font.face.postscriptName) \(TextNumber.format(measurement.pointSize)) pt"
        let characters = text.unicodeScalars.count
        let totals =
            "advance \(TextNumber.format(measurement.advance)) pt, line height "
            + "\(TextNumber.format(measurement.lineHeight)) pt, "
            + "\(characters) character\(characters == 1 ? "" : "s"), "
            + "\(measurement.runs.count) run\(measurement.runs.count == 1 ? "" : "s")"
        var table = TextTable(
            headers: ["CHARACTERS", "FACE", "ADVANCE", "GLYPHS", "FILE"],
            alignments: [.left, .left, .right, .right, .left])
        for run in measurement.runs.prefix(Self.listedRuns) {
            table.append(
                [
                    "\(run.start)..<\(run.end)", run.face.postscriptName,
                    TextNumber.format(run.advance), String(run.glyphCount),
                    DisplayPath.show(run.face.file),
                ].map { TextTable.Cell($0) })
        }
        var runs = measurement.runs.isEmpty ? "" : table.render(colour: colour)
        if measurement.runs.count > Self.listedRuns {
            runs +=
                "… and \(measurement.runs.count - Self.listedRuns) more runs "
                + "(--format json lists every run)\n"
        }
        return TextTable.shortened(title) + "\n" + totals + "\n" + runs
    }
}
