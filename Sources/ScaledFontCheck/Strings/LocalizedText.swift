/// One text of a key in one language as a file gives it: a plain value or one variant.
struct LocalizedText {
    /// `nil`, or the variant's name: `plural.one`, `device.iphone.plural.one`.
    var variant: String?
    var text: String
    var line: Int

    /// What substitution may still make while one file is read: the characters left of
    /// ``LocalizedStrings/maximumSubstitutedLength``, and the texts left under the reader's
    /// limit of texts.
    struct Budget {
        var length = LocalizedStrings.maximumSubstitutedLength
        var texts: Int
        /// The reader's limit of texts, for the message.
        let textLimit: Int

        init(texts: Int, textLimit: Int) {
            self.texts = texts
            self.textLimit = textLimit
        }

        /// Takes `length` characters and `texts` texts for what `key` makes, at `line`.
        ///
        /// - Throws: a failure naming `key` and the limit when either would run out.
        mutating func take(
            _ length: Int, texts: Int = 1, for key: String, line: Int
        ) throws(PropertyListReader.Failure) {
            guard length <= self.length else {
                throw PropertyListReader.Failure(
                    line: line,
                    "the plural texts of \(key) make more than "
                        + "\(LocalizedStrings.maximumSubstitutedLength) characters in this file "
                        + "(the limit of the reader)")
            }
            guard texts <= self.texts else {
                throw PropertyListReader.Failure(
                    line: line,
                    "the plural texts of \(key) make more than \(textLimit) texts in all files "
                        + "(the limit of the reader)")
            }
            self.length -= length
            self.texts -= texts
        }
    }

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
    /// without variants stays as written, and a variable's text is not searched for variables
    /// again. Each text's length is known from its pieces before it is built, so the work is
    /// proportional to what is made, within `budget`.
    ///
    /// - Parameters:
    ///   - variables: the variables in the order the file gives them (a name given twice
    ///     keeps its last texts).
    ///   - key: the key as a message names it (`'items'`, `'de' of 'items'`).
    /// - Throws: a failure at the format's line naming `key` and the limit when the format
    ///   uses more than ``LocalizedStrings/maximumPluralVariables`` variables or `budget`
    ///   runs out.
    static func expanding(
        _ format: LocalizedText, variables: [(name: String, texts: [LocalizedText])],
        key: String, budget: inout Budget
    ) throws(PropertyListReader.Failure) -> [LocalizedText] {
        var indexByName: [String: Int] = [:]
        for (index, variable) in variables.enumerated() where !variable.texts.isEmpty {
            indexByName[variable.name] = index
        }
        guard !indexByName.isEmpty else { return [format] }
        let pieces = Piece.split(format.text, variables: indexByName)
        // The variables used, in the file's order, and how often each is named.
        var uses: [Int: Int] = [:]
        for case .variable(let index) in pieces { uses[index, default: 0] += 1 }
        guard !uses.isEmpty else { return [format] }
        guard uses.count <= LocalizedStrings.maximumPluralVariables else {
            throw PropertyListReader.Failure(
                line: format.line,
                "the format of \(key) uses \(uses.count) plural variables; at most "
                    + "\(LocalizedStrings.maximumPluralVariables) are read (the limit of the "
                    + "reader)")
        }
        let used = uses.keys.sorted()
        var literalLength = 0
        for case .literal(let text) in pieces { literalLength += text.unicodeScalars.count }
        func standIn(_ index: Int) -> String {
            let texts = variables[index].texts
            return (texts.first { $0.variant?.hasSuffix(".other") == true } ?? texts[0]).text
        }
        let standIns = Dictionary(uniqueKeysWithValues: used.map { ($0, standIn($0)) })
        // Every variable at its stand-in: each text replaces one variable's share of this.
        let references = uses.values.reduce(0, +)
        let standInLength = used.reduce(literalLength) {
            $0 + uses[$1]! * standIns[$1]!.unicodeScalars.count
        }
        var results: [LocalizedText] = []
        for index in used {
            let variable = variables[index]
            let others = standInLength - uses[index]! * standIns[index]!.unicodeScalars.count
            for text in variable.texts {
                let length = others + uses[index]! * text.text.unicodeScalars.count
                try budget.take(length + references, for: key, line: format.line)
                let name = used.count == 1 ? text.variant : joined(variable.name, text.variant)
                results.append(
                    LocalizedText(
                        variant: joined(format.variant, name),
                        text: Piece.join(pieces) { $0 == index ? text.text : standIns[$0]! },
                        line: text.line))
            }
        }
        return results
    }

    /// A part of a format: text as written, or a variable (`%#@name@`, `%N$#@name@`).
    private enum Piece {
        case literal(Substring)
        /// The variable's index in the file's list.
        case variable(Int)

        /// The pieces of `text`: a `%#@name@` or `%N$#@name@` whose name is in `variables`
        /// is a variable; everything else is literal.
        static func split(_ text: String, variables: [String: Int]) -> [Piece] {
            let scalars = text.unicodeScalars
            var pieces: [Piece] = []
            var start = scalars.startIndex
            var index = start
            while let percent = scalars[index...].firstIndex(of: "%") {
                var cursor = scalars.index(after: percent)
                let digits = scalars[cursor...].prefix { ("0"..."9").contains($0) }
                if !digits.isEmpty, digits.endIndex < scalars.endIndex,
                    scalars[digits.endIndex] == "$"
                {
                    cursor = scalars.index(after: digits.endIndex)
                }
                guard scalars[cursor...].starts(with: "#@".unicodeScalars) else {
                    index = scalars.index(after: percent)
                    continue
                }
                let nameStart = scalars.index(cursor, offsetBy: 2)
                guard let nameEnd = scalars[nameStart...].firstIndex(of: "@"),
                    let variable = variables[String(scalars[nameStart..<nameEnd])]
                else {
                    index = scalars.index(after: percent)
                    continue
                }
                if start < percent { pieces.append(.literal(Substring(scalars[start..<percent]))) }
                pieces.append(.variable(variable))
                start = scalars.index(after: nameEnd)
                index = start
            }
            if start < scalars.endIndex { pieces.append(.literal(Substring(scalars[start...]))) }
            return pieces
        }

        /// The text of `pieces`, each variable replaced by `replacement` of its index.
        static func join(_ pieces: [Piece], _ replacement: (Int) -> String) -> String {
            var result = ""
            for piece in pieces {
                switch piece {
                case .literal(let text): result += text
                case .variable(let index): result += replacement(index)
                }
            }
            return result
        }
    }
}
