import Foundation
import ScaledFontTestSupport
import Testing

/// Runs `scaledfont` like ``CLIRunner``, but stops it after a time limit and says whether it
/// was killed by a signal: hostile input must give an exit status, never a crash or a hang.
enum GuardedRunner {
    /// A bound on a run that should take milliseconds: generous enough for a debug build
    /// under a sanitizer on a busy machine, so it only ever catches a hang. No test asserts
    /// timings.
    static let limit = 10.0 * TestEnvironment.hangGuardFactor

    struct Run {
        let result: CLIResult
        /// Whether the process ended by a signal (a crash) or was stopped by the limit.
        let crashed: Bool
    }

    /// Runs `scaledfont` with `arguments` in this process (``CLIRunner``): a crash
    /// there ends the whole test run, which says as much as a crashed child.
    static func run(
        _ arguments: [String], environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let result = try CLIRunner.run(
            arguments, environment: environment, sourceLocation: sourceLocation)
        return Run(result: result, crashed: false)
    }

    /// Runs the `scaledfont` executable with `arguments` from the package root, stopped after
    /// ``limit`` seconds: for what only a process shows (Fontconfig's variables, file
    /// permissions as another user).
    ///
    /// - Parameters:
    ///   - withoutReadOverride: when the tests run as root, run it as root without its
    ///     file-permission override (``FileAccess/commandWithoutReadOverride(_:)``), so that
    ///     file permissions apply; any other user runs it as themselves, to whom permissions
    ///     apply already.
    ///   - asNobody: when the tests run as root, run it as the user `nobody`
    ///     (``FileAccess/commandAsNobody(_:)``), who cannot change root's files.
    static func runProcess(
        _ arguments: [String], environment: [String: String] = [:],
        withoutReadOverride: Bool = false, asNobody: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let process = try ProcessCLIRunner.makeProcess(arguments, environment: environment) {
            command in
            var command = command
            if withoutReadOverride { command = FileAccess.commandWithoutReadOverride(command) }
            if asNobody { command = FileAccess.commandAsNobody(command) }
            return command
        }
        let (result, hung) = try ProcessCLIRunner.capture(process, limit: limit)
        if hung {
            let command = String(arguments.joined(separator: " ").prefix(300))
            Issue.record(
                "scaledfont \(command) did not finish within \(limit) s: a hang",
                sourceLocation: sourceLocation)
        }
        return Run(result: result, crashed: hung || process.terminationReason != .exit)
    }
}

/// `scaledfont` on hostile input: every dictionary of the hostile corpus, and the
/// files only a test can make, give the documented exit status and a message naming the file,
/// style and field, and never a crash or a hang.
@Suite("scaledfont on hostile input")
struct HostileInputTests {
    /// The corpus of the library tests (Tests/ScaledFontTests/TestData/Hostile/README.md).
    static let corpus = CLIRunner.packageRoot
        .appendingPathComponent("Tests/ScaledFontTests/TestData/Hostile").path

    static func path(_ file: String) -> String { corpus + "/" + file }

    /// The corpus file as annotations name it: relative to the repository.
    static func annotated(_ file: String) -> String {
        CLIRunner.repositoryRelative(path(file))
    }

    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    /// One corpus file: the exit status of `check --format github` and the annotations it
    /// must print, each written as what follows `::<level> file=<path>`.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let status: Int32
        let annotations: [String]

        init(_ file: String, _ status: Int32, _ annotations: [String]) {
            self.file = file
            self.status = status
            self.annotations = annotations
        }

