/// A problem found in a style dictionary, naming the file, the style key and the field.
public struct StyleDictionaryFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The entry cannot be used; its style falls back (`check` fails).
        case error
        /// Something is probably a mistake but the entry is still used.
        case warning
    }

    /// What is wrong, as a stable code.
    public enum Problem: String, Sendable, Hashable, Codable {
        /// A top-level key is not one of the eleven style keys.
        case unknownStyle
        /// A style's value is not a dictionary.
        case entryNotADictionary
        /// A required field (`fontName`, `fontSize`) is absent.
        case missingField
        /// A field has the wrong property-list type.
        case wrongType
        /// `fontName` is empty or only white space.
        case emptyFontName
        /// A size is NaN or infinite.
        case notFinite
        /// A size is zero or negative.
        case notPositive
        /// A size is beyond ``StyleDictionary/maximumFontSize``.
        case tooLarge
        /// `minimumPointSize` is greater than `maximumPointSize`.
        case minimumAboveMaximum
        /// An entry has a field this library does not know (probably a typo).
        case unknownField
        /// A style key, or a field inside one entry, is written more than once; a
        /// property-list reader keeps only one of the values, so the entry is not used.
        case duplicateKey
    }

    /// The dictionary's path, as given by the caller.
    public let file: String
    /// The style key involved (as written in the file), if any.
    public let styleKey: String?
    /// The field involved (`fontName`, `fontSize`, ...), if any.
    public let field: String?
    /// The stable problem code.
    public let problem: Problem
    /// Whether the entry is unusable (`error`) or only suspicious (`warning`).
    public let severity: Severity
    /// The problem in words, without the file, key and field (see ``description``).
    public let detail: String
    /// The nearest valid key or field name, for typos.
    public let suggestion: String?
    /// The line of the style key in an XML dictionary, if known (1-based).
    public let line: Int?

    /// `field: detail; did you mean 'x'?`: the problem without the file, line and style key,
    /// for reports that show those in their own columns.
    public var summary: String {
        var text = field.map { "\($0): " } ?? ""
        text += detail
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text
    }

    /// `file:line: style: field: detail; did you mean 'x'?`
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let styleKey { text += ": \(styleKey)" }
        return text + ": " + summary
    }
}

/// The former name of ``StyleDictionaryFinding``.
@available(*, deprecated, renamed: "StyleDictionaryFinding")
public typealias StyleDictionaryDiagnostic = StyleDictionaryFinding
