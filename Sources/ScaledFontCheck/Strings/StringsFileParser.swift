/// Parses the text of a `.strings` file (`"key" = "value";`) in one forward pass, as
/// CoreFoundation's parser of old-style property lists reads a strings file.
///
/// Accepted, as that parser accepts them:
/// - white space (tab, line feed, vertical tab, form feed, carriage return, space, U+2028,
///   U+2029), `// line` and `/* block */` comments between tokens;
/// - keys and values in double or single quotes, or unquoted when they are made only of
///   ASCII letters, digits and `_ $ / : . -`;
/// - `key;` alone, whose value is the key;
/// - the whole list optionally in braces (`{ "a" = "b"; }`);
/// - escapes in quoted strings: `\n \t \r \a \b \f \v`, `\"`, a backslash before a line
///   feed (a line feed), up to three octal digits (`\101` is `A`), `\U` with up to four hex
///   digits (`\U00E9` is `é`; a high and a low surrogate written one after the other are one
///   character), and a backslash before any other character is that character (`\\` is `\`,
///   `\'` is `'`, and `\u` is `u`: only the capital `\U` is an escape).
///
/// Refused, each naming its line: a string or a block comment that is not closed, a NUL
/// character, a key without `=` or `;`, a value that is not a string (a dictionary, an
/// array or data, which property lists allow but a strings file's lookup never returns), a
/// missing `;`, `\U` without a hex digit or naming half a surrogate pair alone, and an octal
/// escape above `\177` (CoreFoundation reads those as NeXTSTEP characters, which this reader
/// does not map: write the character itself or a `\U` escape).
///
/// Time and memory are proportional to the text; nothing is recursive.
package struct StringsFileParser {
    /// One `key = value;` pair as written.
    package struct Entry: Equatable {
        package var key: String
        package var value: String
        /// The line the value starts on (the key's, for `key;`).
        package var line: Int
    }

    private typealias Failure = PropertyListReader.Failure

    private let text: [UInt8]
    private var i = 0
    private var line = 1

    /// A parser of `text`, the file's contents as UTF-8 (see ``TextDecoding``).
    package init(_ text: [UInt8]) { self.text = text }

    /// Every entry in file order; a key written twice appears twice.
    ///
    /// - Parameter maximumEntries: the most entries read; one more is refused at its line.
    package mutating func parse(maximumEntries: Int) throws(PropertyListReader.Failure) -> [Entry] {
        var entries: [Entry] = []
        try parse(maximumEntries: maximumEntries, keepingValue: { _ in true }) {
            entries.append($0)
        }
        return entries
    }

    /// Hands every entry to `body` in file order, as ``parse(maximumEntries:)`` lists them,
    /// the value of a key for which `keepingValue` is `false` checked as strictly but not
    /// made (empty): a reader that needs a few keys makes no copy of the other texts.
    package mutating func parse(
        maximumEntries: Int, keepingValue: (String) -> Bool,
        _ body: (Entry) throws(PropertyListReader.Failure) -> Void
    ) throws(PropertyListReader.Failure) {
        var count = 0
        try skipSpace()
        let braced = i < text.count && text[i] == UInt8(ascii: "{")
        let braceLine = line
        if braced { advance() }
        while true {
            try skipSpace()
            guard i < text.count else {
                if braced {
                    throw Failure(line: braceLine, "the '{' of line \(braceLine) is not closed")
                }
                return
            }
            if braced, text[i] == UInt8(ascii: "}") {
                advance()
                try skipSpace()
                guard i >= text.count else {
                    throw failure("text after the closing '}': \(quotedHere())")
                }
                return
            }
            let keyLine = line
            guard let key = try string() else {
                throw failure("expected a key (a string in quotes), not \(quotedHere())")
            }
            guard count < maximumEntries else {
                throw Failure(
                    line: keyLine, "more than \(maximumEntries) entries (the limit of the reader)")
            }
            try skipSpace()
            guard i < text.count else {
                throw failure("unexpected end of text: expected '=' or ';' after the key")
            }
            switch text[i] {
            case UInt8(ascii: ";"):
                advance()
                count += 1
                try body(Entry(key: key, value: key, line: keyLine))
                continue
            case UInt8(ascii: "="):
                advance()
            default:
                throw failure(
                    "expected '=' or ';' after the key \(PropertyListReader.quoted(key.utf8)), "
                        + "not \(quotedHere())")
            }
            try skipSpace()
            guard i < text.count else {
                throw failure(
                    "unexpected end of text: the key \(PropertyListReader.quoted(key.utf8)) "
                        + "has no value")
            }
            let valueLine = line
            guard let value = try string(keeping: keepingValue(key)) else {
                let kind: String
                switch text[i] {
                case UInt8(ascii: "{"): kind = "a dictionary"
                case UInt8(ascii: "("): kind = "an array"
                case UInt8(ascii: "<"): kind = "data"
                default:
                    throw failure(
                        "expected a value (a string in quotes) after '=', not \(quotedHere())")
                }
                throw failure(
                    "the value of the key \(PropertyListReader.quoted(key.utf8)) is \(kind); "
                        + "a strings file's values are strings")
            }
            try skipSpace()
            guard i < text.count, text[i] == UInt8(ascii: ";") else {
                throw failure(
                    "missing ';' after the value of the key \(PropertyListReader.quoted(key.utf8))"
                        + (i < text.count ? ", found \(quotedHere())" : " (end of text)"))
            }
            advance()
            count += 1
            try body(Entry(key: key, value: value, line: valueLine))
        }
    }

    /// Moves past one byte, counting lines as the rest of the reader does (LF, CR LF, CR).
    private mutating func advance() {
        let byte = text[i]
        i += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
        } else if byte == UInt8(ascii: "\r"), i >= text.count || text[i] != UInt8(ascii: "\n") {
            line += 1
        }
    }

    /// Skips white space and comments.
    private mutating func skipSpace() throws(PropertyListReader.Failure) {
        while i < text.count {
            let byte = text[i]
            if (0x09...0x0D).contains(byte) || byte == 0x20 {
                advance()
            } else if byte == 0xE2, i + 2 < text.count, text[i + 1] == 0x80,
                text[i + 2] == 0xA8 || text[i + 2] == 0xA9
            {
                i += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            } else if byte == UInt8(ascii: "/"), i + 1 < text.count,
                text[i + 1] == UInt8(ascii: "/")
            {
                while i < text.count, text[i] != UInt8(ascii: "\n"), text[i] != UInt8(ascii: "\r") {
                    if text[i] == 0 { throw nulFailure() }
                    i += 1
                }
            } else if byte == UInt8(ascii: "/"), i + 1 < text.count,
                text[i + 1] == UInt8(ascii: "*")
            {
                let start = line
                i += 2
                while true {
                    guard i < text.count else {
                        throw Failure(
                            line: start, "the comment that starts on line \(start) is not closed")
                    }
                    if text[i] == UInt8(ascii: "*"), i + 1 < text.count,
                        text[i + 1] == UInt8(ascii: "/")
                    {
                        i += 2
                        break
                    }
                    if text[i] == 0 { throw nulFailure() }
                    advance()
                }
            } else if byte == 0 {
                throw nulFailure()
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The quoted or unquoted string at `i`, or `nil` when no string starts there; empty,
    /// once checked, unless `keeping`.
    private mutating func string(
        keeping: Bool = true
    ) throws(PropertyListReader.Failure) -> String? {
        let first = text[i]
        if Self.isUnquoted(first) {
            let start = i
            while i < text.count, Self.isUnquoted(text[i]) { i += 1 }
            return keeping ? String(decoding: text[start..<i], as: UTF8.self) : ""
        }
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return nil }
        let startLine = line
        advance()
        var bytes: [UInt8] = []
        var runStart = i
        while i < text.count {
            let byte = text[i]
            if byte == first {
                i += 1
                guard keeping else { return "" }
                // Without escapes, the text itself: no copy of its bytes on the way.
                let run = text[runStart..<(i - 1)]
                if bytes.isEmpty { return String(decoding: run, as: UTF8.self) }
                bytes += run
                return String(decoding: bytes, as: UTF8.self)
            }
            if byte == 0 { throw nulFailure() }
            if byte == UInt8(ascii: "\\") {
                if keeping { bytes += text[runStart..<i] }
                i += 1
                guard i < text.count else { break }
                try escape(into: &bytes)
                if !keeping { bytes.removeAll(keepingCapacity: true) }
                runStart = i
            } else {
                advance()
            }
        }
        throw Failure(line: startLine, "the string that starts on line \(startLine) is not closed")
    }

    /// Resolves the escape whose backslash is just before `i`.
    private mutating func escape(into bytes: inout [UInt8]) throws(PropertyListReader.Failure) {
        let byte = text[i]
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            UInt8(ascii: "v"): 0x0B,
        ]
        if let replacement = simple[byte] {
            i += 1
            bytes.append(replacement)
            return
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = 0
            var digits = 0
            while digits < 3, i < text.count,
                (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[i])
            {
                value = value * 8 + Int(text[i] - UInt8(ascii: "0"))
                i += 1
                digits += 1
            }
            guard value < 0x80 else {
                throw failure(
                    "the octal escape \\\(String(value, radix: 8)) is above \\177: "
                        + "CoreFoundation reads it as a NeXTSTEP character; write the "
                        + "character itself or a \\U escape")
            }
            bytes.append(UInt8(value))
        case UInt8(ascii: "U"):
            i += 1
            var value = try hexEscape()
            if (0xD800..<0xDC00).contains(value), i + 1 < text.count,
                text[i] == UInt8(ascii: "\\"), text[i + 1] == UInt8(ascii: "U")
            {
                let mark = i
                i += 2
                let low = try hexEscape()
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                } else {
                    i = mark
                }
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw failure(
                    "\\U\(String(value, radix: 16, uppercase: true)) is half of a surrogate "
                        + "pair, alone")
            }
            bytes += Array(String(scalar).utf8)
        default:
            // Any other character stands for itself: `\"`, `\'`, `\\`, a backslash before a
            // line feed. Its bytes are copied as the string's next run.
            advance()
            bytes += text[(i - 1)..<i]
        }
    }

    /// One to four hex digits at `i`, as `\U` takes them.
    private mutating func hexEscape() throws(PropertyListReader.Failure) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, i < text.count, let digit = Self.hexValue(text[i]) {
            value = value << 4 | digit
            i += 1
            digits += 1
        }
        guard digits > 0 else { throw failure("\\U is not followed by a hex digit") }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func quotedHere() -> String {
        PropertyListReader.quoted(text[i...], limit: 8)
    }

    private func nulFailure() -> Failure {
        failure("a NUL character (U+0000) in the text")
    }

    private func failure(_ problem: String) -> Failure {
        Failure(line: line, problem)
    }
}
