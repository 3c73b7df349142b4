import ScaledFontCheck

extension AppFonts {
    /// `"infoPlist": {"path", "bundleRoot", "appFonts": [{"entry", "line", "file",
    /// "bundlePath", "status", "faces"}], "unusedAppFonts": [entry...], "diagnostics": [...]}` for `check --format json`.
    func json(unused: [Entry], findings: FileFindings) -> JSONValue {
        let entries = entries.map { entry in
            JSONValue.object([
                ("entry", .string(entry.entry)),
                ("line", entry.line.map(JSONValue.integer) ?? .null),
                ("file", .string(entry.file)),
                ("bundlePath", .string(entry.bundlePath)),
                ("status", .string(entry.status.rawValue)),
                ("faces", .array(entry.faces.map { .string($0) })),
            ])
        }
        return .object([
            ("path", .string(infoPlist)),
            ("bundleRoot", .string(bundleRoot)),
            ("appFonts", .array(entries)),
            ("unusedAppFonts", .array(unused.map { .string($0.entry) })),
            ("diagnostics", .array(findings.findings.map(\.json))),
        ])
    }

    /// The Info.plist's table: a row per `UIAppFonts` entry (line, status, with a project the
    /// path in the bundle, file, faces) with
    /// its error as a detail line, and a note for each listed file no dictionary uses.
    func table(unused: [Entry], findings: FileFindings, colour: Bool) -> String {
        // With a project, where the build puts each file (the entry must be that path).
        var inBundle = false
        if case .project = layout { inBundle = true }
        var table = TextTable(
            headers: ["LINE", "ENTRY", "STATUS"] + (inBundle ? ["BUNDLE PATH"] : [])
                + ["FILE", "FACES"])
        for entry in entries {
            let status =
                entry.status == .ok
                ? TextTable.Cell("ok", .green) : TextTable.Cell(entry.status.rawValue, .red)
            let details = findings.findings.filter { $0.line != nil && $0.line == entry.line }
                .map(\.text)
            let bundlePath = inBundle ? [TextTable.Cell(entry.bundlePath ?? "-")] : []
            table.append(
                [
                    TextTable.Cell(entry.line.map(String.init) ?? "-"), TextTable.Cell(entry.entry),
                    status,
                ] + bundlePath + [
                    TextTable.Cell(entry.file.map(DisplayPath.show) ?? "-"),
                    TextTable.Cell(entry.faces.isEmpty ? "-" : entry.faces.joined(separator: ", ")),
                ], details: details)
        }
        var text =
            Colour.bold.apply("\(infoPlist) (UIAppFonts)", enabled: colour) + "\n"
            + table.render(colour: colour, indent: "  ")
        let shown = Set(entries.compactMap(\.line))
        for finding in findings.findings where finding.line.map({ !shown.contains($0) }) ?? true {
            let severity = finding.severity
            let shade: Colour = severity == .error ? .red : severity == .warning ? .yellow : .bold
            text += "  " + shade.apply(severity.rawValue, enabled: colour) + ": \(finding.text)\n"
        }
        if !unused.isEmpty {
            text +=
                "  not used by any dictionary: "
                + unused.map(\.entry).joined(separator: ", ") + "\n"
        }
        return text
    }
}
