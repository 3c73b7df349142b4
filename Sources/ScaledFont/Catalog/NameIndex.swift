/// Lookup tables from normalised names to faces, one per rung of the resolution ladder.
///
/// Built once; each table holds the face a name resolves to, registered faces taking
/// precedence over system faces at every rung.
struct NameIndex: Sendable {
    private var postscriptNames: [String: FontFace] = [:]
    private var fullNames: [String: FontFace] = [:]
    private var families: [String: FontFace] = [:]

    init(registered: [FontFace], system: [FontFace]) {
        for faces in [registered, system] {
            var familyFaces: [String: [FontFace]] = [:]
            for face in faces {
                if !face.postscriptName.isEmpty {
                    Self.insert(face, Self.caseFolded(face.postscriptName), &postscriptNames)
                }
                for name in face.fullNames {
                    Self.insert(face, Self.caseFolded(name), &fullNames)
                }
                for name in Set(face.families.map(Self.familyKey)) {
                    familyFaces[name, default: []].append(face)
                }
            }
            for (name, members) in familyFaces where families[name] == nil {
                families[name] = members.min(by: Self.isBetterRegularFace)
            }
        }
    }

    func resolve(_ name: String) -> FontMatch? {
        if let face = postscriptNames[Self.caseFolded(name)] {
            return FontMatch(face: face, matchedBy: .postscriptName)
        }
        if let face = fullNames[Self.caseFolded(name)] {
            return FontMatch(face: face, matchedBy: .fullName)
        }
        if let face = families[Self.familyKey(name)] {
            return FontMatch(face: face, matchedBy: .family)
        }
        return nil
    }

    private static func insert(_ face: FontFace, _ key: String, _ table: inout [String: FontFace]) {
        if table[key] == nil { table[key] = face }
    }

    static func caseFolded(_ name: String) -> String {
        name.lowercased()
    }

    /// A family name ignoring case and white space: `NotoSerif` = `Noto Serif`.
    static func familyKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    /// Orders a family's faces for "its regular face", in CSS font-matching order
    /// (CSS Fonts Level 4, 5.2): width closest to normal (narrower first), then upright
    /// before oblique before italic, then weight 400, 401-500 ascending, below 400
    /// descending, above 500 ascending. Ties go to the file path, for a stable answer.
    static func isBetterRegularFace(_ a: FontFace, _ b: FontFace) -> Bool {
        let keyA = (widthRank(a.width), slantRank(a.slant), weightRank(a.weight), a.file, a.index)
        let keyB = (widthRank(b.width), slantRank(b.slant), weightRank(b.weight), b.file, b.index)
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

    private static func weightRank(_ weight: FontWeight) -> Int {
        let w = weight.rawValue
        if (400...500).contains(w) { return w - 400 }
        if w < 400 { return 1_000 + (400 - w) }
        return 2_000 + (w - 500)
    }
}
