import ScaledFont

extension CoverageReport {
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
