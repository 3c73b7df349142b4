/// The fonts built into one platform that an app can name without bundling them: the shipped
/// data for the version asked, plus any names a user adds (`--platform-fonts`).
///
/// iOS versions are matched on major and minor version: the recorded dumps of 13.2.2 and
/// 14.0.1 stand for 13.2 and 14.0. A version between two records uses the newest record at
/// or below it; a version newer than the newest record (15.5) uses the newest and says so in
/// ``notes``, because no public record of a later version exists; a version older than the
/// oldest record (3.0) is refused by ``Platform/init(parsing:)``. For ``Platform/linux`` and
/// ``Platform/bundled`` the set is empty.
public struct PlatformFonts: Sendable {
    /// The platform asked for.
    public let platform: Platform
    /// The platform and the recorded version whose data is used: `ios@15.5`, `ios@14.0.1`,
    /// `tvos`, `linux`.
    public let label: String
    /// Notes for a person, said once: a version newer than the data.
    public let notes: [CheckNote]
    /// Lower-cased PostScript name -> the name as recorded.
    private let names: [String: String]
    /// Family key (``NameIndex/familyKey(_:)``) -> the family name and the face it stands for.
    private let families: [String: (family: String, face: String)]
    /// Lower-cased PostScript name -> its family, where the data records one.
    private let familyOfFace: [String: String]

    /// The oldest recorded iOS version.
    public static var oldestIOSVersion: OSVersion { PlatformFontData.iOSVersions[0].version }
    /// The newest recorded iOS version.
    public static var newestIOSVersion: OSVersion { PlatformFontData.iOSVersions.last!.version }
    /// The recorded iOS versions, for messages: `3.0, 4.3, …, 15.5`.
    public static var recordedIOSVersions: String {
        PlatformFontData.iOSVersions.map(\.version.description).joined(separator: ", ")
    }

    /// The built-in fonts of a platform.
    ///
    /// - Parameters:
    ///   - platform: the platform and version.
    ///   - additionalNames: PostScript names a device is known to have beyond the data (for
    ///     a version newer than the records, say); ignored for Linux and bundled.
    public init(platform: Platform, additionalNames: [String] = []) {
        self.platform = platform
        var recorded: Set<String>
        var notes: [CheckNote] = []
        switch platform {
        case .linux, .bundled:
            recorded = []
            label = platform.description
        case .tvOS:
            recorded = Set(PlatformFontData.tvOSNames)
            label = "tvos"
        case .watchOS:
            recorded = Set(PlatformFontData.watchOSNames)
            label = "watchos"
        case .iOS(let asked):
            let records = PlatformFontData.iOSVersions
            let wanted = asked?.majorMinor ?? records.last!.version.majorMinor
            let record = records.last { $0.version.majorMinor <= wanted } ?? records[0]
            recorded = record.names
            label = "ios@\(record.version)"
            if let asked, asked.majorMinor > records.last!.version.majorMinor {
                notes.append(.versionNotRecorded(asked: asked, newestRecorded: record.version))
            }
        }
        if platform.isApple { recorded.formUnion(additionalNames) }
        self.notes = notes
        names = Dictionary(
            recorded.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, b in min(a, b) })
        var families: [String: (family: String, face: String)] = [:]
        var familyOfFace: [String: String] = [:]
        for family in PlatformFontData.families {
            let present = family.faces.filter { recorded.contains($0) }
            guard let first = present.first else { continue }
            for face in present { familyOfFace[face.lowercased()] = family.name }
            let face =
                present.first { !$0.contains("-") } ?? present.first { $0.hasSuffix("-Regular") }
                ?? first
            let key = NameIndex.familyKey(family.name)
            if families[key] == nil { families[key] = (family.name, face) }
        }
        self.families = families
        self.familyOfFace = familyOfFace
    }

    /// Every PostScript name of the set, sorted.
    public var postscriptNames: [String] { names.values.sorted() }

    /// The built-in font a name stands for: a PostScript name (ignoring case), else a family
    /// name the data records (ignoring case and spaces U+0020), which stands for the family's
    /// face named without a style suffix, else its `-Regular` face, else its first recorded
    /// face.
    ///
    /// - Returns: `nil` when the platform does not have the font, and always for a name of
    ///   the hidden system UI font (see ``isSystemUIFontName(_:)``) or one with a control
    ///   character.
    public func font(named name: String) -> PlatformFont? {
        guard !Self.isSystemUIFontName(name), !NameIndex.hasControlCharacter(name) else {
            return nil
        }
        if let postscriptName = names[name.lowercased()] {
            return PlatformFont(
                postscriptName: postscriptName, family: familyOfFace[name.lowercased()],
                platform: label, matchedBy: .postscriptName)
        }
        if let (family, face) = families[NameIndex.familyKey(name)] {
            return PlatformFont(
                postscriptName: face, family: family, platform: label, matchedBy: .family)
        }
        return nil
    }

    /// Whether a name is one of the hidden system UI font (San Francisco: `.SFUI-Regular`,
    /// `.AppleSystemUIFont`, `SFProText-Bold`, `SFUIDisplay-Light`, `SFCompactText-Medium`):
    /// iOS leaves it out of `UIFont.familyNames` and an app gets it only through the system
    /// font APIs, so a dictionary cannot name it.
    public static func isSystemUIFontName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix(".") || lowered.hasPrefix("sfpro") || lowered.hasPrefix("sfui")
            || lowered.hasPrefix("sfcompact") || lowered.hasPrefix("sf pro")
            || lowered.hasPrefix("sf compact")
    }
}

extension PlatformFonts {
    /// The largest list of names ``names(contentsOf:)`` reads.
    public static let maximumListSize = 1 << 20

    /// Reads a list of PostScript names, one a line (`--platform-fonts`): blank lines and
    /// lines starting with `#` are skipped, white space around a name is dropped.
    ///
    /// - Throws: ``ScaledFontError`` `.platformFontsUnreadable` for a file that is missing,
    ///   not a regular file, larger than ``maximumListSize`` or not UTF-8, naming the file.
    public static func names(contentsOf path: String) throws(ScaledFontError) -> [String] {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: path, maximumSize: maximumListSize, kind: "platform font list")
        } catch {
            throw ScaledFontError(
                .platformFontsUnreadable, "\(path): \(error.detail)", file: path,
                cause: error.cause)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScaledFontError(
                .platformFontsUnreadable, "\(path): is not UTF-8 text", file: path)
        }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let name = line.trimmingPrefix(while: \.isWhitespace)
            let trimmed = String(name.reversed().drop(while: \.isWhitespace).reversed())
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : trimmed
        }
    }
}
