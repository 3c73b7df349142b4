/// Fills a localized string's format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`) with values,
/// as `String(format:)` would place them, so that the text measured is the text shown.
///
/// A text is read as pieces (text as written, or an argument) once to know its length, and
/// again to build it only when that length is accepted: `%1$@` written thousands of times
/// with a long argument is refused before anything is built.
enum FormatSpecifiers {
    /// The conversion characters that end a specifier.
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars)
    /// What may stand between `%` (or `%n$`) and the conversion: flags, width, precision and
    /// length modifiers.
    private static let modifiers = Set("-+ #0123456789.hlqLzjt'".unicodeScalars)

    /// The length of ``apply(_:to:)``'s text, in Unicode scalars, or `nil` when it is more
    /// than `limit`: counted from the pieces without building the text, and only until it
    /// passes `limit`.
    static func length(of text: String, arguments: [String], limit: Int) -> Int? {
        let lengths = arguments.map(\.unicodeScalars.count)
        var length = 0
        forEachPiece(of: text, arguments: arguments.count) { piece in
            switch piece {
            case .text(let part): length += part.unicodeScalars.count
            case .argument(let index): length += lengths[index]
            }
            return length <= limit
        }
        return length <= limit ? length : nil
    }

    /// `text` with its specifiers replaced by `arguments` in order (or by the position a
    /// `%n$` names) and `%%` by `%`; unchanged when there are no arguments. A specifier with
    /// no argument left is kept as written.
    static func apply(_ arguments: [String], to text: String) -> String {
        guard !arguments.isEmpty else { return text }
        var result = ""
        forEachPiece(of: text, arguments: arguments.count) { piece in
            switch piece {
            case .text(let part): result += part
            case .argument(let index): result += arguments[index]
            }
            return true
        }
        return result
    }

    /// A part of a text: as written, or the argument at an index.
    private enum Piece {
        case text(Substring)
        case argument(Int)
    }

    /// Calls `body` with each piece of `text` in order while it returns `true`; with no
    /// arguments the whole text is one piece.
    private static func forEachPiece(
        of text: String, arguments: Int, _ body: (Piece) -> Bool
    ) {
        let scalars = text.unicodeScalars
        guard arguments > 0 else {
            _ = body(.text(Substring(text)))
            return
        }
        func part(_ range: Range<String.Index>) -> Piece { .text(Substring(scalars[range])) }
        var start = scalars.startIndex
        var index = start
        var next = 0
        while let percent = scalars[index...].firstIndex(of: "%") {
            var cursor = scalars.index(after: percent)
            guard cursor < scalars.endIndex else { break }
            if scalars[cursor] == "%" {
                // `%%`: the text up to and with the first `%`, the second left out.
                guard body(part(start..<cursor)) else { return }
                start = scalars.index(after: cursor)
                index = start
                continue
            }
            var position: Int?
            var digits = 0
            while cursor < scalars.endIndex, ("0"..."9").contains(scalars[cursor]) {
                digits = digits * 10 + Int(scalars[cursor].value - 0x30)
                cursor = scalars.index(after: cursor)
                if digits > 1_000 { break }
            }
            if cursor < scalars.endIndex, scalars[cursor] == "$",
                cursor > scalars.index(after: percent)
            {
                position = digits - 1
                cursor = scalars.index(after: cursor)
            } else {
                cursor = scalars.index(after: percent)
            }
            while cursor < scalars.endIndex, modifiers.contains(scalars[cursor]) {
                cursor = scalars.index(after: cursor)
            }
            guard cursor < scalars.endIndex, conversions.contains(scalars[cursor]) else {
                index = scalars.index(after: percent)
                continue
            }
            let argument = position ?? next
            if position == nil { next += 1 }
            let end = scalars.index(after: cursor)
            if argument >= 0, argument < arguments {
                guard body(part(start..<percent)), body(.argument(argument)) else { return }
                start = end
            }
            // A specifier without an argument stays in the text as written.
            index = end
        }
        _ = body(part(start..<scalars.endIndex))
    }
}
