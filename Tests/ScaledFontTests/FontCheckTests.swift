import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// The check as library code: a ``FontCheck`` request in, a ``FontCheckReport`` value out, the
/// outcome and every finding read as values, never as command-line text.
///
/// Expected names are the fonts' own PostScript names (Fonts/NotoSerif, Tests/Fonts/DejaVu:
/// the "installed" fonts of the tests' Fontconfig configuration) and the public records of
/// the fonts built into iOS (Data/apple-fonts); expected files and lines are those of the
/// fixtures each test writes.
@Suite("The check as a library: request in, report value out")
struct FontCheckTests {
    /// A style dictionary naming `names` for the styles in order (`largeTitle`, `title`, ...),
    /// each at 17 pt, one key a line: the key of style `n` (0-based) is on line `4 + 2n`.
    static func dictionary(_ names: [String]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for (style, name) in zip(TextStyle.allCases, names) {
            text += "<key>\(style.rawValue)</key>\n"
            text += "<dict><key>fontName</key><string>\(name)</string>"
            text += "<key>fontSize</key><real>17</real></dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    /// An Info.plist whose `UIAppFonts` holds `items` (property-list elements), one a line
    /// from line 5 on.
    static func infoPlist(_ items: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>UIAppFonts</key><array>\n" + items.map { $0 + "\n" }.joined()
            + "</array>\n</dict>\n</plist>\n"
    }

    static func noto(_ file: String) -> String { TestPaths.notoSerifFonts + "/" + file }

    // MARK: Verdicts

    @Test("every style resolves to a bundled face: passed, no finding is an error")
    func passed() throws {
        let report = try FontCheck(
            dictionaries: [TestPaths.example("NotoSerif.plist")],
            fontFolders: [TestPaths.notoSerifFonts]
        ).run()
        expectEqual(report.outcome, .passed)
        expectEqual(report.dictionaries.count, 1)
        let check = try unwrap(report.dictionaries.first)
        expectEqual(check.platform, "linux")
        expectEqual(check.entries.count, 11)
        expectTrue(check.entries.allSatisfy { $0.status == .resolved && $0.source == .bundled })
        expectTrue(report.findings.allSatisfy { $0.severity != .error })
        expectNil(report.app)
    }

    @Test("a font that is not installed fails, with the name and line as values")
    func failed() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            Self.dictionary(["NotoSerif-Bold", "NoSuchFont-Bold"]), to: "Styles.plist")
        let report = try FontCheck(dictionaries: [path], fontFolders: [TestPaths.notoSerifFonts])
            .run()
        expectEqual(report.outcome, .failed)
        let finding = try unwrap(report.findings.first { $0.severity == .error })
        expectEqual(finding.reason, .fontNotInstalled)
        expectEqual(finding.file, path)
        expectEqual(finding.styleKey, "title")
        expectEqual(finding.line, 6)
        expectEqual(finding.field, "fontName")
        expectEqual(finding.names, ["NoSuchFont-Bold"])
        expectTrue(finding.paths.isEmpty)
        expectEqual(report.dictionaries[0].entry(.title).fallbackReason, .fontNotInstalled)
    }

    @Test("an unreadable dictionary is unusable; the worst dictionary decides")
    func unusable() throws {
        let folder = try TemporaryDirectory()
        let good = TestPaths.example("NotoSerif.plist")
        let missing = folder.path + "/NoSuchDictionary.plist"
        let failing = try folder.write(Self.dictionary(["NoSuchFont"]), to: "Failing.plist")
        let fonts = [TestPaths.notoSerifFonts]
        let both = try FontCheck(dictionaries: [good, missing], fontFolders: fonts).run()
        expectEqual(both.outcome, .unusable)
        expectEqual(both.dictionaries.map(\.outcome), [.passed, .unusable])
        let unreadable = try unwrap(both.dictionaries[1].findings.first)
        expectEqual(unreadable.reason, .dictionaryUnreadable)
        expectEqual(unreadable.file, missing)
        expectTrue(!both.dictionaries[1].isReadable)
        let mixed = try FontCheck(dictionaries: [good, failing], fontFolders: fonts).run()
        expectEqual(mixed.outcome, .failed)
        expectEqual(mixed.dictionaries.map(\.outcome), [.passed, .failed])
    }

    @Test("a missing style is a notice and an unknown field a warning: the check passes")
    func noticesAndWarningsPass() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>body</key>
            <dict><key>fontName</key><string>NotoSerif</string><key>fontSize</key><real>17</real>
            <key>maximumPointSise</key><real>30</real></dict>
            </dict>
            </plist>

