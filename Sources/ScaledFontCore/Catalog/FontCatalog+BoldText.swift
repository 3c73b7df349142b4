extension FontCatalog {
    /// The face the iOS Bold Text setting maps `face` to: the lightest face of the same
    /// family, slant and width that is heavier (Regular 400 → Bold 700 in a family of two
    /// weights; Light 300 → Regular 400 when the family has both).
    ///
    /// The family is searched where `face` comes from (bundled or installed), by its
    /// preferred family name compared ignoring case and white space.
    ///
    /// - Parameter face: the face without Bold Text.
    /// - Returns: the heavier face, or `nil` when the family has none (the face is already
    ///   its family's heaviest at that slant and width).
    public func nextHeavierFace(than face: FontFace) -> FontFace? {
        let key = NameIndex.familyKey(face.family)
        let family =
            face.isRegistered
            ? registeredFaces(familyKey: key) : system.faces(familyKey: SystemFaceIndex.Key(key))
        let candidates = family.filter {
            $0.slant == face.slant && $0.width == face.width && $0.weight > face.weight
        }
        return candidates.min {
            ($0.weight.rawValue, $0.file, $0.index) < ($1.weight.rawValue, $1.file, $1.index)
        }
    }
}
