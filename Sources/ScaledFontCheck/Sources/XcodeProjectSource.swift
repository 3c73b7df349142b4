internal import ScaledFontCore

/// An iOS app's Xcode project: each chosen application or extension target is an app, with
/// the Info.plist and platform its build settings give (`ios@<deployment target>+` unless the
/// request names a platform) and the files its build copies as the bundle its `UIAppFonts`
/// entries name, exactly. A project in the `ios/` folder of a React Native app (a
/// `package.json` in the folder above) gives its iOS application targets the app's style
/// sheets as code too.
public struct XcodeProjectSource: AppSource {
    /// The `.xcodeproj` folder.
    public var project: String
    /// The targets to check (empty: the project's only application target).
    public var targets: [String]
    /// The build configuration whose settings count (`nil`: `Release`).
    public var configuration: String?
    /// With no ``targets``: every application and app-extension target, rather than the
    /// project's only application target (a repository checked as found).
    public var everyAppTarget: Bool
    /// The style dictionaries of the repository: each app checks those its bundle copies
    /// (`nil`: every dictionary of the request, for every app).
    public var repositoryDictionaries: [String]?
    /// The React Native style sheets (`.js`, `.jsx`, `.ts`, `.tsx`) a walk of the repository
    /// found, as absolute paths: a React Native app's are taken from them (`nil`: the app's
    /// folder is walked).
    public var repositoryStyleSheets: [String]?

    /// The apps of `project`.
    public init(
        project: String, targets: [String] = [], configuration: String? = nil,
        everyAppTarget: Bool = false, repositoryDictionaries: [String]? = nil,
        repositoryStyleSheets: [String]? = nil
    ) {
        self.repositoryStyleSheets = repositoryStyleSheets
        self.project = project
        self.targets = targets
        self.configuration = configuration
        self.everyAppTarget = everyAppTarget
        self.repositoryDictionaries = repositoryDictionaries
    }

    /// One app per chosen target, each with its settings read and its bundle scanned once
    /// (what the targets' bundles read alike, once for all).
    public func apps(in context: AppSourceContext) throws(ScaledFontError) -> [AppUnderCheck] {
        let xcodeProject = try XcodeProject(contentsOf: project, repositoryRoot: context.repository)
        let chosen =
            everyAppTarget && targets.isEmpty
            ? xcodeProject.targets.filter { $0.isApplication || $0.isAppExtension }
            : try xcodeProject.chooseTargets(targets)
        // Each dictionary's real path, found once for every target.
        let dictionaries = repositoryDictionaries.map { paths in
            paths.map { (path: $0, real: FileSystem.realPath($0) ?? $0) }
        }
        // The style sheets of the React Native app the project is the iOS side of, walked
        // once for every target.
        let reactNative = ReactNativeApp(
            project: project, repository: context.repository, styleSheets: repositoryStyleSheets)
        var apps: [AppUnderCheck] = []
        var shared = BundleReader.Shared()
        for target in chosen {
            apps.append(
                try app(
                    target, of: xcodeProject, context: context, dictionaries: dictionaries,
                    reactNative: reactNative, sharing: &shared))
        }
        return apps
    }

    /// Of the repository's dictionaries, those the bundle copies (by real path, each file's
    /// found once for all the targets).
    private static func dictionaries(
        _ dictionaries: [(path: String, real: String)], copiedInto bundle: AppBundleLayout,
        sharing shared: inout BundleReader.Shared
    ) -> [String] {
        var copied: Set<String> = []
        for file in bundle.files {
            if shared.realPaths[file.sourcePath] == nil {
                shared.realPaths[file.sourcePath] =
                    FileSystem.realPath(file.sourcePath) ?? file.sourcePath
            }
            copied.insert(shared.realPaths[file.sourcePath] ?? file.sourcePath)
        }
        return dictionaries.filter { copied.contains($0.real) }.map(\.path)
    }

