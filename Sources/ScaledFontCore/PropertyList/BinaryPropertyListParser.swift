/// The reader of binary property lists (`bplist00`) behind ``PropertyListReader``.
///
/// Foundation's reader on Linux crashes (a null-pointer read while bridging) on a binary
/// property list that contains a set, which an untrusted style dictionary may do; see
/// `Fuzz/crashes/README.md`. This reader accepts the types a property list can hold (dictionary,
/// array, string, integer, real, boolean, date, data), refuses everything else (sets, UIDs,
/// null), bounds every offset and count by the input's size, and refuses reference cycles,
/// nesting deeper than ``maximumDepth`` and dictionaries with a key written twice, so any input
/// gives a value or an error.
///
/// The format has no lines: every node and key it gives has line 0.
package struct BinaryPropertyListParser {
    /// Why a binary property list was refused.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The deepest nesting of arrays and dictionaries accepted.
    package static let maximumDepth = 64
    /// The most objects one parse visits. Objects may be shared, so a small file can describe
    /// an exponentially large tree; a style dictionary has fewer than a hundred objects.
    package static let maximumVisits = 100_000

    /// The state of one walk over the object graph.
    private struct Walk {
        package var visiting = Set<Int>()
        package var visits = 0
    }

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTableStart: Int

    /// Parses a whole binary property list.
    ///
    /// - Returns: the top object.
    /// - Throws: ``PropertyListReader/Failure`` naming what is wrong (without a line).
    package static func parse(
        _ bytes: [UInt8]
    ) throws(PropertyListReader.Failure) -> PropertyListNode {
        do {
            let reader = try BinaryPropertyListParser(bytes: bytes)
            let top = try reader.unsigned(at: bytes.count - 16, size: 8)
            var walk = Walk()
            return PropertyListNode(try reader.object(top, depth: 0, walk: &walk), line: 0)
        } catch {
            throw PropertyListReader.Failure(line: nil, error.description)
        }
    }

    private init(bytes: [UInt8]) throws(Failure) {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
            throw Failure(description: "not a bplist00 file, or shorter than its trailer")
        }
        self.bytes = bytes
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(referenceSize) else {
            throw Failure(description: "invalid integer sizes in the trailer")
        }
        // Read the 64-bit fields only after the sizes are checked.
        var count = 0
        var table = 0
        for i in 0..<8 {
            guard count >> 55 == 0, table >> 55 == 0 else {
                throw Failure(description: "object count or offset table offset out of range")
            }
            count = count << 8 | Int(bytes[trailer + 8 + i])
            table = table << 8 | Int(bytes[trailer + 24 + i])
        }
        guard count > 0, table >= 8, table <= trailer,
            count <= (trailer - table) / offsetSize
        else {
            throw Failure(description: "the offset table does not fit in the file")
        }
        objectCount = count
        offsetTableStart = table
    }

    /// Reads a big-endian unsigned integer of `size` bytes, within the file.
    private func unsigned(at position: Int, size: Int) throws(Failure) -> Int {
        guard position >= 0, size <= 8, position <= bytes.count - size else {
            throw Failure(description: "a value runs past the end of the file")
        }
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(bytes[position + i]) }
        guard value <= UInt64(Int.max) else {
            throw Failure(description: "an offset or count is out of range")
        }
        return Int(value)
    }

    /// The object with reference `index`.
    private func object(
        _ index: Int, depth: Int, walk: inout Walk
    ) throws(Failure)
        -> PropertyListValue
    {
        walk.visits += 1
        guard walk.visits <= Self.maximumVisits else {
            throw Failure(description: "more than \(Self.maximumVisits) objects")
        }
        guard index < objectCount else {
            throw Failure(description: "object reference \(index) is out of range")
        }
        let start = try unsigned(at: offsetTableStart + index * offsetSize, size: offsetSize)
        guard start >= 8, start < offsetTableStart else {
            throw Failure(description: "object \(index) lies outside the object area")
        }
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw Failure(description: "unsupported object type 0x\(hex(marker))")
            }
        case 0x1:
            guard info <= 3 else {
                throw Failure(description: "integers wider than 64 bits are not supported")
            }
            let size = 1 << info
            let raw = try bits(start + 1, size)
            // 1-, 2- and 4-byte integers are unsigned; 8-byte integers are signed.
            return .integer(Int64(bitPattern: raw))
        case 0x2:
            switch info {
            case 2:
                return .real(Double(Float(bitPattern: UInt32(try bits(start + 1, 4)))))
            case 3: return .real(Double(bitPattern: try bits(start + 1, 8)))
            default: throw Failure(description: "invalid real size")
            }
        case 0x3:
            guard marker == 0x33 else { throw Failure(description: "invalid date marker") }
            return .date(Double(bitPattern: try bits(start + 1, 8)))
        case 0x4:
            let (count, first) = try length(info, at: start)
            return .data(Array(try slice(first, count)))
        case 0x5:
            let (count, first) = try length(info, at: start)
            return .string(String(decoding: try slice(first, count), as: UTF8.self))
        case 0x6:
            let (count, first) = try length(info, at: start)
            guard count <= Int.max / 2 else { throw Failure(description: "string too long") }
            return .string(TextDecoding.bigEndianUTF16(Array(try slice(first, count * 2))))
        case 0xA, 0xD:
            guard depth < Self.maximumDepth else {
                throw Failure(description: "nesting deeper than \(Self.maximumDepth) levels")
            }
            guard walk.visiting.insert(index).inserted else {
                throw Failure(description: "object \(index) contains itself")
            }
            defer { walk.visiting.remove(index) }
            let (count, first) = try length(info, at: start)
            let isDictionary = marker >> 4 == 0xD
            let referenceCount = isDictionary ? count * 2 : count
            _ = try slice(first, referenceCount * referenceSize)
            let references = try (0..<referenceCount).map {
                (i: Int) throws(Failure) -> Int in
                try unsigned(at: first + i * referenceSize, size: referenceSize)
            }
            if !isDictionary {
                return .array(
                    try references.map { (reference: Int) throws(Failure) -> PropertyListNode in
                        PropertyListNode(
                            try object(reference, depth: depth + 1, walk: &walk), line: 0)
                    })
            }
            var entries: [PropertyListEntry] = []
            var keys = Set<String>()
            for i in 0..<count {
                guard
                    case .string(let key) = try object(
                        references[i], depth: depth + 1, walk: &walk)
                else {
                    throw Failure(description: "a dictionary key is not a string")
                }
                // A binary file has no lines to name both places by, so a key written twice
                // is refused here rather than reported as a duplicate entry.
                guard keys.insert(key).inserted else {
                    throw Failure(
                        description: "a dictionary has the key "
                            + "\(PropertyListReader.quoted(key.utf8, limit: 64)) twice")
                }
                let value = try object(references[count + i], depth: depth + 1, walk: &walk)
                entries.append(
                    PropertyListEntry(
                        key: key, keyLine: 0, value: PropertyListNode(value, line: 0)))
            }
            return .dictionary(entries)
        default:
            throw Failure(
                description: "unsupported object type 0x\(hex(marker)) (sets and UIDs are "
                    + "not property-list types)")
        }
    }

    /// The element count of a data, string, array or dictionary object and where its
    /// contents start; counts of 15 or more follow the marker as an integer object.
    private func length(_ info: Int, at start: Int) throws(Failure) -> (Int, Int) {
        guard info == 0x0F else { return (info, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else {
            throw Failure(description: "invalid length marker")
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        _ = try slice(start + 2, size)
        let count = try unsigned(at: start + 2, size: size)
        guard count <= bytes.count else {
            throw Failure(description: "a length is larger than the file")
        }
        return (count, start + 2 + size)
    }

    /// `count` bytes from `start`, within the object area (before the offset table).
    private func slice(_ start: Int, _ count: Int) throws(Failure) -> ArraySlice<UInt8> {
        guard count >= 0, start <= offsetTableStart, count <= offsetTableStart - start else {
            throw Failure(description: "a value runs past the end of the file")
        }
        return bytes[start..<(start + count)]
    }

    private func bits(_ start: Int, _ size: Int) throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        for byte in try slice(start, size) { value = value << 8 | UInt64(byte) }
        return value
    }

    private func hex(_ byte: UInt8) -> String {
        String(byte, radix: 16, uppercase: true)
    }
}
