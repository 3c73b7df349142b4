import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont specimen`: PNG specimens, run as a user would, and the images
/// committed under docs/specimens.
@Suite("scaledfont specimen")
struct SpecimenCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    /// The PNG signature (PNG specification, 5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR chunk, which must come first (bytes 16 to 23).
    static func headerSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func integer(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (integer(16), integer(20))
    }

    /// `wrote PATH: W x H pixels at S pixels per point (FreeType V)`, parsed.
    static func report(_ stdout: String) -> (width: Int, height: Int, freeType: String)? {
        let words = stdout.split(separator: " ")
        guard words.count >= 11, words[0] == "wrote", let x = words.firstIndex(of: "x"),
            x > 0, x + 1 < words.count, let width = Int(words[x - 1]),
            let height = Int(words[x + 1]), let version = words.last
        else { return nil }
        return (width, height, version.trimmingCharacters(in: CharacterSet(charactersIn: ")\n")))
    }

    @Test("--help: USAGE, ARGUMENTS, OPTIONS, EXAMPLES within 80 columns; listed by the tool")
    func help() throws {
        let result = try CLIRunner.run(["specimen", "--help"])
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty)
        for section in [
            "USAGE: scaledfont specimen", "ARGUMENTS:\n", "OPTIONS:\n", "EXAMPLES:\n",
        ] {
            expectTrue(result.stdout.contains("\n\(section)"), "no \(section)")
        }
        for option in ["--output <file>", "--pixels-per-point <n>", "--all-categories"] {
            expectTrue(result.stdout.contains("  \(option)"), "no \(option)")
        }
        expectTrue(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try expectEqual(CLIRunner.run(["help", "specimen"]).stdout, result.stdout)
        let tool = try CLIRunner.run(["--help"])
        expectTrue(tool.stdout.contains("\n  specimen "))
        expectTrue(tool.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(
        "Usage errors: exit 2, the fix on stderr, nothing on stdout, no file",
        arguments: [
            ([String](), "missing '--output <file>'"),
            (["--pixels-per-point", "0"], "missing '--output <file>'"),
            (
                ["--output", "OUT", "--pixels-per-point", "9"],
                "invalid value '9' for '--pixels-per-point'"
            ),
            (
                ["--output", "OUT", "--pixels-per-point", "two"],
                "invalid value 'two' for '--pixels-per-point'"
            ),
            (
                ["--output", "OUT", "--category", "xl", "--all-categories"],
                "cannot be used together"
            ),
            (["--output", "OUT", "--category", "huge"], "huge"),
        ])
    func usageErrors(extra: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/out.png"
        let arguments = extra.map { $0 == "OUT" ? output : $0 }
        let result = try CLIRunner.run(
            ["specimen", "Examples/NotoSerif.plist"] + fonts + arguments)
        Expect.usageError(result, mentions: message)
        expectTrue(!FileManager.default.fileExists(atPath: output))
    }

    @Test("--output writes a PNG whose IHDR has the size the report gives", arguments: [1.0, 2])
    func writesPNG(scale: Double) throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/NotoSerif.png"
        let result = try CLIRunner.run(
            [
                "specimen", "Examples/NotoSerif.plist", "--output", output, "--pixels-per-point",
                "\(scale)",
            ]
                + fonts)
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        expectTrue(result.stdout.hasPrefix("wrote \(output): "))
        expectTrue(result.stdout.contains(" pixels at \(scale) pixels per point (FreeType "))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
        expectEqual(Array(bytes.prefix(8)), Self.signature)
        let size = try unwrap(Self.headerSize(bytes))
        let reported = try unwrap(Self.report(result.stdout), "stdout: \(result.stdout)")
        expectTrue(size.width == reported.width && size.height == reported.height)
        // One column of 11 rows: taller than wide is not promised, but neither side is tiny.
        expectTrue(size.width >= Int(300 * scale) && size.height >= Int(300 * scale))
    }

    @Test("Fallbacks: the image is still written, exit 1, the missing fonts on stderr")
    func fallbacks() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Futura.png"
        let result = try CLIRunner.run(
            [
                "specimen", "Examples/Futura.plist", "--all-categories", "--pixels-per-point",
                "0.5",
                "--output", output,
            ])
        expectEqual(result.status, 1)
        expectTrue(result.stderr.contains("font 'Futura-Bold' is not installed or bundled"))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
        expectEqual(Array(bytes.prefix(8)), Self.signature)
    }

    @Test("An unreadable dictionary or an unwritable output: exit 2, no image")
    func failures() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/out.png"
        let missing = try CLIRunner.run(
            ["specimen", "NoSuchDictionary.plist", "--output", output])
        expectEqual(missing.status, 2)
        expectTrue(missing.stdout.isEmpty)
        expectTrue(missing.stderr.hasPrefix("NoSuchDictionary.plist: error: "))
        expectTrue(!FileManager.default.fileExists(atPath: output))

        let nowhere = folder.path + "/no/such/folder/out.png"
        let unwritable = try CLIRunner.run(
            ["specimen", "Examples/NotoSerif.plist", "--output", nowhere] + fonts)
        expectEqual(unwritable.status, 2)
        expectTrue(unwritable.stdout.isEmpty)
        expectTrue(unwritable.stderr.hasPrefix("scaledfont: error: cannot write the PNG file "))
    }

    /// The committed images are the tool's current output: `Scripts/make-specimens.sh
    /// --check` draws them again with this build of `scaledfont` and compares byte for byte.
    ///
    /// Pixels depend on more than this package: FreeType's rasteriser and the system UI face
    /// the labels and fallback rows are drawn in. The images were made with FreeType 2.12.1
    /// (Debian 12) and DejaVu Sans 2.37 (Debian fonts-dejavu-core). Where this machine has
    /// something else, differences are recorded as a known issue naming what differs rather
    /// than as a failure; on a matching machine any difference fails.
    @Test("docs/specimens holds what Scripts/make-specimens.sh draws now, byte for byte")
    func committedImages() throws {
        let executable = try unwrap(ProcessCLIRunner.executable)
        let check = { () throws -> Void in
            let result = try ScriptRunner.run(
                ["bash", "Scripts/make-specimens.sh", "--check"],
                environment: ["SCALEDFONT": executable.path])
            expectEqual(result.status, 0, "\(result.output)")
            expectEqual(result.output.split(separator: "\n").count, 3, "\(result.output)")
        }
        if let difference = try SpecimenEnvironment.difference() {
            withKnownIssue("drawn elsewhere: \(difference)", isIntermittent: true) {
                try check()
            }
        } else {
            try check()
        }
    }
}

