/// The fonts built into one platform that an app can name without bundling them: the shipped
/// data for the version or versions asked, plus any names a user adds (`--platform-fonts`).
///
/// iOS versions are matched on major and minor version: the recorded dumps of 13.2.2 and
/// 14.0.1 stand for 13.2 and 14.0, the one labelled `16.x` for 16.0 on. One version
/// (``Platform/iOS(_:)``) uses the newest record at or below it, and says so in ``notes``
/// when that record is of another major version (iOS 10, 11.0 to 11.3) or when the version is
/// newer than the newest record; `ios` alone is the newest record. A range
/// (``Platform/iOSAndLater(_:)``) uses every record from its start to the newest, and a font
/// counts only if all of them have it. A version older than the oldest record (3.0) is
/// refused by ``Platform/init(parsing:)``. For ``Platform/linux`` and ``Platform/bundled`` the
/// set is empty.
public struct PlatformFonts: Sendable {
    /// The platform asked for.
    public let platform: Platform
    /// The platform and the recorded version whose data is used: `ios@26.0`, `ios@14.0.1`;
    /// for a range, the range as asked (`ios@17.0+`); `tvos`, `linux`.
    public let label: String
    /// The records that answered, oldest first (none for Linux, bundled, tvOS and watchOS).
    public let records: [PlatformRecord]
    /// Notes for a person, said once: a version with no record of its own major version, a
    /// version newer than the data.
    public let notes: [FontSearchFinding]
    /// The PostScript names of each record that answered (one set for tvOS and watchOS).
    private let recordNames: [Set<String>]
    /// Lower-cased PostScript name -> the name as recorded, for the names every record has.
    private let names: [String: String]
    /// Family key (``NameIndex/familyKey(_:)``) -> the family name, for the families every
    /// record has a face of.
    private let families: [String: String]
    /// Lower-cased PostScript name -> its family, where the data records one.
    private let familyOfFace: [String: String]
    /// Names a record's dump lists that the data does not count, and the record.
    private let unconfirmed: [String: PlatformRecord]

    /// The oldest recorded iOS version.
    public static var oldestIOSVersion: OSVersion {
        PlatformFontData.iOSVersions[0].record.version
    }
    /// The newest recorded iOS version.
    public static var newestIOSVersion: OSVersion {
        PlatformFontData.iOSVersions.last!.record.version
    }
    /// The recorded iOS versions, for messages: `3.0, 4.3, …, 26.0`.
    public static var recordedIOSVersions: String {
        PlatformFontData.iOSVersions.map(\.record.label).joined(separator: ", ")
    }

