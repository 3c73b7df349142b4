extension FontCatalog {
    /// The registered faces with the PostScript name each file carries, read with FreeType
    /// (``FreeTypeLibrary/postscriptName(file:index:)``), in place of Fontconfig's.
    ///
    /// For a face without one, Fontconfig makes a PostScript name up from the family and style
    /// (`DejaVu-Sans`), which iOS would never match: the face then has none, and is found
    /// only by its full and family names. Named instances of variable fonts are left to
    /// ``namingInstances(_:freetype:)``, and a face FreeType cannot open keeps Fontconfig's
    /// name (it fails with its own error when used). Installed faces keep Fontconfig's names:
    /// opening hundreds of files would cost every command's start-up.
    static func withFilePostscriptNames(
        _ faces: [FontFace], freetype: FreeTypeLibrary
    ) -> [FontFace] {
        faces.map { face in
            guard face.index >> 16 == 0,
                case .success(let fileName) = Result(catching: { () throws(ScaledFontError) in
                    try freetype.postscriptName(file: face.file, index: face.index)
                }),
                fileName != face.postscriptName
            else { return face }
            return FontFace(
                postscriptName: fileName ?? "", families: face.families,
                fullNames: face.fullNames, style: face.style, file: face.file, index: face.index,
                weight: face.weight, slant: face.slant, width: face.width,
                isRegistered: face.isRegistered, namedInstance: face.namedInstance)
        }
    }
}
