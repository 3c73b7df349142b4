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
    /// Where the app runs; `nil` is ``Platform/linux``, or with ``infoPlist`` the newest iOS
    /// the data knows.
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
    /// Bold Text faces and a text every style should render (Linux only), and the table
    /// line metrics come from.
    public var options: DictionaryCheck.Options

    /// Creates a request.
    public init(
        dictionaries: [String], fontFolders: [String] = [], platform: Platform? = nil,
        platformFontNames: [String] = [], infoPlist: String? = nil, bundleRoot: String? = nil,
        repository: String? = nil, options: DictionaryCheck.Options = DictionaryCheck.Options()
    ) {
        self.repository = repository
        self.dictionaries = dictionaries
        self.fontFolders = fontFolders
        self.platform = platform
        self.platformFontNames = platformFontNames
        self.infoPlist = infoPlist
        self.bundleRoot = bundleRoot
        self.options = options
    }

    /// The platform checked for: ``platform``, else iOS with an Info.plist, else Linux.
    public var resolvedPlatform: Platform {
        platform ?? (infoPlist == nil ? .linux : .iOS(nil))
    }

    /// Loads the fonts of the platform (the folders and, with a bundle root, the bundle) and
    /// checks every dictionary.
    ///
    /// An unreadable dictionary or Info.plist does not throw: the report says which and why,
    /// and its outcome is ``FontCheckReport/Outcome/unusable``.
    ///
    /// - Throws: ``ScaledFontError`` for a font folder that is missing or unreadable, when
    ///   Fontconfig or FreeType cannot start, and (Linux) when a style must fall back and no
    ///   font is installed at all.
    public func run() throws(ScaledFontError) -> FontCheckReport {
        let fonts = try FontPlatform(
            resolvedPlatform, fontDirectories: fontFolders + (bundleRoot.map { [$0] } ?? []),
            platformFontNames: platformFontNames)
        return try run(on: fonts)
    }

    /// Checks every dictionary against fonts loaded by the caller (which registered
    /// ``fontFolders`` and the bundle root).
    package func run(on fonts: FontPlatform) throws(ScaledFontError) -> FontCheckReport {
        var appFonts: AppFonts?
        if let infoPlist {
            let layout: AppFonts.Layout =
                bundleRoot.map { .builtBundle(root: $0) }
                ?? .sourceTree(
                    fontFolders: fontFolders,
                    repository: repository ?? FileSystem.currentFolder())
            do {
                appFonts = AppFonts(
                    try AppFontDeclarations.load(path: infoPlist), layout: layout,
                    catalog: fonts.catalog, readsApplicationFontsPath: !fonts.platform.isApple)
            } catch {
                appFonts = AppFonts(unreadable: infoPlist, layout: layout, error: error)
            }
        }
        var options = options
        // An Info.plist that cannot be read declares nothing: the styles are checked against
        // the folders as they are, and the outcome is unusable anyway.
        options.appFonts = appFonts?.isReadable == true ? appFonts : nil
        var checks: [DictionaryCheck] = []
        for path in dictionaries {
            checks.append(try DictionaryCheck(contentsOf: path, platform: fonts, options: options))
        }
        let app = appFonts.map { appFonts in
            let used = Set(checks.flatMap { $0.entries.compactMap(\.face?.postscriptName) })
            return FontCheckReport.App(
                fonts: appFonts, unused: appFonts.unused(byFacesNamed: used))
        }
        return FontCheckReport(platform: fonts, dictionaries: checks, app: app)
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

    /// Where the fonts were looked for: the platform, its recorded version and the catalog.
    public let platform: FontPlatform
    /// One check per dictionary, in the request's order.
    public let dictionaries: [DictionaryCheck]
    /// With an Info.plist, the app's declared fonts.
    public let app: App?

    /// Notes for a person, each said once: folder entries left out, an iOS version newer than
    /// the data. They never fail the check.
    public var notes: [CheckNote] { platform.notes }

    /// The verdict: the worst of the Info.plist's and every dictionary's.
    public var outcome: Outcome {
        ([app?.outcome ?? .passed] + dictionaries.map(\.outcome)).max() ?? .passed
    }

    /// Every finding: the Info.plist's first, then each dictionary's in file order.
    public var findings: [CheckFinding] {
        (app?.fonts.findings ?? []) + dictionaries.flatMap(\.findings)
    }
}

extension DictionaryCheck {
    /// The verdict on this dictionary: unusable when it cannot be read, failed when a
    /// finding is an error, else passed.
    public var outcome: FontCheckReport.Outcome {
        !isReadable ? .unusable : passed ? .passed : .failed
    }
}
