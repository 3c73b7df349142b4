import ScaledFontCheck

/// How text reports show a font file: relative to the current folder when the file is inside
/// it (`Fonts/NotoSerif/NotoSerif-Bold.ttf`), else absolute. JSON keeps absolute paths.
/// The current folder is the run's (``RunContext/current``).
enum DisplayPath {
    /// `path` relative to the current folder when it lies inside it.
    static func show(_ path: String) -> String {
        let folder = RunContext.current.currentFolder
        // Printable ASCII (most paths) has a character per byte: the folder and its slash are
        // compared and dropped as bytes, without counting characters.
        if PrintableText.isPrintableASCII(path), PrintableText.isPrintableASCII(folder) {
            let bytes = path.utf8
            guard bytes.count > folder.utf8.count, path.hasPrefix(folder),
                bytes[bytes.index(bytes.startIndex, offsetBy: folder.utf8.count)]
                    == UInt8(ascii: "/")
            else { return path }
            return String(path[bytes.index(bytes.startIndex, offsetBy: folder.utf8.count + 1)...])
        }
        let currentFolder = folder + "/"
        return path.hasPrefix(currentFolder) ? String(path.dropFirst(currentFolder.count)) : path
    }

    /// `path` as ``show(_:)``, followed by ` (index N)` for a face other than the first of a
    /// collection (`.ttc`), as `fonts` shows it.
    static func show(_ path: String, index: Int) -> String {
        index == 0 ? show(path) : "\(show(path)) (index \(index))"
    }
}
