import Foundation

/// The repository's inputs, relative to its root (the benchmark's current folder).
enum Repository {
    static let corpus = "Tests/ScaledFontTests/TestData/Hostile"
    static let example = "Examples/NotoSerif.plist"
    static let notoSerif = "Fonts/NotoSerif"
    static let notoSerifBold = "Fonts/NotoSerif/NotoSerif-Bold.ttf"
    static let dejaVuSansBold = "Tests/Fonts/DejaVu/DejaVuSans-Bold.ttf"
    /// A 1,100-byte test font (Tests/Fonts/Cascade/README.md).
    static let smallFont = "Tests/Fonts/Cascade/SFFixtureCascade00.ttf"
    /// The bundled Noto Serif folder, registered as the corpus's tests register it.
    static let bundled = ["--fonts-dir", notoSerif]
}

/// `check` of one dictionary with the bundled Noto Serif registered.
private func check(_ dictionary: String, _ options: [String] = []) -> [String] {
    ["check", dictionary] + Repository.bundled + options
}

/// Every file of the hostile corpus with `check`, in the text format and as GitHub
/// annotations (the two outputs its CLI tests read), and the corpus README's inputs that the
/// tests make at run time.
func corpusCases(_ scratch: Scratch) throws -> [Case] {
    let files = try FileManager.default.contentsOfDirectory(atPath: Repository.corpus)
        .filter { $0.hasSuffix(".plist") || $0.hasSuffix(".json") }.sorted()
    var cases: [Case] = files.flatMap { file in
        let path = Repository.corpus + "/" + file
        return [
            Case("corpus", "`\(file)`", check(path)),
            Case("corpus", "`\(file)`", check(path, ["--format", "github"])),
        ]
    }
    let longName = String(repeating: "N", count: 1_000_000)
    let valid = Inputs.naming("NotoSerif")
    let longKey = #"{""# + longName + #"": {"fontName": "NotoSerif", "fontSize": 17}}"#
    let made: [(String, String, Case.Limit)] = [
        ("a named pipe `x.plist`", try scratch.fifo("x.plist"), .answer),
        ("a folder", try scratch.folder("folder.plist"), .answer),
        (
            "a symbolic link loop", try scratch.link("loop.plist", to: scratch.path("loop.plist")),
            .answer
        ),
        ("`/dev/zero`", "/dev/zero", .answer),
        ("`/proc/self/mem`", "/proc/self/mem", .answer),
        ("a path that does not exist", scratch.path("missing.plist"), .answer),
        ("a 100 MiB file (sparse)", try scratch.sparseFile("huge.plist", size: 100 << 20), .answer),
        (
            "1 MiB + 1 byte (a valid dictionary padded with spaces)",
            try scratch.file("over.json", Inputs.padded(valid, to: Inputs.maximumFileSize + 1)),
            .answer
        ),
        (
            "exactly 1 MiB (a valid dictionary padded with spaces)",
            try scratch.file("exact.json", Inputs.padded(valid, to: Inputs.maximumFileSize)),
            .largeWork
        ),
        (
            "a 1,000,000-character fontName",
            try scratch.file("long-name.json", Inputs.naming(longName)), .largeWork
        ),
        (
            "a 1,000,000-character style key",
            try scratch.file("long-key.json", Array(longKey.utf8)), .largeWork
        ),
    ]
    cases += made.map { name, path, limit in
        Case("corpus", "made at run time: " + name, check(path), limit)
    }
    return cases
}

/// Generated inputs of each class of hostile input that are too big or impossible to commit.
func classCases(_ scratch: Scratch) throws -> [Case] {
    let controls = try controlCharacterFont(scratch)
    return try parsingCases(scratch) + writeFailureCases() + specimenCases(scratch)
        + duplicateKeyCases(scratch) + fontFolderCases(scratch)
        + injectionCases(scratch, controls: controls) + replacedFontCases(scratch)
        + coverageCases(scratch) + combiningCases(scratch)
        + smallerCases(scratch, controls: controls) + appFontsCases(scratch)
        + thirdWaveCases(scratch) + manyDictionaryCases(scratch) + confinementCases(scratch)
        + stringsCases(scratch) + lineBreakingCases(scratch) + projectCases(scratch)
        + codeUsesCases(scratch)
        + repositoryCases(scratch)
}