        var testDescription: String { file }
    }

    /// The file cannot be used at all: exit 2, one error on the file as a whole.
    static func malformed(_ file: String, _ reason: String) -> Case {
        Case(file, 2, ["::error file=\(annotated(file))::\(reason)"])
    }

    /// One error on the body entry (key on line 12), naming the field when there is one.
    static func body(_ file: String, _ text: String) -> Case {
        Case(file, 1, ["::error file=\(annotated(file)),line=12::body: \(text)"])
    }

    /// Styles whose fonts are not installed, with their key lines (7 lines per entry after
    /// the title entry). A control character in a name is shown as a visible escape
    /// (`\u{1B}`), never raw: a log must not receive it.
    static func notInstalled(_ file: String, _ names: [(String, String)]) -> Case {
        Case(
            file, 1,
            names.enumerated().map { index, pair in
                "::error file=\(annotated(file)),line=\(12 + 7 * index)::\(pair.0): font "
                    + "'\(visible(pair.1))' is not installed or bundled"
            })
    }

    /// `text` with C0 controls and DEL written as `\u{1B}`.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F
                ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                : String(scalar)
        }.joined()
    }

    static let cases: [Case] = [
        malformed("Empty.plist", "not a property list"),
        malformed("RandomBytes.plist", "not a property list"),
        malformed("NullBytes.plist", "not a property list"),
        malformed("TruncatedXML.plist", "not a property list (line 14: unexpected EOF"),
        malformed("TruncatedBinary.plist", "not a property list"),
        malformed(
            "RootArray.plist", "the root of a style dictionary must be a dictionary, not an array"),
        malformed(
            "RootString.plist", "the root of a style dictionary must be a dictionary, not a string"),
        malformed(
            "RootInteger.plist", "the root of a style dictionary must be a dictionary, not a number"
        ),
        malformed(
            "RootDate.plist", "the root of a style dictionary must be a dictionary, not a date"),
        malformed(
            "BinaryRootArray.plist",
            "the root of a style dictionary must be a dictionary, not an array"),
        malformed("IntegerOverflow.plist", "not a property list (line 17: integer overflow"),
        malformed("MisformattedReal.plist", "not a property list (line 17: misformatted real"),
        malformed("UnknownElement.plist", "not a property list (line 15: unknown tag <font>"),
        malformed("NonUTF8.plist", "not a property list (line 15: byte 0xFF is not valid UTF-8"),
        malformed(
            "EntityExpansion.plist", "not a property list (line 2: the DOCTYPE has an internal DTD"),
        malformed(
            "ExternalEntity.plist", "not a property list (line 2: the DOCTYPE has an internal DTD"),
        malformed("DeepNestingXML.plist", "not a property list (line 13: too many nested"),
        malformed("BinaryCorruptOffsets.plist", "not a property list (object 0 lies outside"),
        malformed("BinaryCorruptTrailer.plist", "not a property list (invalid integer sizes"),
        malformed("BinaryTableOutsideFile.plist", "not a property list (the offset table"),
        malformed("BinaryCycle.plist", "not a property list (object 0 contains itself)"),
        malformed("BinaryDeepNesting.plist", "not a property list (nesting deeper than 64"),
        malformed("BinarySharedReferences.plist", "not a property list (more than 100000"),
        malformed("BinarySet.plist", "not a property list (unsupported object type 0xC1"),
        malformed("BinaryUID.plist", "not a property list (unsupported object type 0x80"),
        malformed(
            "BinaryDuplicateKey.plist",
            "not a property list (a dictionary has the key 'body' twice)"),
        malformed(
            "BinaryNonStringKey.plist", "not a property list (a dictionary key is not a string)"),
        malformed(
            "BinaryHugeLength.plist", "not a property list (a length is larger than the file)"),
        malformed("Truncated.json", "not valid JSON"),
        malformed("DeepNesting.json", "not valid JSON (line 1: too many nested"),
        malformed("NaN.json", "not valid JSON (line 1: unexpected character 'NaN"),
        malformed(
            "UTF16WithoutByteOrderMark.plist",
            "not a property list (the text looks like UTF-16 or UTF-32 without a byte order mark"),
        malformed(
            "EncodingLatin1.plist",
            "not a property list (line 1: encoding 'ISO-8859-1' is not supported"),

        body("EntryString.plist", "must be a dictionary with fontName and fontSize, not a string"),
        body("EntryArray.plist", "must be a dictionary with fontName and fontSize, not an array"),
        body(
            "EntryBoolean.plist", "must be a dictionary with fontName and fontSize, not a boolean"),
        body("FontSizeString.plist", "fontSize: must be a number, not a string"),
        body("FontSizeArray.plist", "fontSize: must be a number, not an array"),
        body("FontSizeDictionary.plist", "fontSize: must be a number, not a dictionary"),
        body("FontSizeBoolean.plist", "fontSize: must be a number, not a boolean"),
        body("FontSizeDate.plist", "fontSize: must be a number, not a date"),
        body("FontSizeData.plist", "fontSize: must be a number, not data"),
        body("FontSizeDeeplyNested.plist", "fontSize: must be a number, not an array"),
        body("FontSizeZero.plist", "fontSize: must be greater than 0"),
        body("FontSizeNegative.plist", "fontSize: must be greater than 0"),
        body("FontSizeNegativeZero.plist", "fontSize: must be greater than 0"),
        body("FontSizeNaN.plist", "fontSize: must be a finite number"),
        body("FontSizeInfinity.plist", "fontSize: must be a finite number"),
        body("FontSizeNegativeInfinity.plist", "fontSize: must be a finite number"),
        body("FontSizeOverflowsToInfinity.plist", "fontSize: must be a finite number"),
        body("FontSize1e308.plist", "fontSize: 1e+308 is larger than the 10000 pt limit"),
        body("FontSizeMissing.plist", "fontSize: is missing"),
        body("MaximumPointSizeString.plist", "maximumPointSize: must be a number, not a string"),
        body(
            "MinimumAboveMaximum.plist", "minimumPointSize: 30.0 is greater than maximumPointSize"),
        body("FontNameEmpty.plist", "fontName: is empty"),
        body("FontNameWhitespace.plist", "fontName: is empty"),
        body("FontNameInteger.plist", "fontName: must be a string, not a number"),
        body("FontNameArray.plist", "fontName: must be a string, not an array"),
        body("FontNameDictionary.plist", "fontName: must be a string, not a dictionary"),
        body("FontNameMissing.plist", "fontName: is missing"),
        Case(
            "UnknownStyleKeys.plist", 1,
            [
                "line=12::headlne: is not a text style key; did you mean 'headline'?",
                "line=19::Body: is not a text style key; did you mean 'body'?",
                "line=26::title4: is not a text style key; did you mean 'title'?",
                "line=33::: is not a text style key",
            ].map { "::error file=\(annotated("UnknownStyleKeys.plist"))," + $0 }),
        body("DuplicateStyleKey.plist", "is written 2 times in the dictionary (lines 12 and 19)"),
        body(
            "DuplicateStyleKeyEncoded.plist",
            "is written 2 times in the dictionary (lines 12 and 19)"),
        body(
            "DuplicateField.plist", "fontSize: is written 2 times in this entry (lines 16 and 18)"),
        Case(
            "DuplicateKey.json", 1,
            [
                "::error file=\(annotated("DuplicateKey.json")),line=3::body: is written 2 times in the dictionary (lines 3 and 4)"
            ]),
        body(
            "DuplicateKeyAfterDoctype.plist",
            "is written 2 times in the dictionary (lines 12 and 19)"),
        body(
            "DuplicateKeyAfterComment.plist",
            "is written 2 times in the dictionary (lines 12 and 19)"),
        body(
            "DuplicateKeyAfterWhitespace.plist",
            "is written 2 times in the dictionary (lines 12 and 19)"),
        body("DuplicateKeyUTF16.plist", "is written 2 times in the dictionary (lines 12 and 19)"),
        body("DuplicateKeyCDATA.plist", "is written 2 times in the dictionary (lines 12 and 19)"),
        Case(
            "DuplicateKeyUTF16.json", 1,
            [
                "::error file=\(annotated("DuplicateKeyUTF16.json")),line=3::body: is written 2 times in the dictionary (lines 3 and 4)"
            ]),
        Case(
            "DeepNestingRepeated.json", 1,
            [
                "::error file=\(annotated("DeepNestingRepeated.json")),line=3::body: must be a dictionary with fontName and fontSize, not an array"
            ]),
        body(
            "DeepNestingRepeated.plist",
            "must be a dictionary with fontName and fontSize, not an array"),

        notInstalled(
            "FontNameFontconfigSyntax.plist",
            [
                ("largeTitle", "DejaVu Sans:weight=200"), ("title2", "DejaVu Sans-12"),
                ("title3", "DejaVu Sans,DejaVu Serif"), ("headline", "DejaVu\\ Sans"),
                ("subheadline", "NotoSerif:style=Bold"), ("body", "NotoSerif:file=/etc/passwd"),
                ("callout", ":family=NotoSerif"),
            ]),
        notInstalled(
            "FontNameGenericFamily.plist",
            [
                ("largeTitle", "sans-serif"), ("title2", "serif"), ("title3", "monospace"),
                ("headline", "system-ui"), ("subheadline", "emoji"),
            ]),
        notInstalled("FontNameNUL.plist", [("body", "NotoSerif\u{0}Bold")]),
        notInstalled("FontNameControlCharacters.plist", [("body", "Noto\u{1B}[31mSerif")]),

        Case(
            "UnknownField.plist", 0,
            [
                "::warning file=\(annotated("UnknownField.plist")),line=12::body: fontWeight: is not a known field and is ignored"
            ]),
        Case("FontSize10000.plist", 0, []),
        Case("CommentedKey.plist", 0, []),
    ]

    @Test("every file of the hostile corpus has an expectation here")
    func corpusIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus).filter {
            $0.hasSuffix(".plist") || $0.hasSuffix(".json")
        }
        expectTrue(files.count >= 40)
        expectEqual(Set(files), Set(Self.cases.map(\.file)))
    }

    @Test(
        "check on a hostile dictionary: the exit status and annotations naming file, style, field",
        arguments: cases)
    func hostileCheck(_ hostile: Case) throws {
        let path = Self.path(hostile.file)
        let run = try GuardedRunner.run(["check", path, "--format", "github"] + fonts)
        expectTrue(!run.crashed, "stderr: \(run.result.stderr)")
        expectEqual(run.result.status, hostile.status, "stdout: \(run.result.stdout)")
        let lines = run.result.stdout.split(separator: "\n").map(String.init)
        for annotation in hostile.annotations {
            expectTrue(
                lines.contains { $0.hasPrefix(annotation) }, "missing \(annotation) in \(lines)")
        }
        // Every error is located in the file; the valid title entry still resolves.
        let errors = lines.filter { $0.hasPrefix("::error ") }
        expectEqual(errors.count, hostile.annotations.filter { $0.hasPrefix("::error") }.count)
        expectTrue(
            errors.allSatisfy { $0.hasPrefix("::error file=\(Self.annotated(hostile.file))") })
        if hostile.status != 2 { expectTrue(!errors.contains { $0.contains("::title:") }) }
        let summary = try unwrap(lines.last)
        expectTrue(summary.hasPrefix(hostile.status == 0 ? "check passed" : "check failed"))
    }

    @Test("check on every hostile dictionary at once reports each file and exits 2")
    func allAtOnce() throws {
        let files = Self.cases.map { Self.path($0.file) }
        let run = try GuardedRunner.run(["check"] + files + ["--format", "json"] + fonts)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 2)
        let json = try unwrap(run.result.json() as? [String: Any])
        let reported = (json["dictionaries"] as? [[String: Any]])?.compactMap {
            $0["dictionary"] as? String
        }
        expectEqual(reported, files)
        expectEqual(json["ok"] as? Bool, false)
    }

    @Test("metrics on a malformed dictionary: exit 2, the file and reason on stderr, no table")
    func metricsMalformed() throws {
        let path = Self.path("BinaryCycle.plist")
        let run = try GuardedRunner.run(["metrics", path] + fonts)
        expectTrue(!run.crashed)
        Expect.unreadableDictionary(
            run.result, path: path, reason: "not a property list (object 0 contains itself)")
    }

    // MARK: Cases made at run time

    /// A dictionary path that cannot be read, made in a fresh folder (shared with the library
    /// tests).
    typealias MadeCase = UnreadableFile

    /// A fresh folder for the case's file.
    typealias Folder = TemporaryDirectory

    static func make(_ made: MadeCase, in folder: Folder) throws -> String {
        let valid = try Data(contentsOf: URL(fileURLWithPath: Self.path("CommentedKey.plist")))
        return try made.make(in: folder, contents: valid)
    }

    @Test(
        "check on a file that cannot be read: exit 2, the file and reason, no hang",
        arguments: MadeCase.allCases)
    func unreadable(_ made: MadeCase) throws {
        let folder = try Folder()
        let path = try Self.make(made, in: folder)
        var environment: [String: String] = [:]
        if made == .noPermission {
            // The premise: the user who runs the check really cannot read the file (test -r
            // fails): this user for a mode-000 file of their own, or root without its
            // file-permission override.
            try requireTrue(
                try FileAccess.isUnreadableWithoutOverride(path), "the file is readable: \(path)")
            environment["XDG_CACHE_HOME"] = try FileAccess.cacheFolder(in: folder)
        }
        let run = try GuardedRunner.runProcess(
            ["check", path], environment: environment,
            withoutReadOverride: made == .noPermission)
        expectTrue(!run.crashed, "stderr: \(run.result.stderr)")
        Expect.unreadableDictionary(run.result, path: path, reason: made.reason)
    }

    /// `open(2)` for writing blocks until a process opens a named pipe for reading, so a
    /// `GITHUB_STEP_SUMMARY` naming a pipe nobody reads must not be opened that way: the check
    /// warns, naming the variable, and exits as it would without the variable (1: Noteworthy
    /// is not installed here).
    @Test("GITHUB_STEP_SUMMARY a named pipe nobody reads: a warning, the same exit, no hang")
    func stepSummaryPipe() throws {
        let folder = try Folder()
        let pipe = folder.path + "/summary.md"
        try requireEqual(mkfifo(pipe, 0o644), 0)
        let arguments = ["check", "Examples/Noteworthy.plist", "--format", "github"] + fonts
        // Empty is unset (and keeps a CI runner's own summary out of this run).
        let without = try GuardedRunner.run(arguments, environment: ["GITHUB_STEP_SUMMARY": ""])
        expectEqual(without.result.status, 1)
        let run = try GuardedRunner.run(arguments, environment: ["GITHUB_STEP_SUMMARY": pipe])
        expectTrue(!run.crashed)
        expectEqual(run.result.status, without.result.status)
        expectTrue(
            run.result.stderr.contains(
                "warning: cannot append the job summary to '\(pipe)' (GITHUB_STEP_SUMMARY)"),
            "stderr: \(run.result.stderr)")
    }

    @Test("a one-megabyte fontName: exit 1 and a text report cut to 200 characters a cell")
    func megabyteName() throws {
        let folder = try Folder()
        let name = String(repeating: "N", count: 1_000_000)
        let path = folder.path + "/Styles.plist"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>body</key>
            <dict><key>fontName</key><string>\(name)</string>\
            <key>fontSize</key><integer>17</integer></dict>
            </dict>
            </plist>

            """
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let run = try GuardedRunner.run(["check", path] + fonts)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 1)
        let shown = String(repeating: "N", count: 200) + "… (1000000 characters)"
        let body = try unwrap(
            run.result.stdout.split(separator: "\n").first { $0.hasPrefix("  body ") })
        expectTrue(body.contains(shown))
        expectTrue(run.result.stdout.contains("font '\(name.prefix(150))"))
        // Eleven rows, not eleven megabytes.
        expectTrue(run.result.stdout.utf8.count < 20_000)
        // JSON keeps the whole name.
        let json = try GuardedRunner.run(["check", path, "--format", "json"] + fonts)
        expectTrue(json.result.stdout.contains("\"requestedName\": \"\(name)\""))
    }

    @Test("a one-megabyte style key: exit 1, an unknown style, a short report")
    func megabyteKey() throws {
        let folder = try Folder()
        let key = String(repeating: "k", count: 1_000_000)
        let path = folder.path + "/Styles.plist"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>\(key)</key>
            <dict><key>fontName</key><string>NotoSerif</string>\
            <key>fontSize</key><integer>17</integer></dict>
            </dict>
            </plist>

            """
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let run = try GuardedRunner.run(["check", path] + fonts)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 1)
        expectTrue(run.result.stdout.contains(String(repeating: "k", count: 200) + "…"))
        expectTrue(run.result.stdout.contains("is not a text style key"))
        expectTrue(run.result.stdout.utf8.count < 20_000)
    }

    // MARK: No fonts at all

    /// A Fontconfig configuration with no fonts and no rules, in `folder`, as the
    /// environment that points Fontconfig at it.
    static func emptyConfiguration(in folder: Folder) throws -> [String: String] {
        let file = folder.path + "/fonts.conf"
        try "<fontconfig></fontconfig>\n".write(toFile: file, atomically: false, encoding: .utf8)
        return ["FONTCONFIG_FILE": file]
    }

    @Test("no fonts installed: check with the bundled folder still resolves every style")
    func noFontsBundledResolve() throws {
        let folder = try Folder()
        let environment = try Self.emptyConfiguration(in: folder)
        let run = try GuardedRunner.runProcess(
            ["check", "Examples/NotoSerif.plist"] + fonts, environment: environment)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 0)
        expectTrue(run.result.stderr.isEmpty, "stderr: \(run.result.stderr)")
        expectTrue(
            run.result.stdout.contains(
                "check passed: 1 dictionary, 11 of 11 styles resolved, 0 missing"))
    }

    @Test(
        "no fonts installed and no folder: exit 2 and a clear error, for every command that needs a font",
        arguments: [
            ["check", "Examples/NotoSerif.plist"],
            ["check", "Tests/ScaledFontTests/TestData/Hostile/Empty.plist"],
            ["metrics", "Examples/NotoSerif.plist"],
            ["metrics", "Examples/NotoSerif.plist", "--format", "json"],
        ])
    func noFontsAtAll(arguments: [String]) throws {
        let folder = try Folder()
        let environment = try Self.emptyConfiguration(in: folder)
        let run = try GuardedRunner.runProcess(arguments, environment: environment)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 2)
        expectTrue(run.result.stdout.isEmpty, "stdout: \(run.result.stdout)")
        expectTrue(
            run.result.stderr.hasPrefix(
                "scaledfont: error: Fontconfig has no font for 'system-ui' or 'sans-serif': "
                    + "no fonts are installed"), "stderr: \(run.result.stderr)")
    }

    @Test("no fonts installed: a missing font falls back to a bundled face, exit 1")
    func noFontsBundledFallback() throws {
        let folder = try Folder()
        let environment = try Self.emptyConfiguration(in: folder)
        let run = try GuardedRunner.runProcess(
            ["check", "Examples/Futura.plist", "--format", "json"] + fonts,
            environment: environment)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 1)
        let json = try unwrap(run.result.json() as? [String: Any])
        let dictionary = try unwrap((json["dictionaries"] as? [[String: Any]])?.first)
        let entries = try unwrap(dictionary["entries"] as? [[String: Any]])
        expectEqual(entries.count, 11)
        for entry in entries {
            expectEqual(entry["fallbackReason"] as? String, "fontNotInstalled")
            expectEqual((entry["file"] as? String)?.hasPrefix(CLIRunner.fontsDirectory + "/"), true)
        }
    }

    @Test("no fonts installed: resolve, fonts and ramp answer without a crash")
    func noFontsOtherCommands() throws {
        let folder = try Folder()
        let environment = try Self.emptyConfiguration(in: folder)
        let resolve = try GuardedRunner.runProcess(
            ["resolve", "NotoSerif-Bold", "DejaVu Sans"] + fonts, environment: environment)
        expectTrue(!resolve.crashed)
        expectEqual(resolve.result.status, 1)
        expectTrue(resolve.result.stdout.contains("NotoSerif-Bold -> NotoSerif-Bold"))
        expectTrue(resolve.result.stderr.contains("font 'DejaVu Sans' is not installed or bundled"))

        let list = try GuardedRunner.runProcess(["fonts"], environment: environment)
        expectTrue(!list.crashed)
        expectEqual(list.result.status, 0)
        expectTrue(list.result.stdout.isEmpty)
        expectEqual(
            list.result.stderr,
            "scaledfont: warning: Fontconfig lists no fonts at all: none are installed, "
                + "and no --fonts-dir folder holds one\n")

        let ramp = try GuardedRunner.runProcess(["ramp"], environment: environment)
        expectTrue(!ramp.crashed)
        expectEqual(ramp.result.status, 0)
    }

    // MARK: Fontconfig syntax in names

    @Test("resolve: names with Fontconfig syntax are not installed, each reported, exit 1")
    func patternNames() throws {
        let names = [
            "DejaVu Sans:weight=200", "DejaVu Sans-12", "DejaVu Sans,DejaVu Serif",
            "DejaVu\\ Sans", ":family=DejaVu Sans", "NotoSerif-Bold:file=/etc/passwd",
        ]
        let run = try GuardedRunner.run(["resolve"] + names + ["--format", "json"] + fonts)
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 1)
        let answers = try unwrap(run.result.json() as? [[String: Any]])
        expectEqual(answers.map { $0["name"] as? String }, names)
        expectTrue(answers.allSatisfy { $0["found"] as? Bool == false })
        for name in names {
            expectTrue(run.result.stderr.contains("font '\(name)' is not installed or bundled"))
        }
        // Without the syntax, the same names are found.
        let plain = try GuardedRunner.run(["resolve", "DejaVu Sans", "NotoSerif-Bold"] + fonts)
        expectEqual(plain.result.status, 0)
    }
}

extension UnreadableFile {
    /// The reason `check` must give for the case.
    var reason: String {
        switch self {
        case .hundredMegabytes:
            "file is 104857600 bytes, more than the 1048576-byte limit for a style dictionary"
        case .oneByteOverLimit:
            "file is 1048577 bytes, more than the 1048576-byte limit for a style dictionary"
        case .directory: "is a directory, not a style dictionary file"
        case .noPermission: "permission denied: the file cannot be read"
        case .namedPipe: "is a named pipe (FIFO), not a style dictionary file"
        case .symbolicLinkLoop:
            "cannot be opened for reading (Too many levels of symbolic links)"
        case .kernelRefusesRead: "read failed (Input/output error)"
        case .device: "is a device or socket, not a style dictionary file"
        case .missing: "no such file"
        }
    }
}
