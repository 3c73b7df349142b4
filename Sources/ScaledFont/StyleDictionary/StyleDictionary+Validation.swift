import Foundation

/// Validates the entries of a style dictionary one by one, collecting diagnostics.
struct EntryValidator {
    static let knownFields = [
        "fontName", "fontSize", "maximumPointSize", "minimumPointSize", "boldFontName",
        "cascade",
    ]

    let file: String
    /// Where the keys are in an XML dictionary, and which are written twice.
    let keys: XMLKeyScan
    private(set) var diagnostics: [StyleDictionaryDiagnostic] = []

    init(file: String, keys: XMLKeyScan) {
        self.file = file
        self.keys = keys
    }

    /// Checks one top-level key and its value; returns the entry if it is usable.
    mutating func validate(key: String, value: Any) -> StyleEntry? {
        guard TextStyle(rawValue: key) != nil else {
            report(
                key, nil, .unknownStyle, "is not a text style key",
                suggestion: NearestName.find(key, among: TextStyle.allCases.map(\.rawValue)))
            return nil
        }
        if let lines = keys.repeatedKeys[key] {
            report(key, nil, .duplicateKey, Self.repeated(lines, "in the dictionary"))
            return nil
        }
        guard let fields = value as? [String: Any] else {
            report(
                key, nil, .entryNotADictionary,
                "must be a dictionary with fontName and fontSize, not \(PlistKind(value))")
            return nil
        }
        for field in fields.keys.sorted() where !Self.knownFields.contains(field) {
            report(
                key, field, .unknownField, "is not a known field and is ignored",
                severity: .warning, suggestion: NearestName.find(field, among: Self.knownFields))
        }
        let repeatedFields = keys.repeatedFields[key] ?? [:]
        for (field, lines) in repeatedFields.sorted(by: { $0.value[0] < $1.value[0] }) {
            report(key, field, .duplicateKey, Self.repeated(lines, "in this entry"))
        }
        guard repeatedFields.isEmpty else { return nil }
        let name = fontName(key, fields["fontName"])
        let fontSize = size(key, "fontSize", fields["fontSize"])
        let maximum = size(key, "maximumPointSize", fields["maximumPointSize"])
        let minimum = size(key, "minimumPointSize", fields["minimumPointSize"])
        // Optional; when present it must be a name like fontName (`.some(nil)`: invalid).
        let boldFontName = fields["boldFontName"].map { fontName(key, $0, field: "boldFontName") }
        let cascade = fields["cascade"].map { self.cascade(key, $0) }
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
    /// keeps one of the values and drops the others unseen.
    private static func repeated(_ lines: [Int], _ place: String) -> String {
        let numbers = lines.map(String.init)
        let lineList = numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        return "is written \(lines.count) times \(place) (lines \(lineList)); a property-list "
            + "reader keeps only one value, so the entry is not used"
    }

    /// The outcome of reading one size field.
    private enum SizeField {
        case absent
        case valid(Double)
        case invalid

        /// For an optional field: `.some(nil)` when absent, `nil` when invalid.
        var optional: Double?? {
            switch self {
            case .absent: .some(nil)
            case .valid(let size): .some(size)
            case .invalid: nil
            }
        }
    }

    /// Reads a font name field (`fontName`, `boldFontName`): a string, not blank.
    private mutating func fontName(
        _ key: String, _ value: Any?, field: String = "fontName"
    )
        -> String?
    {
        guard let value else {
            report(key, field, .missingField, "is missing")
            return nil
        }
        guard let name = value as? String else {
            report(key, field, .wrongType, "must be a string, not \(PlistKind(value))")
            return nil
        }
        if name.allSatisfy(\.isWhitespace) {
            report(key, field, .emptyFontName, "is empty")
            return nil
        }
        return name
    }

    /// Reads a `cascade` field: an array of font names, each a string that is not blank.
    private mutating func cascade(_ key: String, _ value: Any) -> [String]? {
        guard let items = value as? [Any] else {
            report(
                key, "cascade", .wrongType,
                "must be an array of font names, not \(PlistKind(value))")
            return nil
        }
        var names: [String] = []
        for (position, item) in items.enumerated() {
            guard let name = item as? String else {
                report(
                    key, "cascade", .wrongType,
                    "item \(position + 1) must be a font name (a string), not \(PlistKind(item))")
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
    private mutating func size(_ key: String, _ field: String, _ value: Any?) -> SizeField {
        guard let value else { return .absent }
        guard type(of: value) != Bool.self, let number = value as? NSNumber else {
            report(key, field, .wrongType, "must be a number, not \(PlistKind(value))")
            return .invalid
        }
        let size = number.doubleValue
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
        _ problem: StyleDictionaryDiagnostic.Problem,
        _ detail: String,
        severity: StyleDictionaryDiagnostic.Severity = .error,
        suggestion: String? = nil
    ) {
        diagnostics.append(
            StyleDictionaryDiagnostic(
                file: file, styleKey: key, field: field, problem: problem, severity: severity,
                detail: detail, suggestion: suggestion, line: keys.lines[key]))
    }
}
