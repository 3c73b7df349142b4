import Foundation
import ScaledFontTestSupport
import Testing

/// `check --format junit | gitlab | github`: the reports CI services read, checked against
/// the formats' published structure (JUnit XML as GitLab reads it; GitLab's Code Quality
/// report; GitHub's workflow commands, annotation limits and job summary).
@Suite("scaledfont check: CI reports")
struct CIReportTests {
    private let examples = ["Examples/Noteworthy.plist", "Examples/NotoSerif.plist"]
    private let fonts = ["--fonts-dir", "Fonts"]

    /// The line of each top-level `<key>` of an example dictionary, read from its text (the
    /// examples write one key per line, and style keys appear only at the top level).
    static func keyLines(_ path: String) throws -> [String: Int] {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
        var lines: [String: Int] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<key>"), trimmed.hasSuffix("</key>") else { continue }
            let key = String(trimmed.dropFirst(5).dropLast(6))
            if Reference.styles.contains(key), lines[key] == nil { lines[key] = number + 1 }
        }
        return lines
    }

    @Test(
        "junit: well-formed XML, a testsuite per dictionary, 22 testcases, 11 failures naming the font"
    )
    func junit() throws {
        let result = try CLIRunner.run(["check"] + examples + fonts + ["--format", "junit"])
        expectEqual(result.status, 1)
        let root = try MiniXML.parse(result.stdout)
        expectEqual(root.name, "testsuites")
        let suites = root.children.filter { $0.name == "testsuite" }
        expectEqual(suites.map { $0.attributes["name"] }, examples)
        let cases = root.all("testcase")
        expectEqual(cases.count, 22)
        expectEqual(root.attributes["tests"], "22")
        expectEqual(root.attributes["failures"], "11")
        for suite in suites {
            let suiteCases = suite.children.filter { $0.name == "testcase" }
            let failing = suiteCases.filter { !$0.all("failure").isEmpty }
            expectEqual(suite.attributes["tests"], String(suiteCases.count))
            expectEqual(suite.attributes["failures"], String(failing.count))
            let path = try unwrap(suite.attributes["name"])
            let lines = try Self.keyLines(path)
            expectEqual(suiteCases.map { $0.attributes["name"] }, Reference.styles)
            for testCase in suiteCases {
                expectEqual(testCase.attributes["classname"], path)
                expectEqual(testCase.attributes["file"], path)
                let style = try unwrap(testCase.attributes["name"])
                expectEqual(testCase.attributes["line"], lines[style].map(String.init))
            }
        }
        let failures = root.all("failure")
        expectEqual(failures.count, 11)
        // Noteworthy.plist names Noteworthy-Bold and Noteworthy-Light (the iOS original).
        expectTrue(
            failures.allSatisfy {
                let message = $0.attributes["message"] ?? ""
                return message.contains("'Noteworthy-Bold'")
                    || message.contains("'Noteworthy-Light'")
            })
    }

    @Test("junit: warnings go to system-out; an unreadable dictionary is one failing testcase")
    func junitWarningsAndUnreadable() throws {
        let warning = CLIRunner.testData("Warning.plist")
        let malformed = CLIRunner.testData("Malformed.plist")
        let result = try CLIRunner.run(
            ["check", warning, malformed] + fonts + ["--format", "junit"])
        expectEqual(result.status, 2)
        let root = try MiniXML.parse(result.stdout)
        let suites = root.all("testsuite")
        expectEqual(suites.count, 2)
        let callout = try unwrap(
            suites[0].all("testcase").first { $0.attributes["name"] == "callout" })
        expectTrue(callout.all("failure").isEmpty)
        expectEqual(callout.all("system-out").first?.text.contains("maximumPointSise"), true)
        let unreadable = suites[1].all("testcase")
        expectEqual(unreadable.first?.attributes["name"], "dictionary")
        expectEqual(unreadable.first?.all("failure").count, 1)
    }

    @Test("gitlab: a Code Quality array with the required fields, unique fingerprints, key lines")
    func gitlab() throws {
        let result = try CLIRunner.run(["check"] + examples + fonts + ["--format", "gitlab"])
        expectEqual(result.status, 1)
        let issues = try unwrap(result.json() as? [[String: Any]])
        expectTrue(issues.count >= 11)
        let lines = try Self.keyLines("Examples/Noteworthy.plist")
        var fingerprints: Set<String> = []
        for issue in issues {
            expectTrue(issue["description"] is String)
            expectEqual((issue["check_name"] as? String)?.isEmpty, false)
            let fingerprint = try unwrap(issue["fingerprint"] as? String)
            expectTrue(
                fingerprints.insert(fingerprint).inserted, "fingerprint \(fingerprint) repeated")
            let severity = try unwrap(issue["severity"] as? String)
            expectTrue(["info", "minor", "major", "critical", "blocker"].contains(severity))
            let location = try unwrap(issue["location"] as? [String: Any])
            let path = try unwrap(location["path"] as? String)
            expectTrue(examples.contains(path))
            let begin = try unwrap((location["lines"] as? [String: Any])?["begin"] as? Int)
            let description = try unwrap(issue["description"] as? String)
            let style = String(description.prefix { $0 != ":" })
            expectTrue(path != "Examples/Noteworthy.plist" || begin == lines[style])
        }
    }

    @Test("gitlab: the same findings get the same fingerprints from another folder")
    func gitlabStableFingerprints() throws {
        let fromRoot = try CLIRunner.run(["check"] + examples + fonts + ["--format", "gitlab"])
        let examplesFolder = CLIRunner.packageRoot.appendingPathComponent("Examples")
        let fromExamples = try ProcessCLIRunner.run(
            [
                "check", "Noteworthy.plist", "NotoSerif.plist", "--fonts-dir", "../Fonts",
                "--format", "gitlab",
            ],
            environment: ["CI_PROJECT_DIR": CLIRunner.packageRoot.path], in: examplesFolder)
        func prints(_ result: CLIResult) throws -> [String] {
            try unwrap(result.json() as? [[String: Any]]).compactMap {
                $0["fingerprint"] as? String
            }
        }
        try expectEqual(prints(fromRoot), prints(fromExamples))
        expectTrue(try !prints(fromRoot).isEmpty)
    }

    /// Runs the check of Noteworthy and Futura (22 errors) from the Examples folder, one path
    /// relative and one absolute, with GITHUB_WORKSPACE set to the repository.
    private func githubFromSubfolder(summary: String? = nil) throws -> CLIResult {
        var environment = ["GITHUB_WORKSPACE": CLIRunner.packageRoot.path]
        environment["GITHUB_STEP_SUMMARY"] = summary
        let futura = CLIRunner.packageRoot.appendingPathComponent("Examples/Futura.plist").path
        return try ProcessCLIRunner.run(
            ["check", "Noteworthy.plist", futura, "--fonts-dir", "../Fonts", "--format", "github"],
            environment: environment,
            in: CLIRunner.packageRoot.appendingPathComponent("Examples"))
    }

    @Test(
        "github: file= relative to GITHUB_WORKSPACE from a subfolder, errors first, at most 10, a notice"
    )
    func githubLimits() throws {
        let result = try githubFromSubfolder()
        expectEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        let errors = commands.filter { $0.hasPrefix("::error") }
        expectEqual(errors.count, 10)
        for command in commands where command.contains("file=") {
            expectTrue(
                command.contains("file=Examples/Noteworthy.plist,")
                    || command.contains("file=Examples/Futura.plist,"), "\(command)")
        }
        // Errors first: no other annotation before the last error.
        let lastError = try unwrap(commands.lastIndex { $0.hasPrefix("::error") })
        expectTrue(commands[..<lastError].allSatisfy { $0.hasPrefix("::error") })
        expectTrue(commands.filter { $0.hasPrefix("::warning") }.count <= 10)
        expectTrue(commands.filter { $0.hasPrefix("::notice") }.count <= 10)
        // 22 errors, 10 annotated: the notice counts the other 12, which follow as plain lines.
        let notice = try unwrap(commands.last)
        expectTrue(notice.hasPrefix("::notice::12 more findings"))
        expectTrue(notice.contains("--format text") && notice.contains("--format json"))
        expectEqual(lines.filter { $0.contains(": error: ") && !$0.hasPrefix("::") }.count, 12)
    }

    @Test(
        "github: a bundled face shadowing an installed one names the bundled file relative to the workspace"
    )
    func githubShadowingWarningPaths() throws {
        // A folder in the repository with a differing copy of Tests/Fonts/DejaVu's DejaVu Sans
        // and a dictionary that uses it; Fontconfig sees only Tests/Fonts/DejaVu as installed,
        // so the copy shadows that face whatever this machine has installed.
        let root = CLIRunner.packageRoot
        try CheckShadowingWarningTests.withShadowingFolder(
            in: root.appendingPathComponent(".build"), differs: true
        ) { environment, dictionary, fonts, _ in
            let relative = CLIRunner.repositoryRelative(fonts)
            let result = try ProcessCLIRunner.run(
                [
                    "check", CLIRunner.repositoryRelative(dictionary), "--fonts-dir", relative,
                    "--format", "github",
                ],
                environment: environment.merging(["GITHUB_WORKSPACE": root.path]) { $1 })
            expectEqual(result.status, 0, "\(result.stderr)")
            expectTrue(
                result.stdout.contains(
                    "::warning file=\(CLIRunner.repositoryRelative(dictionary)),line=4::body: "
                        + "bundled face DejaVuSans (\(relative)/DejaVuSans.ttf) shadows the "
                        + "installed face of the same PostScript name "
                        + "(Tests/Fonts/DejaVu/DejaVuSans.ttf), whose file differs"),
                "\(result.stdout)")
        }
    }

    @Test("github: more than 10 warnings give 10 ::warning lines and a notice")
    func githubWarningLimit() throws {
        var entries: [String: Any] = [:]
        for style in Reference.styles {
            entries[style] = ["fontName": "NotoSerif-Bold", "fontSize": 17, "fontWieght": 1]
        }
        let path = try Self.write(entries, "plist")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run(["check", path] + fonts + ["--format", "github"])
        expectEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n")
        let fileWarnings = lines.filter { $0.hasPrefix("::warning file=") }
        expectEqual(fileWarnings.count, 10)
        expectTrue(lines.contains { $0.hasPrefix("::notice::") && $0.contains("warning") })
    }

    @Test("github: with 20 missing styles, 9 notes and the closing notice make GitHub's 10 notices")
    func githubNoticeLimit() throws {
        let entry: [String: Any] = ["body": ["fontName": "NotoSerif-Bold", "fontSize": 17]]
        let first = try Self.write(entry, "plist")
        let second = try Self.write(entry, "json")
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        let result = try CLIRunner.run(["check", first, second] + fonts + ["--format", "github"])
        expectEqual(result.status, 0)
        let notices = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::notice") }
        expectEqual(notices.count, 10)
        expectEqual(
            notices.last?.hasPrefix("::notice::11 more findings are not annotated (11 notes)"), true
        )
    }

    @Test("github: GITHUB_STEP_SUMMARY gets a table per dictionary, appended, never truncated")
    func githubStepSummary() throws {
        let summary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-summary-\(UUID().uuidString).md").path
        expectTrue(
            FileManager.default.createFile(atPath: summary, contents: Data("earlier step\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: summary) }
        let result = try githubFromSubfolder(summary: summary)
        expectEqual(result.status, 1)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        expectTrue(text.hasPrefix("earlier step\n"))
        expectTrue(text.contains("### Examples/Noteworthy.plist\n"))
        expectTrue(text.contains("### Examples/Futura.plist\n"))
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| Style")
        }
        expectEqual(rows.count, 22)
        expectTrue(rows.contains { $0.hasPrefix("| largeTitle | error | Noteworthy-Bold |") })
        expectTrue(result.stdout.contains("and in the job summary"))
    }

    @Test("github: the job summary stays within GitHub's 1 MiB per step and says what it left out")
    func githubStepSummaryCap() throws {
        let limit = 1 << 20  // GitHub shows no step summary over 1 MiB.
        let summary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-summary-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: summary) }
        // An earlier command of the step left 3,000 bytes of room.
        let earlier = String(repeating: String(repeating: "x", count: 99) + "\n", count: 10_456)
        expectTrue(FileManager.default.createFile(atPath: summary, contents: Data(earlier.utf8)))
        let result = try githubFromSubfolder(summary: summary)
        expectEqual(result.status, 1)
        expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let data = try unwrap(FileManager.default.contents(atPath: summary))
        expectTrue(data.count <= limit)
        let text = String(decoding: data, as: UTF8.self)
        expectTrue(text.hasPrefix(earlier))
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| Style")
        }
        // Noteworthy and Futura fail in all 11 styles each: 22 rows, shown or counted.
        let note = try unwrap(
            text.split(separator: "\n").first { $0.hasPrefix("**Cut short:**") })
        let left = try unwrap(
            note.split(separator: " ").firstIndex(of: "more").map {
                Int(note.split(separator: " ")[$0 - 1])
            } ?? nil)
        expectEqual(rows.count + left, 22)
        expectTrue(left > 0)

        // A summary already at the limit gets nothing more, and a warning says why.
        let full = String(repeating: "x", count: limit)
        expectTrue(FileManager.default.createFile(atPath: summary, contents: Data(full.utf8)))
        let second = try githubFromSubfolder(summary: summary)
        expectEqual(second.status, 1)
        expectTrue(second.stderr.contains("GitHub shows no summary over 1048576 bytes"))
        expectEqual(FileManager.default.contents(atPath: summary)?.count, limit)
    }

    @Test("github: a job summary that cannot be written is a warning, not a crash")
    func githubStepSummaryFailure() throws {
        let result = try githubFromSubfolder(summary: "/nonexistent-folder/summary.md")
        expectEqual(result.status, 1)
        expectTrue(
            result.stderr.contains(
                "warning: cannot append the job summary to '/nonexistent-folder/summary.md'"))
    }

    /// Writes a generated dictionary to a temporary file.
    static func write(_ entries: [String: Any], _ extension: String) throws -> String {
        let data =
            `extension` == "json"
            ? try JSONSerialization.data(withJSONObject: entries)
            : try PropertyListSerialization.data(
                fromPropertyList: entries, format: .xml, options: 0)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-ci-\(UUID().uuidString).\(`extension`)").path
        expectTrue(FileManager.default.createFile(atPath: path, contents: data))
        return path
    }
}
