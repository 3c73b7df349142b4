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
        /// What of the local packages the target links could not be read: each package's
        /// folder and why.
        public var packageNotes: [(package: String, detail: String)] = []
    }

    /// The apps checked, in the order their sources yield them: one without a project, one
    /// per target of a project. Never empty.
    public let apps: [CheckedApp]
    /// The font folders or bundle root given inside the repository that are symbolic links
    /// leading outside it: skipped, never read, each named in a note.
    public internal(set) var linksOutside: [String] = []
    /// What the sources of the apps noted about how they found them (a repository's walk, its
    /// dictionaries no target copies).
    public internal(set) var sourceNotes: [FontSearchFinding] = []
    /// Whether the check was of a repository as found, whose files the report names by
    /// absolute paths (its JSON shows them relative to the repository).
    public internal(set) var discoversRepository = false
    /// Whether the check reports each style's Bold Text face (the request's
    /// ``DictionaryCheck/Options/boldText``).
    public let boldText: Bool
    /// How often the run read each input (a test's proof that targets share them).
    package internal(set) var inputReads = InputReads(dictionaries: 0, infoPlists: 0, catalogs: 0)

    /// A report of the apps checked (at least one).
    init(apps: [CheckedApp], boldText: Bool = false) {
        precondition(!apps.isEmpty, "a check has at least one app")
        self.apps = apps
        self.boldText = boldText
    }

    /// The first app's platform: where its fonts were looked for.
    public var platform: AvailableFonts { apps[0].platform }
    /// The first app's dictionary checks, one per dictionary in the request's order.
    public var dictionaries: [DictionaryCheck] { apps[0].dictionaries }
    /// The first app's declared fonts (with an Info.plist or a project).
    public var app: App? { apps[0].declaredFonts }
    /// With a project, the first app's target.
    public var project: Project? { apps[0].project }

    /// With a project and several targets, a report per target after the first.
    @available(*, deprecated, message: "use apps, which holds every target's report")
    public var otherTargets: [FontCheckReport] {
        apps.dropFirst().map { FontCheckReport(apps: [$0], boldText: boldText) }
    }

    /// Notes for a person, each said once: folder entries left out, an iOS version newer than
    /// the data, a project's target without a deployment target, paths outside the
    /// repository. They never fail the check.
    public var notes: [FontSearchFinding] {
        var notes: [FontSearchFinding] = []
        for (index, app) in apps.enumerated() {
            notes += app.platform.notes
            if index == 0 {
                notes += linksOutside.map { FontSearchFinding.linkOutsideRepository(path: $0) }
            }
            notes += app.projectNotes
        }
        return notes + sourceNotes
    }

    /// The verdict: the worst of every app's.
    public var outcome: Outcome { apps.map(\.outcome).max() ?? .passed }

    /// Every finding: each app's in turn, its Info.plist's first, then each dictionary's in
    /// file order.
    public var findings: [Finding] { apps.flatMap(\.findings) }
}

/// One app of a check (one target of a project): where it runs, each dictionary checked for
/// it, its declared fonts, and its verdict.
public struct CheckedApp: Sendable {
    /// Where the fonts were looked for: the platform, its recorded versions and the catalog.
    public let platform: AvailableFonts
    /// One check per dictionary, in the request's order.
    public let dictionaries: [DictionaryCheck]
    /// With an Info.plist (or a project), the app's declared fonts.
    public let declaredFonts: FontCheckReport.App?
    /// With a project, the target.
    public let project: FontCheckReport.Project?
    /// The font names the app's code uses, each checked for this app, in the order of the
    /// files it compiles (empty when no code was read).
    public internal(set) var fontUses: [CheckedFontUse] = []
    /// The findings about the code's font names, in file order: one per literal that fails
    /// or warns, and one per constant definition whose value does (at the definition).
    public internal(set) var codeFindings: [Finding] = []

    /// The verdict: the worst of the Info.plist's, every dictionary's and the code's.
    public var outcome: FontCheckReport.Outcome {
        let code: FontCheckReport.Outcome =
            codeFindings.contains { $0.severity == .error } ? .failed : .passed
        return ([declaredFonts?.outcome ?? .passed, code] + dictionaries.map(\.outcome)).max()
            ?? .passed
    }

    /// The Info.plist's findings first, then each dictionary's in file order, then the
    /// code's.
    public var findings: [Finding] {
        (declaredFonts?.fonts.findings ?? []) + dictionaries.flatMap(\.findings) + codeFindings
    }

    /// The notes about the project: a target without a deployment target, and what it names
    /// outside the repository.
    var projectNotes: [FontSearchFinding] {
        guard let project else { return [] }
        var notes: [FontSearchFinding] = []
        if project.deploymentTarget == nil {
            notes.append(.deploymentTargetNotSet(target: project.target, platform: platform.label))
        }
        for skipped in project.skipped {
            notes.append(
                .outsideRepository(
                    path: skipped.path, project: project.path + "/project.pbxproj",
                    line: skipped.projectLine))
        }
        for (package, detail) in project.packageNotes {
            notes.append(
                .localPackageNotRead(package: package, target: project.target, detail: detail))
        }
        if let pods = project.bundle.cocoaPods, let lock = pods.podfileLock,
            let detail = pods.notRead
        {
            notes.append(.podfileLockNotRead(path: lock, target: project.target, detail: detail))
        }
        return notes
    }

    /// The app with every finding's message starting `target 'NAME': `, for a check of
    /// several targets, whose dictionaries are the same files.
    func namingTarget(_ target: String) -> CheckedApp {
        let dictionaries = dictionaries.map { check in
            var check = check
            check.findings = check.findings.map { $0.inTarget(target) }
            return check
        }
        let declared = declaredFonts.map { app in
            var fonts = app.fonts
            fonts.findings = fonts.findings.map { $0.inTarget(target) }
            return FontCheckReport.App(fonts: fonts, unused: app.unused)
        }
        return CheckedApp(
            platform: platform, dictionaries: dictionaries, declaredFonts: declared,
            project: project, fontUses: fontUses,
            codeFindings: codeFindings.map { $0.inTarget(target) })
    }
}
