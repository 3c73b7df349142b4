/// Parses the UTF-8 text of an XML property list into nodes, in one forward pass.
///
/// Arrays and dictionaries are kept on an explicit stack, not the call stack, so time and
/// memory are proportional to the text at any nesting; nesting deeper than
/// ``PropertyListReader/maximumDepth`` is refused. The root element is `<plist>` holding one
/// value, or a value element alone, as Apple's reader accepts.
package struct XMLPropertyListParser {
    private typealias Failure = PropertyListReader.Failure

    private let text: [UInt8]
    private let encoding: TextDecoding.Encoding
    private var i = 0
    private var lines: LineCounter

    package init(_ decoded: TextDecoding.Decoded) {
        text = decoded.text
        encoding = decoded.encoding
        lines = LineCounter(decoded.text)
    }

    /// One start, end or empty-element tag.
    private struct Tag {
        package enum Kind { case start, end, empty }

        package var name: String
        package var kind: Kind
        package var line: Int
    }

    /// An array or dictionary whose end tag has not been read yet.
    private struct Container {
        package var isDictionary: Bool
        package var line: Int
        package var entries: [PropertyListEntry] = []
        package var elements: [PropertyListNode] = []
        /// The key read last in a dictionary, waiting for its value.
        package var key: (text: String, line: Int)?

        package var name: String { isDictionary ? "<dict>" : "<array>" }
    }

    /// Parses the whole text.
    package mutating func parse() throws(PropertyListReader.Failure) -> PropertyListNode {
        try parse(streamingRoot: false) { _ throws(Failure) in }
    }

    /// Parses the whole text as ``parse()`` does, but, when the root is a dictionary, hands
    /// each of its entries to `body` as soon as the entry is read and keeps it out of the
    /// tree: the root is returned empty. A strings dictionary is read so, one key at a time,
    /// in memory proportional to its largest key, not to the file.
    package mutating func parse(
        streamingRoot body: (PropertyListEntry) throws(PropertyListReader.Failure) -> Void
    ) throws(PropertyListReader.Failure) -> PropertyListNode {
        try parse(streamingRoot: true, body)
    }

    private mutating func parse(
        streamingRoot streams: Bool,
        _ body: (PropertyListEntry) throws(PropertyListReader.Failure) -> Void
    ) throws(PropertyListReader.Failure) -> PropertyListNode {
        try prologue()
        guard i < text.count else { throw failure("no root element (the file is empty)") }
        var tag = try readTag()
        let wrapped = tag.name == "plist" && tag.kind != .end
        if wrapped {
            guard tag.kind == .start else { throw failure("<plist/> holds no value", tag.line) }
            try skipMiscellany()
            guard i < text.count else { throw failure("unexpected EOF inside <plist>") }
            tag = try readTag()
        }
        let root = try value(startingWith: tag, streamingRoot: streams, body)
        if wrapped {
            try skipMiscellany()
            guard i < text.count else { throw failure("unexpected EOF: <plist> is not closed") }
            let end = try readTag()
            guard end.kind == .end, end.name == "plist" else {
                throw failure("<plist> holds more than one value", end.line)
            }
        }
        try skipMiscellany()
        guard i >= text.count else { throw failure("text after the root element") }
        return root
    }

    // MARK: Values

    /// The value that starts with `first`, reading its contents up to its end tag.
    private mutating func value(
        startingWith first: Tag, streamingRoot streams: Bool,
        _ body: (PropertyListEntry) throws(PropertyListReader.Failure) -> Void
    ) throws(PropertyListReader.Failure)
        -> PropertyListNode
    {
        var containers: [Container] = []
        var tag = first
        while true {
            if let container = containers.last, container.isDictionary, container.key == nil,
                !(tag.kind == .end || tag.name == "key")
            {
                throw failure("a value in a dictionary without a <key> before it", tag.line)
            }
            var completed: PropertyListNode?
            switch (tag.name, tag.kind) {
            case ("dict", .start), ("array", .start):
                guard containers.count < PropertyListReader.maximumDepth else {
                    throw failure(
                        "too many nested arrays and dictionaries (more than "
                            + "\(PropertyListReader.maximumDepth) levels)", tag.line)
                }
                containers.append(Container(isDictionary: tag.name == "dict", line: tag.line))
            case ("dict", .empty): completed = PropertyListNode(.dictionary([]), line: tag.line)
            case ("array", .empty): completed = PropertyListNode(.array([]), line: tag.line)
            case ("dict", .end), ("array", .end):
                guard let container = containers.popLast() else {
                    throw failure("</\(tag.name)> closes nothing", tag.line)
                }
                guard container.name == "<\(tag.name)>" else {
                    throw failure(
                        "</\(tag.name)> closes the \(container.name) of line \(container.line)",
                        tag.line)
                }
                if let key = container.key {
                    throw failure(
                        "the key \(PropertyListReader.quoted(key.text.utf8)) has no value",
                        key.line)
                }
                completed =
                    container.isDictionary
                    ? PropertyListNode(.dictionary(container.entries), line: container.line)
                    : PropertyListNode(.array(container.elements), line: container.line)
            case ("key", _):
                guard let container = containers.last, container.isDictionary else {
                    throw failure("<key> outside a dictionary", tag.line)
                }
                guard container.key == nil else {
                    throw failure("two keys in a row: the first has no value", tag.line)
                }
                let key = try content(of: tag)
                containers[containers.count - 1].key = (key, tag.line)
            case (_, .end):
                let open = containers.last.map { " (inside the \($0.name) of line \($0.line))" }
                throw failure("unexpected </\(tag.name)>" + (open ?? ""), tag.line)
            default:
                completed = try scalar(tag)
            }
            while let node = completed {
                completed = nil
                guard !containers.isEmpty else { return node }
                let top = containers.count - 1
                if let key = containers[top].key {
                    let entry = PropertyListEntry(key: key.text, keyLine: key.line, value: node)
                    if streams, top == 0 {
                        try body(entry)
                    } else {
                        containers[top].entries.append(entry)
                    }
                    containers[top].key = nil
                } else {
                    containers[top].elements.append(node)
                }
            }
            try skipMiscellany()
            guard i < text.count else {
                let open = containers.last!
                throw failure("unexpected EOF: the \(open.name) of line \(open.line) is not closed")
            }
            tag = try readTag()
        }
    }

    /// A string, number, boolean, date or data element.
    private mutating func scalar(_ tag: Tag) throws(PropertyListReader.Failure) -> PropertyListNode
    {
        let node = { (value: PropertyListValue) in PropertyListNode(value, line: tag.line) }
        switch tag.name {
        case "true", "false":
            if tag.kind == .start {
                guard try content(of: tag).isEmpty else {
                    throw failure("<\(tag.name)> must be empty", tag.line)
                }
            }
            return node(.boolean(tag.name == "true"))
        case "string":
            return node(.string(try content(of: tag)))
        case "integer":
            let raw = try content(of: tag)
            guard let value = Self.integer(raw) else {
                throw failure(
                    Self.isIntegerSyntax(raw)
                        ? "integer overflow: \(PropertyListReader.quoted(raw.utf8)) does not fit "
                            + "in 64 bits"
                        : "misformatted integer \(PropertyListReader.quoted(raw.utf8))",
                    tag.line)
            }
            return node(.integer(value))
        case "real":
            let raw = try content(of: tag)
            let trimmed = Self.trimmed(raw)
            guard !trimmed.isEmpty, let value = Double(trimmed) else {
                throw failure("misformatted real \(PropertyListReader.quoted(raw.utf8))", tag.line)
            }
            return node(.real(value))
        case "date":
            let raw = try content(of: tag)
            guard let seconds = Self.date(Self.trimmed(raw)) else {
                throw failure(
                    "misformatted date \(PropertyListReader.quoted(raw.utf8)) (expected "
                        + "YYYY-MM-DDTHH:MM:SSZ)", tag.line)
            }
            return node(.date(seconds))
        case "data":
            let raw = try content(of: tag)
            guard let bytes = Base64.decode(raw.utf8) else {
                throw failure("<data> is not valid base64", tag.line)
            }
            return node(.data(bytes))
        case "plist":
            throw failure("<plist> inside a value", tag.line)
        default:
            throw failure(
                "unknown tag <\(PropertyListReader.quoted(tag.name.utf8, limit: 32).dropFirst().dropLast())>",
                tag.line)
        }
    }

    /// The text of an element whose start tag was just read, up to its end tag: references
    /// replaced, CDATA sections kept, comments dropped; empty for an empty-element tag.
    private mutating func content(of tag: Tag) throws(PropertyListReader.Failure) -> String {
        guard tag.kind == .start else { return "" }
        // Runs of plain text are copied whole when they end; a text that is one run, as
        // nearly every text is, is made from the file's bytes with no copy on the way.
        var bytes: [UInt8] = []
        var runStart = i
        while i < text.count {
            let byte = text[i]
            if byte != UInt8(ascii: "&"), byte != UInt8(ascii: "<") {
                i += 1
                continue
            }
            let runEnd = i
            if byte == UInt8(ascii: "&") {
                bytes += text[runStart..<runEnd]
                try reference(into: &bytes)
            } else if starts(with: "<![CDATA[") {
                bytes += text[runStart..<runEnd]
                let start = i + 9
                guard let end = find("]]>", from: start) else {
                    throw failure("unexpected EOF inside a CDATA section")
                }
                bytes += text[start..<end]
                i = end + 3
            } else if starts(with: "<!--") {
                bytes += text[runStart..<runEnd]
                try skip(past: "-->", from: i + 4, what: "a comment")
            } else {
                let inner = try readTag()
                guard inner.kind == .end, inner.name == tag.name else {
                    throw failure(
                        "<\(inner.kind == .end ? "/" : "")\(inner.name)> inside <\(tag.name)>",
                        inner.line)
                }
                if bytes.isEmpty { return String(decoding: text[runStart..<runEnd], as: UTF8.self) }
                bytes += text[runStart..<runEnd]
                return String(decoding: bytes, as: UTF8.self)
            }
            runStart = i
        }
        throw failure("unexpected EOF inside the <\(tag.name)> of line \(tag.line)")
    }

    /// Replaces the entity or character reference at `i` (`&amp;`, `&#111;`, `&#x6F;`).
    private mutating func reference(into bytes: inout [UInt8]) throws(PropertyListReader.Failure) {
        let start = i + 1
        let limit = Swift.min(text.count, start + 12)
        guard let semicolon = text[start..<limit].firstIndex(of: UInt8(ascii: ";")) else {
            throw failure("'&' that starts no reference (write &amp;)")
        }
        let name = String(decoding: text[start..<semicolon], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                throw failure(
                    "unknown entity &\(PropertyListReader.quoted(name.utf8).dropFirst().dropLast());"
                        + " (only the five XML entities are defined)")
            }
        }
        guard let scalar else {
            throw failure("&\(name); is not a Unicode character")
        }
        bytes += Array(String(Character(scalar)).utf8)
        i = semicolon + 1
    }

    // MARK: Markup

    /// Reads the tag at `i` (a `<`), leaving `i` after its `>`.
    private mutating func readTag() throws(PropertyListReader.Failure) -> Tag {
        let line = lines.line(at: i)
        guard text[i] == UInt8(ascii: "<") else {
            throw failure(
                "text \(PropertyListReader.quoted(text[i...], limit: 16)) outside an element")
        }
        i += 1
        let closing = i < text.count && text[i] == UInt8(ascii: "/")
        if closing { i += 1 }
        let nameStart = i
        while i < text.count, Self.isNameByte(text[i]) { i += 1 }
        guard i > nameStart else {
            guard i < text.count else { throw failure("unexpected EOF inside a tag", line) }
            throw failure(
                "'<' not followed by an element name: "
                    + PropertyListReader.quoted(text[(nameStart - 1)...]), line)
        }
        let name = String(decoding: text[nameStart..<i], as: UTF8.self)
        while true {
            skipWhiteSpace()
            guard i < text.count else { throw failure("unexpected EOF inside the tag <\(name)>") }
            if text[i] == UInt8(ascii: ">") {
                i += 1
                return Tag(name: name, kind: closing ? .end : .start, line: line)
            }
            if !closing, starts(with: "/>") {
                i += 2
                return Tag(name: name, kind: .empty, line: line)
            }
            guard !closing else { throw failure("malformed end tag </\(name)>", line) }
            try attribute(of: name)
        }
    }

    /// Skips one `name="value"` attribute.
    private mutating func attribute(of element: String) throws(PropertyListReader.Failure) {
        let start = i
        while i < text.count, Self.isNameByte(text[i]) { i += 1 }
        skipWhiteSpace()
        guard i > start, i < text.count, text[i] == UInt8(ascii: "=") else {
            throw failure("malformed attribute in <\(element)>")
        }
        i += 1
        skipWhiteSpace()
        guard i < text.count, text[i] == UInt8(ascii: "\"") || text[i] == UInt8(ascii: "'"),
            let close = text[(i + 1)...].firstIndex(of: text[i])
        else {
            throw failure("an attribute of <\(element)> has no quoted value")
        }
        i = close + 1
    }

    /// Skips the XML declaration, comments, processing instructions, white space and a
    /// DOCTYPE before the root element, refusing a DTD with an internal subset and any
    /// encoding other than UTF-8 and UTF-16.
    private mutating func prologue() throws(PropertyListReader.Failure) {
        if starts(with: "<?xml"), i + 5 < text.count,
            TextDecoding.isWhiteSpace(text[i + 5]) || text[i + 5] == UInt8(ascii: "?")
        {
            guard let end = find("?>", from: i) else {
                throw failure("unexpected EOF inside the XML declaration")
            }
            try checkEncoding(declaration: text[i..<end])
            i = end + 2
        }
        try skipMiscellany()
        guard starts(with: "<!DOCTYPE") else { return }
        let line = lines.line(at: i)
        i += 9
        while i < text.count {
            switch text[i] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = text[(i + 1)...].firstIndex(of: text[i]) else {
                    throw failure("unexpected EOF inside the DOCTYPE", line)
                }
                i = close + 1
            case UInt8(ascii: "["):
                throw failure(
                    "the DOCTYPE has an internal DTD subset (entity or element declarations), "
                        + "which is not read: remove it", line)
            case UInt8(ascii: ">"):
                i += 1
                try skipMiscellany()
                return
            default:
                i += 1
            }
        }
        throw failure("unexpected EOF inside the DOCTYPE", line)
    }

    /// Refuses an `encoding="…"` other than UTF-8 (or ASCII, a subset) and UTF-16, and UTF-16
    /// declared in a file without a byte order mark.
    private mutating func checkEncoding(
        declaration: ArraySlice<UInt8>
    )
        throws(PropertyListReader.Failure)
    {
        let declared = String(decoding: declaration, as: UTF8.self)
        guard let range = declared.firstRange(of: "encoding") else { return }
        let rest = declared[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let name = rest.dropFirst().prefix { $0 != quote }
        switch name.uppercased() {
        case "UTF-8", "UTF8", "US-ASCII", "ASCII":
            return
        case "UTF-16", "UTF-16LE", "UTF-16BE":
            guard encoding == .utf16 else {
                throw failure(
                    "the XML declaration says UTF-16 but the file has no UTF-16 byte order mark")
            }
        default:
            throw failure(
                "encoding \(PropertyListReader.quoted(name.utf8)) is not supported: save the "
                    + "file as UTF-8")
        }
    }

    /// Skips white space, comments and processing instructions.
    private mutating func skipMiscellany() throws(PropertyListReader.Failure) {
        while true {
            skipWhiteSpace()
            if starts(with: "<!--") {
                try skip(past: "-->", from: i + 4, what: "a comment")
            } else if starts(with: "<?") {
                try skip(past: "?>", from: i + 2, what: "a processing instruction")
            } else {
                return
            }
        }
    }

    private mutating func skipWhiteSpace() {
        while i < text.count, TextDecoding.isWhiteSpace(text[i]) { i += 1 }
    }

    private mutating func skip(
        past terminator: String, from start: Int, what: String
    )
        throws(PropertyListReader.Failure)
    {
        guard let end = find(terminator, from: start) else {
            throw failure("unexpected EOF inside \(what)")
        }
        i = end + terminator.utf8.count
    }

    private func starts(with prefix: String) -> Bool {
        // Byte by byte: the generic comparison of a slice with a string's bytes, called at
        // every tag, is a generic call per byte (hostile-timing's 1 MiB XML rows measure
        // reading a large file).
        var j = i
        for byte in prefix.utf8 {
            guard j < text.count, text[j] == byte else { return false }
            j += 1
        }
        return true
    }

    /// Where `needle` (a few ASCII bytes) first occurs at or after `start`.
    private func find(_ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var position = start
        while position + pattern.count <= text.count,
            let first = text[position...].firstIndex(of: pattern[0])
        {
            if text[first...].starts(with: pattern) { return first }
            position = first + 1
        }
        return nil
    }

    /// A failure at `line`, or at the current position.
    private mutating func failure(_ problem: String, _ line: Int? = nil) -> Failure {
        Failure(line: line ?? lines.line(at: i), problem)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
            true
        default: false
        }
    }

    // MARK: Scalar syntax

    /// `text` without XML white space at either end.
    private static func trimmed(_ text: String) -> Substring {
        let isBlank = { (c: Character) in
            c.unicodeScalars.allSatisfy { $0.isASCII && TextDecoding.isWhiteSpace(UInt8($0.value)) }
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }),
            let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return text[first...last]
    }

    /// An `<integer>`: optional sign, then decimal digits or `0x` and hex digits.
    private static func integer(_ raw: String) -> Int64? {
        var text = trimmed(raw)
        let negative = text.first == "-"
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let radix = text.hasPrefix("0x") || text.hasPrefix("0X") ? 16 : 10
        if radix == 16 { text = text.dropFirst(2) }
        guard !text.isEmpty, let magnitude = UInt64(text, radix: radix) else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        }
        return Int64(exactly: magnitude)
    }

    /// Whether `raw` is an integer's syntax (so a refusal is an overflow, not a typo).
    private static func isIntegerSyntax(_ raw: String) -> Bool {
        var text = trimmed(raw)
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            text = text.dropFirst(2)
            return !text.isEmpty && text.allSatisfy(\.isHexDigit)
        }
        return !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Seconds since 2001-01-01T00:00:00Z of an ISO 8601 `YYYY-MM-DDTHH:MM:SSZ`.
    private static func date(_ text: Substring) -> Double? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16),
            let second = number(17..<19), (1...12).contains(month), (1...31).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let unixSeconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Double(unixSeconds - 978_307_200)
    }
}
