/// Where a font name was found: a face on this machine (bundled or installed), or a font
/// built into the catalog's Apple platform.
public enum FontLocation: Sendable, Hashable {
    /// A face in a registered folder or installed here.
    case face(FontMatch)
    /// A font the platform has built in; it is not on this machine.
    case platform(PlatformFont)

    /// Where the face comes from: `bundled`, `installed` or `platform`.
    public var source: FontSource {
        switch self {
        case .face(let match): match.face.isRegistered ? .bundled : .installed
        case .platform: .platform
        }
    }
}

extension FontCatalog {
    /// The platform the catalog checks for.
    public var platform: Platform { platformFonts.platform }

    /// Finds a font name where the catalog's platform looks for it: the registered folders,
    /// then (Linux) the installed fonts or (an Apple platform) the fonts built into it.
    ///
    /// - Returns: `nil` when the platform has no such font.
    public func locate(_ name: String) -> FontLocation? {
        if let match = resolve(name) { return .face(match) }
        return platformFonts.font(named: name).map(FontLocation.platform)
    }

    /// Why a name that ``locate(_:)`` does not find is missing on the catalog's platform, in
    /// words without the file and style: not installed or bundled (Linux); not bundled, or
    /// neither bundled nor built in, naming the file when the font is installed on this
    /// machine (every other platform); a name of the hidden system UI font (Apple).
    public func absence(of name: String) -> (reason: CheckFinding.Reason, message: String) {
        let fonts = platformFonts
        guard !platform.includesInstalledFonts else {
            return (.fontNotInstalled, "font '\(name)' is not installed or bundled")
        }
        let missing =
            fonts.platform.isApple ? "neither bundled nor built into \(fonts.label)" : "not bundled"
        if fonts.platform.isApple, PlatformFonts.isSystemUIFontName(name) {
            return (
                .systemUIFontName,
                "'\(name)' is the system UI font, which \(fonts.label) does not let an app name: "
                    + "leave the style out (it then falls back to the system font)"
            )
        }
        if let installed = installedHere(name) {
            return (
                .fontOnlyInstalledHere,
                "font '\(name)' is installed on this machine (\(installed.file)) but is "
                    + "\(missing): the app will not have it"
            )
        }
        return (.fontNotInstalled, "font '\(name)' is \(missing)")
    }

    /// The installed face a name resolves to on this machine when the catalog leaves installed
    /// fonts out (any platform but Linux): the reason a check that passes here would fail on
    /// the device. Loads the installed fonts the first time it is asked.
    ///
    /// - Returns: `nil` for a Linux catalog (its installed faces already count), when the
    ///   name is not installed, or when Fontconfig cannot load them.
    public func installedHere(_ name: String) -> FontFace? {
        guard !platform.includesInstalledFonts else { return nil }
        let index = withState { state in
            if let installed = state.installed { return installed }
            let result = Result { () throws(ScaledFontError) in
                let fontconfig = try FontconfigConfiguration(
                    fontDirectories: [], includeSystemFonts: true)
                // Indexed as a Linux catalog indexes them, so that the face named is the one
                // a check for Linux would resolve.
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

    /// The installed face that a bundled face shadows, when it matters (NameResolution.md: only for
    /// Linux, where both are on the machine): an installed face of the same PostScript name
    /// whose file holds other bytes (another version, perhaps other metrics). Compared once.
    ///
    /// - Returns: `nil` for a face that is not bundled, has no installed namesake, or whose
    ///   namesake is the same file content; and for every platform but Linux.
    public func shadowedFace(of face: FontFace) -> FontFace? {
        guard face.isRegistered, platform == .linux, !face.postscriptName.isEmpty else {
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
