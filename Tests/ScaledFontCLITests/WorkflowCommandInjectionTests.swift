import Foundation
import ScaledFontTestSupport
import Testing

/// Text from a file (style keys, field names, font names, family names in a font) must never
/// start a log line that a CI runner reads as a command (`::error ...` for GitHub Actions,
/// `##[...]` / `##vso[...]` for GitHub's older form and Azure Pipelines), and no format may
/// pass control characters (ESC, BEL, so OSC-8 hyperlinks) or bidirectional overrides and
/// isolates through raw. Dictionaries are generated here; the font is
/// Fixtures/SFFixtureHostileName.ttf (Fixtures/README.md).
@Suite("scaledfont: no workflow commands or raw controls from files")
struct WorkflowCommandInjectionTests {
    static let osc8 = "\u{1B}]8;;https://example.invalid\u{07}link\u{1B}]8;;\u{07}"
    static let hostileName = "::error::" + osc8 + "\u{202E}x\u{2066}y\u{1B}[2J"
    static let hostileKeys = [
        "::error file=Sources/App.swift,line=1::key", "##[error]key", "  ::warning::indented",
        "line\n::notice::after a line break", "##vso[task.setvariable variable=x]1",
        // GitHub trims all Unicode white space before looking for `::`; Azure Pipelines reads
        // `##vso[` and GitHub's older parser `##[` anywhere in a line.
        "\u{3000}::error::ideographic space", "\u{00A0}::warning::no-break space",
        "\u{2003}\u{0085}::notice::em space and NEL", "x ##vso[task.setvariable variable=P]1",
        "mid-line ##[error]older form", "x ##VSO[task.complete]upper case",
    ]

    /// A dictionary with the hostile keys, a hostile font name and a hostile field name.
    static func dictionary(_ format: String) throws -> String {
        var entries: [String: Any] = [
            "body": ["fontName": hostileName, "fontSize": 17, "::notice::field": 1],
            "title": ["fontName": "NotoSerif-Bold", "fontSize": 28, "##[warning]field": 1],
            "callout": ["fontName": "x ##vso[task.setvariable variable=P]1", "fontSize": 16],
            "footnote": ["fontName": "\u{3000}::error::wide", "fontSize": 13],
        ]
        for key in hostileKeys { entries[key] = ["fontName": "NotoSerif", "fontSize": 17] }
        return try CIReportTests.write(entries, format)
    }

