import ScaledFont

/// Writes a PNG file so that what its path names is never lost or half-written
/// (`FileSystem.replaceFile(_:with:)`: a new file beside it, renamed over the path only once
/// every byte is on disk).
///
/// libpng's own `png_image_write_to_file` truncates the file first and removes it when
/// writing fails, which deletes what the path named (a device node, a symbolic link, the
/// previous image). Here a failure leaves the path as it was and removes only the new file.
enum OutputFile {
    /// Refuses a path that names something other than a regular file: a symbolic link, a
    /// folder, a named pipe, a socket or a device; and one whose folder is reached through a
    /// symbolic link leading outside the current folder. A path that names nothing is
    /// accepted when its folder exists.
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` naming the path and what it is.
    static func check(_ path: String) throws(ScaledFontError) {
        if let problem = FileSystem.outputProblem(path) { throw failure(path, problem) }
    }

    /// Writes `bytes` over the path, or leaves it as it was.
    ///
    /// - Throws: `ScaledFontError` `.imageUnwritable` naming the path, with the system's
    ///   reason, when the path is refused by `check(_:)` or any step fails.
    static func replace(_ path: String, with bytes: [UInt8]) throws(ScaledFontError) {
        if let problem = FileSystem.replaceFile(path, with: bytes) {
            throw failure(path, problem)
        }
    }

    private static func failure(
        _ path: String, _ problem: FileSystem.OutputFailure
    ) -> ScaledFontError {
        switch problem {
        case .notRegularFile, .folderLinkedOutside:
            ScaledFontError(
                .imageUnwritable, "cannot write the PNG file \(path): \(problem.description)",
                file: path)
        case .system(let error):
            ScaledFontError(
                .imageUnwritable, "cannot write the PNG file \(path)", file: path,
                cause: ScaledFontError.SystemError(errno: error.number))
        }
    }
}
