/// The installed faces' tier of the name index, built from ``FaceRecords`` without a
/// `String` or ``FontFace`` per face: each rung's keys are hashed from the names' bytes, and
/// a face is built only when a lookup returns it.
///
/// It answers as ``NameIndex`` answers for its `system` faces: the faces sorted by file and
/// index with copies dropped, the first face of a PostScript or full name winning, a
/// family's regular face chosen in CSS order. Plain values: `Sendable`, no lock.
package struct SystemFaceIndex: Sendable {
    /// A key's hash and the position of a face that has the key; sorted by hash, then
    /// position, so a key's faces come in the catalog's order.
    private struct Entry: Comparable {
        package let hash: UInt64
        package let position: Int

        package static func < (a: Entry, b: Entry) -> Bool {
            (a.hash, a.position) < (b.hash, b.position)
        }
    }

    /// A key to look up: a case-folded name or a family key, with its hash, made once for
    /// the rungs that share it.
    package struct Key {
        package let text: String
        fileprivate let hash: UInt64

        package init(_ text: String) {
            self.text = text
            hash = SystemFaceIndex.hash(text)
        }
    }

    private let records: FaceRecords
    /// Faces that FreeType named (the faces of variable fonts), by position.
    private let namedFaces: [Int: FontFace]
    private let postscriptNames: [Entry]
    private let fullNames: [Entry]
    private let families: [Entry]

    /// No faces.
    package init() {
        self.init(sorted: FaceRecords(), namedFaces: [:])
    }

    /// Indexes `records` (in any order, copies allowed).
    ///
    /// - Parameter named: names the faces of variable fonts, as
    ///   ``FontCatalog/namingInstances(_:freetype:)`` does; asked only when there are some.
    package init(_ records: FaceRecords, naming named: ([FontFace]) -> [FontFace]) {
        var records = records
        let order = records.records.indices.sorted {
            records.precedes(records.records[$0], records.records[$1])
        }
        records.keep(order)
        let faces = records.records
        // Fontconfig's names of a variable font's instances are synthesised: FreeType reads
        // the real ones, for the few faces of variable fonts only.
        let variableFiles = Set(
            faces.filter { $0.index >> 16 != 0 }.map { records.string($0.file) })
        var namedFaces: [Int: FontFace] = [:]
        if !variableFiles.isEmpty {
            let positions = faces.indices.filter {
                variableFiles.contains(records.string(faces[$0].file))
            }
            let built = named(positions.map { records.face(faces[$0], registered: false) })
            for (position, face) in zip(positions, built) { namedFaces[position] = face }
        }
        self.init(sorted: records, namedFaces: namedFaces)
    }

    private init(sorted records: FaceRecords, namedFaces: [Int: FontFace]) {
        self.records = records
        self.namedFaces = namedFaces
        var postscriptNames: [Entry] = []
        var fullNames: [Entry] = []
        var families: [Entry] = []
        let faces = records.records
        postscriptNames.reserveCapacity(faces.count)
        fullNames.reserveCapacity(faces.count * 2)
        families.reserveCapacity(faces.count * 2)
        for (position, record) in faces.enumerated() {
            if let named = namedFaces[position] {
                if !named.postscriptName.isEmpty {
                    let key = NameIndex.caseFolded(named.postscriptName)
                    postscriptNames.append(Entry(hash: Self.hash(key), position: position))
                }
            } else if !record.postscriptName.isEmpty {
                postscriptNames.append(
                    Entry(
                        hash: Self.hash(records, record.postscriptName, family: false),
                        position: position))
            }
            for name in records.names[record.fullNames] {
                fullNames.append(
                    Entry(hash: Self.hash(records, name, family: false), position: position))
            }
            for name in records.names[record.families] {
                families.append(
                    Entry(hash: Self.hash(records, name, family: true), position: position))
            }
        }
        self.postscriptNames = postscriptNames.sorted()
        self.fullNames = fullNames.sorted()
        self.families = families.sorted()
    }

    /// How many faces.
    package var count: Int { records.records.count }

    /// Every face, in the catalog's order (by file and index).
    package var faces: [FontFace] { records.records.indices.map(face) }

    /// The face at a position.
    private func face(_ position: Int) -> FontFace {
        namedFaces[position] ?? records.face(records.records[position], registered: false)
    }

    /// The first face whose PostScript name folds to `folded` (``NameIndex/caseFolded(_:)``).
    package func face(postscriptName folded: Key) -> FontFace? {
        for position in candidates(postscriptNames, folded) {
            let face = face(position)
            if NameIndex.caseFolded(face.postscriptName) == folded.text { return face }
        }
        return nil
    }

    /// Every face whose PostScript name folds to `folded`, in the catalog's order.
    package func faces(postscriptName folded: Key) -> [FontFace] {
        candidates(postscriptNames, folded).compactMap { position in
            let face = face(position)
            return NameIndex.caseFolded(face.postscriptName) == folded.text ? face : nil
        }
    }

    /// The first face with a full name that folds to `folded`.
    package func face(fullName folded: Key) -> FontFace? {
        for position in candidates(fullNames, folded) {
            let record = records.records[position]
            if records.names[record.fullNames].contains(where: {
                NameIndex.caseFolded(records.string($0)) == folded.text
            }) {
                return face(position)
            }
        }
        return nil
    }

    /// The faces with a family name whose ``NameIndex/familyKey(_:)`` is `key`, in the
    /// catalog's order.
    package func faces(familyKey key: Key) -> [FontFace] {
        var last: Int?
        return candidates(families, key).compactMap { position in
            // A face with two names of the same key has two entries, one after the other.
            guard position != last else { return nil }
            last = position
            let record = records.records[position]
            let isInFamily = records.names[record.families].contains {
                NameIndex.familyKey(records.string($0)) == key.text
            }
            return isInFamily ? face(position) : nil
        }
    }

    /// The regular face of the family whose key is `key`, in CSS order
    /// (``NameIndex/isBetterRegularFace(_:_:)``).
    package func regularFace(familyKey key: Key) -> FontFace? {
        faces(familyKey: key).min(by: NameIndex.isBetterRegularFace)
    }

    /// The face of a file and index: the catalog's own record of a face Fontconfig returned.
    package func face(file: String, index: Int) -> FontFace? {
        // Positions are sorted by file and index: the first one not before the face.
        let records = records.records
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            let record = records[middle]
            let recordFile = self.records.string(record.file)
            if (recordFile, record.index) < (file, index) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < records.count, records[low].index == index,
            self.records.string(records[low].file) == file
        else { return nil }
        return face(low)
    }

    /// The positions whose entry has the hash of `key`, in order (a hash can be shared: the
    /// caller compares the names). A miss, the common case, allocates nothing.
    private func candidates(
        _ entries: [Entry], _ key: Key
    ) -> LazyMapSequence<ArraySlice<Entry>, Int> {
        let range = entries.withUnsafeBufferPointer { entries in
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].hash < key.hash { low = middle + 1 } else { high = middle }
            }
            high = low
            while high < entries.count, entries[high].hash == key.hash { high += 1 }
            return low..<high
        }
        return entries[range].lazy.map(\.position)
    }

    /// The hash of a name's key: for a PostScript or full name its case-folded form
    /// (``NameIndex/caseFolded(_:)``), for a family ``NameIndex/familyKey(_:)``. An ASCII
    /// name (nearly all) is folded byte by byte as it is hashed, as those functions fold it.
    private static func hash(
        _ records: FaceRecords, _ name: Range<Int>, family: Bool
    ) -> UInt64 {
        let bytes = records.bytes[name]
        guard !bytes.contains(where: { $0 >= 0x80 }) else {
            let text = records.string(name)
            return hash(family ? NameIndex.familyKey(text) : NameIndex.caseFolded(text))
        }
        var hash = fnvOffset
        for byte in bytes {
            if family, byte == 0x20 { continue }
            let folded = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            hash = (hash ^ UInt64(folded)) &* fnvPrime
        }
        return hash
    }

    /// The hash of a key's UTF-8 bytes (64-bit FNV-1a).
    private static func hash(_ key: String) -> UInt64 {
        var hash = fnvOffset
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* fnvPrime }
        return hash
    }

    private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x100_0000_01b3
}
