/// The generated inputs: dictionaries and texts too big to commit, written at run time.
///
/// Each dictionary has a valid `title` entry (Noto Serif at 28 pt), as the corpus's files do,
/// so a run that reads it also resolves a font.
enum Inputs {
    /// The largest dictionary the CLI reads (`StyleDictionary.maximumFileSize`, 1 MiB).
    static let maximumFileSize = 1 << 20
    /// The deepest nesting the property-list reader accepts, the root counted
    /// (`PropertyListReader.maximumDepth`).
    static let maximumDepth = 512

    static let xmlHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <key>title</key>
        <dict><key>fontName</key><string>NotoSerif</string>\
        <key>fontSize</key><integer>28</integer></dict>

        """
    static let xmlFooter = "</dict>\n</plist>\n"
    static let jsonHeader = #"{"title": {"fontName": "NotoSerif", "fontSize": 28},"# + "\n"

    /// A UTF-8 file padded with spaces (trailing blanks every reader skips) to `size` bytes.
    static func padded(_ text: [UInt8], to size: Int) -> [UInt8] {
        var bytes = text
        precondition(bytes.count <= size, "the text is larger than the size asked for")
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: size - bytes.count)
        return bytes
    }

    /// A JSON dictionary of exactly `size` bytes whose `body` is an array of arrays nested as
    /// deep as `depth` (the root counted), one after another: the case a naive reader parses in
    /// quadratic time, at full size (it once took minutes to parse).
    static func deepJSON(size: Int, depth: Int) -> [UInt8] {
        let nested =
            String(repeating: "[", count: depth - 2) + String(repeating: "]", count: depth - 2)
        let head = jsonHeader + #""body": ["#
        let tail = "]}\n"
        let count = (size - head.utf8.count - tail.utf8.count) / (nested.utf8.count + 1)
        let items = Array(repeating: nested, count: count).joined(separator: ",")
        return padded(Array((head + items + tail).utf8), to: size)
    }

    /// The XML property list of ``deepJSON(size:depth:)``: `<array>`s nested as deep as `depth`.
    static func deepXML(size: Int, depth: Int) -> [UInt8] {
        let nested =
            String(repeating: "<array>", count: depth - 2)
            + String(repeating: "</array>", count: depth - 2)
        let head = xmlHeader + "<key>body</key>\n<array>"
        let tail = "</array>\n" + xmlFooter
        let count = (size - head.utf8.count - tail.utf8.count) / nested.utf8.count
        return padded(Array((head + String(repeating: nested, count: count) + tail).utf8), to: size)
    }

    /// An XML dictionary of about `size` bytes in UTF-16 (little endian, with a byte order
    /// mark) whose `body` is written twice: first with an unknown field holding a string that
    /// fills the file, then naming a font that does not exist.
    static func duplicateKeyUTF16XML(size: Int) -> [UInt8] {
        let head =
            xmlHeader.replacing("UTF-8", with: "UTF-16") + """
                <key>body</key>
                <dict><key>fontName</key><string>NotoSerif</string>\
                <key>fontSize</key><integer>17</integer><key>note</key><string>
                """
        let tail = """
            </string></dict>
            <key>body</key>
            <dict><key>fontName</key><string>NoSuchFont</string>\
            <key>fontSize</key><integer>17</integer></dict>

