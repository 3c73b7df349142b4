import ScaledFontCheck

/// `scaledfont fonts [--family TEXT] [--fonts-dir DIR]... [--platform P] [--format text|json]`:
/// the faces a dictionary can name, bundled and installed (the Linux answer to
/// `UIFont.familyNames`), or with an Apple platform bundled and built into that version (the
/// device's answer).
struct FontsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "fonts",
        abstract: "List the font families, styles and PostScript names, bundled and installed.",
        usage: "fonts [--family <text>] [--fonts-dir <dir>]... [--platform <platform>] "
            + "[--format <format>]",
        positionals: nil,
        options: [
            CommandSpec.Option(
                "family", value: "text",
                help: "Only families whose name contains this text, ignoring case (e.g. "
                    + "'noto' matches Noto Serif and Noto Sans)."),
            .fontsDirectory,
            .platform,
            .format([.text, .json]),
        ],
        discussion: [
            "Faces from --fonts-dir folders are marked 'bundled', the system's 'installed'. "
                + "Each face's PostScript name is what a style dictionary's fontName should say.",
            "With an Apple --platform, the bundled faces and the families and faces built into "
                + "that version (for a range, those every version has), marked 'platform': "
                + "what UIFont.familyNames and UIFont.fontNames(forFamilyName:) list on the "
                + "device. A face whose family the data does not record is listed under '-'.",
            "EXIT STATUS: 0 faces were listed; 1 no family matches --family; 2 usage error.",
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
        ])

    let family: String?
    let format: OutputFormat
    let platform: Platform
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        family = arguments.value("family")
        format = arguments.format
        platform = try arguments.platform(command: Self.spec.name)
        self.arguments = arguments
    }

    /// A font built into the platform: its family (`nil` where the data records none) and
    /// PostScript name.
    private struct BuiltIn {
        let family: String?
        let postscriptName: String
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
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
