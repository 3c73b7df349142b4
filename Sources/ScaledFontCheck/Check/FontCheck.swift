/// The check as one request: the style dictionaries, the folders of fonts the app bundles,
/// where the app runs, and (for an Apple app) its Info.plist. ``run()`` answers with a
/// ``FontCheckReport`` whose ``FontCheckReport/outcome`` is the verdict, so a program gates
/// on it without the command line:
///
/// ```swift
/// let report = try FontCheck(
///     dictionaries: ["Styles.plist"], fontFolders: ["Fonts"], platform: .linux
/// ).run()
/// if report.outcome != .passed {
///     for finding in report.findings where finding.severity == .error { print(finding) }
/// }
/// ```
public struct FontCheck: Sendable {
    /// The style dictionaries, as paths; each is checked on its own.
    public var dictionaries: [String]
    /// Folders of the app's bundled fonts (with an Info.plist, the source tree's folders whose
    /// files `UIAppFonts` entries name).
    public var fontFolders: [String]
    /// Folders of fonts the app registers itself at run time (`CTFontManagerRegisterFontsForURL`,
    /// often from a Swift package's resource bundle): their faces are the app's without a
    /// `UIAppFonts` entry, searched before the other folders, and their source is
    /// ``FontSource/registered``. Used with a project too; for Linux they are registered
    /// folders like ``fontFolders``.
    public var registeredFontFolders: [String]
    /// Where the app runs; `nil` is ``Platform/linux``, or with ``infoPlist`` the newest iOS
    /// the data knows, or with ``project`` each target's deployment range.
    public var platform: Platform?
    /// PostScript names the Apple platform's devices have beyond the shipped data.
    public var platformFontNames: [String]
    /// The app's Info.plist (XML or binary): only the files its `UIAppFonts` lists count as
    /// bundled.
    public var infoPlist: String?
    /// A built app bundle whose paths `UIAppFonts` entries are; without it an entry names the
    /// file under ``fontFolders`` whose path in ``repository`` ends with the entry.
    public var bundleRoot: String?
    /// The repository (or the folder) the source tree's paths are taken in: a `UIAppFonts`
    /// entry `Fonts/Inter.otf` names `App/Fonts/Inter.otf` of font folder `App/Fonts`
    /// (`nil`: the current folder).
    public var repository: String?
    /// The app's Xcode project (the `.xcodeproj` folder): each target's build settings give
    /// the Info.plist and the platform (`ios@<deployment target>+` unless ``platform`` says
    /// otherwise), and the files its build copies are the bundle `UIAppFonts` entries name,
    /// exactly. With a project, ``infoPlist``, ``bundleRoot`` and ``fontFolders`` are not
    /// used.
    public var project: String?
    /// The project's targets to check, each with its own Info.plist, bundle and platform
    /// (empty: the project's only application target).
    public var targets: [String]
    /// The build configuration whose settings count (`nil`: `Release`).
    public var configuration: String?
    /// Bold Text faces and a text every style should render (Linux only), and the table
    /// line metrics come from.
    public var options: DictionaryCheck.Options

    /// Creates a request.
    public init(
        dictionaries: [String], fontFolders: [String] = [], registeredFontFolders: [String] = [],
        platform: Platform? = nil,
        platformFontNames: [String] = [], infoPlist: String? = nil, bundleRoot: String? = nil,
        repository: String? = nil, project: String? = nil, targets: [String] = [],
        configuration: String? = nil, options: DictionaryCheck.Options = DictionaryCheck.Options()
    ) {
        self.repository = repository
        self.project = project
        self.targets = targets
        self.configuration = configuration
        self.dictionaries = dictionaries
        self.fontFolders = fontFolders
        self.registeredFontFolders = registeredFontFolders
        self.platform = platform
        self.platformFontNames = platformFontNames
        self.infoPlist = infoPlist
        self.bundleRoot = bundleRoot
        self.options = options
    }

