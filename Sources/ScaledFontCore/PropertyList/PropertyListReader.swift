/// The one reader of property lists and JSON in the library: style dictionaries and an app's
/// Info.plist are read by it, and nothing reads their bytes a second time.
///
/// One parse gives every value with the line it starts on, every dictionary entry in file
/// order (a key written twice appears twice, so a caller can report it instead of silently
/// keeping one value) and the line of each key. Parsing takes time proportional to the input
/// and memory bounded by it, at any nesting: XML and JSON are parsed without recursion, and
/// nesting deeper than ``maximumDepth`` is refused with an error naming the line.
///
/// Accepted input:
/// - XML property lists in UTF-8 (with or without a byte order mark) or UTF-16 (LE or BE, with
///   a byte order mark), with any prologue XML allows: the XML declaration, a DOCTYPE without
///   an internal subset, comments, processing instructions and white space. Keys and strings
///   may hold CDATA sections and character and entity references (`&amp;`, `&#111;`). A DTD
///   with an internal subset (entity declarations), any other encoding, and UTF-16 without a
///   byte order mark are refused with a message saying so.
/// - JSON (RFC 8259) in UTF-8, or UTF-16 / UTF-32 with a byte order mark.
/// - Binary property lists (`bplist00`; see ``BinaryPropertyListParser``), whose nodes have
///   line 0, as the format has no lines.
/// - When the caller asks for it (`readsOpenStep`), the OpenStep text syntax of an Xcode
///   project (see ``OpenStepParser``), in UTF-8: style dictionaries are never read in it.
package enum PropertyListReader {
    /// The deepest nesting of arrays and dictionaries (objects) read from XML, JSON or
    /// OpenStep text.
    package static let maximumDepth = 512

    /// Why bytes were refused: the problem and, in a text format, its line.
    package struct Failure: Error, CustomStringConvertible {
        package var line: Int?
        package var problem: String

        /// The most UTF-8 bytes of a problem's text: a message may name what it met (a tag
        /// name, an entity), which a hostile file can make a megabyte long.
        package static let maximumProblemBytes = 240

        /// A failure at `line`; `problem` is kept to ``maximumProblemBytes`` (cut at a
        /// character, then `…`) with control and bidirectional characters written as
        /// `\u{…}`, so no message is unbounded or rewrites a terminal, whatever part of the
        /// input it names.
        package init(line: Int?, _ problem: String) {
            self.line = line
            var bounded = ""
            var bytes = 0
            for scalar in problem.unicodeScalars {
                let shown = PropertyListReader.shown(scalar)
                bytes += shown.utf8.count
                guard bytes <= Self.maximumProblemBytes else {
                    bounded += "…"
                    break
                }
                bounded += shown
            }
            self.problem = bounded
        }

        /// `line 12: problem`, or the problem alone when there is no line.
        package var description: String {
            guard let line else { return problem }
            return "line \(line): \(problem)"
        }
    }

    /// Reads the file at `path`, refusing anything that is not a regular file of at most
    /// `maximumSize` bytes, then parses it (see ``parse(_:file:)``). `kind` names what the
    /// file should be in messages ("is a directory, not a style dictionary file").
    ///
    /// The file is opened with `O_NONBLOCK` and checked with `fstat` before any read, so a
    /// named pipe or a device is refused at once instead of blocking the process.
    ///
    /// - Throws: ``ScaledFontError`` `.dictionaryUnreadable` when the file cannot be read (the
    ///   message names the path and the reason), or `.dictionaryMalformed` from the parse.
    package static func read(
        contentsOf path: String, maximumSize: Int, kind: String = "style dictionary",
        readsOpenStep: Bool = false
    ) throws(ScaledFontError) -> PropertyListDocument {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(of: path, maximumSize: maximumSize, kind: kind)
        } catch {
            throw ScaledFontError(
                .dictionaryUnreadable, "\(path): \(error.detail)", file: path, cause: error.cause)
        }
        return try parse(bytes, file: path, readsOpenStep: readsOpenStep)
    }

    /// Parses bytes as an XML, binary or JSON property list, or OpenStep text when
    /// `readsOpenStep` (see ``format(of:file:readsOpenStep:)``).
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - file: the name used in messages.
    ///   - readsOpenStep: whether the OpenStep text syntax is read.
    /// - Throws: ``ScaledFontError`` `.dictionaryMalformed`: the message is `FILE: not a
    ///   property list` (or `not valid JSON`), the cause names the line and the problem, and
    ///   quotes at most a few dozen characters of the input.
    package static func parse(
        _ bytes: [UInt8], file: String, readsOpenStep: Bool = false
    ) throws(ScaledFontError)
        -> PropertyListDocument
    {
        let format = format(of: bytes, file: file, readsOpenStep: readsOpenStep)
        do throws(Failure) {
            switch format {
            case .binary:
                return PropertyListDocument(
                    format: .binary, root: try BinaryPropertyListParser.parse(bytes))
            case .json:
                var parser = JSONParser(try TextDecoding.decode(bytes).text)
                return PropertyListDocument(format: .json, root: try parser.parse())
            case .xml:
                let decoded = try TextDecoding.decode(bytes)
                guard decoded.encoding != .utf32 else {
                    throw Failure(line: nil, "UTF-32 is not an encoding of XML property lists")
                }
                var parser = XMLPropertyListParser(decoded)
                return PropertyListDocument(format: .xml, root: try parser.parse())
            case .openStep:
                let decoded = try TextDecoding.decode(bytes)
                guard decoded.encoding != .utf16, decoded.encoding != .utf32 else {
                    throw Failure(line: nil, "OpenStep text is read in UTF-8 only")
                }
                var parser = OpenStepParser(decoded.text)
                return PropertyListDocument(format: .openStep, root: try parser.parse())
            }
        } catch {
            let what = format == .json ? "not valid JSON" : "not a property list"
            throw ScaledFontError(
                .dictionaryMalformed, "\(file): \(what)", file: file,
                cause: error.withheld(for: file))
        }
    }

    /// The format bytes are read as: JSON when the file name ends in `.json`; binary when they
    /// start with `bplist`; with `readsOpenStep`, OpenStep text when the first character after
    /// white space (and any byte order mark) is not `<` and the name ends in `.pbxproj`, or
    /// that character is `/`
    /// (a comment, such as Xcode's `// !$*UTF8*$!` header), `(`, or a `{` followed by
    /// anything but `"` or `}` (an unquoted key); JSON when that character is `{` or `[`;
    /// else XML.
    package static func format(
        of bytes: [UInt8], file: String, readsOpenStep: Bool = false
    ) -> PropertyListFormat {
        let name = file.lowercased()
        if name.hasSuffix(".json") { return .json }
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        let first = TextDecoding.firstCharacter(bytes)
        if readsOpenStep, first != UInt8(ascii: "<") {
            if name.hasSuffix(".pbxproj") { return .openStep }
            if first == UInt8(ascii: "/") || first == UInt8(ascii: "(") { return .openStep }
            if first == UInt8(ascii: "{"), let index = bytes.firstIndex(of: UInt8(ascii: "{")),
                let next = bytes[(index + 1)...].first(where: { !TextDecoding.isWhiteSpace($0) }),
                next != UInt8(ascii: "\""), next != UInt8(ascii: "}")
            {
                return .openStep
            }
        }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .xml
    }

    /// A scalar as a message writes it: itself, or `\u{1B}` when ``needsEscape(_:)``.
    package static func shown(_ scalar: Unicode.Scalar) -> String {
        needsEscape(scalar)
            ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
    }

    /// Whether a message writes `scalar` as `\u{…}`: a control character (C0, DEL, C1) or
    /// a bidirectional mark, embedding, override or isolate.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// At most `limit` characters of input text for a message, with control and
    /// bidirectional characters written as `\u{…}` so a message cannot rewrite a terminal.
    package static func quoted(_ bytes: some Collection<UInt8>, limit: Int = 40) -> String {
        let text = String(decoding: bytes.prefix(limit * 4), as: UTF8.self)
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            guard count < limit else { return "'" + result + "…'" }
            result += shown(scalar)
        }
        return "'" + result + "'"
    }
}

/// Counts lines as a parser moves forward through text: LF, CR LF and CR each end a line.
///
/// Asking for offsets in increasing order costs time proportional to the text in all; an
/// offset before the last one asked for is counted again from the start.
package struct LineCounter {
    private let text: [UInt8]
    private var offset = 0
    private var line = 1
    /// The offset of the first byte of `line`.
    private var lineStart = 0

    package init(_ text: [UInt8]) { self.text = text }

    /// The 1-based line of the byte at `target`.
    package mutating func line(at target: Int) -> Int {
        if target < offset { (offset, line, lineStart) = (0, 1, 0) }
        let end = Swift.min(target, text.count)
        while offset < end {
            let byte = text[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            } else if byte == UInt8(ascii: "\r"),
                offset + 1 >= text.count || text[offset + 1] != UInt8(ascii: "\n")
            {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        return line
    }

    /// The 1-based line and column (in UTF-8 bytes) of the byte at `target`.
    package mutating func location(at target: Int) -> (line: Int, column: Int) {
        let line = line(at: target)
        return (line, Swift.min(target, text.count) - lineStart + 1)
    }
}
