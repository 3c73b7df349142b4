import ScaledFont

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

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
        let noColour = getenv("NO_COLOR").map { $0.pointee != 0 }
        allowsColour = isatty(STDOUT_FILENO) != 0 && noColour != true
    }

    /// Writes `text` to stdout as is (callers end lines themselves).
    func write(_ text: String) {
        _ = FileSystem.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Writes one line to stderr, with control characters escaped (``PrintableText``): the
    /// line may quote a font name or key from an untrusted file.
    func diagnose(_ line: String) {
        _ = FileSystem.writeAll(Array((PrintableText.escaped(line) + "\n").utf8), to: STDERR_FILENO)
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
