import ScaledFontCheck

/// `scaledfont fonts [--family TEXT] [--fonts-dir DIR]... [--format text|json]`: the faces a
/// dictionary can name, bundled and installed (the Linux answer to `UIFont.familyNames`).
struct FontsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "fonts",
        abstract: "List the font families, styles and PostScript names, bundled and installed.",
        usage: "fonts [--family <text>] [--fonts-dir <dir>]... [--format <format>]",
        positionals: nil,
        options: [
            CommandSpec.Option(
                "family", value: "text",
                help: "Only families whose name contains this text, ignoring case (e.g. "
                    + "'noto' matches Noto Serif and Noto Sans)."),
            .fontsDirectory,
            .format([.text, .json]),
        ],
        discussion: [
            "Faces from --fonts-dir folders are marked 'bundled', the system's 'installed'. "
                + "Each face's PostScript name is what a style dictionary's fontName should say.",
            "EXIT STATUS: 0 faces were listed; 1 no family matches --family; 2 usage error.",
        ],
        examples: [
            CommandSpec.Example(
                command: "fonts --family 'Noto Serif' --fonts-dir Fonts",
                explanation: "The four bundled Noto Serif faces:"),
            CommandSpec.Example(
                command: "fonts --format json", explanation: "Every face, as JSON:"),
        ])

    let family: String?
    let format: OutputFormat
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        family = arguments.value("family")
        format = arguments.format
        self.arguments = arguments
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        let fonts = try FontPlatform.forArguments(arguments)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let faces = catalog.faces.filter(matchesFamily).sorted(by: Self.listOrder)
        if catalog.faces.isEmpty {
            // An empty listing alone would not say whether anything went wrong.
            terminal.warning(
                "Fontconfig lists no fonts at all: none are installed, and no --fonts-dir "
                    + "folder holds one")
        }
        if faces.isEmpty, let family {
            let families = Array(Set(catalog.faces.map(\.family)))
            let hint = Suggestion.hint(for: family, among: families)
            terminal.error("no bundled or installed family contains '\(family)'\(hint)")
        }
        switch format {
        case .json: terminal.write(JSONValue.array(faces.map(json)).document)
        default: if !faces.isEmpty { terminal.write(text(faces, colour: terminal.allowsColour)) }
        }
        return faces.isEmpty && family != nil ? .failure : .success
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

    private func text(_ faces: [FontFace], colour: Bool) -> String {
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
        return table.render(colour: colour)
    }
}