    /// One target: its settings, bundle and platform.
    private func app(
        _ target: XcodeProject.Target, of xcodeProject: XcodeProject, context: AppSourceContext,
        dictionaries: [(path: String, real: String)]?, reactNative: ReactNativeApp?,
        sharing shared: inout BundleReader.Shared
    ) throws(ScaledFontError) -> AppUnderCheck {
        let settings = try xcodeProject.settings(
            of: target, configuration: configuration ?? "Release",
            folders: &shared.memo.realFolders)
        // A React Native app's iOS application target runs its style sheets and gets the
        // fonts of its `react-native.config.js` assets.
        let reactNativeApp = reactNative.flatMap {
            ReactNativeApp.runs(in: target, sdk: settings.sdk) ? $0 : nil
        }
        var bundle = try xcodeProject.bundle(of: target, sharing: &shared)
        if let reactNativeApp { bundle = reactNativeApp.copyingAssets(into: bundle) }
        let projectFile = xcodeProject.path + "/project.pbxproj"
        // A copied font whose folder is missing is an error at the build file that copies it;
        // a folder of fonts the target leaves out is not registered when it is missing.
        var folders: [String] = []
        for (folder, copied) in Self.fontFolders(of: bundle) {
            if FileSystem.isFolder(folder) {
                folders.append(folder)
            } else if let copied {
                throw ScaledFontError(
                    .fontsDirectoryUnreadable,
                    "\(projectFile), line \(copied.projectLine): the build copies "
                        + "'\(copied.sourcePath)', whose folder '\(folder)' does not exist",
                    file: projectFile)
            }
        }
        let layout = AppFonts.Layout.project(target: target.name, bundle: bundle)
        let declarations: AppUnderCheck.Declarations =
            settings.infoPlistFile.map { .infoPlist($0, layout) }
            ?? .noInfoPlist(
                target: target.name, project: projectFile, line: settings.line, layout: layout,
                generates: settings.generatesInfoPlist)
        let missing = settings.missingConfigurationFiles.map { missing in
            Finding(
                .warning, .configurationFileMissing, file: projectFile,
                field: "baseConfigurationReference",
                message: "the build configuration '\(settings.configuration)' names "
                    + "\(path: missing), which is not in the checkout: Xcode builds without it, "
                    + "and so are the settings read; check again once it exists")
        }
        // The code and font resources of the local packages the target links.
        let packages = xcodeProject.linkedPackageContents(of: target)
        let styleSheets = reactNativeApp?.sourceFiles ?? []
        var project = FontCheckReport.Project(
            path: xcodeProject.path, target: target.name, configuration: settings.configuration,
            infoPlist: settings.infoPlistFile,
            deploymentTarget: settings.deploymentTarget.map { "\($0.platform)@\($0.version)" },
            bundle: bundle, skipped: settings.skippedConfigurationFiles + bundle.skipped)
        project.packageNotes = packages.notes
        var app = AppUnderCheck(
            platform: context.platform ?? Self.platform(of: settings), fontFolders: folders,
            registeredFontFolders: context.registeredFontFolders, declarations: declarations,
            project: project, findings: missing,
            dictionaries: dictionaries.map {
                Self.dictionaries($0, copiedInto: bundle, sharing: &shared)
            },
            code: try xcodeProject.compiledSources(of: target, bundle: bundle)
                + packages.codeFiles + styleSheets)
        app.packageFontFolders = packages.fontFolders
        return app
    }

    /// Where a target runs: every iOS version from its deployment target on
    /// (`ios@17.0+`), tvOS or watchOS; with no deployment target (or one of a platform the
    /// data has no fonts of) the newest iOS record, and the report notes it.
    static func platform(of settings: TargetSettings) -> Platform {
        if let deployment = settings.deploymentTarget {
            switch deployment.platform {
            case "ios": return .iOSAndLater(deployment.version)
            case "tvos": return .tvOS
            case "watchos": return .watchOS
            default: return .iOS(nil)
            }
        }
        switch settings.sdk {
        case "appletvos": return .tvOS
        case "watchos": return .watchOS
        default: return .iOS(nil)
        }
    }

    /// The folders to register for a bundle: those holding its font files (and the
    /// project's font files the target leaves out), none inside another, each with the first
    /// file the target copies there (`nil` when it copies none). Each folder is compared with
    /// the folders above it, not with every other folder, so a bundle of many folders costs
    /// time in proportion to them.
    static func fontFolders(
        of bundle: AppBundleLayout
    ) -> [(folder: String, copied: AppBundleLayout.File?)] {
        var folders: [(folder: String, copied: AppBundleLayout.File?)] = []
        var standard: Set<String> = []
        let files = bundle.files.map { ($0, true) } + bundle.notInTarget.map { ($0, false) }
        for (file, isCopied) in files where FontFolderScan.looksLikeFont(file.sourcePath) {
            let folder = FileSystem.parentFolder(of: file.sourcePath)
            if standard.insert(FileSystem.absoluteStandardPath(folder)).inserted {
                folders.append((folder, isCopied ? file : nil))
            }
        }
        return folders.filter { folder, _ in
            var above = FileSystem.absoluteStandardPath(folder)
            while above != "/" {
                above = FileSystem.parentFolder(of: above)
                if standard.contains(above) { return false }
            }
            return true
        }
    }
}
