import Foundation
import Testing

/// What one run of the `scaledfont` binary wrote and returned.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}

/// Runs the built `scaledfont` executable as a user would, from the package root, and
/// captures stdout, stderr and the exit status.
enum CLIRunner {
    /// The package root, derived from this file's path (Tests/ScaledFontCLITests/...).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
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
    ///   - directory: the current folder of the run, the package root when `nil`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil
    ) throws
        -> CLIResult
    {
        let process = try makeProcess(arguments, environment: environment)
        if let directory { process.currentDirectoryURL = directory }
        return try capture(process).result
    }

    /// Runs a configured process with stdout and stderr captured in files (rather than pipes:
    /// a large report cannot fill a pipe and block the child), stopping it with SIGKILL when
    /// it is still running after `limit` seconds.
    ///
    /// - Returns: the result, and whether the limit stopped the process.
    static func capture(
        _ process: Process, limit: TimeInterval = .infinity
    ) throws
        -> (result: CLIResult, hung: Bool)
    {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let hung = process.isRunning
        if hung { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let result = CLIResult(
            status: process.terminationStatus, stdout: try contents(outURL),
            stderr: try contents(errURL))
        return (result, hung)
    }

    /// A file's text, read with a file handle: `Data(contentsOf:)` leaks its buffer for an
    /// empty file (Foundation on Linux), which LeakSanitizer would report.
    private static func contents(_ url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
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
        try #require(master >= 0, "cannot open /dev/ptmx: errno \(errno)")
        defer { close(master) }
        var unlock: CInt = 0
        var number: CUnsignedInt = 0
        try #require(ioctl(master, 0x4004_5431, &unlock) == 0, "TIOCSPTLCK failed")
        try #require(ioctl(master, 0x8004_5430, &number) == 0, "TIOCGPTN failed")
        let terminalPath = "/dev/pts/\(number)"
        let terminal = open(terminalPath, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0, "cannot open \(terminalPath): errno \(errno)")
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

    private static func makeProcess(
        _ arguments: [String], environment: [String: String]
    )
        throws -> Process
    {
        let executable = try #require(
            executable, "scaledfont not found; looked at \(candidates.map(\.path))")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        // A test run inside CI must not write to the job's summary, and reports name files
        // relative to the package root unless a test sets a workspace.
        for name in ["GITHUB_STEP_SUMMARY", "GITHUB_WORKSPACE", "CI_PROJECT_DIR"] {
            variables[name] = nil
        }
        process.environment = variables.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        return process
    }
}
