extension CoverageReport {
    /// The most characters a finding lists before `and N more`.
    private static let listed = 12
    /// The most cascade faces a finding names before `and N more faces`: on a desktop, a text
    /// of every script can need a hundred fallback faces.
    private static let listedFaces = 8

    /// `U+00E9 é`, or `U+0020` for a character that prints as nothing.
    package static func describe(_ character: Unicode.Scalar) -> String {
        let hex = String(character.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let visible =
            !character.properties.isWhitespace
            && character.properties.generalCategory != .format
        return visible ? "\(code) \(character)" : code
    }

    /// Characters as ranges of consecutive code points, in code point order: a text of many
    /// distinct characters (a whole script) is reported in a few ranges, not one line each.
    package static func ranges(_ characters: [Unicode.Scalar]) -> [ClosedRange<Unicode.Scalar>] {
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        for character in characters.sorted() {
            if let last = ranges.last, last.upperBound.value + 1 == character.value {
                ranges[ranges.count - 1] = last.lowerBound...character
            } else {
                ranges.append(character...character)
            }
        }
        return ranges
    }

    /// `U+00E9 é, U+2192 →`, `U+4E00 一–U+9FFF 鿿 (20992 characters)`, and `and 3 more` past
    /// ``listed`` ranges.
    private static func list(_ characters: [Unicode.Scalar]) -> String {
        let all = ranges(characters)
        var text = all.prefix(listed).map { range in
            guard range.lowerBound != range.upperBound else { return describe(range.lowerBound) }
            let count = range.upperBound.value - range.lowerBound.value + 1
            return
                "\(describe(range.lowerBound))–\(describe(range.upperBound)) (\(count) characters)"
        }.joined(separator: ", ")
        if all.count > listed {
            let shown = all.prefix(listed).reduce(0) {
                $0 + Int($1.upperBound.value - $1.lowerBound.value) + 1
            }
            text += " and \(characters.count - shown) more"
        }
        return text
    }

    /// A warning when the face lacks characters (with the cascade that renders them) and an
    /// error when no face renders some.
    var findings: [(severity: Finding.Severity, reason: Finding.Reason, message: String)] {
        var found: [(Finding.Severity, Finding.Reason, String)] = []
        if !missing.isEmpty {
            var text = "\(face.postscriptName) cannot render \(Self.list(missing))"
            if !cascade.isEmpty {
                let steps = cascade.prefix(Self.listedFaces).map {
                    "\($0.face.postscriptName) (\($0.source.rawValue): \(Self.list($0.characters)))"
                }
                text += "; cascade: " + steps.joined(separator: ", ")
                let rest = cascade.dropFirst(Self.listedFaces)
                if !rest.isEmpty {
                    let characters = rest.reduce(0) { $0 + $1.characters.count }
                    text += " and \(rest.count) more faces (\(characters) characters)"
                }
            }
            found.append((.warning, .charactersMissing, text))
        }
        if !uncovered.isEmpty {
            found.append(
                (
                    .error, .charactersUncovered,
                    "no bundled or installed face renders \(Self.list(uncovered))"
                ))
        }
        return found
    }
}
