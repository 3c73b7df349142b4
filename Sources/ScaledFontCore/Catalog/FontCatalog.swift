import Synchronization

/// The faces installed on the system plus those in registered font folders, and exact name
/// resolution over them.
///
/// Built once from Fontconfig (`FcConfigGetFonts` on the system and application sets); every
/// lookup after that is a table lookup on plain Swift values. Fontconfig's matcher is
/// never asked whether a name exists, so a substitute is never reported as found. The
/// installed faces are indexed by their names' bytes; a ``FontFace`` is built for one only
/// when a lookup returns it (or ``systemFaces`` lists them all).
///
/// Thread-safe: the name index is immutable after `init`; the Fontconfig configuration, the
/// FreeType library and the caches live behind one `Mutex`, and the HarfBuzz fonts that shape
/// text behind another, so that measuring never waits for a FreeType read.
public final class FontCatalog: Sendable {
    /// Faces from the registered font folders (the app's bundled fonts).
    public let registeredFaces: [FontFace]
    /// Faces installed on the system, by file and index: built the first time they are asked
    /// for (name resolution does not need them), then kept.
    public var systemFaces: [FontFace] {
        allSystemFaces.withLock { cached in
            if let cached { return cached }
            let faces = system.faces
            cached = faces
            return faces
        }
    }
    /// Notes about the catalog's folders, each said once: an entry of a registered folder
    /// that was left out (a file that looks like a font but is empty, truncated or
    /// unreadable; a named pipe; a folder reached twice through a symbolic link). A bundled
    /// face that shadows an installed one is not among them: see ``shadowedFace(of:)``.
    public let folderNotes: [FolderFinding]
    /// ``folderNotes`` as sentences, paths as given.
    public var warnings: [String] { folderNotes.map(\.description) }
    /// Whether the fonts installed on this machine are in the catalog (else only the
    /// registered folders are).
    public let includesSystemFonts: Bool
    /// Why a device would not load a registered file, by file (read at registration).
    private let deviceProblems: [FontFolderScan.Identity: String]

    private let index: NameIndex
    /// The installed faces' tier of ``index``, which also answers by family, PostScript name
    /// and file.
    package let system: SystemFaceIndex
    private let allSystemFaces = Mutex<[FontFace]?>(nil)
    private let state: Mutex<State>
    /// Each face's HarfBuzz font (or why it cannot be made), made on first use.
    private let shapers = Mutex<[FaceKey: Result<HarfBuzzFont, ScaledFontError>]>([:])
    /// The fonts of faces whose advances depend on the size (tracking, optical size), by
    /// size.
    private let sizedShapers = Mutex<[SizedFaceKey: Result<HarfBuzzFont, ScaledFontError>]>(
        [:])
    /// The cascade faces the last text measured with a cascade went to: `measure` and `fit`
    /// measure one text several times (its runs, its lines, at several sizes), and which face
    /// draws each character depends on neither the size nor the measurement.
    let lastCascade = Mutex<CascadeChoice?>(nil)

    package struct State {
        package let fontconfig: FontconfigConfiguration
        package let freetype: FreeTypeLibrary
        package var metrics: [FaceKey: Result<FaceMetrics, ScaledFontError>] = [:]
        package var systemFonts: [SystemFontKey: Result<FontFace, ScaledFontError>] = [:]
        package var shadowed: [FaceKey: FontFace?] = [:]
        /// The fonts installed on this machine, loaded only when a catalog that leaves them
        /// out must say that a font missing where the app runs is installed here.
        package var installed: Result<NameIndex, ScaledFontError>?
    }

    package struct FaceKey: Hashable {
        package let file: String
        package let index: Int
    }

    /// A face at a point size.
    struct SizedFaceKey: Hashable {
        let file: String
        let index: Int
        let pointSize: Double
    }

    package struct SystemFontKey: Hashable {
        package let family: String
        package let weight: FontWeight
    }

