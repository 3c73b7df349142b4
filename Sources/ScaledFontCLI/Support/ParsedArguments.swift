/// A subcommand's command line after parsing: positional arguments, option values and flags.
///
/// Built by ``parse(_:for:)``, which checks every option against the subcommand's
/// ``CommandSpec`` (unknown options, missing values, values outside a fixed set, repeated
/// options, the number of positional arguments) and reports what to type instead.
struct ParsedArguments {
    /// The positional arguments, in order.
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// The value of a single-valued option, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The option names a subcommand accepts, with dashes, for suggestions.
    private static func spellings(_ spec: CommandSpec) -> [String] {
        spec.options.map { "--\($0.name)" } + ["--help", "--version"]
    }

    /// Parses the arguments after the subcommand's name.
    ///
    /// Options may come before or after positional arguments; `--name=value` and
    /// `--name value` are both accepted; `--` ends the options. `--help` and `--version` are
    /// handled before parsing (see ``ScaledFontTool``).
    ///
    /// - Throws: ``UsageError`` naming the problem and the fix.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> Self {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                try parsed.parseOption(argument, rest: &remaining, spec: spec)
            }
        }
        try parsed.checkPositionals(spec)
        return parsed
    }

    private mutating func parseOption(
        _ argument: String, rest: inout ArraySlice<String>, spec: CommandSpec
    ) throws(UsageError) {
        func fail(_ message: String) -> UsageError { UsageError(message, command: spec.name) }
        let body = argument.drop { $0 == "-" }
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard argument.hasPrefix("--"), let option = spec.option(named: name) else {
            let hint = Suggestion.hint(
                for: argument.hasPrefix("--") ? "--\(name)" : argument,
                among: Self.spellings(spec))
            throw fail("unknown option '\(argument)' for '\(spec.name)'\(hint)")
        }
        guard let valueName = option.valueName else {
            if inline != nil { throw fail("'--\(name)' is a flag and takes no value") }
            flags.insert(name)
            return
        }
        let expected =
            option.choices.isEmpty
            ? "<\(valueName)>" : "one of \(option.choices.joined(separator: ", "))"
        let value: String
        if let inline {
            value = inline
        } else if let next = rest.first, !next.hasPrefix("--") {
            value = next
            rest.removeFirst()
        } else {
            throw fail("missing value for '--\(name)': expected \(expected)")
        }
        if !option.choices.isEmpty, !option.choices.contains(value) {
            let hint = Suggestion.hint(for: value, among: option.choices)
            throw fail("invalid value '\(value)' for '--\(name)': expected \(expected)\(hint)")
        }
        if !option.repeatable, values[name] != nil {
            throw fail("'--\(name)' is given more than once; give it once")
        }
        values[name, default: []].append(value)
    }

    private func checkPositionals(_ spec: CommandSpec) throws(UsageError) {
        guard let expected = spec.positionals else {
            if let first = positionals.first {
                throw UsageError(
                    "unexpected argument '\(first)': '\(spec.name)' takes no arguments",
                    command: spec.name)
            }
            return
        }
        if positionals.count < expected.minimum {
            let example = spec.examples.first.map { "; e.g. 'scaledfont \($0.command)'" } ?? ""
            throw UsageError("missing <\(expected.name)>\(example)", command: spec.name)
        }
        if let maximum = expected.maximum, positionals.count > maximum {
            let extra = positionals[maximum...].map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(
                "unexpected argument \(extra): '\(spec.name)' takes \(maximum) "
                    + "<\(expected.name)>; run it once for each",
                command: spec.name)
        }
    }
}
