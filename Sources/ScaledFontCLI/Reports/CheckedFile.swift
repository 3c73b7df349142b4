import ScaledFontCheck

/// One checked input file as the reports show it: a style dictionary (a row per text style,
/// then per style key that is not one), an app's Info.plist (no rows, its findings about the
/// file) or a `fit` layout (a row per element), with the findings about each row.
///
/// Every output format of `check` and `fit` (the text table, JUnit, GitLab Code Quality,
/// GitHub's annotations and step summary) reads a file through this one adapter, so that how
/// findings are made can change without touching the formats.
struct CheckedFile {
    /// One row of the file: a style key of a dictionary (a text style, or a key that is not
    /// one), or an element of a layout.
    ///
    /// A class, immutable: a row holds a check entry, a Bold Text answer and a layout element
    /// inline, some 800 bytes and dozens of references, which every loop over the rows of
    /// every report copied, retained and released one by one.
    final class Row: Sendable {
        /// The style key as written (or the text style's key when the entry is missing).
        let key: String
        /// The line of the style key (1-based), if known.
        let line: Int?
        /// The check's entry, `nil` for a key that is not a text style.
        let entry: CheckEntry?
        /// With `--bold-text` (Linux), the Bold Text answer, whose face the reports show.
        let bold: ResolvedFont?
        /// The findings about this key, in file order.
        let findings: [FileFindings.Finding]
        /// For `fit`, the layout element this row is, whose columns the reports show instead.
        let element: FitReport.Element?
        /// For a font name in code, the call that uses it and the name, shown instead.
        let code: (call: String, name: String?)?

        init(
            key: String, line: Int?, entry: CheckEntry?, bold: ResolvedFont?,
            findings: [FileFindings.Finding], element: FitReport.Element? = nil,
            code: (call: String, name: String?)? = nil
        ) {
            self.key = key
            self.line = line
            self.entry = entry
            self.bold = bold
            self.findings = findings
            self.element = element
            self.code = code
        }

        /// `ok`, `missing` (not a failure) or `error` (the entry falls back, or the key is
        /// not a text style), coloured for a terminal.
        var statusCell: TextTable.Cell {
            if let element {
                if element.results.isEmpty { return TextTable.Cell("not checked", .yellow) }
                return element.fits
                    ? TextTable.Cell("fits", .green) : TextTable.Cell("does not fit", .red)
            }
            if code != nil, !findings.contains(where: { $0.severity == .error }) {
                return TextTable.Cell("warning", .yellow)
            }
            return entry?.statusCell ?? TextTable.Cell("error", .red)
        }

        /// ``statusCell``'s word.
        var status: String { statusCell.text }

        /// The name the entry asks for, `-` when there is none.
        var requested: String {
            element.map { $0.element.style.rawValue } ?? entry?.requestedName ?? code?.name ?? "-"
        }

        /// The face it resolved to (or fell back to; `system font` for the device's), `-` for
        /// a key that is not a text style.
        var resolvedTo: String {
            if let element { return element.face?.postscriptName ?? "not on this machine" }
            return bold?.face.postscriptName ?? entry?.faceCell ?? "-"
        }

        /// How the face was found, `not a text style` for an unknown key.
        var how: String {
            if let layout = element?.element {
                let lines = layout.maxLines == 0 ? "no line limit" : "maxLines \(layout.maxLines)"
                return "width \(TextNumber.format(layout.width)) pt, \(lines)"
            }
            return bold?.howFound ?? entry?.howFound ?? code?.call ?? "not a text style"
        }

        /// Where the face comes from (`bundled`, `installed`, `platform`, `fallback`), `-` for
        /// a key that is not a text style.
        var source: String { entry?.source.rawValue ?? "-" }

        /// The face's file as text reports show it, with the face index of a collection
        /// (`Fonts/Family.ttc (index 1)`), where the face is when it is not on this machine,
        /// `-` for an unknown key.
        var file: String {
            if let element {
                return element.face.map { DisplayPath.show($0.file, index: $0.index) } ?? "-"
            }
            if let face = bold?.face { return DisplayPath.show(face.file, index: face.index) }
            return entry?.fileCell ?? "-"
        }
    }

    /// The file's path as the user gave it.
    let path: String
    /// A dictionary's 11 text styles in order, then the keys that are not text styles; a
    /// layout's elements; none for an Info.plist.
    let rows: [Row]
    /// Findings about the file as a whole (it cannot be read).
    let fileFindings: [FileFindings.Finding]
    /// Every finding, in file order.
    let findings: FileFindings

    /// Collects the styles of one checked dictionary.
    ///
    /// - Parameter boldText: whether the reports show the Bold Text faces (Linux only).
    init(_ check: DictionaryCheck, boldText: Bool, repository: RepositoryPath) {
        let findings = FileFindings(check, repository: repository)
        path = findings.path
        self.findings = findings
        let lines = check.dictionary?.keyLines ?? [:]
        // Grouped once: a hostile file may hold thousands of unknown keys.
        let byKey = Dictionary(grouping: findings.findings.filter { $0.styleKey != nil }) {
            $0.styleKey!
        }
        func about(_ key: String) -> [FileFindings.Finding] { byKey[key] ?? [] }
        let textStyles = TextStyle.allCases.map { style in
            Row(
                key: style.rawValue, line: lines[style.rawValue], entry: check.entry(style),
                bold: boldText ? check.font?.font(forTextStyle: style, boldText: true) : nil,
                findings: about(style.rawValue))
        }
        let unknown = findings.unknownKeys.map { key in
            let found = about(key)
            return Row(
                key: key, line: lines[key] ?? found.compactMap(\.line).first, entry: nil,
                bold: nil, findings: found)
        }
        rows = textStyles + unknown
        fileFindings = findings.findings.filter { $0.styleKey == nil }
    }

    /// An app's Info.plist as the reports show it: no styles, every finding about the file.
    init(_ app: FontCheckReport.App, repository: RepositoryPath) {
        findings = FileFindings(app, repository: repository)
        path = findings.path
        rows = []
        fileFindings = findings.findings
    }

    /// A `fit` layout as the reports show it: a row per element (its id as the key), every
    /// finding about the element it names.
    init(_ report: FitReport, repository: RepositoryPath) {
        findings = FileFindings(
            path: report.layout, findings: report.findings, status: ExitStatus(report.outcome),
            repository: repository)
        path = report.layout
        let byKey = Dictionary(grouping: findings.findings.filter { $0.styleKey != nil }) {
            $0.styleKey!
        }
        rows = report.elements.map { element in
            Row(
                key: element.element.id, line: element.element.line, entry: nil, bold: nil,
                findings: byKey[element.element.id] ?? [], element: element)
        }
        fileFindings = findings.findings.filter { $0.styleKey == nil }
    }

    /// The number of text styles that resolved to the face their entry names.
    var resolvedCount: Int {
        rows.count { $0.entry?.status == .resolved }
    }
}
