import ScaledFontCheck

extension ResolvedFont {
    /// The fields of one style in `metrics --format json` (ScaledFontCheck.docc, CommandLineReports.md).
    ///
    /// The text style is `"style"`; a JSON object cannot repeat a key, so the face's style
    /// name is `"faceStyle"`.
    var metricsFields: [(String, JSONValue)] {
        [
            ("style", .string(style.rawValue)),
            ("status", .string(status.rawValue)),
            ("fallbackReason", .string(fallbackReason?.rawValue)),
            ("requestedName", .string(requestedName)),
            ("requestedSize", .number(requestedSize)),
            ("postscriptName", .string(face.postscriptName)),
            ("family", .string(face.family)),
            ("faceStyle", .string(face.style)),
            ("file", .string(face.file)),
            ("index", .integer(face.index)),
            ("matchedBy", .string(matchedBy.rawValue)),
        ] + metrics.reportFields + boldTextFields
    }

    /// How the face was found, for text tables: the rung (`family`), or
    /// `fallback: <reason>`; with Bold Text, `, bold: <source>` follows.
    var howFound: String {
        let how = fallbackReason.map { "fallback: \($0.rawValue)" } ?? matchedBy.rawValue
        guard let boldText else { return how }
        return "\(how), bold: \(boldText.source.rawValue)"
    }
}
