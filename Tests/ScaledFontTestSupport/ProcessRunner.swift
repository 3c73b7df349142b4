import Foundation

/// What one run of a process wrote and how it ended.
public struct ProcessOutput: Sendable {
    /// The exit status, or the signal number when ``terminationReason`` is `.uncaughtSignal`.
    public let status: Int32
    /// Whether the process exited or was killed by a signal.
    public let terminationReason: Process.TerminationReason
    /// Everything the process wrote to standard output.
    public let stdout: String
    /// What the process wrote on stderr; empty when it was captured with stdout.
    public let stderr: String
    /// Whether the time limit stopped the process (with SIGKILL).
    public let hung: Bool
}

/// Runs processes for the tests: the `scaledfont` binary, Fontconfig's command-line tools and
/// scripts. The one place that starts a process and captures what it writes.
public enum ProcessRunner {
    /// Variables a child process never inherits, and gets only when a test sets them: in a CI
    /// job the test process has them, and a child would append its `--format github` report to
    /// the job's real summary (`GITHUB_STEP_SUMMARY`), name files relative to the CI checkout
    /// (`GITHUB_WORKSPACE`, `CI_PROJECT_DIR`) or turn colour off (`NO_COLOR`), so what a test
    /// sees would depend on where it runs.
    public static let withheldVariables: Set<String> = [
        "GITHUB_STEP_SUMMARY", "GITHUB_WORKSPACE", "CI_PROJECT_DIR", "NO_COLOR",
    ]

    /// A child's environment: `base` without ``withheldVariables``, then `environment` on top
    /// (so a variable the test sets explicitly always gets through).
    public static func environment(
        _ environment: [String: String], base: [String: String]
    ) -> [String: String] {
        base.filter { !withheldVariables.contains($0.key) }.merging(environment) { $1 }
    }

    /// A process for `arguments` (a path, or a command looked up on `PATH` by `/usr/bin/env`,
    /// then its arguments), with stdin from `/dev/null`.
    ///
    /// - Parameters:
    ///   - environment: variables to set on top of this process's environment (which carries
    ///     the test environment's Fontconfig configuration, see ``TestEnvironment``), without
    ///     ``withheldVariables`` (see ``environment(_:base:)``).
    ///   - baseEnvironment: the environment to start from instead of this process's.
    ///   - directory: the working folder; the package root when `nil`.
    public static func process(
        _ arguments: [String], environment: [String: String] = [:],
        baseEnvironment: [String: String]? = nil, directory: URL? = nil
    ) -> Process {
        let process = Process()
        if arguments[0].contains("/") {
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? TestEnvironment.packageRoot
        process.environment = Self.environment(
            environment, base: baseEnvironment ?? ProcessInfo.processInfo.environment)
        process.standardInput = FileHandle.nullDevice
        return process
    }

    /// Runs `arguments` (see ``process(_:environment:baseEnvironment:directory:)``) and waits.
    public static func run(
        _ arguments: [String], environment: [String: String] = [:],
        baseEnvironment: [String: String]? = nil, combineOutput: Bool = false
    ) throws -> ProcessOutput {
        try capture(
            process(arguments, environment: environment, baseEnvironment: baseEnvironment),
            combineOutput: combineOutput)
    }

    /// Runs a configured process with stdout and stderr captured in files (rather than pipes:
    /// a large report cannot fill a pipe and block the child), stopping it with SIGKILL when
    /// it is still running after `limit` seconds.
    ///
    /// - Parameter combineOutput: capture stderr together with stdout, in the order written
    ///   (for scripts that write a few lines to either).
    public static func capture(
        _ process: Process, limit: TimeInterval = .infinity, combineOutput: Bool = false
    ) throws -> ProcessOutput {
        let folder = try TemporaryDirectory()
        let outPath = try folder.write(Data(), to: "stdout")
        let errPath = try folder.write(Data(), to: "stderr")
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = combineOutput ? out : err
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let hung = process.isRunning
        if hung { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessOutput(
            status: process.terminationStatus, terminationReason: process.terminationReason,
            stdout: try contents(outPath), stderr: try contents(errPath), hung: hung)
    }

    /// A file's text, read with a file handle: `Data(contentsOf:)` leaks its buffer for an
    /// empty file (Foundation on Linux), which LeakSanitizer would report.
    private static func contents(_ path: String) throws -> String {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }
}
