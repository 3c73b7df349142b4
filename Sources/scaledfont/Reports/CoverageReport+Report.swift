import ScaledFont

extension CoverageReport {
    /// The most characters a finding lists before `and N more`.
    private static let listed = 12

    /// `U+00E9 é`, or `U+0020` for a character that prints as nothing.
    static func describe(_ character: Unicode.Scalar) -> String {
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
    var findings: [(level: GitHubAnnotation.Level, text: String)] {
        var found: [(GitHubAnnotation.Level, String)] = []
        if !missing.isEmpty {
            var text = "\(face.postscriptName) cannot render \(Self.list(missing))"
            if !cascade.isEmpty {
                let steps = cascade.map {
                    "\($0.face.postscriptName) (\($0.source.rawValue): \(Self.list($0.characters)))"
                }
                text += "; cascade: " + steps.joined(separator: ", ")
            }
            found.append((.warning, text))
        }
        if !uncovered.isEmpty {
            found.append(
                (.error, "no bundled or installed face renders \(Self.list(uncovered))"))
        }
        return found
    }

    /// `{"characters", "missing", "cascade": [{"postscriptName", "file", "source",
    /// "characters"}], "uncovered"}`, characters as `U+XXXX` strings.
    var json: JSONValue {
        func codes(_ characters: [Unicode.Scalar]) -> JSONValue {
            .array(characters.map { .string(String(Self.describe($0).prefix { $0 != " " })) })
        }
        let steps = cascade.map {
            JSONValue.object([
                ("postscriptName", .string($0.face.postscriptName)),
                ("file", .string($0.face.file)),
                ("source", .string($0.source.rawValue)),
                ("characters", codes($0.characters)),
            ])
        }
        return .object([
            ("characters", .integer(characters.count)),
            ("missing", codes(missing)),
            ("cascade", .array(steps)),
            ("uncovered", codes(uncovered)),
        ])
    }
}
