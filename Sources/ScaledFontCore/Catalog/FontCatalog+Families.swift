extension FontCatalog {
    /// The faces of a family, compared as the family rung of name resolution compares
    /// (ignoring case and white space: `NotoSerif` = `Noto Serif`).
    ///
    /// When registered folders have faces of the family, only those are returned, as name
    /// resolution lets a bundled family shadow an installed one; otherwise the system's.
    ///
    /// - Parameter family: a family name (any of a face's family names, in any language).
    /// - Returns: the faces in the catalog's order (by file and index); empty when the family
    ///   is neither bundled nor installed.
    public func faces(inFamily family: String) -> [FontFace] {
        let key = NameIndex.familyKey(family)
        let registered = registeredFaces(familyKey: key)
        return registered.isEmpty ? system.faces(familyKey: SystemFaceIndex.Key(key)) : registered
    }

    /// The registered faces with a family name whose ``NameIndex/familyKey(_:)`` is `key`.
    package func registeredFaces(familyKey key: String) -> [FontFace] {
        registeredFaces.filter { $0.families.contains { NameIndex.familyKey($0) == key } }
    }

    /// The face of a family nearest to a weight, as CSS font matching picks it: width closest
    /// to normal, upright before oblique before italic, then the CSS weight order (for 600,
    /// 600 and heavier ascending, then lighter descending).
    ///
    /// - Parameters:
    ///   - family: a family name, compared ignoring case and white space.
    ///   - weight: the desired weight (`.semibold` for a headline).
    /// - Returns: the face, or `nil` when the family is neither bundled nor installed.
    public func face(inFamily family: String, weight: FontWeight) -> FontFace? {
        faces(inFamily: family).min { NameIndex.isBetterFace($0, $1, weight: weight) }
    }
}
