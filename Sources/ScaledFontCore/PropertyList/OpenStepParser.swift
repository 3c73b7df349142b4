/// Parses UTF-8 text in the OpenStep ("old-style ASCII") property list syntax, the syntax of
/// an Xcode project's `project.pbxproj`, into property-list nodes, in one forward pass.
///
/// The syntax: `{ key = value; ... }` dictionaries, `( a, b, )` arrays (a comma after the last
/// element allowed), `<0fbd 7a>` data, and strings, quoted (`"..."`, with the escapes `\"`,
/// `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\U00e9` of one to four hex digits and
/// octal `\012` of one to three digits; any other escaped character stands for itself) or
/// unquoted (a run of `A-Z a-z 0-9 _ $ + / : . -`). `/* ... */` and `// ...` comments may sit
/// between any two tokens; Xcode's `// !$*UTF8*$!` header is one. Every scalar is a string
/// (`objectVersion = 70` holds the string `70`), as Apple's reader gives them.
///
/// Dictionaries keep their entries in file order, a key written twice kept twice. Arrays and
/// dictionaries are kept on an explicit stack, so time and memory are proportional to the text
/// at any nesting; nesting deeper than ``PropertyListReader/maximumDepth`` is refused.
package struct OpenStepParser {
    private typealias Failure = PropertyListReader.Failure

    private let text: [UInt8]
    private var i = 0
    private var lines: LineCounter

    package init(_ text: [UInt8]) {
        self.text = text
        lines = LineCounter(text)
    }

    /// A dictionary or array whose closing bracket has not been read yet.
    private struct Container {
        var isDictionary: Bool
        var line: Int
        var entries: [PropertyListEntry] = []
        var elements: [PropertyListNode] = []
        /// The key read last in a dictionary, waiting for its value.
        var key: (text: String, line: Int)?

        var node: PropertyListNode {
            PropertyListNode(isDictionary ? .dictionary(entries) : .array(elements), line: line)
        }
    }

    /// Parses the whole text: exactly one value, with white space and comments around it.
    package mutating func parse() throws(PropertyListReader.Failure) -> PropertyListNode {
        var containers: [Container] = []
        while true {
            try skipWhiteSpaceAndComments()
            guard i < text.count else {
                throw failure(
                    containers.isEmpty
                        ? "no value (the text is empty)"
                        : "unexpected end of text: the \(Self.kind(containers[containers.count - 1])) "
                            + "of line \(containers[containers.count - 1].line) is not closed")
            }
            let line = lines.line(at: i)
            var completed: PropertyListNode?
            switch text[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                guard containers.count < PropertyListReader.maximumDepth else {
                    throw failure(
                        "too many nested arrays and dictionaries (more than "
                            + "\(PropertyListReader.maximumDepth) levels)", line)
                }
                let isDictionary = text[i] == UInt8(ascii: "{")
                i += 1
                var container = Container(isDictionary: isDictionary, line: line)
                if try isDictionary ? key(into: &container) : closesArray() {
                    completed = container.node
                } else {
                    containers.append(container)
                    continue
                }
            case UInt8(ascii: "\""):
                completed = PropertyListNode(.string(try quotedString()), line: line)
            case UInt8(ascii: "<"):
                completed = PropertyListNode(.data(try data()), line: line)
            default:
                completed = PropertyListNode(.string(try unquotedString()), line: line)
            }
            while let node = completed {
                completed = nil
                guard !containers.isEmpty else {
                    try skipWhiteSpaceAndComments()
                    guard i >= text.count else {
                        throw failure(
                            "text after the property list: \(PropertyListReader.quoted(text[i...]))"
                        )
                    }
                    return node
                }
                let top = containers.count - 1
                try skipWhiteSpaceAndComments()
                if containers[top].isDictionary {
                    let pending = containers[top].key!
                    containers[top].entries.append(
                        PropertyListEntry(key: pending.text, keyLine: pending.line, value: node))
                    containers[top].key = nil
                    guard i < text.count, text[i] == UInt8(ascii: ";") else {
                        throw failure(
                            "expected ';' after the value of "
                                + "\(PropertyListReader.quoted(pending.text.utf8))"
                                + (i < text.count
                                    ? ", not \(PropertyListReader.quoted(text[i...], limit: 8))"
                                    : ""))
                    }
                    i += 1
                    if try key(into: &containers[top]) {
                        completed = containers.removeLast().node
                    }
                } else {
                    containers[top].elements.append(node)
                    guard i < text.count else { continue }
                    if text[i] == UInt8(ascii: ",") {
                        i += 1
                        if try closesArray() { completed = containers.removeLast().node }
                    } else if text[i] == UInt8(ascii: ")") {
                        i += 1
                        completed = containers.removeLast().node
                    } else {
                        throw failure(
                            "expected ',' or ')' in the array of line \(containers[top].line), not "
                                + PropertyListReader.quoted(text[i...], limit: 8))
                    }
                }
            }
        }
    }

    /// Reads `key =` into the dictionary being read, or its closing `}`: `true` when closed.
    private mutating func key(
        into container: inout Container
    ) throws(PropertyListReader.Failure)
        -> Bool
    {
        try skipWhiteSpaceAndComments()
        guard i < text.count else {
            throw failure(
                "unexpected end of text: the dictionary of line \(container.line) is not closed")
        }
        if text[i] == UInt8(ascii: "}") {
            i += 1
            return true
        }
        let line = lines.line(at: i)
        let key = text[i] == UInt8(ascii: "\"") ? try quotedString() : try unquotedString()
        try skipWhiteSpaceAndComments()
        guard i < text.count, text[i] == UInt8(ascii: "=") else {
            throw failure("expected '=' after the key \(PropertyListReader.quoted(key.utf8))")
        }
        i += 1
        container.key = (key, line)
        return false
    }

    /// Whether the next token closes an array (then read), after an opening `(` or a `,`.
    private mutating func closesArray() throws(PropertyListReader.Failure) -> Bool {
        try skipWhiteSpaceAndComments()
        guard i < text.count, text[i] == UInt8(ascii: ")") else { return false }
        i += 1
        return true
    }

    /// Whether `byte` may be part of an unquoted string.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
            UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The unquoted string at `i`.
    private mutating func unquotedString() throws(PropertyListReader.Failure) -> String {
        let start = i
        while i < text.count, Self.isUnquoted(text[i]) { i += 1 }
        guard i > start else {
            throw failure(
                "unexpected character \(PropertyListReader.quoted(text[i...], limit: 8))")
        }
        return String(decoding: text[start..<i], as: UTF8.self)
    }

    /// The quoted string starting at the quote at `i`, its escapes resolved.
    private mutating func quotedString() throws(PropertyListReader.Failure) -> String {
        let startLine = lines.line(at: i)
        i += 1
        var bytes: [UInt8] = []
        while i < text.count {
            switch text[i] {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: bytes, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &bytes)
            default:
                bytes.append(text[i])
                i += 1
            }
        }
        throw failure("unexpected end of text inside the string of line \(startLine)")
    }

    /// Resolves the escape at `i` (a backslash).
    private mutating func escape(into bytes: inout [UInt8]) throws(PropertyListReader.Failure) {
        guard i + 1 < text.count else { throw failure("unexpected end of text in an escape") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            UInt8(ascii: "v"): 0x0B,
        ]
        let letter = text[i + 1]
        i += 2
        if let replacement = simple[letter] {
            bytes.append(replacement)
            return
        }
        var value: UInt32
        switch letter {
        case UInt8(ascii: "U"):
            value = 0
            var count = 0
            while count < 4, i < text.count, let digit = TextDecoding.hexValue(text[i]) {
                value = value << 4 | UInt32(digit)
                i += 1
                count += 1
            }
            guard count > 0 else { throw failure("\\U is not followed by hex digits") }
            if (0xD800..<0xDC00).contains(value), i + 5 < text.count,
                text[i] == UInt8(ascii: "\\"), text[i + 1] == UInt8(ascii: "U")
            {
                var low: UInt32 = 0
                for k in 2..<6 {
                    guard let digit = TextDecoding.hexValue(text[i + k]) else { break }
                    low = low << 4 | UInt32(digit)
                }
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                    i += 6
                }
            }
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            value = UInt32(letter - UInt8(ascii: "0"))
            var count = 1
            while count < 3, i < text.count,
                (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[i])
            {
                value = value << 3 | UInt32(text[i] - UInt8(ascii: "0"))
                i += 1
                count += 1
            }
        default:
            // Any other escaped byte stands for itself (`\"`, `\\`, `\'`), as in Apple's reader.
            bytes.append(letter)
            return
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure("\\U\(String(value, radix: 16)) is half of a surrogate pair, alone")
        }
        bytes += Array(String(Character(scalar)).utf8)
    }

    /// The data starting at the `<` at `i`: pairs of hex digits, white space between them.
    private mutating func data() throws(PropertyListReader.Failure) -> [UInt8] {
        let startLine = lines.line(at: i)
        i += 1
        var bytes: [UInt8] = []
        var high: UInt8?
        while i < text.count {
            let byte = text[i]
            i += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else {
                    throw failure("the data of line \(startLine) has an odd number of hex digits")
                }
                return bytes
            }
            if TextDecoding.isWhiteSpace(byte) { continue }
            guard let digit = TextDecoding.hexValue(byte) else {
                i -= 1
                throw failure(
                    "\(PropertyListReader.quoted(text[i...], limit: 8)) in the data of line "
                        + "\(startLine) is not a hex digit")
            }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw failure("unexpected end of text inside the data of line \(startLine)")
    }

    /// Skips white space, `/* ... */` and `// ...` comments.
    private mutating func skipWhiteSpaceAndComments() throws(PropertyListReader.Failure) {
        while i < text.count {
            let byte = text[i]
            if TextDecoding.isWhiteSpace(byte) {
                i += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), i + 1 < text.count else { return }
            if text[i + 1] == UInt8(ascii: "/") {
                i += 2
                while i < text.count, text[i] != 0x0A, text[i] != 0x0D { i += 1 }
            } else if text[i + 1] == UInt8(ascii: "*") {
                let startLine = lines.line(at: i)
                i += 2
                while true {
                    guard i + 1 < text.count else {
                        i = text.count
                        throw failure("the comment of line \(startLine) is not closed")
                    }
                    if text[i] == UInt8(ascii: "*"), text[i + 1] == UInt8(ascii: "/") {
                        i += 2
                        break
                    }
                    i += 1
                }
            } else {
                return
            }
        }
    }

    private static func kind(_ container: Container) -> String {
        container.isDictionary ? "dictionary" : "array"
    }

    private mutating func failure(_ problem: String, _ line: Int? = nil) -> Failure {
        Failure(line: line ?? lines.line(at: i), problem)
    }
}
