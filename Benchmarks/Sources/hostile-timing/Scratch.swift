import Foundation

/// Why an input could not be made or a run could not start.
struct Failure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    /// The failure of a C call that set `errno`.
    static func posix(_ call: String, _ path: String) -> Failure {
        Failure("\(call) \(path): \(String(cString: strerror(errno)))")
    }
}

/// A fresh temporary folder for the generated inputs, removed by ``remove()``.
struct Scratch {
    let path: String

    /// Makes a new folder under `TMPDIR` (else `/tmp`) with `mkdtemp`.
    init() throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        var template = Array((base + "/hostile-timing.XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw Failure.posix("mkdtemp", base) }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in this folder.
    func path(_ name: String) -> String { path + "/" + name }

    /// Writes a file and returns its path.
    @discardableResult
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Makes a folder and returns its path.
    @discardableResult
    func folder(_ name: String) throws -> String {
        let folder = path(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Makes a named pipe (FIFO) that no process ever opens for writing.
    @discardableResult
    func fifo(_ name: String) throws -> String {
        let fifo = path(name)
        guard mkfifo(fifo, 0o600) == 0 else { throw Failure.posix("mkfifo", fifo) }
        return fifo
    }

    /// Makes a symbolic link to `target`.
    @discardableResult
    func link(_ name: String, to target: String) throws -> String {
        let link = path(name)
        guard symlink(target, link) == 0 else { throw Failure.posix("symlink", link) }
        return link
    }

    /// Makes a sparse file of `size` bytes (`ftruncate`: no disk space used).
    @discardableResult
    func sparseFile(_ name: String, size: Int) throws -> String {
        let file = path(name)
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure.posix("open", file) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(size)) == 0 else {
            throw Failure.posix("ftruncate", file)
        }
        return file
    }

    /// Writes a file whose name is raw bytes (not necessarily UTF-8) in folder `folder` of
    /// this one, with mode `mode`.
    func file(inFolder folder: String, rawName: [UInt8], _ bytes: [UInt8], mode: mode_t) throws {
        let name = Array(path(folder).utf8) + [UInt8(ascii: "/")] + rawName
        let cName = name.map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(cName, O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { throw Failure.posix("open", path(folder)) }
        defer { close(descriptor) }
        try writeAll(descriptor, bytes, path(folder))
    }
}

/// Reads a whole file of the repository.
func readFile(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw Failure("cannot read \(path) (run from the repository root)")
    }
    return [UInt8](data)
}

/// Overwrites a file's bytes in place (`O_TRUNC`, same inode) and then gives its folder back
/// the modification time it had, as `cat new > old` followed by a restore of a cached folder
/// (`tar`, CI caches) leaves it: Fontconfig then still trusts its cache of the folder.
func replaceInPlace(_ file: String, with bytes: [UInt8]) throws {
    let folder = (file as NSString).deletingLastPathComponent
    var before = stat()
    guard stat(folder, &before) == 0 else { throw Failure.posix("stat", folder) }
    let descriptor = open(file, O_WRONLY | O_TRUNC)
    guard descriptor >= 0 else { throw Failure.posix("open", file) }
    defer { close(descriptor) }
    try writeAll(descriptor, bytes, file)
    var times = [before.st_atim, before.st_mtim]
    guard utimensat(AT_FDCWD, folder, &times, 0) == 0 else {
        throw Failure.posix("utimensat", folder)
    }
}

private func writeAll(_ descriptor: Int32, _ bytes: [UInt8], _ path: String) throws {
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
            write(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw Failure.posix("write", path) }
        written += count
    }
}
