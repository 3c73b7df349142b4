#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The few file-system and process questions the library and the CLI ask, answered with POSIX
/// calls (`stat`, `access`, `getcwd`, `opendir`, `environ`) instead of Foundation's
/// `FileManager` and `ProcessInfo`, so that neither loads Foundation.
package enum FileSystem {
    /// Whether `path` names a folder (following symbolic links; `stat`).
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` names a regular file (following symbolic links; `stat`).
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether anything exists at `path`, a dangling symbolic link included (`lstat`).
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether something that is not a symbolic link exists at `path`: ``exists(_:)`` and not
    /// ``isSymbolicLink(_:)``, with one `lstat`.
    package static func existsNotAsLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFLNK
    }

    /// Whether `path` is a symbolic link (`lstat`).
    package static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether this process may read `path` (`access` with `R_OK`).
    package static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Whether `path` is a regular file this process may execute (`stat`, `access` with `X_OK`).
    package static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            && access(path, X_OK) == 0
    }

    /// The folder a path names its last component in: `a/b` for `a/b/c.png`, `/` for
    /// `/c.png`, `.` for `c.png` (no trailing slash is expected).
    package static func parentFolder(of path: String) -> String {
        guard let slash = lastIndex(of: UInt8(ascii: "/"), in: path) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The index of the last `byte` (an ASCII character) in `text`, searched in its UTF-8
    /// storage.
    ///
    /// Paths are searched as bytes throughout: `/` and `.` are ASCII, never part of another
    /// character in UTF-8, and a search by characters (grapheme clusters), or even one
    /// stepping through `String.UTF8View`'s indices, costs several times as much on every
    /// path a check touches.
    package static func lastIndex(of byte: UInt8, in text: String) -> String.Index? {
        let utf8 = text.utf8
        let offset =
            utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: byte) }
            ?? utf8.lastIndex(of: byte).map { utf8.distance(from: utf8.startIndex, to: $0) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The last component of a path: `c.png` for `a/b/c.png`.
    package static func lastComponent(of path: String) -> String {
        // Most paths end in a name: the text after the last slash, without splitting the
        // whole path into components.
        let bytes = path.utf8
        guard let slash = lastIndex(of: UInt8(ascii: "/"), in: path) else { return path }
        if bytes.index(after: slash) != bytes.endIndex {
            return String(path[bytes.index(after: slash)...])
        }
        return components(of: path).last.map(String.init) ?? path
    }

    /// Whether every component of `path` is a name: no empty component (a repeated, leading
    /// or trailing slash), no `.` and no `..`. Such a path is already standard, so the
    /// functions that make paths standard return it as it is without splitting it.
    package static func hasOnlyNamedComponents(_ path: some Collection<UInt8>) -> Bool {
        var length = 0
        var dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if length == 0 || length == dots && dots <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    /// The current folder (`getcwd`), or `"."` when it cannot be named (removed, too long);
    /// while ``withCurrentFolderFixed(_:)`` runs, the folder it found.
    package static func currentFolder() -> String {
        if let fixed = fixedCurrentFolder { return fixed }
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// The current folder for ``currentFolder()`` while a ``withCurrentFolderFixed(_:)`` runs.
    @TaskLocal private static var fixedCurrentFolder: String?

    /// Runs `body` with ``currentFolder()`` asked of the system once, at the start: a run that
    /// makes every relative path absolute (a check of many targets) asks it hundreds of times,
    /// and nothing in the library changes the current folder. Runs in parallel (the tool's
    /// in-process tests) each fix their own.
    package static func withCurrentFolderFixed<Result>(_ body: () -> Result) -> Result {
        if fixedCurrentFolder != nil { return body() }
        return $fixedCurrentFolder.withValue(currentFolder(), operation: body)
    }

    /// The names in a folder, without `.` and `..`, in no particular order (`opendir`,
    /// `readdir`), or `nil` when the folder cannot be opened.
    package static func names(in folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` with `.` components and repeated slashes removed and each `..` applied to the
    /// component before it, as text (symbolic links are not resolved); a relative path is
    /// first made absolute against the current folder.
    package static func absoluteStandardPath(
        _ path: String, in folder: @autoclosure () -> String = currentFolder()
    ) -> String {
        // A path (and folder) of names only is standard already: no splitting.
        let absolute: String
        if path.hasPrefix("/") {
            if hasOnlyNamedComponents(path.utf8.dropFirst()) { return path }
            absolute = path
        } else {
            let base = folder()
            if hasOnlyNamedComponents(path.utf8) {
                if base == "/" { return "/" + path }
                if base.hasPrefix("/"), hasOnlyNamedComponents(base.utf8.dropFirst()) {
                    return base + "/" + path
                }
            }
            absolute = base + "/" + path
        }
        var kept: [Substring] = []
        for component in components(of: absolute) {
            switch component {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(component)
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// The components of `path` between slashes, without empty ones, split as bytes.
    package static func components(of path: String) -> [Substring] {
        // The offsets of the components' bounds, found in the UTF-8 storage (see
        // ``lastIndex(of:in:)``), then made indices of the path.
        func bounds(_ bytes: some Collection<UInt8>) -> [Range<Int>] {
            var bounds: [Range<Int>] = []
            var start = 0
            var offset = 0
            for byte in bytes {
                if byte == UInt8(ascii: "/") {
                    if start != offset { bounds.append(start..<offset) }
                    start = offset + 1
                }
                offset += 1
            }
            if start != offset { bounds.append(start..<offset) }
            return bounds
        }
        let utf8 = path.utf8
        let found = utf8.withContiguousStorageIfAvailable(bounds) ?? bounds(utf8)
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        return found.map { path[index($0.lowerBound)..<index($0.upperBound)] }
    }

    /// The description of an `errno` value (`strerror`).
    package static func describe(errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber))
    }

    /// One environment variable of this process (`getenv`), `nil` when it is not set: cheaper
    /// than ``environment()`` when a command needs only a few.
    package static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// This process's environment variables (`environ`); for a name given twice, the first.
    package static func environment() -> [String: String] {
        var variables: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil {
                    variables[name] = String(text[text.index(after: equals)...])
                }
            }
            cursor += 1
        }
        return variables
    }

    /// Writes all of `bytes` to an open descriptor, retrying short and interrupted writes.
    ///
    /// - Returns: whether every byte was written (else `errno` says why).
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The first `limit` bytes of the file at `path` (`open`, `read`), or why it cannot be
    /// read (`strerror`).
    package static func contents(of path: String, limit: Int) -> Result<[UInt8], FileError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileError(errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let result = bytes.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(errno))
            }
            count += result
        }
        return .success(Array(bytes[..<count]))
    }

    /// Why a file operation failed: `errno` and its description.
    package struct FileError: Error {
        /// The `errno` value.
        package let number: Int32
        /// `strerror`'s text for it.
        package var description: String { FileSystem.describe(errorNumber: number) }

        package init(_ number: Int32) { self.number = number }
    }
}
