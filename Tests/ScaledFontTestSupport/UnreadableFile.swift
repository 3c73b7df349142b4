import Foundation
import ScaledFontTestEnvironment

/// A style dictionary path that cannot be read, made at run time (the hostile corpus cannot hold
/// these as files): each test target checks its own layer's answer for every case.
public enum UnreadableFile: String, CaseIterable, Sendable {
    case hundredMegabytes, oneByteOverLimit, directory, noPermission, namedPipe
    case symbolicLinkLoop, kernelRefusesRead, device, missing

    /// The size limit for a style dictionary file, 1 MiB, as the library documents it.
    public static let sizeLimit = 1 << 20

    /// Makes the case in `folder` and returns the path to read.
    ///
    /// - Parameter contents: a valid dictionary, for the cases whose contents are fine but
    ///   cannot be read (`noPermission`) or are too many (`oneByteOverLimit`, padded with
    ///   spaces past the limit).
    ///
    /// `noPermission` is a file of this user with mode 000: unreadable to anyone but root (see
    /// ``FileAccess``).
    public func make(in folder: TemporaryDirectory, contents: Data) throws -> String {
        let path = folder.path + "/Styles.plist"
        switch self {
        case .hundredMegabytes:
            // Sparse: 100 MiB by its size, nothing on disk.
            _ = try folder.write(Data(), to: "Styles.plist")
            try check(truncate(path, 100 << 20), "truncate")
        case .oneByteOverLimit:
            let padding = Data(repeating: 0x20, count: Self.sizeLimit + 1 - contents.count)
            _ = try folder.write(contents + padding, to: "Styles.plist")
        case .directory:
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: false)
        case .noPermission:
            _ = try folder.write(contents, to: "Styles.plist")
            try check(chmod(path, 0), "chmod")
        case .namedPipe:
            try check(mkfifo(path, 0o644), "mkfifo")
        case .symbolicLinkLoop:
            try check(symlink(folder.path + "/Other.plist", path), "symlink")
            try check(symlink(path, folder.path + "/Other.plist"), "symlink")
        case .kernelRefusesRead:
            return "/proc/self/mem"
        case .device:
            return "/dev/zero"
        case .missing:
            break
        }
        return path
    }

    private func check(_ result: Int32, _ call: String) throws {
        guard result == 0 else { throw SystemCallFailure(call: call, errno: errno) }
    }
}

/// A system call a test helper made failed.
public struct SystemCallFailure: Error, CustomStringConvertible {
    public let call: String
    public let errno: Int32
    public var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
}

/// Who may read what: root reads any file whatever its mode, so a test about a file it cannot
/// read runs the reading part as `nobody` when the tests run as root, and as this user
/// otherwise (a mode-000 file of their own is unreadable to them already).
public enum FileAccess {
    /// The user and group `nobody` (65534 on Debian and most Linux systems).
    public static let nobody: UInt32 = 65534

    /// Whether the tests run as root.
    public static let isRoot = geteuid() == 0

    /// `command` (a path, then arguments) as the user that cannot read a mode-000 file: through
    /// `setpriv` as `nobody` when the tests run as root, unchanged otherwise.
    public static func commandWithoutReadOverride(_ command: [String]) -> [String] {
        guard isRoot else { return command }
        return ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"]
            + command
    }

    /// Runs `work` on this thread as the user that cannot read a mode-000 file: with the
    /// thread's filesystem user ID set to `nobody` (`setfsuid(2)`) when the tests run as root,
    /// unchanged otherwise. Switching the filesystem user ID away from 0 also drops root's
    /// file-permission override (CAP_DAC_OVERRIDE) from the thread; other threads are
    /// unaffected.
    public static func withoutReadOverride<Value>(_ work: () throws -> Value) rethrows -> Value {
        guard isRoot else { return try work() }
        let previous = UInt32(bitPattern: scaledfont_tests_setfsuid(nobody))
        defer { _ = scaledfont_tests_setfsuid(previous) }
        return try work()
    }

    /// Whether `path` cannot be read by the user ``commandWithoutReadOverride(_:)`` runs as
    /// (`test -r` fails): the premise of a permission test, which must not pass vacuously.
    public static func isUnreadableWithoutOverride(_ path: String) throws -> Bool {
        try ProcessRunner.run(commandWithoutReadOverride(["/usr/bin/test", "-r", path])).status == 1
    }

    /// A Fontconfig cache folder in `folder` that the user of ``commandWithoutReadOverride(_:)`` may write
    /// (or Fontconfig says on stderr that it has none), for its `XDG_CACHE_HOME`.
    public static func cacheFolder(in folder: TemporaryDirectory) throws -> String {
        let cache = folder.path + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false)
        if isRoot {
            guard chown(cache, nobody, nobody) == 0 else {
                throw SystemCallFailure(call: "chown", errno: errno)
            }
        }
        return cache
    }
}
