import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Projects that are malformed, truncated, huge, or point outside the repository: each is
    /// an error naming `project.pbxproj` (and the line, when there is one), in bounded time.
    @Suite struct XcodeProjectHostileTests {
        /// A minimal project in Xcode's shape: one target `App` of `productType`, whose
        /// Release configuration has `settings` and whose Resources phase copies the file
        /// reference `path` (in the main group, `sourceTree`), plus `objects`.
        static func project(
            productType: String = "com.apple.product-type.application",
            settings: String = "INFOPLIST_FILE = App/Info.plist;",
            path: String = "Lora.ttf", sourceTree: String = "\"<group>\"",
            configurationReference: String = "", objects: String = "", targets: String = "T1"
        ) -> String {
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tB1 /* Lora.ttf in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Lora.ttf */; };
            \t\tF1 /* Lora.ttf */ = {isa = PBXFileReference; path = "\(path)"; sourceTree = \(sourceTree); };
            \t\tG1 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            \t\tR1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1, ); };
            \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = App; productType = "\(productType)"; };
            \t\tT2 /* Other */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = Other; productType = "com.apple.product-type.application"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 /* Release */ = {isa = XCBuildConfiguration; \(configurationReference) buildSettings = { \(settings) }; name = Release; };
            \t\tP1 /* Project object */ = {isa = PBXProject; mainGroup = G1; targets = (\(targets)); };
            \(objects)
            \t};
            \trootObject = P1 /* Project object */;
            }
            """
        }

        /// Writes `text` as `Repo/App.xcodeproj/project.pbxproj` in a fresh folder.
        static func write(_ text: String, in folder: TemporaryDirectory) throws -> String {
            let project = folder.path + "/Repo/App.xcodeproj"
            try FileManager.default.createDirectory(
                atPath: project, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: project + "/project.pbxproj"))
            return project
        }

        /// The error reading `text` (and, when `bundle`, placing the app's bundle) gives.
        static func failure(
            _ text: String, bundle: Bool = false, settings: Bool = false
        ) throws -> ScaledFontError? {
            let folder = try TemporaryDirectory()
            let path = try write(text, in: folder)
            do {
                let project = try XcodeProject(
                    contentsOf: path, repositoryRoot: folder.path + "/Repo")
                let target = try project.chooseTargets([])[0]
                if bundle { _ = try project.bundle(of: target) }
                if settings { _ = try project.settings(of: target, configuration: "Release") }
                return nil
            } catch {
                expectTrue(error.message.hasPrefix(path + "/project.pbxproj"))
                return error
            }
        }

        @Test("A well-formed minimal project reads")
        func minimal() throws {
            try expectNil(Self.failure(Self.project(), bundle: true, settings: true))
        }

        @Test("Malformed or truncated project text: projectMalformed with the line")
        func malformed() throws {
            let text = Self.project()
            let missingSemicolon = text.replacingOccurrences(
                of: "archiveVersion = 1;", with: "archiveVersion = 1")
            let error = try unwrap(Self.failure(missingSemicolon))
            expectEqual(error.code, .projectMalformed)
            expectTrue("\(error.cause.map { "\($0)" } ?? "")".hasPrefix("line 4: expected ';'"))
            for cut in [10, text.count / 2, text.count - 3] {
                let error = try unwrap(Self.failure(String(text.prefix(cut))))
                expectEqual(error.code, .projectMalformed)
            }
        }

        @Test("No objects, no root object, or objects that are not dictionaries")
        func notAProject() throws {
            for text in [
                "{ a = b; }", "{ objects = {}; rootObject = X; }", "{ objects = { X = y; }; }",
            ] {
                let error = try unwrap(Self.failure("// !$*UTF8*$!\n" + text))
                expectEqual(error.code, .projectMalformed)
            }
        }

        @Test("A framework project is not an app; two apps need a name")
        func targets() throws {
            let framework = try unwrap(
                try Self.failure(Self.project(productType: "com.apple.product-type.framework")))
            expectEqual(framework.code, .projectNotAnApp)
            expectTrue(
                framework.message.hasSuffix(
                    "its targets are App (com.apple.product-type.framework)"))
            let two = try unwrap(Self.failure(Self.project(targets: "T1, T2")))
            expectEqual(two.code, .unknownTarget)
            expectTrue(
                two.message.hasSuffix(
                    "the project has 2 application targets (App, Other): name the one to check"))
        }

        @Test(
            "A copied font outside the repository is an error, never followed",
            arguments: [
                ("../../../../etc/Outside.ttf", "\"<group>\""),
                ("/etc/Outside.otf", "\"<absolute>\""), ("../Outside.ttf", "SOURCE_ROOT"),
            ])
        func outside(path: String, sourceTree: String) throws {
            let text = Self.project(path: path, sourceTree: sourceTree)
            let error = try unwrap(Self.failure(text, bundle: true))
            expectEqual(error.code, .projectMalformed)
            expectTrue(error.message.contains("which leads outside the repository"))
            expectTrue(error.message.contains(", line 5: the build copies the font"))
        }

        @Test(
            "A copied resource that is not a font, outside the repository, is skipped and named",
            arguments: [("../../../../etc/hosts", "\"<group>\""), ("/etc/hosts", "\"<absolute>\"")])
        func outsideResource(path: String, sourceTree: String) throws {
            let folder = try TemporaryDirectory()
            let text = Self.project(path: path, sourceTree: sourceTree)
            let project = try XcodeProject(
                contentsOf: try Self.write(text, in: folder), repositoryRoot: folder.path + "/Repo")
            let bundle = try project.bundle(of: project.targets[0])
            expectTrue(bundle.files.isEmpty)
            expectEqual(bundle.skipped, [SkippedPath(path: "/etc/hosts", projectLine: 5)])
        }

        @Test("A reference outside the repository that no build phase copies is left out")
        func outsideNotCopied() throws {
            let folder = try TemporaryDirectory()
            let text = Self.project(
                objects:
                    "\t\tF2 = {isa = PBXFileReference; path = /etc/hosts; sourceTree = \"<absolute>\"; };"
            )
            let project = try XcodeProject(
                contentsOf: try Self.write(text, in: folder), repositoryRoot: folder.path + "/Repo")
            let bundle = try project.bundle(of: project.targets[0])
            expectEqual(bundle.files.map(\.bundlePath), ["Lora.ttf"])
            expectTrue(bundle.notInTarget.isEmpty)
        }

        @Test("Groups that contain each other are an error, not a loop")
        func groupLoop() throws {
            let text = Self.project(
                objects:
                    "\t\tG2 = {isa = PBXGroup; children = (G3); path = a; sourceTree = \"<group>\"; };\n"
                    + "\t\tG3 = {isa = PBXGroup; children = (G2, F9); path = b; sourceTree = \"<group>\"; };\n"
                    + "\t\tF9 = {isa = PBXFileReference; path = x.ttf; sourceTree = \"<group>\"; };\n"
                    + "\t\tB9 = {isa = PBXBuildFile; fileRef = F9; };"
            ).replacingOccurrences(of: "files = (B1, )", with: "files = (B1, B9, )")
            let error = try unwrap(Self.failure(text, bundle: true))
            expectEqual(error.code, .projectMalformed)
            expectTrue(error.message.contains("loop"))
        }

        @Test("INFOPLIST_FILE with a setting nothing gives is an error naming the setting")
        func unexpanded() throws {
            let text = Self.project(settings: "INFOPLIST_FILE = \"$(APP_DIR)/Info.plist\";")
            let error = try unwrap(Self.failure(text, settings: true))
            expectEqual(error.code, .projectMalformed)
            expectTrue(error.message.contains("INFOPLIST_FILE = '$(APP_DIR)/Info.plist'"))
            expectTrue(error.message.contains("keeps '$(APP_DIR)/Info.plist' after expansion"))
        }

        @Test("Settings that expand each other exponentially cost bounded time")
        func expansionBomb() throws {
            let bomb = String(repeating: "$(A)", count: 50)
            let text = Self.project(
                settings: "A = \"\(bomb)\"; INFOPLIST_FILE = \"$(A)\";")
            let start = ContinuousClock.now
            let error = try unwrap(Self.failure(text, settings: true))
            expectEqual(error.code, .projectMalformed)
            expectTrue(
                ContinuousClock.now - start < .seconds(20 * TestEnvironment.hangGuardFactor),
                "a hang, not a timing")
        }

        @Test("xcconfig files: missing, including themselves, outside the repository")
        func configurationFiles() throws {
            let reference =
                "baseConfigurationReference = X1;"
            let objects =
                "\t\tX1 = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = \"<group>\"; };"
            let folder = try TemporaryDirectory()
            let path = try Self.write(
                Self.project(configurationReference: reference, objects: objects), in: folder)
            let project = try XcodeProject(contentsOf: path, repositoryRoot: folder.path + "/Repo")
            let target = project.targets[0]
            func error() -> ScaledFontError? {
                do {
                    _ = try project.settings(of: target, configuration: "Release")
                    return nil
                } catch { return error }
            }
            let base = folder.path + "/Repo/Base.xcconfig"
            // Missing: Xcode warns and builds without it.
            expectNil(error())
            try expectEqual(
                project.settings(of: target, configuration: "Release").missingConfigurationFiles,
                [base])
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            expectEqual(error()?.code, .projectUnreadable)
            try FileManager.default.removeItem(atPath: base)
            try "#include \"Base.xcconfig\"\n".write(
                toFile: base, atomically: true, encoding: .utf8)
            expectEqual(error()?.message.contains("includes itself"), true)
            // Outside the repository: skipped and named, never read.
            try "#include \"../../outside.xcconfig\"\n".write(
                toFile: base, atomically: true, encoding: .utf8)
            expectNil(error())
            try expectEqual(
                project.settings(of: target, configuration: "Release").skippedConfigurationFiles,
                [
                    SkippedPath(
                        path: (folder.path as NSString).deletingLastPathComponent
                            + "/outside.xcconfig", projectLine: 12)
                ])
            try "#include? \"Missing.xcconfig\"\nTVOS_DEPLOYMENT_TARGET = 17.0\nSDKROOT = auto\n"
                .write(toFile: base, atomically: true, encoding: .utf8)
            expectNil(error())
            let settings = try project.settings(of: target, configuration: "Release")
            // SDKROOT = auto: the deployment-target settings decide, iOS first.
            expectEqual(settings.sdk, "appletvos")
            expectEqual(settings.deploymentTarget?.platform, "tvos")
            expectEqual(settings.deploymentTarget?.version, OSVersion([17, 0]))
            expectEqual(settings.line, 12)
            expectTrue(settings.missingConfigurationFiles.isEmpty)
        }

        @Test("A project file larger than the limit, or missing, is unreadable")
        func unreadable() throws {
            let folder = try TemporaryDirectory()
            let path = try Self.write(
                "// !$*UTF8*$!\n" + String(repeating: " ", count: XcodeProject.maximumFileSize),
                in: folder)
            for project in [path, folder.path + "/Missing.xcodeproj"] {
                #expect {
                    try XcodeProject(contentsOf: project, repositoryRoot: folder.path)
                } throws: { error in
                    (error as? ScaledFontError)?.code == .projectUnreadable
                }
            }
        }
    }
}