/// The third wave's inputs that are files or environments: CI command markers anywhere in a
/// line, a job summary that is a pipe nobody reads or already full, an Info.plist that cannot
/// be read, fonts a device does not load, a font cut short. Each must be answered like any
/// input (0.1 s).
private func thirdWaveCases(_ scratch: Scratch) throws -> [Case] {
    let injection = try scratch.file(
        "injection.json",
        Array(
            #"{"body": {"fontName": "x ##vso[task.setvariable variable=P]1", "fontSize": 17}, "#
                .utf8)
            + Array(
                "\"\u{3000}::error::key\": {\"fontName\": \"NotoSerif\", \"fontSize\": 17}}".utf8))
    let pipe = try scratch.fifo("summary-pipe.md")
    let full = try scratch.file("summary-full.md", [UInt8](repeating: 0x78, count: 1 << 20))
    let malformed = try scratch.file(
        "Malformed-Info.plist",
        Array(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n<array><string>A.ttf</array>\n"
                .utf8))
    let typeOne = try scratch.folder("type1")
    try scratch.file("type1/lmex10.pfb", try readFile("Tests/Fonts/Type1/lmex10.pfb"))
    let typeOneDictionary = try scratch.file(
        "type1.json",
        Array(#"{"body": {"fontName": "LMMathExtension10-Regular", "fontSize": 17}}"#.utf8))
    let truncated = try scratch.folder("truncated")
    let bold = try readFile(Repository.notoSerifBold)
    try scratch.file("truncated/NotoSerif-Bold.ttf", Array(bold.prefix(bold.count / 2)))
    let github = ["--format", "github"]
    return [
        Case(
            "3rd-1", "`##vso[` in a font name, `::` after U+3000 in a key", check(injection, github)
        ),
        Case(
            "3rd-4", "`--info-plist` that does not parse, `--format junit`",
            check(Repository.example, ["--info-plist", malformed, "--format", "junit"])),
        Case(
            "3rd-2", "a Type 1 font for iOS",
            ["check", typeOneDictionary, "--fonts-dir", typeOne, "--platform", "ios"]),
        Case(
            "3rd-3", "a font cut in half (left out with a note)",
            ["check", Repository.example, "--fonts-dir", truncated]),
        Case(
            "3rd-7", "`GITHUB_STEP_SUMMARY` a named pipe nobody reads",
            check(Repository.example, github),
            environment: ["GITHUB_STEP_SUMMARY": pipe]),
        Case(
            "3rd-8", "`GITHUB_STEP_SUMMARY` already at GitHub's 1 MiB", check(injection, github),
            environment: ["GITHUB_STEP_SUMMARY": full]),
    ]
}

/// `UIAppFonts` matching: 100,000 entries against a fonts folder of 1,000 font files, each
/// entry naming one of them. Matching compared every entry with every file (10^8 comparisons,
/// 97 s); it looks each entry up by its file name.
private func appFontsCases(_ scratch: Scratch) throws -> [Case] {
    let font = try readFile(Repository.smallFont)
    let folder = try scratch.folder("app-fonts")
    for index in 0..<1_000 { try scratch.file("app-fonts/Font\(index).ttf", font) }
    var plist =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "<key>UIAppFonts</key>\n<array>\n"
    for index in 0..<100_000 { plist += "<string>Font\(index % 1_000).ttf</string>\n" }
    plist += "</array>\n</dict>\n</plist>\n"
    let info = try scratch.file("app-fonts-Info.plist", Array(plist.utf8))
    return [
        Case(
            "app fonts", "100,000 `UIAppFonts` entries, 1,000 font files",
            ["check", Repository.example, "--fonts-dir", folder, "--info-plist", info],
            .largeWork)
    ]
}

/// Class 11: thousands of dictionaries in one run, as a glob over a pull request's files gives,
/// within a memory limit: each dictionary's check keeps only what its report needs (a check
/// once kept 235 KiB per dictionary: 3,000 took 700 MB, 10,000 took 2.5 GB).
private func manyDictionaryCases(_ scratch: Scratch) throws -> [Case] {
    let count = 3_000
    try scratch.folder("many")
    let entry = Array(#"{"body": {"fontName": "NotoSerif", "fontSize": 17}}"#.utf8) + [0x0A]
    let paths = try (0..<count).map { try scratch.file("many/\($0).json", entry) }
    return [
        Case(
            "11", "3,000 one-entry dictionaries (peak RSS under 300 MiB)",
            ["check"] + paths + Repository.bundled, .bulk, memoryLimit: 300)
    ]
}

/// Class 1: parsing in time proportional to the size, at the deepest nesting accepted.
private func parsingCases(_ scratch: Scratch) throws -> [Case] {
    let size = Inputs.maximumFileSize
    let depth = Inputs.maximumDepth
    return [
        Case(
            "1",
            "1 MiB JSON: `body` holds arrays nested \(depth) deep (the root counted), one after another",
            check(try scratch.file("deep.json", Inputs.deepJSON(size: size, depth: depth))),
            .largeWork),
        Case(
            "1", "1 MiB XML: the same with `<array>`",
            check(try scratch.file("deep.plist", Inputs.deepXML(size: size, depth: depth))),
            .largeWork),
        Case(
            "1", "1 MiB + 1 byte of the same JSON (refused unread)",
            check(try scratch.file("deep-over.json", Inputs.deepJSON(size: size + 1, depth: depth)))
        ),
        Case(
            "1", "1 MiB JSON nested one level too deep",
            check(try scratch.file("too-deep.json", Inputs.deepJSON(size: size, depth: depth + 1)))),
    ]
}

/// Class 2: a failed write gives exit 2 and a message, a broken pipe ends quietly.
private func writeFailureCases() -> [Case] {
    let full = Sink.file("/dev/full")
    let metrics = ["metrics", Repository.example] + Repository.bundled
    return [
        Case("2", "stdout a full disk", ["ramp"], standardOutput: full),
        Case(
            "2", "stdout a full disk, long output (every installed face)", ["fonts"],
            standardOutput: full),
        Case(
            "2", "stdout a full disk", check(Repository.example, ["--format", "json"]),
            standardOutput: full),
        Case(
            "2", "warnings to a full stderr (`UnknownField.plist`)",
            check(Repository.corpus + "/UnknownField.plist"), standardError: full),
        Case("2", "stdout a closed pipe", ["ramp"], standardOutput: .closedPipe),
        Case("2", "stdout a closed pipe", metrics, standardOutput: .closedPipe),
        Case("2", "stdout a closed pipe, long output", ["fonts"], standardOutput: .closedPipe),
    ]
}

/// Classes 3 and 4: `specimen` refuses outputs that are not regular files or new paths before
/// drawing, checks the image size before it allocates, and bounds memory for any font.
private func specimenCases(_ scratch: Scratch) throws -> [Case] {
    let upem16 = try scratch.folder("upem16")
    for face in ["Regular", "Bold", "Italic", "BoldItalic"] {
        var font = FontFile(bytes: try readFile("\(Repository.notoSerif)/NotoSerif-\(face).ttf"))
        try font.setUnitsPerEm(16)
        try scratch.file("upem16/NotoSerif-\(face).ttf", font.bytes)
    }
    let huge = try scratch.file("every-style-10000.plist", Inputs.everyStyle(at: 10_000))
    let link = try scratch.link(
        "link.png", to: try scratch.file("link-target.png", Array("not a PNG".utf8)))
    let pipe = try scratch.fifo("pipe.png")
    func specimen(
        _ dictionary: String = Repository.example, fonts: String = Repository.notoSerif,
        output: String = scratch.path("specimen.png"), _ options: [String] = []
    ) -> [String] {
        ["specimen", dictionary, "--fonts-dir", fonts, "--output", output] + options
    }
    let all = ["--all-categories"]
    return [
        Case("3", "`--output` a symbolic link (refused)", specimen(output: link)),
        Case("3", "`--output` a named pipe (refused)", specimen(output: pipe)),
        Case(
            "3", "`--output` in a folder that does not exist",
            specimen(output: scratch.path("no/such.png"))),
        Case(
            "3", "`--output` an existing file, replaced when complete (the image drawn)",
            specimen(), .largeWork),
        Case(
            "4", "`FontSize10000.plist` of the corpus",
            specimen(Repository.corpus + "/FontSize10000.plist")),
        Case("4", "all 11 styles at 10,000 pt", specimen(huge)),
        Case("4", "all 11 styles at 10,000 pt, all 12 categories", specimen(huge, all)),
        Case(
            "4", "Noto Serif edited to unitsPerEm 16 (an image to draw, or refuse)",
            specimen(fonts: upem16), .largeWork),
        Case(
            "4", "Noto Serif at unitsPerEm 16, all 12 categories", specimen(fonts: upem16, all),
            .largeWork),
        Case(
            "4", "Noto Serif at unitsPerEm 16",
            ["metrics", Repository.example, "--fonts-dir", upem16]),
    ]
}

/// Class 5: the check sees the entries the device sees, in every encoding the reader accepts.
private func duplicateKeyCases(_ scratch: Scratch) throws -> [Case] {
    let size = Inputs.maximumFileSize
    return [
        Case(
            "5", "1 MiB UTF-16 LE XML: `body` twice, a 1 MiB string between",
            check(
                try scratch.file("duplicate-utf16.plist", Inputs.duplicateKeyUTF16XML(size: size))),
            .largeWork),
        Case(
            "5", "1 MiB UTF-16 BE JSON: the same",
            check(
                try scratch.file("duplicate-utf16.json", Inputs.duplicateKeyUTF16JSON(size: size))),
            .largeWork),
    ]
}

/// Class 6: links out of a fonts folder are not followed; folders with named pipes.
private func fontFolderCases(_ scratch: Scratch) throws -> [Case] {
    let bold = try readFile(Repository.notoSerifBold)
    let root = try scratch.folder("link-to-root")
    try scratch.file("link-to-root/NotoSerif-Bold.ttf", bold)
    try scratch.link("link-to-root/r", to: "/")
    let links = try scratch.folder("links-out")
    try scratch.file("links-out/NotoSerif-Bold.ttf", bold)
    for index in 0..<1_000 {
        try scratch.link("links-out/l\(index)", to: index % 2 == 0 ? "/usr/share" : "/etc")
    }
    let pipes = try scratch.folder("pipes")
    try scratch.file("pipes/NotoSerif-Bold.ttf", bold)
    for name in ["a.ttf", "b.otf", "c.ttc", "fonts.dir", "d"] { try scratch.fifo("pipes/" + name) }
    let checkExample = ["check", Repository.example, "--fonts-dir"]
    return [
        Case("6", "a fonts folder with a link to `/`", checkExample + [root]),
        Case(
            "6", "a fonts folder with a link to `/`",
            ["resolve", "NotoSerif-Bold", "--fonts-dir", root]),
        Case(
            "6", "a fonts folder with 1,000 links out of it (warnings capped)",
            checkExample + [links]),
        Case("6", "a fonts folder with five named pipes", checkExample + [pipes]),
        Case("6", "a fonts folder with five named pipes", ["fonts", "--fonts-dir", pipes]),
    ]
}

/// The family name of Noto Serif Bold edited by ``controlCharacterFont(_:)``.
private let controlCharacterFamily = "\u{1B}[7m \u{7}\u{202E}\u{85}::"
/// Its full name (its PostScript name is that name as FreeType sanitises it).
private let controlCharacterName = controlCharacterFamily + " Bold"

/// Noto Serif Bold with control characters, a bidirectional override and `::` in its names:
/// "Noto" becomes ESC `[7m` and "Serif" BEL, U+202E, U+0085 and `::`, in every name. Returns
/// the folder that holds it.
private func controlCharacterFont(_ scratch: Scratch) throws -> String {
    let folder = try scratch.folder("control-names")
    var font = FontFile(bytes: try readFile(Repository.notoSerifBold))
    try font.replaceInNames("Noto", with: "\u{1B}[7m")
    try font.replaceInNames("Serif", with: "\u{7}\u{202E}\u{85}::")
    try scratch.file("control-names/NotoSerif-Bold.ttf", font.bytes)
    return folder
}

/// Class 7: no output format lets a name or key inject workflow commands or terminal escapes.
private func injectionCases(_ scratch: Scratch, controls: String) throws -> [Case] {
    let keys = try scratch.file("injection.json", Inputs.injectionKeys(count: 1_000))
    let naming = try scratch.file("control-name.json", Inputs.naming(controlCharacterName))
    let named = ["check", naming, "--fonts-dir", controls]
    let keysName = "1,000 style keys that are workflow commands and escapes"
    let faceName = "a face whose names hold ESC, BEL, U+202E, NEL and `::`"
    return [
        Case("7", keysName, check(keys)),
        Case("7", keysName, check(keys, ["--format", "github"])),
        Case("7", faceName, named),
        Case("7", faceName, named + ["--format", "github"]),
        Case("7", faceName, ["fonts", "--fonts-dir", controls]),
    ]
}

/// Class 8: a font replaced in place while its folder keeps its modification time.
private func replacedFontCases(_ scratch: Scratch) throws -> [Case] {
    let folder = try scratch.folder("replaced")
    let font = try scratch.file(
        "replaced/NotoSerif-Bold.ttf", try readFile(Repository.notoSerifBold))
    let resolve = ["resolve", "NotoSerif-Bold", "--fonts-dir", folder]
    let dejaVu = try readFile(Repository.dejaVuSansBold)
    return [
        Case("8", "a fonts folder holding Noto Serif Bold", resolve),
        Case(
            "8", "the same after `cat DejaVuSans-Bold.ttf >` its file, the folder's time kept",
            resolve, prepare: { try replaceInPlace(font, with: dejaVu) }),
    ]
}

/// Class 9: coverage of large texts, near linear with a bounded report; no `--text-file` hang.
private func coverageCases(_ scratch: Scratch) throws -> [Case] {
    let ideographs = try scratch.file("ideographs.txt", Inputs.ideographs(count: 20_000))
    let distinct = try scratch.file(
        "distinct.txt", Inputs.distinctCharacters(size: Inputs.maximumFileSize))
    let pipe = try scratch.fifo("text-pipe.txt")
    func both(_ name: String, _ text: String, _ limit: Case.Limit) -> [Case] {
        let measure = ["measure", Repository.example, "--style", "body", "--text-file", text]
        return [
            Case("9", name, check(Repository.example, ["--text-file", text]), limit),
            Case("9", name, measure + Repository.bundled, limit),
        ]
    }
    return both("20,000 CJK ideographs (60 KB)", ideographs, .answer)
        + both("1 MiB of distinct characters (every scalar from U+0020)", distinct, .largeWork)
        + both("a named pipe no one writes", pipe, .answer)
        + [Case("9", "`/dev/zero`", check(Repository.example, ["--text-file", "/dev/zero"]))]
}

/// Class 9 too: `measure` of long runs of combining characters, which HarfBuzz shapes in time
/// growing with the square of a run's length: a run over the limit of 30 is refused unshaped,
/// and 1 MiB of runs at the limit is measured. Also one cluster of 1 MiB the face lacks (emoji
/// joined by zero-width joiners), which the cascade once walked once per glyph, and the 1 MiB of
/// distinct characters made measurable (most of them need a cascade face).
private func combiningCases(_ scratch: Scratch) throws -> [Case] {
    let size = Inputs.maximumFileSize
    let acute = "\u{301}"
    let distinct = try scratch.file(
        "distinct-measurable.txt", Inputs.distinctMeasurableCharacters(size: size))
    let texts: [(String, String, String, Case.Limit)] = [
        (
            "one letter and 60,000 combining acute accents (120 KB; refused)", "marks-60000.txt",
            "a" + String(repeating: acute, count: 60_000), .answer
        ),
        (
            "1 MiB of letters each with 30 combining acute accents (the limit)",
            "marks-30.txt", "a" + String(repeating: acute, count: 30), .largeWork
        ),
        (
            "1 MiB of Devanagari KA each with 30 zero-width joiners (the limit)", "zwj-30.txt",
            "\u{915}" + String(repeating: "\u{200D}", count: 30), .largeWork
        ),
        (
            "1 MiB of emoji joined by zero-width joiners: one cluster the face lacks",
            "emoji-zwj.txt", "\u{1F468}\u{200D}", .largeWork
        ),
    ]
    func measure(_ path: String) -> [String] {
        ["measure", Repository.example, "--style", "body", "--text-file", path]
            + Repository.bundled
    }
    return try texts.map { name, file, unit, limit in
        let bytes =
            limit == .answer ? Array(unit.utf8) : Inputs.repeated(unit, size: size)
        return Case("9", name, measure(try scratch.file(file, bytes)), limit)
    }
        + [
            Case(
                "9",
                "1 MiB of distinct characters with a letter after every 30th combining one "
                    + "(measured)", measure(distinct), .largeWork)
        ]
}

/// Class 10: the smaller findings.
private func smallerCases(_ scratch: Scratch, controls: String) throws -> [Case] {
    let noPostScript = try scratch.folder("no-postscript-name")
    var font = FontFile(bytes: try readFile(Repository.notoSerifBold))
    try font.replaceInNames("Noto", with: "Nopo")
    try font.renameNameID(6, to: 255)
    try scratch.file("no-postscript-name/NopoSerif-Bold.ttf", font.bytes)
    let madeUp = try scratch.file("made-up-name.json", Inputs.naming("NopoSerif-Bold"))
    let nonUTF8 = try scratch.folder("non-utf8-name")
    try scratch.file(
        inFolder: "non-utf8-name", rawName: [0xFF, 0xFE] + Array(".ttf".utf8),
        try readFile(Repository.notoSerifBold), mode: 0)
    let metrics = try scratch.file("control-metrics.json", Inputs.naming(controlCharacterName))
    let initOutput = scratch.path("init.plist")
    let size = Inputs.maximumFileSize
    let noName = "a face without a PostScript name, by the name Fontconfig makes up"
    return [
        Case("10", noName, ["resolve", "NopoSerif-Bold", "--fonts-dir", noPostScript]),
        Case("10", noName, ["check", madeUp, "--fonts-dir", noPostScript]),
        Case(
            "10", "control characters in a family's names",
            [
                "init", controlCharacterFamily, "--fonts-dir", controls, "--output", initOutput,
                "--force",
            ]),
        Case(
            "10", "control characters in a face's names",
            ["resolve", controlCharacterName, "--fonts-dir", controls]),
        Case(
            "10", "control characters in a face's names",
            ["metrics", metrics, "--fonts-dir", controls, "--format", "csv"]),
        Case(
            "10", "an unreadable font file with a non-UTF-8 name",
            ["check", Repository.example, "--fonts-dir", nonUTF8]),
        Case(
            "10", "a parser error in a 1 MiB element name",
            check(try scratch.file("long-element.plist", Inputs.longElementName(size: size))),
            .largeWork),
        Case(
            "10", "a parser error in a 1 MiB JSON token",
            check(try scratch.file("long-token.json", Inputs.longJSONToken(size: size))), .largeWork
        ),
        Case(
            "10", "a read-only `HOME` (`/proc`), no `XDG_CACHE_HOME`", check(Repository.example),
            environment: ["HOME": "/proc", "XDG_CACHE_HOME": nil]),
    ]
}
