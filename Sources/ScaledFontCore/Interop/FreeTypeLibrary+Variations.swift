internal import CFreeType

extension FreeTypeLibrary {
    /// The named instances of a variable font's face, read from its `fvar` and `name`
    /// tables (`FT_New_Face`, `FT_Get_MM_Var`, `FT_Get_Sfnt_Name`, `FT_Done_MM_Var`).
    ///
    /// Fontconfig before 2.16 gives named instances synthesized PostScript names
    /// (`SF-Fixture-Variable` for every instance of the fixture), so the catalog takes them
    /// from here.
    ///
    /// - Parameters:
    ///   - file: the font file.
    ///   - faceIndex: the face in the file (the low 16 bits of Fontconfig's index).
    /// - Returns: the instances in `fvar` order, and the number of the one at the axes'
    ///   default values (the face FreeType opens at instance 0), if any; `nil` for a face
    ///   without variations.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when FreeType cannot open the face.
    package func namedInstances(
        file: String, faceIndex: Int
    ) throws(ScaledFontError)
        -> (instances: [NamedInstance], defaultInstance: Int?)?
    {
        try withFace(file: file, index: faceIndex & 0xFFFF) { face in
            Self.namedInstances(of: face, library: handle)
        }
    }

    /// The named instances of an open face, as ``namedInstances(file:faceIndex:)`` gives them.
    private static func namedInstances(
        of face: FT_Face, library handle: FT_Library
    ) -> (instances: [NamedInstance], defaultInstance: Int?)? {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else {
            return nil
        }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return nil }
        defer { FT_Done_MM_Var(handle, master) }
        let names = SfntNames(face)
        let axes = (0..<Int(master.pointee.num_axis)).map { master.pointee.axis[$0] }
        let tags = axes.map { Self.tagText(UInt32($0.tag)) }
        let defaults = axes.map { Double($0.def) / 65536 }
        let family = names[16] ?? names[1] ?? ""
        let prefix = names[25] ?? family
        var instances: [NamedInstance] = []
        var defaultInstance: Int?
        for i in 0..<Int(master.pointee.num_namedstyles) {
            let style = master.pointee.namedstyle[i]
            let values = (0..<axes.count).map { Double(style.coords[$0]) / 65536 }
            let styleName = names[Int(style.strid)] ?? ""
            // psid 0xFFFF (or an fvar without PostScript name IDs) means "none given".
            let postscriptName =
                (style.psid != 0xFFFF ? names[Int(style.psid)] : nil)
                ?? Self.derivedPostscriptName(prefix: prefix, style: styleName)
            instances.append(
                NamedInstance(
                    number: i + 1, styleName: styleName, postscriptName: postscriptName,
                    coordinates: zip(tags, values).map {
                        NamedInstance.Coordinate(axis: $0, value: $1)
                    }))
            if defaultInstance == nil, values == defaults { defaultInstance = i + 1 }
        }
        return (instances, defaultInstance)
    }

    /// Adobe Technical Note #5902: the prefix and the style name with everything but ASCII
    /// letters and digits removed, joined by `-`.
    private static func derivedPostscriptName(prefix: String, style: String) -> String {
        func keep(_ text: String) -> String {
            String(
                text.unicodeScalars.filter {
                    $0.isASCII && $0.properties.isAlphabetic
                        || ("0"..."9").contains($0)
                })
        }
        return keep(prefix) + "-" + keep(style)
    }

    /// A four-character axis tag from its 32-bit value (`wght`).
    private static func tagText(_ tag: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The strings of a face's `name` table by name ID, preferring Windows English, then any
/// Unicode record, then Macintosh Roman (read with `FT_Get_Sfnt_Name_Count` and
/// `FT_Get_Sfnt_Name`).
private struct SfntNames {
    private var byID: [Int: (rank: Int, text: String)] = [:]

    package init(_ face: FT_Face) {
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &record) == 0, let string = record.string else {
                continue
            }
            let bytes = Array(UnsafeBufferPointer(start: string, count: Int(record.string_len)))
            let rank: Int
            let text: String
            switch (record.platform_id, record.encoding_id) {
            case (3, 1), (3, 10), (0, _):
                rank = record.platform_id == 3 && record.language_id == 0x409 ? 0 : 1
                text = TextDecoding.bigEndianUTF16(bytes)
            case (1, 0):
                rank = 2
                // Mac Roman agrees with ASCII, all a PostScript name or style name uses here.
                text = String(decoding: bytes, as: UTF8.self)
            default:
                continue
            }
            let id = Int(record.name_id)
            if let known = byID[id], known.rank <= rank { continue }
            byID[id] = (rank, text)
        }
    }

    package subscript(id: Int) -> String? { byID[id]?.text }
}
