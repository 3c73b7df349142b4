extension FontCatalog {
    /// The registered faces with the PostScript name each file carries, read with FreeType
    /// (``FreeTypeLibrary/postscriptName(file:index:)``), in place of Fontconfig's.
    ///
    /// For a face without one, Fontconfig makes a PostScript name up from the family and style
    /// (`DejaVu-Sans`), which iOS would never match: the face then has none, and is found
    /// only by its full and family names. Named instances of variable fonts are left to
    /// ``namingInstances(_:freetype:)``, and a face FreeType cannot open keeps Fontconfig's
    /// name (it fails with its own error when used). Only a face whose name may be made up
    /// (``mayBeMadeUp(_:)``) is opened. Installed faces keep Fontconfig's names: opening
    /// hundreds of files would cost every command's start-up.
    package static func withFilePostscriptNames(
        _ faces: [FontFace], freetype: FreeTypeLibrary
    ) -> [FontFace] {
        faces.map { face in
            guard face.index >> 16 == 0, mayBeMadeUp(face),
                case .success(let fileName) = Result(catching: { () throws(ScaledFontError) in
                    try freetype.postscriptName(file: face.file, index: face.index)
                }),
                fileName != face.postscriptName
            else { return face }
            return face.renamed(postscriptName: fileName ?? "", namedInstance: face.namedInstance)
        }
    }

    /// Whether Fontconfig may have made the face's PostScript name up: it is one of its family
    /// names with spaces and the characters a PostScript name cannot hold (`()[]{}<>/%`)
    /// written as `-` (`DejaVu Sans` → `DejaVu-Sans`). Only such faces are opened with FreeType
    /// to confirm, so a folder of thousands of faces costs no file reads here; a real name
    /// that happens to look so (`Foo-Bar` for the family `Foo Bar`) is confirmed and kept.
    package static func mayBeMadeUp(_ face: FontFace) -> Bool {
        let replaced = Array(" ()[]{}<>/%".utf8)
        func folded(_ name: String) -> [UInt8] {
            name.utf8.map { replaced.contains($0) ? UInt8(ascii: "-") : $0 }
        }
        let name = folded(face.postscriptName)
        return face.families.contains { folded($0) == name }
    }
}
