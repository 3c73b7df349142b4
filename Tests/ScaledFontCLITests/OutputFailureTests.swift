import Foundation
import ScaledFontTestSupport
import Testing

/// A failed write to stdout or stderr: a full disk gives exit 2 and a
/// message, a closed pipe a quiet exit 2, and neither a crash. `/dev/full` fails every write
/// with ENOSPC (the kernel's documented behaviour); a pipe whose read end is closed fails
/// with EPIPE.
@Suite("scaledfont when its output cannot be written")
struct OutputFailureTests {
    struct Run {
        let status: Int32
        let exited: Bool
        let stderr: String
    }

    /// Runs `scaledfont` with its stdout and, unless given, stderr captured in a file.
    static func run(
        _ arguments: [String], stdout: FileHandle, stderr: FileHandle? = nil
    ) throws -> Run {
        let process = try ProcessCLIRunner.makeProcess(arguments, environment: [:])
        let folder = try TemporaryFolder()
        let errPath = folder.path + "/stderr"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = stdout
        process.standardError = stderr ?? err
        try process.run()
        let deadline = Date().addingTimeInterval(GuardedRunner.limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let hung = process.isRunning
        if hung { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try err.close()
        expectTrue(!hung, "scaledfont \(arguments.joined(separator: " ")) hung")
        let text = try String(contentsOfFile: errPath, encoding: .utf8)
        return Run(
            status: process.terminationStatus, exited: process.terminationReason == .exit,
            stderr: text)
    }

    static func full() throws -> FileHandle {
        try unwrap(FileHandle(forWritingAtPath: "/dev/full"))
    }

    static let commands: [[String]] = [
        ["ramp"],
        ["metrics", "Examples/NotoSerif.plist", "--fonts-dir", "Fonts"],
        ["check", "Examples/NotoSerif.plist", "--fonts-dir", "Fonts", "--format", "json"],
        ["--help"],
    ]

    @Test("stdout on a full disk: exit 2 and the reason on stderr", arguments: commands)
    func fullStdout(arguments: [String]) throws {
        let run = try Self.run(arguments, stdout: try Self.full())
        expectTrue(run.exited, "ended by a signal: a crash")
        expectEqual(run.status, 2)
        expectTrue(
            run.stderr.hasSuffix(
                "scaledfont: error: cannot write to standard output (No space left on device)\n"),
            "\(run.stderr)")
    }

    @Test("stdout a pipe nobody reads: a quiet exit 2", arguments: commands)
    func closedPipe(arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try Self.run(arguments, stdout: pipe.fileHandleForWriting)
        expectTrue(run.exited, "ended by a signal")
        expectEqual(run.status, 2)
        expectTrue(!run.stderr.contains("cannot write"), "\(run.stderr)")
    }

    @Test("stderr on a full disk: exit 2 quietly, not a crash")
    func fullStderr() throws {
        let missing = CLIRunner.testData("NoSuchDictionary.plist")
        let run = try Self.run(
            ["check", missing], stdout: FileHandle.nullDevice, stderr: try Self.full())
        expectTrue(run.exited, "ended by a signal: a crash")
        expectEqual(run.status, 2)
    }

    @Test("both on a full disk while a check fails: exit 2, not 1 and not a crash")
    func bothFull() throws {
        let run = try Self.run(
            ["check", CLIRunner.testData("MissingFont.plist"), "--fonts-dir", "Fonts"],
            stdout: try Self.full(), stderr: try Self.full())
        expectTrue(run.exited)
        expectEqual(run.status, 2)
    }
}
