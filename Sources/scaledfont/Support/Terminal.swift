import Foundation

/// Where the tool writes: results on stdout, diagnostics on stderr, and whether stdout may be
/// coloured.
///
/// Colour is used only when stdout is a terminal (`isatty`) and `NO_COLOR` is not set to a
/// non-empty value (no-color.org); machine-readable formats are never coloured.
struct Terminal {
    /// Whether ANSI colour may be written to stdout.
    let allowsColour: Bool

    /// The real process terminal.
    init() {
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty }
        allowsColour = isatty(STDOUT_FILENO) != 0 && noColour != true
    }

    /// Writes `text` to stdout (callers end lines themselves), with every line that would
    /// start a CI workflow command made inert (``PrintableText/defusingCommands(_:)``):
    /// reports quote style keys and font names from untrusted files.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(PrintableText.defusingCommands(text).utf8))
    }

    /// Writes GitHub Actions workflow commands to stdout as they are: only
    /// ``GitHubAnnotation/command``, which escapes what it quotes, may start a line with `::`.
    func writeWorkflowCommands(_ commands: String) {
        FileHandle.standardOutput.write(Data(commands.utf8))
    }

    /// Writes one line to stderr, with control characters escaped and workflow commands made
    /// inert (``PrintableText``): the line may quote a font name or key from an untrusted file.
    func diagnose(_ line: String) {
        let safe = PrintableText.defusingCommands(PrintableText.escaped(line))
        FileHandle.standardError.write(Data((safe + "\n").utf8))
    }

    /// Writes `scaledfont: error: <message>` to stderr.
    func error(_ message: String) {
        diagnose("scaledfont: error: \(message)")
    }

    /// Writes `scaledfont: warning: <message>` to stderr.
    func warning(_ message: String) {
        diagnose("scaledfont: warning: \(message)")
    }
}
