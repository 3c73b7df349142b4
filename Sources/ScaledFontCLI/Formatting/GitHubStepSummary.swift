import ScaledFontCheck

/// The Markdown `--format github` appends to the job summary (`GITHUB_STEP_SUMMARY`), for
/// ``GitHubReport``: a heading with the verdict and the counts, then a table per file (for
/// `check` a row per style: status, requested font, the face it resolved to and how, its file,
/// and the findings; for `fit` a row per layout element).
struct GitHubStepSummary {
    /// The most a step's summary may hold: GitHub shows none of a summary larger than this
    /// (1 MiB per step).
    static let limit = 1 << 20

    /// The checked files: dictionaries, an app's Info.plist, a layout.
    let files: [CheckedFile]
    /// `check failed: 2 dictionaries, ...`, the summary line of the text report.
    let verdict: String
    let repository: RepositoryPath
    /// The subcommand reported (`check`, `fit`): its title, and for `fit` a row per layout
    /// element.
    let command: String

    /// The Markdown text, ending with a blank line so that a later step's summary starts a
    /// new block.
    var markdown: String {
        var text = "## scaledfont \(command)\n\n" + Self.escaped(verdict) + "\n\n"
        for file in files {
            text += "### " + Self.escaped(repository.relative(file.path)) + "\n\n"
            for finding in file.fileFindings {
                let line = "\(finding.severity.rawValue): \(finding.message)"
                text += "- " + Self.escaped(line) + "\n"
            }
            if !file.fileFindings.isEmpty { text += "\n" }
            // An app's Info.plist has findings but no styles.
            guard !file.rows.isEmpty else { continue }
            text +=
                command == "fit"
                ? "| Element | Status | Style | Face | Box | File | Findings |\n"
                : "| Style | Status | Requested | Resolved to | How | File | Findings |\n"
            text += "|---|---|---|---|---|---|---|\n"
            for row in file.rows {
                let findings = row.findings.map { "\($0.severity.rawValue): \($0.text)" }
                let cells = [
                    row.key, row.status, row.requested, row.resolvedTo, row.how,
                    row.file, findings.joined(separator: "; "),
                ]
                text += "| " + cells.map(Self.escaped).joined(separator: " | ") + " |\n"
            }
            text += "\n"
        }
        return text
    }

    /// ``markdown`` cut to `budget` bytes at a line's end, with a last paragraph that says
    /// how many table rows and files were left out; all of it when it fits, and `nil`
    /// when not even that paragraph fits.
    func capped(to budget: Int) -> String? {
        let text = markdown
        guard text.utf8.count > budget else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The table rows and files from each line on, counted once from the end.
        var rowsFrom = [Int](repeating: 0, count: lines.count + 1)
        var filesFrom = [Int](repeating: 0, count: lines.count + 1)
        for index in lines.indices.reversed() {
            let line = lines[index]
            let isRow =
                line.hasPrefix("| ") && !line.hasPrefix("| Style |")
                && !line.hasPrefix("| Element |")
            rowsFrom[index] = rowsFrom[index + 1] + (isRow ? 1 : 0)
            filesFrom[index] = filesFrom[index + 1] + (line.hasPrefix("### ") ? 1 : 0)
        }
        func note(from index: Int) -> String {
            let rows = rowsFrom[index]
            let files = filesFrom[index]
            return "\n**Cut short:** the job summary holds at most 1 MiB per step, so \(rows) "
                + "more table row\(rows == 1 ? "" : "s") (\(files) more "
                + "file\(files == 1 ? "" : "s")) are left out; the log lists every finding.\n\n"
        }
        // The longest run of whole lines that fits with the note after it.
        var kept = 0
        var size = 0
        while kept < lines.count {
            let next = size + lines[kept].utf8.count + 1
            if next + note(from: kept + 1).utf8.count > budget { break }
            size = next
            kept += 1
        }
        let closing = note(from: kept)
        guard size + closing.utf8.count <= budget else { return nil }
        return lines[..<kept].map { $0 + "\n" }.joined() + closing
    }

    /// Appends ``markdown`` to the file at `path` (`FileSystem.appendFile(_:bytes:)`: never
    /// truncated, created when it does not exist yet, a named pipe that no process reads
    /// refused at once), cut so that the file stays within ``limit`` (``capped(to:)``):
    /// earlier commands of the step may have written to it too.
    ///
    /// - Returns: `nil` on success, else why the file could not be written.
    func append(to path: String) -> String? {
        let failure = FileSystem.appendFile(path) { existing in
            capped(to: Self.limit - existing).map { Array($0.utf8) }
        }
        switch failure {
        case nil: return nil
        case .declined(let existing):
            return "it already holds \(existing) bytes, and GitHub shows no summary over "
                + "\(Self.limit) bytes"
        case let failure?: return failure.description
        }
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
