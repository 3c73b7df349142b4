/// One result of checking a style dictionary (or an app's Info.plist): how serious it is,
/// where it is, and why, as values a program can gate on and each report format renders.
public struct Finding: Sendable, Hashable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// Fails the check.
        case error
        /// Probably a mistake; does not fail the check.
        case warning
        /// For information (a style with no entry); does not fail the check.
        case notice

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .notice: 2
            }
        }

        /// Errors first.
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// Why, as a stable code.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// The dictionary cannot be read or parsed (every style falls back).
        case dictionaryUnreadable
        /// An entry or key is unusable; ``Finding/problem`` says what is wrong.
        case invalidEntry
        /// An entry is usable but probably mistaken (an unknown field).
        case suspiciousEntry
        /// The style has no entry; it uses the system font at the system size.
        case styleMissing
        /// The font is neither bundled nor (Linux) installed nor (Apple) built in.
        case fontNotInstalled
        /// The font is installed on this machine but the platform checked for has not got it.
        case fontOnlyInstalledHere
        /// The font is built into some versions of the range checked for (`ios@17.0+`) but
        /// not into every one: the message names the first version without it.
        case fontNotInEveryVersion
        /// The font is bundled in a file a device does not load (not TrueType or OpenType, or
        /// without a `name` table).
        case fontUnsupported
        /// The name is one of the hidden system UI font's, which a dictionary cannot name.
        case systemUIFontName
        /// A bundled face shadows an installed face of the same PostScript name whose file
        /// differs (Linux only).
        case shadowsInstalledFace
        /// The entry's `boldFontName` is not installed or bundled.
        case boldFontNotInstalled
        /// Bold Text has no bolder face for the style.
        case boldTextUnavailable
        /// A `cascade` name is not installed or bundled.
        case cascadeFontNotInstalled
        /// The style's face lacks characters of the text checked (the cascade renders them).
        case charactersMissing
        /// No face of the style's cascade renders characters of the text checked.
        case charactersUncovered
        /// The face is in a bundled folder but in no file `UIAppFonts` lists.
        case appFontNotListed
        /// A `UIAppFonts` entry names no file.
        case appFontMissing
        /// A `UIAppFonts` entry matches more than one file.
        case appFontAmbiguous
        /// A `UIAppFonts` entry names a file that is not a font.
        case appFontNotAFont
        /// A `UIAppFonts` entry names a font a device does not load (not TrueType or OpenType,
        /// or without a `name` table).
        case appFontUnsupported
        /// A `UIAppFonts` entry leaves the bundle (`..`, an absolute path).
        case appFontOutsideBundle
        /// A `UIAppFonts` entry is not a string, or `UIAppFonts` is not an array (or a
        /// target's generated Info.plist cannot have it).
        case appFontInvalid
        /// A font file the app's Xcode project has, but the target does not copy into its
        /// bundle (a `UIAppFonts` entry, or the file of a style's face).
        case appFontNotInTarget
        /// A `UIAppFonts` entry's path is not where the target's build copies the file.
        case appFontWrongPath
        /// A warning: a `UIAppFonts` entry names a file the target's Copy Bundle Resources
        /// copies but that is not in the checkout (generated, or gitignored); checked once it
        /// exists.
        case appFontAbsentFromCheckout
        /// A warning: a `UIAppFonts` entry names a file a Run Script phase copies (CocoaPods'
        /// `[CP] Copy Pods Resources`) from inputs not in the checkout; checked once they exist.
        case appFontCopiedByScript
        /// A warning: a style's name resolves nowhere, but a file the target copies that is
        /// not in the checkout has that base name, so the face may be in it; unchecked.
        case fontUnchecked
        /// A SwiftGen `FontConvertible`'s `path` names a file that the target (or the local
        /// package whose code declares it) does not copy into its bundle: its `register()`
        /// finds no file at run time, so the font is not registered.
        case registeredFontNotCopied
        /// A notice: a source-tree `UIAppFonts` entry with folders, which the build keeps only
        /// for a folder reference; only the project can say.
        case appFontFoldersUnverified
        /// A warning: an Info.plist key that looks meant as `UIAppFonts` (`UIAppfonts`, Xcode's
        /// display name `Fonts provided by application`), which iOS does not read.
        case appFontsKeyMisspelt
        /// macOS's `ATSApplicationFontsPath`, which iOS, tvOS and watchOS do not read (a
        /// warning: it declares nothing there).
        case applicationFontsPathIgnored
        /// A warning: a `.xcconfig` file a build configuration of the app's Xcode project
        /// names is not in the checkout (CocoaPods' files before `pod install`, a gitignored
        /// secrets file): Xcode builds without it, and so are the target's settings read.
        case configurationFileMissing
        /// The app's Info.plist cannot be read or parsed (the check is unusable).
        case infoPlistUnreadable
        /// A layout element's text takes more lines than its `maxLines`, or more height than
        /// its `maxHeight`, at some content size category (`fit`).
        case textDoesNotFit
        /// A layout element's text has a word wider than the element, broken between
        /// characters (`fit`; a warning).
        case wordBroken
        /// A layout element's style is set in a face that is not on this machine (a font built
        /// into an Apple platform), so its text is not measured (`fit`; a warning).
        case textNotMeasurable
        /// A layout element's key is in no strings file, or no strings file was given
        /// (`fit`).
        case stringMissing
        /// With an Apple platform, a layout element's text has characters its face lacks: they
        /// are measured in stand-ins for the device's fallback fonts, so its widths are
        /// approximate (`fit`; a warning).
        case approximateWidth
        /// With an Apple platform, a layout element's text has a character no face of this
        /// machine nor the device's fonts given has: it is measured at 1 em (`fit`; a
        /// warning).
        case characterUnavailable
    }

    /// How serious it is.
    public let severity: Severity
    /// The file the finding is in (the dictionary, or the Info.plist), as the caller gave it.
    public let file: String
    /// The style key as written in the file, `nil` for the file as a whole (or an Info.plist
    /// entry).
    public let styleKey: String?
    /// The line (1-based), if known.
    public let line: Int?
    /// The column (1-based, in UTF-8 bytes) of a finding about a font name in code; `nil`
    /// for every other finding.
    public let column: Int?
    /// The field involved (`fontName`, `fontSize`, `UIAppFonts`), if any.
    public let field: String?
    /// The stable reason.
    public let reason: Reason
    /// For ``Reason/invalidEntry`` and ``Reason/suspiciousEntry``, the dictionary's own code.
    public let problem: StyleDictionaryFinding.Problem?
    /// The finding in words, without the file, line and style key (reports show those in
    /// their own columns), with the files and font names it is about kept as values.
    public let text: FindingText

    /// ``text`` with its paths as given.
    public var message: String { text.description }

    /// The files the finding is about (a font file, the candidates of an ambiguous entry).
    public var paths: [String] { text.paths }

    /// The font names the finding is about (the requested name, the faces involved).
    public var names: [String] { text.names }

    /// ``text`` with each path shown by `showPath` (relative to a repository, say).
    public func message(showingPath showPath: (String) -> String) -> String {
        text.rendered(showingPath: showPath)
    }

    /// Creates a finding.
    public init(
        _ severity: Severity, _ reason: Reason, file: String, styleKey: String? = nil,
        line: Int? = nil, column: Int? = nil, field: String? = nil,
        problem: StyleDictionaryFinding.Problem? = nil, message: FindingText
    ) {
        self.severity = severity
        self.reason = reason
        self.file = file
        self.styleKey = styleKey
        self.line = line
        self.column = column
        self.field = field
        self.problem = problem
        text = message
    }

    /// The finding for a file that cannot be read or parsed: the error's words without the
    /// file's name in front (reports show the file in its own column).
    ///
    /// - Parameter line: where the reader stopped, when known.
    init(unreadable file: String, _ reason: Reason, error: ScaledFontError?, line: Int? = nil) {
        let text = error?.description ?? "cannot be read"
        let prefix = file + ": "
        self.init(
            .error, reason, file: file, line: line,
            message: FindingText(
                text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text))
    }

    /// The finding with `target 'NAME': ` before its message: with several targets of a
    /// project, the same file's findings for each target are told apart by it.
    func inTarget(_ target: String) -> Finding {
        Finding(
            severity, reason, file: file, styleKey: styleKey, line: line, column: column,
            field: field, problem: problem, message: "target '\(target)': " + text)
    }

    /// `key: message`, or the message for the file as a whole.
    public var keyedMessage: String { keyedMessage(showingPath: { $0 }) }

    /// `key: message` with each path shown by `showPath`.
    public func keyedMessage(showingPath showPath: (String) -> String) -> String {
        let message = message(showingPath: showPath)
        return styleKey.map { "\($0): \(message)" } ?? message
    }

    /// `file:line: key: message`.
    public var description: String {
        (line.map { "\(file):\($0)" } ?? file) + ": " + keyedMessage
    }
}

/// The former name of ``Finding``.
@available(*, deprecated, renamed: "Finding")
public typealias CheckFinding = Finding
