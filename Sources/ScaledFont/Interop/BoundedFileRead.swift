#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Reads a whole small file (`open`, `fstat`, `read`), refusing anything that is not a
/// regular file or is larger than a limit.
enum BoundedFileRead {
    /// Why a file could not be read, in words.
    struct Failure: Error {
        let reason: String
    }

    /// The bytes of the regular file at `path`, at most `maximumSize` of them.
    static func bytes(_ path: String, maximumSize: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(reason: "not a regular file")
        }
        guard Int(status.st_size) <= maximumSize else {
            throw Failure(reason: "larger than \(maximumSize) bytes")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
            guard bytes.count <= maximumSize else {
                throw Failure(reason: "larger than \(maximumSize) bytes")
            }
        }
    }
}
