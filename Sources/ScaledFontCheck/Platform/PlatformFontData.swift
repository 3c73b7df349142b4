/// The fonts built into Apple platforms, as public records list them: the iOS records by
/// version, the tvOS and watchOS lists, and family names.
///
/// The records themselves live in `PlatformFontData+Records.swift`, which a generator in the
/// repository (`Scripts/generate-platform-fonts`) writes from the source data in
/// `Data/apple-fonts`: iOS 3.0 to 9.0, tvOS and watchOS from iosfonts (first versions only:
/// that data records no removals), iOS 11.4 to 15.5 from simulator dumps of
/// `UIFont.familyNames` (caseiterable), and iOS 16.x, 17.2, 18.4 and 26.0 from dumps observed
/// in public app repositories, each with its source and how sure its version label is.
enum PlatformFontData {
    /// One recorded iOS version: where it comes from, and the PostScript names added and
    /// removed since the record before it.
    struct Record: Sendable {
        let version: [Int]
        let label: String
        let source: String
        let confidence: String
        let added: [String]
        let removed: [String]
        /// Names the dump lists that the data does not count (see `observed/unconfirmed.txt`).
        let unconfirmed: [String]
    }

    /// A family name and the PostScript names of its faces, in the data's order.
    struct Family: Sendable {
        let name: String
        let faces: [String]
    }

    /// One recorded iOS version with its PostScript names.
    struct Version: Sendable {
        let record: PlatformRecord
        let names: Set<String>
        let unconfirmed: [String]
    }

    /// The recorded iOS versions, oldest first, each with its PostScript names.
    static let iOSVersions: [Version] = {
        var names: Set<String> = []
        return iOSRecords.map { record in
            names.subtract(record.removed)
            names.formUnion(record.added)
            return Version(
                record: PlatformRecord(
                    version: OSVersion(record.version), label: record.label,
                    source: record.source, confidence: record.confidence),
                names: names, unconfirmed: record.unconfirmed)
        }
    }()
}
