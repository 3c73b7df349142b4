/// Renders `--help` in the familiar `OVERVIEW:` / `USAGE:` / `ARGUMENTS:` / `OPTIONS:` /
/// `EXAMPLES:` layout, wrapped to 80 columns.
enum HelpText {
    /// The column where descriptions start in the ARGUMENTS and OPTIONS lists.
    private static let descriptionColumn = 26
    private static let width = 80

    /// The help of one subcommand.
    static func render(_ spec: CommandSpec) -> String {
        var sections = [
            wrap("OVERVIEW: \(spec.abstract)", indent: 0),
            wrap("USAGE: scaledfont \(spec.usage)", indent: 0, continuation: 9),
        ]
        if let positionals = spec.positionals {
            sections.append(
                "ARGUMENTS:\n" + entry("<\(positionals.name)>", positionals.help))
        }
        let options =
            spec.options.map { entry($0.synopsis, $0.help) }
            + standardOptions.map { entry($0.synopsis, $0.help) }
        sections.append("OPTIONS:\n" + options.joined(separator: "\n"))
        sections += spec.discussion.map { wrap($0, indent: 0) }
        sections.append(examplesSection(spec.examples))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// What the tool does, in one sentence.
    static let toolAbstract =
        "Check, resolve and measure the custom fonts of Dynamic Type style dictionaries on Linux."

    /// The paragraph after the tool's options: where to find more, where output goes, the exit
    /// statuses.
    static let toolDiscussion =
        "Run 'scaledfont help <subcommand>' or 'scaledfont <subcommand> --help' for a "
        + "subcommand's arguments and options. Results go to stdout, diagnostics to stderr. Exit "
        + "status: 0 success, 1 a font is not installed or an entry is invalid, 2 usage error or "
        + "unreadable input."

    /// The options every subcommand and the tool itself take, as help lists them.
    static let standardOptions = [
        (synopsis: "-h, --help", help: "Show help information."),
        (synopsis: "--version", help: "Show the version."),
    ]

    /// The tool's own help: the subcommands and the global options.
    static func render(tool commands: [CommandSpec], examples: [CommandSpec.Example]) -> String {
        let subcommands = commands.map { entry($0.name, $0.abstract) }
        let sections = [
            wrap("OVERVIEW: \(toolAbstract)", indent: 0),
            "USAGE: scaledfont <subcommand> [<arguments>] [<options>]",
            "SUBCOMMANDS:\n" + subcommands.joined(separator: "\n"),
            "OPTIONS:\n"
                + standardOptions.map { entry($0.synopsis, $0.help) }.joined(separator: "\n"),
            wrap(toolDiscussion, indent: 0),
            examplesSection(examples),
        ]
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func examplesSection(_ examples: [CommandSpec.Example]) -> String {
        let lines = examples.map { example in
            wrap(example.explanation, indent: 2) + "\n    $ scaledfont " + example.command
        }
        return "EXAMPLES:\n" + lines.joined(separator: "\n\n")
    }

    /// `  name        description`, the description wrapped and aligned.
    private static func entry(_ name: String, _ description: String) -> String {
        let label = "  " + name
        let body = wrap(description, indent: descriptionColumn)
        let bodyStart = body.dropFirst(descriptionColumn)
        if label.count < descriptionColumn - 1 {
            return label + String(repeating: " ", count: descriptionColumn - label.count)
                + bodyStart
        }
        return label + "\n" + body
    }

    /// Wraps `text` at word boundaries to ``width`` columns: the first line indented by
    /// `indent`, the others by `continuation` (by default the same).
    static func wrap(_ text: String, indent: Int, continuation: Int? = nil) -> String {
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        var lineIsEmpty = true
        for word in text.split(separator: " ") {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: continuation ?? indent)
                lineIsEmpty = true
            }
            line += lineIsEmpty ? String(word) : " " + word
            lineIsEmpty = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
