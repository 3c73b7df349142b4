import ScaledFontCheck

extension TextMeasurement.Run {
    /// A run in `measure --format json`: `{"postscriptName", "file", "index", "start", "end",
    /// "advance", "glyphs"}`.
    var jsonFields: [(String, JSONValue)] {
        [
            ("postscriptName", .string(face.postscriptName)),
            ("file", .string(face.file)),
            ("index", .integer(face.index)),
            ("start", .integer(start)),
            ("end", .integer(end)),
            ("advance", .number(advance)),
            ("glyphs", .integer(glyphCount)),
        ]
    }
}
