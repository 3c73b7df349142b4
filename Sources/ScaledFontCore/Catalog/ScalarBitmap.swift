/// A set of Unicode scalars as one bit per code point (136 KiB for all of Unicode): membership,
/// insertion and removal cost the same for any number of characters, without hashing, which
/// keeps coverage of a text of a million distinct characters linear.
package struct ScalarBitmap {
    private var words: [UInt64]
    /// The number of scalars in the set.
    package private(set) var count = 0

    package init(_ scalars: some Sequence<Unicode.Scalar>) {
        words = [UInt64](repeating: 0, count: (0x10FFFF >> 6) + 1)
        for scalar in scalars { insert(scalar.value) }
    }

    package var isEmpty: Bool { count == 0 }

    package func contains(_ value: UInt32) -> Bool {
        value <= 0x10FFFF && words[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
    }

    package mutating func insert(_ value: UInt32) {
        guard value <= 0x10FFFF, !contains(value) else { return }
        words[Int(value >> 6)] |= 1 << UInt64(value & 63)
        count += 1
    }

    package mutating func remove(_ value: UInt32) {
        guard contains(value) else { return }
        words[Int(value >> 6)] &= ~(1 << UInt64(value & 63))
        count -= 1
    }

    /// The scalars in the set, in code point order.
    package var members: [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(count)
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                let bit = UInt32(bits.trailingZeroBitCount)
                if let scalar = Unicode.Scalar(UInt32(index) << 6 | bit) { result.append(scalar) }
                bits &= bits - 1
            }
        }
        return result
    }
}
