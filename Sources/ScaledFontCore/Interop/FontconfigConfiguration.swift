internal import CFontconfig

/// Owns one Fontconfig configuration (`FcConfig`) with the system fonts and any registered
/// font folders, and answers the two questions the library asks Fontconfig: which faces
/// exist, and which face the generic system UI family maps to.
///
/// Not thread-safe: its owner (``FontCatalog``) keeps it behind a `Mutex`.
package final class FontconfigConfiguration {
    package let handle: OpaquePointer
    /// What was left out of the registered folders and why: one note per entry, at most
    /// ``notesPerFolder`` per folder, then one saying how many more there are.
    package private(set) var folderNotes: [FolderFinding] = []
    /// The most entries noted one by one for a folder.
    package static let notesPerFolder = 20
    /// The files of the registered folders left out because a table runs past their end
    /// (``SFNTDirectory/truncated``).
    private var truncatedFiles: Set<FontFolderScan.Identity> = []
    /// Why a device would not load a file of the registered folders, for each file that has
    /// such a reason (``SFNTDirectory/deviceProblem``), read with its headers at registration.
    package private(set) var deviceProblems: [FontFolderScan.Identity: String] = [:]

    /// Loads the system configuration and its fonts (`FcInitLoadConfigAndFonts`), or an empty
    /// configuration (`FcConfigCreate`) when `includeSystemFonts` is false, then registers the
    /// font files of each folder as application fonts (``register(_:_:)``).
    ///
    /// The empty configuration knows the user's cache folder, where registered folders'
    /// caches are kept (see ``hasFreshCaches(_:)``).
    ///
    /// - Throws: ``ScaledFontError`` `.fontsDirectoryUnreadable` for a folder that does not
    ///   exist or cannot be scanned, `.fontconfigFailed` when Fontconfig cannot start.
    package init(fontDirectories: [String], includeSystemFonts: Bool) throws(ScaledFontError) {
        guard
            let config = includeSystemFonts
                ? FcInitLoadConfigAndFonts() : FontconfigConfiguration.emptyConfiguration()
        else {
            throw ScaledFontError(.fontconfigFailed, "Fontconfig could not load its configuration")
        }
        handle = config
        var scans: [(directory: String, scan: FontFolderScan)] = []
        for directory in fontDirectories {
            guard FileSystem.isFolder(directory) else {
                throw ScaledFontError(
                    .fontsDirectoryUnreadable,
                    "fonts folder '\(directory)' does not exist or is not a folder",
                    file: directory)
            }
            let scan = FontFolderScan(directory)
            scans.append((directory, scan))
            guard FileSystem.isReadable(directory),
                register(directory, scan)
            else {
                throw ScaledFontError(
                    .fontsDirectoryUnreadable, "fonts folder '\(directory)' cannot be read",
                    file: directory)
            }
        }
        noteUnlistedFonts(scans)
        folderNotes = Self.capped(folderNotes, folders: fontDirectories)
    }

    /// The notes with at most ``notesPerFolder`` for each folder, then `and K more`: a
    /// folder of thousands of broken entries gives a readable report.
    private static func capped(_ notes: [FolderFinding], folders: [String]) -> [FolderFinding] {
        var kept: [FolderFinding] = []
        var counts: [String: Int] = [:]
        for note in notes {
            counts[note.folder, default: 0] += 1
            if counts[note.folder]! <= notesPerFolder { kept.append(note) }
        }
        for folder in folders {
            guard let count = counts[folder], count > notesPerFolder else { continue }
            kept.append(FolderFinding(folder: folder, .moreSkipped(count: count - notesPerFolder)))
            counts[folder] = 0
        }
        return kept
    }

    /// Registers a folder: Fontconfig scans it itself from its caches
    /// (`FcConfigAppFontAddDir`) when the scan left nothing out and every cache is fresh (see
    /// ``hasFreshCaches(_:)``); otherwise each regular file the scan found is given to
    /// Fontconfig on its own (`FcConfigAppFontAddFile`), which reads the file's names now, and
    /// the caches are written again for the next run (``writeUserCaches(_:)``). What the scan
    /// left out gets a note.
    ///
    /// Reading a file costs about a quarter of a millisecond; a fresh cache, a few
    /// microseconds per face.
    ///
    /// - Returns: whether Fontconfig accepted the folder.
    private func register(_ directory: String, _ scan: FontFolderScan) -> Bool {
        folderNotes += scan.skipped.map {
            FolderFinding(folder: directory, .skipped(path: $0.path, reason: $0.reason))
        }
        // A truncated font is never given to Fontconfig: FreeType would open it without the
        // tables cut off.
        var truncated = false
        for file in scan.files {
            guard let headers = SFNTDirectory(path: file.path) else { continue }
            if let problem = headers.deviceProblem { deviceProblems[file.identity] = problem }
            guard let reason = headers.truncated else { continue }
            truncated = true
            if truncatedFiles.insert(file.identity).inserted {
                folderNotes.append(
                    FolderFinding(folder: directory, .skipped(path: file.path, reason: reason)))
            }
        }
        if scan.skipped.isEmpty, !truncated, hasFreshCaches(scan) {
            return FcConfigAppFontAddDir(handle, FileSystem.absoluteStandardPath(directory)) != 0
        }
        for file in scan.files where !truncatedFiles.contains(file.identity) {
            _ = FcConfigAppFontAddFile(handle, FileSystem.absoluteStandardPath(file.path))
        }
        // A folder with a pipe, a loop, a link out or a truncated font is never given to
        // Fontconfig to scan.
        if scan.skipped.isEmpty, !truncated { Self.writeUserCaches(scan) }
        return true
    }

    /// Adds a note for each file in the registered folders that looks like a font (`.ttf`,
    /// `.otf`, ...) but that Fontconfig did not list: empty, truncated, unreadable or not a font.
    private func noteUnlistedFonts(_ scans: [(directory: String, scan: FontFolderScan)]) {
        let listed = Set(registeredFaces().compactMap { FontFolderScan.identity($0.file) })
        var noted = truncatedFiles
        for (directory, scan) in scans {
            for file in scan.files
            where file.looksLikeFont && !listed.contains(file.identity)
                && noted.insert(file.identity).inserted
            {
                folderNotes.append(
                    FolderFinding(
                        folder: directory,
                        .skipped(path: file.path, reason: FontFolderScan.reasonUnlisted(file.path)))
                )
            }
        }
    }

    deinit {
        FcConfigDestroy(handle)
    }

    /// A configuration with no fonts and no rules, only the user's cache folder
    /// (`FcConfigCreate`, then `FcConfigParseAndLoadFromMemory`).
    private static func emptyConfiguration() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        guard FcConfigParseAndLoadFromMemory(config, userCacheDeclaration, FcTrue) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The faces of the registered folders (`FcSetApplication`), as plain values, via
    /// `FcConfigGetFonts`; the installed faces are read as records
    /// (``systemFaceRecords()``).
    package func registeredFaces() -> [FontFace] {
        guard let set = FcConfigGetFonts(handle, FcSetApplication) else { return [] }
        let count = Int(set.pointee.nfont)
        var faces: [FontFace] = []
        faces.reserveCapacity(count)
        for i in 0..<count {
            guard let pattern = set.pointee.fonts[i] else { continue }
            let borrowed = FontconfigPattern(borrowing: pattern)
            // A variable font's `variable` pattern stands for its whole design space (no
            // PostScript name, a weight range); its default and named instances have
            // patterns of their own, which are the faces.
            if borrowed.bool(FC_VARIABLE) == true { continue }
            if let face = FontFace(borrowed, registered: true) {
                faces.append(face)
            }
        }
        return faces
    }

    /// Fontconfig's best match for a family at a weight, as `fc-match "family:weight=w"` would
    /// answer: `FcConfigSubstitute`, `FcDefaultSubstitute`, `FcFontMatch`.
    ///
    /// - Returns: the face (its `isRegistered` is not meaningful: look it up by file and
    ///   index), and whether Fontconfig's configuration knows the family (an alias
    ///   such as `system-ui` expands to other families; an unknown name does not), or `nil`
    ///   when the configuration has no fonts at all.
    package func bestMatch(family: String, weight: FontWeight) -> (face: FontFace, known: Bool)? {
        let pattern = FontconfigPattern()
        pattern.add(FC_FAMILY, string: family)
        pattern.add(FC_WEIGHT, integer: FcWeightFromOpenType(Int32(weight.rawValue)))
        _ = FcConfigSubstitute(handle, pattern.handle, FcMatchPattern)
        FcDefaultSubstitute(pattern.handle)
        let families = pattern.strings(FC_FAMILY)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(handle, pattern.handle, &result) else { return nil }
        let match = FontconfigPattern(adopting: matched)
        guard let face = FontFace(match, registered: false) else { return nil }
        let known = families.contains { $0.lowercased() != family.lowercased() }
        return (face, known)
    }
}
