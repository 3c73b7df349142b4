/// Where the apps under check and their fonts come from: an Xcode project's targets, an
/// Info.plist with the folders its entries name, or folders of fonts. Each source yields its
/// apps resolved once (the platform range, the bundle scanned, the declared and registered
/// fonts, and where each was declared), and ``FontCheck`` checks the dictionaries for each.
///
/// A new way of building apps (an XcodeGen spec, Flutter, Android) is one new conforming type:
/// ``FontCheck`` and the reports do not change.
public protocol AppSource: Sendable {
    /// The apps this source yields, in a stable order.
    ///
    /// - Throws: ``ScaledFontError`` when the source cannot be read (a malformed project, an
    ///   unknown target or configuration): the message names the file and line.
    func apps(in context: AppSourceContext) throws(ScaledFontError) -> [AppUnderCheck]

    /// Notes for a person about how the source found `apps` (the ones it yielded): what it
    /// left out, and why. None by default.
    func notes(about apps: [AppUnderCheck]) -> [FontSearchFinding]
}

extension AppSource {
    /// No notes.
    public func notes(about apps: [AppUnderCheck]) -> [FontSearchFinding] { [] }
}

/// What every source of one check shares: the repository, the platform the request names,
/// and the folders of fonts the app registers itself.
public struct AppSourceContext: Sendable {
    /// The repository root every path is taken in.
    public let repository: String
    /// The platform the request names, which overrides each source's own (`nil`: each
    /// source's default).
    public let platform: Platform?
    /// Folders of fonts the app registers itself at run time.
    public let registeredFontFolders: [String]

    /// The context of one check.
    public init(repository: String, platform: Platform?, registeredFontFolders: [String]) {
        self.repository = repository
        self.platform = platform
        self.registeredFontFolders = registeredFontFolders
    }
}

/// One app under check, as its source resolved it: where it runs, the folders of the fonts its
/// bundle holds, those it registers at run time, how it declares its fonts, and (for a
/// project's target) the project.
public struct AppUnderCheck: Sendable {
    /// How an app declares the fonts its bundle holds.
    public enum Declarations: Sendable {
        /// Every face of the font folders is the app's (a Linux app, or folders alone).
        case bundledFolders
        /// The `UIAppFonts` of this Info.plist, its entries located as the layout says.
        case infoPlist(String, AppFonts.Layout)
        /// A project's target without an Info.plist file: its fonts are undeclared, and a
        /// finding at the target's build settings (`line` of `project`) says why.
        case noInfoPlist(
            target: String, project: String, line: Int?, layout: AppFonts.Layout,
            generates: Bool)
    }

    /// Where the app runs (a range of versions for a project's target).
    public var platform: Platform
    /// The folders holding the fonts the bundle holds (and, for a project, the project's font
    /// files the target leaves out, so that a face there is named as not in the target).
    public var fontFolders: [String]
    /// Folders of fonts the app registers itself at run time: their faces need no entry.
    public var registeredFontFolders: [String]
    /// Font files the app registers one by one at run time (each SwiftGen `FontConvertible`
    /// `path` its target or package copies), found from its code: their faces need no entry.
    public var registeredFontFiles: [String] = []
    /// How the app declares its bundled fonts.
    public var declarations: Declarations
    /// For a project's target, the project and target.
    public var project: FontCheckReport.Project?
    /// Findings about the source itself (a build configuration file not in the checkout),
    /// reported with the app's declared fonts.
    public var findings: [Finding]
    /// The style dictionaries checked for this app (those its bundle copies, of the ones a
    /// repository holds); `nil`: every dictionary of the request.
    public var dictionaries: [String]?
    /// The code the app compiles and the Interface Builder files it copies (for a project's
    /// target: its Swift and Objective-C sources, the storyboards and xibs of its bundle, its
    /// linked local packages' code and, for an iOS application target of a React Native app,
    /// the app's style sheets), whose font names are checked as its styles are; empty: no code
    /// is checked.
    public var code: [String]
    /// For each local Swift package the app links (its folder), the folders of the fonts its
    /// linked products bundle as resources: registered at run time when that package's code
    /// calls a `CTFontManagerRegister…` function.
    public var packageFontFolders: [String: [String]] = [:]

    /// An app under check.
    public init(
        platform: Platform, fontFolders: [String], registeredFontFolders: [String] = [],
        declarations: Declarations, project: FontCheckReport.Project? = nil,
        findings: [Finding] = [], dictionaries: [String]? = nil, code: [String] = []
    ) {
        self.dictionaries = dictionaries
        self.code = code
        self.platform = platform
        self.fontFolders = fontFolders
        self.registeredFontFolders = registeredFontFolders
        self.declarations = declarations
        self.project = project
        self.findings = findings
    }
}
