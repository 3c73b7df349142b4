import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// A target built with CocoaPods whose fonts come from a pod that `pod install` has not put
/// in the checkout: the Kiosk fixtures (artsy/eidolon, `Tests/ScaledFontCLITests/TestData/
/// CodeApps`, see its README), and copies of Kiosk changed in a temporary folder. Expected
/// values come from the fixture's text: its `Podfile.lock` lists one pod, `Artsy+UIFonts`;
/// its Info.plist's `UIAppFonts` has six entries (counted with
/// `awk '/<string>/' ... | grep -c otf`); the positions are those of its `uses.tsv`, counted
/// with awk.
@Suite("A CocoaPods target whose fonts come from a pod absent from the checkout")
struct CocoaPodsCheckTests {
    /// The pod the fixture's `Podfile.lock` lists.
    static let pod = "Artsy+UIFonts"
    /// The `UIAppFonts` entries of Kiosk's Info.plist, in order.
    static let appFonts = [
        "AGaramondPro-BoldItalic.otf", "AGaramondPro-Bold.otf", "AGaramondPro-Italic.otf",
        "AGaramondPro-Regular.otf", "AVG65lig.otf", "AGaramondPro-Semibold.otf",
    ]
    /// `<fontDescription ... name="Courier"` in Auction.storyboard, line 80, its `<` at
    /// column 33: removed in iOS 15.0, the target is iOS 10.0.
    static let courier = "Kiosk/Storyboards/Auction.storyboard:80:33"

    /// Checks the fixture (or a copy) at `root` with its project.
    static func check(_ root: String) throws -> FontCheckReport {
        try FontCheck(
            dictionaries: [], sources: [XcodeProjectSource(project: root + "/Kiosk.xcodeproj")],
            repository: root
        ).run()
    }

    /// `file:line:column` of a finding, relative to `root`.
    static func place(_ finding: Finding, in root: String) -> String {
        "\(finding.file.dropFirst(root.count + 1)):\(finding.line ?? 0):\(finding.column ?? 0)"
    }

    /// A copy of the Kiosk fixture in a temporary folder, with `change` applied to it.
    static func copy(
        _ fixture: String = "Kiosk", change: (String) throws -> Void = { _ in }
    ) throws -> (TemporaryDirectory, String) {
        let scratch = try TemporaryDirectory()
        let root = scratch.path + "/" + fixture
        try FileManager.default.copyItem(atPath: CodeAppUses.fixture(fixture), toPath: root)
        try change(root)
        return (scratch, root)
    }

    /// The statuses of the uses of the fixture's custom fonts (all but Courier).
    static func customStatuses(_ report: FontCheckReport) throws -> Set<String> {
        let app = try unwrap(report.apps.first)
        return Set(app.fontUses.filter { $0.name != "Courier" }.map(\.status.rawValue))
    }

    @Test("Kiosk before pod install: only Courier fails; the entries are warnings naming the pod")
    func kiosk() throws {
        let root = CodeAppUses.fixture("Kiosk")
        let report = try Self.check(root)
        expectEqual(report.outcome, .failed)
        let errors = report.findings.filter { $0.severity == .error }
        expectEqual(errors.map { Self.place($0, in: root) }, [Self.courier])
        let app = try unwrap(report.apps.first)
        expectEqual(app.project?.bundle.cocoaPods?.absentPods, [Self.pod])
        let entries = try unwrap(app.declaredFonts?.fonts.entries)
        expectEqual(entries.map(\.entry), Self.appFonts)
        expectTrue(entries.allSatisfy { $0.status == .absentFromCheckout })
        expectTrue(entries.allSatisfy { $0.providedBy == [Self.pod] })
        let warnings = report.findings.filter { $0.reason == .appFontAbsentFromCheckout }
        expectEqual(warnings.count, Self.appFonts.count)
        expectTrue(warnings.allSatisfy { $0.severity == .warning })
        expectTrue(
            warnings.allSatisfy {
                $0.message.contains("the pod \(Self.pod)") && $0.message.contains("pod install")
            })
        // Every custom-font use is unchecked, with the pod named.
        try expectEqual(Self.customStatuses(report), ["unchecked"])
        let uses = app.fontUses.filter { $0.name != "Courier" }
        expectTrue(uses.allSatisfy { $0.message?.description.contains(Self.pod) == true })
    }

