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

    /// Whether the font names each app's code uses are checked (``AppUnderCheck/code``: for
    /// a project's target, its Swift and Objective-C files, the storyboards and xibs it
    /// copies, its linked local packages' code and, for an iOS application target of a React
    /// Native app, the app's style sheets), and its Interface Builder `customFonts` and
    /// registration calls count as declarations. `false`: the code is not read.
    public var checksCode = true

    /// Where the apps under check come from; empty: the one source ``project``,
    /// ``infoPlist`` or ``fontFolders`` describe (see ``resolvedSources``).
    public var sources: [any AppSource] = []

    /// A request to check `dictionaries` for the apps of `sources`, on `platform` (`nil`: each
    /// source's own).
    public init(
        dictionaries: [String], sources: [any AppSource], platform: Platform? = nil,
        registeredFontFolders: [String] = [], repository: String? = nil,
        options: DictionaryCheck.Options = DictionaryCheck.Options()
    ) {
        self.init(
            dictionaries: dictionaries, registeredFontFolders: registeredFontFolders,
            platform: platform, repository: repository, options: options)
        self.sources = sources
    }

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
        // Nothing in a check changes the current folder or the files it reads: each is asked
        // of the system once, however many targets ask.
        let result = FileSystem.withCurrentFolderFixed {
            FolderWalk.withIdentitiesRemembered { () -> Result<FontCheckReport, ScaledFontError> in
                do throws(ScaledFontError) {
                    return .success(try runFixed(loading: load))
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    /// ``run(loading:)`` with the current folder found once.
    private func runFixed(
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
        var report = try request.runContained(loading: load, keeping: contained)
        report.linksOutside = skipped
        return report
    }

    /// ``run(loading:)`` once every folder given is known to stay in the repository.
    private func runContained(
        loading load: Inputs.Load, keeping contained: (String) -> Bool
    ) throws(ScaledFontError) -> FontCheckReport {
        let inputs = Inputs()
        let context = AppSourceContext(
            repository: repository ?? FileSystem.currentFolder(), platform: platform,
            registeredFontFolders: registeredFontFolders)
        var apps: [AppUnderCheck] = []
        var notes: [FontSearchFinding] = []
        for source in resolvedSources {
            let yielded = try source.apps(in: context)
            apps += yielded
            notes += source.notes(about: yielded)
        }
        guard !apps.isEmpty else {
            throw ScaledFontError(
                .nothingToCheck, "the sources of the check yield no app to check")
        }
        // The folders of an app that a source gave (the request's own are filtered already).
        for index in apps.indices {
            apps[index].fontFolders = apps[index].fontFolders.filter(contained)
            apps[index].registeredFontFolders = apps[index].registeredFontFolders.filter(
                contained)
        }
        // Each code file is read once, however many targets compile it, and the uses of
        // one set of files are resolved once, however many targets compile that set.
        var resolved: [[String]: AppCode] = [:]
        let codes = apps.map { app -> AppCode? in
            guard checksCode, !app.code.isEmpty else { return nil }
            if let known = resolved[app.code] { return known }
            let code = AppCode(app.code.map(inputs.codeFile))
            resolved[app.code] = code
            return code
        }
        var checked: [CheckedApp] = []
        for (app, code) in zip(apps, codes) {
            let (app, registrations) = Self.registering(app, code: code)
            // A file registered alone is loaded with its folder.
            var folders = app.registeredFontFolders
            for folder in app.registeredFontFiles.map(FileSystem.parentFolder(of:))
                + app.fontFolders where !folders.contains(folder)
            {
                folders.append(folder)
            }
            let fonts = try inputs.fonts(app.platform, folders: folders, loading: load)
            let result = try check(
                app, on: fonts, inputs: inputs, code: code, registrations: registrations)
            // Several targets check the same dictionaries: each finding names its target.
            let target = apps.count > 1 ? app.project?.target : nil
            checked.append(target.map { result.namingTarget($0) } ?? result)
        }
        var report = FontCheckReport(apps: checked, boldText: options.boldText)
        report.inputReads = inputs.counts
        report.sourceNotes = notes
        report.discoversRepository = discoversRepository
        return report
    }

    /// The sources of the apps under check: ``sources``, else the one the request's
    /// ``project``, ``infoPlist`` or ``fontFolders`` describe.
    public var resolvedSources: [any AppSource] {
        if !sources.isEmpty { return sources }
        if let project {
            return [
                XcodeProjectSource(project: project, targets: targets, configuration: configuration)
            ]
        }
        if let infoPlist {
            return [
                InfoPlistSource(
                    infoPlist: infoPlist, fontFolders: fontFolders, bundleRoot: bundleRoot)
            ]
        }
        return [FontFolderSource(fontFolders: fontFolders + (bundleRoot.map { [$0] } ?? []))]
    }

    /// The app with the fonts its code registers at run time, which need no `UIAppFonts`
    /// entry: for a `CTFontManagerRegister…` call, the folders of the fonts its bundle copies
    /// (a local package's, when the package's own code calls it; the target's, when the
    /// target's does); for a SwiftGen `FontConvertible`, exactly the file its `path` names
    /// among those the package declaring it (or the target) copies, by bundle path for the
    /// target and by the path's last components for a package's resources. A `path` nothing
    /// copies registers nothing: it is returned, to fail at its `FontConvertible`.
    private static func registering(
        _ app: AppUnderCheck, code: AppCode?
    ) -> (AppUnderCheck, AppCode.Registrations) {
        var registrations = AppCode.Registrations()
        guard let code, !code.registrations.isEmpty, let bundle = app.project?.bundle else {
            return (app, registrations)
        }
        var app = app
        let packages = app.packageFontFolders.keys.sorted()
        // The innermost package holding the call's file (a package may sit in another's
        // folder).
        func package(of call: FontRegistrationCall) -> String? {
            packages.filter { call.location.file.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        }
        let calls = code.registrations.filter { $0.fontFile == nil }
        let registering = Set(calls.compactMap(package(of:)))
        for package in packages where registering.contains(package) {
            app.registeredFontFolders += (app.packageFontFolders[package] ?? []).filter {
                !app.registeredFontFolders.contains($0)
            }
        }
        if calls.contains(where: { package(of: $0) == nil }) {
            let copied = Set(
                XcodeProjectSource.fontFolders(of: bundle).filter { $0.copied != nil }.map {
                    FileSystem.absoluteStandardPath($0.folder)
                })
            let registered = Set(app.registeredFontFolders)
            app.registeredFontFolders += app.fontFolders.filter {
                copied.contains(FileSystem.absoluteStandardPath($0)) && !registered.contains($0)
            }
        }
        // SwiftGen's paths, each found among what its declaring code's bundle copies.
        var packageFiles: [String: [String]] = [:]
        for call in code.registrations {
            guard let path = call.fontFile else { continue }
            let wanted = FileSystem.components(of: path)
            let file: String?
            let why: FindingText
            if let package = package(of: call) {
                if packageFiles[package] == nil {
                    packageFiles[package] = XcodeProject.fontFiles(
                        below: app.packageFontFolders[package] ?? [])
                }
                file = packageFiles[package]?.first { candidate in
                    let components = FileSystem.components(of: candidate)
                    return components.count >= wanted.count
                        && components.suffix(wanted.count).elementsEqual(wanted)
                }
                why = "no resource of the package \(path: package + "/Package.swift") copies it"
            } else {
                file = bundle.files.first { $0.bundlePath == path }?.sourcePath
                why = "the target '\(app.project?.target ?? "")' does not copy it"
            }
            guard let file, FileSystem.isRegularFile(file) else {
                registrations.uncopied.append((call, why))
                continue
            }
            registrations.byFile[FileSystem.absoluteStandardPath(file)] = call
            if !app.registeredFontFiles.contains(file) { app.registeredFontFiles.append(file) }
        }
        return (app, registrations)
    }

    /// Checks every dictionary, and the font names of the code, for one app, on its fonts,
    /// within its declared fonts.
    private func check(
        _ app: AppUnderCheck, on loaded: AvailableFonts, inputs: Inputs, code: AppCode?,
        registrations: AppCode.Registrations
    ) throws(ScaledFontError) -> CheckedApp {
        let fonts = loaded.registeringAtRunTime(
            app.registeredFontFolders, files: app.registeredFontFiles)
        var appFonts: AppFonts?
        switch app.declarations {
        case .bundledFolders:
            appFonts = nil
        case .infoPlist(let infoPlist, let layout):
            appFonts = Self.appFonts(infoPlist, layout: layout, fonts: fonts, inputs: inputs)
        case .noInfoPlist(let target, let project, let line, let layout, let generates):
            appFonts = AppFonts(
                generatedFor: target, project: project, line: line, layout: layout,
                generates: generates)
        }
        appFonts?.findings += app.findings
        // The custom fonts of a storyboard or xib the target copies are declared by ibtool.
        if let code, let bundle = app.project?.bundle {
            appFonts?.declare(code.customFontFiles(in: bundle), catalog: fonts.catalog)
            appFonts?.declareFromAbsentPods(code.customFonts)
        }
        var options = options
        // An Info.plist that cannot be read declares nothing: the styles are checked against
        // the folders as they are, and the outcome is unusable anyway.
        options.appFonts = appFonts?.isReadable == true ? appFonts : nil
        var checks: [DictionaryCheck] = []
        for path in app.dictionaries ?? dictionaries {
            checks.append(
                try DictionaryCheck(
                    path: path, read: inputs.dictionary(path), platform: fonts, options: options))
        }
        let uses = code?.check(
            fonts: fonts, appFonts: fonts.platform.includesInstalledFonts ? nil : options.appFonts,
            registered: registrations)
        let declared = appFonts.map { appFonts in
            let inCode = (uses?.uses ?? []).filter { $0.status == .ok && $0.source != .platform }
            let used = Set(
                checks.flatMap { $0.entries.compactMap(\.face?.postscriptName) }
                    + inCode.compactMap(\.resolvedTo))
            return FontCheckReport.App(
                fonts: appFonts, unused: appFonts.unused(byFacesNamed: used))
        }
        return CheckedApp(
            platform: fonts, dictionaries: checks, declaredFonts: declared, project: app.project,
            fontUses: uses?.uses ?? [], codeFindings: uses?.findings ?? [])
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
