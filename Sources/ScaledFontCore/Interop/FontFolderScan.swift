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
    package typealias Identity = FolderWalk.Identity

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
        let name = FileSystem.lastComponent(of: path)
        guard let dot = FileSystem.lastIndex(of: UInt8(ascii: "."), in: name),
            dot != name.startIndex
        else { return false }
        return fontExtensions.contains(name[name.utf8.index(after: dot)...].lowercased())
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
    /// as Fontconfig would follow them (``FolderWalk``).
    package init(_ folder: String) {
        var seenFiles: Set<Identity> = []
        FolderWalk.walk(folder) { event in
            switch event {
            case .folder(let item):
                folders.append(item.path)
                noteChange(item.latestChange)
            case .file(let item):
                if seenFiles.insert(item.identity).inserted {
                    files.append(File(path: item.path, identity: item.identity))
                    noteChange(item.latestChange)
                }
            case .skipped(let path, let skip):
                skipped.append((path, Self.reason(skip)))
            }
        }
    }

    /// Keeps the later of ``latestChange`` and `change`.
    private mutating func noteChange(_ change: (seconds: Int, nanoseconds: Int)) {
        if change > latestChange { latestChange = change }
    }

    /// The note a font folder gives for an entry the walk left out.
    private static func reason(_ skip: FolderWalk.Skip) -> String {
        switch skip {
        case .unreadableFolder: "the folder cannot be read"
        case .nameNotUTF8: "the name is not UTF-8, so it is not read"
        case .linkOutside(let target):
            "a symbolic link to '\(target)', outside the folder: not followed"
        case .linkLoop: "a loop of symbolic links"
        case .folderReachedTwice: "a folder reached twice (through a symbolic link)"
        case .namedPipe: "a named pipe, not a font file"
        case .deviceOrSocket: "a device or socket, not a font file"
        case .entryLimit(let limit): "the walk stopped after \(limit) entries"
        }
    }

    /// The device and inode of the file or folder at `path`, following symbolic links.
    package static func identity(_ path: String) -> Identity? { FolderWalk.identity(path) }

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
