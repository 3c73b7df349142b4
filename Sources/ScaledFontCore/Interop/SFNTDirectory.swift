#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The headers of a font file as the OpenType specification lays them out: whether it is an
/// sfnt (TrueType or OpenType) file or a collection of them, and each face's table directory
/// (tag, offset, length). Read with `pread` from the headers alone, never the tables.
package struct SFNTDirectory {
    /// One record of a table directory.
    package struct Table {
        /// The tag's four bytes, big-endian (`name` is 0x6E61_6D65).
        package let tagValue: UInt32
        package let offset: UInt64
        package let length: UInt64

        /// The four-letter tag (`glyf`, `name`), unprintable bytes as `?`.
        package var tag: String {
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: tagValue >> (24 - 8 * $0)) }
            return String(
                decoding: bytes.map { (0x20..<0x7F).contains($0) ? $0 : 0x3F }, as: UTF8.self)
        }
    }

    /// The file's size in bytes.
    package let size: UInt64
    /// Whether the file starts as an sfnt or a collection (`ttcf`) does.
    package let isSFNT: Bool
    /// Each face's tables (one face for a single font; the first 1,024 of a collection, so a
    /// hostile count cannot make reading slow).
    package private(set) var faces: [[Table]] = []
    /// Why the headers themselves cannot be read whole (a directory cut short), if so.
    package private(set) var truncation: String?

    /// Reads the headers of the file at `path`.
    ///
    /// - Returns: `nil` when the file cannot be opened or is not a regular file (left to
    ///   Fontconfig and FreeType, which say why).
    package init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        let size = UInt64(status.st_size)
        self.size = size
        /// `count` bytes at `offset`, or `nil` when the file is shorter.
        func bytes(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard offset + UInt64(count) <= size else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let read = buffer.withUnsafeMutableBytes {
                    pread(
                        descriptor, $0.baseAddress! + done, count - done,
                        off_t(offset) + off_t(done))
                }
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else { return nil }
                done += read
            }
            return buffer
        }
        func number(_ bytes: [UInt8], _ at: Int, _ width: Int) -> UInt64 {
            bytes[at..<at + width].reduce(0) { $0 << 8 | UInt64($1) }
        }
        guard let header = bytes(0, 12) else {
            isSFNT = false
            return
        }
        var directories: [UInt64] = []
        if number(header, 0, 4) == 0x7474_6366 {  // 'ttcf'
            isSFNT = true
            let count = min(number(header, 8, 4), 1024)
            guard let offsets = bytes(12, Int(count) * 4) else {
                truncation = "its collection header runs past the end of the file"
                return
            }
            directories = (0..<Int(count)).map { number(offsets, $0 * 4, 4) }
        } else {
            // TrueType (0x00010000, 'true'), OpenType with CFF ('OTTO'), old Apple Type 1 in
            // an sfnt wrapper ('typ1').
            switch number(header, 0, 4) {
            case 0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031: isSFNT = true
            default: isSFNT = false
            }
            guard isSFNT else { return }
            directories = [0]
        }
        var read: [UInt64: [Table]] = [:]
        for directory in directories {
            if let tables = read[directory] {
                faces.append(tables)
                continue
            }
            guard let head = bytes(directory, 12) else {
                truncation = "a table directory runs past the end of the file"
                return
            }
            let count = Int(number(head, 4, 2))
            guard let records = bytes(directory + 12, count * 16) else {
                truncation = "its table directory runs past the end of the file"
                return
            }
            var tables: [Table] = []
            tables.reserveCapacity(count)
            for index in 0..<count {
                let record = index * 16
                tables.append(
                    Table(
                        tagValue: UInt32(number(records, record, 4)),
                        offset: number(records, record + 8, 4),
                        length: number(records, record + 12, 4)))
            }
            read[directory] = tables
            faces.append(tables)
        }
    }

    /// Why the file is unusable because it was cut short, or `nil`: its headers, or a table of
    /// any face's directory, run past the end of the file. FreeType silently drops such a table
    /// (a truncated `glyf` leaves glyphs without outlines), so the face would resolve, measure
    /// and draw wrongly.
    package var truncated: String? {
        if let truncation { return truncation + ": it is truncated" }
        for tables in faces {
            for table in tables where table.offset + table.length > size {
                return "its '\(table.tag)' table runs past the end of the file "
                    + "(\(table.offset + table.length) of \(size) bytes): it is truncated"
            }
        }
        return nil
    }

    /// Why a device (iOS, tvOS, watchOS) would not load the file as an app's font, or `nil`:
    /// it loads TrueType and OpenType fonts and collections of them, each face with a `name`
    /// table (without one a face has no name to ask for; Fontconfig makes a family up from the
    /// file's name, which no device does).
    package var deviceProblem: String? {
        guard isSFNT else {
            return "it is not a TrueType or OpenType font (a device loads only those)"
        }
        if faces.contains(where: { !$0.contains { $0.tagValue == 0x6E61_6D65 } }) {  // 'name'

            return "it has no 'name' table, so a device finds no font by any name in it"
        }
        return nil
    }
}
