/// Lookup tables from normalised names to faces, one per rung of the resolution ladder.
///
/// Built once; each table holds the face a name resolves to, registered faces taking
/// precedence over system faces at every rung. The system faces are either in the tables
/// too, or in a ``SystemFaceIndex`` asked after the tables at each rung.
package struct NameIndex: Sendable {
    private var postscriptNames: [String: FontFace] = [:]
    private var fullNames: [String: FontFace] = [:]
    private var families: [String: FontFace] = [:]
    private var systemFaces = SystemFaceIndex()

    /// Indexes the registered faces, and the system's as a ``SystemFaceIndex``.
    package init(registered: [FontFace], system: SystemFaceIndex) {
        self.init(registered: registered, system: [])
        systemFaces = system
    }

    package init(registered: [FontFace], system: [FontFace]) {
        // Sized once: growing a table rehashes every key it holds.
        let count = registered.count + system.count
        postscriptNames.reserveCapacity(count)
        fullNames.reserveCapacity(count)
        families.reserveCapacity(count / 2)
        for faces in [registered, system] {
            // This tier's regular face of each family so far: the best face in CSS order.
            var regularFaces: [String: FontFace] = [:]
            for face in faces {
                if !face.postscriptName.isEmpty {
                    Self.insert(face, Self.caseFolded(face.postscriptName), &postscriptNames)
                }
                for name in face.fullNames {
                    Self.insert(face, Self.caseFolded(name), &fullNames)
                }
                // A family listed twice compares the face with itself: no change.
                for family in face.families {
                    let key = Self.familyKey(family)
                    if let best = regularFaces[key], !Self.isBetterRegularFace(face, best) {
                        continue
                    }
                    regularFaces[key] = face
                }
            }
            for (name, face) in regularFaces where families[name] == nil {
                families[name] = face
            }
        }
    }

    package func resolve(_ name: String) -> FontMatch? {
        // A name with a control character (a newline, NEL) is no font's name: it never
        // matches, rather than matching once the character is dropped or ignored.
        guard !Self.hasControlCharacter(name) else { return nil }
        let folded = Self.caseFolded(name)
        if let face = postscriptNames[folded] {
            return FontMatch(face: face, matchedBy: .postscriptName)
        }
        // The PostScript and full-name rungs share the installed faces' key and its hash.
        let systemKey = SystemFaceIndex.Key(folded)
        if let face = systemFaces.face(postscriptName: systemKey) {
            return FontMatch(face: face, matchedBy: .postscriptName)
        }
        if let face = fullNames[folded] ?? systemFaces.face(fullName: systemKey) {
            return FontMatch(face: face, matchedBy: .fullName)
        }
        return resolveFamily(name)
    }

    /// The family rung of ``resolve(_:)`` alone: the regular face of the family the name
    /// names (ignoring case and spaces), registered faces first.
    package func resolveFamily(_ name: String) -> FontMatch? {
        guard !Self.hasControlCharacter(name) else { return nil }
        let key = Self.familyKey(name)
        let face = families[key] ?? systemFaces.regularFace(familyKey: SystemFaceIndex.Key(key))
        return face.map { FontMatch(face: $0, matchedBy: .family) }
    }

    private static func insert(_ face: FontFace, _ key: String, _ table: inout [String: FontFace]) {
        if table[key] == nil { table[key] = face }
    }

    package static func caseFolded(_ name: String) -> String {
        name.lowercased()
    }

    /// Whether a name holds a C0 or C1 control character or DEL (Unicode's general category
    /// Cc).
    package static func hasControlCharacter(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// A family name ignoring case and spaces: `NotoSerif` = `Noto Serif`. Only the space
    /// U+0020 is dropped: a tab, a newline or a no-break space is part of the name, so
    /// `Noto\nSerif` or `Helvetica\u{A0}Neue` is not another spelling of a family.
    package static func familyKey(_ name: String) -> String {
        // ASCII names (nearly all): lower-case and drop spaces byte by byte.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            if byte >= 0x80 {
                let scalars = name.lowercased().unicodeScalars
                return String(scalars.filter { $0 != " " })
            }
            switch byte {
            case 0x20: continue
            case 0x41...0x5A: bytes.append(byte + 0x20)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Orders a family's faces for "its regular face", in CSS font-matching order
    /// (CSS Fonts Level 4, 5.2): width closest to normal (narrower first), then upright
    /// before oblique before italic, then weight 400, 401-500 ascending, below 400
    /// descending, above 500 ascending. Ties go to the file path, for a stable answer.
    package static func isBetterRegularFace(_ a: FontFace, _ b: FontFace) -> Bool {
        isBetterFace(a, b, weight: .regular)
    }

    /// Orders a family's faces for the upright face of normal width nearest to `weight`, in
    /// CSS font-matching order (see ``weightRank(_:desired:)``).
    package static func isBetterFace(_ a: FontFace, _ b: FontFace, weight: FontWeight) -> Bool {
        let keyA = (
            widthRank(a.width), slantRank(a.slant), weightRank(a.weight, desired: weight), a.file,
            a.index
        )
        let keyB = (
            widthRank(b.width), slantRank(b.slant), weightRank(b.weight, desired: weight), b.file,
            b.index
        )
        return keyA < keyB
    }

    private static func widthRank(_ width: Int) -> Int {
        width <= 100 ? 100 - width : 1_000 + width - 100
    }

    private static func slantRank(_ slant: FontFace.Slant) -> Int {
        switch slant {
        case .upright: 0
        case .oblique: 1
        case .italic: 2
        }
    }

    /// CSS Fonts Level 4, 5.2, weight step: for a desired weight d from 400 to 500, weights
    /// d...500 ascending, then below d descending, then above 500 ascending; below 400, weights
    /// at or below d descending, then above ascending; above 500, weights at or above d
    /// ascending, then below descending. Lower ranks are better.
    package static func weightRank(_ weight: FontWeight, desired: FontWeight) -> Int {
        let w = weight.rawValue
        let d = desired.rawValue
        if (400...500).contains(d) {
            if (d...500).contains(w) { return w - d }
            if w < d { return 1_000 + (d - w) }
            return 2_000 + (w - 500)
        }
        if d < 400 { return w <= d ? d - w : 1_000 + (w - d) }
        return w >= d ? w - d : 1_000 + (d - w)
    }
}
