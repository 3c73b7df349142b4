internal import CFontconfig

extension FontconfigConfiguration {
    /// The faces of the system set (`FcSetSystem`, via `FcConfigGetFonts`) as compact
    /// records, chosen as ``registeredFaces()`` chooses a registered folder's (a variable
    /// font's instances, not its `variable` pattern), their names copied from the patterns as
    /// bytes: no `String` and no ``FontFace`` is made.
    package func systemFaceRecords() -> FaceRecords {
        var records = FaceRecords()
        guard let set = FcConfigGetFonts(handle, FcSetSystem) else { return records }
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            let borrowed = FontconfigPattern(borrowing: pattern)
            // A variable font's `variable` pattern stands for its whole design space: its
            // instances have patterns of their own (see `registeredFaces()`).
            if borrowed.bool(FC_VARIABLE) == true { continue }
            guard let file = borrowed.cString(FC_FILE) else { continue }
            let properties = borrowed.faceProperties
            records.append(
                FaceRecords.Properties(
                    file: file, postscriptName: borrowed.cString(FC_POSTSCRIPT_NAME),
                    style: borrowed.cString(FC_STYLE), index: properties.index,
                    weight: properties.weight, slant: properties.slant, width: properties.width),
                families: { borrowed.forEachString(FC_FAMILY, $0) },
                fullNames: { borrowed.forEachString(FC_FULLNAME, $0) })
        }
        return records
    }
}
