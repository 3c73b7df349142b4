#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// What a registered font folder holds, found before Fontconfig is asked to scan it.
///
/// Fontconfig is given the folder itself only when this walk left nothing out and every
/// folder's cache was written after ``latestChange`` (``FontconfigConfiguration``'s
/// `register`); otherwise it is given the files this walk finds, one by one. Its own scan
/// (`FcConfigAppFontAddDir`) opens every file it finds and follows every symbolic link to a
/// folder, so a named pipe (opening one blocks until some process writes to it) makes it hang
/// and a folder reached twice through symbolic links (with `self -> .` it descends
/// `self/self/...` until the kernel refuses the path; two such links make that 2^40 paths)
/// makes it run for ever; and it trusts a cache that can be stale. This walk reaches each real
/// folder and each real file once (by device and inode).
///
/// A symbolic link whose target lies outside the registered folder is not followed (one note
/// names it): `Fonts/r -> /` in a pull request would otherwise walk the whole file system. A
/// name that is not UTF-8 is noted too, rather than skipped silently, since Swift cannot
/// spell the path for Fontconfig.
package struct FontFolderScan {
    /// A file or folder by device and inode: the same whatever path reaches it.
    package struct Identity: Hashable {
        package let device: UInt64
        package let inode: UInt64
    }

    /// A regular file found in the folder.
    package struct File {
        /// The path, starting with the folder as the caller gave it.
        package let path: String
        package let identity: Identity

        /// Whether the name ends like a font file (`.ttf`, `.otf`, `.ttc`, ...), so that a file
        /// Fontconfig does not list deserves a note.
        package var looksLikeFont: Bool { FontFolderScan.looksLikeFont(path) }
    }

    /// Whether a path's name ends like a font file (`.ttf`, `.otf`, `.ttc`, ...), in any
    /// letter case.
    package static func looksLikeFont(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    package static let fontExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "woff", "woff2", "pfa", "pfb", "pcf", "bdf",
    ]

    /// Every regular file, each real file once, folders in name order.
    package private(set) var files: [File] = []
    /// Why entries were left out: `(path, reason)`.
    package private(set) var skipped: [(path: String, reason: String)] = []
    /// Every folder walked, the given one first, each real folder once.
    package private(set) var folders: [String] = []
    /// The latest modification or status change (`st_mtim`, `st_ctim`) of any file or folder
    /// walked, as (seconds, nanoseconds): writing into a file (`cat new > old.ttf`) changes
    /// both, and `tar` or a cache restore that sets the modification time back still sets
    /// the status change time to the moment it wrote the file.
    package private(set) var latestChange = (seconds: 0, nanoseconds: 0)

    /// Walks `folder` and everything below it, following symbolic links that stay inside it,
    /// as Fontconfig would follow them.
    package init(_ folder: String) {
        var folders: Set<Identity> = []
        var seenFiles: Set<Identity> = []
        if let root = Self.identity(folder) { folders.insert(root) }
        let realRoot = FileSystem.realPath(folder) ?? folder
        var pending = [folder]
        while let current = pending.popLast() {
            guard let entries = Self.entries(of: current) else {
                skipped.append((current, "the folder cannot be read"))
                continue
            }
            self.folders.append(current)
            var folderStatus = stat()
            if stat(current, &folderStatus) == 0 { noteChange(folderStatus) }
            var subfolders: [String] = []
            for entry in entries {
                guard let name = entry.name else {
                    skipped.append(
                        (
                            current + "/" + entry.printable,
                            "the name is not UTF-8, so it is not read"
                        ))
                    continue
                }
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                var link = stat()
                if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
                    let target = FileSystem.realPath(path),
                    !FileSystem.isWithin(target, folder: realRoot)
                {
                    skipped.append(
                        (path, "a symbolic link to '\(target)', outside the folder: not followed"))
                    continue
                }
                var status = stat()
                guard stat(path, &status) == 0 else {
                    // A dangling link is nothing; a loop of links is worth a note.
                    if errno == ELOOP { skipped.append((path, "a loop of symbolic links")) }
                    continue
                }
                let identity = Identity(
                    device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    if folders.insert(identity).inserted {
                        subfolders.append(path)
                    } else {
                        skipped.append(
                            (path, "a folder reached twice (through a symbolic link)"))
                    }
                case S_IFREG:
                    if seenFiles.insert(identity).inserted {
                        files.append(File(path: path, identity: identity))
                        noteChange(status)
                    }
                default:
                    let kind =
                        status.st_mode & S_IFMT == S_IFIFO ? "a named pipe" : "a device or socket"
                    skipped.append((path, "\(kind), not a font file"))
                }
            }
            pending += subfolders.reversed()
        }
    }

    /// Keeps the later of ``latestChange`` and the entry's modification and change times.
    private mutating func noteChange(_ status: stat) {
        for time in [status.st_mtim, status.st_ctim] {
            let change = (seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
            if change > latestChange { latestChange = change }
        }
    }

    /// One name in a folder: as text when it is UTF-8, else `nil`, with a printable form
    /// (bytes that are not UTF-8 written `\xFF`).
    private struct Entry {
        package let name: String?
        package let printable: String
    }

    /// The entries of a folder in byte order of their names (`opendir`, `readdir`), without
    /// `.` and `..`; `nil` when it cannot be opened.
    private static func entries(of folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { names.append(bytes) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }.map { bytes in
            if let name = String(validating: bytes, as: UTF8.self) {
                return Entry(name: name, printable: name)
            }
            let printable = bytes.map {
                $0 < 0x80
                    ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true)
            }.joined()
            return Entry(name: nil, printable: printable)
        }
    }

    /// The device and inode of the file or folder at `path`, following symbolic links.
    package static func identity(_ path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Why a file that looks like a font could not be listed: it cannot be opened, or
    /// Fontconfig (FreeType) did not recognise its contents.
    package static func reasonUnlisted(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return "cannot be read (\(String(cString: strerror(errno))))"
        }
        close(descriptor)
        return "is not a font Fontconfig can read (empty, truncated or another format)"
    }
}