            """, to: "Body.plist")
        let report = try FontCheck(dictionaries: [path], fontFolders: [TestPaths.notoSerifFonts])
            .run()
        expectEqual(report.outcome, .passed)
        let notices = report.findings.filter { $0.severity == .notice }
        expectEqual(notices.count, 10)
        expectTrue(notices.allSatisfy { $0.reason == .styleMissing })
        let warning = try unwrap(report.findings.first { $0.severity == .warning })
        expectEqual(warning.reason, .suspiciousEntry)
        expectEqual(warning.styleKey, "body")
        expectEqual(warning.line, 4)
    }

    @Test("an invalid entry fails with the dictionary's own problem code")
    func invalidEntry() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>body</key>
            <dict><key>fontName</key><string>NotoSerif</string><key>fontSize</key><real>0</real></dict>
            </dict>
            </plist>

            """, to: "Zero.plist")
        let report = try FontCheck(dictionaries: [path], fontFolders: [TestPaths.notoSerifFonts])
            .run()
        expectEqual(report.outcome, .failed)
        let finding = try unwrap(report.findings.first { $0.severity == .error })
        expectEqual(finding.reason, .invalidEntry)
        expectEqual(finding.problem, .notPositive)
        expectEqual(finding.field, "fontSize")
        expectEqual(report.dictionaries[0].entry(.body).fallbackReason, .invalidEntry)
    }

    // MARK: Platforms

    @Test("for iOS a built-in name passes as a platform font, with no file on this machine")
    func builtInOnIOS() throws {
        let folder = try TemporaryDirectory()
        // Georgia-Bold and Courier are in the recorded iOS 14.0.1 fonts (Data/apple-fonts).
        let path = try folder.write(Self.dictionary(["Georgia-Bold", "Courier"]), to: "S.plist")
        let report = try FontCheck(dictionaries: [path], platform: .iOS(OSVersion(parsing: "14")))
            .run()
        expectEqual(report.outcome, .passed)
        let entry = report.dictionaries[0].entry(.largeTitle)
        expectEqual(entry.source, .platform)
        expectEqual(entry.matchedBy, .platform)
        expectNil(entry.face)
        expectEqual(entry.platform, "ios@14.0.1")
        expectEqual(report.platform.label, "ios@14.0.1")
    }

    @Test("a font installed here but not bundled fails for iOS and bundled, naming its file")
    func onlyInstalledHere() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Self.dictionary(["DejaVuSans"]), to: "S.plist")
        let installed = TestPaths.systemDejaVu + "/DejaVuSans.ttf"
        for platform in [Platform.iOS(nil), .bundled] {
            let report = try FontCheck(dictionaries: [path], platform: platform).run()
            expectEqual(report.outcome, .failed, "\(platform)")
            let finding = try unwrap(report.findings.first { $0.severity == .error })
            expectEqual(finding.reason, .fontOnlyInstalledHere, "\(platform)")
            expectEqual(finding.names, ["DejaVuSans"])
            expectEqual(finding.paths, [installed])
            expectTrue(
                finding.message(showingPath: { ($0 as NSString).lastPathComponent })
                    .contains("(DejaVuSans.ttf)"))
        }
        let linux = try FontCheck(dictionaries: [path], platform: .linux).run()
        expectEqual(linux.outcome, .passed)
        expectEqual(linux.dictionaries[0].entry(.largeTitle).source, .installed)
    }

    @Test("a name of the hidden system UI font is its own reason on iOS")
    func systemUIFontName() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Self.dictionary([".SFUI-Regular"]), to: "S.plist")
        let report = try FontCheck(dictionaries: [path], platform: .iOS(nil)).run()
        expectEqual(report.outcome, .failed)
        expectEqual(report.findings.first { $0.severity == .error }?.reason, .systemUIFontName)
    }

    @Test("a version newer than the records is a note, never a failure")
    func newerVersionNote() throws {
        let report = try FontCheck(
            dictionaries: [TestPaths.example("NotoSerif.plist")],
            fontFolders: [TestPaths.notoSerifFonts], platform: .iOS(OSVersion(parsing: "27.2"))
        ).run()
        expectEqual(report.outcome, .passed)
        try expectEqual(
            report.notes,
            [
                .versionNotRecorded(
                    asked: try unwrap(OSVersion(parsing: "27.2")),
                    newestRecorded: try unwrap(OSVersion(parsing: "26.0")))
            ])
    }

    @Test("a bundled face shadowing an installed one of other bytes: a warning with both files")
    func shadowWarning() throws {
        let folder = try TemporaryDirectory()
        let installed = TestPaths.systemDejaVu + "/DejaVuSans.ttf"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: installed))
        // The last byte, in the last table: the names Fontconfig reads are unchanged.
        bytes[bytes.count - 1] ^= 0xFF
        let copy = try folder.write(bytes, to: "DejaVuSans.ttf")
        let path = try folder.write(Self.dictionary(["DejaVuSans"]), to: "S.plist")
        let report = try FontCheck(dictionaries: [path], fontFolders: [folder.path]).run()
        expectEqual(report.outcome, .passed)
        let warning = try unwrap(report.findings.first { $0.severity == .warning })
        expectEqual(warning.reason, .shadowsInstalledFace)
        expectEqual(warning.paths, [copy, installed])
        expectEqual(warning.names, ["DejaVuSans"])
    }

    @Test("resolve as a report: each name's location, metrics here, absence, and the outcome")
    func nameReport() throws {
        let fonts = try AvailableFonts(.iOS(nil), fontDirectories: [TestPaths.notoSerifFonts])
        // Georgia is in the recorded iOS 26.0 fonts (its dump prints family Georgia); DejaVuSans is only installed here.
        let report = try fonts.resolve(
            ["NotoSerif-Bold", "Georgia", "DejaVuSans"], pointSize: 17)
        expectEqual(report.outcome, .failed)
        expectEqual(report.answers.map(\.name), ["NotoSerif-Bold", "Georgia", "DejaVuSans"])
        expectEqual(report.answers[0].match?.face.postscriptName, "NotoSerif-Bold")
        expectEqual(report.answers[0].metrics?.pointSize, 17)
        expectEqual(report.answers[1].location?.source, .platform)
        expectNil(report.answers[1].metrics)
        expectEqual(report.answers[2].absence?.reason, .fontOnlyInstalledHere)
        let found = try fonts.resolve(["NotoSerif-Bold"], pointSize: 17)
        expectEqual(found.outcome, .passed)
    }

    // MARK: The app's Info.plist

    @Test("the example app for iOS 15: listed fonts and built-in names pass; three errors")
    func exampleApp() throws {
        let report = try FontCheck(
            dictionaries: [
                TestPaths.packageRoot.appendingPathComponent(
                    "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist"
                )
                .path
            ],
            fontFolders: [
                TestPaths.packageRoot.appendingPathComponent("Examples/App/App").path
            ],
            platform: .iOS(OSVersion(parsing: "15")),
            infoPlist: TestPaths.packageRoot.appendingPathComponent(
                "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist"
            ).path
        ).run()
        expectEqual(report.outcome, .failed)
        let app = try unwrap(report.app)
        // Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist lists three files; Examples/App/App has two of them.
        expectEqual(
            app.fonts.entries.map(\.entry),
            [
                "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "NotoSerif-SemiBold.ttf",
            ])
        expectEqual(app.fonts.entries.map(\.status), [.ok, .ok, .missing])
        expectEqual(app.outcome, .failed)
        let missing = try unwrap(app.fonts.findings.first)
        expectEqual(missing.reason, .appFontMissing)
        expectEqual(missing.line, 13)
        let reasons = Set(
            report.dictionaries[0].findings.filter { $0.severity == .error }
                .map(\.reason))
        // NotoSerif-Italic.ttf is in the folder but not listed; Courier left iOS in 15.0.
        expectEqual(reasons, [.appFontNotListed, .fontNotInstalled])
        let notListed = try unwrap(report.findings.first { $0.reason == .appFontNotListed })
        expectEqual(notListed.names, ["NotoSerif-Italic"])
        expectTrue(notListed.message.hasSuffix("add \"NotoSerif-Italic.ttf\""))
    }

    @Test("each UIAppFonts entry that names no single font is an error at its line")
    func appFontStatuses() throws {
        let scratch = try TemporaryDirectory()
        let fonts = scratch.path + "/Fonts"
        let other = scratch.path + "/Other"
        for folder in [fonts, other] {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-Regular.ttf"), toPath: fonts + "/NotoSerif-Regular.ttf")
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-Bold.ttf"), toPath: fonts + "/NotoSerif-Bold.ttf")
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-Bold.ttf"), toPath: other + "/NotoSerif-Bold.ttf")
        let fake = try scratch.write("not a font\n", to: "Fonts/Fake.ttf")
        let info = try scratch.write(
            Self.infoPlist([
                "<string>NotoSerif-Regular.ttf</string>",  // line 5: ok
                "<string>Missing.ttf</string>",  // 6: missing
                "<string>NotoSerif-Bold.ttf</string>",  // 7: in both folders
                "<string>Fake.ttf</string>",  // 8: not a font
                "<string>../NotoSerif-Regular.ttf</string>",  // 9: outside the bundle
                "<integer>3</integer>",  // 10: not a string
            ]), to: "Info.plist")
        let dictionary = try scratch.write(Self.dictionary(["NotoSerif"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], fontFolders: [fonts, other], platform: .iOS(nil),
            infoPlist: info
        ).run()
        let app = try unwrap(report.app)
        expectEqual(
            app.fonts.entries.map(\.status),
            [
                .ok, .missing, .ambiguous, .notAFont, .outsideBundle,
            ])
        let found = app.fonts.findings.map { ($0.line, $0.reason) }
        expectEqual(found.map(\.0), [6, 7, 8, 9, 10])
        expectEqual(
            found.map(\.1),
            [
                .appFontMissing, .appFontAmbiguous, .appFontNotAFont, .appFontOutsideBundle,
                .appFontInvalid,
            ])
        let ambiguous = app.fonts.findings[1]
        expectEqual(
            Set(ambiguous.paths), [fonts + "/NotoSerif-Bold.ttf", other + "/NotoSerif-Bold.ttf"])
        expectEqual(app.fonts.findings[2].paths, [fake])
        expectEqual(report.outcome, .failed)
        // The dictionary itself resolves to the listed regular face.
        expectEqual(report.dictionaries[0].outcome, .passed)
        expectEqual(report.dictionaries[0].entry(.largeTitle).source, .bundled)
    }

    @Test("a listed file no dictionary uses is reported, not an error")
    func unusedAppFont() throws {
        let scratch = try TemporaryDirectory(copying: [
            Self.noto("NotoSerif-Regular.ttf"), Self.noto("NotoSerif-Bold.ttf"),
        ])
        let info = try scratch.write(
            Self.infoPlist([
                "<string>NotoSerif-Regular.ttf</string>", "<string>NotoSerif-Bold.ttf</string>",
            ]), to: "Info.plist")
        let dictionary = try scratch.write(Self.dictionary(["NotoSerif-Bold"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], fontFolders: [scratch.path], infoPlist: info
        ).run()
        expectEqual(report.outcome, .passed)
        expectEqual(report.app?.unused.map(\.entry), ["NotoSerif-Regular.ttf"])
        // With an Info.plist and no platform, the platform is the newest iOS recorded.
        expectEqual(report.platform.platform, .iOS(nil))
    }

    /// Georgia is built into every iOS the data records (Data/apple-fonts); NotoSerif-Regular
    /// is only in the scratch folder, the app's bundle.
    @Test("without UIAppFonts only a style naming a bundled face fails; not an array fails")
    func noAppFonts() throws {
        let scratch = try TemporaryDirectory(copying: [Self.noto("NotoSerif-Regular.ttf")])
        let builtIn = try scratch.write(Self.dictionary(["Georgia"]), to: "S.plist")
        let bundled = try scratch.write(Self.dictionary(["NotoSerif-Regular"]), to: "B.plist")
        let none = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
            to: "None.plist")
        let notArray = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "<key>UIAppFonts</key><string>NotoSerif-Regular.ttf</string>\n</dict>\n</plist>\n",
            to: "String.plist")
        func check(_ dictionary: String, _ info: String) throws -> FontCheckReport {
            try FontCheck(
                dictionaries: [dictionary], fontFolders: [scratch.path], infoPlist: info
            ).run()
        }
        // Built-in fonts only: nothing to declare.
        let passes = try check(builtIn, none)
        expectEqual(passes.outcome, .passed)
        expectTrue(passes.findings.allSatisfy { $0.reason == .styleMissing }, "\(passes.findings)")
        // A bundled face no entry declares: the error is at the style, with the entry to add.
        let fails = try check(bundled, none)
        expectEqual(fails.outcome, .failed)
        expectEqual(fails.app?.fonts.findings.isEmpty, true)
        let finding = try unwrap(fails.dictionaries[0].findings.first)
        expectEqual(finding.reason, .appFontNotListed)
        expectTrue(finding.message.hasSuffix("add \"NotoSerif-Regular.ttf\""))
        // UIAppFonts written as a string is still a mistake of its own.
        let string = try check(builtIn, notArray)
        expectEqual(string.outcome, .failed)
        expectEqual(string.app?.fonts.findings.map(\.reason), [.appFontInvalid])
        expectEqual(string.dictionaries[0].outcome, .passed)
    }

    @Test("without UIAppFonts, faces the app registers itself pass, with or without a project")
    func noAppFontsRegistered() throws {
        let scratch = try Self.exampleApp()
        try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
            to: "App/Info.plist")
        let registered = try scratch.folder("Package/Resources")
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-BoldItalic.ttf"),
            toPath: registered + "/NotoSerif-BoldItalic.ttf")
        let dictionary = try scratch.write(
            Self.dictionary(["NotoSerif-BoldItalic"]), to: "Registered.plist")
        var projectRequest = FontCheck(
            dictionaries: [dictionary], registeredFontFolders: [registered],
            repository: scratch.path, project: scratch.path + "/App.xcodeproj")
        // The example app's code names its bundled fonts, which this Info.plist no longer
        // declares: only the dictionary's registered face is under test here.
        projectRequest.checksCode = false
        let withProject = try projectRequest.run()
        expectEqual(withProject.outcome, .passed, "\(withProject.findings)")
        expectEqual(withProject.dictionaries[0].entry(.largeTitle).source, .registered)
        let withoutProject = try FontCheck(
            dictionaries: [dictionary], registeredFontFolders: [registered],
            infoPlist: scratch.path + "/App/Info.plist", repository: scratch.path
        ).run()
        expectEqual(withoutProject.outcome, .passed, "\(withoutProject.findings)")
        expectEqual(withoutProject.app?.fonts.findings.isEmpty, true)
    }

    @Test("ATSApplicationFontsPath declares nothing for iOS, with a warning at its line")
    func applicationFontsPathOnIOS() throws {
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-Bold.ttf"),
            toPath: scratch.path + "/Fonts/NotoSerif-Bold.ttf")
        // The key is on line 4 (its <string> too).
        let info = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "<key>ATSApplicationFontsPath</key><string>Fonts</string>\n</dict>\n</plist>\n",
            to: "Info.plist")
        let dictionary = try scratch.write(Self.dictionary(["NotoSerif-Bold"]), to: "S.plist")
        let ios = try FontCheck(
            dictionaries: [dictionary], fontFolders: [scratch.path], platform: .iOS(nil),
            infoPlist: info
        ).run()
        let app = try unwrap(ios.app)
        expectTrue(app.fonts.entries.isEmpty)
        let warning = try unwrap(app.fonts.findings.first { $0.severity == .warning })
        expectEqual(warning.reason, .applicationFontsPathIgnored)
        expectEqual(warning.line, 4)
        expectTrue(app.fonts.findings.allSatisfy { $0.severity != .error })
        // The face is in the bundle but declared by nothing the device reads.
        expectEqual(ios.dictionaries[0].findings.first?.reason, .appFontNotListed)
        expectEqual(ios.outcome, .failed)
        // For an app bundle of no particular Apple platform the folder still declares its fonts.
        let bundled = try FontCheck(
            dictionaries: [dictionary], fontFolders: [scratch.path], platform: .bundled,
            infoPlist: info
        ).run()
        expectEqual(bundled.app?.fonts.entries.map(\.status), [.ok])
        expectEqual(bundled.outcome, .passed)
    }

    @Test("for a bundle, ATSApplicationFontsPath declares the fonts of its folder and no other")
    func applicationFontsPathFolderOnly() throws {
        let scratch = try TemporaryDirectory()
        for (file, folder) in [("NotoSerif-Regular.ttf", "Fonts"), ("NotoSerif-Bold.ttf", "Other")]
        {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Self.noto(file), toPath: scratch.path + "/\(folder)/\(file)")
        }
        let info = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "<key>ATSApplicationFontsPath</key><string>Fonts</string>\n</dict>\n</plist>\n",
            to: "Info.plist")
        // largeTitle names the face in the declared folder, title the one beside it.
        let dictionary = try scratch.write(
            Self.dictionary(["NotoSerif-Regular", "NotoSerif-Bold"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], fontFolders: [scratch.path], platform: .bundled,
            infoPlist: info
        ).run()
        expectEqual(report.app?.fonts.entries.map(\.status), [.ok])
        let errors = report.dictionaries[0].findings.filter { $0.severity == .error }
        expectEqual(errors.map(\.reason), [.appFontNotListed])
        expectEqual(errors.map(\.styleKey), ["title"])
        expectEqual(report.outcome, .failed)
    }

    @Test("with a bundle root an entry is the path under it")
    func bundleRoot() throws {
        let bundle = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: bundle.path + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-Bold.ttf"),
            toPath: bundle.path + "/fonts/NotoSerif-Bold.ttf")
        let info = try bundle.write(
            Self.infoPlist([
                "<string>fonts/NotoSerif-Bold.ttf</string>", "<string>NotoSerif-Bold.ttf</string>",
            ]), to: "Info.plist")
        let dictionary = try bundle.write(Self.dictionary(["NotoSerif-Bold"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], infoPlist: info, bundleRoot: bundle.path
        ).run()
        expectEqual(report.app?.fonts.entries.map(\.status), [.ok, .missing])
        expectEqual(report.outcome, .failed)
        expectEqual(report.dictionaries[0].entry(.largeTitle).source, .bundled)
    }

    @Test("an Info.plist that cannot be read is unusable, with a finding at the reader's line")
    func unreadableInfoPlist() throws {
        let scratch = try TemporaryDirectory()
        // The <array> opened on line 4 holds a <string> that </array> closes on line 5.
        let malformed = try scratch.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n"
                + "<array><string>A.ttf</array>\n</dict>\n</plist>\n", to: "Bad.plist")
        let missing = scratch.path + "/None.plist"
        for (info, line) in [(malformed, Optional(5)), (missing, nil)] {
            let report = try FontCheck(
                dictionaries: [TestPaths.example("NotoSerif.plist")],
                fontFolders: [TestPaths.notoSerifFonts], infoPlist: info
            ).run()
            expectEqual(report.outcome, .unusable, "\(info)")
            let app = try unwrap(report.app)
            expectTrue(!app.fonts.isReadable)
            expectTrue(app.fonts.entries.isEmpty)
            let finding = try unwrap(app.fonts.findings.first)
            expectEqual(finding.reason, .infoPlistUnreadable)
            expectEqual(finding.file, info)
            expectEqual(finding.line, line)
            // The dictionaries are still checked, so every report has them.
            expectEqual(report.dictionaries.count, 1)
        }
    }

    // MARK: Fonts a device does not load

    /// A copy of Noto Serif Regular (Fonts/NotoSerif) whose `name` table is hidden: its tag in
    /// the table directory is changed to `zame`, so FreeType finds no `name` table and
    /// Fontconfig makes a family up from the file's name.
    static func namelessCopy(in folder: TemporaryDirectory, as name: String) throws -> String {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: noto("NotoSerif-Regular.ttf")))
        // The table directory (OpenType spec): numTables at offset 4, records of 16 bytes from
        // offset 12, each starting with its tag.
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let record = try unwrap(
            (0..<tables).map { 12 + $0 * 16 }.first { bytes[$0..<$0 + 4] == Data("name".utf8) })
        bytes[record] = UInt8(ascii: "z")
        return try folder.write(bytes, to: name)
    }

    @Test("a font without a name table: Linux takes Fontconfig's made-up family; a device fails")
    func namelessFont() throws {
        let folder = try TemporaryDirectory()
        let file = try Self.namelessCopy(in: folder, as: "Zzyzx Fake.ttf")
        let path = try folder.write(Self.dictionary(["Zzyzx Fake"]), to: "S.plist")
        let ios = try FontCheck(
            dictionaries: [path], fontFolders: [folder.path], platform: .iOS(nil)
        )
        .run()
        expectEqual(ios.outcome, .failed)
        let finding = try unwrap(ios.findings.first { $0.severity == .error })
        expectEqual(finding.reason, .fontUnsupported)
        expectEqual(finding.paths, [file])
        expectTrue(finding.message.contains("no 'name' table"))
        // Listed in UIAppFonts, the file is not a font the app has.
        let info = try folder.write(
            Self.infoPlist(["<string>Zzyzx Fake.ttf</string>"]), to: "I.plist")
        let app = try FontCheck(dictionaries: [path], fontFolders: [folder.path], infoPlist: info)
            .run()
        expectEqual(app.app?.fonts.entries.map(\.status), [.unsupported])
        expectEqual(app.app?.fonts.findings.map(\.reason), [.appFontUnsupported])
        expectEqual(app.dictionaries[0].findings.first?.reason, .fontUnsupported)
        // Linux loads what Fontconfig lists: the made-up family is the face's family there.
        let linux = try FontCheck(dictionaries: [path], fontFolders: [folder.path]).run()
        expectEqual(linux.dictionaries[0].entry(.largeTitle).source, .bundled)
    }

    @Test("a Type 1 font is not an app's font on a device, listed or not")
    func typeOneFont() throws {
        let folder = try TemporaryDirectory(copying: [
            TestPaths.packageRoot.appendingPathComponent("Tests/Fonts/Type1/lmex10.pfb").path
        ])
        // The font's PostScript name (Tests/Fonts/Type1/ORIGIN.md).
        let path = try folder.write(
            Self.dictionary(["LMMathExtension10-Regular"]), to: "S.plist")
        let info = try folder.write(Self.infoPlist(["<string>lmex10.pfb</string>"]), to: "I.plist")
        let report = try FontCheck(
            dictionaries: [path], fontFolders: [folder.path], infoPlist: info
        ).run()
        expectEqual(report.outcome, .failed)
        expectEqual(report.app?.fonts.entries.map(\.status), [.unsupported])
        let entryFinding = try unwrap(report.app?.fonts.findings.first)
        expectEqual(entryFinding.reason, .appFontUnsupported)
        expectTrue(entryFinding.message.contains("not a TrueType or OpenType font"))
        expectEqual(entryFinding.line, 5)
        expectEqual(report.dictionaries[0].findings.first?.reason, .fontUnsupported)
        let bundled = try FontCheck(
            dictionaries: [path], fontFolders: [folder.path], platform: .bundled
        ).run()
        expectEqual(bundled.outcome, .failed)
        let linux = try FontCheck(dictionaries: [path], fontFolders: [folder.path]).run()
        expectEqual(linux.outcome, .passed)
    }

    // MARK: Fonts the app registers at run time

    @Test("a face of a folder the app registers at run time is the app's without UIAppFonts")
    func registeredAtRunTime() throws {
        let scratch = try TemporaryDirectory()
        let bundle = scratch.path + "/Fonts"
        let package = scratch.path + "/Package/Resources"
        for folder in [bundle, package] {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-Regular.ttf"), toPath: bundle + "/NotoSerif-Regular.ttf")
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-BoldItalic.ttf"),
            toPath: package + "/NotoSerif-BoldItalic.ttf")
        let info = try scratch.write(
            Self.infoPlist(["<string>NotoSerif-Regular.ttf</string>"]), to: "Info.plist")
        // The fonts' own PostScript names (Fonts/NotoSerif).
        let dictionary = try scratch.write(
            Self.dictionary(["NotoSerif-Regular", "NotoSerif-BoldItalic"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], fontFolders: [bundle], registeredFontFolders: [package],
            platform: .iOS(nil), infoPlist: info
        ).run()
        expectEqual(report.outcome, .passed)
        expectTrue(report.findings.allSatisfy { $0.severity != .error })
        let check = report.dictionaries[0]
        expectEqual(check.entry(.largeTitle).source, .bundled)
        expectEqual(check.entry(.title).source, .registered)
        expectEqual(check.entry(.title).postscriptName, "NotoSerif-BoldItalic")
        // Without the folder the app registers, the face is nowhere the device looks.
        let without = try FontCheck(
            dictionaries: [dictionary], fontFolders: [bundle], platform: .iOS(nil),
            infoPlist: info
        ).run()
        expectEqual(without.outcome, .failed)
        expectEqual(without.dictionaries[0].entry(.title).source, .fallback)
        // As a font folder of the bundle instead, the face is there but not listed.
        let unlisted = try FontCheck(
            dictionaries: [dictionary], fontFolders: [bundle, package], platform: .iOS(nil),
            infoPlist: info
        ).run()
        expectTrue(unlisted.findings.contains { $0.reason == .appFontNotListed })
        // On Linux the folder is registered like a font folder; the source still says so.
        let linux = try FontCheck(
            dictionaries: [dictionary], fontFolders: [bundle], registeredFontFolders: [package]
        ).run()
        expectEqual(linux.dictionaries[0].entry(.title).source, .registered)
        expectEqual(linux.dictionaries[0].entry(.largeTitle).source, .bundled)
    }

    @Test("a Type 1 font the app registers at run time is still one the device cannot load")
    func registeredTypeOneFont() throws {
        let folder = try TemporaryDirectory(copying: [
            TestPaths.packageRoot.appendingPathComponent("Tests/Fonts/Type1/lmex10.pfb").path
        ])
        let scratch = try TemporaryDirectory()
        // The font's PostScript name (Tests/Fonts/Type1/ORIGIN.md).
        let path = try scratch.write(
            Self.dictionary(["LMMathExtension10-Regular"]), to: "S.plist")
        let info = try scratch.write(Self.infoPlist([]), to: "I.plist")
        let report = try FontCheck(
            dictionaries: [path], registeredFontFolders: [folder.path], infoPlist: info
        ).run()
        expectEqual(report.outcome, .failed)
        expectEqual(report.dictionaries[0].findings.first?.reason, .fontUnsupported)
    }

    // MARK: UIAppFonts in the source tree

    /// Copies Noto Serif faces into a scratch folder: `files` maps a path in it to a face.
    static func tree(_ files: [String: String]) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        for (path, face) in files {
            let target = scratch.path + "/" + path
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.noto(face + ".ttf"), toPath: target)
        }
        return scratch
    }

    @Test("an entry is the end of the file's path in the repository, not below the font folder")
    func wholePathInRepository() throws {
        let scratch = try Self.tree([
            "App/Fonts/NotoSerif-Bold.ttf": "NotoSerif-Bold",
            "App/Fonts/NotoSerif-Regular.ttf": "NotoSerif-Regular",
        ])
        let info = try scratch.write(
            Self.infoPlist([
                "<string>Fonts/NotoSerif-Bold.ttf</string>",  // line 5
                "<string>App/Fonts/NotoSerif-Regular.ttf</string>",  // 6
            ]), to: "Info.plist")
        let dictionary = try scratch.write(
            Self.dictionary(["NotoSerif-Bold", "NotoSerif-Regular"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], fontFolders: [scratch.path + "/App/Fonts"],
            platform: .iOS(nil), infoPlist: info, repository: scratch.path
        ).run()
        let app = try unwrap(report.app)
        expectEqual(app.fonts.entries.map(\.status), [.ok, .ok])
        expectEqual(
            app.fonts.entries.map(\.file),
            [
                scratch.path + "/App/Fonts/NotoSerif-Bold.ttf",
                scratch.path + "/App/Fonts/NotoSerif-Regular.ttf",
            ])
        // Without a project nobody knows where the build puts a file.
        expectTrue(app.fonts.entries.allSatisfy { $0.bundlePath == nil })
        // Each entry with folders gets a notice that only the project can say whether the
        // build keeps them; notices never fail.
        expectEqual(app.fonts.findings.map(\.severity), [.notice, .notice])
        expectEqual(
            app.fonts.findings.map(\.reason),
            [
                .appFontFoldersUnverified, .appFontFoldersUnverified,
            ])
        expectEqual(app.fonts.findings.map(\.line), [5, 6])
        expectEqual(report.outcome, .passed)
    }

    /// The layouts a style's unlisted font can be in, with the Info.plist's first entries:
    /// bare names; an entry with folders whose suggestion once named the font folder itself
    /// and so never matched (`Res/Fonts/...` against the path below `Res`); and a file name
    /// two folders hold, which a bare entry would make ambiguous.
    static let unlistedLayouts: [(files: [String: String], listed: [String], suggested: String)] = [
        (
            [
                "Res/NotoSerif-Regular.ttf": "NotoSerif-Regular",
                "Res/NotoSerif-Bold.ttf": "NotoSerif-Bold",
            ],
            ["NotoSerif-Regular.ttf"], "NotoSerif-Bold.ttf"
        ),
        (
            [
                "Res/Fonts/NotoSerif-Regular.ttf": "NotoSerif-Regular",
                "Res/Fonts/NotoSerif-Bold.ttf": "NotoSerif-Bold",
            ],
            ["Fonts/NotoSerif-Regular.ttf"], "NotoSerif-Bold.ttf"
        ),
        (
            [
                "Res/NotoSerif-Regular.ttf": "NotoSerif-Regular",
                "Res/A/NotoSerif-Bold.ttf": "NotoSerif-Bold",
                "Res/B/NotoSerif-Bold.ttf": "NotoSerif-Bold",
            ],
            ["NotoSerif-Regular.ttf"], "A/NotoSerif-Bold.ttf"
        ),
    ]

    @Test("adding the suggested entry to the Info.plist makes the error go away", arguments: 0..<3)
    func suggestionApplied(layout: Int) throws {
        let (files, listed, suggested) = Self.unlistedLayouts[layout]
        let scratch = try Self.tree(files)
        let dictionary = try scratch.write(
            Self.dictionary(["NotoSerif-Regular", "NotoSerif-Bold"]), to: "S.plist")
        func check(_ entries: [String]) throws -> FontCheckReport {
            let info = try scratch.write(
                Self.infoPlist(entries.map { "<string>\($0)</string>" }), to: "Info.plist")
            return try FontCheck(
                dictionaries: [dictionary], fontFolders: [scratch.path + "/Res"],
                platform: .iOS(nil), infoPlist: info, repository: scratch.path
            ).run()
        }
        let before = try check(listed)
        let finding = try unwrap(before.findings.first { $0.reason == .appFontNotListed })
        expectEqual(finding.styleKey, "title")
        let fix = try unwrap(finding.message.split(separator: "add \"").last?.dropLast())
        expectEqual(String(fix), suggested)
        let after = try check(listed + [String(fix)])
        expectTrue(!after.findings.contains { $0.reason == .appFontNotListed })
        expectEqual(after.outcome, .passed, "\(after.findings)")
    }

    @Test("with a bundle root the suggested entry is the file's path in the bundle, and passes")
    func bundleRootSuggestion() throws {
        let scratch = try Self.tree([
            "App.app/NotoSerif-Regular.ttf": "NotoSerif-Regular",
            "App.app/fonts/NotoSerif-Bold.ttf": "NotoSerif-Bold",
        ])
        let dictionary = try scratch.write(
            Self.dictionary(["NotoSerif-Regular", "NotoSerif-Bold"]), to: "S.plist")
        func check(_ entries: [String]) throws -> FontCheckReport {
            let info = try scratch.write(
                Self.infoPlist(entries.map { "<string>\($0)</string>" }), to: "Info.plist")
            return try FontCheck(
                dictionaries: [dictionary], platform: .iOS(nil), infoPlist: info,
                bundleRoot: scratch.path + "/App.app"
            ).run()
        }
        let before = try check(["NotoSerif-Regular.ttf"])
        let finding = try unwrap(before.findings.first { $0.reason == .appFontNotListed })
        expectTrue(finding.message.hasSuffix("add \"fonts/NotoSerif-Bold.ttf\""))
        let after = try check(["NotoSerif-Regular.ttf", "fonts/NotoSerif-Bold.ttf"])
        expectEqual(after.outcome, .passed, "\(after.findings)")
        expectEqual(
            after.app?.fonts.entries.map(\.bundlePath),
            [
                "NotoSerif-Regular.ttf", "fonts/NotoSerif-Bold.ttf",
            ])
    }

    @Test("an entry whose file exists only in another letter case is missing, with a hint")
    func letterCase() throws {
        let scratch = try Self.tree(["Fonts/NotoSerif-Bold.ttf": "NotoSerif-Bold"])
        let info = try scratch.write(
            Self.infoPlist(["<string>notoserif-bold.TTF</string>"]), to: "Info.plist")
        let dictionary = try scratch.write(Self.dictionary(["Georgia"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], fontFolders: [scratch.path + "/Fonts"],
            platform: .iOS(nil), infoPlist: info, repository: scratch.path
        ).run()
        let entry = try unwrap(report.app?.fonts.entries.first)
        expectEqual(entry.status, .missing)
        expectEqual(entry.caseVariants, [scratch.path + "/Fonts/NotoSerif-Bold.ttf"])
        let finding = try unwrap(report.app?.fonts.findings.first)
        expectEqual(finding.reason, .appFontMissing)
        expectEqual(finding.line, 5)
        expectTrue(finding.message.contains("in other letter case, which a device tells apart"))
    }

    /// Xcode shows `UIAppFonts` as "Fonts provided by application"; the key itself is what
    /// iOS reads (Apple's Information Property List reference).
    @Test("keys that look meant as UIAppFonts are warnings at their lines naming UIAppFonts")
    func misspeltKeys() throws {
        let scratch = try TemporaryDirectory()
        let info = try scratch.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>UIAppfonts</key><array><string>A.ttf</string></array>
            <key>UIAppFont</key><array><string>A.ttf</string></array>
            <key>Fonts provided by application</key><array><string>A.ttf</string></array>
            <key>UIApplicationSceneManifest</key><dict/>
            <key>CFBundleName</key><string>App</string>
            </dict>
            </plist>

            """, to: "Info.plist")
        let dictionary = try scratch.write(Self.dictionary(["Georgia"]), to: "S.plist")
        let report = try FontCheck(
            dictionaries: [dictionary], platform: .iOS(nil), infoPlist: info
        ).run()
        let findings = try unwrap(report.app?.fonts.findings)
        let warnings = findings.filter { $0.severity == .warning }
        expectEqual(warnings.map(\.line), [4, 5, 6])
        expectEqual(
            warnings.map(\.field), ["UIAppfonts", "UIAppFont", "Fonts provided by application"])
        expectTrue(warnings.allSatisfy { $0.reason == .appFontsKeyMisspelt })
        expectTrue(warnings.allSatisfy { $0.message.hasSuffix(": the device ignores it") })
        expectTrue(warnings[2].message.contains("is how Xcode shows UIAppFonts"))
        // The Info.plist declares no font: no error of its own, Georgia being built in.
        expectTrue(findings.allSatisfy { $0.severity != .error })
        expectEqual(report.outcome, .passed)
    }

    // MARK: An app's Xcode project

    static let exampleProject = TestPaths.packageRoot.appendingPathComponent(
        "Examples/App/App.xcodeproj"
    ).path
    static let exampleStyles = TestPaths.packageRoot.appendingPathComponent(
        "Examples/App/Styles.plist"
    ).path

    /// The app target's `[CP] Copy Pods Resources` phase in Examples/App's build phases: it
    /// runs `Pods-ScaledFontDemo-resources.sh`, which is not in the checkout, so every font
    /// file the target does not copy may be the script's (a warning until `pod install`).
    static let podsResourcesPhase =
        "\t\t\t\t5E0D7B2C2D1F3B4C00A10001 /* [CP] Copy Pods Resources */,\n"

    /// A copy of `folder` (Examples/App) in a scratch folder, with `edit` applied to its
    /// project file and its Info.plist given as `UIAppFonts` entries. The CocoaPods phase is
    /// left out of the copy, so that a font the target leaves out is the target's mistake,
    /// not perhaps the script's.
    static func exampleApp(
        _ folder: String = "Examples/App", appFonts: [String]? = nil,
        editingProject edit: (String) -> String = { $0 }
    ) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        try FileManager.default.removeItem(atPath: scratch.path)
        try FileManager.default.copyItem(
            atPath: TestPaths.packageRoot.appendingPathComponent(folder).path,
            toPath: scratch.path)
        let project = scratch.path + "/App.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
            .replacingOccurrences(of: Self.podsResourcesPhase, with: "")
        try edit(text).write(toFile: project, atomically: true, encoding: .utf8)
        if let appFonts {
            try scratch.write(
                Self.infoPlist(appFonts.map { "<string>\($0)</string>" }), to: "App/Info.plist")
        }
        return scratch
    }

    /// Examples/App/App.xcodeproj: the group `Fonts` (path `Fonts`) copies its files flat to
    /// the bundle root and the folder reference `Typefaces` lands whole, as Xcode builds
    /// them; the target's deployment target is `IPHONEOS_DEPLOYMENT_TARGET = 16.0`.
    @Test("the example project passes: entries match the bundle paths the target's build makes")
    func exampleProjectPasses() throws {
        let report = try FontCheck(
            dictionaries: [Self.exampleStyles], repository: TestPaths.packageRoot.path,
            project: Self.exampleProject
        ).run()
        expectEqual(report.outcome, .passed, "\(report.findings)")
        let project = try unwrap(report.project)
        expectEqual(project.target, "ScaledFontDemo")
        expectEqual(project.configuration, "Release")
        expectEqual(project.deploymentTarget, "ios@16.0")
        expectEqual(project.infoPlist?.hasSuffix("Examples/App/App/Info.plist"), true)
        expectEqual(report.platform.platform, .iOSAndLater(OSVersion([16, 0])))
        let entries = try unwrap(report.app?.fonts.entries)
        // NotoSerif-BoldItalic.ttf is copied and listed for no style: unused, not an error.
        expectEqual(entries.map(\.status), [.ok, .ok, .ok, .ok])
        expectEqual(
            entries.map(\.bundlePath),
            [
                "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "Typefaces/NotoSerif-Italic.ttf",
                "NotoSerif-BoldItalic.ttf",
            ])
        expectEqual(report.app?.unused.map(\.entry), ["NotoSerif-BoldItalic.ttf"])
        expectEqual(
            entries[2].file?.hasSuffix("Examples/App/App/Typefaces/NotoSerif-Italic.ttf"), true)
        expectEqual(report.apps.count, 1)
        expectTrue(report.notes.isEmpty)
    }

    @Test("an entry under another path than the build's is wrongPath, naming the bundle path")
    func projectWrongPath() throws {
        let scratch = try Self.exampleApp(appFonts: [
            "NotoSerif-Regular.ttf", "Fonts/NotoSerif-Bold.ttf", "NotoSerif-Italic.ttf",
        ])
        let report = try FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"],
            repository: scratch.path, project: scratch.path + "/App.xcodeproj"
        ).run()
        let app = try unwrap(report.app)
        expectEqual(app.fonts.entries.map(\.status), [.ok, .wrongPath, .wrongPath])
        expectEqual(
            app.fonts.entries.map(\.bundlePath),
            [
                "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "Typefaces/NotoSerif-Italic.ttf",
            ])
        let findings = app.fonts.findings
        expectEqual(findings.map(\.reason), [.appFontWrongPath, .appFontWrongPath])
        expectEqual(findings.map(\.line), [6, 7])
        expectTrue(findings[0].message.hasSuffix("list \"NotoSerif-Bold.ttf\""))
        expectTrue(findings[1].message.hasSuffix("list \"Typefaces/NotoSerif-Italic.ttf\""))
        expectEqual(report.outcome, .failed)
    }

    @Test("a file the target does not copy is notInTarget; its face says to add it to the target")
    func projectNotInTarget() throws {
        // The Resources phase loses the Bold font's build file; the file reference stays.
        let scratch = try Self.exampleApp { project in
            project.replacingOccurrences(
                of: "\t\t\t\t5E0D7A132D1F3B4C00A10001 /* NotoSerif-Bold.ttf in Resources */,\n",
                with: "")
        }
        let report = try FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"],
            repository: scratch.path, project: scratch.path + "/App.xcodeproj"
        ).run()
        let app = try unwrap(report.app)
        expectEqual(app.fonts.entries.map(\.status), [.ok, .notInTarget, .ok, .ok])
        let finding = try unwrap(app.fonts.findings.first)
        expectEqual(finding.reason, .appFontNotInTarget)
        expectEqual(finding.line, 8)
        expectTrue(
            finding.message.hasSuffix(
                "add NotoSerif-Bold.ttf to the target's Copy Bundle Resources / Target Membership"))
        let style = try unwrap(report.findings.first { $0.styleKey == "largeTitle" })
        expectEqual(style.reason, .appFontNotInTarget)
        expectTrue(style.message.contains("target 'ScaledFontDemo' does not copy"))
        expectEqual(report.outcome, .failed)
    }

    @Test("a font file beside the bundle's that the project does not reference is notInTarget")
    func projectUnreferencedFile() throws {
        let scratch = try Self.exampleApp(
            "Examples/AppMistakes",
            appFonts: [
                "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "Typefaces/NotoSerif-Italic.ttf",
                "NotoSerif-BoldItalic.ttf",
            ])
        // Examples/AppMistakes/App/Fonts holds NotoSerif-BoldItalic.ttf, which the project
        // does not reference (on purpose: its Mistakes.plist shows the same finding).
        expectTrue(
            FileManager.default.fileExists(
                atPath: scratch.path + "/App/Fonts/NotoSerif-BoldItalic.ttf"))
        let report = try FontCheck(
            dictionaries: [scratch.path + "/Mistakes.plist"], repository: scratch.path,
            project: scratch.path + "/App.xcodeproj"
        ).run()
        let entry = try unwrap(report.app?.fonts.entries.last)
        expectEqual(entry.status, .notInTarget)
        expectEqual(entry.file, scratch.path + "/App/Fonts/NotoSerif-BoldItalic.ttf")
        expectEqual(entry.bundlePath, "NotoSerif-BoldItalic.ttf")
        expectEqual(report.app?.fonts.findings.map(\.reason), [.appFontNotInTarget])
    }

    @Test("a font in the bundle but not listed: the suggested bundle path, once listed, passes")
    func projectNotListed() throws {
        let scratch = try Self.exampleApp(appFonts: ["NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf"])
        let request = FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"],
            repository: scratch.path, project: scratch.path + "/App.xcodeproj")
        let before = try request.run()
        let finding = try unwrap(before.findings.first { $0.reason == .appFontNotListed })
        expectEqual(finding.styleKey, "subheadline")
        expectTrue(finding.message.hasSuffix("add \"Typefaces/NotoSerif-Italic.ttf\""))
        try scratch.write(
            Self.infoPlist(
                ["NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "Typefaces/NotoSerif-Italic.ttf"]
                    .map { "<string>\($0)</string>" }), to: "App/Info.plist")
        try expectEqual(request.run().outcome, .passed)
    }

    @Test("no deployment target: the newest record, and a note naming the target")
    func projectWithoutDeploymentTarget() throws {
        let scratch = try Self.exampleApp { project in
            project.replacingOccurrences(
                of: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n", with: "")
        }
        let report = try FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"],
            repository: scratch.path, project: scratch.path + "/App.xcodeproj"
        ).run()
        expectEqual(report.platform.platform, .iOS(nil))
        expectNil(report.project?.deploymentTarget)
        expectTrue(
            report.notes.contains {
                if case .deploymentTargetNotSet(let target, _) = $0 {
                    target == "ScaledFontDemo"
                } else {
                    false
                }
            })
        expectEqual(report.outcome, .passed)
    }

    /// Tests/ScaledFontTests/TestData/Projects/Synchronized: SyncApp (iOS 18.0, its
    /// Info.plist from Config/App.xcconfig) lists `Inter-Regular.otf`, a placeholder in its
    /// synchronized folder that is no font; SyncWidgetExtension (iOS 18.2) lists the same
    /// name, which its own bundle (`Widget.otf`) does not have.
    @Test("several targets: each with its own Info.plist, bundle and platform")
    func projectTargets() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent(
            "Tests/ScaledFontTests/TestData/Projects/Synchronized")
        let report = try FontCheck(
            dictionaries: [Self.exampleStyles], repository: TestPaths.packageRoot.path,
            project: folder.appendingPathComponent("Synchronized.xcodeproj").path,
            targets: ["SyncApp", "SyncWidgetExtension"]
        ).run()
        expectEqual(report.project?.target, "SyncApp")
        expectEqual(report.platform.platform, .iOSAndLater(OSVersion([18, 0])))
        expectEqual(report.app?.fonts.entries.map(\.status), [.notAFont])
        expectEqual(report.apps.count, 2)
        let widget = try unwrap(report.apps.last)
        expectEqual(widget.project?.target, "SyncWidgetExtension")
        expectEqual(widget.platform.platform, .iOSAndLater(OSVersion([18, 2])))
        expectEqual(widget.declaredFonts?.fonts.entries.map(\.status), [.notInTarget])
        let finding = try unwrap(widget.declaredFonts?.fonts.findings.first)
        expectTrue(finding.message.contains("is not in target 'SyncWidgetExtension'"))
        // The same dictionary is checked for each target: every finding names its target.
        expectEqual(
            report.app?.fonts.findings.allSatisfy { $0.message.hasPrefix("target 'SyncApp': ") },
            true)
        expectTrue(
            widget.findings.allSatisfy { $0.message.hasPrefix("target 'SyncWidgetExtension': ") })
        expectEqual(
            report.findings.count,
            report.app!.fonts.findings.count
                + report.dictionaries[0].findings.count + widget.findings.count)
        expectEqual(report.outcome, .failed)
    }

    @Test("a target whose Info.plist Xcode generates declares no fonts: a finding, not a throw")
    func projectGeneratedInfoPlist() throws {
        let scratch = try Self.exampleApp { project in
            project.replacingOccurrences(of: "\t\t\t\tINFOPLIST_FILE = App/Info.plist;\n", with: "")
        }
        let report = try FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"], repository: scratch.path,
            project: scratch.path + "/App.xcodeproj"
        ).run()
        expectNil(report.project?.infoPlist)
        let finding = try unwrap(report.app?.fonts.findings.first)
        expectEqual(finding.reason, .appFontInvalid)
        expectEqual(finding.field, "INFOPLIST_FILE")
        expectTrue(finding.file.hasSuffix("App.xcodeproj/project.pbxproj"))
        expectTrue(finding.message.contains("target 'ScaledFontDemo' has a generated Info.plist"))
        expectEqual(report.outcome, .failed)
    }

    /// Examples/App/App.xcodeproj copies App/Fonts/NotoSerif-Bold.ttf (its Resources phase);
    /// without the file in the checkout, as when a build step makes it or it is gitignored,
    /// the entry and the styles naming NotoSerif-Bold (Examples/App/Styles.plist: headline
    /// and largeTitle) cannot be checked, and are not wrong.
    @Test("a copied file absent from the checkout: absentFromCheckout, warnings, never failed")
    func projectFileAbsentFromCheckout() throws {
        let scratch = try Self.exampleApp()
        try FileManager.default.removeItem(atPath: scratch.path + "/App/Fonts/NotoSerif-Bold.ttf")
        let report = try FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"], repository: scratch.path,
            project: scratch.path + "/App.xcodeproj"
        ).run()
        let app = try unwrap(report.app)
        expectEqual(app.fonts.entries.map(\.status), [.ok, .absentFromCheckout, .ok, .ok])
        expectEqual(app.fonts.entries[1].bundlePath, "NotoSerif-Bold.ttf")
        let finding = try unwrap(app.fonts.findings.first)
        expectEqual(app.fonts.findings.count, 1)
        expectEqual(finding.severity, .warning)
        expectEqual(finding.reason, .appFontAbsentFromCheckout)
        expectEqual(
            finding.message,
            "UIAppFonts entry 'NotoSerif-Bold.ttf': \(scratch.path)/App/Fonts/"
                + "NotoSerif-Bold.ttf is copied by target 'ScaledFontDemo' but not in the "
                + "checkout; checked once it exists")
        let styles = report.dictionaries[0].findings.filter { $0.reason == .fontUnchecked }
        expectEqual(styles.map(\.styleKey), ["largeTitle", "headline"], "\(report.findings)")
        expectTrue(styles.allSatisfy { $0.severity == .warning })
        expectEqual(report.outcome, .passed, "\(report.findings)")
    }

    /// Examples/App/App.xcodeproj with the Run Script phase CocoaPods adds to an app target
    /// (`[CP] Copy Pods Resources`, running `Pods-<target>-resources.sh`), whose input paths
    /// name React Native's vector icon font as `pod install` writes them.
    static func podsApp(appFonts: [String]) throws -> TemporaryDirectory {
        let phase = "5E0D7A212D1F3B4C00A10001 /* [CP] Copy Pods Resources */"
        let script =
            "${PODS_ROOT}/Target Support Files/Pods-ScaledFontDemo/Pods-ScaledFontDemo-resources.sh"
        return try exampleApp(appFonts: appFonts) { project in
            project.replacingOccurrences(
                of: "/* End PBXResourcesBuildPhase section */\n",
                with: "/* End PBXResourcesBuildPhase section */\n\n"
                    + "/* Begin PBXShellScriptBuildPhase section */\n"
                    + "\t\t\(phase) = {\n\t\t\tisa = PBXShellScriptBuildPhase;\n"
                    + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n"
                    + "\t\t\tinputPaths = (\n\t\t\t\t\"\(script)\",\n"
                    + "\t\t\t\t\"${PODS_ROOT}/../node_modules/react-native-vector-icons/Fonts/"
                    + "Ionicons.ttf\",\n\t\t\t);\n"
                    + "\t\t\tname = \"[CP] Copy Pods Resources\";\n"
                    + "\t\t\toutputPaths = (\n\t\t\t\t\"${TARGET_BUILD_DIR}/"
                    + "${UNLOCALIZED_RESOURCES_FOLDER_PATH}/Ionicons.ttf\",\n\t\t\t);\n"
                    + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n"
                    + "\t\t\tshellPath = /bin/sh;\n"
                    + "\t\t\tshellScript = \"\\\"\(script)\\\"\\n\";\n"
                    + "\t\t\tshowEnvVarsInLog = 0;\n\t\t};\n"
                    + "/* End PBXShellScriptBuildPhase section */\n"
            ).replacingOccurrences(
                of: "\t\t\t\t5E0D7A062D1F3B4C00A10001 /* Resources */,\n",
                with: "\t\t\t\t5E0D7A062D1F3B4C00A10001 /* Resources */,\n\t\t\t\t\(phase),\n")
        }
    }

    @Test("a font a build script copies: copiedByScript, a warning; its faces count once there")
    func projectCopiedByScript() throws {
        let scratch = try Self.podsApp(appFonts: [
            "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "Typefaces/NotoSerif-Italic.ttf",
            "Ionicons.ttf", "FontAwesome.ttf",
        ])
        let request = FontCheck(
            dictionaries: [scratch.path + "/Styles.plist"], repository: scratch.path,
            project: scratch.path + "/App.xcodeproj")
        // Before `pod install` / `npm install`: neither file is in the checkout.
        let before = try request.run()
        let entries = try unwrap(before.app?.fonts.entries)
        expectEqual(entries.map(\.status), [.ok, .ok, .ok, .copiedByScript, .copiedByScript])
        let warnings = try unwrap(before.app?.fonts.findings)
        expectEqual(warnings.map(\.reason), [.appFontCopiedByScript, .appFontCopiedByScript])
        expectTrue(warnings.allSatisfy { $0.severity == .warning })
        expectEqual(
            warnings.first?.message,
            "UIAppFonts entry 'Ionicons.ttf': copied by the build script phase '[CP] Copy "
                + "Pods Resources' of target 'ScaledFontDemo', whose inputs are not in the "
                + "checkout; checked once they exist (pod install)")
        expectEqual(before.outcome, .passed, "\(before.findings)")
        // Once node_modules holds the icon font (a copy of Noto Serif Bold Italic plays it),
        // its faces are the app's.
        let fonts = try scratch.folder("node_modules/react-native-vector-icons/Fonts")
        try FileManager.default.copyItem(
            atPath: Self.noto("NotoSerif-BoldItalic.ttf"), toPath: fonts + "/Ionicons.ttf")
        let after = try request.run()
        let icons = try unwrap(after.app?.fonts.entries[3])
        expectEqual(icons.status, .ok)
        expectEqual(icons.faces, ["NotoSerif-BoldItalic"])
        expectEqual(after.app?.fonts.entries[4].status, .copiedByScript)
    }

    /// A copy of a project of Tests/ScaledFontTests/TestData/Projects in a scratch folder.
    static func projectFixture(_ name: String) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        try FileManager.default.removeItem(atPath: scratch.path)
        try FileManager.default.copyItem(
            atPath: TestPaths.packageRoot.appendingPathComponent(
                "Tests/ScaledFontTests/TestData/Projects/" + name
            ).path, toPath: scratch.path)
        return scratch
    }

    /// Tests/ScaledFontTests/TestData/Projects/Groups: GroupsApp's Release configuration
    /// names Config/Release.xcconfig (`baseConfigurationReference`); left out of a checkout,
    /// as CocoaPods' and secrets' files are, Xcode warns and builds without it.
    @Test("a build configuration's missing xcconfig is a warning naming it, not an error")
    func projectMissingConfigurationFile() throws {
        let scratch = try Self.projectFixture("Groups")
        let request = FontCheck(
            dictionaries: [Self.exampleStyles], repository: scratch.path,
            project: scratch.path + "/Groups.xcodeproj", targets: ["GroupsApp"])
        try expectEqual(
            request.run().findings.contains { $0.reason == .configurationFileMissing }, false)
        try FileManager.default.removeItem(atPath: scratch.path + "/Config/Release.xcconfig")
        let report = try request.run()
        let warnings = report.findings.filter { $0.reason == .configurationFileMissing }
        expectEqual(warnings.count, 1)
        let warning = try unwrap(warnings.first)
        expectEqual(warning.severity, .warning)
        expectEqual(warning.file, scratch.path + "/Groups.xcodeproj/project.pbxproj")
        expectEqual(warning.paths, [scratch.path + "/Config/Release.xcconfig"])
        expectTrue(
            warning.message.hasPrefix(
                "the build configuration 'Release' names \(scratch.path)/Config/Release.xcconfig, "
                    + "which is not in the checkout"))
    }

    @Test("a malformed project throws with the file and line")
    func malformedProject() throws {
        let scratch = try Self.exampleApp { project in
            project.replacingOccurrences(of: "objectVersion = 60;", with: "objectVersion = 60")
        }
        #expect {
            try FontCheck(
                dictionaries: [scratch.path + "/Styles.plist"],
                repository: scratch.path, project: scratch.path + "/App.xcodeproj"
            ).run()
        } throws: { error in
            guard let error = error as? ScaledFontError else { return false }
            return error.code == .projectMalformed
                && error.description.contains("App.xcodeproj/project.pbxproj")
                && error.description.contains("line 7")
        }
    }
}
