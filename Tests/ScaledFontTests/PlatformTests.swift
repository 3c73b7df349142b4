import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// `Platform`, the shipped platform font data and the check for an Apple platform. Expected
/// names come from the recorded source data in `Data/apple-fonts` (its README lists the facts
/// used here: Courier is in every iOS dump through 14.5 and in none from 15.0; Noteworthy-Bold
/// and Noteworthy-Light are in every dump from 11.4 to 15.5). Catalogs for platforms other
/// than Linux load no installed fonts, so these tests do not depend on the machine's fonts.
@Suite("Platforms and built-in fonts")
struct PlatformTests {
    @Test(
        "platform spellings parse, in any case",
        arguments: [
            ("linux", Platform.linux), ("bundled", .bundled), ("ios", .iOS(nil)),
            ("iOS@14", .iOS(OSVersion([14]))), ("ios@14.5", .iOS(OSVersion([14, 5]))),
            ("ios@15.5", .iOS(OSVersion([15, 5]))), ("tvos", .tvOS), ("watchOS", .watchOS),
            ("ios@17.0+", .iOSAndLater(OSVersion([17, 0]))),
            ("iOS@18+", .iOSAndLater(OSVersion([18]))),
        ])
    func parses(_ text: String, _ expected: Platform) throws {
        try expectEqual(Platform(parsing: text), expected)
    }

