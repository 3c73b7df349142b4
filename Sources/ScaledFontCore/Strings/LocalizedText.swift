/// One text of a key in one language as a file gives it: a plain value or one variant.
struct LocalizedText {
    /// `nil`, or the variant's name: `plural.one`, `device.iphone.plural.one`.
    var variant: String?
    var text: String
    var line: Int

    /// `variant` followed by `more`, with a dot between when both are there.
    static func joined(_ variant: String?, _ more: String?) -> String? {
        switch (variant, more) {
        case (nil, let more): more
        case (let variant, nil): variant
        case (let variant?, let more?): variant + "." + more
        }
    }

    /// The texts `format` stands for when its variables (`%#@name@`, or `%1$#@name@`) take
    /// each of their variants.
    ///
    /// With one variable, each of its variants gives one text, named by the variant
    /// (`plural.one`). With several, each variable's variants are taken in turn while the
    /// others keep their `other` text (their first, without one), named by the variable
    /// (`files.plural.one`): every variant is measured once, not every combination. A variable
    /// without variants stays as written.
    static func expanding(
        _ format: LocalizedText, variables: [(name: String, texts: [LocalizedText])]
    ) -> [LocalizedText] {
        let used = variables.filter {
            !$0.texts.isEmpty && format.text.contains("@" + $0.name + "@")
        }
        guard !used.isEmpty else { return [format] }
        func standIn(_ texts: [LocalizedText]) -> String {
            (texts.first { $0.variant?.hasSuffix(".other") == true } ?? texts[0]).text
        }
        var results: [LocalizedText] = []
        for variable in used {
            var others = format.text
            for other in used where other.name != variable.name {
                others = substituting(other.name, with: standIn(other.texts), in: others)
            }
            for text in variable.texts {
                let name = used.count == 1 ? text.variant : joined(variable.name, text.variant)
                results.append(
                    LocalizedText(
                        variant: joined(format.variant, name),
                        text: substituting(variable.name, with: text.text, in: others),
                        line: text.line))
            }
        }
        return results
    }

    /// `text` with every `%#@name@` (or `%N$#@name@`) replaced by `replacement`.
    static func substituting(_ name: String, with replacement: String, in text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let target = Array(("#@" + name + "@").unicodeScalars)
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "%" {
                var j = i + 1
                while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
                if j > i + 1, j < scalars.count, scalars[j] == "$" { j += 1 } else { j = i + 1 }
                if scalars[j...].starts(with: target) {
                    result += replacement.unicodeScalars
                    i = j + target.count
                    continue
                }
            }
            result.append(scalars[i])
            i += 1
        }
        return String(result)
    }
}
