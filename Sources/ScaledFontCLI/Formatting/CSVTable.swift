import ScaledFontCheck

/// Comma-separated values with a header row, quoted as RFC 4180 asks (a field holding a
/// comma, a quote or a line break is enclosed in quotes, its quotes doubled); lines end with
/// LF, as Unix tools expect. Control characters in a field are written as visible escapes.
/// A text cell that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`,
/// a tab or a carriage return, as a font name from a file may) gets a leading `'`, as
/// spreadsheets expect for text; numbers are written as they are (a descender is negative).
struct CSVTable {
    /// One cell of a row.
    enum Cell {
        /// Text: a name, a style, a category.
        case text(String)
        /// A number, written as is.
        case number(String)
    }

    private var lines: [String]

    /// Starts a table with its header row.
    init(header: [String]) {
        lines = [Self.line(header.map(Cell.text))]
    }

    /// Appends one row.
    mutating func append(_ cells: [Cell]) {
        lines.append(Self.line(cells))
    }

    /// The table, one line per row.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    private static func line(_ cells: [Cell]) -> String {
        cells.map { cell in
            switch cell {
            case .text(let text): quoted(formulaSafe(text))
            case .number(let number): quoted(number)
            }
        }.joined(separator: ",")
    }

    /// The characters that make a spreadsheet (Excel, LibreOffice, Google Sheets) read a cell
    /// as a formula or a command when they start it (OWASP, "CSV Injection").
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// Text with `'` in front when its first character would start a formula.
    private static func formulaSafe(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, formulaStarts.contains(first) else {
            return text
        }
        return "'" + text
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

extension JSONValue {
    /// The value as a CSV cell: integers and numbers as numbers, anything else as text
    /// (``csvField``).
    var csvCell: CSVTable.Cell {
        switch self {
        case .integer, .number: .number(csvField)
        default: .text(csvField)
        }
    }
}
