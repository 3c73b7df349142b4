import ScaledFontCheck

extension AppFonts {
    /// The Info.plist's table: a row per `UIAppFonts` entry (line, status, with a project the
    /// path in the bundle, file, faces) with
    /// its error as a detail line, and a note for each listed file no dictionary uses (nor,
    /// when `codeUsesFonts`, any font name in the app's code). An Info.plist without entries
    /// says so instead of printing a table's headings alone.
    func table(
        unused: [Entry], findings: FileFindings, codeUsesFonts: Bool = false, colour: Bool
    ) -> String {
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
            Colour.bold.apply("\(DisplayPath.given(infoPlist)) (UIAppFonts)", enabled: colour)
            + "\n"
            + (!entries.isEmpty
                ? table.render(colour: colour, indent: "  ") : isReadable ? "  no entries\n" : "")
        let shown = Set(entries.compactMap(\.line))
        for finding in findings.findings where finding.line.map({ !shown.contains($0) }) ?? true {
            let severity = finding.severity
            let shade: Colour = severity == .error ? .red : severity == .warning ? .yellow : .bold
            text += "  " + shade.apply(severity.rawValue, enabled: colour) + ": \(finding.text)\n"
        }
        if !unused.isEmpty {
            text +=
                (codeUsesFonts
                    ? "  not used by any dictionary or font name in the code: "
                    : "  not used by any dictionary: ")
                + unused.map(\.entry).joined(separator: ", ") + "\n"
        }
        return text
    }
}
