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
                + "The runs are fit's: the text cut by bidirectional level and script (each "
                + "with its ISO 15924 script and its direction), each part shaped on its own, "
                + "characters the face lacks in the faces of the style's cascade (the entry's "
                + "cascade, then Fontconfig's sorted fallback), a run per face; they are "
                + "listed in visual order, and tabs and line breaks are in none. The line "
                + "height is the style face's.",
            "Text output rounds lengths to a thousandth of a point; JSON keeps full precision.",
            "A style that falls back is measured in the system UI face at the system size, and "
                + "the diagnostics say why. An empty text measures 0 with no runs.",
            "Line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) end a line, a final one "
                + "adding none, and a tab advances to the next 28 pt stop: for a text with "
                + "either, the report adds the number of lines and the widest line, each line "
                + "shaped on its own (the advance and runs are those of the text shaped as one "
                + "line). Any other control character is a usage error naming its offset.",
            "A text with more than \(TextMeasurement.maximumCombiningRun) combining marks or "
                + "default-ignorable characters (joiners, variation selectors) in a row is a "
                + "usage error naming the offset, in Unicode scalars: HarfBuzz's time grows with "
                + "the square of such a run.",
            "JSON: {\"dictionary\", \"style\", \"category\" (or \"scale\"), \"pointSize\", "
                + "\"text\", \"advance\", \"lineHeight\", \"runs\": [{\"postscriptName\", "
                + "\"file\", \"index\", \"start\", \"end\", \"advance\", \"glyphs\", \"script\", "
                + "\"direction\"}], \"lines\", \"widestLine\"}; start and end are offsets in "
                + "Unicode scalars, glyphs is the number of glyphs, script an ISO 15924 code "
                + "(Latn, Arab), direction ltr or rtl.",
            "EXIT STATUS: 0 the style's entry resolves; 1 the text is measured but the style's "
                + "entry is invalid or names a font that is not installed (other styles' "
                + "entries do not count); 2 usage error, or the dictionary or a face cannot be "
                + "read.",
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
        let option = file.map { "--text-file \($0)" } ?? "--text"
        if let (offset, scalar) = LineSetter.disallowedControl(in: text.unicodeScalars) {
            throw UsageError(
                "cannot use '\(option)': the text has the control character "
                    + "U+\(Self.hex(scalar)) at offset \(offset) "
                    + "(in Unicode scalars); only tabs and line breaks may be in a text to measure",
                command: command)
        }
        if let (start, excess) = TextMeasurement.overlongCombiningRun(in: text) {
            throw UsageError(
                "cannot use '\(option)': "
                    + TextMeasurement.combiningRunProblem(start: start, excess: excess),
                command: command)
        }
        return text
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try AvailableFonts.forArguments(arguments)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let check = try DictionaryCheck(
            contentsOf: dictionary, platform: fonts,
            options: DictionaryCheck.Options(boldText: boldText))
        // Only the measured style's entry (and the file as a whole) decides: another style's
        // invalid entry is check's to report.
        let findings = FileFindings(
            path: check.path, findings: check.findings(about: style),
            status: ExitStatus(check.outcome(of: style)))
        findings.diagnose(on: terminal)
        // A Linux catalog's check always has the scaled font.
        guard format.printsReport(findings.status), let font = check.font else {
            return findings.status
        }
        var resolved = font.font(forTextStyle: style, category: category, boldText: boldText)
        if let scale {
            resolved = try font.font(forTextStyle: style, scale: scale, boldText: boldText)
        }
        // No control character is shaped: a tab or line break is a zero-width space (U+200B,
        // default-ignorable, no advance) for the runs, so their offsets stay the text's.
        let shaped = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    Self.layoutCharacters.contains($0.value) ? "\u{200B}" : $0
                }
            ))
        let measurement = try font.measure(shaped, font: resolved, catalog: catalog)
        let (lines, advance) = try font.layout(text, font: resolved, catalog: catalog)
        let layout = Layout(
            advance: hasMandatoryBreak ? nil : advance, lines: lines,
            runs: try font.visualRuns(text, font: resolved, catalog: catalog))
        switch format {
        case .json: terminal.write(jsonReport(measurement, layout: layout).document)
        default:
            terminal.write(
                table(measurement, layout: layout, font: resolved, colour: terminal.allowsColour))
        }
        return findings.status
    }

    /// The text as laid out: its width when it is one line, and its lines.
    private struct Layout {
        /// The laid-out width of a text without a line break (tabs to their stops); `nil`
        /// when a line break makes it more than one line.
        let advance: Double?
        let lines: [TextLine]
        /// Its runs as `fit` sets them, in visual order.
        let runs: [LineSetter.VisualRun]
    }

    /// Whether the text has a line break (LF, VT, FF, CR, NEL, U+2028, U+2029).
    private var hasMandatoryBreak: Bool {
        text.unicodeScalars.contains { $0 != "\t" && Self.layoutCharacters.contains($0.value) }
    }

    /// `{"dictionary", "style", "category" | "scale", "pointSize", "text", "advance",
    /// "lineHeight", "lines", "widestLine", "lineWidths", "runs": [...]}`; `advance` is null
    /// for a text of more than one line.
    private func jsonReport(_ measurement: TextMeasurement, layout: Layout) -> JSONValue {
        let lines = layout.lines
        var fields: [(String, JSONValue)] = [
            ("dictionary", .string(dictionary)), ("style", .string(style.rawValue)),
        ]
        if let scale {
            fields.append(("scale", .number(scale)))
        } else {
            fields.append(("category", .string(category.rawValue)))
        }
        let runs = layout.runs.map(\.jsonFields).map(JSONValue.object)
        fields += [
            ("pointSize", .number(measurement.pointSize)),
            ("text", .string(text)),
            ("advance", layout.advance.map(JSONValue.number) ?? .null),
            ("lineHeight", .number(measurement.lineHeight)),
            ("lines", .integer(lines.count)),
            ("widestLine", .number(lines.map(\.width).max() ?? 0)),
            ("lineWidths", .array(lines.map { .number($0.width) })),
            ("runs", .array(runs)),
        ]
        return .object(fields)
    }

    /// A character's code point as Unicode writes it: at least four hexadecimal digits.
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A tab and the line breaks: a text with one of them has its lines reported.
    private static let layoutCharacters: Set<UInt32> = [
        0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029,
    ]

    /// The most runs the text report lists, so that a long text with many cascade runs
    /// gives a short report.
    static let listedRuns = 20

    /// A title line, the totals, and a table of the first ``listedRuns`` runs.
    private func table(
        _ measurement: TextMeasurement, layout: Layout, font: ResolvedFont, colour: Bool
    ) -> String {
        let lines = layout.lines
        let at = scale.map { "scale \(TextNumber.format($0))" } ?? category.rawValue
        let title =
            "\(DisplayPath.show(dictionary)) \(style.rawValue) at \(at): "
            + "\(font.face.postscriptName) \(TextNumber.format(measurement.pointSize)) pt"
        let characters = text.unicodeScalars.count
        let tabs =
            text.unicodeScalars.contains("\t")
            ? " (tabs at every \(TextNumber.format(LineSetter.tabInterval)) pt)" : ""
        let rest =
            "line height \(TextNumber.format(measurement.lineHeight)) pt, "
            + "\(characters) character\(characters == 1 ? "" : "s"), "
            + "\(layout.runs.count) run\(layout.runs.count == 1 ? "" : "s")"
        let totals: String
        if let advance = layout.advance {
            totals = "advance \(TextNumber.format(advance)) pt\(tabs), " + rest
        } else {
            // More than one line: no one advance, each line's width.
            totals =
                "\(lines.count) line\(lines.count == 1 ? "" : "s"), widest "
                + "\(TextNumber.format(lines.map(\.width).max() ?? 0)) pt\(tabs), line widths "
                + lines.prefix(Self.listedRuns).map { TextNumber.format($0.width) }
                .joined(separator: ", ")
                + (lines.count > Self.listedRuns ? ", …" : "") + " pt\n" + rest
        }
        var table = TextTable(
            headers: ["CHARACTERS", "SCRIPT", "DIRECTION", "FACE", "ADVANCE", "GLYPHS", "FILE"],
            alignments: [.left, .left, .left, .left, .right, .right, .left])
        for run in layout.runs.prefix(Self.listedRuns) {
            table.append(
                [
                    "\(run.range.lowerBound)..<\(run.range.upperBound)", run.script,
                    run.direction, run.face.postscriptName, TextNumber.format(run.advance),
                    String(run.glyphCount), DisplayPath.show(run.face.file),
                ].map { TextTable.Cell($0) })
        }
        var runs = layout.runs.isEmpty ? "" : table.render(colour: colour)
        if layout.runs.count > Self.listedRuns {
            runs +=
                "… and \(layout.runs.count - Self.listedRuns) more runs "
                + "(--format json lists every run)\n"
        }
        return TextTable.shortened(title) + "\n" + totals + "\n" + runs
    }
}
