import Foundation
import ScaledFontTestSupport
import Testing

/// Runs the built `scaledfont` executable as a user would, from the package root, and
/// captures stdout, stderr and the exit status: for what only a process shows (the binary's
/// exit status, pipes and a closed or full stdout, signals, another current folder,
/// Fontconfig's and the loader's variables, a pseudo-terminal). Every such test starts the
/// binary through ``makeProcess(_:environment:baseEnvironment:command:)`` (``GuardedRunner``
/// adds a time limit and crash detection), so each run gets the same environment: the test
/// process's without the CI variables and `NO_COLOR` (``ProcessRunner/withheldVariables``),
/// plus what the test sets.
enum ProcessCLIRunner {
    /// Where the executable may be: next to the test bundle in the products folder (with or
    /// without `--scratch-path`), next to the test runner, or the default `.build/debug`.
    static let candidates: [URL] = {
        var folders =
            [Bundle.main.bundleURL]
            + Bundle.allBundles.map {
                $0.bundleURL.deletingLastPathComponent()
            }
        if let runner = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
        }
        folders.append(CLIRunner.packageRoot.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("scaledfont") }
    }()

    /// The executable, or `nil` when none of ``candidates`` exists.
    static let executable: URL? = candidates.first {
        FileManager.default.isExecutableFile(atPath: $0.path)
    }

    /// Runs `scaledfont` with `arguments` in the package root.
    ///
    /// - Parameters:
    ///   - environment: variables to set on top of this process's environment
    ///     (`NO_COLOR` and the CI variables `GITHUB_STEP_SUMMARY`, `GITHUB_WORKSPACE` and
    ///     `CI_PROJECT_DIR` are removed first, so they depend only on what a test sets).
    ///   - baseEnvironment: the environment to start from instead of this process's.
    ///   - directory: the current folder of the run, the package root when `nil`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:],
        baseEnvironment: [String: String]? = nil, in directory: URL? = nil
    ) throws
        -> CLIResult
    {
        let process = try makeProcess(
            arguments, environment: environment, baseEnvironment: baseEnvironment)
        if let directory { process.currentDirectoryURL = directory }
        return try capture(process).result
    }

    /// Runs a configured process with stdout and stderr captured in files, stopping it with
    /// SIGKILL when it is still running after `limit` seconds (``ProcessRunner``).
    ///
    /// - Returns: the result, and whether the limit stopped the process.
    static func capture(
        _ process: Process, limit: TimeInterval = .infinity
    ) throws
        -> (result: CLIResult, hung: Bool)
    {
        let output = try ProcessRunner.capture(process, limit: limit)
        let result = CLIResult(status: output.status, stdout: output.stdout, stderr: output.stderr)
        return (result, output.hung)
    }

    /// Runs `scaledfont` with stdout on a pseudo-terminal, as in an interactive shell, and
    /// returns what it wrote there (stderr is discarded).
    static func runOnTerminal(
        _ arguments: [String], environment: [String: String] = [:]
    )
        throws -> String
    {
        // posix_openpt and ptsname are not visible to Swift here; the kernel's interface is:
        // open /dev/ptmx, unlock with TIOCSPTLCK, get the number with TIOCGPTN
        // (<asm-generic/ioctls.h>, the values on x86 and Arm).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try requireTrue(master >= 0, "cannot open /dev/ptmx: errno \(errno)")
        defer { close(master) }
        var unlock: CInt = 0
        var number: CUnsignedInt = 0
        try requireEqual(ioctl(master, 0x4004_5431, &unlock), 0, "TIOCSPTLCK failed")
        try requireEqual(ioctl(master, 0x8004_5430, &number), 0, "TIOCGPTN failed")
        let terminalPath = "/dev/pts/\(number)"
        let terminal = open(terminalPath, O_RDWR | O_NOCTTY)
        try requireTrue(terminal >= 0, "cannot open \(terminalPath): errno \(errno)")
        let terminalHandle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        let process = try makeProcess(arguments, environment: environment)
        process.standardOutput = terminalHandle
        process.standardError = FileHandle.nullDevice
        try process.run()
        try terminalHandle.close()
        // Read until the child has exited and closed the terminal (read then fails with EIO).
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// A process that runs `scaledfont` with `arguments` in the package root: the one place
    /// the tests start the binary.
    ///
    /// - Parameters:
    ///   - environment: variables the test sets; they always reach the binary.
    ///   - baseEnvironment: the environment to start from instead of this process's; either
    ///     way without ``ProcessRunner/withheldVariables`` (a CI job's summary file and
    ///     workspace, `NO_COLOR`), so a test run inside CI never writes to the job's summary
    ///     and reports name files relative to the package root unless a test sets a workspace.
    ///   - command: wraps the command line (the binary's path, then `arguments`), e.g. in
    ///     `prlimit` or `setpriv`.
    static func makeProcess(
        _ arguments: [String], environment: [String: String] = [:],
        baseEnvironment: [String: String]? = nil,
        command: ([String]) -> [String] = { $0 }
    )
        throws -> Process
    {
        let executable = try unwrap(
            executable, "scaledfont not found; looked at \(candidates.map(\.path))")
        return ProcessRunner.process(
            command([executable.path] + arguments), environment: environment,
            baseEnvironment: baseEnvironment)
    }
}