    /// The platform checked for: ``platform``, else iOS for an app (an Info.plist or a
    /// project, whose targets then each narrow it to their deployment range), else Linux.
    public var resolvedPlatform: Platform {
        platform ?? (isApp ? .iOS(nil) : .linux)
    }

    /// Loads the fonts of the platform (the folders and, with a bundle root, the bundle; with
    /// a project, the folders of each target's bundle) and checks every dictionary.
    ///
    /// An unreadable dictionary or Info.plist does not throw: the report says which and why,
    /// and its outcome is ``FontCheckReport/Outcome/unusable``.
    ///
    /// - Throws: ``ScaledFontError`` for a font folder that is missing or unreadable, when
    ///   Fontconfig or FreeType cannot start, (Linux) when a style must fall back and no font
    ///   is installed at all, and for a project that cannot be read or is not an app, an
    ///   unknown target or configuration (the message names the file and line).
    public func run() throws(ScaledFontError) -> FontCheckReport {
        try run { platform, folders throws(ScaledFontError) in
            try AvailableFonts(
                platform, fontDirectories: folders, platformFontNames: platformFontNames)
        }
    }

    /// ``run()`` with the fonts of each platform and folders loaded by `load` (the command
    /// line keeps its catalogs until it exits).
    package func run(
        loading load: (Platform, _ folders: [String]) throws(ScaledFontError) -> AvailableFonts
    ) throws(ScaledFontError) -> FontCheckReport {
        // A folder given inside the repository that is a link leading out of it is never
        // read: its fonts (the machine's) are not the app's.
        let root = repository ?? FileSystem.currentFolder()
        func linksOut(_ path: String) -> Bool {
            let text = FileSystem.absoluteStandardPath(path)
            guard FileSystem.isWithin(text, folder: FileSystem.absoluteStandardPath(root)),
                case .outside = FileSystem.containment(of: path, in: root)
            else { return false }
            return true
        }
        var skipped: [String] = []
        func contained(_ folder: String) -> Bool {
            guard linksOut(folder) else { return true }
            skipped.append(folder)
            return false
        }
        var request = self
        request.fontFolders = fontFolders.filter(contained)
        request.registeredFontFolders = registeredFontFolders.filter(contained)
        request.bundleRoot = bundleRoot.flatMap { contained($0) ? $0 : nil }
        var report = try request.runContained(loading: load)
        report.linksOutside = skipped
        return report
    }

    /// ``run(loading:)`` once every folder given is known to stay in the repository.
    private func runContained(
        loading load: Inputs.Load
    ) throws(ScaledFontError) -> FontCheckReport {
        let inputs = Inputs()
        func fonts(
            _ platform: Platform, _ folders: [String]
        ) throws(ScaledFontError) -> AvailableFonts {
            try inputs.fonts(platform, folders: folders, loading: load)
        }
        var report = try runContained(loading: fonts, inputs: inputs)
        report.inputReads = inputs.counts
        return report
    }

    /// ``runContained(loading:)`` with the run's inputs, read once for every target.
    private func runContained(
        loading load: Inputs.Load, inputs: Inputs
    ) throws(ScaledFontError) -> FontCheckReport {
        guard let project else {
            let folders = fontFolders + (bundleRoot.map { [$0] } ?? [])
            return try run(
                on: load(resolvedPlatform, registeredFontFolders + folders), inputs: inputs)
        }
        let xcodeProject = try XcodeProject(
            contentsOf: project, repositoryRoot: repository ?? FileSystem.currentFolder())
        var reports: [FontCheckReport] = []
        let chosen = try xcodeProject.chooseTargets(targets)
        for target in chosen {
            let report = try run(target, of: xcodeProject, loading: load, inputs: inputs)
            reports.append(chosen.count > 1 ? report.namingTarget(target.name) : report)
        }
        return FontCheckReport(reports[0], otherTargets: Array(reports.dropFirst()))
    }

