import ScaledFont

/// `scaledfont check DICT... [--fonts-dir DIR]... [--format text|json|github]`: the CI gate
/// that proves every font a style dictionary names is bundled or installed.
struct CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check that every font a style dictionary names is bundled or installed.",
        usage: "check <dictionary>... [--fonts-dir <dir>]... [--platform <platform>] "
            + "[--platform-fonts <file>] [--info-plist <file> [--bundle-root <dir>]] "
            + "[--format <format>] [--bold-text] [--text <text>] [--text-file <file>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: "A style dictionary: an XML or binary property list, or JSON of the same "
                + "shape, mapping text styles to "
                + "fontName and fontSize. Several may be given.",
            minimum: 1, maximum: nil),
        options: [
            .fontsDirectory, .platform, .platformFonts,
            CommandSpec.Option(
                "info-plist", value: "file",
                help: "The app's Info.plist (XML or binary): only the font files its UIAppFonts "
                    + "lists (or its ATSApplicationFontsPath folder holds) count as bundled; each "
                    + "entry must match exactly one font file. Sets --platform ios unless "
                    + "--platform says otherwise."),
            CommandSpec.Option(
                "bundle-root", value: "dir",
                help: "A built app bundle: UIAppFonts entries are paths under this folder. "
                    + "Without it, an entry names the file under the --fonts-dir folders whose "
                    + "path ends with the entry (Xcode copies a group's fonts flat)."),
            .format([.text, .json, .github]), .boldText, .text, .textFile,
        ],
        discussion: [
            "Prints a table per dictionary (style, requested font, the face it resolved to and "
                + "how, or why it falls back, where the face comes from: bundled, installed, "
                + "platform or fallback, and the font file) and a summary line. With an Apple "
                + "--platform a built-in font has no file here and passes; a font only installed "
                + "on this machine fails. --bold-text and --text need the faces here, so only "
                + "with --platform linux. Warnings go "
                + "to stderr as 'file:line: warning: message', and so do errors with --format "
                + "json or when no table is printed. With --format github every finding is a "
                + "GitHub Actions annotation on the dictionary's line.",
            "With --info-plist, a style naming a face that is in a --fonts-dir folder but in "
                + "no listed file is an error that says what to add, and so is each UIAppFonts "
                + "entry that is missing, ambiguous, not a font or outside the bundle (at its "
                + "line); listed files no dictionary uses are reported, not errors.",
            "EXIT STATUS: 0 every present entry resolves to a bundled, installed (linux) or "
                + "built-in (Apple platforms) face (missing styles are reported, not failures); "
                + "1 an entry is invalid or names a font the platform does not have, or a "
                + "UIAppFonts entry is wrong; 2 usage error, or a dictionary or the Info.plist "
                + "cannot be read.",
        ],
        examples: [
            CommandSpec.Example(
                command: "check Examples/NotoSerif.plist --fonts-dir Fonts",
                explanation: "Check a dictionary against its bundled fonts and the system's:"),
            CommandSpec.Example(
                command: "check App/*.plist --fonts-dir App/Fonts --format github",
                explanation: "In a GitHub Actions step, annotate the failing lines:"),
            CommandSpec.Example(
                command: "check Styles.plist --fonts-dir Fonts --info-plist Info.plist",
                explanation: "Check an iOS app: its declared fonts and the newest iOS's built-in "
                    + "ones:"),
        ])

    let dictionaries: [String]
    let format: OutputFormat
    /// `--bold-text`: report the Bold Text faces.
    let boldText: Bool
    /// `--text` and `--text-file`: the characters every style should render.
    let text: String?
    /// `--platform`.
    let platform: Platform
    /// `--info-plist`.
    let infoPlist: String?
    /// `--bundle-root`.
    let bundleRoot: String?
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        dictionaries = arguments.positionals
        format = arguments.format
        boldText = arguments.flag(CommandSpec.Option.boldText.name)
        text = try arguments.coverageText(command: Self.spec.name)
        infoPlist = arguments.value("info-plist")
        bundleRoot = arguments.value("bundle-root")
        if bundleRoot != nil, infoPlist == nil {
            throw UsageError(
                "'--bundle-root' locates the entries of an Info.plist: give --info-plist too",
                command: Self.spec.name)
        }
        platform = try arguments.platform(
            command: Self.spec.name, default: infoPlist == nil ? .linux : .iOS(nil))
        if infoPlist != nil, platform == .linux {
            throw UsageError(
                "'--info-plist' checks an Apple app, whose fonts are bundled or built in: give "
                    + "--platform ios, ios@VERSION, tvos, watchos or bundled, not linux",
                command: Self.spec.name)
        }
        if platform != .linux, boldText || text != nil {
            throw UsageError(
                "'\(boldText ? "--bold-text" : "--text")' needs the faces on this machine: "
                    + "use it with --platform linux (the platform is \(platform))",
                command: Self.spec.name)
        }
        self.arguments = arguments
    }

    /// One dictionary's check and how its findings are shown.
    private struct Checked {
        let check: DictionaryCheck
        let findings: DictionaryFindings

        /// The Bold Text answer of a style for Linux with `--bold-text`.
        func bold(_ style: TextStyle, _ boldText: Bool) -> ResolvedFont? {
            boldText ? check.font?.font(forTextStyle: style, boldText: true) : nil
        }
    }

    /// The app's declared fonts and how their findings are shown.
    private struct App {
        let fonts: AppFonts
        let findings: DictionaryFindings
        /// The listed files no dictionary uses.
        let unused: [AppFonts.Entry]
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let declarations = try infoPlist.map { path throws(ScaledFontError) in
            try AppFontDeclarations.load(path: path)
        }
        let folders = arguments.values(CommandSpec.Option.fontsDirectory.name)
        let catalog = try FontCatalog.forArguments(
            arguments, platform: platform, extraFolders: bundleRoot.map { [$0] } ?? [])
        let appFonts = declarations.map {
            AppFonts($0, bundleRoot: bundleRoot, fontDirectories: folders, catalog: catalog)
        }
        var results: [Checked] = []
        let options = DictionaryCheck.Options(boldText: boldText, text: text, appFonts: appFonts)
        for path in dictionaries {
            let check = try DictionaryCheck(contentsOf: path, catalog: catalog, options: options)
            results.append(Checked(check: check, findings: DictionaryFindings(check)))
        }
        let app = appFonts.map { fonts in
            let used = Set(results.flatMap { $0.check.entries.compactMap(\.face?.postscriptName) })
            return App(
                fonts: fonts, findings: DictionaryFindings(fonts),
                unused: fonts.unused(byFacesNamed: used))
        }
        let statuses = results.map(\.findings.status) + (app.map { [$0.findings.status] } ?? [])
        let status = statuses.max() ?? .success
        if format == .github {
            let warnings = catalog.warnings.map {
                GitHubAnnotation(level: .warning, file: nil, line: nil, message: $0)
            }
            let annotations =
                warnings + (app?.findings.annotations ?? [])
                + results.flatMap(\.findings.annotations)
            terminal.write(annotations.map(\.command).joined())
            terminal.write(summary(results, app, catalog, status: status, colour: false))
            return status
        }
        catalog.warn(on: terminal)
        // A text report shows the errors in its tables; JSON is for programs, so a person
        // reading the log still sees them on stderr.
        let printsReport = format.printsReport(status)
        let errorsOnStderr = format == .json || !printsReport
        app?.findings.diagnose(on: terminal, errors: errorsOnStderr)
        for result in results { result.findings.diagnose(on: terminal, errors: errorsOnStderr) }
        guard printsReport else { return status }
        if format == .json {
            terminal.write(json(results, app, status: status).document)
        } else {
            let colour = terminal.allowsColour
            var tables = results.map { table($0, colour: colour) }
            if let app {
                tables.insert(
                    app.fonts.table(unused: app.unused, findings: app.findings, colour: colour),
                    at: 0)
            }
            terminal.write(tables.joined(separator: "\n") + "\n")
            terminal.write(summary(results, app, catalog, status: status, colour: colour))
        }
        return status
    }

    /// `{"platform", "dictionaries": [{"dictionary", "entries", "diagnostics"}], "ok"}` (no
    /// `platform` for Linux): DESIGN.md's
    /// fields, plus each dictionary's findings (errors such as unknown style keys have no
    /// entry of their own).
    private func json(_ results: [Checked], _ app: App?, status: ExitStatus) -> JSONValue {
        let dictionaries = results.map { result in
            let entries = result.check.entries.map { entry in
                let coverage = result.check.coverage[entry.style].map { [("coverage", $0.json)] }
                let fields = entry.checkFields(
                    bold: result.bold(entry.style, boldText), linux: platform == .linux)
                return JSONValue.object(fields + (coverage ?? []))
            }
            return JSONValue.object([
                ("dictionary", .string(result.findings.path)),
                ("entries", .array(entries)),
                ("diagnostics", .array(result.findings.findings.map(\.json))),
            ])
        }
        let platformField: [(String, JSONValue)] =
            platform == .linux ? [] : [("platform", .string(results.first?.check.platform))]
        let appField: [(String, JSONValue)] =
            app.map { [("infoPlist", $0.fonts.json(unused: $0.unused, findings: $0.findings))] }
            ?? []
        return .object(
            platformField + appField + [
                ("dictionaries", .array(dictionaries)), ("ok", .bool(status == .success)),
            ])
    }

    /// The table of one dictionary: a row per text style, then a row per unknown style key,
    /// each with its findings as detail lines.
    private func table(_ result: Checked, colour: Bool) -> String {
        let findings = result.findings
        var table = TextTable(headers: [
            "STYLE", "STATUS", "REQUESTED", "RESOLVED TO", "HOW", "SOURCE", "FILE",
        ])
        for entry in result.check.entries {
            let bold = result.bold(entry.style, boldText)
            let face = bold?.face.postscriptName ?? entry.faceCell
            let cells = [
                TextTable.Cell(entry.style.rawValue), entry.statusCell,
                TextTable.Cell(entry.requestedName ?? "-"), TextTable.Cell(face),
                TextTable.Cell(bold?.howFound ?? entry.howFound),
                TextTable.Cell(entry.source.rawValue),
                TextTable.Cell(bold.map { DisplayPath.show($0.face.file) } ?? entry.fileCell),
            ]
            table.append(cells, details: findings.details(for: entry.style.rawValue))
        }
        for key in findings.unknownKeys {
            let cells: [TextTable.Cell] = [
                TextTable.Cell(key), TextTable.Cell("error", .red), "-", "-", "not a text style",
                "-", "-",
            ]
            table.append(cells, details: findings.details(for: key))
        }
        return Colour.bold.apply(findings.path, enabled: colour) + "\n"
            + table.render(colour: colour, indent: "  ")
    }

    /// `check passed: 1 dictionary, 11 of 11 styles resolved, 0 missing, 0 errors, 0 warnings`
    /// (the warnings of the dictionaries and of the catalog).
    private func summary(
        _ results: [Checked], _ app: App?, _ catalog: FontCatalog, status: ExitStatus,
        colour: Bool
    ) -> String {
        let styles = results.count * TextStyle.allCases.count
        let resolved = results.map { result in
            result.check.entries.filter { $0.status == .resolved }
        }
        func total(_ level: GitHubAnnotation.Level) -> Int {
            results.map { $0.findings.count(level) }.reduce(0, +)
                + (app?.findings.count(level) ?? 0)
        }
        let verdict =
            status == .success
            ? Colour.green.apply("check passed", enabled: colour)
            : Colour.red.apply("check failed", enabled: colour)
        return "\(verdict): \(counted(results.count, "dictionary", "dictionaries")), "
            + "\(resolved.joined().count) of \(styles) styles resolved, "
            + "\(total(.notice)) missing, \(counted(total(.error), "error")), "
            + "\(counted(total(.warning) + catalog.warnings.count, "warning"))\n"
    }

    /// `1 error`, `2 errors`.
    private func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
