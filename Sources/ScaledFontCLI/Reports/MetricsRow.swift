import ScaledFontCheck

/// One style's row of `metrics`: the Linux answer with its face and metrics, or, for another
/// platform, the check's entry with metrics only when the face is on this machine.
struct MetricsRow {
    let entry: CheckEntry
    let category: ContentSizeCategory
    let pointSize: Double
    let metrics: LineMetrics?
    /// The Linux answer, `nil` for another platform.
    let answer: ResolvedFont?

    /// The row of a Linux answer.
    init(entry: CheckEntry, answer: ResolvedFont) {
        self.entry = entry
        self.answer = answer
        category = answer.category
        pointSize = answer.pointSize
        metrics = answer.metrics
    }

    /// The row of a platform entry.
    init(
        entry: CheckEntry, category: ContentSizeCategory, pointSize: Double,
        metrics: LineMetrics?
    ) {
        self.entry = entry
        self.answer = nil
        self.category = category
        self.pointSize = pointSize
        self.metrics = metrics
    }

    /// The fields of one style in `metrics --format json` (and CSV): the Linux fields with
    /// `source` after `status`; for another platform the same fields, `null` where the face
    /// is not on this machine, with `platform` after `matchedBy`.
    var metricsFields: [(String, JSONValue)] {
        if let answer {
            var fields = answer.metricsFields
            fields.insert(("source", .string(entry.source.rawValue)), at: 2)
            return fields
        }
        let face = entry.face
        let metricFields =
            metrics?.reportFields
            ?? [
                ("pointSize", .number(pointSize)), ("unitsPerEm", .null),
                ("metricsTable", .null), ("ascender", .null), ("descender", .null),
                ("leading", .null), ("lineHeight", .null), ("capHeight", .null),
                ("xHeight", .null),
            ]
        return [
            ("style", .string(entry.style.rawValue)),
            ("status", .string(entry.status.rawValue)),
            ("source", .string(entry.source.rawValue)),
            ("fallbackReason", .string(entry.fallbackReason?.rawValue)),
            ("requestedName", .string(entry.requestedName)),
            ("requestedSize", .number(entry.entry?.fontSize)),
            ("postscriptName", .string(entry.postscriptName)),
            ("family", .string(face?.family)),
            ("faceStyle", .string(face?.style)),
            ("file", .string(face?.file)),
            ("index", face.map { .integer($0.index) } ?? .null),
            ("matchedBy", .string(entry.matchedBy.rawValue)),
            ("platform", .string(entry.platform)),
        ] + metricFields
    }

    /// For a row without metrics, why: `title: Noteworthy-Bold is built into ios@26.0, which
    /// is not on this machine: no metrics`.
    var absenceNote: String? {
        guard metrics == nil else { return nil }
        let what =
            entry.source == .platform
            ? "\(entry.faceCell) is built into \(entry.platform ?? "the platform")"
            : "falls back to the system font of \(entry.platform ?? "the device")"
        return "\(entry.style.rawValue): \(what), which is not on this machine: no metrics"
    }

    /// The text table's cells: style, size, face, how, source, table and metrics (`-` where
    /// the face is not on this machine).
    var textCells: [String] {
        let face = answer?.face.postscriptName ?? entry.faceCell
        let how = answer?.howFound ?? entry.howFound
        let values =
            metrics.map { [$0.table.rawValue] + $0.textColumns }
            ?? Array(repeating: "-", count: LineMetrics.textHeaders.count + 1)
        return [
            entry.style.rawValue, TextNumber.format(pointSize), face, how, entry.source.rawValue,
        ]
            + values
    }
}
