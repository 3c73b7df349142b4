#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// What a registered font folder holds, found before Fontconfig is asked to scan it.
///
/// Fontconfig's own scan (`FcConfigAppFontAddDir`) opens every file it finds and follows every
/// symbolic link to a folder, and two things make it misbehave: a named pipe (opening one blocks
/// until some process writes to it, so the scan never ends) and a folder reached twice through
/// symbolic links (with `self -> .` it descends `self/self/...` until the kernel refuses the
/// path; two such links make that 2^40 paths). This walk reaches each real folder and each real
/// file once (by device and inode) and says whether Fontconfig may scan the folder itself or
/// must be given its files one by one (``isSafeForFontconfig``).
struct FontFolderScan {
    /// A file or folder by device and inode: the same whatever path reaches it.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// A regular file found in the folder.
    struct File {
        /// The path, starting with the folder as the caller gave it.
        let path: String
        let identity: Identity

        /// Whether the name ends like a font file (`.ttf`, `.otf`, `.ttc`, ...), so that a file
        /// Fontconfig does not list deserves a note.
        var looksLikeFont: Bool {
            let name = path.split(separator: "/").last ?? ""
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
            return FontFolderScan.fontExtensions.contains(
                name[name.index(after: dot)...].lowercased())
        }
    }

    static let fontExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "woff", "woff2", "pfa", "pfb", "pcf", "bdf",
    ]

    /// Every regular file, each real file once, folders in name order.
    private(set) var files: [File] = []
    /// Why entries were left out: `(path, reason)`.
    private(set) var skipped: [(path: String, reason: String)] = []
    /// `false` when the folder holds a pipe, a device, a socket or a folder reached twice:
    /// Fontconfig must then be given ``files`` one by one (`FcConfigAppFontAddFile`).
    private(set) var isSafeForFontconfig = true

    /// Walks `folder` and everything below it, following symbolic links as Fontconfig does.
    init(_ folder: String) {
        var folders: Set<Identity> = []
        var seenFiles: Set<Identity> = []
        if let root = Self.identity(folder) { folders.insert(root) }
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = FileSystem.names(in: current) else {
                skipped.append((current, "the folder cannot be read"))
                continue
            }
            var subfolders: [String] = []
            for name in names.sorted() {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
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
                        isSafeForFontconfig = false
                        skipped.append(
                            (path, "a folder reached twice (through a symbolic link)"))
                    }
                case S_IFREG:
                    if seenFiles.insert(identity).inserted {
                        files.append(File(path: path, identity: identity))
                    }
                default:
                    isSafeForFontconfig = false
                    let kind =
                        status.st_mode & S_IFMT == S_IFIFO ? "a named pipe" : "a device or socket"
                    skipped.append((path, "\(kind), not a font file"))
                }
            }
            pending += subfolders.reversed()
        }
    }

    /// The device and inode of the file or folder at `path`, following symbolic links.
    static func identity(_ path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Why a file that looks like a font could not be listed: it cannot be opened, or
    /// Fontconfig (FreeType) did not recognise its contents.
    static func reasonUnlisted(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return "cannot be read (\(String(cString: strerror(errno))))"
        }
        close(descriptor)
        return "is not a font Fontconfig can read (empty, truncated or another format)"
    }
}
