import Foundation

/// Files a pull request can plant for the command line: a style dictionary, a layout, a
/// strings catalog and an Info.plist that are symbolic links out of the repository (to
/// `/proc/self/environ`), the same links named outside the repository (read, their error
/// quoting nothing), outputs whose folder links out of the current folder, and an Info.plist
/// whose `UIAppFonts` entries and font file names hold terminal control characters. Each must
/// be answered like any input (0.1 s); `cli-N` after the class of the security review.
func confinementCases(_ scratch: Scratch) throws -> [Case] {
    // The repository of the link cases is a folder of the scratch (GITHUB_WORKSPACE), the
    // outside one a folder beside it.
    let repository = try scratch.folder("confined")
    let outside = try scratch.folder("confined-outside")
    let workspace: [String: String?] = ["GITHUB_WORKSPACE": repository]
    let layout = try scratch.file(
        "confined/Keys.json",
        Array(#"[{"id": "a", "style": "body", "width": 200, "maxLines": 1, "key": "k"}]"#.utf8))
    let dictionary = Repository.example
    func check(_ dictionary: String, _ options: [String] = []) -> [String] {
        ["check", dictionary] + Repository.bundled + options
    }
    func inputs(_ folder: String) throws -> [(String, [String])] {
        let names = ["Styles.plist", "Layout.json", "Localizable.xcstrings", "Info.plist"]
        var links: [String] = []
        for name in names {
            let link = folder + "/" + name
            try FileManager.default.createSymbolicLink(
                atPath: link, withDestinationPath: "/proc/self/environ")
            links.append(link)
        }
        return [
            ("a style dictionary", check(links[0])),
            ("a layout", ["fit", dictionary, "--layout", links[1]] + Repository.bundled),
            (
                "a strings catalog",
                ["fit", dictionary, "--layout", layout, "--strings", links[2]]
                    + Repository.bundled
            ),
            ("an Info.plist", check(dictionary, ["--info-plist", links[3]])),
        ]
    }
    var cases: [Case] = try inputs(repository).map { what, arguments in
        Case(
            "cli-1", "\(what): a link in the repository to `/proc/self/environ`", arguments,
            environment: workspace)
    }
    cases += try inputs(outside).map { what, arguments in
        Case(
            "cli-1", "\(what): a link outside the repository to `/proc/self/environ`",
            arguments, environment: workspace)
    }
    // Outputs through a link in the scratch to another of its folders: the real folder is
    // outside the current folder (the repository root), and nothing is written there.
    let elsewhere = try scratch.folder("linked-output")
    let linked = try scratch.link("output-link", to: elsewhere)
    cases += [
        Case(
            "cli-9", "`fit --picture` in a folder linked out of the current folder",
            [
                "fit", dictionary, "--layout", "Examples/Layout.json", "--picture",
                linked + "/fit.png",
            ] + Repository.bundled),
        Case(
            "cli-9", "`specimen --output` in a folder linked out of the current folder",
            ["specimen", dictionary, "--output", linked + "/specimen.png"] + Repository.bundled),
        Case(
            "cli-9", "`init --output` in a folder linked out of the current folder",
            ["init", "Noto Serif", "--output", linked + "/Styles.plist"] + Repository.bundled),
    ]
    // UIAppFonts entries and a font file name with ESC [ 2 K, CR, BEL, NEL and NUL, in a binary
    // Info.plist (no lines: its errors are lines of their own under the table).
    let fonts = try scratch.folder("control-app-fonts")
    let fileName = "Bad\u{1B}[2K\rName.ttf"
    try scratch.file("control-app-fonts/" + fileName, try readFile(Repository.notoSerifBold))
    let info = binaryAppFonts([fileName, "Gone\u{07}\u{85}\u{00}\u{1B}[2K.ttf"])
    let infoPlist = try scratch.file("control-Info.plist", info)
    cases.append(
        Case(
            "cli-10", "`UIAppFonts` entries and a file name with ESC, CR, BEL, NEL and NUL",
            ["check", dictionary, "--fonts-dir", fonts, "--info-plist", infoPlist]))
    return cases
}

/// A binary property list (`bplist00`) of one dictionary, `{"UIAppFonts": entries}`, written
/// byte by byte: Foundation's writer refuses such strings in this harness on Linux, and an XML
/// property list cannot hold NUL or ESC at all. Each entry is written as UTF-16 (big-endian),
/// which holds any character. Sized for this harness: a few short entries, so that every
/// offset fits in one byte.
func binaryAppFonts(_ entries: [String]) -> [UInt8] {
    /// An object's marker: `type` with the count in its low nibble, or 0xF there and the
    /// count after it as a one-byte integer object.
    func marker(_ type: UInt8, count: Int) -> [UInt8] {
        precondition(count < 256, "one-byte counts")
        return count < 15 ? [type | UInt8(count)] : [type | 0x0F, 0x10, UInt8(count)]
    }
    // Objects: 0 the dictionary, 1 its key, 2 the array, 3... the entries.
    var objects: [[UInt8]] = [
        [0xD1, 1, 2],
        marker(0x50, count: 10) + Array("UIAppFonts".utf8),
        marker(0xA0, count: entries.count) + (0..<entries.count).map { UInt8(3 + $0) },
    ]
    for entry in entries {
        let units = Array(entry.utf16)
        objects.append(
            marker(0x60, count: units.count)
                + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    }
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
        offsets.append(UInt8(bytes.count))
        bytes += object
    }
    let tableOffset = bytes.count
    precondition(tableOffset < 256, "one-byte offsets")
    bytes += offsets
    func bigEndian64(_ value: Int) -> [UInt8] {
        (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    // Trailer: six unused bytes, the offset and reference sizes (1 byte each), the object
    // count, the top object and where the offset table starts.
    bytes +=
        [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian64(objects.count) + bigEndian64(0)
        + bigEndian64(tableOffset)
    return bytes
}
