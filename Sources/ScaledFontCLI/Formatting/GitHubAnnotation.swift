import ScaledFontCheck

/// A GitHub Actions workflow command that annotates a file: `::error file=F,line=N::message`.
///
/// Escaping follows the Actions runner (`ActionCommand`): in the message `%`, CR and LF become
/// `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`. Before
/// that, control characters (ESC, BEL, and so OSC-8 hyperlinks) and bidirectional overrides
/// are written as visible `\u{1B}`-style escapes (``PrintableText``), which the log shows as
/// text.
struct GitHubAnnotation {
    /// Error, warning or notice: which workflow command (``command``) shows it.
    let severity: Finding.Severity
    /// The file the annotation belongs to, `nil` for a message about no file.
    let file: String?
    /// The 1-based line, if known.
    let line: Int?
    let message: String

    /// The workflow command line, ending with a newline.
    var command: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        let head = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
        return "::\(name)\(head)::\(Self.escapeData(message))\n"
    }

    /// The workflow command of ``severity``: GitHub's annotation levels.
    private var name: String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        }
    }

    /// Escapes a message: control and bidirectional characters, then `%`, CR and LF, and a
    /// `##[` or `##vso[` that another runner (Azure Pipelines) would read anywhere in a line.
    static func escapeData(_ text: String) -> String {
        PrintableText.defusingCommands(PrintableText.escaped(text) { dataEscapes[$0] })
    }

    /// Escapes a property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        PrintableText.defusingCommands(
            PrintableText.escaped(text) { dataEscapes[$0] ?? propertyEscapes[$0] })
    }

    private static let dataEscapes: [Unicode.Scalar: String] = [
        "%": "%25", "\r": "%0D", "\n": "%0A",
    ]
    private static let propertyEscapes: [Unicode.Scalar: String] = [":": "%3A", ",": "%2C"]
}
