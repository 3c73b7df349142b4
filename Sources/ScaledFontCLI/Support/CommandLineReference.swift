/// Renders the DocC page `CommandLineReference.md` from the same specs `--help` prints: the
/// tool's overview and subcommand table, then each subcommand's usage, arguments, options,
/// notes and examples. `generate-command-reference` writes it; a test compares the committed
/// page with it byte for byte.
package enum CommandLineReference {
    /// Where the page lives, from the package root.
    package static let path = "Sources/ScaledFontCheck/ScaledFontCheck.docc/CommandLineReference.md"

    /// The command that writes the page again.
    package static let regenerateCommand = "swift run generate-command-reference"

    /// The whole page.
    package static func page() -> String {
        let commands = ScaledFontTool.subcommands.map { $0.spec }
        var blocks = [
            "# Command-Line Reference",
            "Every subcommand and option of the `scaledfont` tool, as its `--help` gives them.",
            "<!-- Generated from the command specs by `\(regenerateCommand)`; do not edit. -->",
            "## Overview",
            prose(HelpText.toolAbstract),
            codeBlock("scaledfont <subcommand> [<arguments>] [<options>]"),
            subcommandTable(commands),
            prose(HelpText.toolDiscussion),
            "Results and their formats are in <doc:CommandLineReports>, the exit statuses in "
                + "<doc:ExitStatus>; a `<dictionary>` argument is a style dictionary "
                + "(<doc:StyleDictionaryFormat>).",
            "### Options of the tool",
            termList(HelpText.standardOptions),
            "### Examples",
            examples(ScaledFontTool.examples),
        ]
        for spec in commands { blocks += section(spec) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The articles that say more about a subcommand than its help does.
    private static let articles: [String: [String]] = [
        "check": [
            "CommandLineReports#The-text-report-of-check", "ReportsForCI", "CheckingAnApp",
            "XcodeProjects", "GlyphCoverage", "BoldText",
        ],
        "metrics": ["MetricsDefinitions", "PreferredTextSize", "FallbackBehaviour", "BoldText"],
        "resolve": ["NameResolution", "VariableFonts"],
        "fonts": ["NameResolution", "CheckingAnApp", "FontUsageOfAnApp"],
        "measure": ["MeasuringText", "PreferredTextSize"],
        "fit": ["FittingText", "StringsFiles", "ReportsForCI"],
        "ramp": ["FallbackBehaviour#Scaling", "PreferredTextSize"],
        "specimen": ["MetricsDefinitions", "FallbackBehaviour"],
        "init": ["StyleDictionaryFormat#Generating-a-dictionary"],
    ]

    /// One subcommand's section.
    private static func section(_ spec: CommandSpec) -> [String] {
        var blocks = [
            "## \(spec.name)",
            prose(spec.abstract),
            codeBlock(HelpText.wrap("scaledfont " + spec.usage, indent: 0, continuation: 4)),
        ]
        if let positionals = spec.positionals {
            blocks += ["### Arguments", termList([("<\(positionals.name)>", positionals.help)])]
        }
        blocks += [
            "### Options",
            termList(spec.options.map { ($0.synopsis, $0.help) } + HelpText.standardOptions),
        ]
        blocks += spec.discussion.map(paragraph)
        blocks += ["### Examples", examples(spec.examples)]
        if let links = articles[spec.name] {
            blocks.append("See " + links.map { "<doc:\($0)>" }.joined(separator: ", ") + ".")
        }
        return blocks
    }

    private static func subcommandTable(_ commands: [CommandSpec]) -> String {
        let rows = commands.map { "| `\($0.name)` | \(prose($0.abstract)) |" }
        return (["| Subcommand | What it does |", "| --- | --- |"] + rows)
            .joined(separator: "\n")
    }

    /// A DocC term list: each synopsis in code, then its help.
    private static func termList(_ entries: [(synopsis: String, help: String)]) -> String {
        entries.map { "- term `\($0.synopsis)`: \(prose($0.help))" }.joined(separator: "\n")
    }

    /// The examples as one shell block, each command under its explanation as a comment.
    private static func examples(_ examples: [CommandSpec.Example]) -> String {
        let lines = examples.map { "# \($0.explanation)\nscaledfont \($0.command)" }
        return "```sh\n" + lines.joined(separator: "\n\n") + "\n```"
    }

    private static func codeBlock(_ text: String) -> String {
        "```\n" + text + "\n```"
    }

    /// A discussion paragraph, its leading capitalised label (`EXIT STATUS:`) in bold.
    private static func paragraph(_ text: String) -> String {
        let label = text.prefix { $0.isUppercase || $0 == " " }
        guard label.count > 2, text.dropFirst(label.count).hasPrefix(": ") else {
            return prose(text)
        }
        return "**\(label):** " + prose(String(text.dropFirst(label.count + 2)))
    }

    /// Help text as Markdown: options (`--name`) in code, and the characters Markdown would
    /// read as markup (`<dir>`, `*`, `_`, `|`...) escaped, so the page says what help says.
    static func prose(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("--"), let name = optionName(at: rest) {
                result += "`--\(name)`"
                rest = rest.dropFirst(2 + name.count)
                continue
            }
            if "\\`*_[]<>|#".contains(first) { result += "\\" }
            result.append(first)
            rest = rest.dropFirst()
        }
        return result
    }

    /// The option name after `--` at the start of `text` (`fonts-dir`), if one follows.
    private static func optionName(at text: Substring) -> Substring? {
        let name = text.dropFirst(2).prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
        guard let first = name.first, first.isLowercase, name.last != "-" else { return nil }
        return name
    }
}
