import ScaledFont

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Writes a file so that what its path names is never lost or half-written: the bytes go to a
/// new file beside it, which is renamed over the path only once every byte is on disk.
///
/// libpng's own `png_image_write_to_file` truncates the file first and removes it when
/// writing fails, which deletes what the path named (a device node, a symbolic link, the
/// previous image). Here a failure leaves the path as it was and removes only the new file.
enum OutputFile {
    /// Refuses a path that names something other than a regular file: a symbolic link, a
    /// folder, a named pipe, a socket or a device. A path that names nothing is accepted when its folder exists.
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` naming the path and what it is.
    static func check(_ path: String) throws(ScaledFontError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let error = errno
            guard error == ENOENT else { throw failure(path, cause: error) }
            // A new path: its folder must exist, or the write would fail after the work.
            let folder = FileSystem.parentFolder(of: path)
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0 else { throw failure(path, cause: errno) }
            guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw failure(path, cause: ENOTDIR)
            }
            return
        }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a named pipe"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a regular file"
        }
        throw ScaledFontError(
            .imageUnwritable,
            "cannot write the PNG file \(path): it is \(kind), not a regular file or a new path",
            file: path)
    }

    /// Writes `bytes` to a new file in the path's folder (`open` with `O_CREAT | O_EXCL`),
    /// flushes it to disk (`fsync`), gives it the mode of the file it replaces, and renames it
    /// over the path (`rename`, atomic within a folder).
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` naming the path, with the system's
    ///   reason, when the path is refused by `check(_:)` or any step fails; the new file is
    ///   then removed and the path is left as it was.
    static func replace(_ path: String, with bytes: [UInt8]) throws(ScaledFontError) {
        try check(path)
        let folder = FileSystem.parentFolder(of: path)
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<8 where descriptor < 0 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = folder + "/." + FileSystem.lastComponent(of: path) + "." + suffix + ".tmp"
            // 0o666 less the umask, as any new file; O_EXCL never reuses an existing name.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(path, cause: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        var failed: Int32 = 0
        var info = stat()
        if stat(path, &info) == 0, fchmod(descriptor, info.st_mode & 0o7777) != 0 {
            failed = errno
        }
        var written = 0
        while failed == 0, written < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0 {
                if errno != EINTR { failed = errno }
            } else {
                written += count
            }
        }
        if failed == 0, fsync(descriptor) != 0 { failed = errno }
        if close(descriptor) != 0, failed == 0 { failed = errno }
        guard failed == 0 else { throw failure(path, cause: failed) }
        guard rename(temporary, path) == 0 else { throw failure(path, cause: errno) }
        renamed = true
    }

    private static func failure(_ path: String, cause: Int32) -> ScaledFontError {
        ScaledFontError(
            .imageUnwritable, "cannot write the PNG file \(path)", file: path,
            cause: ScaledFontError.SystemError(errno: cause))
    }
}
