import Foundation

/// Where the keys of an XML style dictionary are written, and which are written twice.
///
/// A light scan, not a parser: it follows the nesting of `<dict>` and `<array>` elements and
/// records each `<key>` directly inside the root dictionary (a style key) and directly inside
/// one of its entries (a field). A UTF-8 byte order mark is skipped; lines end with LF, CR LF
/// or CR, as in XML. Binary property lists (and anything not UTF-8) give no keys.
///
/// Duplicates matter because a property-list reader keeps only one value per key, silently:
/// the other entry would never be checked.
struct XMLKeyScan {
    /// The line of each style key (its first occurrence), 1-based.
    private(set) var lines: [String: Int] = [:]
    /// Style keys written more than once, with the line of each occurrence.
    private(set) var repeatedKeys: [String: [Int]] = [:]
    /// For each style key, the fields written more than once inside one entry, with the line
    /// of each occurrence.
    private(set) var repeatedFields: [String: [String: [Int]]] = [:]

    /// The findings from the keys a scan met: the lines of each style key, and each entry's
    /// fields with their lines, in file order. ``JSONKeyScan`` builds its findings here too.
    init(keyLines: [String: [Int]], entries: [(key: String, fields: [String: [Int]])]) {
        for entry in entries {
            let repeated = entry.fields.filter { $0.value.count > 1 }
            if !repeated.isEmpty { repeatedFields[entry.key, default: [:]].merge(repeated) { $1 } }
        }
        lines = keyLines.mapValues { $0[0] }
        repeatedKeys = keyLines.filter { $0.value.count > 1 }
    }

    init(_ data: Data) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let xml = data.starts(with: byteOrderMark) ? data.dropFirst(byteOrderMark.count) : data
        guard xml.starts(with: Array("<?xml".utf8)) || xml.starts(with: Array("<plist".utf8)),
            String(data: xml, encoding: .utf8) != nil
        else {
            self.init(keyLines: [:], entries: [])
            return
        }
        let bytes = [UInt8](xml)
        let lineStarts = Self.lineStarts(bytes)
        var keyLines: [String: [Int]] = [:]
        var entry: (key: String, fields: [String: [Int]])?
        var entries: [(key: String, fields: [String: [Int]])] = []
        var containers: [Container] = []
        var i = 0
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[open...]
            // Comments, CDATA sections, processing instructions and declarations hold no
            // elements, though their text may look like `<key>body</key>`.
            if let (start, end) = Self.opaque.first(where: { rest.starts(with: $0.start) }) {
                i = Self.index(after: end, in: bytes, from: open + start.count) ?? bytes.count
                continue
            }
            guard let tag = Tag(bytes, at: open) else {
                i = open + 1
                continue
            }
            i = tag.end
            switch (tag.name, tag.kind) {
            case ("dict", .open): containers.append(.dictionary)
            case ("array", .open): containers.append(.array)
            case ("dict", .close), ("array", .close): _ = containers.popLast()
            case ("key", .open):
                guard let close = Self.index(of: Self.keyClose, in: bytes, from: tag.end),
                    let closeTag = Tag(bytes, at: close), closeTag.name == "key"
                else { continue }
                let key = Self.decoded(bytes[tag.end..<close])
                let line = Self.line(of: open, lineStarts: lineStarts)
                if containers == [.dictionary] {
                    if let entry { entries.append(entry) }
                    entry = (key, [:])
                    keyLines[key, default: []].append(line)
                } else if containers == [.dictionary, .dictionary] {
                    entry?.fields[key, default: []].append(line)
                }
                i = closeTag.end
            default: break
            }
        }
        if let entry { entries.append(entry) }
        self.init(keyLines: keyLines, entries: entries)
    }

    private enum Container { case dictionary, array }

    /// One start, end or empty-element tag: `<dict>`, `</dict >`, `<array/>`.
    private struct Tag {
        enum Kind { case open, close, empty }

        let name: String
        let kind: Kind
        /// The index after the tag's `>`.
        let end: Int

        init?(_ bytes: [UInt8], at start: Int) {
            var i = start + 1
            let closing = i < bytes.count && bytes[i] == UInt8(ascii: "/")
            if closing { i += 1 }
            let nameStart = i
            while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
            guard i > nameStart,
                let greater = bytes[i...].firstIndex(of: UInt8(ascii: ">"))
            else { return nil }
            name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            kind = closing ? .close : bytes[greater - 1] == UInt8(ascii: "/") ? .empty : .open
            end = greater + 1
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }

    /// Constructs whose contents are not markup, and how each ends.
    private static let opaque: [(start: [UInt8], end: [UInt8])] = [
        ("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

    private static let keyClose = Array("</key".utf8)

    /// Where `needle` starts in `bytes` at or after `start`.
    private static func index(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while let first = bytes[i...].firstIndex(of: needle[0]) {
            if bytes[first...].starts(with: needle) { return first }
            i = first + 1
        }
        return nil
    }

    /// The index after the first `needle` at or after `start`.
    private static func index(after needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        index(of: needle, in: bytes, from: start).map { $0 + needle.count }
    }

    /// The offset at which each line starts (line n starts at `result[n - 1]`); LF, CR LF and
    /// CR end a line, as in XML.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        let (lineFeed, carriageReturn) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        var starts = [0]
        for (i, byte) in bytes.enumerated() {
            let isCROnly =
                byte == carriageReturn && (i + 1 == bytes.count || bytes[i + 1] != lineFeed)
            if byte == lineFeed || isCROnly { starts.append(i + 1) }
        }
        return starts
    }

    /// The 1-based line of the byte at `offset`: the number of line starts at or before it.
    private static func line(of offset: Int, lineStarts: [Int]) -> Int {
        var (low, high) = (0, lineStarts.count)
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A key's text as the property-list reader sees it: the five predefined entities and
    /// character references replaced (`b&#111;dy` is `body`).
    private static func decoded(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                rest = rest[ampersand...]
                break
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if let character = Self.character(named: name) {
                result.append(character)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func character(named name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let number = name.dropFirst()
            let value =
                number.hasPrefix("x") ? UInt32(number.dropFirst(), radix: 16) : UInt32(number)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
