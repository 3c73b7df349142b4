#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Byte-by-byte comparison of two files, for telling a bundled copy of an installed font from
/// another version of it.
enum FileComparison {
    /// Whether two files hold the same bytes (`fopen` + `fread`); `false` when either cannot
    /// be read.
    static func sameContents(_ a: String, _ b: String) -> Bool {
        guard let first = fopen(a, "rb") else { return false }
        defer { fclose(first) }
        guard let second = fopen(b, "rb") else { return false }
        defer { fclose(second) }
        let size = 64 * 1024
        var bufferA = [UInt8](repeating: 0, count: size)
        var bufferB = [UInt8](repeating: 0, count: size)
        while true {
            let countA = fread(&bufferA, 1, size, first)
            let countB = fread(&bufferB, 1, size, second)
            guard countA == countB, bufferA[..<countA] == bufferB[..<countB] else { return false }
            if countA < size { return ferror(first) == 0 && ferror(second) == 0 }
        }
    }
}