    /// Lines that a runner would read as a command, other than the tool's own annotations
    /// (`::level file=<the dictionary>,line=N::` or `::level::` for the closing notice and
    /// catalog warnings).
    static func injected(_ output: String, dictionary: String?) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let lowered = line.lowercased()
            if lowered.contains("##[") || lowered.contains("##vso[") { return true }
            let start = line.unicodeScalars.drop { trimmedByGitHub.contains($0.value) }
            guard start.starts(with: "::".unicodeScalars) || start.starts(with: "##".unicodeScalars)
            else { return false }
            guard let dictionary, line.unicodeScalars.count == start.count else { return true }
            let own = ["error", "warning", "notice"].contains { level in
                line.hasPrefix("::\(level)::")
                    || line.hasPrefix("::\(level) file=\(Self.escapedProperty(dictionary)),")
                    || line.hasPrefix("::\(level) file=\(Self.escapedProperty(dictionary))::")
            }
            return !own
        }.map(String.init)
    }

    /// The white space GitHub's runner trims from a line before looking for `::` (.NET's
    /// `Char.IsWhiteSpace`).
    static let trimmedByGitHub: Set<UInt32> = Set(
        [
            0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F,
            0x3000,
        ] + Array(0x2000...0x200A))

    /// A file property as the Actions runner escapes it.
    static func escapedProperty(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    /// Control characters other than the line feed, DEL, C1 controls, bidi overrides and
    /// isolates.
    static func rawControls(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter {
            ($0.properties.generalCategory == .control && $0 != "\n")
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }.map(\.value)
    }

    @Test(
        "check in every format: no injected command line, no raw control character",
        arguments: ["text", "json", "github", "junit", "gitlab"], ["plist", "json"])
    func check(_ format: String, _ dictionaryFormat: String) throws {
        let path = try Self.dictionary(dictionaryFormat)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(
            ["check", path, "--fonts-dir", "Fonts", "--format", format])
        expectEqual(result.status, 1)
        let own = format == "github" ? CLIRunner.repositoryRelative(path) : nil
        expectTrue(Self.injected(result.stdout, dictionary: own).isEmpty)
        expectTrue(Self.injected(result.stderr, dictionary: nil).isEmpty)
        expectTrue(Self.rawControls(result.stdout).isEmpty)
        expectTrue(Self.rawControls(result.stderr).isEmpty)
        // The hostile keys are still reported, made visible.
        expectTrue(
            ["\\u{23}#[error]key", "\\u0023#[error]key", "&#35;#[error]key"].contains {
                result.stdout.contains($0)
            }, "stdout: \(result.stdout)")
    }

    @Test("github's job summary escapes the keys and names too", arguments: ["plist", "json"])
    func stepSummary(_ dictionaryFormat: String) throws {
        let path = try Self.dictionary(dictionaryFormat)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-summary-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: summary) }
        _ = try CLIRunner.run(
            ["check", path, "--fonts-dir", "Fonts", "--format", "github"],
            environment: ["GITHUB_STEP_SUMMARY": summary])
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        expectTrue(Self.rawControls(text).isEmpty)
        // The summary's own headings (`## scaledfont check`, `### file`) are Markdown, not
        // commands; nothing a file holds may start a line or stand anywhere as one.
        let lines = text.split(separator: "\n").filter {
            !$0.hasPrefix("## scaledfont check") && !$0.hasPrefix("### ")
        }
        expectTrue(Self.injected(lines.joined(separator: "\n"), dictionary: nil).isEmpty)
        // Every table row is one row: a key's line break or '|' cannot add rows or cells.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") }
        expectEqual(rows.count, 2 + 11 + Self.hostileKeys.count)
        expectTrue(rows.allSatisfy { Self.cellSeparators($0) == 8 }, "\(rows)")
    }

    /// The `|` of a Markdown table row that are not escaped by a backslash.
    static func cellSeparators(_ row: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in row {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                count += 1
            }
        }
        return count
    }

    @Test("metrics text and CSV escape the names", arguments: ["text", "csv"])
    func metrics(_ format: String) throws {
        let path = try Self.dictionary("plist")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(
            ["metrics", path, "--fonts-dir", "Fonts", "--format", format])
        expectEqual(result.status, 1)
        expectTrue(Self.injected(result.stdout, dictionary: nil).isEmpty)
        expectTrue(Self.injected(result.stderr, dictionary: nil).isEmpty)
        expectTrue(Self.rawControls(result.stdout).isEmpty)
        expectTrue(Self.rawControls(result.stderr).isEmpty)
    }

    @Test(
        "fonts and resolve show a font's family name without commands or controls",
        arguments: ["text", "json"])
    func fonts(_ format: String) throws {
        let fixture = CLIRunner.packageRoot
            .appendingPathComponent("Tests/ScaledFontTests/Fixtures/SFFixtureHostileName.ttf")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: fixture, to: folder.appendingPathComponent("SFFixtureHostileName.ttf"))
        let result = try CLIRunner.run(
            [
                "fonts", "--fonts-dir", folder.path, "--family", "SF Fixture Hostile", "--format",
                format,
            ])
        expectEqual(result.status, 0)
        expectTrue(result.stdout.contains("SF Fixture Hostile"))
        expectTrue(Self.injected(result.stdout, dictionary: nil).isEmpty)
        expectTrue(Self.rawControls(result.stdout).isEmpty)
        expectTrue(Self.rawControls(result.stderr).isEmpty)
        // resolve by the family name the font carries (make_hostile_name_fixture.py): a
        // name with control characters (ESC, BEL) matches nothing, so it is not installed,
        // and the name is echoed escaped.
        let family =
            "::error file=Sources/App.swift,line=1::SF Fixture Hostile " + Self.osc8
            + " \u{1B}[2J\u{202E}evil\u{2066}"
        let resolved = try CLIRunner.run(
            ["resolve", family, "--fonts-dir", folder.path, "--format", format])
        expectEqual(resolved.status, 1, "\(resolved.stderr)")
        expectTrue(Self.injected(resolved.stdout, dictionary: nil).isEmpty)
        expectTrue(Self.rawControls(resolved.stdout).isEmpty)
        expectTrue(Self.rawControls(resolved.stderr).isEmpty)
    }
}
