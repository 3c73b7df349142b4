import ScaledFontCheck
import ScaledFontSpecimen

/// `scaledfont specimen DICT [--category CAT | --all-categories] [--fonts-dir DIR]...
/// --output FILE.png [--pixels-per-point N]`: a PNG specimen of all 11 text styles.
struct SpecimenCommand: Subcommand {
    static let spec = CommandSpec(
        name: "specimen",
        abstract: "Draw a PNG specimen of the 11 text styles of a style dictionary.",
        usage: "specimen <dictionary> [--category <category> | --all-categories] "
            + "[--fonts-dir <dir>]... [--platform <platform>] [--platform-fonts <file>] "
            + "--output <file> [--pixels-per-point <n>]",
        positionals: CommandSpec.Positionals(
            name: "dictionary",
            help: CommandSpec.Positionals.dictionaryHelp,
            minimum: 1, maximum: 1),
        options: [
            .category,
            .allCategories("Draw all 12 categories, a column each."),
            .fontsDirectory,
            .platform,
            .platformFonts,
            CommandSpec.Option(
                "output", value: "file",
                help: "The PNG file to write (required). An existing file is replaced only once "
                    + "the new image is complete, so a failed write leaves it as it was; a "
                    + "symbolic link, folder, named pipe or device is refused before drawing."),
            CommandSpec.Option(
                "pixels-per-point", value: "n",
                help: "Pixels per point, from \(Specimen.scales.lowerBound) to "
                    + "\(Specimen.scales.upperBound) (default: 2, as a 2x screen)."),
        ],
        discussion: [
            "Each style's name and 'AVATAR office' are drawn in its resolved face at its scaled size, one row per "
                + "style, with 1-pixel guides at the ascender (blue), cap height (green), "
                + "x-height (orange), baseline (magenta) and descender (purple), under a label "
                + "giving the face, size and line height in points. A style that falls back "
                + "has a red-tinted row and a red label starting with 'fallback:' and the "
                + "reason. Labels use the system UI face. With an Apple --platform, a style "
                + "whose face is built into the device (or is the device's system font) is "
                + "labelled '\(Specimen.notOnThisMachineNote)' and has no sample.",
            "Text is shaped by HarfBuzz (kerning, ligatures, the style's cascade), rasterised "
                + "by FreeType (unhinted, antialiased) and blended in linear light; the PNG "
                + "holds sRGB pixels and says so. Images are the same byte for byte for the "
                + "same fonts, HarfBuzz, FreeType and libpng.",
            "EXIT STATUS: 0 the image is written and every present entry resolves; 1 the "
                + "image is written but an entry is invalid or names a font that is not "
                + "installed; 2 usage error, the dictionary cannot be read, or the image "
                + "cannot be written.",
        ],
        examples: [
            CommandSpec.Example(
                command: "specimen Examples/DejaVuSans.plist --output DejaVuSans.png",
                explanation: "The DejaVu Sans example at large, 2 pixels per point:"),
            CommandSpec.Example(
                command: "specimen Examples/Futura.plist --category ax3 --output f.png",
                explanation: "Futura at accessibilityExtraLarge; its fallbacks show in red:"),
            CommandSpec.Example(
                command: "specimen Examples/Futura.plist --all-categories --output a.png",
                explanation: "All 12 categories side by side:"),
        ])

    let dictionary: String
    let categories: [ContentSizeCategory]
    let output: String
    let scale: Double
    /// `--platform`: with any but Linux, only faces on this machine (bundled) are drawn; the
    /// others are labelled as the device's.
    let platform: Platform
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        dictionary = arguments.positionals[0]
        categories = try arguments.categories(command: Self.spec.name)
        platform = try arguments.platform(command: Self.spec.name)
        guard let output = arguments.value("output"), !output.isEmpty else {
            throw UsageError(
                "missing '--output <file>': give the PNG file to write, e.g. "
                    + "'--output specimen.png'",
                command: Self.spec.name)
        }
        self.output = output
        if let text = arguments.value("pixels-per-point") {
            guard let scale = Double(text), Specimen.scales.contains(scale) else {
                throw UsageError(
                    "invalid value '\(text)' for '--pixels-per-point': expected a number from "
                        + "\(Specimen.scales.lowerBound) to \(Specimen.scales.upperBound)",
                    command: Self.spec.name)
            }
            self.scale = scale
        } else {
            scale = 2
        }
        self.arguments = arguments
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        try Specimen.checkOutput(output)
        let fonts = try AvailableFonts.forArguments(arguments, platform: platform)
        fonts.warn(on: terminal)
        let catalog = fonts.catalog
        let check = try DictionaryCheck(contentsOf: dictionary, platform: fonts)
        let findings = FileFindings(check)
        findings.diagnose(on: terminal)
        guard findings.status != .usage else { return .usage }
        // Another platform: a style whose face is the device's (built in, or its system
        // font) is labelled so, with no sample; every other style is drawn.
        var notHere: [TextStyle: String] = [:]
        for entry in check.entries where entry.face == nil {
            notHere[entry.style] =
                entry.source == .platform
                ? "\(entry.faceCell) (\(entry.platform ?? "the platform"))"
                : "\(entry.howFound) · the \(entry.platform ?? "device")'s system font"
        }
        if let font = check.font {
            return try draw(font, catalog, findings, terminal, notHere: notHere)
        }
        // The labels need a face on this machine, which a platform's catalog (bundled folders
        // only) may lack: draw with the folders and the installed fonts, as on Linux.
        let here = try AvailableFonts.forArguments(arguments, platform: .linux).catalog
        let font = try ScaledFont(contentsOf: dictionary, catalog: here)
        return try draw(font, here, findings, terminal, notHere: notHere)
    }

    /// Renders and writes the specimen of a scaled font.
    private func draw(
        _ font: ScaledFont, _ catalog: FontCatalog, _ findings: FileFindings,
        _ terminal: Terminal, notHere: [TextStyle: String]
    ) throws(ScaledFontError) -> ExitStatus {
        let image = try Specimen.render(
            font, categories: categories, catalog: catalog, title: dictionary, scale: scale,
            notOnThisMachine: notHere)
        try image.write(to: output)
        terminal.write(
            "wrote \(output): \(image.width) x \(image.height) pixels at \(scale) pixels per "
                + "point (FreeType \(image.freeTypeVersion))\n")
        return findings.status
    }
}
