import ScaledFontCheck

/// `scaledfont check DICT... [--fonts-dir DIR]... [--platform P] [--info-plist FILE]
/// [--format text|json|github|junit|gitlab]`: the CI gate that proves every font a style
/// dictionary names exists where the app runs.
struct CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check that every font a style dictionary names is bundled or installed.",
        usage: "check [<folder>] [<dictionary>...] [--root <dir>] [--fonts-dir <dir>]... "
            + "[--registered-fonts <dir>]... "
            + "[--platform <platform>] [--platform-fonts <file>] [--info-plist <file> [--bundle-root <dir>]] "
            + "[--project <App.xcodeproj> [--target <name>]... [--configuration <name>]] "
            + "[--format <format>] [--bold-text] [--text <text>] [--text-file <file>] [--no-code]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: CommandSpec.Positionals.dictionaryHelp + " Several may be given. A folder "
                + "(at most one, not named *.plist or *.json) is checked as the repository "
                + "found there (see below), and so is the current folder when no dictionary "
                + "is given.",
            minimum: 0, maximum: nil),
        options: [
            rootOption, .fontsDirectory,
            CommandSpec.Option(
                "registered-fonts", value: "dir", repeatable: true,
                help: "A folder of fonts the app registers itself at run time "
                    + "(CTFontManagerRegisterFontsForURL, often from a Swift package's resource "
                    + "bundle): its faces are the app's without a UIAppFonts entry, and their "
                    + "source is 'registered'. With --platform linux, a folder like --fonts-dir."),
            .platform, .platformFonts,
            CommandSpec.Option(
                "info-plist", value: "file",
                help: "The app's Info.plist (XML or binary): only the font files its UIAppFonts "
                    + "lists (or, for --platform bundled, its ATSApplicationFontsPath folder "
                    + "holds) count as bundled; each entry must match exactly one font file. Sets "
                    + "--platform ios unless --platform says otherwise."),
            CommandSpec.Option(
                "bundle-root", value: "dir",
                help: "A built app bundle: UIAppFonts entries are paths under this folder. "
                    + "Without it, an entry names the file under the --fonts-dir folders whose "
                    + "path ends with the entry (Xcode copies a group's fonts flat)."),
            CommandSpec.Option(
                "project", value: "App.xcodeproj",
                help: "The app's Xcode project: each target's build settings give its "
                    + "Info.plist and platform (ios@<deployment target>+ unless --platform says "
                    + "otherwise), and the files its build copies are the bundle UIAppFonts "
                    + "entries name, exactly. Not with --info-plist, --bundle-root or "
                    + "--fonts-dir."),
            CommandSpec.Option(
                "target", value: "name", repeatable: true,
                help: "A target of --project to check (may be repeated: each with its own "
                    + "Info.plist and bundle); default: the project's only application target."),
            CommandSpec.Option(
                "configuration", value: "name",
                help: "The build configuration whose settings --project reads (default: "
                    + "Release)."),
            .format([.text, .json, .github, .junit, .gitlab]), .boldText, .text, .textFile,
            CommandSpec.Option(
                "no-code",
                help: "Do not read the app's code. Otherwise, with --project, each font name a "
                    + "target's Swift and Objective-C files and the storyboards and xibs it "
                    + "copies use is checked as a style's fontName is, their customFonts "
                    + "declare fonts and a CTFontManagerRegister... call registers the fonts "
                    + "the target copies."),
        ],
        discussion: [
            "Prints a table per dictionary (style, requested font, the face it resolved to and "
                + "how, or why it falls back, where the face comes from: bundled, registered, "
                + "installed, platform or fallback, and the font file) and a summary line. With an Apple "
                + "--platform a built-in font has no file here and passes; a font only installed "
                + "on this machine fails. --bold-text and --text need the faces here, so only "
                + "with --platform linux. Warnings go to stderr as 'file:line: warning: "
                + "message', and so do errors with --format json, junit or gitlab, or when no "
                + "table is printed.",
            "With --info-plist, a style naming a face that is in a --fonts-dir folder but in "
                + "no listed file is an error that says what to add, and so is each UIAppFonts "
                + "entry that is missing, ambiguous, not a font or outside the bundle (at its "
                + "line); listed files no dictionary uses are reported, not errors. A face in a "
                + "--registered-fonts folder needs no entry (the app registers it itself), but "
                + "the device must still be able to load its file.",
            "With --project, each UIAppFonts entry must be a path the target's build copies a "
                + "font to: an entry whose file the target does not copy says to add it to the "
                + "target's Copy Bundle Resources / Target Membership, one under another path "
                + "names the path the build gives it; a target whose Info.plist Xcode generates "
                + "declares no fonts, which is an error. With several --target, each target is "
                + "reported in turn under a heading, and its findings name it.",
            "With no dictionary, or a folder, the repository is checked as found: its root is "
                + "--root, else the git top level above the folder (default: the current "
                + "folder), else the folder. Every application and app-extension target of every "
                + ".xcodeproj below it (outside Pods, node_modules, Carthage, DerivedData, build, "
                + ".build and hidden folders) is an app, and every style dictionary is checked "
                + "for each target that copies it (one no target copies is named in a note). "
                + "Dictionaries or --project given replace discovery of their kind only; "
                + "--target then chooses that target in every project. Paths are shown relative "
                + "to the root. Nothing to check, or only a project.yml (XcodeGen) or "
                + "Project.swift (Tuist) to generate the project from, is exit 2.",
            "CI FORMATS: github writes GitHub Actions annotations on the lines of the style "
                + "keys, errors first, at most 10 of each kind (GitHub shows no more per step) "
                + "and a notice counting the rest, which follow as plain lines; with "
                + "GITHUB_STEP_SUMMARY set, a Markdown table per dictionary is appended to that "
                + "file. junit writes JUnit XML (a testsuite per dictionary, a testcase per "
                + "style; failures for errors, warnings in system-out) for GitLab, Jenkins, "
                + "CircleCI, Azure Pipelines and Buildkite. gitlab writes a GitLab Code Quality "
                + "report. Their paths are relative to GITHUB_WORKSPACE, else CI_PROJECT_DIR, "
                + "else the current folder.",
            "EXIT STATUS: 0 every present entry resolves to a bundled, installed (linux) or "
                + "built-in (Apple platforms) face (missing styles are reported, not failures); "
                + "1 an entry is invalid or names a font the platform does not have, or a "
                + "UIAppFonts entry is wrong; 2 usage error, or a dictionary, the Info.plist or "
                + "the project cannot be read.",
        ],
        examples: [
            CommandSpec.Example(
                command: "check Examples/NotoSerif.plist --fonts-dir Fonts",
                explanation: "Check a dictionary against its bundled fonts and the system's:"),
            CommandSpec.Example(
                command: "check --root Examples/App",
                explanation: "Check every app target of the projects below a root, each with "
                    + "the dictionaries it copies:"),
            CommandSpec.Example(
                command: "check App/*.plist --fonts-dir App/Fonts --format github",
                explanation: "In a GitHub Actions step, annotate the failing lines:"),
            CommandSpec.Example(
                command: "check App/*.plist --fonts-dir App/Fonts --format junit",
                explanation: "A JUnit report for GitLab, Jenkins, CircleCI or Azure Pipelines:"),
            CommandSpec.Example(
                command: "check App/Styles.plist --project App/App.xcodeproj",
                explanation: "Check an iOS app as Xcode builds it: its target's Info.plist, the "
                    + "fonts it copies, every iOS from its deployment target on:"),
            CommandSpec.Example(
                command: "check Styles.plist --fonts-dir Fonts --info-plist Info.plist",
                explanation: "Check an iOS app: its declared fonts and the newest iOS's built-in "
                    + "ones:"),
        ])

    let format: OutputFormat
    /// `--bold-text`: report the Bold Text faces.
    let boldText: Bool
    /// The check the arguments ask for.
    let check: Run

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = arguments.format
        boldText = arguments.flag(CommandSpec.Option.boldText.name)
        let text = try arguments.coverageText(command: Self.spec.name)
        let options = DictionaryCheck.Options(boldText: boldText, text: text)
        check = try Run(arguments, command: Self.spec.name, options: options)
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        try check.run { report, repository throws(ScaledFontError) in
            write(report, repository: repository, on: terminal)
        }
    }

    /// Writes the report of the check in the asked format.
    private func write(
        _ report: FontCheckReport, repository: RepositoryPath, on terminal: Terminal
    ) -> ExitStatus {
        // One part per app (per target of a project), each with its own platform, Info.plist
        // and dictionaries, reported in turn.
        let parts = report.apps.map {
            CheckedTarget($0, boldText: boldText, repository: repository)
        }
        let checked = parts.flatMap(\.checked)
        // The Info.plist's findings come first in every report, as their own file.
        let reported = parts.flatMap(\.reported)
        let notes = report.notes
        let status = ExitStatus(report.outcome)
        if format == .github {
            let verdict = summary(
                checked, parts.compactMap(\.appReport) + parts.flatMap(\.code),
                uses: report.apps.flatMap(\.fontUses), notes: notes.count, status: status,
                colour: false)
            GitHubReport(
                command: Self.spec.name, files: reported,
                catalogWarnings: notes.map { $0.commandLineMessage(repository) },
                verdict: verdict, repository: repository,
                stepSummaryFile: RunContext.current.variable("GITHUB_STEP_SUMMARY")
            ).write(on: terminal)
            return status
        }
        for note in notes { terminal.warning(note.commandLineMessage(repository)) }
        // A text report shows the errors in its tables; the other formats are for programs,
        // so a person reading the log still sees them on stderr.
        let printsReport = format.printsReport(status)
        let errorsOnStderr = format != .text || !printsReport
        for result in reported { result.findings.diagnose(on: terminal, errors: errorsOnStderr) }
        guard printsReport else { return status }
        switch format {
        case .json:
            terminal.write(report.json(repository: repository).document)
        case .junit:
            terminal.write(JUnitReport(files: reported, repository: repository).document)
        case .gitlab:
            let report = CodeQualityReport(files: reported, repository: repository)
            terminal.write(report.json.document)
        default:
            let colour = terminal.allowsColour
            // The whole report is one text, written once: a write per piece cost a pass of
            // the terminal's escaping and a system call each.
            var text = ""
            for part in parts {
                var tables = part.checked.map { table($0, colour: colour) }
                if let app = part.app.declaredFonts, let appReport = part.appReport {
                    tables.insert(
                        app.fonts.table(
                            unused: app.unused, findings: appReport.findings,
                            codeUsesFonts: !part.app.fontUses.isEmpty, colour: colour),
                        at: 0)
                }
                if let heading = part.heading {
                    text += heading
                    text += "\n"
                }
                text += tables.joined(separator: "\n")
                text += "\n"
                text += Self.codeErrors(part, repository: repository)
                Self.appendRecords(of: part.app.platform, to: &text)
            }
            let apps = parts.compactMap(\.appReport) + parts.flatMap(\.code)
            text += summary(
                checked, apps, uses: report.apps.flatMap(\.fontUses), notes: notes.count,
                status: status, colour: colour)
            terminal.write(text)
        }
        return status
    }

    /// The table of one dictionary: a row per text style, then a row per unknown style key,
    /// each with its findings as detail lines.
    private func table(_ dictionary: CheckedFile, colour: Bool) -> String {
        var table = TextTable(headers: [
            "STYLE", "STATUS", "REQUESTED", "RESOLVED TO", "HOW", "SOURCE", "FILE",
        ])
        for row in dictionary.rows {
            let cells = [
                TextTable.Cell(row.key), row.statusCell,
                TextTable.Cell(row.requested), TextTable.Cell(row.resolvedTo),
                TextTable.Cell(row.how), TextTable.Cell(row.source), TextTable.Cell(row.file),
            ]
            table.append(cells, details: row.findings.map(\.text))
        }
        let title = PrintableText.escaped(DisplayPath.given(dictionary.path))
        return Colour.bold.apply(title, enabled: colour) + "\n"
            + table.render(colour: colour, indent: "  ")
    }

    /// The errors of the font names an app's code uses, under a line naming the target and
    /// counting its uses: `font names in the code of target 'App': 9 checked, 4 failing, 1
    /// unchecked`, then `  App/Fonts.swift:4:28: error: message` each; nothing when the
    /// code names no font.
    private static func codeErrors(_ part: CheckedTarget, repository: RepositoryPath) -> String {
        let uses = part.app.fontUses
        guard !uses.isEmpty else { return "" }
        let target = part.app.project.map { " of target '\($0.target)'" } ?? ""
        var text =
            PrintableText.escaped(
                "font names in the code\(target): \(usesCounted(uses))") + "\n"
        for finding in part.app.codeFindings where finding.severity == .error {
            let place =
                [finding.line, finding.column].compactMap { $0 }.map { ":\($0)" }.joined()
            text +=
                "  "
                + PrintableText.escaped(
                    "\(repository.relative(finding.file))\(place): error: "
                        + finding.message(showingPath: repository.relative)) + "\n"
        }
        return text
    }

    /// `9 checked, 4 failing, 1 unchecked`: the uses whose name is known, those that are
    /// errors, and those whose name is built at run time.
    private static func usesCounted(_ uses: [CheckedFontUse]) -> String {
        let unchecked = uses.filter { $0.status == .unchecked }.count
        let failing = uses.filter { $0.status == .error }.count
        return "\(uses.count - unchecked) checked, \(failing) failing, \(unchecked) unchecked"
    }

    /// Appends, for an Apple platform, the records of the platform font data that answered,
    /// a line each: `built-in fonts of ios@26.0 from the record iOS 26.0 (github.com/…; version label
    /// confidence medium to high)`; nothing for another platform.
    private static func appendRecords(of fonts: AvailableFonts, to text: inout String) {
        for record in fonts.records {
            text += "built-in fonts of \(fonts.label) from the record \(record.description)\n"
        }
    }

    /// `check passed: 1 dictionary, 11 of 11 styles resolved, 0 missing, 0 errors, 0 warnings`
    /// (the errors and warnings of the dictionaries, of the Info.plist, of the code and of
    /// the catalog), then, when the code names fonts, `; font uses in code: 9 checked, 4
    /// failing, 1 unchecked`.
    private func summary(
        _ results: [CheckedFile], _ apps: [CheckedFile], uses: [CheckedFontUse], notes: Int,
        status: ExitStatus, colour: Bool
    ) -> String {
        let styles = results.count * TextStyle.allCases.count
        let resolved = results.reduce(0) { $0 + $1.resolvedCount }
        // The Info.plist's notices (an entry with folders) are no missing styles.
        func total(_ severity: Finding.Severity) -> Int {
            func count(_ files: [CheckedFile]) -> Int {
                files.reduce(0) { $0 + $1.findings.count(severity) }
            }
            return count(results) + (severity == .notice ? 0 : count(apps))
        }
        let verdict =
            status == .success
            ? Colour.green.apply("check passed", enabled: colour)
            : Colour.red.apply("check failed", enabled: colour)
        return "\(verdict): \(TextNumber.counted(results.count, "dictionary", "dictionaries")), "
            + "\(resolved) of \(styles) styles resolved, "
            + "\(total(.notice)) missing, \(TextNumber.counted(total(.error), "error")), "
            + "\(TextNumber.counted(total(.warning) + notes, "warning"))"
            + (uses.isEmpty ? "" : "; font uses in code: " + Self.usesCounted(uses)) + "\n"
    }
}
