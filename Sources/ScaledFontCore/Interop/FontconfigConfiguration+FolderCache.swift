internal import CFontconfig

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Fontconfig's caches of registered folders, used only when they are known to be fresh and
/// written only into the user's cache folder.
///
/// Fontconfig holds a folder's cache valid while the folder's modification time is unchanged
/// (`FcDirCacheLoad`), so a font overwritten in place (`cat new > old.ttf`, or `tar` and CI
/// cache restores, which set the times back) would keep the names of the file it replaced.
/// A cache is used here only when it was written after the latest modification or status
/// change of every file and folder the scan walked: the status change time cannot be set
/// back. Otherwise the files are read one by one, and the caches are written again for the
/// next run, by a configuration that knows only the user's cache folder: never into the
/// system's (`/var/cache/fontconfig`, where Fontconfig writes first when run as root), and not
/// at all when the user's cannot be written (a read-only `HOME`), where Fontconfig would print
/// "No writable cache directories".
extension FontconfigConfiguration {
    /// The cache folders Fontconfig uses for the user: `$XDG_CACHE_HOME/fontconfig`, or
    /// `$HOME/.cache/fontconfig` (what `<cachedir prefix="xdg">fontconfig</cachedir>` names).
    package static let userCacheDeclaration =
        #"<fontconfig><cachedir prefix="xdg">fontconfig</cachedir></fontconfig>"#

    /// Whether every folder of the scan has a cache that this configuration would load
    /// (`FcDirCacheLoad`) and whose file was written after ``FontFolderScan/latestChange``.
    package func hasFreshCaches(_ scan: FontFolderScan) -> Bool {
        scan.folders.allSatisfy { folder in
            var cacheFile: UnsafeMutablePointer<FcChar8>?
            guard
                let cache = FcDirCacheLoad(
                    FileSystem.absoluteStandardPath(folder), handle, &cacheFile)
            else { return false }
            FcDirCacheUnload(cache)
            guard let cacheFile else { return false }
            defer { FcStrFree(cacheFile) }
            var status = stat()
            let found = cacheFile.withMemoryRebound(to: CChar.self, capacity: 1) {
                stat($0, &status) == 0
            }
            let written = (
                seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec)
            )
            return found && written > scan.latestChange
        }
    }

    /// Writes a new cache of each folder of the scan (`FcDirCacheRead` with `force`) into the
    /// user's cache folder, when that folder can be written; does nothing otherwise.
    package static func writeUserCaches(_ scan: FontFolderScan) {
        guard isUserCacheWritable(), let helper = FcConfigCreate() else { return }
        defer { FcConfigDestroy(helper) }
        guard FcConfigParseAndLoadFromMemory(helper, userCacheDeclaration, FcTrue) != 0 else {
            return
        }
        for folder in scan.folders {
            if let cache = FcDirCacheRead(FileSystem.absoluteStandardPath(folder), FcTrue, helper) {
                FcDirCacheUnload(cache)
            }
        }
    }

    /// Whether the user's Fontconfig cache folder exists (or can be made) and can be written.
    private static func isUserCacheWritable() -> Bool {
        let base: String
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            base = xdg
        } else if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return false
        }
        let folder = base + "/fontconfig"
        for path in [base, folder] where !FileSystem.isFolder(path) {
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return false }
        }
        return access(folder, W_OK) == 0
    }
}
