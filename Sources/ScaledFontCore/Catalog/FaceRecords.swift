/// Faces as compact records: every name and path as bytes in one buffer, as Fontconfig's
/// patterns hold them, and a ``FontFace`` built only for a record that is asked for.
///
/// A machine has hundreds of installed faces, each with family and full names in several
/// languages; a check looks up a dozen names. Building a `String` for every name of every
/// face, and a `FontFace` per face, cost more than the rest of the catalog. Plain values, so
/// `Sendable` and safe to read from any thread.
package struct FaceRecords: Sendable {
    /// One face: where its names sit in ``bytes`` and its style properties.
    package struct Record: Sendable {
        /// The font file's path (never empty: a pattern without one is no face).
        package var file: Range<Int>
        /// The PostScript name, empty when the face has none.
        package var postscriptName: Range<Int>
        /// The style name, empty when the face has none.
        package var style: Range<Int>
        /// The family names, as positions in ``FaceRecords/names``.
        package var families: Range<Int>
        /// The full names, as positions in ``FaceRecords/names``.
        package var fullNames: Range<Int>
        /// Whether the path is ASCII: compared byte by byte, as `String` would compare it.
        package var fileIsASCII: Bool
        package var index: Int
        package var weight: FontWeight
        package var slant: FontFace.Slant
        package var width: Int
    }

    /// The UTF-8 bytes of every path and name, one after the other.
    package private(set) var bytes: [UInt8] = []
    /// Where each family and full name sits in ``bytes``.
    package private(set) var names: [Range<Int>] = []
    package private(set) var records: [Record] = []

    /// The properties of a face to append, its texts given as C strings that are copied.
    package struct Properties {
        package var file: UnsafePointer<UInt8>
        package var postscriptName: UnsafePointer<UInt8>?
        package var style: UnsafePointer<UInt8>?
        package var index: Int
        package var weight: FontWeight
        package var slant: FontFace.Slant
        package var width: Int
    }

    /// Appends a face; `families` and `fullNames` each call their argument once per name,
    /// in order.
    package mutating func append(
        _ properties: Properties,
        families: ((UnsafePointer<UInt8>) -> Void) -> Void,
        fullNames: ((UnsafePointer<UInt8>) -> Void) -> Void
    ) {
        let file = appendText(properties.file)
        let postscriptName = properties.postscriptName.map { appendText($0) } ?? 0..<0
        let style = properties.style.map { appendText($0) } ?? 0..<0
        let firstFamily = names.count
        families { names.append(appendText($0)) }
        let firstFullName = names.count
        fullNames { names.append(appendText($0)) }
        records.append(
            Record(
                file: file, postscriptName: postscriptName, style: style,
                families: firstFamily..<firstFullName, fullNames: firstFullName..<names.count,
                fileIsASCII: !bytes[file].contains { $0 >= 0x80 }, index: properties.index,
                weight: properties.weight, slant: properties.slant, width: properties.width))
    }

    private mutating func appendText(_ text: UnsafePointer<UInt8>) -> Range<Int> {
        let start = bytes.count
        var end = text
        while end.pointee != 0 { end += 1 }
        bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: end - text))
        return start..<bytes.count
    }

    /// The text at `range` as a `String` (invalid UTF-8 repaired, as `String(cString:)` does).
    package func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The face of a record, as ``FontFace/init(_:registered:)`` reads it from its pattern.
    package func face(_ record: Record, registered: Bool) -> FontFace {
        FontFace(
            postscriptName: string(record.postscriptName),
            families: names[record.families].map(string),
            fullNames: names[record.fullNames].map(string), style: string(record.style),
            file: string(record.file), index: record.index, weight: record.weight,
            slant: record.slant, width: record.width, isRegistered: registered)
    }

    /// Whether `a` sorts before `b` by file, then index, as `(String, Int)` tuples compare.
    package func precedes(_ a: Record, _ b: Record) -> Bool {
        switch compareFiles(a, b) {
        case .less: true
        case .greater: false
        case .equal: a.index < b.index
        }
    }

    /// Whether two records are the same face: the same file and index.
    package func isSameFace(_ a: Record, _ b: Record) -> Bool {
        a.index == b.index && compareFiles(a, b) == .equal
    }

    private enum Order { case less, equal, greater }

    /// Paths compared as `String` compares them: byte by byte when both are ASCII (the same
    /// order, and nearly every path), else as strings (canonical equivalence).
    private func compareFiles(_ a: Record, _ b: Record) -> Order {
        guard a.fileIsASCII, b.fileIsASCII else {
            let (fileA, fileB) = (string(a.file), string(b.file))
            return fileA < fileB ? .less : fileA == fileB ? .equal : .greater
        }
        // One pass over raw bytes to the first difference: installed paths share long
        // prefixes, and the generic `elementsEqual` then `lexicographicallyPrecedes` on
        // slices cost a million instructions in sorting a machine's faces.
        return bytes.withUnsafeBufferPointer { all in
            let (startA, startB) = (a.file.lowerBound, b.file.lowerBound)
            let common = min(a.file.count, b.file.count)
            var offset = 0
            while offset < common, all[startA + offset] == all[startB + offset] { offset += 1 }
            if offset < common {
                return all[startA + offset] < all[startB + offset] ? .less : .greater
            }
            return a.file.count == b.file.count
                ? .equal : a.file.count < b.file.count ? .less : .greater
        }
    }

    /// Keeps the records in `order` (positions, sorted by file and index) and drops their
    /// copies, which are neighbours.
    package mutating func keep(_ order: [Int]) {
        var kept: [Record] = []
        kept.reserveCapacity(order.count)
        for position in order where kept.last.map({ !isSameFace($0, records[position]) }) ?? true {
            kept.append(records[position])
        }
        records = kept
    }
}
