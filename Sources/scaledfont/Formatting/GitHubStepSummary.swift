import ScaledFontCheck

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The Markdown `check --format github` appends to the job summary (`GITHUB_STEP_SUMMARY`):
/// a heading with the verdict and the counts, then a table per dictionary (style, status,
/// requested font, the face it resolved to and how, its file, and the findings).
struct GitHubStepSummary {
    let dictionaries: [CheckedDictionary]
    /// `check failed: 2 dictionaries, ...`, the summary line of the text report.
    let verdict: String
    let repository: RepositoryPath

    /// The Markdown text, ending with a blank line so that a later step's summary starts a
    /// new block.
    var markdown: String {
        var text = "## scaledfont check\n\n" + Self.escaped(verdict) + "\n\n"
        for dictionary in dictionaries {
            text += "### " + Self.escaped(repository.relative(dictionary.path)) + "\n\n"
            for finding in dictionary.fileFindings {
                text += "- " + Self.escaped("\(finding.level.rawValue): \(finding.message)") + "\n"
            }
            if !dictionary.fileFindings.isEmpty { text += "\n" }
            // An app's Info.plist has findings but no styles.
            guard !dictionary.styles.isEmpty else { continue }
            text += "| Style | Status | Requested | Resolved to | How | File | Findings |\n"
            text += "|---|---|---|---|---|---|---|\n"
            for style in dictionary.styles {
                let findings = style.findings.map { "\($0.level.rawValue): \($0.text)" }
                let cells = [
                    style.key, style.status, style.requested, style.resolvedTo, style.how,
                    style.file, findings.joined(separator: "; "),
                ]
                text += "| " + cells.map(Self.escaped).joined(separator: " | ") + " |\n"
            }
            text += "\n"
        }
        return text
    }

    /// Appends ``markdown`` to the file at `path`, never truncating it (`O_APPEND`; the file
    /// is created when it does not exist yet).
    ///
    /// The file is opened without blocking (`O_NONBLOCK`): a named pipe that no process reads
    /// would otherwise block `open` for ever; without blocking `open` fails at once (ENXIO)
    /// and the caller warns. Once open, writes block again as for any file.
    ///
    /// - Returns: `nil` on success, else why the file could not be written.
    func append(to path: String) -> String? {
        let descriptor = open(
            path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let error = errno
            return error == ENXIO
                ? "it is a named pipe that no process reads" : String(cString: strerror(error))
        }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            return String(cString: strerror(errno))
        }
        var bytes = Array(markdown.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    /// Text for a Markdown table cell: control and bidirectional characters escaped
    /// (``PrintableText``), HTML's `&`, `<`, `>` and `"` as entities, and Markdown's punctuation
    /// (the cell separator `|` among it) behind a backslash, so that text from a file shows as
    /// written and cannot add markup, links or cells.
    static func escaped(_ text: String) -> String {
        PrintableText.escaped(text) { scalar in
            if "\\`*_[]|#~!()".unicodeScalars.contains(scalar) { return "\\" + String(scalar) }
            return PrintableText.markupEntity(scalar)
        }
    }
}
