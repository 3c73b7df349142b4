extension CoverageReport {
    /// The most characters a finding lists before `and N more`.
    private static let listed = 12

    /// `U+00E9 é`, or `U+0020` for a character that prints as nothing.
    public static func describe(_ character: Unicode.Scalar) -> String {
        let hex = String(character.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let visible =
            !character.properties.isWhitespace
            && character.properties.generalCategory != .format
        return visible ? "\(code) \(character)" : code
    }

    /// `U+00E9 é, U+2192 →` and `and 3 more` past ``listed``.
    private static func list(_ characters: [Unicode.Scalar]) -> String {
        var text = characters.prefix(listed).map(describe).joined(separator: ", ")
        if characters.count > listed { text += " and \(characters.count - listed) more" }
        return text
    }

    /// A warning when the face lacks characters (with the cascade that renders them) and an
    /// error when no face renders some.
    var findings: [(severity: CheckFinding.Severity, reason: CheckFinding.Reason, message: String)]
    {
        var found: [(CheckFinding.Severity, CheckFinding.Reason, String)] = []
        if !missing.isEmpty {
            var text = "\(face.postscriptName) cannot render \(Self.list(missing))"
            if !cascade.isEmpty {
                let steps = cascade.map {
                    "\($0.face.postscriptName) (\($0.source.rawValue): \(Self.list($0.characters)))"
                }
                text += "; cascade: " + steps.joined(separator: ", ")
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