    /// Checks every dictionary against fonts loaded by the caller (which registered
    /// ``registeredFontFolders``, ``fontFolders`` and the bundle root).
    package func run(on fonts: AvailableFonts) throws(ScaledFontError) -> FontCheckReport {
        try run(on: fonts, inputs: Inputs())
    }

    /// ``run(on:)`` with the dictionaries read through `inputs`.
    private func run(
        on fonts: AvailableFonts, inputs: Inputs
    ) throws(ScaledFontError)
        -> FontCheckReport
    {
        let fonts = fonts.registeringAtRunTime(registeredFontFolders)
        let layout: AppFonts.Layout =
            bundleRoot.map { .builtBundle(root: $0) }
            ?? .sourceTree(
                fontFolders: fontFolders, repository: repository ?? FileSystem.currentFolder())
        let appFonts = infoPlist.map {
            Self.appFonts($0, layout: layout, fonts: fonts, inputs: inputs)
        }
        return try check(on: fonts, appFonts: appFonts, project: nil, inputs: inputs)
    }

    /// One target of the project: its settings, bundle and platform, then the check.
    private func run(
        _ target: XcodeProject.Target, of xcodeProject: XcodeProject,
        loading load: Inputs.Load, inputs: Inputs
    ) throws(ScaledFontError) -> FontCheckReport {
        let settings = try xcodeProject.settings(
            of: target, configuration: configuration ?? "Release")
        let bundle = try xcodeProject.bundle(of: target)
        let platform = self.platform ?? Self.platform(of: settings)
        // A copied font whose folder is missing is an error at the build file that copies it;
        // a folder of fonts the target leaves out is not registered when it is missing.
        var folders: [String] = []
        for (folder, copied) in Self.fontFolders(of: bundle) {
            if FileSystem.isFolder(folder) {
                folders.append(folder)
            } else if let copied {
                throw ScaledFontError(
                    .fontsDirectoryUnreadable,
                    "\(xcodeProject.path)/project.pbxproj, line \(copied.projectLine): the build "
                        + "copies '\(copied.sourcePath)', whose folder '\(folder)' does not exist",
                    file: xcodeProject.path + "/project.pbxproj")
            }
        }
        let fonts = try load(platform, registeredFontFolders + folders)
            .registeringAtRunTime(registeredFontFolders)
        let layout = AppFonts.Layout.project(target: target.name, bundle: bundle)
        var appFonts =
            settings.infoPlistFile.map {
                Self.appFonts($0, layout: layout, fonts: fonts, inputs: inputs)
            }
            ?? AppFonts(
                generatedFor: target.name, project: xcodeProject.path + "/project.pbxproj",
                line: settings.line, layout: layout, generates: settings.generatesInfoPlist)
        appFonts.findings += settings.missingConfigurationFiles.map { missing in
            Finding(
                .warning, .configurationFileMissing, file: xcodeProject.path + "/project.pbxproj",
                field: "baseConfigurationReference",
                message: "the build configuration '\(settings.configuration)' names "
                    + "\(path: missing), which is not in the checkout: Xcode builds without it, "
                    + "and so are the settings read; check again once it exists")
        }
        let context = FontCheckReport.Project(
            path: xcodeProject.path, target: target.name, configuration: settings.configuration,
            infoPlist: settings.infoPlistFile,
            deploymentTarget: settings.deploymentTarget.map { "\($0.platform)@\($0.version)" },
            bundle: bundle, skipped: settings.skippedConfigurationFiles + bundle.skipped)
        return try check(on: fonts, appFonts: appFonts, project: context, inputs: inputs)
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

    /// The app's declared fonts from an Info.plist (read through `inputs`), or its unreadable
    /// finding.
    private static func appFonts(
        _ infoPlist: String, layout: AppFonts.Layout, fonts: AvailableFonts, inputs: Inputs
    ) -> AppFonts {
        switch inputs.declarations(infoPlist) {
        case .success(let declarations):
            return AppFonts(
                declarations, layout: layout, catalog: fonts.catalog,
                readsApplicationFontsPath: !fonts.platform.isApple)
        case .failure(let error):
            return AppFonts(unreadable: infoPlist, layout: layout, error: error)
        }
    }

    /// Checks every dictionary on the platform, within the app's declared fonts.
    private func check(
        on fonts: AvailableFonts, appFonts: AppFonts?, project: FontCheckReport.Project?,
        inputs: Inputs
    ) throws(ScaledFontError) -> FontCheckReport {
        var options = options
        // An Info.plist that cannot be read declares nothing: the styles are checked against
        // the folders as they are, and the outcome is unusable anyway.
        options.appFonts = appFonts?.isReadable == true ? appFonts : nil
        var checks: [DictionaryCheck] = []
        for path in dictionaries {
            checks.append(
                try DictionaryCheck(
                    path: path, read: inputs.dictionary(path), platform: fonts, options: options))
        }
        let app = appFonts.map { appFonts in
            let used = Set(checks.flatMap { $0.entries.compactMap(\.face?.postscriptName) })
            return FontCheckReport.App(
                fonts: appFonts, unused: appFonts.unused(byFacesNamed: used))
        }
        return FontCheckReport(platform: fonts, dictionaries: checks, app: app, project: project)
    }
}

/// The answer to a ``FontCheck``: each dictionary's entries and findings, the app's declared
/// fonts, the notes, and the verdict.
public struct FontCheckReport: Sendable {
    /// The verdict of a check.
    public enum Outcome: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Every present entry resolves where the app runs (missing styles and warnings do
        /// not fail).
        case passed
        /// A finding is an error: an entry is invalid or names a font the platform does not
        /// have, or a `UIAppFonts` entry is wrong.
        case failed
        /// An input cannot be read: a dictionary is unreadable or malformed.
        case unusable

        /// `passed`, `failed`, `unusable`.
        public var description: String {
            switch self {
            case .passed: "passed"
            case .failed: "failed"
            case .unusable: "unusable"
            }
        }

        /// Passed before failed before unusable: the worst of several is their maximum.
        public static func < (a: Outcome, b: Outcome) -> Bool { a.rawValue < b.rawValue }
    }

