#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// A bounded read of a whole regular file: style dictionaries, Info.plist files and the
/// CLI's `--text-file` are read by it.
package enum BoundedFile {
    /// Why a file was not read: the problem in words (without the path) and the system's
    /// reason, if any.
    package struct Failure: Error, CustomStringConvertible {
        package let detail: String
        package let cause: ScaledFontError.SystemError?

        /// `detail (cause)`.
        package var description: String { cause.map { "\(detail) (\($0))" } ?? detail }
    }

    /// Reads the whole file, refusing anything that is not a regular file of at most
    /// `maximumSize` bytes, and (when the command line confines reads to its repository,
    /// ``confining(to:_:)``) a path that a symbolic link leads out of the repository.
    ///
    /// The file is opened with `O_NONBLOCK` and checked with `fstat` before any read: opening
    /// a FIFO without it blocks until some other process writes to it, so a `check` in CI
    /// would hang on a named pipe called `Styles.plist`. Checking the open descriptor (not the
    /// path) also follows symbolic links and leaves no gap between the check and the read.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - maximumSize: the most bytes accepted.
    ///   - kind: what the file should be, for messages ("style dictionary", "text").
    /// - Throws: ``Failure`` saying why the file was not read.
    package static func contents(
        of path: String, maximumSize: Int, kind: String
    )
        throws(Failure) -> [UInt8]
    {
        func unreadable(
            _ detail: String, cause: ScaledFontError.SystemError? = nil
        ) -> Failure {
            Failure(detail: detail, cause: cause)
        }
        func reason(_ code: Int32) -> ScaledFontError.SystemError {
            ScaledFontError.SystemError(errno: code)
        }
        if let refusal = confinementRefusal(path) { throw refusal }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw unreadable("no such file")
            case EACCES: throw unreadable("permission denied: the file cannot be read")
            default: throw unreadable("cannot be opened for reading", cause: reason(code))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw unreadable("cannot be examined", cause: reason(errno))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw unreadable("is a directory, not a \(kind) file")
        case S_IFIFO: throw unreadable("is a named pipe (FIFO), not a \(kind) file")
        default: throw unreadable("is a device or socket, not a \(kind) file")
        }
        if status.st_size > maximumSize {
            throw unreadable(
                "file is \(status.st_size) bytes, more than the \(maximumSize)-byte limit "
                    + "for a \(kind) file")
        }
        // Read to the end, not to st_size: files in /proc report size 0 but have contents,
        // and a file may grow after fstat. One byte more than the limit proves it too big.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maximumSize else {
                    throw unreadable("file is larger than the \(maximumSize)-byte limit")
                }
                bytes += repeatElement(0, count: Swift.min(count, maximumSize + 1 - count))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                throw unreadable("read failed", cause: reason(errno))
            }
            count += result
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