    @Test("KioskMistakes: Courier and the misspelling at KeypadView.xib, with did-you-mean")
    func kioskMistakes() throws {
        let root = CodeAppUses.fixture("KioskMistakes")
        let report = try Self.check(root)
        expectEqual(report.outcome, .failed)
        let errors = report.findings.filter { $0.severity == .error }
        // `ITCAvantGardeDemiTrak03` at line 26 of KeypadView.xib, its `<fontDescription` at
        // column 21 (awk: index($0, "<fontDescription")).
        expectEqual(
            errors.map { Self.place($0, in: root) },
            [
                Self.courier, "Kiosk/Storyboards/KeypadView.xib:26:21",
            ])
        expectEqual(errors.last?.message.contains("did you mean 'ITCAvantGardeDemiTrack03'?"), true)
        // The planted removal of AGaramondPro-Italic.otf from UIAppFonts changes nothing:
        // the storyboard's customFonts entry ties the name to the file.
        let italic = try unwrap(report.apps.first).fontUses.filter {
            $0.name == "AGaramondPro-Italic"
        }
        expectEqual(italic.count, 2)
        expectTrue(italic.allSatisfy { $0.status == .unchecked })
    }

    @Test("with Pods/Artsy+UIFonts in the checkout, Kiosk is checked as without CocoaPods")
    func podInstalled() throws {
        let (scratch, root) = try Self.copy { root in
            try FileManager.default.createDirectory(
                atPath: root + "/Pods/" + Self.pod, withIntermediateDirectories: true)
        }
        defer { withExtendedLifetime(scratch) {} }
        let report = try Self.check(root)
        let app = try unwrap(report.apps.first)
        expectEqual(app.project?.bundle.cocoaPods?.absentPods, [])
        let entries = try unwrap(app.declaredFonts?.fonts.entries)
        expectTrue(entries.allSatisfy { $0.status == .missing && $0.providedBy.isEmpty })
        try expectEqual(Self.customStatuses(report), ["error"])
    }

    @Test("a target without CocoaPods (no [CP] phase, no Pods xcconfig) fails as before")
    func withoutCocoaPods() throws {
        let (scratch, root) = try Self.copy { root in
            let project = root + "/Kiosk.xcodeproj/project.pbxproj"
            let text = try String(contentsOfFile: project, encoding: .utf8)
                .replacingOccurrences(of: "[CP] ", with: "")
                .replacingOccurrences(of: "Pods-Kiosk.", with: "Kiosk.")
            try text.write(toFile: project, atomically: true, encoding: .utf8)
        }
        defer { withExtendedLifetime(scratch) {} }
        let report = try Self.check(root)
        let app = try unwrap(report.apps.first)
        expectNil(app.project?.bundle.cocoaPods)
        let entries = try unwrap(app.declaredFonts?.fonts.entries)
        expectTrue(entries.allSatisfy { $0.status == .missing })
        try expectEqual(Self.customStatuses(report), ["error"])
    }

