/// Reads the markup of UTF-8 XML text in one forward pass, for the readers built on it: the
/// XML property list parser and the Interface Builder reader.
///
/// It knows tags and their attributes, text with character references and the five
/// predefined entities (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`), CDATA sections,
/// comments, processing instructions and the prologue. It never reads a DTD: a DOCTYPE with
/// an internal subset (where entities are declared) is refused, an external one is skipped
/// unread, and a reference to any other entity is an error, so nothing is ever expanded.
/// Time is proportional to the text; nothing recurses. Nesting is the caller's to count.
package struct XMLTokenizer {
    package typealias Failure = PropertyListReader.Failure

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
    package struct Tag {
        package enum Kind { case start, end, empty }

        package var name: String
        package var kind: Kind
        /// The line of its `<`, from 1.
        package var line: Int
        /// The column of its `<`, from 1, in UTF-8 bytes.
        package var column: Int
        /// The attributes asked for with `readTag(keepingAttributesOf:)`, in written order.
        package var attributes: [Attribute] = []
    }

    /// An attribute as written: its name, and where its value stands (between the quotes,
    /// references not yet replaced: ``value(of:)`` replaces them).
    package struct Attribute {
        package var name: ArraySlice<UInt8>
        package var value: Range<Int>
    }

    /// Whether the whole text has been read.
    package var isAtEnd: Bool { i >= text.count }

    /// The value of the attribute named `name` among `tag`'s, its references replaced.
    package mutating func value(
        of name: String, in tag: Tag
    ) throws(PropertyListReader.Failure) -> String? {
        guard let attribute = tag.attributes.first(where: { $0.name.elementsEqual(name.utf8) })
        else { return nil }
        var bytes: [UInt8] = []
        var position = attribute.value.lowerBound
        var runStart = position
        while position < attribute.value.upperBound {
            guard text[position] == UInt8(ascii: "&") else {
                position += 1
                continue
            }
            bytes += text[runStart..<position]
            position = try reference(at: position, into: &bytes)
            runStart = position
        }
        bytes += text[runStart..<attribute.value.upperBound]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Skips text, CDATA sections, comments and processing instructions up to the next tag
    /// (or the end of the text), leaving `i` at its `<`.
    package mutating func skipCharacterData() throws(PropertyListReader.Failure) {
        while i < text.count {
            guard let next = text[i...].firstIndex(of: UInt8(ascii: "<")) else {
                i = text.count
                return
            }
            i = next
            if starts(with: "<![CDATA[") {
                try skip(past: "]]>", from: i + 9, what: "a CDATA section")
            } else if starts(with: "<!--") {
                try skip(past: "-->", from: i + 4, what: "a comment")
            } else if starts(with: "<?") {
                try skip(past: "?>", from: i + 2, what: "a processing instruction")
            } else {
                return
            }
        }
    }

    /// The text of an element whose start tag was just read, up to its end tag: references
    /// replaced, CDATA sections kept, comments dropped; empty for an empty-element tag.
    package mutating func content(of tag: Tag) throws(PropertyListReader.Failure) -> String {
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
                i = try reference(at: i, into: &bytes)
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

    /// Replaces the entity or character reference at `position` (`&amp;`, `&#111;`,
    /// `&#x6F;`), returning the offset after its `;`. Only the five predefined entities and
    /// character references are known: any other is refused, never expanded.
    private mutating func reference(
        at position: Int, into bytes: inout [UInt8]
    ) throws(PropertyListReader.Failure) -> Int {
        let start = position + 1
        let limit = Swift.min(text.count, start + 12)
        guard let semicolon = text[start..<limit].firstIndex(of: UInt8(ascii: ";")) else {
            throw failure("'&' that starts no reference (write &amp;)", at: position)
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
                        + " (only the five XML entities are defined)", at: position)
            }
        }
        guard let scalar else {
            throw failure("&\(name); is not a Unicode character", at: position)
        }
        bytes += Array(String(Character(scalar)).utf8)
        return semicolon + 1
    }

    /// Reads the tag at `i` (a `<`), leaving `i` after its `>`.
    package mutating func readTag(
        keepingAttributesOf kept: Set<String> = []
    ) throws(PropertyListReader.Failure) -> Tag {
        let (line, column) = lines.location(at: i)
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
        let keeps = !kept.isEmpty && !closing && kept.contains(name)
        var attributes: [Attribute] = []
        while true {
            skipWhiteSpace()
            guard i < text.count else { throw failure("unexpected EOF inside the tag <\(name)>") }
            if text[i] == UInt8(ascii: ">") {
                i += 1
                return Tag(
                    name: name, kind: closing ? .end : .start, line: line, column: column,
                    attributes: attributes)
            }
            if !closing, starts(with: "/>") {
                i += 2
                return Tag(
                    name: name, kind: .empty, line: line, column: column, attributes: attributes)
            }
            guard !closing else { throw failure("malformed end tag </\(name)>", line) }
            let attribute = try attribute(of: name)
            if keeps { attributes.append(attribute) }
        }
    }

    /// Reads one `name="value"` attribute, leaving its value undecoded.
    private mutating func attribute(
        of element: String
    ) throws(PropertyListReader.Failure) -> Attribute {
        let start = i
        while i < text.count, Self.isNameByte(text[i]) { i += 1 }
        let nameEnd = i
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
        let attribute = Attribute(name: text[start..<nameEnd], value: (i + 1)..<close)
        i = close + 1
        return attribute
    }

    /// Skips the XML declaration, comments, processing instructions, white space and a
    /// DOCTYPE before the root element, refusing a DTD with an internal subset and any
    /// encoding other than UTF-8 and UTF-16.
    package mutating func prologue() throws(PropertyListReader.Failure) {
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
    package mutating func skipMiscellany() throws(PropertyListReader.Failure) {
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
    package mutating func failure(_ problem: String, _ line: Int? = nil) -> Failure {
        Failure(line: line ?? lines.line(at: i), problem)
    }

    /// A failure at the line of the byte at `offset`.
    private mutating func failure(_ problem: String, at offset: Int) -> Failure {
        Failure(line: lines.line(at: offset), problem)
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

}
