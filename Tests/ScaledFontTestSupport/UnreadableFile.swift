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
    /// The call's name (`mkfifo`).
    public let call: String
    /// The `errno` it failed with.
    public let errno: Int32
    /// `mkfifo failed: ` and the system's reason.
    public var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
}

/// Who may read what: root reads any file whatever its mode, so a test about a file it cannot
/// read runs the reading part as root without that override when the tests run as root, and
/// as this user otherwise (a mode-000 file of their own is unreadable to them already).
///
/// Root's override is two capabilities, CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH; without
/// them root is held to the permission bits like any owner. It still reads what root owns,
/// so the checkout (its Fontconfig configuration and test fonts, the built binary, the
/// bundled fonts) stays reachable wherever it is: under `/root` or any folder only root may
/// enter, where the user `nobody` could not read the configuration and Fontconfig fell back
/// to the machine's own.
public enum FileAccess {
    /// The user and group `nobody` (65534 on Debian and most Linux systems).
    public static let nobody: UInt32 = 65534

    /// Whether the tests run as root.
    public static let isRoot = geteuid() == 0

    /// `command` (a path, then arguments) as the user that cannot read a mode-000 file: through
    /// `setpriv` as root without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (dropped from the
    /// bounding set, so the program never has them) when the tests run as root, unchanged
    /// otherwise.
    public static func commandWithoutReadOverride(_ command: [String]) -> [String] {
        guard isRoot else { return command }
        return ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search"] + command
    }

    /// `command` as the user `nobody` (`setpriv`) when the tests run as root, unchanged
    /// otherwise: for a test that must not be able to change root's own files even as their
    /// owner (`/dev/full` in root's `/dev`). `nobody` must be able to reach what the command
    /// reads.
    public static func commandAsNobody(_ command: [String]) -> [String] {
        guard isRoot else { return command }
        return ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"]
            + command
    }

    /// Runs `work` on this thread as the user that cannot read a mode-000 file: with the
    /// thread's CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH dropped when the tests run as root,
    /// unchanged otherwise. Other threads are unaffected.
    public static func withoutReadOverride<Value>(_ work: () throws -> Value) rethrows -> Value {
        guard isRoot else { return try work() }
        let previous = scaledfont_tests_file_override(0)
        precondition(previous >= 0, "cannot drop the thread's file-permission override")
        defer { _ = scaledfont_tests_file_override(previous) }
        return try work()
    }

    /// Whether `path` cannot be read by the user ``commandWithoutReadOverride(_:)`` runs as
    /// (`test -r` fails): the premise of a permission test, which must not pass vacuously.
    public static func isUnreadableWithoutOverride(_ path: String) throws -> Bool {
        try ProcessRunner.run(commandWithoutReadOverride(["/usr/bin/test", "-r", path])).status == 1
    }

    /// A Fontconfig cache folder in `folder` that the user of ``commandWithoutReadOverride(_:)``
    /// may write (or Fontconfig says on stderr that it has none), for its `XDG_CACHE_HOME`:
    /// this user's own, which root without its override may write as the owner.
    public static func cacheFolder(in folder: TemporaryDirectory) throws -> String {
        let cache = folder.path + "/cache"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false)
        return cache
    }
}
