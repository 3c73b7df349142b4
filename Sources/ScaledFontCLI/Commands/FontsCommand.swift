import ScaledFontCheck

/// `scaledfont fonts [--family TEXT] [--fonts-dir DIR]... [--platform P] [--format text|json]`:
/// the faces a dictionary can name, bundled and installed (the Linux answer to
/// `UIFont.familyNames`), or with an Apple platform bundled and built into that version (the
/// device's answer). With `--used [FOLDER]`, the app is checked as `check` checks it, and the
/// listing is which of its font files its font names use.
struct FontsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "fonts",
        abstract: "List the font families, styles and PostScript names, bundled and installed.",
        usage: "fonts [--family <text>] [--fonts-dir <dir>]... [--platform <platform>] "
            + "[--format <format>] | fonts --used [<folder>] [--root <dir>] "
            + "[--project <App.xcodeproj> [--target <name>]...] [--platform <platform>] "
            + "[--format <format>]",
        positionals: CommandSpec.Positionals(
            name: "folder",
            help: "With --used: the app's folder, checked as 'check <folder>' checks it "
                + "(default: the current folder).",
            minimum: 0, maximum: 1),
        options: [
            CommandSpec.Option(
                "family", value: "text",
                help: "Only families whose name contains this text, ignoring case (e.g. "
                    + "'noto' matches Noto Serif and Noto Sans). Not with --used."),
            .fontsDirectory,
            .platform,
            .format([.text, .json]),
            usedOption, CheckCommand.rootOption, projectOption, targetOption,
        ],
        discussion: [
            "Faces from --fonts-dir folders are marked 'bundled', the system's 'installed'. "
                + "Each face's PostScript name is what a style dictionary's fontName should say.",
            "With an Apple --platform, the bundled faces and the families and faces built into "
                + "that version (for a range, those every version has), marked 'platform': "
                + "what UIFont.familyNames and UIFont.fontNames(forFamilyName:) list on the "
                + "device. A face whose family the data does not record is listed under '-'.",
            "With --used, the app is found and checked as check finds and checks it (its "
                + "projects' application and app-extension targets, their Info.plists, bundles, "
                + "dictionaries and code), and for each app the listing is every font name it "
                + "uses (each dictionary style and each use in its code), where, and what it "
                + "resolves to (a face and its file, a font built into the platform, or "
                + "nothing), then each font file it declares in UIAppFonts, bundles or "
                + "registers at run time: used, with its uses; unused, when nothing resolves to "
                + "it; or 'possibly unused (N unchecked uses)' when the app has names built at "
                + "run time, which may name it. Errors of the check go to stderr as check "
                + "writes them; they do not change the exit status.",
            "EXIT STATUS: 0 faces were listed; 1 no family matches --family; 2 usage error, or "
                + "with --used an input check cannot read.",
        ],
        examples: [
            CommandSpec.Example(
                command: "fonts --family 'Noto Serif' --fonts-dir Fonts",
                explanation: "The four bundled Noto Serif faces:"),
            CommandSpec.Example(
                command: "fonts --format json", explanation: "Every face, as JSON:"),
            CommandSpec.Example(
                command: "fonts --platform ios@17.2 --family hiragino",
                explanation: "The Hiragino faces built into iOS 17.2:"),
            CommandSpec.Example(
                command: "fonts --used --root Examples/App",
                explanation: "Which font files the example app's names use, and which none "
                    + "does:"),
        ])

    /// `--used`: list the app's font uses and files instead of the faces.
    static let usedOption = CommandSpec.Option(
        "used",
        help: "List every font name the app in <folder> uses, where, and what it resolves to, "
            + "and its font files (UIAppFonts entries, bundled and registered files) as used, "
            + "unused, or possibly unused when names built at run time may use them.")

    /// `--project <App.xcodeproj>` with `--used`.
    static let projectOption = CommandSpec.Option(
        "project", value: "App.xcodeproj",
        help: "With --used: the app's Xcode project, instead of those found below the root.")

    /// `--target <name>` with `--used`.
    static let targetOption = CommandSpec.Option(
        "target", value: "name", repeatable: true,
        help: "With --used: a target to list (may be repeated); default: every application and "
            + "app-extension target.")

    let family: String?
    let format: OutputFormat
    /// The platform the faces are listed for (without `--used`).
    let platform: Platform
    let arguments: ParsedArguments
    /// With `--used`, the check of the app whose font files are listed.
    let usage: CheckCommand.Run?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        family = arguments.value("family")
        format = arguments.format
        self.arguments = arguments
        guard arguments.flag(Self.usedOption.name) else {
            let onlyWithUsed = [CheckCommand.rootOption, Self.projectOption, Self.targetOption]
                .map(\.name).filter { !arguments.values($0).isEmpty }
            if let name = onlyWithUsed.first {
                throw UsageError("'--\(name)' is only with --used", command: Self.spec.name)
            }
            if let folder = arguments.positionals.first {
                throw UsageError(
                    "unexpected argument '\(folder)': 'fonts' takes no arguments without --used",
                    command: Self.spec.name)
            }
            platform = try arguments.platform(command: Self.spec.name)
            usage = nil
            return
        }
        if family != nil {
            throw UsageError("'--family' is not with --used", command: Self.spec.name)
        }
        if let given = arguments.positionals.first, !CheckCommand.isRepositoryFolder(given) {
            throw UsageError(
                "'\(given)' is not a folder: --used lists the app in a folder",
                command: Self.spec.name)
        }
        let check = try CheckCommand.Run(
            arguments, command: Self.spec.name, options: DictionaryCheck.Options())
        usage = check
        // Each app of the check has its own platform (its deployment range, or --platform).
        platform = check.request.platform ?? .linux
    }

    /// A font built into the platform: its family (`nil` where the data records none) and
    /// PostScript name.
    private struct BuiltIn {
        let family: String?
        let postscriptName: String
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        if let usage {
            return try usage.run { report, repository in
                writeUsage(report, repository: repository, on: terminal)
            }
        }
        let fonts = try AvailableFonts.forArguments(arguments, platform: platform)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let faces = catalog.faces.filter(matchesFamily).sorted(by: Self.listOrder)
        let builtIn = fonts.builtIn.familiesAndFaces.flatMap { entry in
            entry.faces.map { BuiltIn(family: entry.family, postscriptName: $0) }
        }.filter { font in
            family.map { font.family?.lowercased().contains($0.lowercased()) ?? false } ?? true
        }
        let found = !faces.isEmpty || !builtIn.isEmpty
        if catalog.faces.isEmpty, !platform.isApple {
            // An empty listing alone would not say whether anything went wrong.
            terminal.warning(
                "Fontconfig lists no fonts at all: none are installed, and no --fonts-dir "
                    + "folder holds one")
        }
        if !found, let family {
            let families = Array(Set(catalog.faces.map(\.family))) + fonts.builtIn.familyNames
            let hint = Suggestion.hint(for: family, among: families)
            let kind = platform.isApple ? "bundled or built-in" : "bundled or installed"
            terminal.error("no \(kind) family contains '\(family)'\(hint)")
        }
        switch format {
        case .json:
            let listed = faces.map(json) + builtIn.map { json($0, platform: fonts.label) }
            terminal.write(JSONValue.array(listed).document)
        default:
            if found {
                terminal.write(
                    text(faces, builtIn, platform: fonts.label, colour: terminal.allowsColour))
            }
        }
        return !found && family != nil ? .failure : .success
    }

    /// Whether one of the face's family names contains `--family`, ignoring case.
    private func matchesFamily(_ face: FontFace) -> Bool {
        guard let family else { return true }
        return face.families.contains { $0.lowercased().contains(family.lowercased()) }
    }

    /// By family (ignoring case), bundled first, then weight, upright first, style, file
    /// (the catalog's order, by file and index, breaks the remaining ties: the sort is stable).
    private static func listOrder(_ a: FontFace, _ b: FontFace) -> Bool {
        func key(_ face: FontFace) -> (String, Int, Int, Int, String, String) {
            (
                face.family.lowercased(), face.isRegistered ? 0 : 1, face.weight.rawValue,
                face.slant == .upright ? 0 : 1, face.style, face.file
            )
        }
        return key(a) < key(b)
    }

    private func json(_ face: FontFace) -> JSONValue {
        .object(
            [
                ("family", .string(face.family)),
                ("families", .array(face.families.map(JSONValue.string))),
                ("style", .string(face.style)),
                ("postscriptName", .string(face.postscriptName)),
                ("fullName", .string(face.fullName)),
                ("file", .string(face.file)),
                ("index", .integer(face.index)),
                ("weight", .integer(face.weight.rawValue)),
                ("slant", .string(face.slant.rawValue)),
                ("width", .integer(face.width)),
                ("registered", .bool(face.isRegistered)),
            ] + face.namedInstanceFields)
    }

    /// A built-in font: `family` (`null` where the data records none), `postscriptName`,
    /// `source` `platform` and `platform` (`ios@26.0`).
    private func json(_ font: BuiltIn, platform: String) -> JSONValue {
        .object([
            ("family", .string(font.family)),
            ("postscriptName", .string(font.postscriptName)),
            ("source", .string(FontSource.platform.rawValue)),
            ("platform", .string(platform)),
        ])
    }

    private func text(
        _ faces: [FontFace], _ builtIn: [BuiltIn], platform: String, colour: Bool
    ) -> String {
        var table = TextTable(headers: ["FAMILY", "STYLE", "POSTSCRIPT NAME", "SOURCE", "FILE"])
        for face in faces {
            let file = DisplayPath.show(face.file, index: face.index)
            table.append([
                TextTable.Cell(face.family), TextTable.Cell(face.style),
                TextTable.Cell(face.postscriptName),
                face.isRegistered ? TextTable.Cell("bundled", .green) : "installed",
                TextTable.Cell(file),
            ])
        }
        for font in builtIn {
            table.append([
                TextTable.Cell(font.family ?? "-"), "-", TextTable.Cell(font.postscriptName),
                "platform", TextTable.Cell("built into \(platform)"),
            ])
        }
        return table.render(colour: colour)
    }
}
