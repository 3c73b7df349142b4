import Foundation

extension StyleDictionary {
    /// The largest style dictionary file accepted, in bytes (1 MiB). A real dictionary is a
    /// few kilobytes; anything larger is refused before parsing, so a hostile file cannot make
    /// the check slow or exhaust memory.
    public static let maximumFileSize = 1 << 20

    /// Reads and validates a style dictionary file (XML or binary property list).
    ///
    /// - Parameter path: the file's path; diagnostics name it as given.
    /// - Returns: the dictionary, with a diagnostic for each invalid or suspicious entry.
    /// - Throws: ``ScaledFontError`` with code `.dictionaryUnreadable` when the file cannot be
    ///   read (missing, a folder, no permission, over ``maximumFileSize``), or
    ///   `.dictionaryMalformed` when it is not a property list whose root is a dictionary.
    public static func load(path: String) throws(ScaledFontError) -> StyleDictionary {
        let data = try readFile(path)
        return try StyleDictionary(data: data, file: path)
    }

    /// Parses and validates a style dictionary from property-list or JSON bytes.
    ///
    /// - Parameters:
    ///   - data: an XML or binary property list, or JSON of the same shape (see
    ///     ``Format/init(of:file:)`` for how the format is told).
    ///   - file: the name used in diagnostics.
    /// - Throws: ``ScaledFontError`` with code `.dictionaryMalformed`.
    public init(data: some Collection<UInt8>, file: String) throws(ScaledFontError) {
        let data = Data(data)
        let format = Format(of: data, file: file)
        let root: Any
        if format == .json {
            root = try Self.parseJSON(data, file: file)
        } else {
            do {
                // Binary input never reaches Foundation's reader, which crashes on some binary
                // property lists (see BinaryPropertyList).
                root =
                    BinaryPropertyList.isBinary(data)
                    ? try BinaryPropertyList.parse(data)
                    : try PropertyListSerialization.propertyList(from: data, format: nil)
            } catch {
                throw ScaledFontError(
                    .dictionaryMalformed, "\(file): not a property list",
                    file: file, cause: Self.parserCause(error))
            }
        }
        guard let dictionary = root as? [String: Any] else {
            throw ScaledFontError(
                .dictionaryMalformed,
                "\(file): the root of a style dictionary must be a dictionary, not \(PlistKind(root))",
                file: file)
        }
        let scan = format == .json ? JSONKeyScan.keys(in: data) : XMLKeyScan(data)
        let lines = scan.lines
        var validator = EntryValidator(file: file, keys: scan)
        var entries: [TextStyle: StyleEntry] = [:]
        for key in dictionary.keys.sorted(by: { (lines[$0] ?? 0, $0) < (lines[$1] ?? 0, $1) }) {
            if let entry = validator.validate(key: key, value: dictionary[key]!) {
                entries[TextStyle(rawValue: key)!] = entry
            }
        }
        self.init(
            file: file, entries: entries, diagnostics: validator.diagnostics, keyLines: lines)
    }

    /// Reads the whole file, refusing anything that is not a regular file of at most
    /// ``maximumFileSize`` bytes.
    ///
    /// The file is opened with `O_NONBLOCK` and checked with `fstat` before any read: opening
    /// a FIFO without it blocks until some other process writes to it, so a `check` in CI
    /// would hang on a named pipe called `Styles.plist`. Checking the open descriptor (not the
    /// path) also follows symbolic links and leaves no gap between the check and the read.
    private static func readFile(_ path: String) throws(ScaledFontError) -> Data {
        func unreadable(_ detail: String, cause: String? = nil) -> ScaledFontError {
            ScaledFontError(.dictionaryUnreadable, "\(path): \(detail)", file: path, cause: cause)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw unreadable("no such file")
            case EACCES: throw unreadable("permission denied: the file cannot be read")
            default:
                throw unreadable(
                    "cannot be opened for reading", cause: String(cString: strerror(code)))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw unreadable("cannot be examined", cause: String(cString: strerror(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw unreadable("is a directory, not a style dictionary file")
        case S_IFIFO: throw unreadable("is a named pipe (FIFO), not a style dictionary file")
        default: throw unreadable("is a device or socket, not a style dictionary file")
        }
        if status.st_size > maximumFileSize {
            throw unreadable(
                "file is \(status.st_size) bytes, more than the \(maximumFileSize)-byte limit "
                    + "for a style dictionary")
        }
        // Read to the end, not to st_size: files in /proc report size 0 but have contents,
        // and a file may grow after fstat. One byte more than the limit proves it too big.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maximumFileSize else {
                    throw unreadable("file is larger than the \(maximumFileSize)-byte limit")
                }
                bytes += repeatElement(0, count: Swift.min(count, maximumFileSize + 1 - count))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                throw unreadable("read failed", cause: String(cString: strerror(errno)))
            }
            count += result
        }
        return Data(bytes[..<count])
    }

    private static func parserCause(_ error: Error) -> String {
        if let failure = error as? BinaryPropertyList.Failure { return failure.description }
        let nsError = error as NSError
        return nsError.userInfo[NSDebugDescriptionErrorKey] as? String
            ?? nsError.localizedDescription
    }
}

/// The name of a property-list value's type, for messages ("a string", "an array").
struct PlistKind: CustomStringConvertible {
    let description: String

    init(_ value: Any) {
        if type(of: value) == Bool.self {
            description = "a boolean"
        } else if value is NSNumber {
            description = "a number"
        } else if value is String {
            description = "a string"
        } else if value is Date {
            description = "a date"
        } else if value is Data {
            description = "data"
        } else if value is [Any] {
            description = "an array"
        } else if value is [String: Any] {
            description = "a dictionary"
        } else if value is NSNull {
            description = "null"
        } else {
            description = "a value of an unknown type"
        }
    }
}
