/// The shape of one subcommand's command line, from which both the parser and `--help` work.
struct CommandSpec {
    /// A named option such as `--format <format>` or a flag such as `--all-categories`.
    struct Option {
        /// The long name without dashes (`fonts-dir`).
        let name: String
        /// The value's placeholder (`dir`), `nil` for a flag that takes no value.
        let valueName: String?
        /// The accepted values, if the option takes one of a fixed set.
        let choices: [String]
        /// Whether the option may be given more than once (each value is kept).
        let repeatable: Bool
        /// One sentence for `--help`.
        let help: String

        init(
            _ name: String, value: String? = nil, choices: [String] = [],
            repeatable: Bool = false, help: String
        ) {
            self.name = name
            self.valueName = value
            self.choices = choices
            self.repeatable = repeatable
            self.help = help
        }

        /// `--name <value>`, as shown in help and messages.
        var synopsis: String {
            valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
        }
    }

    /// The positional arguments: a name and how many may be given.
    struct Positionals {
        /// The placeholder (`dictionary`), shown as `<dictionary>`.
        let name: String
        /// One sentence for `--help`.
        let help: String
        /// The fewest that must be given.
        let minimum: Int
        /// The most that may be given, `nil` for no limit.
        let maximum: Int?
    }

    /// An example command line with what it does.
    struct Example {
        let command: String
        let explanation: String
    }

    /// The subcommand's name (`check`).
    let name: String
    /// One sentence: what the subcommand does.
    let abstract: String
    /// The usage line after `scaledfont `.
    let usage: String
    /// The positional arguments, `nil` when the subcommand takes none.
    let positionals: Positionals?
    /// The options, without `--help` and `--version` (every subcommand has those).
    let options: [Option]
    /// Further paragraphs for `--help` (exit status, output notes).
    let discussion: [String]
    /// Example command lines.
    let examples: [Example]

    /// The option called `name`, if the subcommand has one.
    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }
}

extension CommandSpec.Option {
    /// `--fonts-dir <dir>`, shared by every subcommand that looks fonts up.
    static let fontsDirectory = CommandSpec.Option(
        "fonts-dir", value: "dir", repeatable: true,
        help: "A folder of bundled fonts to register, searched before the system's fonts "
            + "(may be repeated).")

    /// `--platform <platform>`, shared by the subcommands that resolve a dictionary's fonts.
    static let platform = CommandSpec.Option(
        "platform", value: "platform",
        help: "Where the fonts must exist: linux (bundled folders, then installed fonts; the "
            + "default), bundled (bundled folders only), ios (the newest record, 26.0), "
            + "ios@VERSION (one version, e.g. ios@14, ios@18.4), ios@VERSION+ (every version "
            + "from that one on: a built-in font must be in all of them), tvos or watchos "
            + "(bundled folders, then the fonts built into that platform; fonts installed here "
            + "never count). The iOS data records 3.0 to 26.0 (after 15.5 from UIFont dumps "
            + "seen in public apps); a newer version is checked against 26.0 with a warning.")

    /// `--platform-fonts <file>`: more built-in names for an Apple platform.
    static let platformFonts = CommandSpec.Option(
        "platform-fonts", value: "file",
        help: "A file of PostScript names a device has beyond the shipped data, one a line "
            + "(# starts a comment); only with an Apple platform.")

    /// `--policy <table>`, shared by the subcommands that measure faces.
    static let policy = CommandSpec.Option(
        "policy", value: "table", choices: ["hhea", "typo", "win", "freetype"],
        help: "The font table line metrics come from: hhea (as UIFont; the default), typo, "
            + "win or freetype (FreeType's own choice). A table that is absent or zero falls "
            + "back to the next one.")

    /// `--format <format>` with the formats a subcommand supports.
    static func format(_ formats: [OutputFormat]) -> CommandSpec.Option {
        let names = formats.map(\.rawValue)
        return CommandSpec.Option(
            "format", value: "format", choices: names,
            help: "The output format: \(names.joined(separator: ", ")) (default: text).")
    }
}

extension CommandSpec.Positionals {
    /// The help of a style dictionary argument (`check`, `metrics`, `specimen`).
    static let dictionaryHelp =
        "A style dictionary: an XML or binary property list, or JSON of the same shape, "
        + "mapping text styles to fontName and fontSize."
}