    @Test(
        "unknown names and versions are refused with the valid spellings",
        arguments: [
            "android", "ios@", "ios@fifteen", "ios@15.5.1.2", "ios@2", "tvos@9", "linux@1", "ios@+",
            "ios@17.0++", "ios+", "ios@2+", "tvos@9+",
        ])
    func refuses(_ text: String) {
        #expect {
            try Platform(parsing: text)
        } throws: { error in
            let error = error as! ScaledFontError
            return error.code == .unknownPlatform && error.message.contains(Platform.spellings)
        }
    }

    @Test(
        "Courier is built into iOS through 14.5 and not from 15.0",
        arguments: [
            ("11.4", true), ("13", true), ("14", true), ("14.5", true), ("15", false),
            ("15.5", false), ("16", false), ("17.2", false), ("18.4", false), ("26.0", false),
        ])
    func courier(_ version: String, _ present: Bool) throws {
        let fonts = PlatformFonts(platform: try Platform(parsing: "ios@" + version))
        for name in ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"] {
            expectEqual((fonts.font(named: name) != nil), present, "\(name) on iOS \(version)")
        }
    }

    @Test("Noteworthy, Futura, Avenir Next and Helvetica Neue are in every dump 11.4 to 15.5")
    func everyDump() throws {
        for version in ["11.4", "12.4", "13.0", "14.2", "15.0", "15.5"] {
            let fonts = PlatformFonts(platform: try Platform(parsing: "ios@" + version))
            for name in [
                "Noteworthy-Bold", "Noteworthy-Light", "Futura-Medium", "Futura-Bold",
                "AvenirNext-Medium", "HelveticaNeue",
            ] {
                let font = try unwrap(fonts.font(named: name), "\(name) on \(version)")
                expectEqual(font.postscriptName, name)
                expectEqual(font.matchedBy, .postscriptName)
            }
        }
    }

    @Test("a version between records uses the newest record at or below it")
    func versionBetweenRecords() throws {
        // Dumps exist for 12.2 and 12.4, none for 12.3; 13.2.2 stands for 13.2.
        expectEqual(PlatformFonts(platform: try Platform(parsing: "ios@12.3")).label, "ios@12.2")
        expectEqual(PlatformFonts(platform: try Platform(parsing: "ios@13.2")).label, "ios@13.2.2")
        expectEqual(PlatformFonts(platform: try Platform(parsing: "ios@16.4")).label, "ios@16.x")
        expectEqual(PlatformFonts(platform: try Platform(parsing: "ios@18.5")).label, "ios@18.4")
        expectTrue(PlatformFonts(platform: try Platform(parsing: "ios@16.4")).notes.isEmpty)
    }

    @Test("plain ios is the newest record, iOS 26.0, with its source and confidence")
    func newestRecord() throws {
        let fonts = PlatformFonts(platform: .iOS(nil))
        expectEqual(fonts.label, "ios@26.0")
        expectTrue(fonts.notes.isEmpty)
        // The observed data's README: the 26.0 dump is from spencersearle/OnboardingViews,
        // its version label "medium to high".
        let record = try unwrap(fonts.records.first)
        expectEqual(fonts.records.count, 1)
        expectEqual(record.label, "26.0")
        expectTrue(record.source.contains("github.com/spencersearle/OnboardingViews"))
        expectEqual(record.confidence, "medium to high")
        expectEqual(PlatformFonts.newestIOSVersion, OSVersion([26, 0]))
    }

    @Test(
        "a version with no record of its major version uses the nearest earlier one and says so once",
        arguments: [("10", "9.0"), ("11.2", "9.0"), ("17.0", "16.x"), ("17.1", "16.x")])
    func majorVersionNotRecorded(_ version: String, _ record: String) throws {
        let fonts = PlatformFonts(platform: try Platform(parsing: "ios@" + version))
        expectEqual(fonts.label, "ios@" + record)
        expectEqual(fonts.notes.count, 1)
        guard case .majorVersionNotRecorded(let asked, let used)? = fonts.notes.first else {
            Issue.record("expected a note, got \(fonts.notes)")
            return
        }
        expectEqual(asked, OSVersion(parsing: version))
        expectEqual(used.label, record)
    }

    @Test("a version newer than the data uses 26.0 and says so once")
    func newerVersion() throws {
        let fonts = PlatformFonts(platform: try Platform(parsing: "ios@27.1"))
        expectEqual(fonts.label, "ios@26.0")
        expectEqual(fonts.notes.count, 1)
        try expectEqual(
            fonts.notes.first,
            .versionNotRecorded(
                asked: try unwrap(OSVersion(parsing: "27.1")),
                newestRecorded: try unwrap(OSVersion(parsing: "26.0"))))
        let platform = try AvailableFonts(try Platform(parsing: "ios@27.1"))
        expectEqual(
            platform.notes.filter { $0.description.contains("no public record") }.count, 1)
    }

    /// Facts from the observed data's README, against the 15.5 dump (caseiterable).
    @Test("the observed dumps add and remove what their README says")
    func observedFacts() throws {
        func names(_ version: String) throws -> Set<String> {
            Set(PlatformFonts(platform: try Platform(parsing: "ios@" + version)).postscriptNames)
        }
        let base = try names("15.5")
        let sixteen = try names("16.4")
        expectEqual(sixteen.subtracting(base).count, 10)
        expectTrue(base.subtracting(sixteen).isEmpty)
        expectTrue(sixteen.contains("Impact") && sixteen.contains("STIXTwoText_Medium"))
        try expectEqual(
            names("17.2").subtracting(sixteen), ["HiraginoSans-W5", "HiraginoSans-W8"])
        let eighteen = try names("18.4")
        let twentySix = try names("26.0")
        expectTrue(eighteen.contains("Kefa-Regular") && !twentySix.contains("Kefa-Regular"))
        expectEqual(
            twentySix.subtracting(eighteen),
            ["KefaIII-Regular", "KefaIII-Light", "KefaIII-Bold", "KefaIII-ExtraBold"])
        expectEqual(eighteen.subtracting(twentySix), ["Kefa-Regular"])
        // The DecoType pair is in the 18.4 dump only: kept out, and a check says why.
        expectTrue(!eighteen.contains("DecoTypeNastaleeqUrdu-Regular"))
        let platform = try AvailableFonts(try Platform(parsing: "ios@18.4"))
        expectTrue(
            platform.absence(of: "DecoTypeNastaleeqUrdu-Bold").message.description.contains(
                "the iOS 18.4 dump lists it, but no other record does"))
        for version in ["16", "17.2", "18.4", "26.0"] {
            expectTrue(
                try names(version).allSatisfy { !$0.hasPrefix("Courier-") && $0 != "Courier" })
        }
    }

    @Test("a range counts a name only if every record in it has it, and names the first without")
    func range() throws {
        let fonts = PlatformFonts(platform: try Platform(parsing: "ios@17.0+"))
        expectEqual(fonts.label, "ios@17.0+")
        expectEqual(fonts.records.map(\.label), ["17.2", "18.4", "26.0"])
        expectTrue(fonts.notes.isEmpty)
        expectEqual(fonts.font(named: "HiraginoSans-W5")?.platform, "ios@17.0+")
        expectNil(fonts.font(named: "Kefa-Regular"))
        expectNil(fonts.font(named: "KefaIII-Regular"))
        let without = try unwrap(fonts.firstRecordWithout("Kefa-Regular"))
        expectEqual(without.without.label, "26.0")
        expectEqual(without.with.label, "17.2")
        try expectEqual(unwrap(fonts.firstRecordWithout("KefaIII-Bold")).without.label, "17.2")
        let platform = try AvailableFonts(try Platform(parsing: "ios@18+"))
        let absence = platform.absence(of: "Kefa-Regular")
        expectEqual(absence.reason, .fontNotInEveryVersion)
        expectEqual(
            absence.message.description,
            "font 'Kefa-Regular' is not built into every version of ios@18+: iOS 18.4 has "
                + "it, iOS 26.0 does not")
        // A range starting after the newest record uses it and says so.
        let later = PlatformFonts(platform: try Platform(parsing: "ios@27+"))
        expectEqual(later.records.map(\.label), ["26.0"])
        expectEqual(later.notes.count, 1)
        // ios@14.0+ reaches 15.0, which removed Courier.
        expectNil(
            PlatformFonts(platform: try Platform(parsing: "ios@14.0+")).font(named: "Courier"))
    }

    @Test("a family name stands for the family, whose face the device picks")
    func familyName() throws {
        let fonts = PlatformFonts(platform: .iOS(nil))
        // The 26.0 dump prints "Family: Futura" with five faces; iosfonts lists
        // Futura-CondensedExtraBold first, which is not what the device gives for "Futura".
        let font = try unwrap(fonts.font(named: "futura"))
        expectNil(font.postscriptName)
        expectEqual(font.family, "Futura")
        expectEqual(font.matchedBy, .family)
        expectEqual(font.description, "family Futura (the device picks its regular face)")
        let neue = try unwrap(fonts.font(named: "helvetica neue"))
        expectTrue(neue.family == "Helvetica Neue" && neue.postscriptName == nil)
        // Kefa III, new in 26.0, has a family name only from the 26.0 dump.
        expectEqual(fonts.font(named: "Kefa III")?.family, "Kefa III")
        expectNil(fonts.font(named: "Kefa"))
        expectNotNil(
            PlatformFonts(platform: try Platform(parsing: "ios@18.4")).font(named: "Kefa"))
        expectEqual(fonts.font(named: "Futura-Bold")?.family, "Futura")
    }

    /// The data records family "Helvetica Neue" (face HelveticaNeue): only a space (U+0020)
    /// may be left out or added, not another blank, and a control character matches nothing.
    @Test(
        "a family name with a no-break space, a newline or NEL is no built-in font",
        arguments: [
            "Helvetica\u{A0}Neue", "Helvetica\nNeue", "Helvetica\tNeue", "Helvetica\u{85}Neue",
            "HelveticaNeue\n",
        ])
    func blanksInFamilyName(_ name: String) throws {
        expectNil(PlatformFonts(platform: .iOS(nil)).font(named: name))
    }

    @Test(
        "names of the hidden system UI font are never platform fonts",
        arguments: [".SFUI-Regular", ".AppleSystemUIFont", "SFProText-Bold", "SFUIDisplay-Light"])
    func systemUIFont(_ name: String) throws {
        expectTrue(PlatformFonts.isSystemUIFontName(name))
        expectNil(PlatformFonts(platform: .iOS(nil)).font(named: name))
    }

    @Test("tvOS and watchOS have their recorded names; Linux and bundled have none")
    func otherPlatforms() {
        // iosfonts records Courier on Apple TV and Apple Watch (first versions 9 and 8).
        expectNotNil(PlatformFonts(platform: .tvOS).font(named: "Courier"))
        expectNotNil(PlatformFonts(platform: .watchOS).font(named: "Courier"))
        expectTrue(PlatformFonts(platform: .linux).postscriptNames.isEmpty)
        expectTrue(PlatformFonts(platform: .bundled).postscriptNames.isEmpty)
    }

    @Test("--platform-fonts names extend the data; comments and blank lines are skipped")
    func additionalNames() throws {
        let folder = try TemporaryDirectory()
        let list = try folder.write("# iOS 17 device\n\n  NewFont-Regular  \nOther\n", to: "n.txt")
        let names = try PlatformFonts.names(contentsOf: list)
        expectEqual(names, ["NewFont-Regular", "Other"])
        let fonts = PlatformFonts(platform: .iOS(nil), additionalNames: names)
        expectEqual(fonts.font(named: "newfont-regular")?.postscriptName, "NewFont-Regular")
        #expect(throws: ScaledFontError.self) {
            try PlatformFonts.names(contentsOf: folder.path + "/absent.txt")
        }
    }

    // MARK: The check for a platform

    /// A dictionary: a bundled face (NotoSerif-Bold), a built-in font (Noteworthy-Bold),
    /// Courier, a hidden system UI name, an invalid entry (no fontSize).
    static let mixed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>headline</key>
            <dict><key>fontName</key><string>NotoSerif-Bold</string><key>fontSize</key><real>17</real></dict>
            <key>title</key>
            <dict><key>fontName</key><string>Noteworthy-Bold</string><key>fontSize</key><real>28</real></dict>
            <key>body</key>
            <dict><key>fontName</key><string>Courier</string><key>fontSize</key><real>17</real></dict>
            <key>caption</key>
            <dict><key>fontName</key><string>.SFUI-Regular</string><key>fontSize</key><real>12</real></dict>
            <key>footnote</key>
            <dict><key>fontName</key><string>NotoSerif</string></dict>
        </dict>
        </plist>

        """

    private func check(_ platform: String) throws -> DictionaryCheck {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Self.mixed, to: "Mixed.plist")
        let fonts = try AvailableFonts(
            try Platform(parsing: platform), fontDirectories: [TestPaths.notoSerifFonts])
        return try DictionaryCheck(contentsOf: path, platform: fonts)
    }

    @Test("for iOS 14: bundled, platform and Courier resolve; the UI font name fails")
    func checkIOS14() throws {
        let check = try check("ios@14")
        expectEqual(check.platform, "ios@14.0.1")
        let headline = check.entry(.headline)
        expectEqual(headline.source, .bundled)
        expectEqual(headline.face?.postscriptName, "NotoSerif-Bold")
        let title = check.entry(.title)
        expectEqual(title.source, .platform)
        expectEqual(title.matchedBy, .platform)
        expectNil(title.face)
        expectEqual(title.platform, "ios@14.0.1")
        expectEqual(check.entry(.body).source, .platform)
        let caption = check.entry(.caption)
        expectEqual(caption.source, .fallback)
        expectNil(caption.face)
        let reasons = check.findings(.error).map { ($0.styleKey, $0.reason) }
        expectTrue(reasons.contains { $0 == ("caption", .systemUIFontName) })
        expectTrue(!reasons.contains { $0.0 == "body" })
        expectTrue(!check.passed)
    }

    @Test("for iOS 15, Courier fails: it is neither bundled nor built in")
    func checkIOS15() throws {
        let check = try check("ios@15")
        let body = check.entry(.body)
        expectEqual(body.source, .fallback)
        let finding = try unwrap(check.findings(.error).first { $0.styleKey == "body" })
        expectEqual(finding.field, "fontName")
        expectTrue(finding.message.contains("ios@15.0"))
        expectEqual(finding.line, 8)  // the body key's line in `mixed`
    }

    @Test("with an Apple platform an entry the iOS decoder rejects says every style falls back")
    func invalidEntryOnDevice() throws {
        let check = try check("ios")
        let finding = try unwrap(check.findings(.error).first { $0.styleKey == "footnote" })
        expectEqual(finding.reason, .invalidEntry)
        expectEqual(finding.problem, .missingField)
        expectTrue(finding.message.contains("every style of it falls back"))
        expectEqual(check.entry(.footnote).source, .fallback)
    }

    @Test("entries iOS accepts but this check rejects say what iOS does instead")
    func acceptedOnDevice() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>headlne</key>
                <dict><key>fontName</key><string>Noteworthy-Bold</string><key>fontSize</key><real>17</real></dict>
                <key>body</key>
                <dict><key>fontName</key><string>Noteworthy-Bold</string><key>fontSize</key><real>0</real></dict>
            </dict>
            </plist>

            """, to: "Accepted.plist")
        let ios = try DictionaryCheck(
            contentsOf: path, platform: try AvailableFonts(.iOS(nil)))
        let key = try unwrap(ios.findings.first { $0.styleKey == "headlne" })
        expectTrue(key.message.hasSuffix("on the device iOS ignores this key"))
        let size = try unwrap(ios.findings.first { $0.styleKey == "body" })
        expectEqual(size.problem, .notPositive)
        expectTrue(size.message.contains("UIFont needs a size greater than 0"))
        // For bundled, no device is named.
        let bundled = try DictionaryCheck(
            contentsOf: path, platform: try AvailableFonts(.bundled))
        expectTrue(!bundled.findings.contains { $0.message.contains("on the device") })
    }

    @Test("bundled counts the registered folders only: a built-in font fails")
    func checkBundled() throws {
        let check = try check("bundled")
        expectEqual(check.entry(.headline).source, .bundled)
        expectEqual(check.entry(.title).source, .fallback)
        let finding = try unwrap(check.findings(.error).first { $0.styleKey == "title" })
        expectTrue([.fontNotInstalled, .fontOnlyInstalledHere].contains(finding.reason))
        expectTrue(finding.message.contains("not bundled"))
    }

    @Test("a platform font has the entry's size and no metrics; a bundled face has both")
    func metricsOnPlatform() throws {
        let check = try check("ios")
        let catalog = try AvailableFonts(.iOS(nil), fontDirectories: [TestPaths.notoSerifFonts])
            .catalog
        try expectNil(check.lineMetrics(.title, category: .large, catalog: catalog))
        expectEqual(check.pointSize(.title, category: .large), 28)
        // The HIG ramp: headline is 17 at Large, 28 at accessibilityMedium.
        let headline = try unwrap(
            try check.lineMetrics(.headline, category: .accessibilityMedium, catalog: catalog))
        expectEqual(headline.pointSize, 17.0 * 28 / 17)
    }
}
