import Foundation
import ScaledFontCLI
import ScaledFontTestSupport
import Testing

/// What one run of `scaledfont` wrote and returned.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}

/// Runs `scaledfont` in this test process, as `main.swift` runs it, from the package root:
/// ``ScaledFontTool`` with a capturing ``Terminal`` and a ``RunContext`` of its own, so runs in
/// parallel each see their own variables. Each run gets the environment a process run gets
/// (``ProcessCLIRunner``): the test process's without the CI variables and `NO_COLOR`
/// (``ProcessRunner/withheldVariables``), plus what the test sets.
///
/// What only a process shows (the real binary's exit, pipes, signals, another current folder,
/// Fontconfig's and the loader's variables, a pseudo-terminal) is ``ProcessCLIRunner``'s.
enum CLIRunner {
    /// The package root.
    static let packageRoot = TestEnvironment.packageRoot

    /// The absolute path of the bundled fonts folder (`Fonts`).
    static let fontsDirectory = packageRoot.appendingPathComponent("Fonts").path

    /// `path` relative to the package root, as CI reports name a file of the repository
    /// (the root is the current folder of every run).
    static func repositoryRelative(_ path: String) -> String {
        let root = packageRoot.standardizedFileURL.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The absolute path of a test dictionary in this target's TestData folder.
    static func testData(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("TestData").appendingPathComponent(name).path
    }

    /// The variables the tool reads from its ``RunContext``; any other (`FONTCONFIG_FILE`,
    /// `XDG_CACHE_HOME`, `HOME`, `LD_DEBUG`) is read by a C library from the process, so a
    /// test that sets one runs a process.
    static let contextVariables: Set<String> = [
        "GITHUB_STEP_SUMMARY", "GITHUB_WORKSPACE", "CI_PROJECT_DIR", "NO_COLOR",
        "SCALEDFONT_CATEGORY", "PATH",
    ]

    /// Whether this process's current folder is the package root. The tool opens a relative
    /// path relative to the process's folder, which a test cannot change (tests run in
    /// parallel), so a run in-process is a run from this folder; `swift test` starts the
    /// tests there.
    static let startsInPackageRoot: Bool = {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return current.resolvingSymlinksInPath().path
            == packageRoot.resolvingSymlinksInPath().path
    }()

    /// Runs `scaledfont` with `arguments` from the package root, in this process (or, when
    /// the tests were started from another folder, as a process from the package root).
    ///
    /// - Parameter environment: variables to set on top of this process's environment
    ///   (`NO_COLOR` and the CI variables `GITHUB_STEP_SUMMARY`, `GITHUB_WORKSPACE` and
    ///   `CI_PROJECT_DIR` are removed first, so they depend only on what a test sets); only
    ///   ``contextVariables``.
    /// - Parameter stdoutIsTerminal: whether the run takes its stdout for a terminal, where it
    ///   may colour it (``ProcessCLIRunner/runOnTerminal(_:environment:)`` shows the binary
    ///   on a real one).
    static func run(
        _ arguments: [String], environment: [String: String] = [:],
        stdoutIsTerminal: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CLIResult {
        let processOnly = Set(environment.keys).subtracting(contextVariables)
        try requireTrue(
            processOnly.isEmpty,
            "\(processOnly.sorted()) reach the tool only in a process: use ProcessCLIRunner",
            sourceLocation: sourceLocation)
        guard startsInPackageRoot else {
            return try ProcessCLIRunner.run(arguments, environment: environment)
        }
        let context = RunContext(
            environment: ProcessRunner.environment(
                environment, base: ProcessInfo.processInfo.environment),
            currentFolder: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: stdoutIsTerminal)
        let capture = Terminal.Capture()
        let tool = ScaledFontTool(
            terminal: Terminal(capturingInto: capture, for: context), context: context)
        let status = tool.run(arguments)
        return CLIResult(
            status: status.rawValue, stdout: String(decoding: capture.stdout, as: UTF8.self),
            stderr: String(decoding: capture.stderr, as: UTF8.self))
    }
}
