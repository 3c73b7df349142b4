import ScaledFontCheck

/// `scaledfont fonts --used [FOLDER]`: the app checked as `check` checks it, rendered as which
/// of its font files its font names use.
extension FontsCommand {
    /// Writes the check's diagnostics on stderr as `check` does, then the usage of each app
    /// in the asked format.
    ///
    /// - Returns: 2 when an input could not be read (the listing would be incomplete), else 0:
    ///   an unused font is reported, not a failure.
    func writeUsage(
        _ report: FontCheckReport, repository: RepositoryPath, on terminal: Terminal
    ) -> ExitStatus {
        for note in report.notes { terminal.warning(note.commandLineMessage(repository)) }
        for app in report.apps {
            let target = CheckedTarget(app, boldText: false, repository: repository)
            for file in target.reported { file.findings.diagnose(on: terminal) }
        }
        let status: ExitStatus = report.outcome == .unusable ? .usage : .success
        let usage = FontUsage(report)
        switch format {
        case .json:
            terminal.write(usage.json(repository: repository).document)
        default:
            guard format.printsReport(status) else { return status }
            let colour = terminal.allowsColour
            terminal.write(
                usage.apps.map { Self.text($0, colour: colour) }.joined(separator: "\n"))
        }
        return status
    }

    /// One app: a heading, its uses' table, its files' table and a summary line.
    private static func text(_ app: FontUsage.App, colour: Bool) -> String {
        let name =
            app.target.map { target in
                "target '\(target)'" + (app.project.map { " of \(DisplayPath.show($0))" } ?? "")
            } ?? "the app"
        var text = Colour.bold.apply(
            PrintableText.escaped("\(name): \(app.platform)"), enabled: colour)
        text += "\n"
        text +=
            app.uses.isEmpty
            ? "  no font names\n" : usesTable(app).render(colour: colour, indent: "  ")
        text += "\n"
        text +=
            app.files.isEmpty
            ? "  no font files\n" : filesTable(app.files).render(colour: colour, indent: "  ")
        let counts = [
            ("used", app.files.filter { $0.verdict == .used }.count),
            ("unused", app.files.filter { $0.verdict == .unused }.count),
            ("possibly unused", app.files.filter { $0.verdict.isPossiblyUnused }.count),
        ]
        text +=
            "\(TextNumber.counted(app.uses.count, "font name use")) (\(app.uncheckedUses) unchecked); "
            + "\(TextNumber.counted(app.files.count, "font file")): "
            + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + "\n"
        return text
    }

    /// A row per use: the name, where, what uses it, and what it resolves to.
    private static func usesTable(_ app: FontUsage.App) -> TextTable {
        var table = TextTable(headers: [
            "NAME", "PLACE", "USED BY", "RESOLVED TO", "SOURCE", "FILE",
        ])
        for use in app.uses {
            let place = [use.line, use.column].compactMap { $0 }.map { ":\($0)" }.joined()
            let usedBy: String
            switch use.origin {
            case .code(let call): usedBy = call
            case .style(let style): usedBy = "style \(style.rawValue)"
            }
            let source: TextTable.Cell
            switch (use.status, use.source) {
            case (.unchecked, _): source = TextTable.Cell("unchecked", .yellow)
            case (_, let known?) where known == .platform:
                source = TextTable.Cell("built into \(app.platform)")
            case (_, let known?): source = TextTable.Cell(known.rawValue, .green)
            case (_, nil): source = TextTable.Cell("unresolved", .red)
            }
            table.append([
                TextTable.Cell(use.name ?? "-"),
                TextTable.Cell(DisplayPath.show(use.file) + place),
                TextTable.Cell(usedBy),
                TextTable.Cell(use.resolvedTo ?? "-"),
                source,
                TextTable.Cell(use.fontFile.map { DisplayPath.show($0) } ?? "-"),
            ])
        }
        return table
    }

    /// A row per font file: where it is, its `UIAppFonts` entry, its faces, and whether the
    /// app uses it.
    private static func filesTable(_ files: [FontUsage.FontFile]) -> TextTable {
        var table = TextTable(headers: ["FONT FILE", "UIAPPFONTS", "SOURCE", "FACES", "STATUS"])
        for file in files {
            let status: TextTable.Cell
            switch file.verdict {
            case .used:
                status = TextTable.Cell(
                    "used (\(TextNumber.counted(file.uses.count, "use")))", .green)
            case .unused:
                status = TextTable.Cell("unused", .red)
            case .possiblyUnused(let unchecked):
                status = TextTable.Cell(
                    "possibly unused (\(TextNumber.counted(unchecked, "unchecked use")))", .yellow)
            }
            table.append([
                TextTable.Cell(DisplayPath.show(file.path)),
                TextTable.Cell(file.appFontsEntry ?? "-"),
                TextTable.Cell(file.source.rawValue),
                TextTable.Cell(file.faces.joined(separator: ", ")),
                status,
            ])
        }
        return table
    }
}
