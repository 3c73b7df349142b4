import ScaledFontCheck

/// `scaledfont init FAMILY [--output FILE] [--format plist|json] [--force] [--fonts-dir DIR]...`:
/// writes a complete style dictionary for an installed or bundled family.
struct InitCommand: Subcommand {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Write a complete style dictionary for an installed or bundled font family.",
        usage: "init <family> [--output <file>] [--format <format>] [--force] "
            + "[--fonts-dir <dir>]...",
        positionals: CommandSpec.Positionals(
            name: "family",
            help: "A font family name, ignoring case and spaces (Noto Serif, NotoSerif, "
                + "'DejaVu Sans'). 'scaledfont fonts' lists them.",
            minimum: 1, maximum: 1),
        options: [
            CommandSpec.Option(
                "output", value: "file",
                help: "Write the dictionary to this file instead of stdout. A name ending in "
                    + ".json gives JSON unless --format says otherwise."),
            CommandSpec.Option(
                "format", value: "format", choices: ["plist", "json"],
                help: "The dictionary's format: plist (an XML property list; the default) or "
                    + "json."),
            CommandSpec.Option("force", help: "Overwrite the --output file if it exists."),
            .fontsDirectory,
        ],
        discussion: [
            "Every one of the 11 styles gets its iOS size at the large category and the "
                + "family's face nearest to the style's weight (semibold for headline, regular "
                + "for the others; normal width and upright first, then CSS weight order), "
                + "named by PostScript name. The result passes 'scaledfont check'.",
            "EXIT STATUS: 0 the dictionary was written; 1 the family is not installed or "
                + "bundled; 2 usage error, or the output file exists (without --force) or "
                + "cannot be written.",
        ],
        examples: [
            CommandSpec.Example(
                command: "init 'Noto Serif' --fonts-dir Fonts --output Styles.plist",
                explanation: "A dictionary for the bundled Noto Serif:"),
            CommandSpec.Example(
                command: "init 'DejaVu Sans' --output Styles.json",
                explanation: "The same for an installed family, as JSON:"),
        ])

    let family: String
    let output: String?
    let format: StyleDictionary.Format
    let force: Bool
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        family = arguments.positionals[0]
        output = arguments.value("output")
        switch arguments.value("format") {
        case "json": format = .json
        case "plist": format = .xmlPropertyList
        default:
            format = output?.lowercased().hasSuffix(".json") == true ? .json : .xmlPropertyList
        }
        force = arguments.flag("force")
        self.arguments = arguments
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try AvailableFonts.forArguments(arguments)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let dictionary: StyleDictionary
        do {
            dictionary = try StyleDictionary.generated(
                family: family, catalog: catalog, file: output ?? "<stdout>")
        } catch  where error.code == .familyNotInstalled {
            terminal.error(error.description)
            return .failure
        }
        let data = dictionary.encoded(as: format)
        guard let output else {
            terminal.writeDocument(String(decoding: data, as: UTF8.self))
            return .success
        }
        if !force, FileSystem.exists(output) {
            terminal.error("'\(output)' already exists; give --force to overwrite it")
            return .usage
        }
        // Written beside the path and renamed over it: an existing file is never truncated or
        // half-written, and a link, device or pipe is refused rather than written through.
        if let failure = FileSystem.replaceFile(output, with: data) {
            terminal.error("cannot write '\(output)': \(failure.description)")
            return .usage
        }
        let faces = Set(dictionary.entries.values.map(\.fontName)).sorted()
        terminal.diagnose(
            "wrote \(output): 11 styles in \(faces.joined(separator: ", "))")
        return .success
    }
}