    /// Loads the system's fonts and registers font folders.
    ///
    /// - Parameters:
    ///   - fontDirectories: folders of bundled fonts, searched before the system's faces.
    ///   - includeSystemFonts: `false` to see only the registered folders (an empty
    ///     Fontconfig configuration): the installed fonts are then neither loaded nor
    ///     resolved.
    /// - Throws: ``ScaledFontError`` `.fontsDirectoryUnreadable` for a folder that is missing
    ///   or unreadable, `.fontconfigFailed` or `.faceUnreadable` when Fontconfig or FreeType
    ///   cannot start.
    public init(
        fontDirectories: [String] = [], includeSystemFonts: Bool = true
    )
        throws(ScaledFontError)
    {
        includesSystemFonts = includeSystemFonts
        let fontconfig = try FontconfigConfiguration(
            fontDirectories: fontDirectories, includeSystemFonts: includeSystemFonts)
        let freetype = try FreeTypeLibrary()
        let byPath: (FontFace, FontFace) -> Bool = { ($0.file, $0.index) < ($1.file, $1.index) }
        let registered = fontconfig.registeredFaces().sorted(by: byPath)
        registeredFaces = Self.namingInstances(
            Self.withFilePostscriptNames(Self.unique(registered), freetype: freetype),
            freetype: freetype)
        system = SystemFaceIndex(fontconfig.systemFaceRecords()) {
            Self.namingInstances($0, freetype: freetype)
        }
        index = NameIndex(registered: registeredFaces, system: system)
        folderNotes = fontconfig.folderNotes
        deviceProblems = fontconfig.deviceProblems
        state = Mutex(State(fontconfig: fontconfig, freetype: freetype))
    }

    /// Every face, registered first.
    public var faces: [FontFace] { registeredFaces + systemFaces }

    /// Runs `body` with the catalog's Fontconfig configuration and FreeType library, holding
    /// the lock that keeps them to one thread at a time.
    package func withLibraries<T: Sendable>(
        _ body: @Sendable (FontconfigConfiguration, FreeTypeLibrary) throws(ScaledFontError) -> T
    ) throws(ScaledFontError) -> T {
        try withState { state throws(ScaledFontError) in
            try body(state.fontconfig, state.freetype)
        }
    }

    /// Runs `body` with the catalog's mutable state, holding its lock: the one place the
    /// state is touched (`Mutex.withLock`), which `.ci/tsan.supp` names.
    /// A `body` that throws nothing makes a call that needs no `try`.
    package func withState<T: Sendable, Failure: Error>(
        _ body: @Sendable (inout State) throws(Failure) -> T
    ) throws(Failure) -> T {
        let result = state.withLock { state in
            Result { () throws(Failure) in try body(&state) }
        }
        return try result.get()
    }

    /// The HarfBuzz font a face is shaped with at a point size: the face's own font
    /// (``harfBuzzFont(of:)``) when its advances scale with the size, else a font made for that
    /// size (see `HarfBuzzFont.isSizeDependent`), also made once per catalog.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when HarfBuzz cannot read the face.
    package func harfBuzzFont(
        of face: FontFace, pointSize: Double
    ) throws(ScaledFontError) -> HarfBuzzFont {
        let font = try harfBuzzFont(of: face)
        guard font.isSizeDependent else { return font }
        let key = SizedFaceKey(file: face.file, index: face.index, pointSize: pointSize)
        let result = sizedShapers.withLock { shapers in
            if let cached = shapers[key] { return cached }
            let result = Result { () throws(ScaledFontError) in
                try HarfBuzzFont(file: face.file, index: face.index, pointSize: pointSize)
            }
            shapers[key] = result
            return result
        }
        return try result.get()
    }

    /// Resolves a font name exactly, never to a face Fontconfig would substitute for it.
    ///
    /// Tries, in order: the PostScript name (case-insensitive), a full name
    /// (case-insensitive), a family name (ignoring case and spaces), whose regular face is
    /// chosen in CSS font-matching order (normal width, upright, weight closest to 400).
    /// At each rung registered faces are searched before system faces.
    ///
    /// - Returns: the face and the rung that found it, or `nil` when the font is not
    ///   installed. Generic aliases (`sans-serif`) and names with Fontconfig syntax
    ///   (`DejaVu Sans-12`, `X:weight=200`) are plain names here and so are not installed.
    public func resolve(_ name: String) -> FontMatch? {
        index.resolve(name)
    }

    /// The last rung of ``resolve(_:)`` alone: the regular face of the family `name` names.
    package func resolveFamily(_ name: String) -> FontMatch? {
        index.resolveFamily(name)
    }

