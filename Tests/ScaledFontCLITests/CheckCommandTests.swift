import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont check`: the CI gate (CommandLineReports.md in the DocC catalog: exit 0 / 1 / 2).
@Suite("scaledfont check")
struct CheckCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    @Test("the bundled example resolves every style: exit 0, a table and a summary")
    func bundledExamplePasses() throws {
        let result = try CLIRunner.run(["check", "Examples/NotoSerif.plist"] + fonts)
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "Examples/NotoSerif.plist")
        for style in Reference.styles {
            let row = try unwrap(lines.first { $0.hasPrefix("  \(style) ") }, "no row: \(style)")
            let cells = row.split(separator: " ").map(String.init)
            expectEqual(cells[1], "ok")
            expectEqual(cells[3], Reference.notoSerifFaces[style])
            // Text reports show files inside the current folder (the package root) relatively.
            expectTrue(row.hasSuffix("  Fonts/NotoSerif/\(Reference.notoSerifFaces[style]!).ttf"))
        }
        expectEqual(
            lines.last,
            "check passed: 1 dictionary, 11 of 11 styles resolved, 0 missing, 0 errors, "
                + "0 warnings")
    }

    @Test("the table's columns are aligned: every row's cells start where the header's do")
    func columnsAreAligned() throws {
        let result = try CLIRunner.run(["check", CLIRunner.testData("MissingFont.plist")] + fonts)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try unwrap(lines.first { $0.hasPrefix("  STYLE") })
        let starts = ["STATUS", "REQUESTED", "RESOLVED TO", "HOW", "FILE"].map {
            header.distance(from: header.startIndex, to: header.range(of: $0)!.lowerBound)
        }
        let rows = lines.filter { line in Reference.styles.contains { line.hasPrefix("  \($0) ") } }
        expectEqual(rows.count, 11)
        for row in rows {
            let characters = Array(row)
            for start in starts {
                expectTrue(characters[start - 1] == " " && characters[start] != " ", "row: \(row)")
            }
        }
    }

    @Test("a font that is not installed fails the check with exit 1 and says which")
    func missingFontFails() throws {
        let path = CLIRunner.testData("MissingFont.plist")
        let result = try CLIRunner.run(["check", path] + fonts)
        expectEqual(result.status, 1)
        let row = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("  headline ") })
        expectTrue(row.contains("error"))
        expectTrue(row.contains("NoSuchFont-Bold"))
        expectTrue(row.contains("fallback: fontNotInstalled"))
        expectTrue(result.stdout.contains("font 'NoSuchFont-Bold' is not installed or bundled"))
        expectTrue(result.stdout.contains("check failed: 1 dictionary, 10 of 11 styles resolved"))
        // The table shows the error; stderr is kept for warnings.
        expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        expectTrue(result.stdout.contains("1 error,"))
    }

    @Test("an invalid entry and an unknown style key fail the check with exit 1")
    func invalidEntryFails() throws {
        let result = try CLIRunner.run(["check", CLIRunner.testData("InvalidEntry.plist")] + fonts)
        expectEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let body = try unwrap(lines.firstIndex { $0.hasPrefix("  body ") })
        expectTrue(lines[body].contains("fallback: invalidEntry"))
        expectTrue(lines[body + 1].contains("fontSize: must be a number, not a string"))
        let typo = try unwrap(lines.firstIndex { $0.hasPrefix("  headlne ") })
        expectTrue(lines[typo].contains("not a text style"))
        expectTrue(lines[typo + 1].contains("did you mean 'headline'?"))
        // The misspelt key leaves headline without an entry: reported, not a failure of its own.
        expectTrue(lines.contains { $0.hasPrefix("  headline ") && $0.contains("missing") })
        expectTrue(result.stdout.contains("2 errors"))
    }

    @Test("a missing style is reported but does not fail the check")
    func missingStyleIsReported() throws {
        let result = try CLIRunner.run(["check", CLIRunner.testData("MissingStyle.plist")] + fonts)
        expectEqual(result.status, 0)
        let row = try unwrap(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("  title3 ") })
        expectTrue(row.contains("missing"))
        expectTrue(row.contains("fallback: styleMissing"))
        expectTrue(
            result.stdout.contains(
                "check passed: 1 dictionary, 10 of 11 styles resolved, 1 missing"))
    }

    @Test("a warning goes to stderr and does not fail the check")
    func warningGoesToStderr() throws {
        let path = CLIRunner.testData("Warning.plist")
        let result = try CLIRunner.run(["check", path] + fonts)
        expectEqual(result.status, 0)
        expectEqual(
            result.stderr,
            "\(CLIRunner.repositoryRelative(path)):54: warning: callout: maximumPointSise: "
                + "is not a known field and is "
                + "ignored; did you mean 'maximumPointSize'?\n")
        expectTrue(result.stdout.contains("1 warning\n"))
    }

    @Test(
        "an unreadable or malformed dictionary exits 2 with nothing on stdout",
        arguments: Expect.unreadableDictionaries)
    func unreadableDictionary(name: String, reason: String) throws {
        let path = CLIRunner.testData(name)
        let result = try CLIRunner.run(["check", path] + fonts)
        Expect.unreadableDictionary(result, path: path, reason: reason)
    }

    @Test("with --format json an unreadable dictionary is still reported, every style falling back")
    func unreadableDictionaryJSON() throws {
        let path = CLIRunner.testData("Malformed.plist")
        let result = try CLIRunner.run(["check", path, "--format", "json"] + fonts)
        expectEqual(result.status, 2)
        let root = try unwrap(result.json() as? [String: Any])
        expectEqual(root["ok"] as? Bool, false)
        let dictionary = try unwrap((root["dictionaries"] as? [[String: Any]])?.first)
        let entries = try unwrap(dictionary["entries"] as? [[String: Any]])
        expectEqual(
            entries.map { $0["fallbackReason"] as? String },
            Array(repeating: "dictionaryUnreadable", count: 11))
    }

    @Test("several dictionaries: one table each and one summary; the worst status wins")
    func severalDictionaries() throws {
        let result = try CLIRunner.run(
            ["check", "Examples/NotoSerif.plist", CLIRunner.testData("MissingFont.plist")] + fonts)
        expectEqual(result.status, 1)
        expectTrue(result.stdout.contains("Examples/NotoSerif.plist\n"))
        expectTrue(result.stdout.contains(CLIRunner.testData("MissingFont.plist") + "\n"))
        let summaries = result.stdout.split(separator: "\n").filter { $0.hasPrefix("check ") }
        expectEqual(
            summaries,
            [
                "check failed: 2 dictionaries, 21 of 22 styles resolved, 0 missing, 1 error, "
                    + "0 warnings"
            ])
    }

    @Test(
        "a dictionary given by its absolute path: stderr names it relative to the repository",
        arguments: ["text", "json", "junit", "gitlab"])
    func absolutePathOnStderr(format: String) throws {
        let path = CLIRunner.testData("Warning.plist")
        expectTrue(path.hasPrefix("/"))
        let result = try CLIRunner.run(["check", path, "--format", format] + fonts)
        expectEqual(result.status, 0)
        // The line of the unknown field's style key in TestData/Warning.plist.
        expectTrue(
            result.stderr.hasPrefix(
                "Tests/ScaledFontCLITests/TestData/Warning.plist:54: warning: callout: "),
            "stderr: \(result.stderr)")
        expectTrue(!result.stderr.contains(CLIRunner.packageRoot.path + "/"))
    }

    @Test("--format json has the documented fields for every entry")
    func jsonReport() throws {
        let result = try CLIRunner.run(
            [
                "check", "Examples/NotoSerif.plist", CLIRunner.testData("MissingFont.plist"),
                "--format", "json",
            ] + fonts)
        expectEqual(result.status, 1)
        // stdout is for programs; the person reading the log sees the error on stderr.
        expectEqual(
            result.stderr,
            "\(CLIRunner.repositoryRelative(CLIRunner.testData("MissingFont.plist"))):33: "
                + "error: headline: font "
                + "'NoSuchFont-Bold' is not installed or bundled\n")
        let root = try unwrap(result.json() as? [String: Any])
        // One app: its fields at the top level, then the list of apps and the verdict.
        expectEqual(Expect.keys(root), ["dictionaries", "apps", "outcome", "ok"])
        expectEqual(root["ok"] as? Bool, false)
        let dictionaries = try unwrap(root["dictionaries"] as? [[String: Any]])
        expectEqual(
            dictionaries.map { $0["dictionary"] as? String },
            [
                "Examples/NotoSerif.plist", CLIRunner.testData("MissingFont.plist"),
            ])
        for dictionary in dictionaries {
            expectEqual(Expect.keys(dictionary), ["dictionary", "entries", "diagnostics"])
            let entries = try unwrap(dictionary["entries"] as? [[String: Any]])
            expectEqual(entries.map { $0["style"] as? String }, Reference.styles)
            for entry in entries {
                expectEqual(
                    Expect.keys(entry),
                    [
                        "style", "status", "source", "fallbackReason", "requestedName",
                        "postscriptName", "file", "index", "message",
                    ])
            }
        }
        let headline = try unwrap((dictionaries[1]["entries"] as? [[String: Any]])?[4])
        expectEqual(headline["status"] as? String, "fallback")
        expectEqual(headline["fallbackReason"] as? String, "fontNotInstalled")
        expectEqual(headline["requestedName"] as? String, "NoSuchFont-Bold")
        let body = try unwrap((dictionaries[0]["entries"] as? [[String: Any]])?[6])
        expectEqual(body["status"] as? String, "resolved")
        expectTrue(body["fallbackReason"] is NSNull)
        expectTrue(body["message"] is NSNull)
        expectEqual(body["postscriptName"] as? String, "NotoSerif-Regular")
        expectEqual(
            body["file"] as? String, CLIRunner.fontsDirectory + "/NotoSerif/NotoSerif-Regular.ttf")
    }

    @Test("--format github annotates the line of the style key of a missing font")
    func githubAnnotationForMissingFont() throws {
        let path = CLIRunner.testData("MissingFont.plist")
        let result = try CLIRunner.run(["check", path, "--format", "github"] + fonts)
        expectEqual(result.status, 1)
        // The headline key is on line 33 of MissingFont.plist (TestData/README.md).
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(
            lines.first,
            "::error file=\(CLIRunner.repositoryRelative(path)),line=33::headline: font 'NoSuchFont-Bold' is not "
                + "installed or bundled")
    }

    @Test("--format github annotates invalid entries, unknown keys and warnings on their lines")
    func githubAnnotationsForDiagnostics() throws {
        let invalid = CLIRunner.testData("InvalidEntry.plist")
        let warning = CLIRunner.testData("Warning.plist")
        let result = try CLIRunner.run(["check", invalid, warning, "--format", "github"] + fonts)
        expectEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectTrue(
            lines.contains(
                "::error file=\(CLIRunner.repositoryRelative(invalid)),line=33::headlne: is not a text style key; did you mean "
                    + "'headline'?"
            ))
        expectTrue(
            lines.contains(
                "::error file=\(CLIRunner.repositoryRelative(invalid)),line=47::body: fontSize: must be a number, not a string"
            ))
        expectTrue(
            lines.contains {
                $0.hasPrefix(
                    "::warning file=\(CLIRunner.repositoryRelative(warning)),line=54::callout: maximumPointSise"
                )
            })
    }

    @Test("--format github escapes messages and file properties as the Actions runner expects")
    func githubEscaping() throws {
        // A copy of EscapedName.plist at a path holding ',' and ':' (property separators).
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("odd,name:1.plist").path
        try FileManager.default.copyItem(
            atPath: CLIRunner.testData("EscapedName.plist"), toPath: path)
        let result = try CLIRunner.run(["check", path, "--format", "github"] + fonts)
        expectEqual(result.status, 1)
        let escapedPath = path.replacingOccurrences(of: ",", with: "%2C")
            .replacingOccurrences(of: ":", with: "%3A")
        // fontName is "Odd%Font," + LF + "Name": % -> %25; ',' stays in a message; the LF,
        // a control character, is shown as the visible escape \u{A} as in every format.
        expectTrue(
            result.stdout.hasPrefix(
                "::error file=\(escapedPath),line=33::headline: font 'Odd%25Font,\\u{A}Name' is not "
                    + "installed or bundled\n"))
    }

    @Test("output is never coloured when stdout is not a terminal")
    func noColourWhenPiped() throws {
        let result = try CLIRunner.run(["check", CLIRunner.testData("MissingFont.plist")] + fonts)
        expectTrue(!result.stdout.contains("\u{1B}["))
    }
}

/// A bundled face that shadows an installed one (ScaledFontCheck.docc, NameResolution.md): a warning only
/// when a dictionary uses it and the two files differ. "Installed" here is the DejaVu Sans
/// copy under Tests/Fonts/DejaVu, through a Fontconfig configuration that lists only that
/// folder, so the machine's own fonts play no part.
@Suite("scaledfont check: shadowing warnings")
struct CheckShadowingWarningTests {
    static let dejaVu = CLIRunner.packageRoot.appendingPathComponent("Tests/Fonts/DejaVu").path

    /// A folder with a Fontconfig configuration that installs only Tests/Fonts/DejaVu, a
    /// dictionary whose body is DejaVuSans, and a bundled copy of DejaVuSans.ttf (with one
    /// byte more at its end when `differs`).
    ///
    /// - Parameter parent: where the folder is made (the system's temporary folder by default).
    static func withShadowingFolder(
        in parent: URL = FileManager.default.temporaryDirectory, differs: Bool,
        _ body: (
            _ environment: [String: String], _ dictionary: String, _ fonts: String, _ copy: String
        ) throws -> Void
    ) throws {
        let folder = parent.appendingPathComponent("scaledfont-shadow-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu + "/DejaVuSans.ttf"))
        if differs { bytes.append(0) }
        let copy = fonts.appendingPathComponent("DejaVuSans.ttf").path
        try bytes.write(to: URL(fileURLWithPath: copy))
        let config = folder.appendingPathComponent("fonts.conf").path
        try """
        <fontconfig><dir>\(Self.dejaVu)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>

        """.write(toFile: config, atomically: false, encoding: .utf8)
        let dictionary = folder.appendingPathComponent("Body.plist").path
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>body</key>
            <dict><key>fontName</key><string>DejaVuSans</string><key>fontSize</key><real>17</real></dict>
        </dict>
        </plist>

        """.write(toFile: dictionary, atomically: false, encoding: .utf8)
        try body(["FONTCONFIG_FILE": config], dictionary, fonts.path, copy)
    }

    @Test("a used bundled face whose file differs from the installed one: a warning, not a failure")
    func differingCopyWarns() throws {
        try Self.withShadowingFolder(differs: true) { environment, dictionary, fonts, copy in
            let result = try ProcessCLIRunner.run(
                ["check", dictionary, "--fonts-dir", fonts], environment: environment)
            expectEqual(result.status, 0)
            expectTrue(
                result.stderr.hasPrefix(
                    "\(dictionary):4: warning: body: bundled face DejaVuSans (\(copy)) shadows "
                        + "the installed face of the same PostScript name"),
                "stderr: \(result.stderr)")
            expectTrue(result.stdout.hasSuffix(", 0 errors, 1 warning\n"))
        }
    }

    @Test("an identical bundled copy says nothing")
    func identicalCopyIsQuiet() throws {
        try Self.withShadowingFolder(differs: false) { environment, dictionary, fonts, _ in
            let result = try ProcessCLIRunner.run(
                ["check", dictionary, "--fonts-dir", fonts], environment: environment)
            expectEqual(result.status, 0)
            expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
            expectTrue(result.stdout.hasSuffix(", 0 errors, 0 warnings\n"))
        }
    }

    @Test("a differing copy no style uses says nothing")
    func unusedCopyIsQuiet() throws {
        try Self.withShadowingFolder(differs: true) { environment, _, fonts, _ in
            let result = try ProcessCLIRunner.run(
                [
                    "check", "Examples/NotoSerif.plist", "--fonts-dir", CLIRunner.fontsDirectory,
                    "--fonts-dir", fonts,
                ], environment: environment)
            expectEqual(result.status, 0)
            expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        }
    }

    @Test("for an app (--platform ios) a bundled copy of an installed font says nothing")
    func appPlatformIsQuiet() throws {
        try Self.withShadowingFolder(differs: true) { environment, dictionary, fonts, _ in
            let result = try ProcessCLIRunner.run(
                ["check", dictionary, "--fonts-dir", fonts, "--platform", "ios"],
                environment: environment)
            expectEqual(result.status, 0)
            expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        }
    }

    @Test("with --format github the shadowing warning is a ::warning annotation on its line")
    func shadowWarningAnnotation() throws {
        try Self.withShadowingFolder(differs: true) { environment, dictionary, fonts, copy in
            let result = try ProcessCLIRunner.run(
                ["check", dictionary, "--fonts-dir", fonts, "--format", "github"],
                environment: environment)
            expectEqual(result.status, 0)
            expectTrue(
                result.stdout.contains(",line=4::body: bundled face DejaVuSans (\(copy)) shadows"))
        }
    }
}
