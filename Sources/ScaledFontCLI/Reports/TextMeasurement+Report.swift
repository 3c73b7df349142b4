import ScaledFontCheck
import ScaledFontCore

extension LineSetter.VisualRun {
    /// A run in `measure --format json`: `{"postscriptName", "file", "index", "start", "end",
    /// "advance", "glyphs", "script", "direction"}`.
    var jsonFields: [(String, JSONValue)] {
        [
            ("postscriptName", .string(face.postscriptName)),
            ("file", .string(face.file)),
            ("index", .integer(face.index)),
            ("start", .integer(range.lowerBound)),
            ("end", .integer(range.upperBound)),
            ("advance", .number(advance)),
            ("glyphs", .integer(glyphCount)),
            ("script", .string(script)),
            ("direction", .string(direction)),
        ]
    }

    /// `rtl` or `ltr`.
    var direction: String { rightToLeft ? "rtl" : "ltr" }
}
