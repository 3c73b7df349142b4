extension FontCatalog {
    /// The installed face a name resolves to on this machine when the catalog leaves installed
    /// fonts out: why a check that would pass here fails where the app runs. Loads the
    /// installed fonts the first time it is asked, indexed as a catalog with system fonts
    /// indexes them, so that the face named is the one such a catalog would resolve.
    ///
    /// - Returns: `nil` for a catalog that includes the installed fonts (they already count),
    ///   when the name is not installed, or when Fontconfig cannot load them.
    package func installedFace(named name: String) -> FontFace? {
        guard !includesSystemFonts else { return nil }
        let index = withState { state in
            if let installed = state.installed { return installed }
            let result = Result { () throws(ScaledFontError) in
                let fontconfig = try FontconfigConfiguration(
                    fontDirectories: [], includeSystemFonts: true)
                let freetype = state.freetype
                let system = SystemFaceIndex(fontconfig.systemFaceRecords()) {
                    Self.namingInstances($0, freetype: freetype)
                }
                return NameIndex(registered: [], system: system)
            }
            state.installed = result
            return result
        }
        return (try? index.get())?.resolve(name)?.face
    }

    /// The installed face that a bundled face shadows, when it matters (only when the
    /// catalog includes the installed fonts, so both are on the machine): an installed face of
    /// the same PostScript name whose file holds other bytes (another version, perhaps other
    /// metrics). Compared once.
    ///
    /// - Returns: `nil` for a face that is not bundled, has no installed namesake, or whose
    ///   namesake is the same file content; and for a catalog without the installed fonts.
    public func shadowedFace(of face: FontFace) -> FontFace? {
        guard face.isRegistered, includesSystemFonts, !face.postscriptName.isEmpty else {
            return nil
        }
        let namesakes = system.faces(
            postscriptName: SystemFaceIndex.Key(NameIndex.caseFolded(face.postscriptName)))
        return withState { state in
            let key = FaceKey(file: face.file, index: face.index)
            if let known = state.shadowed[key] { return known }
            let shadowed = namesakes.first { !FileComparison.sameContents($0.file, face.file) }
            state.shadowed[key] = .some(shadowed)
            return shadowed
        }
    }
}
