/// Fills a localized string's format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`) with values,
/// as `String(format:)` would place them, so that the text measured is the text shown.
enum FormatSpecifiers {
    /// The conversion characters that end a specifier.
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA")
    /// What may stand between `%` (or `%n$`) and the conversion: flags, width, precision and
    /// length modifiers.
    private static let modifiers = Set("-+ #0123456789.hlqLzjt'")

    /// `text` with its specifiers replaced by `arguments` in order (or by the position a
    /// `%n$` names) and `%%` by `%`; unchanged when there are no arguments. A specifier with
    /// no argument left is kept as written.
    static func apply(_ arguments: [String], to text: String) -> String {
        guard !arguments.isEmpty else { return text }
        let characters = Array(text)
        var result = ""
        var next = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                result.append("%")
                index += 2
                continue
            }
            var cursor = index + 1
            var position: Int?
            var digits = 0
            while cursor < characters.count, let digit = characters[cursor].wholeNumberValue,
                characters[cursor].isASCII
            {
                digits = digits * 10 + digit
                cursor += 1
                if digits > 1_000 { break }
            }
            if cursor < characters.count, characters[cursor] == "$", cursor > index + 1 {
                position = digits - 1
                cursor += 1
            } else {
                cursor = index + 1
            }
            while cursor < characters.count, modifiers.contains(characters[cursor]) {
                cursor += 1
            }
            guard cursor < characters.count, conversions.contains(characters[cursor]) else {
                result.append(character)
                index += 1
                continue
            }
            let argument = position ?? next
            if position == nil { next += 1 }
            if argument >= 0, argument < arguments.count {
                result += arguments[argument]
            } else {
                result += String(characters[index...cursor])
            }
            index = cursor + 1
        }
        return result
    }
}
