import Foundation

/// Overwrites `file` with the bytes of `replacement` (the same inode, written in place, as
/// `cat new > old` does) and gives its folder back the modification time it had, as `tar`
/// and CI cache restores leave a folder.
///
/// - Throws: when a step fails, or the folder's time does not read back as it was.
public func replaceInPlace(_ file: String, with replacement: String) throws {
    let folder = (file as NSString).deletingLastPathComponent
    func failure() -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
    }
    var status = stat()
    guard stat(folder, &status) == 0 else { throw failure() }
    try Data(contentsOf: URL(fileURLWithPath: replacement)).write(to: URL(fileURLWithPath: file))
    var times = [status.st_atim, status.st_mtim]
    guard utimensat(AT_FDCWD, folder, &times, 0) == 0 else { throw failure() }
    var after = stat()
    guard stat(folder, &after) == 0, after.st_mtim.tv_sec == status.st_mtim.tv_sec,
        after.st_mtim.tv_nsec == status.st_mtim.tv_nsec
    else { throw failure() }
}
