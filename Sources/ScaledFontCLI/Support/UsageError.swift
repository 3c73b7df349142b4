/// A command line that cannot be run as typed: says what was wrong and what to type instead.
///
/// Reported on stderr as `scaledfont: error: <message>` followed by a hint to run `--help`,
/// with exit status 2 and nothing on stdout.
struct UsageError: Error {
    /// What was wrong, ideally with the fix (`did you mean '--category'?`).
    let message: String
    /// The subcommand whose help the hint points to, `nil` for the tool's own help.
    let command: String?

    init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