    /// The app's declared fonts and which of them no dictionary uses.
    public struct App: Sendable {
        /// The `UIAppFonts` entries matched to files, with their findings.
        public let fonts: AppFonts
        /// Listed files whose faces no dictionary uses: reported, not an error.
        public let unused: [AppFonts.Entry]

        /// Unusable when the Info.plist cannot be read, failed when a `UIAppFonts` finding is
        /// an error.
        public var outcome: Outcome {
            !fonts.isReadable
                ? .unusable : fonts.findings.contains { $0.severity == .error } ? .failed : .passed
        }
    }

    /// The target of an app's Xcode project a report is about.
    public struct Project: Sendable {
        /// The `.xcodeproj` folder, as given.
        public let path: String
        /// The target's name.
        public let target: String
        /// The build configuration whose settings were read.
        public let configuration: String
        /// The target's Info.plist (`INFOPLIST_FILE`), `nil` when Xcode generates it.
        public let infoPlist: String?
        /// The deployment target (`ios@16.0`), `nil` when the target sets none.
        public let deploymentTarget: String?
        /// The files the target's build copies, and those it leaves out.
        public let bundle: AppBundleLayout
        /// What the project names that leads outside the repository, other than a font or
        /// the Info.plist (folders, resources, `.xcconfig` files): skipped, never read, and
        /// each named in a note.
        public let skipped: [SkippedPath]
    }

