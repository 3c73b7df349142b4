/// Where a font name was found: a face on this machine (bundled or installed), or a font
/// built into an Apple platform.
public enum FontLocation: Sendable, Hashable {
    /// A face in a registered folder or installed here.
    case face(FontMatch)
    /// A font the platform has built in; it is not on this machine.
    case platform(PlatformFont)

    /// Where the face comes from: `bundled`, `installed` or `platform` (a face of a folder
    /// the app registers at run time is `registered`: see ``AvailableFonts/source(of:)``).
    public var source: FontSource {
        switch self {
        case .face(let match): match.face.isRegistered ? .bundled : .installed
        case .platform: .platform
        }
    }
}

/// The fonts where the app runs: the one answer to "is this name there, and from where" for
/// every ``Platform``, so that no check forks on the platform.
///
/// - ``Platform/linux``: the catalog's registered folders, then the fonts installed here.
/// - ``Platform/bundled``: the registered folders only.
/// - An Apple platform: the registered folders (the app's bundle), then the fonts built into
///   that version (``PlatformFonts``). Fonts installed on this machine never count; they
///   are only named in the finding for a font that is missing there.
public struct AvailableFonts: Sendable {
    /// The platform asked for.
    public let platform: Platform
    /// The faces on this machine that count: the registered folders, and for Linux the
    /// installed fonts.
    public let catalog: FontCatalog
    /// The fonts built into the platform (empty for Linux and bundled).
    public let builtIn: PlatformFonts
    /// The folders of fonts the app registers itself at run time
    /// (`CTFontManagerRegisterFontsForURL`), as absolute paths: registered in the catalog
    /// too, their faces are the app's without a `UIAppFonts` entry.
    public private(set) var runTimeFolders: [String] = []
    /// The font files the app registers one by one at run time (a SwiftGen
    /// `FontConvertible`'s `path`), as absolute paths; their folders are registered in the
    /// catalog.
    public private(set) var runTimeFiles: Set<String> = []
    /// Name resolution over the faces of ``runTimeFolders`` and ``runTimeFiles`` only.
    private var runTimeIndex = NameIndex(registered: [], system: [FontFace]())
    /// The answers of ``locate(_:)`` given, shared by the copies ``registeringAtRunTime(_:files:)``
    /// makes (its answer depends on the catalog and the built-in fonts alone): a check of many
    /// targets asks the same names for each. An app's dictionaries and code name a few hundred
    /// fonts; past 4,096 names, each is located afresh.
    private let located = RememberedAnswers<String, FontLocation?>(limit: 4096)

    /// Loads the catalog the platform needs: the installed fonts only for Linux.
    ///
    /// - Parameters:
    ///   - platform: where the app runs.
    ///   - fontDirectories: folders of bundled fonts, searched first.
    ///   - platformFontNames: PostScript names the Apple platform's devices have beyond the
    ///     shipped data.
    /// - Throws: ``ScaledFontError`` as ``FontCatalog/init(fontDirectories:includeSystemFonts:)``.
    public init(
        _ platform: Platform, fontDirectories: [String] = [], platformFontNames: [String] = []
    ) throws(ScaledFontError) {
        let catalog = try FontCatalog(
            fontDirectories: fontDirectories,
            includeSystemFonts: platform.includesInstalledFonts)
        self.init(platform, catalog: catalog, platformFontNames: platformFontNames)
    }

    /// A platform over a catalog made by the caller (which should leave out the installed
    /// fonts for every platform but Linux).
    public init(_ platform: Platform, catalog: FontCatalog, platformFontNames: [String] = []) {
        self.platform = platform
        self.catalog = catalog
        builtIn = PlatformFonts(platform: platform, additionalNames: platformFontNames)
    }

    /// The platform with the folders and files of fonts the app registers itself at run
    /// time, which the catalog must have registered (a file, its folder): their faces are
    /// the app's without a `UIAppFonts` entry, and their source is ``FontSource/registered``.
    public func registeringAtRunTime(_ folders: [String], files: [String] = []) -> AvailableFonts {
        var fonts = self
        fonts.runTimeFolders = folders.map { FileSystem.absoluteStandardPath($0) }
        fonts.runTimeFiles = Set(files.map { FileSystem.absoluteStandardPath($0) })
        fonts.runTimeIndex = NameIndex(
            registered: catalog.registeredFaces.filter(fonts.isRegisteredAtRunTime),
            system: [FontFace]())
        return fonts
    }

    /// Finds a font name among the faces of the folders the app registers at run time.
    public func resolveRegisteredAtRunTime(_ name: String) -> FontMatch? {
        runTimeFolders.isEmpty && runTimeFiles.isEmpty ? nil : runTimeIndex.resolve(name)
    }

    /// ``resolveRegisteredAtRunTime(_:)``'s family rung alone.
    func resolveFamilyRegisteredAtRunTime(_ name: String) -> FontMatch? {
        runTimeFolders.isEmpty && runTimeFiles.isEmpty ? nil : runTimeIndex.resolveFamily(name)
    }

    /// Whether a face is in a folder or file the app registers itself at run time.
    public func isRegisteredAtRunTime(_ face: FontFace) -> Bool {
        guard face.isRegistered, !runTimeFolders.isEmpty || !runTimeFiles.isEmpty else {
            return false
        }
        let file = FileSystem.absoluteStandardPath(face.file)
        return runTimeFiles.contains(file) || runTimeFolders.contains { file.hasPrefix($0 + "/") }
    }

