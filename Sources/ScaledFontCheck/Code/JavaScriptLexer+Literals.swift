internal import ScaledFontCore

extension JavaScriptLexer {
    /// The value of a string literal or a template without substitutions, from its opening
    /// quote or backtick to its closing one (or to where an unclosed one stops), with the
    /// ECMAScript escapes replaced: `\n`, `\t`, `\r`, `\b`, `\f`, `\v`, `\0`, `\xHH`,
    /// `\uHHHH`, `\u{H...}`, a backslash before a line break (which continues the literal and
    /// adds nothing), and a backslash before any other character (that character). An escape
    /// naming no scalar, or bytes that are not UTF-8, give U+FFFD.
    static func stringValue(_ literal: ArraySlice<UInt8>) -> String {
        guard let quote = literal.first else { return "" }
        var body = literal.dropFirst()
        if body.last == quote, body.count > 0 { body = body.dropLast() }
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
            let escaped = body[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "0"): bytes.append(0)
            case UInt8(ascii: "\r"):
                if i < body.endIndex, body[i] == UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "\n"):
                break
            case UInt8(ascii: "x"):
                let digits = hexDigits(body, from: i, count: 2)
                i += digits.length
                appendScalar(digits.length == 2 ? digits.value : nil, to: &bytes)
            case UInt8(ascii: "u") where i < body.endIndex && body[i] == UInt8(ascii: "{"):
                var end = i + 1
                while end < body.endIndex, body[end] != UInt8(ascii: "}"), end - i <= 8 {
                    end += 1
                }
                let digits = hexDigits(body, from: i + 1, count: end - i - 1)
                let closed = end < body.endIndex && digits.length == end - i - 1 && end > i + 1
                i = closed ? end + 1 : i + 1 + digits.length
                appendScalar(closed ? digits.value : nil, to: &bytes)
            case UInt8(ascii: "u"):
                let digits = hexDigits(body, from: i, count: 4)
                i += digits.length
                appendScalar(digits.length == 4 ? digits.value : nil, to: &bytes)
            default:
                bytes.append(escaped)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Up to `count` hexadecimal digits from `start`: their value and how many there were.
    private static func hexDigits(
        _ body: ArraySlice<UInt8>, from start: Int, count: Int
    ) -> (
        value: UInt32, length: Int
    ) {
        var value: UInt32 = 0
        var length = 0
        while length < count, start + length < body.endIndex,
            let digit = TextDecoding.hexValue(body[start + length])
        {
            value = value &* 16 &+ UInt32(digit)
            length += 1
        }
        return (value, length)
    }

    /// Appends a scalar's UTF-8 bytes, or U+FFFD for a value that is none (a lone surrogate,
    /// beyond U+10FFFF, a malformed escape).
    private static func appendScalar(_ value: UInt32?, to bytes: inout [UInt8]) {
        let scalar = value.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        bytes.append(contentsOf: String(scalar).utf8)
    }
}
