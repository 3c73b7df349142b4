import Foundation
import ScaledFontTestSupport
import Testing

/// A pull request controls every file of the checkout, and the CI job runs with its secrets in
/// the environment: a file the command line names that a link leads out of the repository
/// (here to `/proc/self/environ`, which holds them) is never read, and no error about a file
/// outside the repository quotes its content.
///
/// Each run's repository is a scratch folder (its current folder, no CI variable set), and
/// the child's environment starts with ``secretVariable``, so a parse error that quoted the
/// start of `/proc/self/environ` would show it.
@Suite("scaledfont reads no file through a link out of the repository")
struct RepositoryConfinementTests {
    /// A variable that comes first in the child's environment. Parse errors quote 8 to 40
    /// characters of what they met, so the test looks for its name's first 7 letters (never
    /// in the tool's own output, which spells its name in lower case) and for its value.
    static let secretVariable = "SCALEDFONT_SECRET"
    static let secretValue = "ghp_0123456789abcdefSECRET"

    static let dictionary = CLIRunner.packageRoot.appendingPathComponent(
        "Examples/DejaVuSans.plist"
    ).path
    static let layout = CLIRunner.testData("Fit/Layout.json")
    /// The environment of the process that opens it.
    static let environment = "/proc/self/environ"

    /// Runs `scaledfont` in `folder` with ``secretVariable`` first in its environment (`env
    /// -i` sets the variables in the order given), then the tests' own environment.
    static func run(_ arguments: [String], in folder: String) throws -> CLIResult {
        let inherited = ProcessRunner.environment([:], base: ProcessInfo.processInfo.environment)
            .map { "\($0.key)=\($0.value)" }.sorted()
        let process = try ProcessCLIRunner.makeProcess(arguments) { command in
            ["/usr/bin/env", "-i", "\(secretVariable)=\(secretValue)"] + inherited + command
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        return try ProcessCLIRunner.capture(process).result
    }

    /// Nothing of the environment in either stream.
    static func expectNoSecret(
        _ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for stream in [result.stdout, result.stderr] {
            expectTrue(!stream.contains("SCALEDF"), "\(stream)", sourceLocation: sourceLocation)
            expectTrue(!stream.contains(secretValue), sourceLocation: sourceLocation)
        }
    }

    /// The command line naming `file` in the place each kind of input goes.
    enum Input: String, CaseIterable {
        case dictionary, layout, strings, infoPlist

        var fileName: String {
            switch self {
            case .dictionary: "Styles.plist"
            case .layout: "Layout.json"
            case .strings: "Localizable.xcstrings"
            case .infoPlist: "Info.plist"
            }
        }

        func arguments(_ file: String) -> [String] {
            switch self {
            case .dictionary: ["check", file]
            case .layout: ["fit", RepositoryConfinementTests.dictionary, "--layout", file]
            case .strings:
                [
                    "fit", RepositoryConfinementTests.dictionary, "--layout",
                    RepositoryConfinementTests.layout, "--strings", file,
                ]
            case .infoPlist:
                ["check", RepositoryConfinementTests.dictionary, "--info-plist", file]
            }
        }
    }

    @Test(
        "a path in the repository that a link leads out of it is refused, naming the path",
        arguments: Input.allCases, [false, true])
    func linkOutOfRepository(_ input: Input, throughFolder: Bool) throws {
        let folders = try ScratchRepository()
        let path: String
        if throughFolder {
            // App -> a folder outside the repository, holding the link to the environment.
            try folders.link(folders.outside + "/" + input.fileName, to: Self.environment)
            try folders.link(folders.repository + "/App", to: folders.outside)
            path = "App/" + input.fileName
        } else {
            try folders.link(folders.repository + "/" + input.fileName, to: Self.environment)
            path = input.fileName
        }
        let result = try Self.run(input.arguments(path), in: folders.repository)
        expectEqual(result.status, 2, "\(result.stderr)")
        Self.expectNoSecret(result)
        expectTrue(result.stderr.contains(path), "\(result.stderr)")
        expectTrue(
            result.stderr.contains(
                "is reached through a symbolic link that leads out of the repository"),
            "\(result.stderr)")
    }

    @Test(
        "an error about a file outside the repository gives its position, not its content",
        arguments: Input.allCases)
    func outsideFileQuotesNothing(_ input: Input) throws {
        let folders = try ScratchRepository()
        let link = folders.outside + "/" + input.fileName
        try folders.link(link, to: Self.environment)
        let result = try Self.run(input.arguments(link), in: folders.repository)
        expectEqual(result.status, 2, "\(result.stderr)")
        Self.expectNoSecret(result)
        expectTrue(result.stderr.contains("its content is not quoted"), "\(result.stderr)")
    }

    @Test("GITHUB_WORKSPACE, not the current folder, is the repository when set")
    func workspaceIsTheRoot() throws {
        let folders = try ScratchRepository()
        // The link is inside the workspace and the current folder is outside it.
        try folders.link(folders.repository + "/Styles.plist", to: Self.environment)
        let process = try ProcessCLIRunner.makeProcess(
            ["check", folders.repository + "/Styles.plist"],
            environment: ["GITHUB_WORKSPACE": folders.repository])
        process.currentDirectoryURL = URL(fileURLWithPath: folders.outside)
        let result = try ProcessCLIRunner.capture(process).result
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("is reached through a symbolic link"), "\(result.stderr)")
    }

    @Test("a CocoaPods target's Podfile.lock linked out of the repository is never opened")
    func podfileLockLinkedOut() throws {
        let folders = try ScratchRepository()
        let app = folders.repository + "/Kiosk"
        try FileManager.default.copyItem(
            atPath: CLIRunner.testData("CodeApps/Kiosk"), toPath: app)
        try FileManager.default.removeItem(atPath: app + "/Podfile.lock")
        try folders.link(app + "/Podfile.lock", to: Self.environment)
        let result = try Self.run(["check", "--root", "Kiosk"], in: folders.repository)
        Self.expectNoSecret(result)
        let output = result.stdout + result.stderr
        expectTrue(output.contains("Podfile.lock"), "\(output)")
        expectTrue(output.contains("it leads outside the repository"), "\(output)")
    }

    @Test("a link that stays in the repository is read as its target")
    func linkInsideRepository() throws {
        let folders = try ScratchRepository()
        let copy = folders.repository + "/Real.plist"
        try FileManager.default.copyItem(atPath: Self.dictionary, toPath: copy)
        try folders.link(folders.repository + "/Styles.plist", to: "Real.plist")
        let result = try Self.run(
            ["check", "Styles.plist", "--format", "json"], in: folders.repository)
        expectEqual(result.status, 0, "\(result.stderr)")
    }
}
