internal import ScaledFontCore

extension ObjectiveCLexer {
    /// The most bytes of an expression ``excerpt(_:)`` keeps.
    static let maximumExcerptBytes = 60

    /// The value of a C string literal's bytes, from its opening quote to its closing one (or
    /// to where an unclosed one stops): `\n`, `\t`, `\r`, `\\`, `\"`, `\'`, `\?`, `\a`, `\b`,
    /// `\f`, `\v`, octal (`\101`), hexadecimal (`\x41`) and Unicode (`\u00E9`, `\U0001F600`)
    /// escapes replaced; an escape the compiler would refuse, or a byte sequence that is not
    /// UTF-8, is kept as read (invalid bytes as U+FFFD).
    static func stringValue(_ literal: ArraySlice<UInt8>) -> String {
        var body = literal.dropFirst()
        if body.last == UInt8(ascii: "\""), !isEscaped(body, before: body.endIndex - 1) {
            body = body.dropLast()
        }
        guard body.contains(UInt8(ascii: "\\")) else {
            return String(decoding: body, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count)
        var i = body.startIndex
        while i < body.endIndex {
            let byte = body[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < body.endIndex else {
                bytes.append(byte)
                continue
            }
            let escape = body[i]
            i += 1
            switch escape {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "a"): bytes.append(0x07)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "\n"): break
            case UInt8(ascii: "\r"):
                if i < body.endIndex, body[i] == UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < body.endIndex,
                    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(body[i])
                {
                    value = value * 8 + UInt32(body[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                // \x takes every hexadecimal digit that follows (at most two make a byte);
                // \u four, \U eight, naming a Unicode scalar.
                let most = escape == UInt8(ascii: "x") ? 8 : escape == UInt8(ascii: "u") ? 4 : 8
                let start = i
                var value: UInt32 = 0
                while i < body.endIndex, i - start < most,
                    let digit = TextDecoding.hexValue(body[i])
                {
                    value = value &* 16 &+ UInt32(digit)
                    i += 1
                }
                if escape == UInt8(ascii: "x"), i > start, value <= 0xFF {
                    bytes.append(UInt8(value))
                } else if escape != UInt8(ascii: "x"), i - start == most,
                    let scalar = Unicode.Scalar(value)
                {
                    bytes += Array(String(Character(scalar)).utf8)
                } else {
                    bytes += body[(start - 2)..<i]
                }
            default:
                // \\, \", \', \? and any other: the byte itself.
                bytes.append(escape)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An expression as a message shows it: its text with each run of white space (line
    /// breaks included) one space, at most ``maximumExcerptBytes`` UTF-8 bytes (cut at a
    /// character, then `…`; a byte that is not UTF-8 counts as the U+FFFD shown for it).
    static func excerpt(_ bytes: ArraySlice<UInt8>) -> String {
        var kept: [UInt8] = []
        var lastWasSpace = false
        for byte in bytes {
            let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
            if isSpace {
                if !lastWasSpace { kept.append(0x20) }
            } else {
                kept.append(byte)
            }
            lastWasSpace = isSpace
            if kept.count > maximumExcerptBytes { break }
        }
        let text = String(decoding: kept, as: UTF8.self)
        guard text.utf8.count > maximumExcerptBytes || kept.count > maximumExcerptBytes else {
            return text
        }
        var shown = ""
        for character in text {
            guard shown.utf8.count + character.utf8.count <= maximumExcerptBytes else { break }
            shown.append(character)
        }
        return shown + "…"
    }

    /// Whether the byte before `index` starts an escape (an odd run of backslashes).
    private static func isEscaped(_ bytes: ArraySlice<UInt8>, before index: Int) -> Bool {
        var count = 0
        var j = index - 1
        while j >= bytes.startIndex, bytes[j] == UInt8(ascii: "\\") {
            count += 1
            j -= 1
        }
        return count % 2 == 1
    }

}