    /// The size-independent metrics of a face, read with FreeType once and then cached.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when FreeType cannot open the face
    ///   (the file was deleted, truncated or is not a font); the error is cached too.
    public func metrics(of face: FontFace) throws(ScaledFontError) -> FaceMetrics {
        let key = FaceKey(file: face.file, index: face.index)
        return try withState { state throws(ScaledFontError) in
            if let cached = state.metrics[key] { return try cached.get() }
            let result = Result { () throws(ScaledFontError) in
                try state.freetype.readMetrics(file: face.file, index: face.index)
            }
            state.metrics[key] = result
            return try result.get()
        }
    }

    /// The HarfBuzz font of a face, made once (which reads its file) and then reused, so
    /// that shaping with it again opens no file.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when HarfBuzz cannot read the face;
    ///   the error is cached too.
    package func harfBuzzFont(of face: FontFace) throws(ScaledFontError) -> HarfBuzzFont {
        let key = FaceKey(file: face.file, index: face.index)
        let result = shapers.withLock { shapers in
            if let cached = shapers[key] { return cached }
            let result = Result { () throws(ScaledFontError) in
                try HarfBuzzFont(file: face.file, index: face.index)
            }
            shapers[key] = result
            return result
        }
        return try result.get()
    }

    /// The face `UIFont.preferredFont(forTextStyle:)` stands for here: Fontconfig's best match
    /// for a generic family at a weight (`fc-match "system-ui:weight=..."`).
    ///
    /// - Parameters:
    ///   - weight: the text style's weight (semibold for headline, else regular).
    ///   - family: the family asked for; when Fontconfig's configuration does not know it,
    ///     `sans-serif` is asked instead.
    /// - Throws: ``ScaledFontError`` `.noSystemFont` when Fontconfig has no face at all.
    public func systemFont(
        weight: FontWeight, family: String = "system-ui"
    )
        throws(ScaledFontError) -> FontFace
    {
        let key = SystemFontKey(family: family, weight: weight)
        return try withState { state throws(ScaledFontError) in
            if let cached = state.systemFonts[key] { return try cached.get() }
            let result = Result { () throws(ScaledFontError) in
                lookUp(try Self.matchSystemFont(state.fontconfig, family: family, weight: weight))
            }
            state.systemFonts[key] = result
            return try result.get()
        }
    }

    private static func matchSystemFont(
        _ fontconfig: FontconfigConfiguration, family: String, weight: FontWeight
    ) throws(ScaledFontError) -> FontFace {
        if let (face, known) = fontconfig.bestMatch(family: family, weight: weight) {
            if known || family == "sans-serif" { return face }
            if let (face, _) = fontconfig.bestMatch(family: "sans-serif", weight: weight) {
                return face
            }
        }
        throw ScaledFontError(
            .noSystemFont,
            "Fontconfig has no font for '\(family)' or 'sans-serif': no fonts are installed "
                + "(install one, e.g. Debian's fonts-dejavu-core, or register a fonts folder)")
    }

    /// The catalog's own record of a face Fontconfig returned, which knows whether the face
    /// is registered.
    package func lookUp(_ face: FontFace) -> FontFace {
        registeredFaces.first { $0.file == face.file && $0.index == face.index }
            ?? system.face(file: face.file, index: face.index) ?? face
    }

    /// Fontconfig lists a face once per registration of its folder, so a folder given twice,
    /// or inside another registered folder, would list its faces twice: keeps the first of
    /// each file and index. `faces` is sorted by file and index, so copies are neighbours.
    private static func unique(_ faces: [FontFace]) -> [FontFace] {
        var kept: [FontFace] = []
        kept.reserveCapacity(faces.count)
        for face in faces
        where kept.last.map({ $0.file != face.file || $0.index != face.index }) ?? true {
            kept.append(face)
        }
        return kept
    }

    /// Why a device (iOS, tvOS, watchOS) would not load a file of the registered folders as an
    /// app's font: not TrueType or OpenType, or a face without a `name` table
    /// (``SFNTDirectory/deviceProblem``, read when the folder was registered); `nil` for a file
    /// it loads, or one outside the registered folders.
    package func deviceProblem(ofFile path: String) -> String? {
        guard !deviceProblems.isEmpty, let identity = FontFolderScan.identity(path) else {
            return nil
        }
        return deviceProblems[identity]
    }
}
