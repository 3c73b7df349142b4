/// Reads the texts of an Xcode String Catalog (`.xcstrings`) from its parsed JSON.
///
/// A catalog is `{"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANGUAGE:
/// LOCALIZATION}}}}`. A localization holds a `stringUnit` whose `value` is the text, or
/// `variations` (`plural` → `one`, `other`...; `device` → `iphone`, `ipad`...), each of
/// which is a localization again (a device variation may hold plural ones), and may hold
/// `substitutions` whose plural variations replace `%#@name@` in the text (their `%arg`
/// becomes `%N$` and their `formatSpecifier`). A key without a localization in the source
/// language has itself as the source text, as Xcode uses it.
enum StringCatalogReader {
    /// The deepest nesting of `variations` read (a device variation holding plural ones is 2).
    static let maximumVariationDepth = 4

    typealias Failure = PropertyListReader.Failure

    /// One text of the catalog: its key, language and text.
    struct Text {
        var key: String
        var language: String
        var text: LocalizedText
    }

    /// The catalog's source language, from its root read with the `"strings"` object empty
    /// (``JSONParser/parse(streaming:_:)``), and the occurrence of `"strings"` that counts:
    /// the last, as in JSON decoders.
    static func header(
        _ root: PropertyListNode
    ) throws(Failure) -> (
        sourceLanguage: String, stringsOccurrence: Int
    ) {
        let top = try entries(of: root, "the catalog")
        guard let source = last("sourceLanguage", in: top) else {
            throw Failure(line: root.line, "the catalog has no \"sourceLanguage\"")
        }
        guard case .string(let sourceLanguage) = source.value, !sourceLanguage.isEmpty else {
            throw Failure(
                line: source.line, "\"sourceLanguage\" is \(source.value.kind), not a language code"
            )
        }
        guard let strings = last("strings", in: top) else {
            throw Failure(line: root.line, "the catalog has no \"strings\" object")
        }
        _ = try entries(of: strings, "\"strings\"")
        return (sourceLanguage, top.filter { $0.key == "strings" }.count - 1)
    }

    /// The texts of one key of `"strings"`, in file order, the texts made by substitution
    /// within `budget`.
    static func texts(
        of entry: PropertyListEntry, sourceLanguage: String, budget: inout LocalizedText.Budget
    ) throws(Failure) -> [Text] {
        var texts: [Text] = []
        let key = entry.key
        let fields = try entries(of: entry.value, "the key \(quoted(key))")
        var localizations: [PropertyListEntry] = []
        if let node = last("localizations", in: fields) {
            localizations = try entries(of: node, "\"localizations\" of \(quoted(key))")
        }
        if !localizations.contains(where: { $0.key == sourceLanguage }) {
            texts.append(
                Text(
                    key: key, language: sourceLanguage,
                    text: LocalizedText(variant: nil, text: key, line: entry.keyLine)))
        }
        for localization in localizations {
            for text in try localizedTexts(
                localization.value, "\(quoted(localization.key)) of \(quoted(key))",
                budget: &budget)
            {
                texts.append(Text(key: key, language: localization.key, text: text))
            }
        }
        return texts
    }

    /// The texts of one localization: its string unit's, or its variations', with its
    /// substitutions applied.
    private static func localizedTexts(
        _ localization: PropertyListNode, _ what: @autoclosure () -> String,
        budget: inout LocalizedText.Budget
    ) throws(Failure) -> [LocalizedText] {
        let texts = try units(localization, what())
        let fields = try entries(of: localization, what())
        guard let substitutions = last("substitutions", in: fields) else { return texts }
        let what = what()
        var variables: [(name: String, texts: [LocalizedText])] = []
        for substitution in try entries(of: substitutions, "\"substitutions\" of \(what)") {
            let place = "the substitution \(quoted(substitution.key)) of \(what)"
            let fields = try entries(of: substitution.value, place)
            var argument = "%"
            if let number = last("argNum", in: fields), case .integer(let value) = number.value {
                argument += "\(value)$"
            }
            if let specifier = last("formatSpecifier", in: fields),
                case .string(let value) = specifier.value
            {
                argument += value
            } else {
                argument += "@"
            }
            var variantTexts: [LocalizedText] = []
            for var text in try units(substitution.value, place) {
                // `%arg` written as the argument, its length known before the text is made.
                let parts = text.text.split(separator: "%arg", omittingEmptySubsequences: false)
                try budget.take(
                    parts.reduce(0) { $0 + $1.unicodeScalars.count }
                        + (parts.count - 1) * argument.unicodeScalars.count,
                    texts: 0, for: place, line: text.line)
                text.text = parts.joined(separator: argument)
                variantTexts.append(text)
            }
            variables.append((substitution.key, variantTexts))
        }
        var results: [LocalizedText] = []
        for text in texts {
            results += try LocalizedText.expanding(
                text, variables: variables, key: what, budget: &budget)
        }
        return results
    }

    /// The string units of a localization or a substitution, and of its variations at any
    /// depth up to ``maximumVariationDepth``, each named by the variations leading to it.
    private static func units(
        _ node: PropertyListNode, _ what: @autoclosure () -> String
    ) throws(Failure) -> [LocalizedText] {
        var results: [LocalizedText] = []
        var pending: [(node: PropertyListNode, variant: String?, depth: Int)] = [(node, nil, 0)]
        while let (node, variant, depth) = pending.popLast() {
            // Where the text is, in words: made only for a message.
            func place() -> String { variant.map { "the variation \($0) of \(what())" } ?? what() }
            let fields = try entries(of: node, place())
            if let unit = last("stringUnit", in: fields) {
                let unitFields = try entries(of: unit, "\"stringUnit\" of \(place())")
                guard let value = last("value", in: unitFields) else {
                    throw Failure(line: unit.line, "\"stringUnit\" of \(place()) has no \"value\"")
                }
                guard case .string(let text) = value.value else {
                    throw Failure(
                        line: value.line,
                        "\"value\" of \(place()) is \(value.value.kind), not a string")
                }
                results.append(LocalizedText(variant: variant, text: text, line: value.line))
            }
            guard let variations = last("variations", in: fields) else { continue }
            guard depth < maximumVariationDepth else {
                throw Failure(
                    line: variations.line,
                    "variations nested more than \(maximumVariationDepth) deep in \(what())")
            }
            var children: [(PropertyListNode, String?, Int)] = []
            for kind in try entries(of: variations, "\"variations\" of \(place())") {
                for child in try entries(of: kind.value, "\(quoted(kind.key)) of \(place())") {
                    children.append(
                        (
                            child.value, LocalizedText.joined(variant, kind.key + "." + child.key),
                            depth + 1
                        ))
                }
            }
            pending += children.reversed()
        }
        return results
    }

    /// The entries of a JSON object, or a failure saying what `what` is instead.
    private static func entries(
        of node: PropertyListNode, _ what: @autoclosure () -> String
    ) throws(Failure) -> [PropertyListEntry] {
        guard let entries = node.entries else {
            throw Failure(line: node.line, "\(what()) is \(node.value.kind), not an object")
        }
        return entries
    }

    /// The value of the last entry named `key` (JSON objects keep a key written twice twice;
    /// the last one counts, as in JSON decoders).
    private static func last(_ key: String, in entries: [PropertyListEntry]) -> PropertyListNode? {
        entries.last { $0.key == key }?.value
    }

    private static func quoted(_ text: String) -> String {
        PropertyListReader.quoted(text.utf8)
    }
}