    /// Where a face of the catalog comes from: `registered` (a folder the app registers at
    /// run time), `bundled` (another registered folder) or `installed`.
    public func source(of face: FontFace) -> FontSource {
        isRegisteredAtRunTime(face) ? .registered : face.isRegistered ? .bundled : .installed
    }

    /// The platform and the recorded version whose data answers: `ios@26.0`, `linux`; for a
    /// range, the range as asked (`ios@17.0+`).
    public var label: String { builtIn.label }

    /// The records of the platform font data that answered, oldest first (see
    /// ``PlatformFonts/records``).
    public var records: [PlatformRecord] { builtIn.records }

    /// Notes for a person, each said once: the catalog's folder notes, and an iOS version
    /// newer than the platform font data.
    public var notes: [FontSearchFinding] {
        catalog.folderNotes.map(FontSearchFinding.folder) + builtIn.notes
    }

    /// Finds a font name where the platform looks for it: the registered folders, then (Linux)
    /// the installed fonts or (an Apple platform) the fonts built into it.
    ///
    /// - Returns: `nil` when the platform has no such font.
    public func locate(_ name: String) -> FontLocation? {
        located.answer(name) {
            if let match = catalog.resolve(name) { return .face(match) }
            return builtIn.font(named: name).map(FontLocation.platform)
        }
    }

    /// Why a name that ``locate(_:)`` does not find is missing on the platform, in words
    /// without the file and style: not installed or bundled (Linux); not bundled, or neither
    /// bundled nor built in, naming the file when the font is installed on this machine
    /// (every other platform); a name of the hidden system UI font (Apple); built into some
    /// versions of a range but not all, naming the first version without it; listed by one
    /// dump only and not counted.
    public func absence(of name: String) -> (reason: Finding.Reason, message: FindingText) {
        guard !platform.includesInstalledFonts else {
            return (.fontNotInstalled, "font '\(name: name)' is not installed or bundled")
        }
        let missing =
            platform.isApple ? "neither bundled nor built into \(label)" : "not bundled"
        if platform.isApple, PlatformFonts.isSystemUIFontName(name) {
            return (
                .systemUIFontName,
                "'\(name: name)' is the system UI font, which \(label) does not let an app name: "
                    + "leave the style out (it then falls back to the system font)"
            )
        }
        if let (without, with) = builtIn.firstRecordWithout(name) {
            return (
                .fontNotInEveryVersion,
                "font '\(name: name)' is not built into every version of \(label): iOS "
                    + "\(with.label) has it, iOS \(without.label) does not"
            )
        }
        if let installed = catalog.installedFace(named: name) {
            return (
                .fontOnlyInstalledHere,
                "font '\(name: name)' is installed on this machine (\(path: installed.file)) but is "
                    + "\(missing): the app will not have it"
            )
        }
        if let record = builtIn.unconfirmedRecord(of: name) {
            return (
                .fontNotInstalled,
                "font '\(name: name)' is \(missing) (the iOS \(record.label) dump lists it, but "
                    + "no other record does: it may be a downloaded asset, so it is not counted)"
            )
        }
        return (.fontNotInstalled, "font '\(name: name)' is \(missing)")
    }

    /// ``absence(of:)``, with a hint when the name is a font file's name (`Inter.otf`), else,
    /// for a name found nowhere, the nearest name that is there (``nearestName(to:alsoAmong:)``):
    /// what a finding for a style whose font is missing says.
    ///
    /// - Parameters:
    ///   - name: the font name asked for.
    ///   - extra: names that are not here but may be on the device (those of files a pod
    ///     not in the checkout provides), also offered.
    public func absenceWithHint(
        of name: String, alsoAmong extra: [String] = []
    ) -> (reason: Finding.Reason, message: FindingText) {
        let absence = absence(of: name)
        if let hint = catalog.fileNameHint(for: name) {
            return (absence.reason, absence.message + FindingText("; " + hint))
        }
        guard absence.reason == .fontNotInstalled,
            let nearest = nearestName(to: name, alsoAmong: extra)
        else {
            return absence
        }
        return (absence.reason, absence.message + "; did you mean '\(name: nearest)'?")
    }

    /// The name on the platform nearest to a misspelt one (`Gerogia-Bold` -> `Georgia-Bold`),
    /// among the PostScript and family names of the faces that count here (bundled, and for
    /// Linux installed), of the fonts built into the platform, and `extra`; `nil` when none
    /// is a plausible typo of it (see the Dynamic Type model's `NearestName.findFontName`).
    ///
    /// - Parameters:
    ///   - name: the misspelt name.
    ///   - extra: more names to offer (see ``absenceWithHint(of:alsoAmong:)``).
    public func nearestName(to name: String, alsoAmong extra: [String] = []) -> String? {
        let known =
            catalog.faces.flatMap { [$0.postscriptName] + $0.families }
            + builtIn.postscriptNames + builtIn.familyNames + extra
        return NearestName.findFontName(name, among: known)
    }

    /// Why the device would not load a bundled face's file (not TrueType or OpenType, or no
    /// `name` table: see the core's `SFNTDirectory`), or `nil`; always `nil` for Linux, whose
    /// faces Fontconfig and FreeType load as they are. The headers were read when the face's
    /// folder was registered.
    public func deviceProblem(of face: FontFace) -> String? {
        platform.includesInstalledFonts ? nil : catalog.deviceProblem(ofFile: face.file)
    }
}

/// The former name of ``AvailableFonts``.
@available(*, deprecated, renamed: "AvailableFonts")
public typealias FontPlatform = AvailableFonts
