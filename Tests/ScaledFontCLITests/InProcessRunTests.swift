import Foundation
import ScaledFontTestSupport
import Testing

/// The tool run in this process (``CLIRunner``) gives what the binary gives, and runs in
/// parallel each keep what their own context says: nothing of a run is process-wide.
@Suite("scaledfont run in this process")
struct InProcessRunTests {
    static let missingFont = [
        "check", CLIRunner.testData("MissingFont.plist"), "--fonts-dir", CLIRunner.fontsDirectory,
    ]

    @Test("on a terminal, colour and all: the same bytes as the binary on a pseudo-terminal")
    func terminalMatchesBinary() throws {
        // The pseudo-terminal turns each line feed into CR LF (the `onlcr` mode).
        let binary = try ProcessCLIRunner.runOnTerminal(Self.missingFont)
            .replacingOccurrences(of: "\r\n", with: "\n")
        let inProcess = try CLIRunner.run(Self.missingFont, stdoutIsTerminal: true)
        expectTrue(inProcess.stdout.contains("\u{1B}[31merror\u{1B}[0m"))
        expectEqual(inProcess.stdout, binary)
        let plain = try CLIRunner.run(
            Self.missingFont, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true)
        expectTrue(!plain.stdout.contains("\u{1B}["))
    }

    @Test("the same command in a pipe: the same status and bytes as the binary")
    func pipeMatchesBinary() throws {
        let binary = try ProcessCLIRunner.run(Self.missingFont)
        let inProcess = try CLIRunner.run(Self.missingFont)
        expectEqual(binary.status, 1)
        expectEqual(inProcess.status, binary.status)
        expectEqual(inProcess.stdout, binary.stdout)
        expectEqual(inProcess.stderr, binary.stderr)
    }

    /// A dictionary reached through a link out of the repository is refused when the
    /// repository (`GITHUB_WORKSPACE`) holds the link, and read when the repository is the
    /// package root, which the link is outside of: runs of either kind side by side each
    /// keep their own repository.
    @Test("runs in parallel each confine their reads to their own repository")
    func parallelRunsKeepTheirRepository() async throws {
        let folders = try ScratchRepository()
        let real = folders.outside + "/Real.plist"
        try FileManager.default.copyItem(
            atPath: CLIRunner.packageRoot.appendingPathComponent("Examples/DejaVuSans.plist")
                .path, toPath: real)
        let link = folders.repository + "/Styles.plist"
        try folders.link(link, to: real)
        let arguments = ["check", link, "--fonts-dir", CLIRunner.fontsDirectory]
        let repository = folders.repository
        let results = try await withThrowingTaskGroup(of: (Bool, CLIResult).self) { group in
            for run in 0..<16 {
                let confined = run.isMultiple(of: 2)
                let environment = confined ? ["GITHUB_WORKSPACE": repository] : [:]
                group.addTask {
                    (confined, try CLIRunner.run(arguments, environment: environment))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for (confined, result) in results {
            let refused = result.stderr.contains(
                "is reached through a symbolic link that leads out of the repository")
            expectEqual(refused, confined, "\(result.stderr)")
            // DejaVu Sans is installed under the tests' Fontconfig: every style resolves.
            expectEqual(result.status, (confined ? 2 : 0), "\(result.stderr)")
        }
    }
}
