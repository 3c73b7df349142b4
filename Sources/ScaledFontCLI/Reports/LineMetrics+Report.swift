import ScaledFontCheck

extension LineMetrics {
    /// The metric fields of `metrics` and `resolve` JSON, in the documented order: `pointSize`,
    /// `unitsPerEm`, `metricsTable`, `ascender`, `descender`, `leading`, `lineHeight`,
    /// `capHeight`, `xHeight` (`null` when the face gives none).
    var reportFields: [(String, JSONValue)] {
        [
            ("pointSize", .number(pointSize)),
            ("unitsPerEm", Int(exactly: unitsPerEm).map(JSONValue.integer) ?? .number(unitsPerEm)),
            ("metricsTable", .string(table.rawValue)),
            ("ascender", .number(ascender)),
            ("descender", .number(descender)),
            ("leading", .number(leading)),
            ("lineHeight", .number(lineHeight)),
            ("capHeight", .number(capHeight)),
            ("xHeight", .number(xHeight)),
        ]
    }

    /// The values of the text tables' metric columns, to 3 decimals (`-` for an absent
    /// height).
    var textColumns: [String] {
        [ascender, descender, leading, lineHeight].map(TextNumber.format)
            + [capHeight, xHeight].map { $0.map(TextNumber.format) ?? "-" }
    }

    /// The headers of ``textColumns``.
    static let textHeaders = [
        "ASCENDER", "DESCENDER", "LEADING", "LINE HEIGHT", "CAP HEIGHT", "X-HEIGHT",
    ]
}