    /// Where the fonts were looked for: the platform, its recorded version and the catalog.
    public let platform: AvailableFonts
    /// One check per dictionary, in the request's order.
    public let dictionaries: [DictionaryCheck]
    /// With an Info.plist (or a project), the app's declared fonts.
    public let app: App?
    /// With a project, the target this report is about.
    public let project: Project?
    /// With a project and several targets, the reports of the targets after the first, each
    /// with its own platform, Info.plist and bundle.
    public let otherTargets: [FontCheckReport]
    /// The font folders or bundle root given inside the repository that are symbolic links
    /// leading outside it: skipped, never read, each named in a note.
    public internal(set) var linksOutside: [String] = []
    /// How often the run read each input (a test's proof that targets share them).
    package internal(set) var inputReads = InputReads(dictionaries: 0, infoPlists: 0, catalogs: 0)

    /// A report of one check.
    init(
        platform: AvailableFonts, dictionaries: [DictionaryCheck], app: App?,
        project: Project? = nil
    ) {
        self.platform = platform
        self.dictionaries = dictionaries
        self.app = app
        self.project = project
        otherTargets = []
    }

    /// The report of a project's first target, with the others'.
    init(_ first: FontCheckReport, otherTargets: [FontCheckReport]) {
        platform = first.platform
        dictionaries = first.dictionaries
        app = first.app
        project = first.project
        self.otherTargets = otherTargets
    }

    /// The report with every finding's message starting `target 'NAME': `, for a check of
    /// several targets, whose dictionaries are the same files.
    func namingTarget(_ target: String) -> FontCheckReport {
        let dictionaries = dictionaries.map { check in
            var check = check
            check.findings = check.findings.map { $0.inTarget(target) }
            return check
        }
        let app = app.map { app in
            var fonts = app.fonts
            fonts.findings = fonts.findings.map { $0.inTarget(target) }
            return App(fonts: fonts, unused: app.unused)
        }
        return FontCheckReport(
            platform: platform, dictionaries: dictionaries, app: app, project: project)
    }

    /// Notes for a person, each said once: folder entries left out, an iOS version newer than
    /// the data, a project's target without a deployment target. They never fail the check.
    public var notes: [FontSearchFinding] {
        var notes =
            platform.notes + linksOutside.map { FontSearchFinding.linkOutsideRepository(path: $0) }
        if let project, project.deploymentTarget == nil {
            notes.append(.deploymentTargetNotSet(target: project.target, platform: platform.label))
        }
        if let project {
            for skipped in project.skipped {
                notes.append(
                    .outsideRepository(
                        path: skipped.path, project: project.path + "/project.pbxproj",
                        line: skipped.projectLine))
            }
        }
        return notes
    }

    /// The verdict: the worst of the Info.plist's and every dictionary's (of every target).
    public var outcome: Outcome {
        ([app?.outcome ?? .passed] + dictionaries.map(\.outcome) + otherTargets.map(\.outcome))
            .max() ?? .passed
    }

    /// Every finding: the Info.plist's first, then each dictionary's in file order (then the
    /// other targets').
    public var findings: [Finding] {
        (app?.fonts.findings ?? []) + dictionaries.flatMap(\.findings)
            + otherTargets.flatMap(\.findings)
    }
}

extension DictionaryCheck {
    /// The verdict on one text style alone (what `measure` answers for): unusable when the
    /// dictionary cannot be read, failed when a finding about the style is an error, else
    /// passed, whatever the other styles' entries hold.
    public func outcome(of style: TextStyle) -> FontCheckReport.Outcome {
        guard isReadable else { return .unusable }
        return findings(about: style).contains { $0.severity == .error } ? .failed : .passed
    }

    /// The findings about one text style, and those about the file as a whole.
    public func findings(about style: TextStyle) -> [Finding] {
        findings.filter { $0.styleKey == nil || $0.styleKey == style.rawValue }
    }

    /// The verdict on this dictionary: unusable when it cannot be read, failed when a
    /// finding is an error, else passed.
    public var outcome: FontCheckReport.Outcome {
        !isReadable ? .unusable : passed ? .passed : .failed
    }
}
