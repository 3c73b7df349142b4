import Glibc

/// What one run of a program cost, as `measure-process` reports it.
struct ProcessRun {
    /// The exit status (128 + signal number when the program was killed by a signal).
    var status: Int32
    /// Wall time from fork to the end of `wait4`.
    var wallNanoseconds: Double
    /// User plus system CPU time of the program.
    var cpuNanoseconds: Double
    /// The program's peak resident set size in KiB (`ru_maxrss`).
    var peakKilobytes: Double
}

enum SpawnError: Error, CustomStringConvertible {
    case cannotStart(String, Int32)
    case unexpectedOutput(String)

    var description: String {
        switch self {
        case .cannotStart(let path, let error):
            "cannot start \(path): \(String(cString: strerror(error)))"
        case .unexpectedOutput(let text):
            "measure-process printed '\(text)'"
        }
    }
}

/// Runs a program to completion (`posix_spawn`, `waitpid`) and returns its exit status and
/// standard output.
///
/// - Parameters:
///   - arguments: the program's path (absolute or relative to the current folder) first.
///   - keepStandardError: read standard error too (after standard output); else discard it.
func spawn(
    _ arguments: [String], keepStandardError: Bool = false
) throws
    -> (status: Int32, output: String)
{
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SpawnError.cannotStart(arguments[0], errno) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    if keepStandardError {
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    } else {
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    close(ends[1])
    guard error == 0 else {
        close(ends[0])
        throw SpawnError.cannotStart(arguments[0], error)
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count > 0 {
            output += buffer[0..<count]
        } else if count == 0 || errno != EINTR {
            break
        }
    }
    close(ends[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    return (
        signal == 0 ? (status >> 8) & 0xff : 128 + signal, String(decoding: output, as: UTF8.self)
    )
}

/// Runs a program under `measure-process` (a small C helper, so the program's peak RSS is not
/// inflated by this driver's) and returns what the run cost.
func measureProcess(_ arguments: [String], helper: String) throws -> ProcessRun {
    let (status, output) = try spawn([helper] + arguments)
    var values: [String: Double] = [:]
    for pair in output.split(whereSeparator: \.isWhitespace) {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let number = Double(parts[1]) { values[String(parts[0])] = number }
    }
    guard status == 0, let code = values["status"], let wall = values["wall_ns"],
        let cpu = values["cpu_ns"], let peak = values["maxrss_kb"]
    else { throw SpawnError.unexpectedOutput(output) }
    return ProcessRun(
        status: Int32(code), wallNanoseconds: wall, cpuNanoseconds: cpu, peakKilobytes: peak)
}

/// The instructions a program executes (`valgrind --tool=callgrind`'s "I refs"), a count the
/// machine's load does not change; `nil` when valgrind is not installed or the run fails.
func instructionCount(_ arguments: [String]) -> Double? {
    let candidates: [String] = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"]
    let valgrind = candidates.first { access($0, X_OK) == 0 }
    guard let valgrind,
        let run = try? spawn(
            [valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null"] + arguments,
            keepStandardError: true),
        let line = run.output.split(separator: "\n").last(where: { $0.contains("I   refs:") }),
        let count = line.split(separator: ":").last
    else { return nil }
    return Double(String(count.filter { $0.isNumber }))
}
