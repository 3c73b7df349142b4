/// The bytes of a TrueType font, edited in place to make the hostile fonts of the benchmark from a
/// bundled one at run time (no font is committed for them and no Python is needed).
///
/// Only fields the edits name are changed; table checksums are left as they were, as FreeType
/// and Fontconfig do not verify them.
struct FontFile {
    private(set) var bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The offset of a table from the table directory (a 12-byte header, then 16-byte records
    /// of tag, checksum, offset and length).
    private func table(_ tag: String) throws -> Int {
        let tagBytes = Array(tag.utf8)
        let count = Int(uint16(at: 4))
        for record in 0..<count {
            let start = 12 + 16 * record
            if Array(bytes[start..<start + 4]) == tagBytes {
                return Int(uint32(at: start + 8))
            }
        }
        throw Failure("the font has no '\(tag)' table")
    }

    private func uint16(at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) << 16 | UInt32(uint16(at: offset + 2))
    }

    private mutating func setUInt16(_ value: UInt16, at offset: Int) {
        bytes[offset] = UInt8(value >> 8)
        bytes[offset + 1] = UInt8(value & 0xff)
    }

    /// Sets `head.unitsPerEm` (offset 18 of the `head` table).
    mutating func setUnitsPerEm(_ value: UInt16) throws {
        setUInt16(value, at: try table("head") + 18)
    }

    /// The `name` table's records: (offset of the record, name ID, offset and length of its
    /// string). The table is a format, a count and the strings' offset, then 12-byte records of
    /// platform, encoding, language, name ID, length and offset.
    private func nameRecords() throws -> [(record: Int, nameID: UInt16, string: Range<Int>)] {
        let name = try table("name")
        let strings = name + Int(uint16(at: name + 4))
        return (0..<Int(uint16(at: name + 2))).map { index in
            let record = name + 6 + 12 * index
            let start = strings + Int(uint16(at: record + 10))
            return (record, uint16(at: record + 6), start..<start + Int(uint16(at: record + 8)))
        }
    }

    /// Gives every name record with `nameID` another ID, so the font no longer has that name.
    mutating func renameNameID(_ nameID: UInt16, to newID: UInt16) throws {
        for record in try nameRecords() where record.nameID == nameID {
            setUInt16(newID, at: record.record + 6)
        }
    }

    /// Replaces `text` with `replacement` in every name string (UTF-16 big endian, as the
    /// Windows records of the bundled fonts are), in place: both must have as many UTF-16 code
    /// units.
    mutating func replaceInNames(_ text: String, with replacement: String) throws {
        let old = Array(text.utf16)
        let new = Array(replacement.utf16)
        precondition(old.count == new.count, "a name edit in place keeps the length")
        for record in try nameRecords() {
            var offset = record.string.lowerBound
            while offset + 2 * old.count <= record.string.upperBound {
                let matches = old.indices.allSatisfy { uint16(at: offset + 2 * $0) == old[$0] }
                if matches {
                    for (index, unit) in new.enumerated() {
                        setUInt16(unit, at: offset + 2 * index)
                    }
                    offset += 2 * old.count
                } else {
                    offset += 2
                }
            }
        }
    }
}
