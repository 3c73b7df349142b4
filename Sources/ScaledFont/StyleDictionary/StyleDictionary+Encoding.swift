import Foundation

extension StyleDictionary {
    /// The dictionary's valid entries written in `format`, styles in style order.
    ///
    /// Only the valid entries are written (invalid and unknown keys are dropped). XML is laid
    /// out as Xcode writes a property list (tab-indented, `<integer>` for whole sizes); JSON is
    /// pretty-printed with each entry's fields sorted; binary goes through
    /// `PropertyListSerialization`.
    ///
    /// - Parameter format: the file format.
    /// - Returns: the file's bytes, ending with a newline for the text formats.
    /// - Throws: ``ScaledFontError`` `.dictionaryMalformed` if Foundation cannot encode the
    ///   values (not expected for the finite sizes a valid entry has).
    public func encoded(as format: Format) throws(ScaledFontError) -> Data {
        do {
            switch format {
            case .xmlPropertyList:
                return Data(xmlText.utf8)
            case .json:
                return try jsonData()
            case .binaryPropertyList:
                var root: [String: Any] = [:]
                for (style, entry) in entries { root[style.rawValue] = entry.propertyListValue }
                return try PropertyListSerialization.data(
                    fromPropertyList: root, format: .binary, options: 0)
            }
        } catch {
            throw ScaledFontError(
                .dictionaryMalformed, "\(file): cannot be encoded as \(format.rawValue)",
                file: file, cause: "\(error)")
        }
    }

    /// Pretty-printed JSON in one style (`"key": value`): the styles in style order, each
    /// entry's fields sorted.
    private func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let blocks = try TextStyle.allCases.compactMap { style -> String? in
            guard let entry = entries[style] else { return nil }
            let body = String(decoding: try encoder.encode(entry), as: UTF8.self)
            // Foundation on Linux writes `"key" : value`; the rest of the file, and JSON
            // written by most tools, says `"key": value`. Field names are plain identifiers,
            // so the separator after one is the first `" : ` of its line.
            let lines = body.split(separator: "\n").map { line in
                guard let range = line.range(of: "\" : "),
                    line[..<range.lowerBound].allSatisfy({ $0 == " " || $0 == "\"" || $0.isLetter })
                else { return String(line) }
                return line.replacingCharacters(in: range, with: "\": ")
            }
            let indented = lines.joined(separator: "\n  ")
            return "  \"\(style.rawValue)\": \(indented)"
        }
        let text = blocks.isEmpty ? "{}\n" : "{\n" + blocks.joined(separator: ",\n") + "\n}\n"
        return Data(text.utf8)
    }

    /// An XML property list in the layout of the examples: a header, then per style its key
    /// and a dictionary of its fields.
    private var xmlText: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#
                + #""http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        for style in TextStyle.allCases {
            guard let entry = entries[style] else { continue }
            lines += ["\t<key>\(style.rawValue)</key>", "\t<dict>"]
            lines += [
                "\t\t<key>fontName</key>", "\t\t<string>\(Self.escaped(entry.fontName))</string>",
            ]
            let sizes = [
                ("fontSize", entry.fontSize), ("maximumPointSize", entry.maximumPointSize),
                ("minimumPointSize", entry.minimumPointSize),
            ]
            for case (let field, let size?) in sizes {
                lines += ["\t\t<key>\(field)</key>", "\t\t" + Self.number(size)]
            }
            if let bold = entry.boldFontName {
                lines += [
                    "\t\t<key>boldFontName</key>", "\t\t<string>\(Self.escaped(bold))</string>",
                ]
            }
            if let cascade = entry.cascade {
                lines += ["\t\t<key>cascade</key>", "\t\t<array>"]
                lines += cascade.map { "\t\t\t<string>\(Self.escaped($0))</string>" }
                lines.append("\t\t</array>")
            }
            lines.append("\t</dict>")
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<integer>17</integer>` for a whole size, else `<real>11.5</real>`.
    private static func number(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return "<integer>\(whole)</integer>" }
        return "<real>\(value)</real>"
    }

    /// Text with `&`, `<` and `>` escaped for XML.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

extension StyleEntry {
    /// The entry as a property-list dictionary (absent optional fields left out).
    fileprivate var propertyListValue: [String: Any] {
        var fields: [String: Any] = ["fontName": fontName, "fontSize": fontSize]
        if let maximumPointSize { fields["maximumPointSize"] = maximumPointSize }
        if let minimumPointSize { fields["minimumPointSize"] = minimumPointSize }
        if let boldFontName { fields["boldFontName"] = boldFontName }
        if let cascade { fields["cascade"] = cascade }
        return fields
    }
}
