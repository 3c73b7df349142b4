import ScaledFontCheck

/// One `scaledfont` subcommand: its command line, the checks on its arguments, and its run.
protocol Subcommand {
    /// The command line: options, arguments, help text.
    static var spec: CommandSpec { get }

    /// Reads parsed arguments, checking what the parser cannot (a category's spelling,
    /// options that exclude each other).
    ///
    /// - Throws: ``UsageError`` with what to type instead.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Runs the subcommand: results to stdout, diagnostics to stderr.
    ///
    /// - Returns: the exit status (ScaledFontCheck.docc, CommandLineReports.md).
    /// - Throws: ``ScaledFontError`` when the run cannot start (no fonts at all, an
    ///   unreadable fonts folder); the tool reports it with exit status 2.
    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus
}

extension OutputFormat {
    /// Whether a report is printed on stdout for a run ending with `status`: always in a
    /// machine-readable format, and in text unless the run failed with status 2 (a failed
    /// run's text report would be incomplete; its diagnostics are on stderr).
    func printsReport(_ status: ExitStatus) -> Bool {
        isMachineReadable || status != .usage
    }
}
