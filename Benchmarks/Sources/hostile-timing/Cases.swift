import Foundation

/// The repository's inputs, relative to its root (the benchmark's current folder).
enum Repository {
    static let corpus = "Tests/ScaledFontTests/TestData/Hostile"
    static let example = "Examples/NotoSerif.plist"
    static let notoSerif = "Fonts/NotoSerif"
    static let notoSerifBold = "Fonts/NotoSerif/NotoSerif-Bold.ttf"
    static let dejaVuSansBold = "Tests/Fonts/DejaVu/DejaVuSans-Bold.ttf"
    /// The bundled Noto Serif folder, registered as the corpus's tests register it.
    static let bundled = ["--fonts-dir", notoSerif]
}

/// Every file of the hostile corpus with `check`, in the text format and as GitHub
/// annotations (the two outputs its CLI tests read), and the corpus README's inputs that the
/// tests make at run time.
func corpusCases(_ scratch: Scratch) throws -> [Case] {
    let files = try FileManager.default.contentsOfDirectory(atPath: Repository.corpus)
        .filter { $0.hasSuffix(".plist") || $0.hasSuffix(".json") }.sorted()
    var cases: [Case] = []
    for file in files {
        let check = ["check", Repository.corpus + "/" + file] + Repository.bundled
        cases.append(
            Case(
                group: "corpus", name: "`\(file)`", arguments: check, command: "check",
                limit: .answer))
        cases.append(
            Case(
                group: "corpus", name: "`\(file)`", arguments: check + ["--format", "github"],
                command: "check --format github", limit: .answer))
    }

    let longName = String(repeating: "N", count: 1_000_000)
    let valid = Inputs.naming("NotoSerif")
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
            try scratch.file(
                "long-key.json",
                Array((#"{""# + longName + #"": {"fontName": "NotoSerif", "fontSize": 17}}"#).utf8)),
            .largeWork
        ),
    ]
    for (name, path, limit) in made {
        cases.append(
            Case(
                group: "corpus", name: "made at run time: " + name,
                arguments: ["check", path] + Repository.bundled, command: "check", limit: limit))
    }
    return cases
}

/// Generated inputs of each class of issue 13 that are too big or impossible to commit.
func classCases(_ scratch: Scratch) throws -> [Case] {
    let controls = try controlCharacterFont(scratch)
    return try parsingCases(scratch) + writeFailureCases(scratch) + specimenCases(scratch)
        + duplicateKeyCases(scratch) + fontFolderCases(scratch)
        + injectionCases(scratch, controls: controls) + replacedFontCases(scratch)
        + coverageCases(scratch) + smallerCases(scratch, controls: controls)
}

/// The `check` of one dictionary with the bundled Noto Serif registered.
private func check(_ group: String, _ name: String, _ path: String, _ limit: Case.Limit) -> Case {
    Case(
        group: group, name: name, arguments: ["check", path] + Repository.bundled, command: "check",
        limit: limit)
}

/// Class 1: parsing in time proportional to the size, at the deepest nesting accepted.
private func parsingCases(_ scratch: Scratch) throws -> [Case] {
    let size = Inputs.maximumFileSize
    let depth = Inputs.maximumDepth
    return [
        check(
            "1",
            "1 MiB JSON: `body` holds arrays nested \(depth) deep (the root counted), one after another",
            try scratch.file("deep.json", Inputs.deepJSON(size: size, depth: depth)), .largeWork),
        check(
            "1", "1 MiB XML: the same with `<array>`",
            try scratch.file("deep.plist", Inputs.deepXML(size: size, depth: depth)), .largeWork),
        check(
            "1", "1 MiB + 1 byte of the same JSON (refused unread)",
            try scratch.file("deep-over.json", Inputs.deepJSON(size: size + 1, depth: depth)),
            .answer),
        check(
            "1", "1 MiB JSON nested one level too deep",
            try scratch.file("too-deep.json", Inputs.deepJSON(size: size, depth: depth + 1)),
            .answer),
    ]
}

/// Class 2: a failed write gives exit 2 and a message, a broken pipe ends quietly.
private func writeFailureCases(_ scratch: Scratch) -> [Case] {
    let full = Sink.file("/dev/full")
    let example = [Repository.example] + Repository.bundled
    let unknownField = Repository.corpus + "/UnknownField.plist"
    return [
        Case(
            group: "2", name: "stdout a full disk", arguments: ["ramp"], command: "ramp >/dev/full",
            limit: .answer, standardOutput: full),
        Case(
            group: "2", name: "stdout a full disk, long output (every installed face)",
            arguments: ["fonts"], command: "fonts >/dev/full", limit: .answer, standardOutput: full),
        Case(
            group: "2", name: "stdout a full disk",
            arguments: ["check"] + example + ["--format", "json"],
            command: "check --format json >/dev/full", limit: .answer, standardOutput: full),
        Case(
            group: "2", name: "warnings to a full stderr (`UnknownField.plist`)",
            arguments: ["check", unknownField] + Repository.bundled, command: "check 2>/dev/full",
            limit: .answer, standardError: full),
        Case(
            group: "2", name: "stdout a closed pipe", arguments: ["ramp"],
            command: "ramp | closed pipe",
            limit: .answer, standardOutput: .closedPipe),
        Case(
            group: "2", name: "stdout a closed pipe", arguments: ["metrics"] + example,
            command: "metrics | closed pipe", limit: .answer, standardOutput: .closedPipe),
        Case(
            group: "2", name: "stdout a closed pipe, long output", arguments: ["fonts"],
            command: "fonts | closed pipe", limit: .answer, standardOutput: .closedPipe),
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
    let target = try scratch.file("link-target.png", Array("not a PNG".utf8))
    let link = try scratch.link("link.png", to: target)
    let pipe = try scratch.fifo("pipe.png")
    let output = scratch.path("specimen.png")
    func specimen(
        _ group: String, _ name: String, _ dictionary: String, fonts: String = Repository.notoSerif,
        output: String = output, _ extra: [String] = [], command: String, _ limit: Case.Limit
    ) -> Case {
        Case(
            group: group, name: name,
            arguments: ["specimen", dictionary, "--fonts-dir", fonts, "--output", output] + extra,
            command: command, limit: limit)
    }
    return [
        specimen(
            "3", "`--output` a symbolic link (refused)", Repository.example, output: link,
            command: "specimen --output LINK", .answer),
        specimen(
            "3", "`--output` a named pipe (refused)", Repository.example, output: pipe,
            command: "specimen --output FIFO", .answer),
        specimen(
            "3", "`--output` in a folder that does not exist", Repository.example,
            output: scratch.path("no/such.png"), command: "specimen --output", .answer),
        specimen(
            "3", "`--output` an existing file, replaced when complete (draws: the ordinary work)",
            Repository.example, command: "specimen --output", .largeWork),
        specimen(
            "4", "`FontSize10000.plist` of the corpus (refused before drawing)",
            Repository.corpus + "/FontSize10000.plist", command: "specimen", .answer),
        specimen(
            "4", "all 11 styles at 10,000 pt (refused before drawing)", huge, command: "specimen",
            .answer),
        specimen(
            "4", "all 11 styles at 10,000 pt, all 12 categories", huge, ["--all-categories"],
            command: "specimen --all-categories", .answer),
        specimen(
            "4", "Noto Serif edited to unitsPerEm 16 (an image to draw, or refuse)",
            Repository.example, fonts: upem16, command: "specimen", .largeWork),
        specimen(
            "4", "Noto Serif at unitsPerEm 16, all 12 categories", Repository.example,
            fonts: upem16, ["--all-categories"], command: "specimen --all-categories", .largeWork),
        Case(
            group: "4", name: "Noto Serif at unitsPerEm 16",
            arguments: ["metrics", Repository.example, "--fonts-dir", upem16], command: "metrics",
            limit: .answer),
    ]
}

/// Class 5: the check sees the entries the device sees, in every encoding the reader accepts.
private func duplicateKeyCases(_ scratch: Scratch) throws -> [Case] {
    let size = Inputs.maximumFileSize
    return [
        check(
            "5", "1 MiB UTF-16 LE XML: `body` twice, a 1 MiB string between",
            try scratch.file("duplicate-utf16.plist", Inputs.duplicateKeyUTF16XML(size: size)),
            .largeWork),
        check(
            "5", "1 MiB UTF-16 BE JSON: the same",
            try scratch.file("duplicate-utf16.json", Inputs.duplicateKeyUTF16JSON(size: size)),
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
    return [
        Case(
            group: "6", name: "a fonts folder with a link to `/`",
            arguments: ["check", Repository.example, "--fonts-dir", root], command: "check",
            limit: .answer),
        Case(
            group: "6", name: "a fonts folder with a link to `/`",
            arguments: ["resolve", "NotoSerif-Bold", "--fonts-dir", root], command: "resolve",
            limit: .answer),
        Case(
            group: "6", name: "a fonts folder with 1,000 links out of it (warnings capped)",
            arguments: ["check", Repository.example, "--fonts-dir", links], command: "check",
            limit: .answer),
        Case(
            group: "6", name: "a fonts folder with five named pipes",
            arguments: ["check", Repository.example, "--fonts-dir", pipes], command: "check",
            limit: .answer),
        Case(
            group: "6", name: "a fonts folder with five named pipes",
            arguments: ["fonts", "--fonts-dir", pipes], command: "fonts", limit: .answer),
    ]
}

/// The full name of Noto Serif Bold edited by ``controlCharacterFont(_:)`` (its PostScript name
/// is that name as FreeType sanitises it).
private let controlCharacterName = "\u{1B}[7m \u{7}\u{202E}\u{85}:: Bold"

/// Noto Serif Bold with control characters, a bidirectional override and `::` in its names:
/// "Noto" becomes ESC `[7m` and "Serif" BEL, U+202E, U+0085 and `::`, in every name.
private func controlCharacterFont(_ scratch: Scratch) throws -> String {
    let folder = try scratch.folder("control-names")
    var font = FontFile(bytes: try readFile(Repository.notoSerifBold))
    try font.replaceInNames("Noto", with: "\u{1B}[7m")
    try font.replaceInNames("Serif", with: "\u{7}\u{202E}\u{85}::")
    try scratch.file("control-names/NotoSerif-Bold.ttf", font.bytes)
    return folder
}

/// Class 7: no output format lets a name or key inject workflow commands or terminal escapes.
private func injectionCases(_ scratch: Scratch, controls fonts: String) throws -> [Case] {
    let keys = try scratch.file("injection.json", Inputs.injectionKeys(count: 1_000))
    let naming = try scratch.file("control-name.json", Inputs.naming(controlCharacterName))
    let named = ["check", naming, "--fonts-dir", fonts]
    return [
        check("7", "1,000 style keys that are workflow commands and escapes", keys, .answer),
        Case(
            group: "7", name: "1,000 style keys that are workflow commands and escapes",
            arguments: ["check", keys, "--format", "github"] + Repository.bundled,
            command: "check --format github", limit: .answer),
        Case(
            group: "7", name: "a face whose names hold ESC, BEL, U+202E, NEL and `::`",
            arguments: named, command: "check", limit: .answer),
        Case(
            group: "7", name: "a face whose names hold ESC, BEL, U+202E, NEL and `::`",
            arguments: named + ["--format", "github"], command: "check --format github",
            limit: .answer),
        Case(
            group: "7", name: "a face whose names hold ESC, BEL, U+202E, NEL and `::`",
            arguments: ["fonts", "--fonts-dir", fonts], command: "fonts", limit: .answer),
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
        Case(
            group: "8", name: "a fonts folder holding Noto Serif Bold", arguments: resolve,
            command: "resolve", limit: .answer),
        Case(
            group: "8",
            name: "the same after `cat DejaVuSans-Bold.ttf >` its file, the folder's time kept",
            arguments: resolve, command: "resolve", limit: .answer,
            prepare: { try replaceInPlace(font, with: dejaVu) }),
    ]
}

/// Class 9: coverage of large texts, near linear with a bounded report; no `--text-file` hang.
private func coverageCases(_ scratch: Scratch) throws -> [Case] {
    let ideographs = try scratch.file("ideographs.txt", Inputs.ideographs(count: 20_000))
    let distinct = try scratch.file(
        "distinct.txt", Inputs.distinctCharacters(size: Inputs.maximumFileSize))
    let pipe = try scratch.fifo("text-pipe.txt")
    func check(_ name: String, _ text: String, _ limit: Case.Limit) -> Case {
        Case(
            group: "9", name: name,
            arguments: ["check", Repository.example, "--text-file", text] + Repository.bundled,
            command: "check --text-file", limit: limit)
    }
    func measure(_ name: String, _ text: String, _ limit: Case.Limit) -> Case {
        Case(
            group: "9", name: name,
            arguments: ["measure", Repository.example, "--style", "body", "--text-file", text]
                + Repository.bundled, command: "measure --text-file", limit: limit)
    }
    return [
        check("20,000 CJK ideographs (60 KB)", ideographs, .answer),
        measure("20,000 CJK ideographs (60 KB)", ideographs, .answer),
        check("1 MiB of distinct characters (every scalar from U+0020)", distinct, .largeWork),
        measure("1 MiB of distinct characters (every scalar from U+0020)", distinct, .largeWork),
        check("a named pipe no one writes", pipe, .answer),
        measure("a named pipe no one writes", pipe, .answer),
        check("`/dev/zero`", "/dev/zero", .answer),
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
    let family = "\u{1B}[7m \u{7}\u{202E}\u{85}::"
    let initOutput = scratch.path("init.plist")
    return [
        Case(
            group: "10", name: "a face without a PostScript name, by the name Fontconfig makes up",
            arguments: ["resolve", "NopoSerif-Bold", "--fonts-dir", noPostScript],
            command: "resolve", limit: .answer),
        Case(
            group: "10", name: "a face without a PostScript name, by the name Fontconfig makes up",
            arguments: ["check", madeUp, "--fonts-dir", noPostScript], command: "check",
            limit: .answer),
        Case(
            group: "10", name: "control characters in a family's names",
            arguments: [
                "init", family, "--fonts-dir", controls, "--output", initOutput, "--force",
            ], command: "init --output", limit: .answer),
        Case(
            group: "10", name: "control characters in a face's names",
            arguments: ["resolve", controlCharacterName, "--fonts-dir", controls],
            command: "resolve", limit: .answer),
        Case(
            group: "10", name: "control characters in a face's names",
            arguments: [
                "metrics",
                try scratch.file("control-metrics.json", Inputs.naming(controlCharacterName)),
                "--fonts-dir", controls, "--format", "csv",
            ], command: "metrics --format csv", limit: .answer),
        Case(
            group: "10", name: "an unreadable font file with a non-UTF-8 name",
            arguments: ["check", Repository.example, "--fonts-dir", nonUTF8], command: "check",
            limit: .answer),
        check(
            "10", "a parser error in a 1 MiB element name",
            try scratch.file(
                "long-element.plist", Inputs.longElementName(size: Inputs.maximumFileSize)),
            .largeWork),
        check(
            "10", "a parser error in a 1 MiB JSON token",
            try scratch.file("long-token.json", Inputs.longJSONToken(size: Inputs.maximumFileSize)),
            .largeWork),
        Case(
            group: "10", name: "a read-only `HOME` (`/proc`), no `XDG_CACHE_HOME`",
            arguments: ["check", Repository.example] + Repository.bundled, command: "check",
            limit: .answer, environment: ["HOME": "/proc", "XDG_CACHE_HOME": nil]),
    ]
}
