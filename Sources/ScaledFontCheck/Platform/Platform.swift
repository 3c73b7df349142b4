/// Where the fonts of an app must exist for a style dictionary to pass: the place the app runs,
/// not the machine that runs the check.
///
/// - ``linux``: the registered font folders, then the fonts installed on this machine.
/// - ``bundled``: the registered font folders only.
/// - ``iOS(_:)``, ``iOSAndLater(_:)``, ``tvOS``, ``watchOS``: the registered folders (the
///   app's bundle), then the fonts built into that platform, from the data the package ships
///   (``PlatformFonts``). Fonts installed on this machine never count.
public enum Platform: Sendable, Hashable, CustomStringConvertible {
    /// A Linux app: bundled folders, then installed fonts.
    case linux
    /// Bundled fonts only.
    case bundled
    /// iOS at one version; `nil` is the newest version the data knows.
    case iOS(OSVersion?)
    /// iOS at every version from this one on (`ios@17.0+`, an app's deployment target): a
    /// built-in font counts only if every record from this version to the newest has it.
    case iOSAndLater(OSVersion)
    /// tvOS (the data has one record).
    case tvOS
    /// watchOS (the data has one record).
    case watchOS

    /// The spellings ``init(parsing:)`` accepts, for usage messages.
    public static let spellings =
        "linux, bundled, ios, ios@VERSION (e.g. ios@14, ios@18.4), ios@VERSION+ (that version "
        + "and every later one, e.g. ios@17.0+), tvos, watchos"

    /// Parses `linux`, `bundled`, `ios`, `ios@14`, `ios@14.5`, `ios@17.0+`, `tvos`, `watchos`
    /// (any case).
    ///
    /// - Throws: ``ScaledFontError`` `.unknownPlatform` for another name, a version that is
    ///   not a number, a version for tvOS or watchOS, or an iOS version older than the oldest
    ///   record; the message lists what is valid.
    public init(parsing text: String) throws(ScaledFontError) {
        let lowered = text.lowercased()
        let (name, version) =
            if let at = lowered.firstIndex(of: "@") {
                (String(lowered[..<at]), Optional(String(lowered[lowered.index(after: at)...])))
            } else {
                (lowered, String?.none)
            }
        func unknown(_ problem: String) -> ScaledFontError {
            ScaledFontError(
                .unknownPlatform, "\(problem); valid platforms: \(Self.spellings)")
        }
        switch (name, version) {
        case ("linux", nil): self = .linux
        case ("bundled", nil): self = .bundled
        case ("tvos", nil): self = .tvOS
        case ("watchos", nil): self = .watchOS
        case ("ios", nil): self = .iOS(nil)
        case ("ios", let version?):
            let andLater = version.hasSuffix("+")
            guard let parsed = OSVersion(parsing: andLater ? version.dropLast() : version[...])
            else {
                throw unknown(
                    "'\(text)': '\(version)' is not a version such as 14, 18.4 or 17.0+")
            }
            let oldest = PlatformFonts.oldestIOSVersion
            guard parsed.majorMinor >= oldest.majorMinor else {
                throw unknown(
                    "'\(text)': the platform font data starts at iOS \(oldest) "
                        + "(versions \(PlatformFonts.recordedIOSVersions))")
            }
            self = andLater ? .iOSAndLater(parsed) : .iOS(parsed)
        case ("tvos", _), ("watchos", _):
            throw unknown("'\(text)': the data has one record for \(name), give no version")
        case ("linux", _), ("bundled", _):
            throw unknown("'\(text)': \(name) takes no version")
        default:
            throw unknown("unknown platform '\(text)'")
        }
    }

    /// Whether fonts installed on this machine count (only for ``linux``).
    public var includesInstalledFonts: Bool { self == .linux }

    /// Whether the platform is an Apple one, whose built-in fonts count.
    public var isApple: Bool {
        switch self {
        case .iOS, .iOSAndLater, .tvOS, .watchOS: true
        case .linux, .bundled: false
        }
    }

    /// The spelling, with the version as asked: `ios@14`, `ios@17.0+`, `ios`, `linux`.
    public var description: String {
        switch self {
        case .linux: "linux"
        case .bundled: "bundled"
        case .iOS(nil): "ios"
        case .iOS(let version?): "ios@\(version)"
        case .iOSAndLater(let version): "ios@\(version)+"
        case .tvOS: "tvos"
        case .watchOS: "watchos"
        }
    }
}
