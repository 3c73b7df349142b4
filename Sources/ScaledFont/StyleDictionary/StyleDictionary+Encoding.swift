extension StyleDictionary {
    /// The dictionary's valid entries written in `format`, styles in style order.
    ///
    /// Only the valid entries are written (invalid and unknown keys are dropped). XML is laid
    /// out as Xcode writes a property list (tab-indented, `<integer>` for whole sizes); JSON is
    /// pretty-printed with each entry's fields sorted; binary is a `bplist00` file. The library
    /// writes all three itself (no Foundation).
    ///
    /// - Parameter format: the file format.
    /// - Returns: the file's bytes, ending with a newline for the text formats.
    public func encoded(as format: Format) -> [UInt8] {
        let styles = TextStyle.allCases.compactMap { style in
            entries[style].map { (key: style.rawValue, value: $0.propertyListValue) }
        }
        switch format {
        case .xmlPropertyList:
            return Array(PropertyListWriter.xml(.dictionary(styles)).utf8)
        case .binaryPropertyList:
            return PropertyListWriter.binary(.dictionary(styles))
        case .json:
            // Each entry's fields sorted, as `JSONEncoder` with `.sortedKeys` lays them out.
            let blocks = styles.map { style in
                let fields: PropertyListWriter.Value =
                    if case .dictionary(let fields) = style.value {
                        .dictionary(fields.sorted { $0.key < $1.key })
                    } else { style.value }
                return "  " + PropertyListWriter.jsonQuoted(style.key) + ": "
                    + PropertyListWriter.json(fields, indent: "  ")
            }
            let text = blocks.isEmpty ? "{}\n" : "{\n" + blocks.joined(separator: ",\n") + "\n}\n"
            return Array(text.utf8)
        }
    }
}

extension StyleEntry {
    /// The entry as a property-list dictionary in the examples' field order (absent optional
    /// fields left out; whole sizes as integers).
    fileprivate var propertyListValue: PropertyListWriter.Value {
        func number(_ value: Double) -> PropertyListWriter.Value {
            Int64(exactly: value).map(PropertyListWriter.Value.integer) ?? .real(value)
        }
        var fields: [(key: String, value: PropertyListWriter.Value)] = [
            ("fontName", .string(fontName)), ("fontSize", number(fontSize)),
        ]
        if let maximumPointSize { fields.append(("maximumPointSize", number(maximumPointSize))) }
        if let minimumPointSize { fields.append(("minimumPointSize", number(minimumPointSize))) }
        if let boldFontName { fields.append(("boldFontName", .string(boldFontName))) }
        if let cascade { fields.append(("cascade", .array(cascade.map { .string($0) }))) }
        return .dictionary(fields)
    }
}
