/// Makes text from untrusted files safe to print on a terminal.
///
/// Style dictionaries come from pull requests, so a font name or style key may carry an escape
/// sequence (ESC, which can rewrite or hide what a terminal shows), a NUL, a carriage return
/// or a bidirectional override that reorders the rest of the line. Text reports and stderr
/// show such characters as `\u{1B}`-style escapes instead; JSON output escapes them by its own
/// rules, and GitHub annotations by theirs.
///
/// CI runners also read commands from the log: GitHub Actions a line starting with `::`
/// (`::error file=...::`), GitHub's older form and Azure Pipelines one starting with `##[`
/// or `##vso[`. ``defusingCommands(_:)`` keeps a file's text from starting such a line.
package enum PrintableText {
    /// `text` with every control character (Unicode general category Cc) and every
    /// bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) written as
    /// `\u{XX}`.
    package static func escaped(_ text: String) -> String {
        guard !isPrintableASCII(text),
            text.unicodeScalars.contains(where: needsEscape)
        else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` escaped as ``escaped(_:)``, then each character for which `replacement` gives
    /// a string replaced by it: the rest of a format's own escaping (entities, `%25`).
    package static func escaped(
        _ text: String, replacing replacement: (Unicode.Scalar) -> String?
    ) -> String {
        var result = ""
        for scalar in escaped(text).unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The XML and HTML entity of `&`, `<`, `>` and `"`, else `nil`.
    package static func markupEntity(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        default: nil
        }
    }

    /// Whether every byte of `text` is printable ASCII (U+0020 to U+007E), or a line feed
    /// when `allowingLineFeeds`: such text needs no escape and has a character per byte.
    ///
    /// Most of a report is such text, so this looks at the UTF-8 bytes in place instead of
    /// decoding each scalar.
    package static func isPrintableASCII(_ text: String, allowingLineFeeds: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Every byte is looked at with arithmetic alone, no branch per byte, so that the
            // compiler makes the loop vector instructions (20 times faster than a loop that
            // stops at the first byte outside). With `shifted` the byte minus 0x20 (wrapping),
            // a printable byte gives 0x00 to 0x5E, and neither `shifted` nor `shifted + 0x21`
            // reaches 0x80; any other byte sets the top bit of one of them (0x7F gives
            // 0x5F + 0x21, 0x80 and up give 0x60 and up, below 0x20 wraps to 0xE0 and up).
            var outside: UInt8 = 0
            for byte in bytes {
                let shifted = (allowingLineFeeds && byte == 0x0A ? 0x20 : byte) &- 0x20
                outside |= shifted | (shifted &+ 0x21)
            }
            return outside & 0x80 == 0
        }
    }

    /// Whether a character must not reach a terminal as it is.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // General category Cc is exactly U+0000–U+001F and U+007F–U+009F, and Unicode's
        // stability policy fixes it: compared as numbers, without a property lookup per
        // scalar of every report.
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `text` with everything a CI runner would read as a command made inert, in the notation
    /// of ``escaped(_:)``: a `::` or `##` that starts a line after any white space GitHub's
    /// runner trims (ASCII, NEL, no-break and the other Unicode spaces), and every `##[`
    /// (GitHub's older form) and `##vso[` (Azure Pipelines) anywhere in a line. The first `:`
    /// or `#` of each becomes `\u{3A}` or `\u{23}`.
    package static func defusingCommands(_ text: String) -> String {
        defusingCommands(text, colon: "\\u{3A}", hash: "\\u{23}")
    }

    /// `text` with what ``defusingCommands(_:)`` finds made inert by the given spellings of
    /// `:` and `#` (`\u0023` in JSON, `&#35;` in XML and Markdown), which keep the text's
    /// meaning in that format.
    package static func defusingCommands(_ text: String, colon: String, hash: String) -> String {
        // One pass over the UTF-8 bytes in place (`:`, `#` and `[` are ASCII, so no
        // multi-byte character can hold them); reports run to megabytes.
        var text = text
        let starts = text.withUTF8(commandStarts)
        guard !starts.isEmpty else { return text }
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 8 * starts.count)
            var copied = 0
            for start in starts {
                result += bytes[copied..<start]
                result += (bytes[start] == UInt8(ascii: ":") ? colon : hash).utf8
                copied = start + 1
            }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The offsets of the first byte of each command marker in `bytes`, in order.
    private static func commandStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index < bytes.count {
            // A line: its white space, then a `::` or `##` would start a command.
            while index < bytes.count, let width = whiteSpaceWidth(bytes, at: index) {
                index += width
            }
            if index + 1 < bytes.count, bytes[index] == bytes[index + 1],
                bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "#")
            {
                starts.append(index)
                index += 2
            }
            // The rest of the line: `##[` and `##vso[` anywhere.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                if bytes[index] == UInt8(ascii: "#"), isBracketCommand(bytes, at: index) {
                    starts.append(index)
                    index += 2
                } else {
                    index += 1
                }
            }
            index += 1
        }
        return starts
    }

    /// Whether `##[` or `##vso[` (any case) starts at `index`.
    private static func isBracketCommand(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool
    {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "#") else { return false }
        if bytes[index + 2] == UInt8(ascii: "[") { return true }
        guard index + 5 < bytes.count else { return false }
        return bytes[index + 2] | 0x20 == UInt8(ascii: "v")
            && bytes[index + 3] | 0x20 == UInt8(ascii: "s")
            && bytes[index + 4] | 0x20 == UInt8(ascii: "o") && bytes[index + 5] == UInt8(ascii: "[")
    }

    /// The length in bytes of the white space character at `index` that GitHub's runner trims
    /// before looking for `::` (.NET's `Char.IsWhiteSpace`: tab to carriage return, space,
    /// NEL, no-break space, ogham space mark, U+2000 to U+200A, the line and paragraph
    /// separators, narrow no-break space, medium mathematical space, ideographic space), or
    /// `nil` for any other character.
    private static func whiteSpaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int?
    {
        let byte = bytes[index]
        if byte == 0x20 || (0x09...0x0D).contains(byte) && byte != 0x0A { return 1 }
        func next(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }
        switch byte {
        case 0xC2:
            return next(1) == 0x85 || next(1) == 0xA0 ? 2 : nil
        case 0xE1:
            return next(1) == 0x9A && next(2) == 0x80 ? 3 : nil
        case 0xE2:
            guard let second = next(1), let third = next(2) else { return nil }
            if second == 0x80,
                (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9
                    || third == 0xAF
            {
                return 3
            }
            return second == 0x81 && third == 0x9F ? 3 : nil
        case 0xE3:
            return next(1) == 0x80 && next(2) == 0x80 ? 3 : nil
        default:
            return nil
        }
    }
}
