#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Byte-by-byte comparison of two files, for telling a bundled copy of an installed font from
/// another version of it.
package enum FileComparison {
    /// Whether two files hold the same bytes; `false` when either cannot be read.
    ///
    /// Files of different sizes (`fstat`) differ without being read, and the same file reached
    /// twice is the same; otherwise both are read in 64 KiB chunks (`read`) compared with
    /// `memcmp`, which compares many bytes per instruction, where an element-by-element Swift
    /// loop compares one (the benchmark row `check-wall` measures a check that compares the
    /// bundled Noto Serif with its installed copy).
    package static func sameContents(_ a: String, _ b: String) -> Bool {
        let first = open(a, O_RDONLY | O_CLOEXEC)
        guard first >= 0 else { return false }
        defer { close(first) }
        let second = open(b, O_RDONLY | O_CLOEXEC)
        guard second >= 0 else { return false }
        defer { close(second) }
        var statusA = stat()
        var statusB = stat()
        guard fstat(first, &statusA) == 0, fstat(second, &statusB) == 0,
            statusA.st_size == statusB.st_size
        else { return false }
        if statusA.st_dev == statusB.st_dev && statusA.st_ino == statusB.st_ino { return true }
        let size = 64 * 1024
        var bufferA = [UInt8](repeating: 0, count: size)
        var bufferB = [UInt8](repeating: 0, count: size)
        while true {
            guard let countA = fill(&bufferA, from: first),
                let countB = fill(&bufferB, from: second),
                countA == countB
            else { return false }
            if countA == 0 { return true }
            guard memcmp(bufferA, bufferB, countA) == 0 else { return false }
        }
    }

    /// Reads until `buffer` is full or the file ends: the byte count, or `nil` on an error.
    private static func fill(_ buffer: inout [UInt8], from descriptor: Int32) -> Int? {
        var count = 0
        while count < buffer.count {
            let result = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else { return nil }
            if result == 0 { break }
            count += result
        }
        return count
    }
}
