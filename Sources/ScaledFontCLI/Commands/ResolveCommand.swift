import ScaledFontCheck

/// `scaledfont resolve NAME... [--size PT] [--fonts-dir DIR]... [--format text|json]
/// [--policy TABLE]`: which face each name resolves to, exactly, and its line metrics.
struct ResolveCommand: Subcommand {
    /// The size when `--size` is not given: body at the Large category.
    static let defaultSize = 17.0

    static let spec = CommandSpec(
        name: "resolve",
        abstract: "Resolve font names to installed or bundled faces and print their metrics.",
        usage: "resolve <name>... [--size <points>] [--fonts-dir <dir>]... "
            + "[--platform <platform>] [--platform-fonts <file>] [--format <format>] "
            + "[--policy <table>]",
        positionals: CommandSpec.Positionals(
            name: "name",
            help: "A font name: a PostScript name (NotoSerif-Bold), a full name (Noto Serif "
                + "Bold) or a family (NotoSerif, Noto Serif), tried in that order. Fontconfig "
                + "substitutes are never accepted.",
            minimum: 1, maximum: nil),
        options: [
            CommandSpec.Option(
                "size", value: "points",
                help: "The point size for the metrics (default: 17, body at Large)."),
            .fontsDirectory,
            .platform,
            .platformFonts,
            .format([.text, .json]),
            .policy,
        ],
        discussion: [
            "With an Apple --platform a name may also be a font built into the platform: it is "
                + "found (matched by platform) but has no file and no metrics here. Fonts "
                + "installed on this machine count only for --platform linux (the default).",
            "EXIT STATUS: 0 every name resolves; 1 some name is not installed or bundled (the "
                + "others are still reported); 2 usage error.",
        ],
        examples: [
            CommandSpec.Example(
                command: "resolve NotoSerif-Bold --fonts-dir Fonts --size 33",
                explanation: "The bundled bold face and its metrics at 33 pt:"),
            CommandSpec.Example(
                command: "resolve 'DejaVu Sans' Futura-Medium --format json",
                explanation: "Two names at once, as JSON (exit 1 if Futura is not installed):"),
        ])

    let names: [String]
    let size: Double
    let format: OutputFormat
    let policy: MetricsPolicy
    /// `--platform`.
    let platform: Platform
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        names = arguments.positionals
        size =
            try arguments.positiveNumber(
                "size", maximum: StyleDictionary.maximumFontSize, what: "a point size",
                example: "17", command: Self.spec.name) ?? Self.defaultSize
        format = arguments.format
        policy = arguments.policy
        platform = try arguments.platform(command: Self.spec.name)
        self.arguments = arguments
    }

    private typealias Answer = NameReport.Answer

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try AvailableFonts.forArguments(arguments, platform: platform)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let report = try fonts.resolve(names, pointSize: size, policy: policy)
        let answers = report.answers
        let missing = answers.filter { $0.location == nil }
        for answer in missing {
            let hint =
                catalog.fileNameHint(for: answer.name).map { "; " + $0 }
                ?? fonts.nearestName(to: answer.name).map { "; did you mean '\($0)'?" } ?? ""
            terminal.error((answer.absence?.message.description ?? "") + hint)
        }
        switch format {
        case .json: terminal.write(JSONValue.array(answers.map(json)).document)
        default: terminal.write(answers.map(text).joined(separator: "\n"))
        }
        return ExitStatus(report.outcome)
    }

    /// The documented `resolve` JSON object (ScaledFontCheck.docc, CommandLineReports.md): `name`,
    /// `found`, and when found `source` and the face fields.
    private func json(_ answer: Answer) -> JSONValue {
        .object(
            [("name", .string(answer.name)), ("found", .bool(answer.location != nil))]
                + (answer.location.map { [("source", .string($0.source.rawValue))] } ?? [])
                + faceFields(answer) + platformFields(answer))
    }

    /// For a font built into the platform: `matchedBy` `platform`, its names and platform,
    /// and `null` for the file and every metric (the face is not on this machine).
    private func platformFields(_ answer: Answer) -> [(String, JSONValue)] {
        guard case .platform(let font)? = answer.location else { return [] }
        let absent = [
            "style", "file", "index", "pointSize", "unitsPerEm", "metricsTable", "ascender",
            "descender", "leading", "lineHeight", "capHeight", "xHeight",
        ].map { ($0, JSONValue.null) }
        return [
            ("matchedBy", .string(MatchedBy.platform.rawValue)),
            ("postscriptName", .string(font.postscriptName)),
            ("family", .string(font.family)),
            ("platform", .string(font.platform)),
        ] + absent
    }

    /// The face fields of the JSON object, empty when the name is not installed.
    private func faceFields(_ answer: Answer) -> [(String, JSONValue)] {
        guard let match = answer.match, let metrics = answer.metrics else { return [] }
        let face: [(String, JSONValue)] = [
            ("matchedBy", .string(match.matchedBy.rawValue)),
            ("postscriptName", .string(match.face.postscriptName)),
            ("family", .string(match.face.family)),
            ("style", .string(match.face.style)),
            ("file", .string(match.face.file)),
            ("index", .integer(match.face.index)),
        ]
        return face + match.face.namedInstanceFields + metrics.reportFields
    }

    /// `name -> PostScript name (matched by rung, bundled)`, then the other face fields
    /// of the JSON output as aligned `field  value` lines; or `name -> not installed`.
    private func text(_ answer: Answer) -> String {
        let name = PrintableText.escaped(answer.name)
        if case .platform(let font)? = answer.location {
            return "\(name) -> \(font) (matched by platform: built into "
                + "\(font.platform); not on this machine, so no file and no metrics)\n"
        }
        guard let match = answer.match else {
            let missing = platform == .linux ? "not installed or bundled" : "not on \(platform)"
            return "\(name) -> \(missing)\n"
        }
        let source = match.face.isRegistered ? "bundled" : "installed"
        var table = TextTable(columns: 2)
        for (field, value) in faceFields(answer)
        where field != "matchedBy" && field != "postscriptName" {
            let shown =
                switch field {
                case "file": DisplayPath.show(match.face.file)
                case "namedInstance": match.face.namedInstance.map(Self.describe) ?? ""
                default: value.textField
                }
            table.append([TextTable.Cell(field), TextTable.Cell(shown.isEmpty ? "-" : shown)])
        }
        let postscriptName =
            match.face.postscriptName.isEmpty
            ? "(no PostScript name)" : PrintableText.escaped(match.face.postscriptName)
        return "\(name) -> \(postscriptName) "
            + "(matched by \(match.matchedBy.rawValue), \(source))\n"
            + table.render(colour: false, indent: "  ")
    }

    /// `SemiBold (instance 2: wght 600)`.
    private static func describe(_ instance: NamedInstance) -> String {
        let axes = instance.coordinates.map { "\($0.axis) \(TextNumber.format($0.value))" }
        return "\(instance.styleName) (instance \(instance.number): "
            + axes.joined(separator: ", ") + ")"
    }
}
