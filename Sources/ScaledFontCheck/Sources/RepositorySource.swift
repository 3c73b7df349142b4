internal import ScaledFontCore

/// A repository checked as found (`scaledfont check` with no files): every application and
/// app-extension target of every Xcode project below the root is an app, and every style
/// dictionary is checked for each target that copies it into its bundle.
///
/// Inputs given explicitly replace discovery of their kind only: with ``projects`` given, no
/// project is looked for; with ``discoversDictionaries`` off, the request's dictionaries are
/// checked for every app instead of the repository's. ``targets`` chooses those targets in
/// every project: a project without any of them is passed over, and a name no project has is
/// ``ScaledFontError/Code/unknownTarget``.
///
/// The repository is walked (``RepositoryDiscovery``) when the source is made, once, and only
/// when something is to be discovered.
public struct RepositorySource: AppSource {
    /// The root every path is taken in and shown relative to.
    public let root: RepositoryRoot
    /// The walk of the repository, `nil` when nothing is discovered (projects and
    /// dictionaries both given).
    public let discovery: RepositoryDiscovery?
    /// The projects given (`nil`: those the walk finds), as paths.
    public let projects: [String]?
    /// The targets to check in every project (empty: every app and app-extension target).
    public var targets: [String]
    /// The build configuration whose settings count (`nil`: `Release`).
    public var configuration: String?
    /// Whether the repository's style dictionaries are checked (each for the targets that copy
    /// it); otherwise every dictionary of the request is checked for every app.
    public let discoversDictionaries: Bool

    /// A source for the repository at `root`, walking it when projects or dictionaries are to
    /// be found.
    ///
    /// - Parameters:
    ///   - root: the repository's root.
    ///   - projects: the `.xcodeproj` folders to check (`nil`: every one below the root).
    ///   - targets: the targets to check in each project (empty: every app and app
    ///     extension).
    ///   - configuration: the build configuration (`nil`: `Release`).
    ///   - discoversDictionaries: whether to check the repository's style dictionaries.
    public init(
        root: RepositoryRoot, projects: [String]? = nil, targets: [String] = [],
        configuration: String? = nil, discoversDictionaries: Bool = true
    ) {
        self.root = root
        self.projects = projects
        self.targets = targets
        self.configuration = configuration
        self.discoversDictionaries = discoversDictionaries
        discovery =
            projects == nil || discoversDictionaries ? RepositoryDiscovery(root: root) : nil
    }

    /// A path the walk found (relative to the root) as the absolute path that is opened.
    private func absolute(_ found: String) -> String {
        root.path == "/" ? "/" + found : root.path + "/" + found
    }

    /// The dictionaries each app checks those of it copies (absolute), `nil` when the request's
    /// own are checked.
    private var repositoryDictionaries: [String]? {
        guard discoversDictionaries else { return nil }
        return discovery?.styleDictionaries.map(absolute)
    }

    /// The React Native style sheets the walk found (absolute), `nil` without a walk.
    private var repositoryStyleSheets: [String]? {
        discovery?.sourceFiles.filter { $0.kind == .javaScript }.map { absolute($0.path) }
    }

    /// The projects to read: those given, else those found.
    ///
    /// - Throws: ``ScaledFontError`` `.nothingToCheck` when the walk finds no project (naming
    ///   the generator to run when a manifest of one is there).
    private func projectsToCheck() throws(ScaledFontError) -> [String] {
        if let projects { return projects }
        guard let discovery else { return [] }
        if let generate = discovery.projectToGenerate {
            let place =
                generate.folder == "."
                ? "at the root" : "in '\(generate.folder)'"
            throw ScaledFontError(
                .nothingToCheck,
                "\(generate.manifest): the repository has no .xcodeproj, only the "
                    + "\(generate.tool == .xcodeGen ? "XcodeGen" : "Tuist") manifest it is "
                    + "generated from: run '\(generate.tool.command)' \(place) first, then check "
                    + "again",
                file: absolute(generate.manifest))
        }
        guard !discovery.projects.isEmpty else {
            let dictionaries = discovery.styleDictionaries.count
            throw ScaledFontError(
                .nothingToCheck,
                "\(root.path): no Xcode project (.xcodeproj) below the root"
                    + (dictionaries == 0
                        ? " and no style dictionary"
                        : ", so no target copies its \(dictionaries) style "
                            + (dictionaries == 1 ? "dictionary" : "dictionaries"))
                    + ": nothing to check; give dictionaries with --fonts-dir or --info-plist, "
                    + "or --root the folder of the app",
                file: root.path)
        }
        return discovery.projects.map(absolute)
    }

    /// Every app and app-extension target of each project (or the ``targets`` named, in the
    /// projects that have them), each checking the dictionaries its bundle copies.
    public func apps(in context: AppSourceContext) throws(ScaledFontError) -> [AppUnderCheck] {
        let projects = try projectsToCheck()
        var apps: [AppUnderCheck] = []
        var found: Set<String> = []
        let styleSheets = repositoryStyleSheets
        for project in projects {
            guard !targets.isEmpty else {
                apps += try XcodeProjectSource(
                    project: project, configuration: configuration, everyAppTarget: true,
                    repositoryDictionaries: repositoryDictionaries,
                    repositoryStyleSheets: styleSheets
                ).apps(in: context)
                continue
            }
            for target in targets {
                let source = XcodeProjectSource(
                    project: project, targets: [target], configuration: configuration,
                    repositoryDictionaries: repositoryDictionaries,
                    repositoryStyleSheets: styleSheets)
                do {
                    apps += try source.apps(in: context)
                    found.insert(target)
                } catch {
                    // A project without the target is passed over; a given project is not.
                    guard error.code == .unknownTarget, self.projects == nil else { throw error }
                }
            }
        }
        if let missing = targets.first(where: { !found.contains($0) }), self.projects == nil {
            throw ScaledFontError(
                .unknownTarget,
                "no project below the root has a target named '\(missing)' (the projects: "
                    + projects.map { root.relative($0) }.joined(separator: ", ") + ")",
                file: root.path)
        }
        return apps
    }

    /// The walk's notes, each dictionary no app copies (not checked), and each app that runs
    /// on another platform than iOS (checked for that platform).
    public func notes(about apps: [AppUnderCheck]) -> [FontSearchFinding] {
        var notes: [FontSearchFinding] =
            discovery?.notes.map { .leftOutOfWalk(path: absolute($0.path), reason: $0.reason) }
            ?? []
        if let dictionaries = repositoryDictionaries {
            let copied = Set(apps.flatMap { $0.dictionaries ?? [] })
            notes += dictionaries.filter { !copied.contains($0) }.map {
                .dictionaryNotCopied(path: $0)
            }
        }
        for app in apps {
            guard let project = app.project else { continue }
            switch app.platform {
            case .tvOS, .watchOS:
                notes.append(
                    .notIOS(
                        target: project.target, project: project.path,
                        platform: "\(app.platform)"))
            default: break
            }
        }
        return notes
    }
}
