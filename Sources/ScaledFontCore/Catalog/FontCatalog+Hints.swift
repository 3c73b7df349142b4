extension FontCatalog {
    /// The font file extensions a `fontName` may carry by mistake.
    private static let fontFileExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "pfa",
    ]

    /// A hint for a font name that is a file name (`Inter-Regular.otf`): the PostScript
    /// names of the faces in a bundled or installed file of that name, else the name without
    /// its extension; `nil` when the name has no font file extension, or holds a `/` or `:`
    /// (a path or a Fontconfig pattern, which no face is named).
    ///
    /// A style dictionary names a face by its PostScript name, as `UIFont(name:size:)` does,
    /// never by its file.
    public func fileNameHint(for name: String) -> String? {
        // A path or a Fontconfig pattern (`Family:file=/path.ttf`) is not a file name typed
        // in place of a PostScript name.
        guard !name.contains("/"), !name.contains(":") else { return nil }
        let fileName = name
        let dot = fileName.lastIndex(of: ".")
        let stem = dot.map { String(fileName[..<$0]) } ?? fileName
        let fileExtension =
            dot.map { String(fileName[fileName.index(after: $0)...]) }?
            .lowercased() ?? ""
        guard Self.fontFileExtensions.contains(fileExtension), !stem.isEmpty else { return nil }
        var names: [String] = []
        for face in faces where face.file.split(separator: "/").last.map(String.init) == fileName {
            if !names.contains(face.postscriptName) { names.append(face.postscriptName) }
        }
        guard !names.isEmpty else {
            return "a fontName is a PostScript name, not a file name: without the extension, "
                + "'\(stem)'?"
        }
        let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(fileName)' is a font file; name its face by PostScript name: \(quoted)"
    }
}
