import Foundation
import ScaledFontTestSupport
import Testing

/// Font names and style keys come from untrusted files: text reports and stderr must show
/// terminal escape sequences, carriage returns and bidirectional overrides as visible escapes,
/// never pass them to the terminal (JSON keeps the text, escaped by JSON's own rules).
@Suite struct ControlCharacterTests {
    /// ESC [ 2 J (clear the screen), a carriage return and U+202E (right-to-left override).
    static let hostileName = "Evil\u{1B}[2J\rName\u{202E}x"
    static let hostileKey = "head\u{1B}]0;pwned\u{07}line"

    /// Writes a dictionary with the hostile font name under `body` and the hostile style key.
    static func dictionary() throws -> String {
        let entries: [String: Any] = [
            "body": ["fontName": hostileName, "fontSize": 17],
            hostileKey: ["fontName": "NotoSerif", "fontSize": 17],
        ]
        let data = try PropertyListSerialization.data(
            fromPropertyList: entries, format: .xml, options: 0)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-control-\(UUID().uuidString).plist").path
        expectTrue(FileManager.default.createFile(atPath: path, contents: data))
        return path
    }

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                || $0.value == 0x202E
        }
    }

    @Test("check's table and stderr escape ESC, CR, BEL and U+202E from the dictionary")
    func textReport() throws {
        let path = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["check", path, "--fonts-dir", "Fonts"])
        expectEqual(result.status, 1)
        expectTrue(!Self.hasRawControl(result.stdout))
        expectTrue(!Self.hasRawControl(result.stderr))
        // The escapes name each character by its code point (ESC 1B, CR D, BEL 7, RLO 202E).
        expectTrue(result.stdout.contains(#"Evil\u{1B}[2J\u{D}Name\u{202E}x"#))
        expectTrue(result.stdout.contains(#"head\u{1B}]0;pwned\u{7}line"#))
    }

    @Test("check's Info.plist table and its error lines escape UIAppFonts entries and file names")
    func appFontsTable() throws {
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/Res", withIntermediateDirectories: true)
        // A font file whose name holds ESC [ 2 K (erase the line) and a carriage return,
        // listed and used by no dictionary; and a listed file that is missing, whose entry
        // holds BEL, NEL (U+0085), NUL and ESC [ 2 K. A binary Info.plist has no lines, so
        // both are reported on lines of their own under the table, not as a row's detail.
        let fileName = "Bad\u{1B}[2K\rName.ttf"
        let missing = "Gone\u{07}\u{85}\u{00}\u{1B}[2K.ttf"
        try FileManager.default.copyItem(
            atPath: CLIRunner.fontsDirectory + "/NotoSerif/NotoSerif-Regular.ttf",
            toPath: scratch.path + "/Res/" + fileName)
        let info = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": [fileName, missing]], format: .binary, options: 0)
        let infoPlist = try scratch.write(info, to: "Info.plist")
        let styles = try PropertyListSerialization.data(
            fromPropertyList: ["body": ["fontName": "Noteworthy-Bold", "fontSize": 17]],
            format: .xml, options: 0)
        let dictionary = try scratch.write(styles, to: "Styles.plist")
        let result = try CLIRunner.run([
            "check", dictionary, "--fonts-dir", scratch.path + "/Res", "--info-plist", infoPlist,
        ])
        expectEqual(result.status, 1, "\(result.stderr)")
        expectTrue(!Self.hasRawControl(result.stdout), "\(result.stdout)")
        expectTrue(!Self.hasRawControl(result.stderr))
        expectTrue(
            result.stdout.contains(#"not used by any dictionary: Bad\u{1B}[2K\u{D}Name.ttf"#))
        expectTrue(
            result.stdout.contains(#"Gone\u{7}\u{85}\u{0}\u{1B}[2K.ttf"#), "\(result.stdout)")
    }

    @Test("on a terminal only the tool's own colour sequences are written raw")
    func colourOnTerminal() throws {
        let path = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try ProcessCLIRunner.runOnTerminal(["check", path, "--fonts-dir", "Fonts"])
        expectTrue(output.contains("\u{1B}[31merror\u{1B}[0m"))
        expectTrue(output.contains(#"Evil\u{1B}[2J\u{D}Name\u{202E}x"#))
        // Every ESC left starts one of Colour's sequences (bold, red, green, yellow, reset).
        let sequences = ["[0m", "[1m", "[31m", "[32m", "[33m"]
        for piece in output.split(separator: "\u{1B}", omittingEmptySubsequences: false)
            .dropFirst()
        {
            expectTrue(sequences.contains { piece.hasPrefix($0) }, "ESC\(piece.prefix(8))")
        }
    }

    @Test("check --format json keeps the name, escaped as JSON")
    func jsonReport() throws {
        let path = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["check", path, "--fonts-dir", "Fonts", "--format", "json"])
        expectEqual(result.status, 1)
        expectTrue(!Self.hasRawControl(result.stdout))
        let json = try unwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let dictionaries = try unwrap(json["dictionaries"] as? [[String: Any]])
        let entries = try unwrap(dictionaries.first?["entries"] as? [[String: Any]])
        let body = try unwrap(entries.first { $0["style"] as? String == "body" })
        expectEqual(body["requestedName"] as? String, Self.hostileName)
    }

    @Test("Exactly Unicode's control characters (Cc) are escaped, C1 included, at both edges")
    func controlCategoryEdges() throws {
        // Around each edge of Cc (U+0000–U+001F, U+007F–U+009F): U+007E and U+00A0 are not
        // controls; U+007F, U+0080 and U+009F are (the Unicode Character Database, read here
        // through the standard library's own tables).
        let name = "A\u{7E}B\u{7F}C\u{80}D\u{9F}E\u{A0}F\u{2069}G\u{206A}H"
        for (scalar, control) in [
            (0x7E, false), (0x7F, true), (0x80, true), (0x9F, true), (0xA0, false),
        ] {
            expectEqual((Unicode.Scalar(scalar)!.properties.generalCategory == .control), control)
        }
        let entries: [String: Any] = ["body": ["fontName": name, "fontSize": 17]]
        let data = try PropertyListSerialization.data(
            fromPropertyList: entries, format: .binary, options: 0)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-c1-\(UUID().uuidString).plist").path
        expectTrue(FileManager.default.createFile(atPath: path, contents: data))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["check", path, "--fonts-dir", "Fonts"])
        expectEqual(result.status, 1)
        // U+2069 (pop directional isolate) is escaped too; U+206A is not a bidirectional
        // control and passes through.
        expectTrue(
            result.stdout.contains(
                #"A~B\u{7F}C\u{80}D\u{9F}E"# + "\u{A0}F" + #"\u{2069}G"# + "\u{206A}H"),
            "\(result.stdout)")
    }
}