    @Test("without customFonts, a name equal to an absent entry's base name is unchecked")
    func baseNameTie() throws {
        let (scratch, root) = try Self.copy { root in
            for file in ["Auction.storyboard", "KeypadView.xib"] {
                let path = root + "/Kiosk/Storyboards/" + file
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let open = try unwrap(text.range(of: "    <customFonts"))
                let close = try unwrap(text.range(of: "</customFonts>\n"))
                try text.replacingCharacters(in: open.lowerBound..<close.upperBound, with: "")
                    .write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        defer { withExtendedLifetime(scratch) {} }
        let report = try Self.check(root)
        let uses = try unwrap(report.apps.first).fontUses
        var statuses: [String: Set<String>] = [:]
        for use in uses { statuses[use.name ?? "", default: []].insert(use.status.rawValue) }
        // AGaramondPro-Regular.otf and AGaramondPro-Italic.otf are UIAppFonts entries;
        // no entry's base name is ITCAvantGardeDemiTrack03 (the font is AVG65lig.otf).
        expectEqual(statuses["AGaramondPro-Regular"], ["unchecked"])
        expectEqual(statuses["AGaramondPro-Italic"], ["unchecked"])
        expectEqual(statuses["ITCAvantGardeDemiTrack03"], ["error"])
    }

    @Test("a bundled face missing from UIAppFonts may be registered by the pod: a warning")
    func bundledNotListed() throws {
        // NotoSerif-Regular.ttf (PostScript name NotoSerif-Regular, FontTableValues.swift)
        // copied by the target's Resources phase, listed in no UIAppFonts entry, and named by
        // KeypadView.xib's second fontDescription (line 26, column 21).
        let (scratch, root) = try Self.copy(change: Self.bundleNotoSerifRegular)
        defer { withExtendedLifetime(scratch) {} }
        let report = try Self.check(root)
        let use = try unwrap(
            report.apps.first?.fontUses.first { $0.name == "NotoSerif-Regular" })
        expectEqual(use.location.line, 26)
        expectEqual(use.location.column, 21)
        expectEqual(use.status, .warning)
        expectEqual(use.reason, .appFontNotListed)
        expectEqual(
            use.message?.description.contains("may be registered by the pod \(Self.pod)"), true)
        // The same app without CocoaPods: the face not listed is an error, as before.
        try Self.removeCocoaPods(root)
        let without = try unwrap(
            try Self.check(root).apps.first?.fontUses.first { $0.name == "NotoSerif-Regular" })
        expectEqual(without.status, .error)
        expectEqual(without.reason, .appFontNotListed)
    }

    /// Makes the Kiosk copy's target copy NotoSerif-Regular.ttf (PostScript name
    /// NotoSerif-Regular, FontTableValues.swift) with its Resources phase, listed in no
    /// UIAppFonts entry, and has KeypadView.xib's second fontDescription (line 26, column 21)
    /// name it.
    static func bundleNotoSerifRegular(_ root: String) throws {
        try FileManager.default.copyItem(
            atPath: TestEnvironment.packageRoot.appendingPathComponent(
                "Fonts/NotoSerif/NotoSerif-Regular.ttf"
            ).path,
            toPath: root + "/Kiosk/Storyboards/NotoSerif-Regular.ttf")
        let project = root + "/Kiosk.xcodeproj/project.pbxproj"
        let file = "FA0000000000000000000002 /* NotoSerif-Regular.ttf */"
        let build = "FA0000000000000000000001 /* NotoSerif-Regular.ttf in Resources */"
        let text = try String(contentsOfFile: project, encoding: .utf8)
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with: "\t\t\(build) = {isa = PBXBuildFile; fileRef = \(file); };\n"
                    + "/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with: "\t\t\(file) = {isa = PBXFileReference; lastKnownFileType = file; "
                    + "path = \"NotoSerif-Regular.ttf\"; sourceTree = \"<group>\"; };\n"
                    + "/* End PBXFileReference section */"
            )
            .replacingOccurrences(
                of: "5E86102D1A5C429C00456E41 /* KeypadView.xib */,\n",
                with: "5E86102D1A5C429C00456E41 /* KeypadView.xib */,\n\(file),\n"
            )
            .replacingOccurrences(
                of: "5E8610A81A5C429C00456E41 /* KeypadView.xib in Resources */,\n",
                with: "5E8610A81A5C429C00456E41 /* KeypadView.xib in Resources */,\n\(build),\n"
            )
        try text.write(toFile: project, atomically: true, encoding: .utf8)
        let xib = root + "/Kiosk/Storyboards/KeypadView.xib"
        var lines = try String(contentsOfFile: xib, encoding: .utf8)
            .components(separatedBy: "\n")
        lines[25] = lines[25].replacingOccurrences(
            of: "name=\"ITCAvantGardeDemiTrack03\"", with: "name=\"NotoSerif-Regular\"")
        try lines.joined(separator: "\n").write(toFile: xib, atomically: true, encoding: .utf8)
    }

    /// Removes CocoaPods from the Kiosk copy's target: its `[CP]` phases and `Pods-`
    /// configurations.
    static func removeCocoaPods(_ root: String) throws {
        let project = root + "/Kiosk.xcodeproj/project.pbxproj"
        try String(contentsOfFile: project, encoding: .utf8)
            .replacingOccurrences(of: "[CP] ", with: "")
            .replacingOccurrences(of: "Pods-Kiosk.", with: "Kiosk.")
            .write(toFile: project, atomically: true, encoding: .utf8)
    }

    @Test(
        "a bundled face missing from UIAppFonts may be registered by a Swift package from outside the checkout: a warning"
    )
    func bundledNotListedWithRemotePackage() throws {
        let (scratch, root) = try Self.copy { root in
            try Self.bundleNotoSerifRegular(root)
            try Self.removeCocoaPods(root)
            // The target links FontBlaster (github.com/ArtSabintsev/FontBlaster), a Swift
            // package that registers the main bundle's fonts at run time.
            let project = root + "/Kiosk.xcodeproj/project.pbxproj"
            let package = "AB0000000000000000000001 /* XCRemoteSwiftPackageReference */"
            let product = "AB0000000000000000000002 /* FontBlaster */"
            try String(contentsOfFile: project, encoding: .utf8)
                .replacingOccurrences(
                    of: "/* End PBXFileReference section */",
                    with: "\t\t\(package) = {isa = XCRemoteSwiftPackageReference; "
                        + "repositoryURL = \"https://github.com/ArtSabintsev/FontBlaster.git\"; };\n"
                        + "\t\t\(product) = {isa = XCSwiftPackageProductDependency; "
                        + "package = \(package); productName = FontBlaster; };\n"
                        + "/* End PBXFileReference section */"
                )
                .replacingOccurrences(
                    of: "productType = \"com.apple.product-type.application\";",
                    with: "productType = \"com.apple.product-type.application\";\n"
                        + "packageProductDependencies = (\(product), );"
                )
                .write(toFile: project, atomically: true, encoding: .utf8)
        }
        defer { withExtendedLifetime(scratch) {} }
        let app = try unwrap(Self.check(root).apps.first)
        expectEqual(app.project?.bundle.remotePackages, ["FontBlaster"])
        let use = try unwrap(app.fontUses.first { $0.name == "NotoSerif-Regular" })
        expectEqual(use.status, .warning)
        expectEqual(use.reason, .appFontNotListed)
        let message = use.message?.description ?? ""
        expectTrue(
            message.contains("may be registered by the Swift package FontBlaster, whose code"),
            "\(message)")
        expectTrue(!message.contains("pod install"))
    }

    @Test("an unreadable Podfile.lock is a note; its pods count as installed")
    func unreadableLock() throws {
        let (scratch, root) = try Self.copy { root in
            try Data([0x50, 0x4F, 0x44, 0x53, 0x3A, 0x00, 0xFF]).write(
                to: URL(fileURLWithPath: root + "/Podfile.lock"))
        }
        defer { withExtendedLifetime(scratch) {} }
        let report = try Self.check(root)
        let app = try unwrap(report.apps.first)
        expectEqual(app.project?.bundle.cocoaPods?.absentPods, [])
        expectTrue(
            report.notes.contains {
                if case .podfileLockNotRead(_, "Kiosk", let detail) = $0 {
                    return detail.contains("not UTF-8")
                }
                return false
            })
        try expectEqual(Self.customStatuses(report), ["error"])
    }

    @Test("a Podfile.lock that is a link leading outside the repository is never read")
    func lockOutsideRepository() throws {
        let outside = try TemporaryDirectory()
        let lock = try outside.write(
            Data("PODS:\n  - \"\(Self.pod) (3.1.3)\"\n".utf8), to: "Podfile.lock")
        let (scratch, root) = try Self.copy { root in
            try FileManager.default.removeItem(atPath: root + "/Podfile.lock")
            try FileManager.default.createSymbolicLink(
                atPath: root + "/Podfile.lock", withDestinationPath: lock)
        }
        defer { withExtendedLifetime(scratch) {} }
        let report = try Self.check(root)
        expectEqual(report.apps.first?.project?.bundle.cocoaPods?.absentPods, [])
        expectTrue(
            report.notes.contains {
                if case .podfileLockNotRead(_, _, let detail) = $0 {
                    return detail.contains("outside the repository")
                }
                return false
            })
    }
}

/// The `Podfile.lock` reader: the `PODS:` section's top-level items, bounded, and never a
/// crash on a file that is not a lock.
@Suite("Podfile.lock: the pods, and which are absent from the checkout")
struct PodfileLockTests {
    static func parse(_ text: String) throws(PodfileLock.NotRead) -> [String] {
        try PodfileLock(parsing: Array(text.utf8), path: "Podfile.lock").pods
    }

    @Test("top-level items only: quoted names, versions, subspecs, dependencies, repeats")
    func pods() throws {
        let text = """
            PODS:
              - Alamofire (5.8.0)
              - "Artsy+UIFonts (3.1.3)"
              - Firebase/Core (10.0.0):
                - FirebaseAnalytics (= 10.0.0)
              - Firebase/Analytics (10.0.0)
              - RxSwift (6.5.0)

            DEPENDENCIES:
              - Moya

            COCOAPODS: 1.15.2
            """
        try expectEqual(Self.parse(text), ["Alamofire", "Artsy+UIFonts", "Firebase", "RxSwift"])
        // Windows line ends read alike.
        try expectEqual(
            Self.parse(text.replacingOccurrences(of: "\n", with: "\r\n")),
            ["Alamofire", "Artsy+UIFonts", "Firebase", "RxSwift"])
    }

    @Test("names that are no folder's are skipped")
    func hostileNames() throws {
        let text = "PODS:\n  - ..\n  - \"\"\n  - .\n  - A\u{1}B (1)\n  - Good (1)\n"
        try expectEqual(Self.parse(text), ["Good"])
    }

    @Test("no PODS section, a binary file, text that is not UTF-8: not read, with a reason")
    func notALock() {
        #expect(throws: PodfileLock.NotRead.self) { try Self.parse("DEPENDENCIES:\n  - A\n") }
        #expect(throws: PodfileLock.NotRead.self) {
            try PodfileLock(parsing: [0x50, 0x4F, 0x44, 0x53, 0x3A, 0x0A, 0x00], path: "x")
        }
        #expect(throws: PodfileLock.NotRead.self) {
            try PodfileLock(parsing: [0x50, 0x4F, 0x44, 0x53, 0x3A, 0x0A, 0xC3], path: "x")
        }
    }

