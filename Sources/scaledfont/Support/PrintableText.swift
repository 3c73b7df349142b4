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
enum PrintableText {
    /// `text` with every control character (Unicode general category Cc) and every
    /// bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) written as
    /// `\u{XX}`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
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
    static func escaped(
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
    static func markupEntity(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        default: nil
        }
    }

    /// Whether a character must not reach a terminal as it is.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // General category Cc is exactly U+0000–U+001F and U+007F–U+009F, and Unicode's
        // stability policy fixes it: compared as numbers, without a property lookup per
        // scalar of every report.
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `text` with every line that would start a CI workflow command, after optional white
    /// space, made inert: the first `:` of a leading `::` and the first `#` of a leading `##`
    /// are written as `\u{3A}` and `\u{23}`, in the notation of ``escaped(_:)``.
    static func defusingCommands(_ text: String) -> String {
        // One pass over the UTF-8 bytes (`::` and `##` are ASCII, so no multi-byte character
        // can hold them); reports run to megabytes.
        let bytes = Array(text.utf8)
        var commandStarts: [Int] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count,
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
            {
                index += 1
            }
            if index + 1 < bytes.count, bytes[index] == bytes[index + 1],
                bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "#")
            {
                commandStarts.append(index)
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            index += 1
        }
        guard !commandStarts.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 7 * commandStarts.count)
        var copied = 0
        for start in commandStarts {
            result += bytes[copied..<start]
            let marker = bytes[start] == UInt8(ascii: ":") ? "\\u{3A}" : "\\u{23}"
            result += Array(marker.utf8)
            copied = start + 1
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
