import ScaledFontCheck

extension CheckEntry {
    /// The face for text tables: its PostScript name, the family a platform font's family
    /// name stands for (`family Futura (the device picks its regular face)`), or `system font`
    /// for a fallback whose face is the device's.
    var faceCell: String {
        postscriptName ?? (source == .platform ? message : nil) ?? "system font"
    }

    /// Where the face's file is, for text tables: the file (with the face index of a
    /// collection), or where the face is instead.
    var fileCell: String {
        if let face { return DisplayPath.show(face.file, index: face.index) }
        if source == .platform, let platform { return "built into \(platform)" }
        return "not on this machine"
    }

    /// How the face was found, for text tables: the rung, `platform`, or
    /// `fallback: <reason>`.
    var howFound: String {
        fallbackReason.map { "fallback: \($0.rawValue)" } ?? matchedBy.rawValue
    }

    /// A short status word for text tables: `ok`, `missing` (not a failure) or `error`.
    var statusCell: TextTable.Cell {
        switch fallbackReason {
        case nil: TextTable.Cell("ok", .green)
        case .styleMissing: TextTable.Cell("missing", .yellow)
        default: TextTable.Cell("error", .red)
        }
    }
}