    @Test("at most maximumPods pods are kept")
    func manyPods() throws {
        let count = PodfileLock.maximumPods + 10
        let text = "PODS:\n" + (0..<count).map { "  - Pod\($0) (1.0)\n" }.joined()
        let pods = try Self.parse(text)
        expectEqual(pods.count, PodfileLock.maximumPods)
        expectEqual(pods.first, "Pod0")
    }

    @Test("a file over maximumFileSize is not read")
    func hugeFile() throws {
        let scratch = try TemporaryDirectory()
        let item = Array("  - Pod (1.0)\n".utf8)
        var bytes = Array("PODS:\n".utf8)
        while bytes.count <= PodfileLock.maximumFileSize { bytes += item }
        let path = try scratch.write(Data(bytes), to: "Podfile.lock")
        guard case .failure(let reason) = PodfileLock.read(path) else {
            Issue.record("a lock over \(PodfileLock.maximumFileSize) bytes was read")
            return
        }
        expectTrue(!reason.detail.isEmpty)
    }

    @Test("absent pods: those without a Pods/<name> folder beside the lock")
    func absentPods() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            Data("PODS:\n  - Here (1)\n  - Gone (1)\n".utf8), to: "Podfile.lock")
        try scratch.folder("Pods/Here")
        let lock = try PodfileLock.read(path).get()
        expectEqual(lock.pods, ["Here", "Gone"])
        expectEqual(lock.absentPods, ["Gone"])
    }

    @Test("the nearest lock is searched up to the repository root, never above it")
    func nearest() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(Data("PODS:\n".utf8), to: "Podfile.lock")
        let repository = try scratch.folder("repo")
        let project = try scratch.folder("repo/ios/App")
        expectNil(PodfileLock.nearest(to: project, root: repository))
        let lock = try scratch.write(Data("PODS:\n".utf8), to: "repo/ios/Podfile.lock")
        let found = try unwrap(PodfileLock.nearest(to: project, root: repository))
        expectEqual(found.path, lock)
        expectTrue(!found.leadsOutside)
    }
}
