/// Parses the UTF-8 text of an XML property list into nodes, in one forward pass.
///
/// Arrays and dictionaries are kept on an explicit stack, not the call stack, so time and
/// memory are proportional to the text at any nesting; nesting deeper than
/// ``PropertyListReader/maximumDepth`` is refused. The root element is `<plist>` holding one
/// value, or a value element alone, as Apple's reader accepts.
package struct XMLPropertyListParser {
    private typealias Failure = PropertyListReader.Failure
    private typealias Tag = XMLTokenizer.Tag

    /// The markup reader, shared with the Interface Builder reader.
    private var xml: XMLTokenizer

    package init(_ decoded: TextDecoding.Decoded) {
        xml = XMLTokenizer(decoded)
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
        try xml.prologue()
        guard !xml.isAtEnd else { throw failure("no root element (the file is empty)") }
        var tag = try xml.readTag()
        let wrapped = tag.name == "plist" && tag.kind != .end
        if wrapped {
            guard tag.kind == .start else { throw failure("<plist/> holds no value", tag.line) }
            try xml.skipMiscellany()
            guard !xml.isAtEnd else { throw failure("unexpected EOF inside <plist>") }
            tag = try xml.readTag()
        }
        let root = try value(startingWith: tag, streamingRoot: streams, body)
        if wrapped {
            try xml.skipMiscellany()
            guard !xml.isAtEnd else { throw failure("unexpected EOF: <plist> is not closed") }
            let end = try xml.readTag()
            guard end.kind == .end, end.name == "plist" else {
                throw failure("<plist> holds more than one value", end.line)
            }
        }
        try xml.skipMiscellany()
        guard xml.isAtEnd else { throw failure("text after the root element") }
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
                let key = try xml.content(of: tag)
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
            try xml.skipMiscellany()
            guard !xml.isAtEnd else {
                let open = containers.last!
                throw failure("unexpected EOF: the \(open.name) of line \(open.line) is not closed")
            }
            tag = try xml.readTag()
        }
    }

    /// A string, number, boolean, date or data element.
    private mutating func scalar(_ tag: Tag) throws(PropertyListReader.Failure) -> PropertyListNode
    {
        let node = { (value: PropertyListValue) in PropertyListNode(value, line: tag.line) }
        switch tag.name {
        case "true", "false":
            if tag.kind == .start {
                guard try xml.content(of: tag).isEmpty else {
                    throw failure("<\(tag.name)> must be empty", tag.line)
                }
            }
            return node(.boolean(tag.name == "true"))
        case "string":
            return node(.string(try xml.content(of: tag)))
        case "integer":
            let raw = try xml.content(of: tag)
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
            let raw = try xml.content(of: tag)
            let trimmed = Self.trimmed(raw)
            guard !trimmed.isEmpty, let value = Double(trimmed) else {
                throw failure("misformatted real \(PropertyListReader.quoted(raw.utf8))", tag.line)
            }
            return node(.real(value))
        case "date":
            let raw = try xml.content(of: tag)
            guard let seconds = Self.date(Self.trimmed(raw)) else {
                throw failure(
                    "misformatted date \(PropertyListReader.quoted(raw.utf8)) (expected "
                        + "YYYY-MM-DDTHH:MM:SSZ)", tag.line)
            }
            return node(.date(seconds))
        case "data":
            let raw = try xml.content(of: tag)
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

    /// A failure at `line`, or at the current position.
    private mutating func failure(_ problem: String, _ line: Int? = nil) -> Failure {
        xml.failure(problem, line)
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
