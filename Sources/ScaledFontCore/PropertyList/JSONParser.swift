/// Parses UTF-8 JSON text (RFC 8259) into property-list nodes, in one forward pass.
///
/// Objects become dictionaries (entries in file order, a key written twice kept twice),
/// integers that fit in 64 bits `.integer`, other numbers `.real`, `null` `.null`. Arrays and
/// objects are kept on an explicit stack, so time and memory are proportional to the text at
/// any nesting; nesting deeper than ``PropertyListReader/maximumDepth`` is refused.
package struct JSONParser {
    private typealias Failure = PropertyListReader.Failure

    private let text: [UInt8]
    private var i = 0
    private var lines: LineCounter

    package init(_ text: [UInt8]) {
        self.text = text
        lines = LineCounter(text)
    }

    /// An array or object whose closing bracket has not been read yet.
    private struct Container {
        package var isObject: Bool
        package var line: Int
        package var entries: [PropertyListEntry] = []
        package var elements: [PropertyListNode] = []
        /// The key read last in an object, waiting for its value.
        package var key: (text: String, line: Int)?
    }

    /// Parses the whole text: exactly one value, with white space around it.
    package mutating func parse() throws(PropertyListReader.Failure) -> PropertyListNode {
        try parse(streaming: nil) { _, _, _ throws(Failure) in }
    }

    /// Parses the whole text as ``parse()`` does, but hands each entry of the object that is
    /// the value of the root object's key `streamed` to `body` as soon as the entry is read,
    /// and keeps it out of the tree: that object is returned empty. A String Catalog is read
    /// so, one key at a time, in memory proportional to its largest key, not to the file.
    ///
    /// - Parameter body: called with the occurrence of `streamed` the entry belongs to (0 for
    ///   the first; a key written twice is read twice), the root's entries read so far, and
    ///   the entry.
    package mutating func parse(
        streaming streamed: String?,
        _ body: (
            _ occurrence: Int, _ root: [PropertyListEntry], _ entry: PropertyListEntry
        ) throws(PropertyListReader.Failure) -> Void
    ) throws(PropertyListReader.Failure) -> PropertyListNode {
        var containers: [Container] = []
        /// The root's entries named `streamed` read so far.
        var occurrences = 0
        /// The occurrence of `streamed` being read, while its object is the top container.
        func streamedOccurrence() -> Int? {
            guard let streamed, containers.count == 2, containers[0].isObject,
                containers[1].isObject, containers[0].key?.text == streamed
            else { return nil }
            return occurrences
        }
        while true {
            skipWhiteSpace()
            guard i < text.count else {
                throw failure(
                    containers.isEmpty ? "no value (the text is empty)" : "unexpected end of text")
            }
            let line = lines.line(at: i)
            var completed: PropertyListNode?
            switch text[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = text[i] == UInt8(ascii: "{")
                guard containers.count < PropertyListReader.maximumDepth else {
                    throw failure(
                        "too many nested arrays and objects (more than "
                            + "\(PropertyListReader.maximumDepth) levels)", line)
                }
                i += 1
                skipWhiteSpace()
                if i < text.count, text[i] == UInt8(ascii: isObject ? "}" : "]") {
                    i += 1
                    completed = PropertyListNode(
                        isObject ? .dictionary([]) : .array([]), line: line)
                    break
                }
                containers.append(Container(isObject: isObject, line: line))
                if isObject { try key(into: &containers[containers.count - 1]) }
                continue
            case UInt8(ascii: "\""):
                completed = PropertyListNode(.string(try string()), line: line)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                completed = PropertyListNode(try number(), line: line)
            default:
                completed = PropertyListNode(try literal(), line: line)
            }
            while let node = completed {
                completed = nil
                guard !containers.isEmpty else {
                    skipWhiteSpace()
                    guard i >= text.count else {
                        throw failure(
                            "text after the JSON value: \(PropertyListReader.quoted(text[i...]))")
                    }
                    return node
                }
                let top = containers.count - 1
                if let key = containers[top].key {
                    let entry = PropertyListEntry(key: key.text, keyLine: key.line, value: node)
                    if let occurrence = streamedOccurrence() {
                        try body(occurrence, containers[0].entries, entry)
                    } else {
                        if top == 0, key.text == streamed { occurrences += 1 }
                        containers[top].entries.append(entry)
                    }
                    containers[top].key = nil
                } else {
                    containers[top].elements.append(node)
                }
                skipWhiteSpace()
                let isObject = containers[top].isObject
                guard i < text.count else {
                    throw failure(
                        "unexpected end of text: the \(isObject ? "object" : "array") of line "
                            + "\(containers[top].line) is not closed")
                }
                switch text[i] {
                case UInt8(ascii: ","):
                    i += 1
                    if isObject { try key(into: &containers[top]) }
                case UInt8(ascii: isObject ? "}" : "]"):
                    i += 1
                    let container = containers.removeLast()
                    completed = PropertyListNode(
                        isObject ? .dictionary(container.entries) : .array(container.elements),
                        line: container.line)
                default:
                    throw failure(
                        "expected ',' or '\(isObject ? "}" : "]")', not "
                            + PropertyListReader.quoted(text[i...], limit: 8))
                }
            }
        }
    }

    /// Reads `"key" :` into the object being read.
    private mutating func key(into container: inout Container) throws(PropertyListReader.Failure) {
        skipWhiteSpace()
        guard i < text.count, text[i] == UInt8(ascii: "\"") else {
            throw failure("expected a key (a string in double quotes)")
        }
        let line = lines.line(at: i)
        let key = try string()
        skipWhiteSpace()
        guard i < text.count, text[i] == UInt8(ascii: ":") else {
            throw failure("expected ':' after the key \(PropertyListReader.quoted(key.utf8))")
        }
        i += 1
        container.key = (key, line)
    }

    /// The string starting at the quote at `i`, its escapes resolved.
    private mutating func string() throws(PropertyListReader.Failure) -> String {
        let startLine = lines.line(at: i)
        i += 1
        // A string without escapes, as nearly every string is, is made from the text itself,
        // with no copy of its bytes on the way.
        let start = i
        while i < text.count, text[i] != UInt8(ascii: "\""), text[i] != UInt8(ascii: "\\"),
            text[i] >= 0x20
        {
            i += 1
        }
        if i < text.count, text[i] == UInt8(ascii: "\"") {
            i += 1
            return String(decoding: text[start..<(i - 1)], as: UTF8.self)
        }
        var bytes = Array(text[start..<i])
        while i < text.count {
            let byte = text[i]
            switch byte {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: bytes, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &bytes)
            case 0..<0x20:
                throw failure(
                    "a control character (U+\(Self.hex(UInt32(byte)))) inside a string; write it as \\u escape"
                )
            default:
                bytes.append(byte)
                i += 1
            }
        }
        throw failure("unexpected end of text inside the string of line \(startLine)")
    }

    /// Resolves the escape at `i` (a backslash).
    private mutating func escape(into bytes: inout [UInt8]) throws(PropertyListReader.Failure) {
        guard i + 1 < text.count else { throw failure("unexpected end of text in an escape") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[text[i + 1]] {
            bytes.append(replacement)
            i += 2
            return
        }
        guard text[i + 1] == UInt8(ascii: "u") else {
            throw failure("invalid escape \(PropertyListReader.quoted(text[i..<(i + 2)]))")
        }
        var value = try hexUnit(at: i + 2)
        i += 6
        if (0xD800..<0xDC00).contains(value) {
            guard i + 1 < text.count, text[i] == UInt8(ascii: "\\"),
                text[i + 1] == UInt8(ascii: "u")
            else { throw failure("\\u\(Self.hex(value)) is half of a surrogate pair, alone") }
            let low = try hexUnit(at: i + 2)
            guard (0xDC00..<0xE000).contains(low) else {
                throw failure("\\u\(Self.hex(value)) is not followed by a low surrogate")
            }
            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            i += 6
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure("\\u\(Self.hex(value)) is half of a surrogate pair, alone")
        }
        bytes += Array(String(Character(scalar)).utf8)
    }

    /// The four hex digits at `start`.
    private mutating func hexUnit(at start: Int) throws(PropertyListReader.Failure) -> UInt32 {
        guard start + 4 <= text.count,
            let value = UInt32(
                String(decoding: text[start..<(start + 4)], as: UTF8.self), radix: 16),
            text[start..<(start + 4)].allSatisfy({
                $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-")
            })
        else { throw failure("\\u is not followed by four hex digits") }
        return value
    }

    /// The number at `i`, in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(PropertyListReader.Failure) -> PropertyListValue {
        let start = i
        func digits() -> Int {
            let first = i
            while i < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[i]) {
                i += 1
            }
            return i - first
        }
        if text[i] == UInt8(ascii: "-") { i += 1 }
        let leadingZero = i < text.count && text[i] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw numberFailure(start) }
        var isInteger = true
        if i < text.count, text[i] == UInt8(ascii: ".") {
            i += 1
            isInteger = false
            guard digits() > 0 else { throw numberFailure(start) }
        }
        if i < text.count, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            isInteger = false
            if i < text.count, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                i += 1
            }
            guard digits() > 0 else { throw numberFailure(start) }
        }
        let literal = String(decoding: text[start..<i], as: UTF8.self)
        if isInteger, let value = Int64(literal) { return .integer(value) }
        guard let value = Double(literal), value.isFinite else {
            throw failure(
                "the number \(PropertyListReader.quoted(literal.utf8)) is not representable")
        }
        return .real(value)
    }

    private mutating func numberFailure(_ start: Int) -> Failure {
        let end = Swift.min(text.count, Swift.max(i, start + 1))
        return failure("misformatted number \(PropertyListReader.quoted(text[start..<end]))")
    }

    /// `true`, `false` or `null` at `i`.
    private mutating func literal() throws(PropertyListReader.Failure) -> PropertyListValue {
        for (word, value) in [
            ("true", PropertyListValue.boolean(true)), ("false", .boolean(false)), ("null", .null),
        ]
        where text[i...].starts(with: word.utf8) {
            i += word.utf8.count
            return value
        }
        throw failure("unexpected character \(PropertyListReader.quoted(text[i...], limit: 8))")
    }

    private mutating func skipWhiteSpace() {
        while i < text.count, TextDecoding.isWhiteSpace(text[i]) { i += 1 }
    }

    private mutating func failure(_ problem: String, _ line: Int? = nil) -> Failure {
        Failure(line: line ?? lines.line(at: i), problem)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
