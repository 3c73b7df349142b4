internal import ScaledFontCore

/// A JSON value whose objects keep their keys in the order written, so that reports list
/// fields in the documented order (ScaledFontCheck.docc, CommandLineReports.md).
///
/// Numbers are written with Swift's shortest round-trip `description` of `Double` (exact:
/// parsing the text gives back the same `Double`), integers as integers.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `.string`, or `.null` for `nil`.
    package static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// `.number`, or `.null` for `nil`.
    package static func number(_ value: Double?) -> JSONValue {
        value.map(JSONValue.number) ?? .null
    }

    /// The value as JSON text, indented by two spaces per level, ending with a newline.
    package var document: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    /// The value as a CSV field: strings and numbers as written in JSON without quotes,
    /// `null` as an empty field.
    package var csvField: String {
        switch self {
        case .null: ""
        case .string(let text): text
        default: scalarText
        }
    }

    private var scalarText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): value.description
        case .string(let text): Self.quoted(text)
        case .array, .object: ""
        }
    }

    private func write(to text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let elements) where !elements.isEmpty:
            text += "[\n"
            for (offset, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: inner)
                text += offset == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members) where !members.isEmpty:
            text += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                text += inner + Self.quoted(key) + ": "
                value.write(to: &text, indent: inner)
                text += offset == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        case .array: text += "[]"
        case .object: text += "{}"
        default: text += scalarText
        }
    }

    /// A JSON string literal (RFC 8259: quote, backslash and control characters escaped; so are
    /// DEL, C1 controls and bidirectional overrides (``PrintableText``), which JSON allows raw
    /// but which would act on a terminal that shows the report), with the `#` of a `##[` or
    /// `##vso[` that a CI runner would read in the log written `\u0023`.
    private static func quoted(_ text: String) -> String {
        PrintableText.defusingCommands(
            PropertyListWriter.jsonQuoted(text, alsoEscaping: PrintableText.needsEscape),
            colon: "\\u003A", hash: "\\u0023")
    }
}
