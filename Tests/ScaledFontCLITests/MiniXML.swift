/// A small, strict XML reader for checking the JUnit report: elements, attributes, character
/// data and the five predefined entities plus character references; it rejects what XML 1.0
/// does not allow (unbalanced or crossed tags, an unquoted or repeated attribute, a raw `<` or
/// `&` in text, an unknown entity, a character XML 1.0 forbids, more than one root). No DTD,
/// namespaces or CDATA: the report uses none.
struct MiniXML {
    struct Element {
        let name: String
        let attributes: [String: String]
        var children: [Element]
        var text: String

        /// The descendants named `name`, in document order.
        func all(_ name: String) -> [Element] {
            children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses a whole document: an optional XML declaration, then one root element.
    static func parse(_ text: String) throws -> Element {
        var reader = MiniXML(scalars: Array(text.unicodeScalars))
        return try reader.document()
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private mutating func document() throws -> Element {
        if starts(with: "<?xml") {
            guard let end = find("?>") else { throw Malformed(description: "open declaration") }
            index = end + 2
        }
        skipSpace()
        let root = try element()
        skipSpace()
        guard index == scalars.count else { throw Malformed(description: "content after root") }
        return root
    }

    private mutating func element() throws -> Element {
        guard next() == "<" else { throw Malformed(description: "expected < at \(index)") }
        let name = readName()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            if starts(with: "/>") {
                index += 2
                return Element(name: name, attributes: attributes, children: [], text: "")
            }
            if peek() == ">" {
                index += 1
                break
            }
            let key = readName()
            guard !key.isEmpty, next() == "=", let quote = next(), quote == "\"" || quote == "'"
            else { throw Malformed(description: "bad attribute in <\(name)> at \(index)") }
            var value = ""
            while let c = next(), c != quote { value += String(try character(c)) }
            guard attributes.updateValue(value, forKey: key) == nil else {
                throw Malformed(description: "attribute \(key) repeated")
            }
        }
        var element = Element(name: name, attributes: attributes, children: [], text: "")
        while true {
            guard let c = peek() else { throw Malformed(description: "<\(name)> not closed") }
            if starts(with: "</") {
                index += 2
                guard readName() == name, next() == ">" else {
                    throw Malformed(description: "</\(name)> expected at \(index)")
                }
                return element
            }
            if c == "<" {
                element.children.append(try self.element())
            } else {
                index += 1
                element.text += String(try character(c))
            }
        }
    }

    /// One character of text or of an attribute value, with references resolved.
    private mutating func character(_ c: Unicode.Scalar) throws -> Character {
        if c == "<" { throw Malformed(description: "raw < at \(index)") }
        guard Self.allowed(c) else { throw Malformed(description: "forbidden U+\(c.value)") }
        guard c == "&" else { return Character(c) }
        guard let end = find(";") else { throw Malformed(description: "open reference") }
        let name = String(String.UnicodeScalarView(scalars[index..<end]))
        index = end + 1
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let value = named[name] { return Character(value) }
        let number =
            name.hasPrefix("#x")
            ? UInt32(name.dropFirst(2), radix: 16)
            : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
        guard let number, let scalar = Unicode.Scalar(number), Self.allowed(scalar) else {
            throw Malformed(description: "bad reference &\(name);")
        }
        return Character(scalar)
    }

    /// XML 1.0's Char production.
    private static func allowed(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private mutating func readName() -> String {
        var name = ""
        while let c = peek(),
            c.properties.isAlphabetic || "-_:.0123456789".unicodeScalars.contains(c)
        {
            name.unicodeScalars.append(c)
            index += 1
        }
        return name
    }

    private mutating func skipSpace() {
        while let c = peek(), c == " " || c == "\n" || c == "\t" || c == "\r" { index += 1 }
    }

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func next() -> Unicode.Scalar? {
        defer { index += 1 }
        return peek()
    }

    private func starts(with text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return index + wanted.count <= scalars.count
            && Array(scalars[index..<index + wanted.count]) == wanted
    }

    private func find(_ text: String) -> Int? {
        let wanted = Array(text.unicodeScalars)
        var i = index
        while i + wanted.count <= scalars.count {
            if Array(scalars[i..<i + wanted.count]) == wanted { return i }
            i += 1
        }
        return nil
    }
}
