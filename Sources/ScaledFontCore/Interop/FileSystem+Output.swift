#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

extension FileSystem {
    /// Why an output path was refused or could not be written.
    package enum OutputFailure: Error {
        /// The path names something other than a regular file: `a symbolic link`, `a folder`,
        /// `a named pipe`, `a socket`, `a device`.
        case notRegularFile(kind: String)
        /// The path's folder is reached through a symbolic link, and its real path is
        /// outside the current folder: a link a pull request planted would send the output
        /// anywhere the job may write.
        case folderLinkedOutside
        /// A system call failed with this `errno`.
        case system(FileError)

        /// `it is a device, not a regular file or a new path`, or `strerror`'s text.
        package var description: String {
            switch self {
            case .notRegularFile(let kind): "it is \(kind), not a regular file or a new path"
            case .folderLinkedOutside:
                "its folder is reached through a symbolic link that leads outside the current "
                    + "folder"
            case .system(let error): error.description
            }
        }
    }

    /// Why ``appendFile(_:bytes:)`` appended nothing.
    package enum AppendFailure: Error {
        /// The path names a named pipe that no process reads: opening it without blocking
        /// failed with `ENXIO` instead of waiting for ever.
        case pipeWithoutReader
        /// The caller declined to append to a file already this many bytes long.
        case declined(existingSize: Int)
        /// A system call failed with this `errno`.
        case system(FileError)

        /// `it is a named pipe that no process reads`, `it already holds 12 bytes`, or
        /// `strerror`'s text.
        package var description: String {
            switch self {
            case .pipeWithoutReader: "it is a named pipe that no process reads"
            case .declined(let size): "it already holds \(size) bytes"
            case .system(let error): error.description
            }
        }
    }

    /// Refuses an output path that names something other than a regular file (a symbolic
    /// link, a folder, a named pipe, a socket or a device: writing there would replace or
    /// destroy what the path names), a path whose folder is reached through a symbolic link
    /// whose real path is outside the current folder (``containment(of:in:)``; a folder
    /// named outside it without a link is written), and a new path whose folder does not
    /// exist (the write would fail after the work).
    ///
    /// - Returns: `nil` when the path may be written, else why not.
    package static func outputProblem(_ path: String) -> OutputFailure? {
        let folder = parentFolder(of: path)
        if case .outside(let realFolder) = containment(of: folder, in: currentFolder()),
            realFolder != absoluteStandardPath(folder)
        {
            return .folderLinkedOutside
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let error = errno
            guard error == ENOENT else { return .system(FileError(error)) }
            var folderInfo = stat()
            guard stat(parentFolder(of: path), &folderInfo) == 0 else {
                return .system(FileError(errno))
            }
            return folderInfo.st_mode & S_IFMT == S_IFDIR ? nil : .system(FileError(ENOTDIR))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return .notRegularFile(kind: "a symbolic link")
        case S_IFDIR: return .notRegularFile(kind: "a folder")
        case S_IFIFO: return .notRegularFile(kind: "a named pipe")
        case S_IFSOCK: return .notRegularFile(kind: "a socket")
        case S_IFCHR, S_IFBLK: return .notRegularFile(kind: "a device")
        default: return .notRegularFile(kind: "not a regular file")
        }
    }

    /// Writes a file so that what its path names is never lost or half-written: after
    /// ``outputProblem(_:)`` accepts the path, the bytes go to a new file in its folder
    /// (`open` with `O_CREAT | O_EXCL`), which is flushed to disk (`fsync`), given the mode of
    /// the file it replaces, and renamed over the path (`rename`, atomic within a folder).
    /// On any failure the new file is removed and the path is left as it was.
    ///
    /// - Returns: `nil` on success, else why the path was refused or a step failed.
    package static func replaceFile(_ path: String, with bytes: [UInt8]) -> OutputFailure? {
        if let problem = outputProblem(path) { return problem }
        let folder = parentFolder(of: path)
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<8 where descriptor < 0 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = folder + "/." + lastComponent(of: path) + "." + suffix + ".tmp"
            // 0o666 less the umask, as any new file; O_EXCL never reuses an existing name.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .system(FileError(errno)) }
        var failed: Int32 = 0
        var info = stat()
        if stat(path, &info) == 0, fchmod(descriptor, info.st_mode & 0o7777) != 0 {
            failed = errno
        }
        if failed == 0, !writeAll(bytes, to: descriptor) { failed = errno }
        if failed == 0, fsync(descriptor) != 0 { failed = errno }
        if close(descriptor) != 0, failed == 0 { failed = errno }
        if failed == 0, rename(temporary, path) != 0 { failed = errno }
        guard failed == 0 else {
            unlink(temporary)
            return .system(FileError(failed))
        }
        return nil
    }

    /// Appends to the file at `path`, never truncating it: it is opened with `O_APPEND` and
    /// created (mode 0o644 less the umask) when it does not exist yet. A symbolic link is
    /// followed, as for any file a job is told to append to (`GITHUB_STEP_SUMMARY`).
    ///
    /// The file is opened without blocking (`O_NONBLOCK`): a named pipe that no process reads
    /// would otherwise block `open` for ever; without blocking `open` fails at once (`ENXIO`,
    /// ``AppendFailure/pipeWithoutReader``). Once open, writes block again as for any file,
    /// and are retried after a signal.
    ///
    /// - Parameters:
    ///   - path: The file to append to.
    ///   - bytes: Given the size of the file as opened (0 for a new file or one that is not a
    ///     regular file), the bytes to append, or `nil` to append nothing
    ///     (``AppendFailure/declined(existingSize:)``).
    /// - Returns: `nil` on success, else why nothing or not everything was appended.
    package static func appendFile(
        _ path: String, bytes: (_ existingSize: Int) -> [UInt8]?
    ) -> AppendFailure? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let error = errno
            return error == ENXIO ? .pipeWithoutReader : .system(FileError(error))
        }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            return .system(FileError(errno))
        }
        var info = stat()
        let existing =
            fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
            ? Int(info.st_size) : 0
        guard let appended = bytes(existing) else { return .declined(existingSize: existing) }
        return writeAll(appended, to: descriptor) ? nil : .system(FileError(errno))
    }
}