            """ + xmlFooter
        let filler = String(repeating: "x", count: (size - 2) / 2 - head.count - tail.count)
        return [0xFF, 0xFE]
            + (head + filler + tail).utf16.flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] }
    }

    /// The JSON of ``duplicateKeyUTF16XML(size:)``, in UTF-16 big endian with a byte order mark.
    static func duplicateKeyUTF16JSON(size: Int) -> [UInt8] {
        let head = jsonHeader + #""body": {"fontName": "NotoSerif", "fontSize": 17, "note": ""#
        let tail = "\"},\n" + #""body": {"fontName": "NoSuchFont", "fontSize": 17}}"# + "\n"
        let filler = String(repeating: "x", count: (size - 2) / 2 - head.count - tail.count)
        return [0xFE, 0xFF]
            + (head + filler + tail).utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
    }

    /// An XML dictionary whose `body` is an element with a name of about `size` bytes: a parser
    /// error that would quote the whole name.
    static func longElementName(size: Int) -> [UInt8] {
        let head = xmlHeader + "<key>body</key>\n<"
        let tail = "/>\n" + xmlFooter
        return Array(
            (head + String(repeating: "a", count: size - head.utf8.count - tail.utf8.count) + tail)
                .utf8)
    }

    /// A JSON dictionary whose `body` is an unquoted token of about `size` bytes (not JSON).
    static func longJSONToken(size: Int) -> [UInt8] {
        let head = jsonHeader + #""body": "#
        let tail = "}\n"
        return Array(
            (head + String(repeating: "n", count: size - head.utf8.count - tail.utf8.count) + tail)
                .utf8)
    }

    /// An XML dictionary giving every one of the 11 text styles Noto Serif at `pointSize`.
    static func everyStyle(at pointSize: Int) -> [UInt8] {
        let styles = [
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
            "callout", "footnote", "caption", "caption2",
        ]
        let entries = styles.map {
            "<key>\($0)</key><dict><key>fontName</key><string>NotoSerif</string>"
                + "<key>fontSize</key><integer>\(pointSize)</integer></dict>\n"
        }
        return Array(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + entries.joined() + xmlFooter).utf8)
    }

    /// A JSON dictionary with `count` style keys that are GitHub workflow commands, terminal
    /// escapes, hyperlinks and bidirectional overrides (each an unknown style).
    static func injectionKeys(count: Int) -> [UInt8] {
        let keys = [
            #"::error file=Sources/App.swift,line=1::injected"#,
            #"\u001b[31mred\u001b[0m"#,
            #"\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007"#,
            #"\u202eevil\u0007\u0008"#,
            #"line\n::warning::next line"#,
        ]
        let entries = (0..<count).map {
            #""\#(keys[$0 % keys.count]) \#($0)": {"fontName": "NotoSerif", "fontSize": 17}"#
        }
        return Array((jsonHeader + entries.joined(separator: ",\n") + "}\n").utf8)
    }

    /// A JSON dictionary whose `body` names `fontName` (written with JSON escapes; characters
    /// of the Basic Multilingual Plane only).
    static func naming(_ fontName: String) -> [UInt8] {
        var escaped = ""
        for scalar in fontName.unicodeScalars {
            if scalar.value < 0x20 || scalar.value >= 0x7f || scalar == "\"" || scalar == "\\" {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return Array(
            (jsonHeader + #""body": {"fontName": "\#(escaped)", "fontSize": 17}}"# + "\n").utf8)
    }

    /// The first `count` CJK unified ideographs from U+4E00: the issue's 20,000-character text.
    static func ideographs(count: Int) -> [UInt8] {
        var text = ""
        text.unicodeScalars.append(
            contentsOf: (0x4E00..<0x4E00 + count).compactMap(Unicode.Scalar.init))
        return Array(text.utf8)
    }

    /// ``distinctCharacters(size:)`` with an `a` after every 30th combining character in a
    /// row (a combining mark, a grapheme extender, an emoji modifier or a default-ignorable
    /// character), so that `measure`, which refuses more than 30 in a row, measures it all.
    static func distinctMeasurableCharacters(size: Int) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(size)
        var run = 0
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let combining =
                [.nonspacingMark, .spacingMark, .enclosingMark].contains(
                    properties.generalCategory) || properties.isGraphemeExtend
                || properties.isDefaultIgnorableCodePoint || properties.isEmojiModifier
            var encoded = Array(String(scalar).utf8)
            run = combining ? run + 1 : 0
            if run > 30 {
                encoded.insert(UInt8(ascii: "a"), at: 0)
                run = 1
            }
            if text.count + encoded.count > size { break }
            text += encoded
        }
        return text
    }

    /// Up to `size` bytes of UTF-8 text: `unit` repeated as many whole times as fit.
    static func repeated(_ unit: String, size: Int) -> [UInt8] {
        let bytes = Array(unit.utf8)
        return Array(repeating: bytes, count: size / bytes.count).flatMap { $0 }
    }

    /// Up to `size` bytes of UTF-8 text, every scalar from U+0020 on once (all planes, assigned
    /// or not), in order.
    static func distinctCharacters(size: Int) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(size)
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let encoded = Array(String(scalar).utf8)
            if text.count + encoded.count > size { break }
            text += encoded
        }
        return text
    }
}
