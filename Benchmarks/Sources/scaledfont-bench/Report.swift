/// One line of the results table.
struct ResultRow {
    /// The goal's name in `Benchmarks/thresholds.json`, or "–" for a row that explains another.
    var goal: String
    var measurement: String
    var ours: String
    var reference: String
    var ratio: String

    /// The columns; each goal's limit is in `Benchmarks/thresholds.json`, which
    /// `run.sh --check` holds these rows to.
    static let header = ["Goal", "Measurement", "ScaledFont", "Reference", "Ratio"]

    var cells: [String] { [goal, measurement, ours, reference, ratio] }
}

/// Prints rows as a GitHub Markdown table.
func printTable(_ rows: [ResultRow]) {
    let lines = [ResultRow.header] + rows.map(\.cells)
    let widths = ResultRow.header.indices.map { column in
        lines.map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
        "| "
            + zip(cells, widths).map { cell, width in
                cell + String(repeating: " ", count: width - cell.count)
            }.joined(separator: " | ") + " |"
    }
    print(line(ResultRow.header))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for cells in lines.dropFirst() { print(line(cells)) }
}

/// "1.23×".
func ratioText(_ value: Double) -> String { format(value, 2) + "×" }

extension ResultRow {
    /// A row that explains another: no goal.
    static func info(
        _ measurement: String, ours: String, reference: String = "", ratio: String = ""
    ) -> ResultRow {
        ResultRow(
            goal: "–", measurement: measurement, ours: ours, reference: reference, ratio: ratio)
    }
}

/// "12.3 MiB" from KiB.
func mib(_ kilobytes: Double) -> String { format(kilobytes / 1024, 1) + " MiB" }

/// "1.23 µs" or "12.30 ns"-style text for a time per operation.
func nanoseconds(_ value: Double) -> String { format(value, 2) + " ns" }
