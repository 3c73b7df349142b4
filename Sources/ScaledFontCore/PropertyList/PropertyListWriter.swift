/// Writes property lists (XML and binary `bplist00`) and JSON from plain values, without
/// Foundation.
///
/// The writer knows only what a style dictionary holds: dictionaries with string keys in a
/// given order, arrays, strings, integers, reals and booleans.
package enum PropertyListWriter {
    /// A value to write.
    package indirect enum Value {
        case dictionary([(key: String, value: Value)])
        case array([Value])
        case string(String)
        case integer(Int64)
        case real(Double)
        case boolean(Bool)
    }

    // MARK: Binary

    /// The value as a binary property list (`bplist00`): every object once, in the order met,
    /// references and offsets in the fewest bytes that hold them.
    package static func binary(_ root: Value) -> [UInt8] {
        var objects: [Value] = []
        var children: [[Int]] = []
        collect(root, into: &objects, children: &children)
        let referenceSize = byteCount(for: UInt64(objects.count))
        var body: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(body.count)
            append(object, children: children[index], referenceSize: referenceSize, to: &body)
        }
        let offsetTable = body.count
        let offsetSize = byteCount(for: UInt64(offsetTable))
        for offset in offsets { appendBigEndian(UInt64(offset), size: offsetSize, to: &body) }
        body += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        appendBigEndian(UInt64(objects.count), size: 8, to: &body)
        appendBigEndian(0, size: 8, to: &body)
        appendBigEndian(UInt64(offsetTable), size: 8, to: &body)
        return body
    }

    /// Numbers `value` and everything inside it (depth first), recording each container's
    /// children by object number.
    @discardableResult
    private static func collect(
        _ value: Value, into objects: inout [Value], children: inout [[Int]]
    ) -> Int {
        let index = objects.count
        objects.append(value)
        children.append([])
        var references: [Int] = []
        switch value {
        case .dictionary(let entries):
            references += entries.map {
                collect(.string($0.key), into: &objects, children: &children)
            }
            references += entries.map { collect($0.value, into: &objects, children: &children) }
        case .array(let elements):
            references = elements.map { collect($0, into: &objects, children: &children) }
        default: break
        }
        children[index] = references
        return index
    }

    private static func append(
        _ value: Value, children: [Int], referenceSize: Int, to body: inout [UInt8]
    ) {
        switch value {
        case .boolean(let flag):
            body.append(flag ? 0x09 : 0x08)
        case .integer(let number):
            body.append(0x13)
            appendBigEndian(UInt64(bitPattern: number), size: 8, to: &body)
        case .real(let number):
            body.append(0x23)
            appendBigEndian(number.bitPattern, size: 8, to: &body)
        case .string(let text) where text.utf8.allSatisfy { $0 < 0x80 }:
            appendMarker(0x50, count: text.utf8.count, to: &body)
            body += text.utf8
        case .string(let text):
            appendMarker(0x60, count: text.utf16.count, to: &body)
            for unit in text.utf16 { appendBigEndian(UInt64(unit), size: 2, to: &body) }
        case .array, .dictionary:
            let isDictionary = if case .dictionary = value { true } else { false }
            appendMarker(
                isDictionary ? 0xD0 : 0xA0,
                count: isDictionary ? children.count / 2 : children.count, to: &body)
            for child in children {
                appendBigEndian(UInt64(child), size: referenceSize, to: &body)
            }
        }
    }

    /// An object's type nibble with its count: in the low nibble below 15, else `0xF` and an
    /// integer object holding the count.
    private static func appendMarker(_ type: UInt8, count: Int, to body: inout [UInt8]) {
        guard count >= 15 else {
            body.append(type | UInt8(count))
            return
        }
        body.append(type | 0x0F)
        body.append(0x13)
        appendBigEndian(UInt64(count), size: 8, to: &body)
    }

    /// 1, 2, 4 or 8: the fewest bytes that hold `value`.
    private static func byteCount(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func appendBigEndian(_ value: UInt64, size: Int, to body: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            body.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    // MARK: XML

    /// The value as an XML property list in Xcode's layout (tab-indented), ending with a
    /// newline.
    package static func xml(_ root: Value) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#
                + #""http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
        ]
        appendXML(root, indent: "", to: &lines)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func appendXML(_ value: Value, indent: String, to lines: inout [String]) {
        switch value {
        case .dictionary(let entries):
            lines.append(indent + "<dict>")
            for entry in entries {
                lines.append(indent + "\t<key>\(xmlEscaped(entry.key))</key>")
                appendXML(entry.value, indent: indent + "\t", to: &lines)
            }
            lines.append(indent + "</dict>")
        case .array(let elements):
            lines.append(indent + "<array>")
            for element in elements { appendXML(element, indent: indent + "\t", to: &lines) }
            lines.append(indent + "</array>")
        case .string(let text): lines.append(indent + "<string>\(xmlEscaped(text))</string>")
        case .integer(let number): lines.append(indent + "<integer>\(number)</integer>")
        case .real(let number): lines.append(indent + "<real>\(number)</real>")
        case .boolean(let flag): lines.append(indent + (flag ? "<true/>" : "<false/>"))
        }
    }

    /// Text with `&`, `<` and `>` escaped for XML.
    private static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: JSON

    /// The value as JSON in the layout of Foundation's `JSONEncoder` with `.prettyPrinted`:
    /// two-space indents, `"key" : value`, slashes not escaped; dictionaries keep their order.
    package static func json(_ value: Value, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .dictionary(let entries) where !entries.isEmpty:
            let members = entries.map {
                inner + jsonQuoted($0.key) + ": " + json($0.value, indent: inner)
            }
            return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements) where !elements.isEmpty:
            let items = elements.map { inner + json($0, indent: inner) }
            return "[\n" + items.joined(separator: ",\n") + "\n" + indent + "]"
        case .dictionary: return "{}"
        case .array: return "[]"
        case .string(let text): return jsonQuoted(text)
        case .integer(let number): return String(number)
        case .real(let number):
            if let whole = Int64(exactly: number) { return String(whole) }
            return number.description
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }

    /// A JSON string literal: quote, backslash and control characters escaped (RFC 8259), and
    /// any scalar `alsoEscaping` picks written as `\u` escapes too.
    package static func jsonQuoted(
        _ text: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }
    ) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || alsoEscaping(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
