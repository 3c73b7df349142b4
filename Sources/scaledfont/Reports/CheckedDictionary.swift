import ScaledFont

/// One dictionary as `check` reports it: the answer for each text style, the style keys that
/// are not text styles, and the findings about each.
///
/// Every output format of `check` (the text table, JUnit, GitLab Code Quality, GitHub's
/// annotations and step summary) reads a dictionary through this one adapter, so that how
/// findings are made can change without touching the formats.
struct CheckedDictionary {
    /// One style key of the dictionary: a text style, or a key that is not one.
    struct Style {
        /// The style key as written (or the text style's key when the entry is missing).
        let key: String
        /// The line of the style key (1-based), if known.
        let line: Int?
        /// The answer, `nil` for a key that is not a text style.
        let answer: ResolvedFont?
        /// The findings about this key, in file order.
        let findings: [DictionaryFindings.Finding]

        /// Whether a finding about this key fails the check.
        var failed: Bool { findings.contains { $0.level == .error } }

        /// `ok`, `missing` (not a failure) or `error` (the entry falls back, or the key is
        /// not a text style), coloured for a terminal.
        var statusCell: TextTable.Cell { answer?.statusCell ?? TextTable.Cell("error", .red) }

        /// ``statusCell``'s word.
        var status: String { statusCell.text }

        /// The name the entry asks for, `-` when there is none.
        var requested: String { answer?.requestedName ?? "-" }

        /// The face it resolved to (or fell back to), `-` for a key that is not a text style.
        var resolvedTo: String { answer?.face.postscriptName ?? "-" }

        /// How the face was found, `not a text style` for an unknown key.
        var how: String { answer?.howFound ?? "not a text style" }

        /// The face's file as text reports show it, with the face index of a collection
        /// (`Fonts/Family.ttc (index 1)`), `-` for an unknown key.
        var file: String {
            guard let face = answer?.face else { return "-" }
            return DisplayPath.show(face.file, index: face.index)
        }
    }

    /// The dictionary's path as the user gave it.
    let path: String
    /// The 11 text styles in order, then the keys that are not text styles.
    let styles: [Style]
    /// Findings about the file as a whole (it cannot be read).
    let fileFindings: [DictionaryFindings.Finding]
    /// Every finding, in file order.
    let findings: DictionaryFindings

    /// Collects the styles of one checked dictionary.
    ///
    /// - Parameter boldText: whether the answers are the Bold Text faces.
    init(_ font: ScaledFont, findings: DictionaryFindings, boldText: Bool) {
        path = findings.path
        self.findings = findings
        let lines = font.dictionary?.keyLines ?? [:]
        // Grouped once: a hostile file may hold thousands of unknown keys.
        let byKey = Dictionary(grouping: findings.findings.filter { $0.styleKey != nil }) {
            $0.styleKey!
        }
        func about(_ key: String) -> [DictionaryFindings.Finding] { byKey[key] ?? [] }
        let textStyles = TextStyle.allCases.map { style in
            Style(
                key: style.rawValue, line: lines[style.rawValue],
                answer: font.font(forTextStyle: style, boldText: boldText),
                findings: about(style.rawValue))
        }
        let unknown = findings.unknownKeys.map { key in
            let found = about(key)
            return Style(
                key: key, line: lines[key] ?? found.compactMap(\.line).first, answer: nil,
                findings: found)
        }
        styles = textStyles + unknown
        fileFindings = findings.findings.filter { $0.styleKey == nil }
    }

    /// The number of text styles that resolved to the face their entry names.
    var resolvedCount: Int {
        styles.filter { $0.answer?.status == .resolved }.count
    }
}
