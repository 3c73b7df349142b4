/// A stable 128-bit fingerprint of text, as 32 hexadecimal digits: two 64-bit FNV-1a hashes
/// (Fowler–Noll–Vo, the published offset basis and prime) of the UTF-8 bytes, the second
/// started from the basis with its bits inverted.
///
/// It identifies a finding across runs (GitLab's Code Quality `fingerprint`); it is not a
/// cryptographic hash and protects nothing.
enum Fingerprint {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The fingerprint of `text`.
    static func of(_ text: String) -> String {
        hex(fnv1a(text, basis: offsetBasis)) + hex(fnv1a(text, basis: ~offsetBasis))
    }

    private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
