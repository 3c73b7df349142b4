#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// One walk of a folder and everything below it, each real folder entered once: the walk
/// registered font folders (``FontFolderScan``) and a repository's discovery share.
///
/// Names are read with `opendir` and `readdir`, in byte order within each folder; each
/// subfolder is walked, depth first, after the files of its parent. What the walk refuses to
/// follow it reports instead (``Skip``):
/// - a symbolic link whose real path (`realpath`) lies outside the walked folder is neither
///   entered nor opened: `r -> /` in a pull request would otherwise walk the whole file system;
/// - a folder reached a second time (by device and inode, `stat`) is not entered again, so a
///   link such as `self -> .` costs one entry, not `self/self/...` until the kernel refuses
///   the path;
/// - a folder that cannot be opened, a name that is not UTF-8 (Swift cannot spell the path),
///   a loop of links, a named pipe, a device or a socket;
/// - past `entryLimit` names read, the walk ends with one note.
///
/// A dangling symbolic link is nothing, and is not reported.
package enum FolderWalk {
    /// A file or folder by device and inode: the same whatever path reaches it.
    package struct Identity: Hashable, Sendable {
        package let device: UInt64
        package let inode: UInt64
    }

    /// A file or folder met by the walk.
    package struct Item {
        /// The path, starting with the walked folder as the caller gave it.
        package let path: String
        /// The last component of the path.
        package let name: String
        package let identity: Identity
        /// The size in bytes (`st_size`; of the link's target for a symbolic link).
        package let size: Int
        /// The later of the modification and status change times (`st_mtim`, `st_ctim`), as
        /// (seconds, nanoseconds).
        package let latestChange: (seconds: Int, nanoseconds: Int)
    }

    /// Why the walk left an entry out.
    package enum Skip: Equatable, Sendable {
        /// A folder that cannot be opened (permissions, removed during the walk).
        case unreadableFolder
        /// A name that is not UTF-8; the path is written with `\xFF` for such bytes.
        case nameNotUTF8
        /// A symbolic link whose real path is outside the walked folder.
        case linkOutside(realPath: String)
        /// A symbolic link that leads back to itself (`ELOOP`).
        case linkLoop
        /// A folder already entered, reached again through a symbolic link.
        case folderReachedTwice
        /// A named pipe (FIFO): opening one blocks until some process writes to it.
        case namedPipe
        /// A device or a socket.
        case deviceOrSocket
        /// The walk read `entryLimit` names and ended in this folder.
        case entryLimit(Int)
    }

    /// What the walk reports, in walk order.
    package enum Event {
        /// A folder whose names are about to be read, the walked folder first.
        case folder(Item)
        /// A regular file, once for every path that reaches it.
        case file(Item)
        /// An entry left out, and why.
        case skipped(path: String, Skip)
    }

    /// Walks `folder` and everything below it, following symbolic links that stay inside it.
    ///
    /// - Parameters:
    ///   - folder: the folder to walk; reported paths start with it as given.
    ///   - entryLimit: the most names read before the walk ends with ``Skip/entryLimit(_:)``.
    ///   - entering: asked for every subfolder before it is entered (before the check that it
    ///     was not entered already), so an excluded folder is neither walked nor noted.
    ///   - visit: called for every event, in walk order.
    package static func walk(
        _ folder: String, entryLimit: Int = .max, entering: (Item) -> Bool = { _ in true },
        _ visit: (Event) -> Void
    ) {
        guard let root = item(folder, name: FileSystem.lastComponent(of: folder)) else {
            visit(.skipped(path: folder, .unreadableFolder))
            return
        }
        let realRoot = FileSystem.realPath(folder) ?? folder
        var entered: Set<Identity> = [root.identity]
        var pending = [root]
        var count = 0
        while let current = pending.popLast() {
            guard let names = names(in: current.path) else {
                visit(.skipped(path: current.path, .unreadableFolder))
                continue
            }
            visit(.folder(current))
            let prefix = current.path.hasSuffix("/") ? current.path : current.path + "/"
            var subfolders: [Item] = []
            for entry in names {
                count += 1
                guard count <= entryLimit else {
                    visit(.skipped(path: current.path, .entryLimit(entryLimit)))
                    return
                }
                guard let name = entry.name else {
                    visit(.skipped(path: prefix + entry.printable, .nameNotUTF8))
                    continue
                }
                let path = prefix + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFLNK {
                    if let target = FileSystem.realPath(path),
                        !FileSystem.isWithin(target, folder: realRoot)
                    {
                        visit(.skipped(path: path, .linkOutside(realPath: target)))
                        continue
                    }
                    guard stat(path, &status) == 0 else {
                        // A dangling link is nothing; a loop of links is worth a note.
                        if errno == ELOOP { visit(.skipped(path: path, .linkLoop)) }
                        continue
                    }
                }
                let found = item(path, name: name, status)
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    guard entering(found) else { continue }
                    if entered.insert(found.identity).inserted {
                        subfolders.append(found)
                    } else {
                        visit(.skipped(path: path, .folderReachedTwice))
                    }
                case S_IFREG: visit(.file(found))
                case S_IFIFO: visit(.skipped(path: path, .namedPipe))
                default: visit(.skipped(path: path, .deviceOrSocket))
                }
            }
            pending += subfolders.reversed()
        }
    }

    /// The device and inode of the file or folder at `path`, following symbolic links; while
    /// ``withIdentitiesRemembered(_:)`` runs, asked of the system once per path.
    package static func identity(_ path: String) -> Identity? {
        guard let remembered = rememberedIdentities else { return statIdentity(path) }
        return remembered.answer(path) { statIdentity(path) }
    }

    private static func statIdentity(_ path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The identities ``identity(_:)`` found while a ``withIdentitiesRemembered(_:)`` runs.
    @TaskLocal private static var rememberedIdentities: RememberedAnswers<String, Identity?>?

    /// Runs `body` with each path's identity asked of the system once: a check of many
    /// targets asks the identity of the same font files for each target, and the files of a
    /// check do not change while it runs. Runs in parallel each remember their own.
    package static func withIdentitiesRemembered<Result>(_ body: () -> Result) -> Result {
        if rememberedIdentities != nil { return body() }
        return $rememberedIdentities.withValue(RememberedAnswers(), operation: body)
    }

    /// The item at `path`, following symbolic links (`stat`), or `nil` when nothing is there.
    private static func item(_ path: String, name: String) -> Item? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return item(path, name: name, status)
    }

    private static func item(_ path: String, name: String, _ status: stat) -> Item {
        var latest = (seconds: 0, nanoseconds: 0)
        for time in [status.st_mtim, status.st_ctim] {
            let change = (seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
            if change > latest { latest = change }
        }
        return Item(
            path: path, name: name,
            identity: Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)),
            size: Int(status.st_size), latestChange: latest)
    }

    /// One name in a folder: as text when it is UTF-8, else `nil`, with a printable form
    /// (bytes that are not UTF-8 written `\xFF`).
    private struct Entry {
        let name: String?
        let printable: String
    }

    /// The entries of a folder in byte order of their names (`opendir`, `readdir`), without
    /// `.` and `..`; `nil` when it cannot be opened.
    private static func names(in folder: String) -> [Entry]? {
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
}
