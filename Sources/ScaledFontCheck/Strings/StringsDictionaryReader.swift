/// Reads the texts of a strings dictionary (`.stringsdict`) from its parsed property list.
///
/// Each key's value is a string (a plain text), or a dictionary holding one rule:
/// - `NSStringLocalizedFormatKey`, a format whose variables (`%#@name@`) are dictionaries of
///   the key with `NSStringFormatSpecTypeKey` `NSStringPluralRuleType` and the texts of the
///   plural categories `zero`, `one`, `two`, `few`, `many` and `other`: each category gives
///   the variant `plural.CATEGORY`, the format with the variable replaced by its text;
/// - `NSStringDeviceSpecificRuleType`, a dictionary of device (`iphone`, `ipad`...) to text:
///   the variants `device.DEVICE`;
/// - `NSStringVariableWidthRuleType`, a dictionary of width (`1`, `20`...) to text: the
///   variants `width.WIDTH`.
enum StringsDictionaryReader {
    typealias Failure = PropertyListReader.Failure

    /// The plural categories of CLDR, the keys a plural rule may have.
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The entries of a strings dictionary's root, or a failure when it is no dictionary.
    static func entries(of root: PropertyListNode) throws(Failure) -> [PropertyListEntry] {
        guard let entries = root.entries else {
            throw Failure(line: root.line, "the root is \(root.value.kind), not a dictionary")
        }
        return entries
    }

    /// The texts of one key, the plural texts within `budget`.
    static func texts(
        _ entry: PropertyListEntry, budget: inout LocalizedText.Budget
    ) throws(Failure) -> [LocalizedText] {
        switch entry.value.value {
        case .string(let text):
            return [LocalizedText(variant: nil, text: text, line: entry.value.line)]
        case .dictionary(let fields):
            let key = PropertyListReader.quoted(entry.key.utf8)
            for (rule, kind) in [
                ("NSStringDeviceSpecificRuleType", "device"),
                ("NSStringVariableWidthRuleType", "width"),
            ] {
                guard let node = fields.last(where: { $0.key == rule })?.value else { continue }
                return try strings(in: node, "\(rule) of \(key)").map {
                    LocalizedText(variant: kind + "." + $0.name, text: $0.text, line: $0.line)
                }
            }
            guard let format = fields.last(where: { $0.key == "NSStringLocalizedFormatKey" })?.value
            else {
                throw Failure(
                    line: entry.value.line,
                    "the dictionary of \(key) has no NSStringLocalizedFormatKey (nor a device or "
                        + "width rule)")
            }
            guard case .string(let formatText) = format.value else {
                throw Failure(
                    line: format.line,
                    "NSStringLocalizedFormatKey of \(key) is \(format.value.kind), not a string")
            }
            var variables: [(name: String, texts: [LocalizedText])] = []
            for field in fields where field.key != "NSStringLocalizedFormatKey" {
                guard let variable = field.value.entries else {
                    throw Failure(
                        line: field.value.line,
                        "the variable \(PropertyListReader.quoted(field.key.utf8)) of \(key) is "
                            + "\(field.value.value.kind), not a dictionary")
                }
                let type = variable.last { $0.key == "NSStringFormatSpecTypeKey" }?.value.value
                guard type == .string("NSStringPluralRuleType") else { continue }
                var texts: [LocalizedText] = []
                for category in variable where pluralCategories.contains(category.key) {
                    guard case .string(let text) = category.value.value else {
                        throw Failure(
                            line: category.value.line,
                            "the plural category \(category.key) of \(key) is "
                                + "\(category.value.value.kind), not a string")
                    }
                    texts.append(
                        LocalizedText(
                            variant: "plural." + category.key, text: text, line: category.value.line
                        ))
                }
                variables.append((field.key, texts))
            }
            let base = LocalizedText(variant: nil, text: formatText, line: format.line)
            return try LocalizedText.expanding(
                base, variables: variables, key: key, budget: &budget)
        default:
            throw Failure(
                line: entry.value.line,
                "the value of \(PropertyListReader.quoted(entry.key.utf8)) is "
                    + "\(entry.value.value.kind), not a string or a dictionary")
        }
    }

    /// The string values of a rule's dictionary.
    private static func strings(
        in node: PropertyListNode, _ what: String
    ) throws(Failure) -> [(name: String, text: String, line: Int)] {
        guard let entries = node.entries else {
            throw Failure(line: node.line, "\(what) is \(node.value.kind), not a dictionary")
        }
        var results: [(name: String, text: String, line: Int)] = []
        for entry in entries {
            guard case .string(let text) = entry.value.value else {
                throw Failure(
                    line: entry.value.line,
                    "\(PropertyListReader.quoted(entry.key.utf8)) of \(what) is "
                        + "\(entry.value.value.kind), not a string")
            }
            results.append((entry.key, text, entry.value.line))
        }
        return results
    }
}
