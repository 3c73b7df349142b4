import ScaledFontCheck

/// The `scaledfont` tool: picks the subcommand, handles `--help`, `help <subcommand>` and
/// `--version`, and turns usage errors and library errors into exit status 2.
package struct ScaledFontTool {
    static let version = "0.1.0"

    /// Every subcommand, in the order help lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            CheckCommand.self, MetricsCommand.self, ResolveCommand.self, FontsCommand.self,
            MeasureCommand.self, FitCommand.self, RampCommand.self, SpecimenCommand.self,
            InitCommand.self,
        ]
    }

    /// Examples for the tool's own help.
    static let examples = [
        CommandSpec.Example(
            command: "check Examples/NotoSerif.plist --fonts-dir Fonts",
            explanation: "Prove that every font a dictionary names is bundled or installed:"),
        CommandSpec.Example(
            command: "metrics Examples/DejaVuSans.plist --category ax2",
            explanation: "Line metrics of all 11 styles at accessibilityLarge:"),
        CommandSpec.Example(
            command: "resolve NotoSerif-Bold 'DejaVu Sans' --fonts-dir Fonts",
            explanation: "Which face a name resolves to, and its metrics:"),
        CommandSpec.Example(
            command: "specimen Examples/DejaVuSans.plist --output specimen.png",
            explanation: "A PNG specimen of every style, with guides for its metrics:"),
    ]

    let terminal: Terminal
    let context: RunContext

    /// A tool writing to `terminal`, running with what `context` gives of its process.
    package init(terminal: Terminal, context: RunContext) {
        self.terminal = terminal
        self.context = context
    }

    /// What the command line asks for once its first words are read.
    private enum Request {
        case help(String)
        case version
        case run(any Subcommand)
    }

    /// Runs the tool with the arguments after its own name, with ``context`` as
    /// ``RunContext/current`` for the run's duration.
    package func run(_ arguments: [String]) -> ExitStatus {
        RunContext.$current.withValue(context) {
            // A pull request controls every file of the checkout: no file is read through a
            // link out of the repository, and no error quotes a file outside it.
            let repository = RepositoryPath(context: context).root
            return BoundedFile.confining(to: repository) { runConfined(arguments) }
        }
    }

    private func runConfined(_ arguments: [String]) -> ExitStatus {
        let subcommand: any Subcommand
        do {
            switch try Self.request(arguments) {
            case .help(let text):
                terminal.write(text)
                return .success
            case .version:
                terminal.write("scaledfont \(Self.version)\n")
                return .success
            case .run(let command):
                subcommand = command
            }
        } catch {
            terminal.error(error.message)
            let help = error.command.map { "scaledfont \($0) --help" } ?? "scaledfont --help"
            terminal.diagnose("Run '\(help)' for usage.")
            return .usage
        }
        do {
            return try subcommand.run(on: terminal)
        } catch {
            terminal.error(error.description)
            return .usage
        }
    }

    private static var names: [String] { subcommands.map { $0.spec.name } }

    private static func request(_ arguments: [String]) throws(UsageError) -> Request {
        guard let first = arguments.first else {
            throw UsageError(
                "missing subcommand: expected one of \(names.joined(separator: ", "))",
                command: nil)
        }
        switch first {
        case "-h", "--help":
            return .help(HelpText.render(tool: subcommands.map { $0.spec }, examples: examples))
        case "--version":
            return .version
        case "help":
            return try helpRequest(Array(arguments.dropFirst()))
        default:
            let command = try command(named: first)
            let rest = Array(arguments.dropFirst())
            let options = rest.prefix { $0 != "--" }
            if options.contains("-h") || options.contains("--help") {
                return .help(HelpText.render(command.spec))
            }
            if options.contains("--version") { return .version }
            return .run(try command.init(ParsedArguments.parse(rest, for: command.spec)))
        }
    }

    /// `scaledfont help [<subcommand>]`.
    private static func helpRequest(_ arguments: [String]) throws(UsageError) -> Request {
        guard let name = arguments.first, name != "-h", name != "--help" else {
            return .help(HelpText.render(tool: subcommands.map { $0.spec }, examples: examples))
        }
        if arguments.count > 1 {
            throw UsageError(
                "'help' takes one subcommand name; got \(arguments.count)", command: nil)
        }
        return .help(HelpText.render(try command(named: name).spec))
    }

    /// The subcommand called `name`, or a usage error suggesting the nearest one.
    private static func command(named name: String) throws(UsageError) -> any Subcommand.Type {
        if let command = subcommands.first(where: { $0.spec.name == name }) { return command }
        let expected = "expected one of \(names.joined(separator: ", "))"
        if name.hasPrefix("-") {
            let options = Set(subcommands.flatMap { $0.spec.options.map { "--\($0.name)" } })
            if options.contains(String(name.prefix { $0 != "=" })) {
                throw UsageError(
                    "'\(name)' must follow a subcommand (\(expected)), e.g. "
                        + "'scaledfont check <dictionary> \(name) ...'",
                    command: nil)
            }
            let hint = Suggestion.hint(for: name, among: ["--help", "--version"])
            throw UsageError("unknown option '\(name)'\(hint)", command: nil)
        }
        let hint = Suggestion.hint(for: name, among: names)
        throw UsageError("unknown subcommand '\(name)'\(hint) (\(expected))", command: nil)
    }
}
