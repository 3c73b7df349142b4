internal import ScaledFontCore

extension CoverageReport {
    /// The most ranges JSON lists in one array; the counts beside it say how many
    /// characters there are in all.
    package static let listedInJSON = 100

    /// `{"characters", "missing", "missingCount", "cascade": [{"postscriptName", "file",
    /// "source", "characters", "characterCount"}], "uncovered", "uncoveredCount"}`: each list
    /// holds at most ``listedInJSON`` ranges of code points (`"U+00E9"`, `"U+4E00..U+9FFF"`),
    /// in code point order, and its count says how many characters there are in all.
    package var json: JSONValue {
        func codes(_ characters: [Unicode.Scalar]) -> JSONValue {
            func code(_ character: Unicode.Scalar) -> String {
                String(Self.describe(character).prefix { $0 != " " })
            }
            return .array(
                Self.ranges(characters).prefix(Self.listedInJSON).map { range in
                    range.lowerBound == range.upperBound
                        ? .string(code(range.lowerBound))
                        : .string(code(range.lowerBound) + ".." + code(range.upperBound))
                })
        }
        let steps = cascade.map {
            JSONValue.object([
                ("postscriptName", .string($0.face.postscriptName)),
                ("file", .string($0.face.file)),
                ("source", .string($0.source.rawValue)),
                ("characters", codes($0.characters)),
                ("characterCount", .integer($0.characters.count)),
            ])
        }
        return .object([
            ("characters", .integer(characters.count)),
            ("missing", codes(missing)),
            ("missingCount", .integer(missing.count)),
            ("cascade", .array(steps)),
            ("uncovered", codes(uncovered)),
            ("uncoveredCount", .integer(uncovered.count)),
        ])
    }
}
