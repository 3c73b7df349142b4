/// Comma-separated values with a header row, quoted as RFC 4180 asks (a field holding a
/// comma, a quote or a line break is enclosed in quotes, its quotes doubled); lines end with
/// LF, as Unix tools expect. Control characters in a field are written as visible escapes.
struct CSVTable {
    private var lines: [String]

    /// Starts a table with its header row.
    init(header: [String]) {
        lines = [Self.line(header)]
    }

    /// Appends one row.
    mutating func append(_ fields: [String]) {
        lines.append(Self.line(fields))
    }

    /// The table, one line per row.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    private static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",")
    }

    /// The field with control and bidirectional characters escaped (``PrintableText``: a
    /// font name from a file cannot break a row or act on a terminal), quoted when needed.
    private static func quoted(_ raw: String) -> String {
        let field = PrintableText.escaped(raw)
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else {
            return field
        }
        return "\""
            + field.split(separator: "\"", omittingEmptySubsequences: false).joined(
                separator: "\"\"") + "\""
    }
}
