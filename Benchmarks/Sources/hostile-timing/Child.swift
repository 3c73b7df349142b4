import Glibc

/// Where a child's standard output or standard error goes.
enum Sink: Equatable {
    /// `/dev/null`.
    case discarded
    /// A file opened write-only, such as `/dev/full` (every write fails with ENOSPC).
    case file(String)
    /// A pipe whose read end is closed before the child starts: every write fails with EPIPE
    /// (or SIGPIPE ends the child), as when the command is piped into `head` that has exited.
    case closedPipe
}

/// One finished run of a child process.
struct ChildRun {
    /// The exit status (128 + signal number when a signal ended the child).
    var status: Int32
    /// Wall time from just before `posix_spawn` to the child's end.
    var seconds: Double
    /// The hang guard killed the child.
    var killed: Bool
    /// The child's peak resident set size in bytes (`wait4`'s `ru_maxrss`): at least this
    /// process's own, as `posix_spawn` starts the child in this process's memory and Linux
    /// counts its high-water mark when the child execs.
    var peakBytes: Int
}

/// Blocks SIGCHLD in this thread and every thread started after it, so ``runChild`` can wait
/// for a child's end with a timeout (`sigtimedwait`). Call before anything starts a thread.
func blockChildSignal() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGCHLD)
    pthread_sigmask(SIG_BLOCK, &set, nil)
}

/// Monotonic time in seconds (`clock_gettime(CLOCK_MONOTONIC)`).
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs a program to completion (`posix_spawn`, then `sigtimedwait` and `waitpid`) with standard
/// input from `/dev/null`, and returns how long it took.
///
/// The child starts with no blocked signals and every signal at its default action (SIGPIPE
/// included), as a shell starts it, whatever this process has blocked or ignored.
///
/// - Parameters:
///   - arguments: the program's path first.
///   - environment: the child's whole environment, as `NAME=value` strings.
///   - hangGuard: seconds after which the child is killed (SIGKILL) and the run marked killed.
/// - Throws: ``Failure`` when the pipe cannot be made or the program cannot start.
func runChild(
    _ arguments: [String], environment: [String], standardOutput: Sink, standardError: Sink,
    hangGuard: Double
) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var parentEnds: [Int32] = []
    defer { parentEnds.forEach { close($0) } }
    for (descriptor, sink) in [(Int32(1), standardOutput), (2, standardError)] {
        switch sink {
        case .discarded:
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
        case .closedPipe:
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                throw Failure("pipe: \(String(cString: strerror(errno)))")
            }
            close(ends[0])
            parentEnds.append(ends[1])
            posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = monotonicSeconds()
    let error = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard error == 0 else {
        throw Failure(
            "cannot start \(arguments[0]): \(String(cString: strerror(error)))")
    }
    let (status, killed, peak) = wait(for: pid, until: start + hangGuard)
    return ChildRun(
        status: status, seconds: monotonicSeconds() - start, killed: killed, peakBytes: peak)
}

/// Waits for a child to end, killing it at `deadline`; returns its exit status (128 + signal
/// number when a signal ended it), whether it was killed, and its peak resident set size in
/// bytes (`wait4`'s `ru_maxrss`, which Linux gives in KiB).
private func wait(for pid: pid_t, until deadline: Double) -> (Int32, Bool, Int) {
    var childSignal = sigset_t()
    sigemptyset(&childSignal)
    sigaddset(&childSignal, SIGCHLD)
    var status: Int32 = 0
    var killed = false
    var usage = rusage()
    while true {
        let reaped = wait4(pid, &status, killed ? 0 : WNOHANG, &usage)
        if reaped == pid { break }
        if reaped < 0 && errno != EINTR { return (-1, killed, 0) }
        let remaining = deadline - monotonicSeconds()
        if remaining <= 0 {
            kill(pid, SIGKILL)
            killed = true
            continue
        }
        var timeout = timespec(
            tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
        _ = sigtimedwait(&childSignal, nil, &timeout)
    }
    let signal = status & 0x7f
    return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, killed, usage.ru_maxrss * 1024)
}
