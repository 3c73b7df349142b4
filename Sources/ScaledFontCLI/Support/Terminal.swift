import ScaledFontCheck
import Synchronization

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Where the tool writes: results on stdout, diagnostics on stderr, and whether stdout may be
/// coloured.
///
/// Colour is used only when the run's stdout is a terminal and `NO_COLOR` is not set to a
/// non-empty value (no-color.org, ``RunContext/allowsColour``); machine-readable formats are
/// never coloured.
///
/// A terminal writes to the process's stdout and stderr (``init(for:)``), or appends to a
/// ``Capture`` (``init(capturingInto:for:)``), as the tool's in-process tests run it.
///
/// Every byte the tool prints goes through ``emit(_:to:)``, the one place that handles a
/// failed write to the process's descriptors, so a full disk or a closed pipe never crashes
/// the tool:
/// - stdout fails with ENOSPC, EIO or any other error: `scaledfont: error: cannot write to
///   standard output (No space left on device)` on stderr, exit 2;
/// - stdout is a pipe whose reader has gone (EPIPE, as when `head` has read enough): exit 2
///   without a message, as quietly as a filter whose reader left, but never the exit status
///   of a complete run;
/// - stderr itself fails: exit 2 quietly, since there is nowhere to say why.
package struct Terminal {
    /// Whether ANSI colour may be written to stdout.
    let allowsColour: Bool
    /// Where the text goes instead of the process's descriptors, `nil` for them.
    private let capture: Capture?

    /// The process's stdout and stderr, coloured as `context` allows.
    package init(for context: RunContext) {
        allowsColour = context.allowsColour
        capture = nil
        // A write to a closed pipe then fails with EPIPE, handled in emit, instead of the
        // signal ending the process mid-line.
        signal(SIGPIPE, SIG_IGN)
    }

    /// A terminal appending what the tool writes to `capture`, coloured as `context` allows.
    package init(capturingInto capture: Capture, for context: RunContext) {
        allowsColour = context.allowsColour
        self.capture = capture
    }

    /// What a capturing terminal was given, byte for byte as the process's would write it.
    /// Safe to share between threads: both buffers are behind one `Mutex`.
    package final class Capture: Sendable {
        private let buffers = Mutex<(stdout: [UInt8], stderr: [UInt8])>(([], []))

        /// An empty capture.
        package init() {}

        /// Everything written to stdout so far.
        package var stdout: [UInt8] { buffers.withLock { $0.stdout } }

        /// Everything written to stderr so far.
        package var stderr: [UInt8] { buffers.withLock { $0.stderr } }

        fileprivate func append(_ text: String, to descriptor: Int32) {
            buffers.withLock {
                if descriptor == STDOUT_FILENO {
                    $0.stdout += text.utf8
                } else {
                    $0.stderr += text.utf8
                }
            }
        }
    }

    /// Writes `text` to stdout (callers end lines themselves): the one way a report reaches
    /// stdout, whatever its format. Reports quote style keys, font names, `UIAppFonts`
    /// entries and file names from untrusted files, so every control and bidirectional
    /// character but the line feed is written as an escape (``PrintableText/escaped(_:)``;
    /// the ESC of a ``Colour`` sequence excepted), and every line that would start a CI
    /// workflow command is made inert (``PrintableText/defusingCommands(_:)``). JSON, CSV and
    /// XML escape such characters by their own rules, so this changes nothing in them.
    func write(_ text: String) {
        emit(
            PrintableText.defusingCommands(Self.printable(text, keepingTabs: false)),
            to: STDOUT_FILENO)
    }

    /// Writes a document `init` generates to stdout, as ``write(_:)`` does, keeping its tabs:
    /// they indent an XML property list.
    func writeDocument(_ text: String) {
        emit(
            PrintableText.defusingCommands(Self.printable(text, keepingTabs: true)),
            to: STDOUT_FILENO)
    }

    /// `text` with each character ``PrintableText/needsEscape(_:)`` names written as
    /// `\u{…}`, but for the line feed, the tab when `keepingTabs`, and the ESC that starts a
    /// ``Colour`` sequence (the ESC followed by ``Colour/tag``, written as a plain ESC).
    static func printable(_ text: String, keepingTabs: Bool) -> String {
        // Printable ASCII and line feeds (most of a report) need no look at each scalar.
        if PrintableText.isPrintableASCII(text, allowingLineFeeds: true) { return text }
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\n" || keepingTabs && scalar == "\t"
        }
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { PrintableText.needsEscape($0) && !kept($0) })
        else { return text }
        let tag = Array(Colour.tag.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if scalar == "\u{1B}", scalars[index...].starts(with: tag) {
                result.append(scalar)
                index = scalars.index(index, offsetBy: tag.count)
            } else if PrintableText.needsEscape(scalar), !kept(scalar) {
                result.append(contentsOf: PrintableText.escaped(String(scalar)).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Writes GitHub Actions workflow commands to stdout as they are: only
    /// ``GitHubAnnotation/command``, which escapes what it quotes, may start a line with `::`.
    func writeWorkflowCommands(_ commands: String) {
        emit(commands, to: STDOUT_FILENO)
    }

    /// Writes one line to stderr, with control characters escaped and workflow commands made
    /// inert (``PrintableText``): the line may quote a font name or key from an untrusted file.
    func diagnose(_ line: String) {
        let safe = PrintableText.defusingCommands(PrintableText.escaped(line))
        emit(safe + "\n", to: STDERR_FILENO)
    }

    /// Appends `text` to the capture, or writes all of it to `descriptor` with `write(2)`,
    /// retrying after a signal and a short write; on failure ends the process with exit
    /// status 2 (see ``Terminal``).
    private func emit(_ text: String, to descriptor: Int32) {
        if let capture {
            capture.append(text, to: descriptor)
            return
        }
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(
                    descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                Self.fail(descriptor, code)
            }
        }
    }

    /// Ends the process after a failed write, saying why on stderr when stdout failed for a
    /// reason other than a closed pipe.
    private static func fail(_ descriptor: Int32, _ code: Int32) -> Never {
        if descriptor == STDOUT_FILENO, code != EPIPE {
            let reason = String(cString: strerror(code))
            let message = "scaledfont: error: cannot write to standard output (\(reason))\n"
            // Best effort: if stderr fails too there is nowhere left to report it.
            _ = message.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(ExitStatus.usage.rawValue)
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
