import ScaledFontCheck

/// A table for people: columns padded to a common width, numbers right-aligned, optional
/// colour, and detail lines under a row (e.g. why a style fell back).
struct TextTable {
    /// How a column's cells are aligned.
    enum Alignment {
        case left
        case right
    }

    /// The most characters a cell shows: longer text is cut, with its length, so that one
    /// hostile value (a megabyte-long font name or style key) cannot pad every row of a report
    /// to a megabyte. JSON and GitHub output keep the whole text.
    static let maximumWidth = 200

    /// The most characters a detail line shows: a message names a file, a font and the fix
    /// (a bundle path, a build phase), so it gets more room than a cell, still bounded.
    static let maximumDetailWidth = 600

    /// `text` with control characters escaped (``PrintableText``), or its start and its length
    /// when it is longer than `limit` characters.
    static func shortened(_ raw: String, limit: Int = maximumWidth) -> String {
        let text = PrintableText.escaped(raw)
        // No more characters than UTF-8 bytes: most cells are short enough without counting
        // characters (grapheme clusters).
        guard text.utf8.count > limit else { return text }
        let count = text.count
        guard count > limit else { return text }
        return text.prefix(limit) + "… (\(count) characters)"
    }

    /// One cell: its text and an optional colour (applied after padding is measured).
    struct Cell: ExpressibleByStringLiteral {
        let text: String
        let colour: Colour?
        /// The characters of ``text`` (grapheme clusters), counted once.
        let width: Int

        init(_ text: String, _ colour: Colour? = nil) {
            self.colour = colour
            // Most cells are short printable ASCII: one look at the bytes shows that they
            // stay as they are and have a character per byte.
            if text.utf8.count <= TextTable.maximumWidth, PrintableText.isPrintableASCII(text) {
                self.text = text
                width = text.utf8.count
                return
            }
            self.text = TextTable.shortened(text)
            // Text of ASCII bytes has as many characters as bytes (CR LF, the one ASCII
            // cluster of two, never reaches a cell unescaped).
            let utf8 = self.text.utf8
            width = utf8.allSatisfy { $0 < 0x80 } ? utf8.count : self.text.count
        }

        init(stringLiteral text: String) {
            self.init(text)
        }
    }

    private struct Row {
        let cells: [Cell]
        let details: [String]
    }

    private let headers: [String]?
    private let alignments: [Alignment]
    private var rows: [Row] = []

    /// Creates a table with column headers (printed in bold when colour is on).
    init(headers: [String], alignments: [Alignment]? = nil) {
        self.headers = headers
        self.alignments = alignments ?? headers.map { _ in .left }
    }

    /// Creates a table without a header row.
    init(columns: Int) {
        headers = nil
        alignments = Array(repeating: .left, count: columns)
    }

    /// Appends a row, with lines of detail printed under it, indented to the second column.
    mutating func append(_ cells: [Cell], details: [String] = []) {
        rows.append(
            Row(
                cells: cells,
                details: details.map { Self.shortened($0, limit: Self.maximumDetailWidth) }))
    }

    /// The table as lines ending with a newline, columns two spaces apart, without trailing
    /// spaces.
    func render(colour: Bool, indent: String = "") -> String {
        let headerCells = headers.map { $0.map { Cell($0, .bold) } }
        var widths = Array(repeating: 0, count: alignments.count)
        func widen(_ cells: [Cell]) {
            for (column, cell) in cells.enumerated() {
                widths[column] = max(widths[column], cell.width)
            }
        }
        if let headerCells { widen(headerCells) }
        var detailBytes = 0
        for entry in rows {
            widen(entry.cells)
            detailBytes += entry.details.reduce(0) { $0 + $1.utf8.count }
        }
        let detailIndent = widths[0] + 2
        // The lines are built as UTF-8 bytes and made a string once: appending to a String
        // checks its storage and flags for every piece, and a table has hundreds of pieces.
        let lineBytes = indent.utf8.count + widths.reduce(2 * (widths.count - 1), +) + 1
        let details = rows.reduce(0) { $0 + $1.details.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(
            lineBytes * (rows.count + 1) + (indent.utf8.count + detailIndent + 1) * details
                + detailBytes)
        if let headerCells { append(headerCells, widths, colour, indent, to: &bytes) }
        for entry in rows {
            append(entry.cells, widths, colour, indent, to: &bytes)
            for detail in entry.details {
                bytes += indent.utf8
                Self.appendSpaces(detailIndent, to: &bytes)
                bytes += detail.utf8
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one row of `cells` to `bytes`, each padded to its column's width.
    private func append(
        _ cells: [Cell], _ widths: [Int], _ colour: Bool, _ indent: String,
        to bytes: inout [UInt8]
    ) {
        bytes += indent.utf8
        for (column, cell) in cells.enumerated() {
            if column > 0 { Self.appendSpaces(2, to: &bytes) }
            let padding = widths[column] - cell.width
            let isLast = column == cells.count - 1
            if alignments[column] == .right { Self.appendSpaces(padding, to: &bytes) }
            if colour, let shade = cell.colour {
                bytes += shade.apply(cell.text, enabled: true).utf8
            } else {
                bytes += cell.text.utf8
            }
            if alignments[column] == .left, !isLast { Self.appendSpaces(padding, to: &bytes) }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Spaces to pad from: appending a slice of them is one copy.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    /// Appends `count` spaces to `bytes`.
    private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        var left = count
        while left > 0 {
            let run = min(left, spaces.count)
            bytes += spaces[..<run]
            left -= run
        }
    }
}