/// What the committed specimens were drawn with, besides this package, and how this machine
/// differs.
enum SpecimenEnvironment {
    /// FreeType of Debian 12 (libfreetype6 2.12.1+dfsg-5).
    static let freeType = "2.12.1"

    /// The system UI faces Fontconfig picks on Debian 12 with fonts-dejavu-core 2.37, by
    /// Fontconfig pattern (`-` escaped: `system-ui` unescaped is the family `system` at the
    /// size `-ui`), with the SHA-256 of the file (also recorded in the library tests'
    /// FontTableValues.swift).
    static let faces = [
        (
            #"system\-ui"#, "DejaVuSans.ttf",
            "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"
        ),
        (
            #"system\-ui:weight=bold"#, "DejaVuSans-Bold.ttf",
            "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96"
        ),
    ]

    /// What differs here from the machine the images were drawn on, `nil` when nothing does.
    static func difference() throws -> String? {
        var differences: [String] = []
        let folder = try TemporaryFolder()
        let probe = try CLIRunner.run(
            [
                "specimen", "Examples/DejaVuSans.plist", "--pixels-per-point", "0.25", "--output",
                folder.path + "/probe.png",
            ])
        let version = SpecimenCommandTests.report(probe.stdout)?.freeType ?? "unknown"
        if version != freeType { differences.append("FreeType \(version), not \(freeType)") }
        for (pattern, name, digest) in faces {
            let file = try ScriptRunner.run(["fc-match", "-f", "%{file}", pattern]).output
            let sum = try ScriptRunner.run(["sha256sum", file]).output.prefix(64)
            if !file.hasSuffix("/" + name) || sum != digest {
                differences.append("'\(pattern)' is \(file) (SHA-256 \(sum)), not \(name) 2.37")
            }
        }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
}

/// Runs a command other than `scaledfont` in the package root (a script may run `scaledfont`:
/// it gets the same environment, without ``ProcessRunner/withheldVariables``).
enum ScriptRunner {
    /// The exit status and what the command wrote to stdout and stderr, together (the
    /// commands run here write a few lines).
    static func run(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws
        -> (status: Int32, output: String)
    {
        let output = try ProcessRunner.run(arguments, environment: environment, combineOutput: true)
        return (output.status, output.stdout)
    }
}

/// The CLI tests' name for the shared temporary folder.
typealias TemporaryFolder = TemporaryDirectory