    /// The built-in fonts of a platform.
    ///
    /// - Parameters:
    ///   - platform: the platform and version.
    ///   - additionalNames: PostScript names a device is known to have beyond the data (for
    ///     a version newer than the records, say); ignored for Linux and bundled.
    public init(platform: Platform, additionalNames: [String] = []) {
        self.platform = platform
        let versions = PlatformFontData.iOSVersions
        let newest = versions.last!
        var answering: [PlatformFontData.Version] = []
        var recordNames: [Set<String>] = []
        var notes: [FontSearchFinding] = []
        switch platform {
        case .linux, .bundled:
            label = platform.description
        case .tvOS:
            recordNames = [Set(PlatformFontData.tvOSNames)]
            label = "tvos"
        case .watchOS:
            recordNames = [Set(PlatformFontData.watchOSNames)]
            label = "watchos"
        case .iOS(let asked):
            let wanted = asked?.majorMinor ?? newest.record.version.majorMinor
            let version = versions.last { $0.record.version.majorMinor <= wanted } ?? versions[0]
            answering = [version]
            label = "ios@\(version.record.label)"
            if let asked, asked.majorMinor > newest.record.version.majorMinor {
                notes.append(
                    .versionNotRecorded(asked: asked, newestRecorded: newest.record.version))
            } else if let asked, version.record.version.components[0] != asked.components[0] {
                notes.append(.majorVersionNotRecorded(asked: asked, record: version.record))
            }
        case .iOSAndLater(let start):
            answering = versions.filter { $0.record.version.majorMinor >= start.majorMinor }
            if answering.isEmpty {
                answering = [newest]
                notes.append(
                    .versionNotRecorded(asked: start, newestRecorded: newest.record.version))
            }
            label = platform.description
        }
        if !answering.isEmpty { recordNames = answering.map(\.names) }
        self.recordNames = recordNames
        records = answering.map(\.record)
        let added = platform.isApple ? Set(additionalNames) : []
        let everywhere = recordNames.dropFirst().reduce(recordNames.first ?? []) {
            $0.intersection($1)
        }.union(added)
        self.notes = notes
        names = Dictionary(
            everywhere.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, b in min(a, b) })
        var families: [String: String] = [:]
        var familyOfFace: [String: String] = [:]
        for family in PlatformFontData.families {
            let inEvery = recordNames.allSatisfy { names in
                family.faces.contains { names.contains($0) || added.contains($0) }
            }
            guard inEvery, !recordNames.isEmpty else { continue }
            for face in family.faces where everywhere.contains(face) {
                familyOfFace[face.lowercased()] = family.name
            }
            let key = NameIndex.familyKey(family.name)
            if families[key] == nil { families[key] = family.name }
        }
        self.families = families
        self.familyOfFace = familyOfFace
        var unconfirmed: [String: PlatformRecord] = [:]
        for version in answering {
            for name in version.unconfirmed { unconfirmed[name.lowercased()] = version.record }
        }
        self.unconfirmed = unconfirmed
    }

    /// Every PostScript name of the set (for a range, those every record has), sorted.
    public var postscriptNames: [String] { names.values.sorted() }

    /// The family names of the set (for a range, those every record has a face of), sorted.
    public var familyNames: [String] { families.values.sorted() }

    /// The families of the set and their faces, sorted by family name: the device's answer to
    /// `UIFont.familyNames` and `UIFont.fontNames(forFamilyName:)`. A face whose family the
    /// data does not record is listed under its own PostScript name's family `nil`.
    public var familiesAndFaces: [(family: String?, faces: [String])] {
        var faces: [String?: [String]] = [:]
        for name in postscriptNames {
            faces[familyOfFace[name.lowercased()], default: []].append(name)
        }
        return faces.map { (family: $0.key, faces: $0.value) }.sorted {
            switch ($0.family, $1.family) {
            case (let a?, let b?): a < b
            case (.some, nil): true
            case (nil, _): false
            }
        }
    }

    /// The built-in font a name stands for: a PostScript name (ignoring case), else a family
    /// name the data records (ignoring case and spaces U+0020), which stands for the family:
    /// the device picks its regular face (`UIFont(name:size:)` with a family name).
    ///
    /// - Returns: `nil` when the platform does not have the font (for a range, when a record
    ///   in it lacks it), and always for a name of the hidden system UI font (see
    ///   ``isSystemUIFontName(_:)``) or one with a control character.
    public func font(named name: String) -> PlatformFont? {
        guard !Self.isSystemUIFontName(name), !NameIndex.hasControlCharacter(name) else {
            return nil
        }
        if let postscriptName = names[name.lowercased()] {
            return PlatformFont(
                postscriptName: postscriptName, family: familyOfFace[name.lowercased()],
                platform: label, matchedBy: .postscriptName)
        }
        return family(named: name)
    }

    /// ``font(named:)``'s family rung alone: the family `name` names (ignoring case and
    /// spaces), built into every version of the range.
    func family(named name: String) -> PlatformFont? {
        guard !Self.isSystemUIFontName(name), !NameIndex.hasControlCharacter(name),
            let family = families[NameIndex.familyKey(name)]
        else { return nil }
        return PlatformFont(
            postscriptName: nil, family: family, platform: label, matchedBy: .family)
    }

    /// For a name some but not all records of the set have: the first record without it, and
    /// one that has it; `nil` when every record has it or none does.
    public func firstRecordWithout(
        _ name: String
    ) -> (without: PlatformRecord, with: PlatformRecord)? {
        let lowered = name.lowercased()
        let has = recordNames.map { names in names.contains { $0.lowercased() == lowered } }
        guard let missing = has.firstIndex(of: false), let present = has.firstIndex(of: true)
        else { return nil }
        return (records[missing], records[present])
    }

    /// The record whose dump lists a name the data does not count (see the data's
    /// `observed/unconfirmed.txt`), or `nil`.
    public func unconfirmedRecord(of name: String) -> PlatformRecord? {
        unconfirmed[name.lowercased()]
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
