import ScaledFontCheck
import Synchronization

/// The catalogs ``AvailableFonts/forArguments(_:platform:extraFolders:)`` made, kept until the
/// process exits: referenced from here, so they are not freed (see there) and are not leaks
/// either (a leak checker finds them reachable).
private let keptCatalogs = Mutex<[FontCatalog]>([])

extension AvailableFonts {
    /// The platform, and its catalog, for the `--fonts-dir` options of a command line, for a platform
    /// (`--platform`, parsed by ``ParsedArguments/platform(command:default:)``) with the names
    /// of `--platform-fonts`, and `extraFolders` (an app's `--bundle-root`) registered too.
    ///
    /// The catalog is kept until the process exits (held by a process-wide list): a
    /// command builds one catalog and exits when it is done, and freeing every face and the
    /// Fontconfig configuration just before exiting cost `check` about a fifteenth of the
    /// hand-written C reference's whole run (see Benchmarks/README.md).
    ///
    /// - Throws: ``ScaledFontError`` for a folder that is missing or unreadable, a
    ///   `--platform-fonts` file that cannot be read, or when Fontconfig cannot start.
    static func forArguments(
        _ arguments: ParsedArguments, platform: Platform = .linux, extraFolders: [String] = []
    ) throws(ScaledFontError) -> AvailableFonts {
        try forArguments(
            arguments, platform: platform,
            folders: arguments.values(CommandSpec.Option.fontsDirectory.name) + extraFolders)
    }

    /// ``forArguments(_:platform:extraFolders:)`` with the folders to register given (the
    /// request's: `--fonts-dir` and `--bundle-root`, or a project target's font folders).
    static func forArguments(
        _ arguments: ParsedArguments, platform: Platform, folders: [String]
    ) throws(ScaledFontError) -> AvailableFonts {
        let names = try arguments.value(CommandSpec.Option.platformFonts.name).map {
            path throws(ScaledFontError) in try PlatformFonts.names(contentsOf: path)
        }
        let fonts = try AvailableFonts(
            platform,
            fontDirectories: folders,
            platformFontNames: names ?? [])
        keptCatalogs.withLock { $0.append(fonts.catalog) }
        return fonts
    }

    /// Writes the notes of the catalog and the platform (a folder entry left out, an iOS
    /// version newer than the data) to stderr.
    func warn(on terminal: Terminal) {
        let notes = notes
        guard !notes.isEmpty else { return }
        let repository = RepositoryPath()
        for note in notes { terminal.warning(note.commandLineMessage(repository)) }
    }
}

extension FontSearchFinding {
    /// The note as the command line says it: files in the repository relative to it, and
    /// for an iOS version with no record, the option that adds the names a device has.
    func commandLineMessage(_ repository: RepositoryPath) -> String {
        let message = message(showingPath: repository.relative)
        guard case .versionNotRecorded = self else { return message }
        return message + "; add names a device has with --platform-fonts"
    }
}
