import ScaledFontCheck

extension CheckCommand {
    /// The check a command line asks for: the validated request, and the root of the
    /// repository when it is checked as found. `check` renders its report; `fonts --used`
    /// builds and runs the same request and renders which font files the app uses.
    struct Run {
        /// The request the arguments make, validated; its repository is set when it runs.
        let request: FontCheck
        /// The repository's root when it is checked as found (no dictionary, or a folder
        /// given).
        let root: RepositoryRoot?
        let arguments: ParsedArguments

        /// The request of `arguments`, validated by the library (which inputs go together)
        /// and with the platform `--platform` names.
        ///
        /// - Parameters:
        ///   - command: the subcommand, named in usage errors.
        ///   - options: what each dictionary check reports beyond the faces.
        /// - Throws: ``UsageError`` for inputs that do not go together, an unknown platform,
        ///   or a root that is not a folder.
        init(
            _ arguments: ParsedArguments, command: String, options: DictionaryCheck.Options
        ) throws(UsageError) {
            let root = try CheckCommand.repositoryRoot(arguments, command: command)
            var request =
                root.map { CheckCommand.request(discovering: $0, arguments, options: options) }
                ?? FontCheck(
                    dictionaries: arguments.positionals,
                    fontFolders: arguments.values(CommandSpec.Option.fontsDirectory.name),
                    registeredFontFolders: arguments.values("registered-fonts"),
                    infoPlist: arguments.value("info-plist"),
                    bundleRoot: arguments.value("bundle-root"),
                    project: arguments.value("project"), targets: arguments.values("target"),
                    configuration: arguments.value("configuration"), options: options)
            request.checksCode = !arguments.flag("no-code")
            // The library's rules come in their order; a --platform that does not parse is
            // reported after the rules on which inputs are given, before those on the
            // platform.
            let platform: Result<Platform, UsageError>
            do {
                platform = .success(
                    try arguments.platform(command: command, default: request.resolvedPlatform))
            } catch {
                platform = .failure(error)
            }
            if arguments.value(CommandSpec.Option.platform.name) != nil {
                request.platform = try? platform.get()
            }
            do {
                try request.validate()
            } catch {
                if error.isAboutPlatform, case .failure(let unparsed) = platform { throw unparsed }
                throw UsageError(error.commandLineMessage, command: command)
            }
            _ = try platform.get()
            self.request = request
            self.arguments = arguments
            self.root = root
        }

        /// Runs the request, paths shown relative to the root of a repository checked as
        /// found, and hands the report to `render`.
        func run(
            _ render: (FontCheckReport, RepositoryPath) throws(ScaledFontError) -> ExitStatus
        ) throws(ScaledFontError) -> ExitStatus {
            func check() throws(ScaledFontError) -> ExitStatus {
                let repository = RepositoryPath()
                var request = request
                request.repository = request.repository ?? repository.root
                let report = try request.run { platform, folders throws(ScaledFontError) in
                    try AvailableFonts.forArguments(
                        arguments, platform: platform, folders: folders)
                }
                return try render(report, repository)
            }
            guard let root else { return try check() }
            return try CheckCommand.showingPaths(from: root, check)
        }
    }
}
