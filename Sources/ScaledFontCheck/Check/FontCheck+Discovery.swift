extension FontCheck {
    /// A request to check the repository at `root` as found (`scaledfont check` with no
    /// files): every app and app-extension target of its Xcode projects, each with the style
    /// dictionaries its bundle copies (see ``RepositorySource``).
    ///
    /// ```swift
    /// let report = try FontCheck(discovering: RepositoryRoot(for: "ios")).run()
    /// ```
    ///
    /// Inputs given replace discovery of their kind only: `dictionaries` are checked for every
    /// app instead of the repository's own, `project` is the one project read.
    ///
    /// - Parameters:
    ///   - root: the repository's root; every path is taken in it.
    ///   - dictionaries: the dictionaries to check (empty: the repository's, each for the
    ///     targets that copy it).
    ///   - project: the one `.xcodeproj` to read (`nil`: every one below the root).
    ///   - targets: the targets to check, in every project that has them (empty: every app and
    ///     app extension).
    ///   - configuration: the build configuration (`nil`: `Release`).
    ///   - platform: where the apps run (`nil`: each target's deployment range).
    ///   - registeredFontFolders: folders of fonts the apps register at run time.
    ///   - options: Bold Text, a coverage text and the metrics table.
    public init(
        discovering root: RepositoryRoot, dictionaries: [String] = [], project: String? = nil,
        targets: [String] = [], configuration: String? = nil, platform: Platform? = nil,
        registeredFontFolders: [String] = [],
        options: DictionaryCheck.Options = DictionaryCheck.Options()
    ) {
        let source = RepositorySource(
            root: root, projects: project.map { [$0] }, targets: targets,
            configuration: configuration, discoversDictionaries: dictionaries.isEmpty)
        self.init(
            dictionaries: dictionaries, sources: [source], platform: platform,
            registeredFontFolders: registeredFontFolders, repository: root.path, options: options)
    }

    /// Whether the request checks a repository as found (``init(discovering:dictionaries:project:targets:configuration:platform:registeredFontFolders:options:)``).
    var discoversRepository: Bool { sources.contains { $0 is RepositorySource } }
}
