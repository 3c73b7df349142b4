/// The fonts built into Apple platforms, as public records list them: the iOS records by
/// version, the tvOS and watchOS lists, and family names.
///
/// The records themselves live in `PlatformFontData+Records.swift`, which a generator in the
/// repository (`Scripts/generate-platform-fonts`) writes from the source data in
/// `Data/apple-fonts`: iOS 3.0 to 9.0, tvOS and watchOS from iosfonts (first versions only:
/// that data records no removals), iOS 11.4 to 15.5 from simulator dumps of
/// `UIFont.familyNames` (caseiterable). No public record of a later iOS version exists.
enum PlatformFontData {
    /// One recorded iOS version: the PostScript names added and removed since the record
    /// before it.
    struct Record: Sendable {
        let version: [Int]
        let source: String
        let added: [String]
        let removed: [String]
    }

    /// A family name and the PostScript names of its faces, in the data's order.
    struct Family: Sendable {
        let name: String
        let faces: [String]
    }

    /// The PostScript names of each recorded iOS version, oldest first, with the version.
    static let iOSVersions: [(version: OSVersion, names: Set<String>)] = {
        var names: Set<String> = []
        return iOSRecords.map { record in
            names.subtract(record.removed)
            names.formUnion(record.added)
            return (OSVersion(record.version), names)
        }
    }()
}
