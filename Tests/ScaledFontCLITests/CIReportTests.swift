import Foundation
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
        #expect(result.status == 1)
        let root = try MiniXML.parse(result.stdout)
        #expect(root.name == "testsuites")
        let suites = root.children.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == examples)
        let cases = root.all("testcase")
        #expect(cases.count == 22)
        #expect(root.attributes["tests"] == "22")
        #expect(root.attributes["failures"] == "11")
        for suite in suites {
            let suiteCases = suite.children.filter { $0.name == "testcase" }
            let failing = suiteCases.filter { !$0.all("failure").isEmpty }
            #expect(suite.attributes["tests"] == String(suiteCases.count))
            #expect(suite.attributes["failures"] == String(failing.count))
            let path = try #require(suite.attributes["name"])
            let lines = try Self.keyLines(path)
            #expect(suiteCases.map { $0.attributes["name"] } == Reference.styles)
            for testCase in suiteCases {
                #expect(testCase.attributes["classname"] == path)
                #expect(testCase.attributes["file"] == path)
                let style = try #require(testCase.attributes["name"])
                #expect(testCase.attributes["line"] == lines[style].map(String.init))
            }
        }
        let failures = root.all("failure")
        #expect(failures.count == 11)
        // Noteworthy.plist names Noteworthy-Bold and Noteworthy-Light (the iOS original).
        #expect(
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
        #expect(result.status == 2)
        let root = try MiniXML.parse(result.stdout)
        let suites = root.all("testsuite")
        #expect(suites.count == 2)
        let callout = try #require(
            suites[0].all("testcase").first { $0.attributes["name"] == "callout" })
        #expect(callout.all("failure").isEmpty)
        #expect(callout.all("system-out").first?.text.contains("maximumPointSise") == true)
        let unreadable = suites[1].all("testcase")
        #expect(unreadable.first?.attributes["name"] == "dictionary")
        #expect(unreadable.first?.all("failure").count == 1)
    }

    @Test("gitlab: a Code Quality array with the required fields, unique fingerprints, key lines")
    func gitlab() throws {
        let result = try CLIRunner.run(["check"] + examples + fonts + ["--format", "gitlab"])
        #expect(result.status == 1)
        let issues = try #require(try result.json() as? [[String: Any]])
        #expect(issues.count >= 11)
        let lines = try Self.keyLines("Examples/Noteworthy.plist")
        var fingerprints: Set<String> = []
        for issue in issues {
            #expect(issue["description"] is String)
            #expect((issue["check_name"] as? String)?.isEmpty == false)
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(
                fingerprints.insert(fingerprint).inserted, "fingerprint \(fingerprint) repeated")
            let severity = try #require(issue["severity"] as? String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(severity))
            let location = try #require(issue["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            #expect(examples.contains(path))
            let begin = try #require((location["lines"] as? [String: Any])?["begin"] as? Int)
            let description = try #require(issue["description"] as? String)
            let style = String(description.prefix { $0 != ":" })
            #expect(path != "Examples/Noteworthy.plist" || begin == lines[style])
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
            try #require(try result.json() as? [[String: Any]]).compactMap {
                $0["fingerprint"] as? String
            }
        }
        #expect(try prints(fromRoot) == prints(fromExamples))
        #expect(try !prints(fromRoot).isEmpty)
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
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        let errors = commands.filter { $0.hasPrefix("::error") }
        #expect(errors.count == 10)
        for command in commands where command.contains("file=") {
            #expect(
                command.contains("file=Examples/Noteworthy.plist,")
                    || command.contains("file=Examples/Futura.plist,"), "\(command)")
        }
        // Errors first: no other annotation before the last error.
        let lastError = try #require(commands.lastIndex { $0.hasPrefix("::error") })
        #expect(commands[..<lastError].allSatisfy { $0.hasPrefix("::error") })
        #expect(commands.filter { $0.hasPrefix("::warning") }.count <= 10)
        #expect(commands.filter { $0.hasPrefix("::notice") }.count <= 10)
        // 22 errors, 10 annotated: the notice counts the other 12, which follow as plain lines.
        let notice = try #require(commands.last)
        #expect(notice.hasPrefix("::notice::12 more findings"))
        #expect(notice.contains("--format text") && notice.contains("--format json"))
        #expect(lines.filter { $0.contains(": error: ") && !$0.hasPrefix("::") }.count == 12)
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
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
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
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        let fileWarnings = lines.filter { $0.hasPrefix("::warning file=") }
        #expect(fileWarnings.count == 10)
        #expect(lines.contains { $0.hasPrefix("::notice::") && $0.contains("warning") })
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
        #expect(result.status == 0)
        let notices = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::notice") }
        #expect(notices.count == 10)
        #expect(
            notices.last?.hasPrefix("::notice::11 more findings are not annotated (11 notes)")
                == true)
    }

    @Test("github: GITHUB_STEP_SUMMARY gets a table per dictionary, appended, never truncated")
    func githubStepSummary() throws {
        let summary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-summary-\(UUID().uuidString).md").path
        #expect(
            FileManager.default.createFile(atPath: summary, contents: Data("earlier step\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: summary) }
        let result = try githubFromSubfolder(summary: summary)
        #expect(result.status == 1)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n"))
        #expect(text.contains("### Examples/Noteworthy.plist\n"))
        #expect(text.contains("### Examples/Futura.plist\n"))
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| Style")
        }
        #expect(rows.count == 22)
        #expect(rows.contains { $0.hasPrefix("| largeTitle | error | Noteworthy-Bold |") })
        #expect(result.stdout.contains("and in the job summary"))
    }

    @Test("github: the job summary stays within GitHub's 1 MiB per step and says what it left out")
    func githubStepSummaryCap() throws {
        let limit = 1 << 20  // GitHub shows no step summary over 1 MiB.
        let summary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-summary-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: summary) }
        // An earlier command of the step left 3,000 bytes of room.
        let earlier = String(repeating: String(repeating: "x", count: 99) + "\n", count: 10_456)
        #expect(FileManager.default.createFile(atPath: summary, contents: Data(earlier.utf8)))
        let result = try githubFromSubfolder(summary: summary)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: summary))
        #expect(data.count <= limit)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(earlier))
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| Style")
        }
        // Noteworthy and Futura fail in all 11 styles each: 22 rows, shown or counted.
        let note = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("**Cut short:**") })
        let left = try #require(
            note.split(separator: " ").firstIndex(of: "more").map {
                Int(note.split(separator: " ")[$0 - 1])
            } ?? nil)
        #expect(rows.count + left == 22)
        #expect(left > 0)

        // A summary already at the limit gets nothing more, and a warning says why.
        let full = String(repeating: "x", count: limit)
        #expect(FileManager.default.createFile(atPath: summary, contents: Data(full.utf8)))
        let second = try githubFromSubfolder(summary: summary)
        #expect(second.status == 1)
        #expect(second.stderr.contains("GitHub shows no summary over 1048576 bytes"))
        #expect(FileManager.default.contents(atPath: summary)?.count == limit)
    }

    @Test("github: a job summary that cannot be written is a warning, not a crash")
    func githubStepSummaryFailure() throws {
        let result = try githubFromSubfolder(summary: "/nonexistent-folder/summary.md")
        #expect(result.status == 1)
        #expect(
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
        #expect(FileManager.default.createFile(atPath: path, contents: data))
        return path
    }
}
