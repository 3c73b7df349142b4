import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// SwiftGen's generated fonts and React Native style sheets as `check` reads them in an
    /// app: the Vitamin and Mattermost fixtures (`Tests/ScaledFontCLITests/TestData/CodeApps`,
    /// see its README), and copies of them changed one way each.
    @Suite struct ReaderAppWiringTests {
        /// The generated file of the Vitamin fixtures, relative to the fixture.
        static let fonts = "Sources/VitaminCore/Foundations/Typography/Fonts.swift"

        /// The one app of the fixture (or copy) at `root`, checked as found below it.
        static func app(_ root: String) throws -> CheckedApp {
            let report = try FontCheck(
                dictionaries: [],
                sources: [RepositorySource(root: RepositoryRoot(for: root, override: root))],
                repository: root
            ).run()
            #expect(report.apps.count == 1)
            return try #require(report.apps.first)
        }

        /// A copy of the fixture `name` in a fresh folder (the folder is the repository).
        static func copy(_ name: String) throws -> (TemporaryDirectory, String) {
            let folder = try TemporaryDirectory()
            let root = folder.path + "/" + name
            try FileManager.default.copyItem(atPath: CodeAppUses.fixture(name), toPath: root)
            return (folder, root)
        }

        // MARK: SwiftGen

        @Test("each FontConvertible's copied path is registered, named by its declaration")
        func copiedPathsAreRegistered() throws {
            let root = CodeAppUses.fixture("Vitamin")
            let app = try Self.app(root)
            let generated = app.fontUses.filter {
                $0.call == "VitaminFontConvertible(name:family:path:)"
            }
            // Fonts.swift lines 15, 16 and 20 (uses.tsv).
            #expect(generated.map(\.location.line) == [15, 16, 20])
            for use in generated {
                #expect(use.status == .ok)
                #expect(use.source == .registered)
                let message = use.message?.description ?? ""
                #expect(message.contains("VitaminFontConvertible.register()"))
                #expect(message.contains("Fonts.swift:\(use.location.line):"))
            }
            #expect(app.findings.filter { $0.severity == .error }.isEmpty)
        }

        @Test("a path the package does not copy fails at its FontConvertible, once")
        func uncopiedPathFails() throws {
            let root = CodeAppUses.fixture("VitaminMistakes")
            let app = try Self.app(root)
            let errors = app.findings.filter { $0.severity == .error }
            #expect(errors.count == 1)
            let error = try #require(errors.first)
            #expect(error.reason == .registeredFontNotCopied)
            #expect(error.file.hasSuffix("/VitaminMistakes/" + Self.fonts))
            // uses.tsv: the name literal of RobotoCondensed-BoldItalic, line 20, column 65.
            #expect(error.line == 20)
            #expect(error.column == 65)
            #expect(error.message.description.contains("'RobotoCondensed-BoldItalic.ttf'"))
        }

        @Test("the template's own registration call registers no other font file")
        func templateCallRegistersOnlyThePaths() throws {
            let (folder, root) = try Self.copy("Vitamin")
            defer { withExtendedLifetime(folder) {} }
            // A font in the package's font folder that no FontConvertible names, and a use
            // of it in the package's code: nothing registers it, and the Info.plist lists
            // no fonts.
            let fontFolder = root + "/Sources/VitaminCore/Foundations/Typography/Fonts"
            try FileManager.default.copyItem(
                atPath: TestEnvironment.packageRoot.path
                    + "/Tests/Fonts/NotoSans/NotoSans-Regular.ttf",
                toPath: fontFolder + "/NotoSans-Regular.ttf")
            try Data("let body = UIFont(name: \"NotoSans-Regular\", size: 17)\n".utf8).write(
                to: URL(fileURLWithPath: root + "/Sources/VitaminCore/Body.swift"))
            let app = try Self.app(root)
            let use = try #require(app.fontUses.first { $0.name == "NotoSans-Regular" })
            #expect(use.status == .error)
            #expect(use.source != .registered)
            // The generated names stay registered.
            #expect(
                app.fontUses.filter { $0.call.hasSuffix("FontConvertible(name:family:path:)") }
                    .allSatisfy { $0.source == .registered })
        }

        @Test("an uncopied path fails even when its name resolves to another font")
        func uncopiedPathOfAResolvedName() throws {
            let (folder, root) = try Self.copy("Vitamin")
            defer { withExtendedLifetime(folder) {} }
            // Roboto-Bold's path changed to a file the package does not have; Roboto-Bold.ttf
            // stays, registered by no one, so the name is not found either: one error. Then
            // the name changed to Georgia, built into iOS: the name resolves, the
            // registration still fails.
            let file = root + "/" + Self.fonts
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let original =
                #"VitaminFontConvertible(name: "Roboto-Bold", family: "Roboto", path: "Roboto-Bold.ttf")"#
            #expect(text.contains(original))
            try text.replacingOccurrences(
                of: original,
                with:
                    #"VitaminFontConvertible(name: "Georgia", family: "Georgia", path: "Georgia.ttf")"#
            ).write(toFile: file, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            let use = try #require(app.fontUses.first { $0.name == "Georgia" })
            #expect(use.status == .ok)
            #expect(use.source == .platform)
            let errors = app.findings.filter { $0.severity == .error }
            #expect(errors.map(\.reason) == [.registeredFontNotCopied])
            #expect(errors.first?.line == 15)
        }

        /// An app target that compiles a SwiftGen file naming two paths and copies
        /// `Fonts/NotoSans-Regular.ttf` at its bundle root: `NotoSans-Regular.ttf` is copied,
        /// `Missing.ttf` is not.
        static func swiftGenTarget() throws -> TemporaryDirectory {
            let folder = try TemporaryDirectory()
            try folder.folder("App/Fonts")
            try FileManager.default.copyItem(
                atPath: TestEnvironment.packageRoot.path
                    + "/Tests/Fonts/NotoSans/NotoSans-Regular.ttf",
                toPath: folder.path + "/App/Fonts/NotoSans-Regular.ttf")
            try folder.write(
                Data(
                    """
                    enum FontFamily {
                      static let regular = FontConvertible(name: "NotoSans-Regular", family: "Noto Sans", path: "NotoSans-Regular.ttf")
                      static let bold = FontConvertible(name: "NotoSans-Bold", family: "Noto Sans", path: "Missing.ttf")
                    }
                    struct FontConvertible {
                      func register() {
                        guard let url = url else { return }
                        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                      }
                    }

                    """.utf8), to: "App/Fonts.swift")
            try folder.write(
                Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
                    """.utf8), to: "App/Info.plist")
            try folder.folder("App.xcodeproj")
            try folder.write(
                Data(
                    """
                    // !$*UTF8*$!
                    {
                        objects = {
                            B1 = {isa = PBXBuildFile; fileRef = F1; };
                            B2 = {isa = PBXBuildFile; fileRef = F2; };
                            F1 = {isa = PBXFileReference; path = Fonts.swift; sourceTree = "<group>"; };
                            F2 = {isa = PBXFileReference; path = Fonts/NotoSans-Regular.ttf;
                                sourceTree = "<group>"; };
                            G2 = {isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
                            G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                            S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                            R1 = {isa = PBXResourcesBuildPhase; files = (B2); };
                            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1;
                                buildPhases = (S1, R1); name = App;
                                productType = "com.apple.product-type.application"; };
                            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                            C1 = {isa = XCBuildConfiguration; buildSettings = {
                                INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; };
                                name = Release; };
                            P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
                        };
                        rootObject = P1;
                    }
                    """.utf8), to: "App.xcodeproj/project.pbxproj")
            return folder
        }

        @Test("in the target's own code: the path its bundle holds is registered, another fails")
        func targetRegistersByBundlePath() throws {
            let folder = try Self.swiftGenTarget()
            let report = try FontCheck(
                dictionaries: [],
                sources: [XcodeProjectSource(project: folder.path + "/App.xcodeproj")],
                repository: folder.path
            ).run()
            let app = try #require(report.apps.first)
            // Fonts.swift line 2: NotoSans-Regular.ttf lands at the bundle root, registered
            // without a UIAppFonts entry.
            let regular = try #require(app.fontUses.first { $0.name == "NotoSans-Regular" })
            #expect(regular.status == .ok)
            #expect(regular.source == .registered)
            // Line 3: Missing.ttf is no file of the bundle; NotoSans-Bold is nowhere else.
            let errors = app.findings.filter { $0.severity == .error }
            #expect(errors.map(\.reason) == [.registeredFontNotCopied])
            #expect(errors.first?.line == 3)
            #expect(errors.first?.message.description.contains("the target 'App'") == true)
        }

        // MARK: React Native

        @Test("the style sheets are the uses of the iOS application target")
        func styleSheetsAreUses() throws {
            let root = CodeAppUses.fixture("Mattermost")
            let app = try Self.app(root)
            let uses = app.fontUses.filter { $0.call.hasPrefix("fontFamily") }
            // uses.tsv lists six fontFamily uses, all ok.
            #expect(uses.count == 6)
            #expect(uses.allSatisfy { $0.status == .ok })
            #expect(app.findings.filter { $0.severity == .error }.isEmpty)
        }

        @Test(
            "a tvOS or macOS target gets no React Native use",
            arguments: [
                ("appletvos", "TVOS_DEPLOYMENT_TARGET"), ("macosx", "MACOSX_DEPLOYMENT_TARGET"),
            ])
        func otherPlatformsGetNone(sdk: String, deploymentKey: String) throws {
            let (folder, root) = try Self.copy("MattermostMistakes")
            defer { withExtendedLifetime(folder) {} }
            let project = root + "/ios/Mattermost.xcodeproj/project.pbxproj"
            let text = try String(contentsOfFile: project, encoding: .utf8)
            #expect(text.contains("SDKROOT = iphoneos;"))
            try text.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = \(sdk);")
                .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET", with: deploymentKey)
                .write(toFile: project, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            #expect(app.fontUses.isEmpty)
            // The misspelt OpenSans-Blod is not checked for it.
            #expect(!app.findings.contains { $0.file.hasSuffix(".tsx") })
        }

        @Test("an iOS app extension of the project gets no React Native use")
        func extensionsGetNone() throws {
            let (folder, root) = try Self.copy("MattermostMistakes")
            defer { withExtendedLifetime(folder) {} }
            // A second target, the app's own object under another identifier and name, built
            // as an app extension.
            let project = root + "/ios/Mattermost.xcodeproj/project.pbxproj"
            var text = try String(contentsOfFile: project, encoding: .utf8)
            let start = try #require(
                text.range(of: "\t\t13B07F861A680F5B00A75B9A /* Mattermost */ = {\n"))
            let end = try #require(
                text.range(of: "\n\t\t};\n", range: start.upperBound..<text.endIndex))
            let extensionTarget = String(text[start.lowerBound..<end.upperBound])
                .replacingOccurrences(
                    of: "13B07F861A680F5B00A75B9A", with: "13B07F861A680F5B00A75B9B"
                )
                .replacingOccurrences(of: "name = Mattermost;", with: "name = Share;")
                .replacingOccurrences(
                    of: "com.apple.product-type.application",
                    with: "com.apple.product-type.app-extension")
            text.insert(contentsOf: extensionTarget, at: end.upperBound)
            let targets = "\t\t\t\t13B07F861A680F5B00A75B9A /* Mattermost */,\n\t\t\t);"
            #expect(text.contains(targets))
            text = text.replacingOccurrences(
                of: targets,
                with: "\t\t\t\t13B07F861A680F5B00A75B9A /* Mattermost */,\n"
                    + "\t\t\t\t13B07F861A680F5B00A75B9B /* Share */,\n\t\t\t);")
            try text.write(toFile: project, atomically: true, encoding: .utf8)
            let report = try FontCheck(
                dictionaries: [],
                sources: [RepositorySource(root: RepositoryRoot(for: root, override: root))],
                repository: root
            ).run()
            #expect(report.apps.map { $0.project?.target } == ["Mattermost", "Share"])
            // The app's six uses (uses.tsv); none for the extension.
            #expect(report.apps.map(\.fontUses.count) == [6, 0])
        }

        @Test("an ios folder without package.json above it is no React Native app")
        func noPackageJSON() throws {
            let (folder, root) = try Self.copy("MattermostMistakes")
            defer { withExtendedLifetime(folder) {} }
            try FileManager.default.removeItem(atPath: root + "/package.json")
            let app = try Self.app(root)
            #expect(app.fontUses.isEmpty)
        }

        @Test("the fonts of react-native.config.js's assets are copied into the iOS app")
        func configurationAssetsAreCopied() throws {
            let (folder, root) = try Self.copy("Mattermost")
            defer { withExtendedLifetime(folder) {} }
            // OpenSans-Bold.ttf leaves the Resources phase; react-native.config.js's
            // `assets: ['./assets/fonts']` still holds it.
            let project = root + "/ios/Mattermost.xcodeproj/project.pbxproj"
            let text = try String(contentsOfFile: project, encoding: .utf8)
            let buildFile =
                "\t\t\t\t7FB31F842710996D0032E2E5 /* OpenSans-Bold.ttf in Resources */,\n"
            #expect(text.contains(buildFile))
            try text.replacingOccurrences(of: buildFile, with: "")
                .write(toFile: project, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            #expect(app.findings.filter { $0.severity == .error }.isEmpty)
            let use = try #require(app.fontUses.first { $0.name == "OpenSans-Bold" })
            #expect(use.status == .ok)
            // The layout with the assets copied keeps what CocoaPods adds: ios/Podfile.lock
            // lists react-native-emm, and ios/ has no Pods folder.
            #expect(app.project?.bundle.absentPods == ["react-native-emm"])
            // Without the configuration, the file is not in the target: the UIAppFonts entry
            // fails, and the use with it.
            try FileManager.default.removeItem(atPath: root + "/react-native.config.js")
            let unlinked = try Self.app(root)
            #expect(
                unlinked.findings.contains {
                    $0.severity == .error && $0.reason == .appFontNotInTarget
                })
        }

        @Test("a fontFamily value is tried as a family first, then as a font name")
        func familyFirst() throws {
            let (folder, root) = try Self.copy("Mattermost")
            defer { withExtendedLifetime(folder) {} }
            // badge/index.tsx line 12, column 21: fontFamily: 'OpenSans-Bold', the PostScript
            // name of assets/fonts/OpenSans-Bold.ttf (its name table).
            let before = try #require(
                try Self.app(root).fontUses.first {
                    $0.location.line == 12 && $0.name == "OpenSans-Bold"
                })
            #expect(before.status == .ok)
            #expect(before.resolvedTo == "OpenSans-Bold")
            // FamilyFirstProbe.ttf (TestData/Code/FamilyFirst/ORIGIN.md): family OpenSans-Bold,
            // PostScript name FamilyFirstProbe-Regular, in the assets folder
            // react-native.config.js links, and listed in UIAppFonts. iOS finds the family
            // first: its regular face.
            try FileManager.default.copyItem(
                atPath: TestPaths.packageRoot.appendingPathComponent(
                    "Tests/ScaledFontTests/TestData/Code/FamilyFirst/FamilyFirstProbe.ttf"
                ).path,
                toPath: root + "/assets/fonts/FamilyFirstProbe.ttf")
            let plist = root + "/ios/Mattermost/Info.plist"
            try String(contentsOfFile: plist, encoding: .utf8)
                .replacingOccurrences(
                    of: "<string>OpenSans-Bold.ttf</string>",
                    with: "<string>OpenSans-Bold.ttf</string><string>FamilyFirstProbe.ttf</string>"
                )
                .write(toFile: plist, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            let after = try #require(
                app.fontUses.first { $0.location.line == 12 && $0.name == "OpenSans-Bold" })
            #expect(after.status == .ok)
            #expect(after.resolvedTo == "FamilyFirstProbe-Regular")
            #expect(after.resolvedFile?.hasSuffix("/assets/fonts/FamilyFirstProbe.ttf") == true)
            // A value that names no family is still found as a font name.
            let metropolis = try #require(app.fontUses.first { $0.name == "Metropolis-SemiBold" })
            #expect(metropolis.status == .ok)
            #expect(metropolis.resolvedTo == "Metropolis-SemiBold")
        }

        @Test("an assets folder outside the app's root adds nothing")
        func configurationAssetsStayInside() throws {
            let (folder, root) = try Self.copy("Mattermost")
            defer { withExtendedLifetime(folder) {} }
            // OpenSans-Bold.ttf leaves the Resources phase and the app's folder; the
            // configuration names its new folder, outside the root.
            try FileManager.default.createDirectory(
                atPath: folder.path + "/Outside", withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                atPath: root + "/assets/fonts/OpenSans-Bold.ttf",
                toPath: folder.path + "/Outside/OpenSans-Bold.ttf")
            try Data("module.exports = {assets: ['../Outside', '/tmp']};\n".utf8).write(
                to: URL(fileURLWithPath: root + "/react-native.config.js"))
            let project = root + "/ios/Mattermost.xcodeproj/project.pbxproj"
            let text = try String(contentsOfFile: project, encoding: .utf8)
            let buildFile =
                "\t\t\t\t7FB31F842710996D0032E2E5 /* OpenSans-Bold.ttf in Resources */,\n"
            #expect(text.contains(buildFile))
            try text.replacingOccurrences(of: buildFile, with: "")
                .write(toFile: project, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            let bundle = try #require(app.project?.bundle)
            #expect(!bundle.files.contains { $0.bundlePath == "OpenSans-Bold.ttf" })
            // The file outside is in no bundle: the use of its face fails (the UIAppFonts
            // entry is left to the Pods script, a warning).
            let use = try #require(app.fontUses.first { $0.name == "OpenSans-Bold" })
            #expect(use.status == .error)
        }

        @Test("node_modules is not read")
        func nodeModulesAreLeftOut() throws {
            let (folder, root) = try Self.copy("Mattermost")
            defer { withExtendedLifetime(folder) {} }
            let modules = root + "/node_modules/some-library"
            try FileManager.default.createDirectory(
                atPath: modules, withIntermediateDirectories: true)
            try Data("const s = {fontFamily: 'Not-A-Font'};\n".utf8).write(
                to: URL(fileURLWithPath: modules + "/index.js"))
            let app = try Self.app(root)
            #expect(!app.fontUses.contains { $0.name == "Not-A-Font" })
            #expect(app.fontUses.count == 6)
        }
    }
}
