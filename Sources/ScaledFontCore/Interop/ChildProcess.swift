#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Runs a short-lived helper program and collects what it prints, with a time limit.
///
/// Built on `posix_spawn` rather than Foundation's `Process`, so the library does not load
/// Foundation (its start-up cost is most of a `check` run's budget). Standard input and
/// standard error are `/dev/null`; standard output is a pipe read until the program closes it.
package enum ChildProcess {
    /// What a finished program left: its exit status and standard output.
    package struct Result {
        /// The exit status, or `nil` when a signal ended the program.
        package let exitStatus: Int32?
        /// Everything written to standard output, up to ``maximumOutput`` bytes.
        package let output: [UInt8]
    }

    /// Output beyond this many bytes is read and dropped (a helper that floods its pipe must
    /// neither block nor fill memory).
    package static let maximumOutput = 64 << 10

    /// Runs `executable` with `arguments` and `environment`, waiting at most `timeLimit`
    /// seconds for it to close its output and exit (`posix_spawn`, `poll`, `waitpid`).
    ///
    /// - Returns: the result, or `nil` when the program cannot be started or did not finish in
    ///   time (it is then killed with `SIGKILL` and reaped).
    package static func run(
        _ executable: String, arguments: [String], environment: [String: String],
        timeLimit: Double
    ) -> Result? {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        // Neither end may leak into programs other threads start (`pipe2` is not visible to
        // Swift without _GNU_SOURCE); the child gets the write end through `dup2`.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let child = spawn(
            executable, arguments: arguments, environment: environment, output: writeEnd)
        close(writeEnd)
        guard let child else { return nil }
        let deadline = monotonicSeconds() + timeLimit
        guard let output = readAll(readEnd, until: deadline),
            let status = wait(for: child, until: deadline)
        else {
            kill(child, SIGKILL)
            var ignored: Int32 = 0
            while waitpid(child, &ignored, 0) < 0 && errno == EINTR {}
            return nil
        }
        return Result(exitStatus: status, output: output)
    }

    /// Starts the program with standard output on `output`, or `nil` when `posix_spawn` fails.
    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String],
        output: Int32
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, executable, &actions, nil, argv + [nil], envp + [nil])
        return started == 0 ? child : nil
    }

    /// Reads `descriptor` to its end, or `nil` when `deadline` passes first.
    private static func readAll(_ descriptor: Int32, until deadline: Double) -> [UInt8]? {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return nil }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32((remaining * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return output }
            output += buffer[..<Swift.min(count, maximumOutput - output.count)]
        }
    }

    /// The exit status of `child` once it has exited (`nil` inside for a signal), or `nil`
    /// when `deadline` passes first. Polls `waitpid` every millisecond: the program has
    /// already closed its output, so it is normally exiting.
    private static func wait(for child: pid_t, until deadline: Double) -> Int32?? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(child, &status, WNOHANG)
            if reaped == child {
                // WIFEXITED and WEXITSTATUS are macros Swift cannot call.
                return status & 0x7f == 0 ? .some((status >> 8) & 0xff) : .some(nil)
            }
            if reaped < 0 && errno != EINTR { return nil }
            guard monotonicSeconds() < deadline else { return nil }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Seconds on the monotonic clock (`CLOCK_MONOTONIC`).
    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
