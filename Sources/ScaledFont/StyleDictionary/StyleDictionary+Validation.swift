/// Validates the entries of a style dictionary one by one, collecting diagnostics.
package struct EntryValidator {
    package static let knownFields = [
        "fontName", "fontSize", "maximumPointSize", "minimumPointSize", "boldFontName",
        "cascade",
    ]

    package let file: String
    /// The line of each style key (where it is first written); none in a binary file.
    package let lines: [String: Int]
    package private(set) var diagnostics: [StyleDictionaryFinding] = []

    package init(file: String, lines: [String: Int]) {
        self.file = file
        self.lines = lines
    }

    /// Checks one top-level key and every entry written with it; returns the entry if it is
    /// usable (a key written twice never is).
    package mutating func validate(key: String, occurrences: [PropertyListEntry]) -> StyleEntry? {
        guard TextStyle(rawValue: key) != nil else {
            report(
                key, nil, .unknownStyle, "is not a text style key",
                suggestion: NearestName.find(key, among: TextStyle.allCases.map(\.rawValue)))
            return nil
        }
        if occurrences.count > 1 {
            report(
                key, nil, .duplicateKey,
                Self.repeated(occurrences.map(\.keyLine), "in the dictionary"))
            return nil
        }
        let value = occurrences[0].value.value
        guard case .dictionary(let entries) = value else {
            report(
                key, nil, .entryNotADictionary,
                "must be a dictionary with fontName and fontSize, not \(value.kind)")
            return nil
        }
        let fields = KeyedEntries(entries)
        for field in fields.groups.map(\.key).sorted() where !Self.knownFields.contains(field) {
            report(
                key, field, .unknownField, "is not a known field and is ignored",
                severity: .warning, suggestion: NearestName.find(field, among: Self.knownFields))
        }
        let repeatedFields = fields.groups.filter { $0.occurrences.count > 1 }
        for (field, occurrences) in repeatedFields {
            report(
                key, field, .duplicateKey,
                Self.repeated(occurrences.map(\.keyLine), "in this entry"))
        }
        guard repeatedFields.isEmpty else { return nil }
        let name = fontName(key, fields.first("fontName"))
        let fontSize = size(key, "fontSize", fields.first("fontSize"))
        let maximum = size(key, "maximumPointSize", fields.first("maximumPointSize"))
        let minimum = size(key, "minimumPointSize", fields.first("minimumPointSize"))
        // Optional; when present it must be a name like fontName (`.some(nil)`: invalid).
        let boldFontName = fields.first("boldFontName").map {
            fontName(key, $0, field: "boldFontName")
        }
        let cascade = fields.first("cascade").map { self.cascade(key, $0) }
        if case .absent = fontSize { report(key, "fontSize", .missingField, "is missing") }
        guard let name, case .valid(let fontSize) = fontSize, let maximum = maximum.optional,
            let minimum = minimum.optional, boldFontName != .some(nil), cascade != .some(nil)
        else { return nil }
        if let low = minimum, let high = maximum, low > high {
            report(
                key, "minimumPointSize", .minimumAboveMaximum,
                "\(low) is greater than maximumPointSize \(high)")
            return nil
        }
        return StyleEntry(
            fontName: name, fontSize: fontSize, maximumPointSize: maximum,
            minimumPointSize: minimum, boldFontName: boldFontName ?? nil, cascade: cascade ?? nil)
    }

    /// Why a key written more than once makes its entry unusable: a property-list reader
    /// keeps one of the values and drops the others unseen. At most ten lines are listed.
    private static func repeated(_ lines: [Int], _ place: String) -> String {
        let consequence =
            "a property-list reader keeps only one value, so the entry is not used"
        guard lines.allSatisfy({ $0 > 0 }) else {
            return "is written \(lines.count) times \(place); \(consequence)"
        }
        var numbers = lines.prefix(10).map(String.init)
        if lines.count > 10 { numbers.append("\(lines.count - 10) more") }
        let lineList = numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        return "is written \(lines.count) times \(place) (lines \(lineList)); \(consequence)"
    }

    /// The outcome of reading one size field.
    private enum SizeField {
        case absent
        case valid(Double)
        case invalid

        /// For an optional field: `.some(nil)` when absent, `nil` when invalid.
        package var optional: Double?? {
            switch self {
            case .absent: .some(nil)
            case .valid(let size): .some(size)
            case .invalid: nil
            }
        }
    }

    /// Reads a font name field (`fontName`, `boldFontName`): a string, not blank.
    private mutating func fontName(
        _ key: String, _ node: PropertyListNode?, field: String = "fontName"
    )
        -> String?
    {
        guard let node else {
            report(key, field, .missingField, "is missing")
            return nil
        }
        guard case .string(let name) = node.value else {
            report(key, field, .wrongType, "must be a string, not \(node.value.kind)")
            return nil
        }
        if name.allSatisfy(\.isWhitespace) {
            report(key, field, .emptyFontName, "is empty")
            return nil
        }
        return name
    }

    /// Reads a `cascade` field: an array of font names, each a string that is not blank.
    private mutating func cascade(_ key: String, _ node: PropertyListNode) -> [String]? {
        guard case .array(let items) = node.value else {
            report(
                key, "cascade", .wrongType,
                "must be an array of font names, not \(node.value.kind)")
            return nil
        }
        var names: [String] = []
        for (position, item) in items.enumerated() {
            guard case .string(let name) = item.value else {
                report(
                    key, "cascade", .wrongType,
                    "item \(position + 1) must be a font name (a string), not \(item.value.kind)")
                return nil
            }
            if name.allSatisfy(\.isWhitespace) {
                report(key, "cascade", .emptyFontName, "item \(position + 1) is empty")
                return nil
            }
            names.append(name)
        }
        return names
    }

    /// Reads a size field, reporting why it is invalid.
    private mutating func size(
        _ key: String, _ field: String, _ node: PropertyListNode?
    )
        -> SizeField
    {
        guard let node else { return .absent }
        let size: Double
        let number: String
        switch node.value {
        case .integer(let value): (size, number) = (Double(value), String(value))
        case .real(let value): (size, number) = (value, String(value))
        default:
            report(key, field, .wrongType, "must be a number, not \(node.value.kind)")
            return .invalid
        }
        if !size.isFinite {
            report(key, field, .notFinite, "must be a finite number, not \(size)")
            return .invalid
        }
        if size <= 0 {
            report(key, field, .notPositive, "must be greater than 0, not \(number)")
            return .invalid
        }
        if size > StyleDictionary.maximumFontSize {
            report(
                key, field, .tooLarge,
                "\(number) is larger than the \(Int(StyleDictionary.maximumFontSize)) pt limit")
            return .invalid
        }
        return .valid(size)
    }

    private mutating func report(
        _ key: String,
        _ field: String?,
        _ problem: StyleDictionaryFinding.Problem,
        _ detail: String,
        severity: StyleDictionaryFinding.Severity = .error,
        suggestion: String? = nil
    ) {
        diagnostics.append(
            StyleDictionaryFinding(
                file: file, styleKey: key, field: field, problem: problem, severity: severity,
                detail: detail, suggestion: suggestion, line: lines[key]))
    }
}
