extension FontCatalog {
    /// The faces with their variable-font instances named: each named-instance face (index
    /// `instance << 16 | face`) gets its real PostScript name from the font's `fvar` and
    /// `name` tables, and each instance face, and the default face of a variable font when an
    /// instance sits at the axes' defaults, gets its ``FontFace/namedInstance``.
    ///
    /// Fontconfig 2.14 synthesizes named instances' PostScript names (every instance of the
    /// fixture SFFixtureVariable.ttf is `SF-Fixture-Variable`), so they cannot be resolved
    /// by the name the font gives them without this. A font FreeType cannot read keeps
    /// Fontconfig's names (the face then fails to load with its own error when used).
    package static func namingInstances(
        _ faces: [FontFace], freetype: FreeTypeLibrary
    ) -> [FontFace] {
        struct FaceKey: Hashable {
            package let file: String
            package let face: Int
        }
        let variable = Set(
            faces.filter { $0.index >> 16 != 0 }.map {
                FaceKey(file: $0.file, face: $0.index & 0xFFFF)
            })
        guard !variable.isEmpty else { return faces }
        var read: [FaceKey: (instances: [NamedInstance], defaultInstance: Int?)] = [:]
        return faces.map { face in
            let key = FaceKey(file: face.file, face: face.index & 0xFFFF)
            guard variable.contains(key) else { return face }
            if read[key] == nil {
                // A face FreeType cannot read keeps Fontconfig's names (see above).
                let instances = try? freetype.namedInstances(file: key.file, faceIndex: key.face)
                read[key] = instances ?? ([], nil)
            }
            let info = read[key]!
            let number = face.index >> 16 == 0 ? info.defaultInstance : face.index >> 16
            guard let instance = info.instances.first(where: { $0.number == number }) else {
                return face
            }
            return face.renamed(
                postscriptName: face.index >> 16 == 0
                    ? face.postscriptName : instance.postscriptName,
                namedInstance: instance)
        }
    }
}
