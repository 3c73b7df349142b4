import ScaledFontCheck
import ScaledFontCore

/// `scaledfont check [FOLDER] [DICT...]`: the repository checked as found, when no dictionary
/// is given, a folder is among the arguments, or `--root` names the root.
extension CheckCommand {
    /// `--root <dir>`: the folder every path is taken in and shown relative to.
    static let rootOption = CommandSpec.Option(
        "root", value: "dir",
        help: "The repository's root when checking it as found (default: the git top level "
            + "above <folder>, else <folder>): every path is shown relative to it, whichever "
            + "folder the tool runs from.")

    /// The root of the repository to check as found, `nil` when the command line names the
    /// inputs instead (dictionaries and no folder, no `--root`).
    ///
    /// - Parameter command: the subcommand, named in usage errors.
    /// - Throws: ``UsageError`` for more than one folder, or a root that is not a folder.
    static func repositoryRoot(
        _ arguments: ParsedArguments, command: String
    ) throws(UsageError) -> RepositoryRoot? {
        let folders = arguments.positionals.filter(isRepositoryFolder)
        let override = arguments.value(rootOption.name)
        guard arguments.positionals.isEmpty || !folders.isEmpty || override != nil else {
            return nil
        }
        guard folders.count <= 1 else {
            throw UsageError(
                "one repository is checked at a time: give one folder, not "
                    + folders.map { "'\($0)'" }.joined(separator: ", "),
                command: command)
        }
        do {
            return try RepositoryRoot(for: folders.first ?? ".", override: override)
        } catch {
            throw UsageError(error.message, command: command)
        }
    }

    /// Whether an argument names the folder to check rather than a dictionary: a folder whose
    /// name does not end in `.plist` or `.json` (a folder named like a dictionary is one given
    /// by mistake, refused as a dictionary as before).
    static func isRepositoryFolder(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return FileSystem.isFolder(path) && !name.hasSuffix(".plist") && !name.hasSuffix(".json")
    }

    /// The request for the repository at `root`: its projects and dictionaries found, except
    /// those of a kind the command line gives (dictionaries, `--project`; `--info-plist`,
    /// `--bundle-root` or `--fonts-dir` are the app, so only its dictionaries are found).
    /// Every path is made absolute, as the report shows them relative to the root.
    static func request(
        discovering root: RepositoryRoot, _ arguments: ParsedArguments,
        options: DictionaryCheck.Options
    ) -> FontCheck {
        func absolute(_ path: String) -> String { FileSystem.absoluteStandardPath(path) }
        let dictionaries = arguments.positionals.filter { !isRepositoryFolder($0) }.map(absolute)
        let fontFolders = arguments.values(CommandSpec.Option.fontsDirectory.name).map(absolute)
        let registered = arguments.values("registered-fonts").map(absolute)
        let infoPlist = arguments.value("info-plist").map(absolute)
        let bundleRoot = arguments.value("bundle-root").map(absolute)
        let project = arguments.value("project").map(absolute)
        let targets = arguments.values("target")
        let configuration = arguments.value("configuration")
        guard infoPlist == nil, bundleRoot == nil, fontFolders.isEmpty else {
            let found =
                dictionaries.isEmpty
                ? RepositoryDiscovery(root: root).styleDictionaries.map {
                    FileSystem.absoluteStandardPath($0, in: root.path)
                } : dictionaries
            return FontCheck(
                dictionaries: found, fontFolders: fontFolders, registeredFontFolders: registered,
                infoPlist: infoPlist, bundleRoot: bundleRoot, repository: root.path,
                project: project, targets: targets, configuration: configuration,
                options: options)
        }
        return FontCheck(
            discovering: root, dictionaries: dictionaries, project: project, targets: targets,
            configuration: configuration, registeredFontFolders: registered, options: options)
    }

    /// Runs `body` with the root as the folder paths are shown relative to (files are opened
    /// by the absolute paths the request holds, so the process's folder does not matter).
    static func showingPaths(
        from root: RepositoryRoot, _ body: () throws(ScaledFontError) -> ExitStatus
    ) throws(ScaledFontError) -> ExitStatus {
        var context = RunContext.current
        context.currentFolder = root.path
        let result = RunContext.$current.withValue(context) {
            DisplayPath.$showsGivenPathsFromRoot.withValue(true) {
                Result { () throws(ScaledFontError) in try body() }
            }
        }
        return try result.get()
    }
}

extension DisplayPath {
    /// Whether a path the request names (a dictionary, an Info.plist) is shown as
    /// ``show(_:)`` shows a face's file rather than as given: a repository checked as found
    /// names them by absolute paths, shown relative to its root.
    @TaskLocal static var showsGivenPathsFromRoot = false

    /// A path the request names: as given, or relative to the root of a repository checked
    /// as found.
    static func given(_ path: String) -> String {
        showsGivenPathsFromRoot ? show(path) : path
    }
}
