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
            expectEqual(report.apps.count, 1)
            return try unwrap(report.apps.first)
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
            expectEqual(generated.map(\.location.line), [15, 16, 20])
            for use in generated {
                expectEqual(use.status, .ok)
                expectEqual(use.source, .registered)
                let message = use.message?.description ?? ""
                expectTrue(message.contains("VitaminFontConvertible.register()"))
                expectTrue(message.contains("Fonts.swift:\(use.location.line):"))
            }
            expectTrue(app.findings.filter { $0.severity == .error }.isEmpty)
        }

        @Test("a path the package does not copy fails at its FontConvertible, once")
        func uncopiedPathFails() throws {
            let root = CodeAppUses.fixture("VitaminMistakes")
            let app = try Self.app(root)
            let errors = app.findings.filter { $0.severity == .error }
            expectEqual(errors.count, 1)
            let error = try unwrap(errors.first)
            expectEqual(error.reason, .registeredFontNotCopied)
            expectTrue(error.file.hasSuffix("/VitaminMistakes/" + Self.fonts))
            // uses.tsv: the name literal of RobotoCondensed-BoldItalic, line 20, column 65.
            expectEqual(error.line, 20)
            expectEqual(error.column, 65)
            expectTrue(error.message.description.contains("'RobotoCondensed-BoldItalic.ttf'"))
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
            let use = try unwrap(app.fontUses.first { $0.name == "NotoSans-Regular" })
            expectEqual(use.status, .error)
            expectTrue(use.source != .registered)
            // The generated names stay registered.
            expectTrue(
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
            expectTrue(text.contains(original))
            try text.replacingOccurrences(
                of: original,
                with:
                    #"VitaminFontConvertible(name: "Georgia", family: "Georgia", path: "Georgia.ttf")"#
            ).write(toFile: file, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            let use = try unwrap(app.fontUses.first { $0.name == "Georgia" })
            expectEqual(use.status, .ok)
            expectEqual(use.source, .platform)
            let errors = app.findings.filter { $0.severity == .error }
            expectEqual(errors.map(\.reason), [.registeredFontNotCopied])
            expectEqual(errors.first?.line, 15)
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
            let app = try unwrap(report.apps.first)
            // Fonts.swift line 2: NotoSans-Regular.ttf lands at the bundle root, registered
            // without a UIAppFonts entry.
            let regular = try unwrap(app.fontUses.first { $0.name == "NotoSans-Regular" })
            expectEqual(regular.status, .ok)
            expectEqual(regular.source, .registered)
            // Line 3: Missing.ttf is no file of the bundle; NotoSans-Bold is nowhere else.
            let errors = app.findings.filter { $0.severity == .error }
            expectEqual(errors.map(\.reason), [.registeredFontNotCopied])
            expectEqual(errors.first?.line, 3)
            expectEqual(errors.first?.message.description.contains("the target 'App'"), true)
        }

        // MARK: React Native

        @Test("the style sheets are the uses of the iOS application target")
        func styleSheetsAreUses() throws {
            let root = CodeAppUses.fixture("Mattermost")
            let app = try Self.app(root)
            let uses = app.fontUses.filter { $0.call.hasPrefix("fontFamily") }
            // uses.tsv lists six fontFamily uses, all ok.
            expectEqual(uses.count, 6)
            expectTrue(uses.allSatisfy { $0.status == .ok })
            expectTrue(app.findings.filter { $0.severity == .error }.isEmpty)
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
            expectTrue(text.contains("SDKROOT = iphoneos;"))
            try text.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = \(sdk);")
                .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET", with: deploymentKey)
                .write(toFile: project, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            expectTrue(app.fontUses.isEmpty)
            // The misspelt OpenSans-Blod is not checked for it.
            expectTrue(!app.findings.contains { $0.file.hasSuffix(".tsx") })
        }

        @Test("an iOS app extension of the project gets no React Native use")
        func extensionsGetNone() throws {
            let (folder, root) = try Self.copy("MattermostMistakes")
            defer { withExtendedLifetime(folder) {} }
            // A second target, the app's own object under another identifier and name, built
            // as an app extension.
            let project = root + "/ios/Mattermost.xcodeproj/project.pbxproj"
            var text = try String(contentsOfFile: project, encoding: .utf8)
            let start = try unwrap(
                text.range(of: "\t\t13B07F861A680F5B00A75B9A /* Mattermost */ = {\n"))
            let end = try unwrap(
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
            expectTrue(text.contains(targets))
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
            expectEqual(report.apps.map { $0.project?.target }, ["Mattermost", "Share"])
            // The app's six uses (uses.tsv); none for the extension.
            expectEqual(report.apps.map(\.fontUses.count), [6, 0])
        }

        @Test("an ios folder without package.json above it is no React Native app")
        func noPackageJSON() throws {
            let (folder, root) = try Self.copy("MattermostMistakes")
            defer { withExtendedLifetime(folder) {} }
            try FileManager.default.removeItem(atPath: root + "/package.json")
            let app = try Self.app(root)
            expectTrue(app.fontUses.isEmpty)
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
            expectTrue(text.contains(buildFile))
            try text.replacingOccurrences(of: buildFile, with: "")
                .write(toFile: project, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            expectTrue(app.findings.filter { $0.severity == .error }.isEmpty)
            let use = try unwrap(app.fontUses.first { $0.name == "OpenSans-Bold" })
            expectEqual(use.status, .ok)
            // The layout with the assets copied keeps what CocoaPods adds: ios/Podfile.lock
            // lists react-native-emm, and ios/ has no Pods folder.
            expectEqual(app.project?.bundle.absentPods, ["react-native-emm"])
            // Without the configuration, the file is not in the target: the UIAppFonts entry
            // fails, and the use with it.
            try FileManager.default.removeItem(atPath: root + "/react-native.config.js")
            let unlinked = try Self.app(root)
            expectTrue(
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
            let before = try unwrap(
                try Self.app(root).fontUses.first {
                    $0.location.line == 12 && $0.name == "OpenSans-Bold"
                })
            expectEqual(before.status, .ok)
            expectEqual(before.resolvedTo, "OpenSans-Bold")
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
            let after = try unwrap(
                app.fontUses.first { $0.location.line == 12 && $0.name == "OpenSans-Bold" })
            expectEqual(after.status, .ok)
            expectEqual(after.resolvedTo, "FamilyFirstProbe-Regular")
            expectEqual(after.resolvedFile?.hasSuffix("/assets/fonts/FamilyFirstProbe.ttf"), true)
            // A value that names no family is still found as a font name.
            let metropolis = try unwrap(app.fontUses.first { $0.name == "Metropolis-SemiBold" })
            expectEqual(metropolis.status, .ok)
            expectEqual(metropolis.resolvedTo, "Metropolis-SemiBold")
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
            expectTrue(text.contains(buildFile))
            try text.replacingOccurrences(of: buildFile, with: "")
                .write(toFile: project, atomically: true, encoding: .utf8)
            let app = try Self.app(root)
            let bundle = try unwrap(app.project?.bundle)
            expectTrue(!bundle.files.contains { $0.bundlePath == "OpenSans-Bold.ttf" })
            // The file outside is in no bundle: the use of its face fails (the UIAppFonts
            // entry is left to the Pods script, a warning).
            let use = try unwrap(app.fontUses.first { $0.name == "OpenSans-Bold" })
            expectEqual(use.status, .error)
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
            expectTrue(!app.fontUses.contains { $0.name == "Not-A-Font" })
            expectEqual(app.fontUses.count, 6)
        }
    }
}
