import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Reading an app's Xcode project as its build sees it. The fixture projects under
    /// `TestData/Projects` follow the structure of real projects (their README names which);
    /// the expected bundle paths are Xcode's documented behaviour: a group's files are copied
    /// flat to the bundle root, a folder reference keeps its folders, a variant lands in its
    /// `xx.lproj` folder, a Copy Files phase into Resources lands under its subpath, and a
    /// synchronized folder's files follow its target membership exceptions.
    @Suite struct XcodeProjectTests {
        static let projects = TestPaths.testData("Projects")

        static func open(_ name: String) throws -> XcodeProject {
            let root = projects + "/" + name
            return try XcodeProject(
                contentsOf: root + "/" + name + ".xcodeproj", repositoryRoot: root)
        }

        static func relative(_ files: [AppBundleLayout.File], to root: String) -> [String: String] {
            var result: [String: String] = [:]
            for file in files {
                expectTrue(file.sourcePath.hasPrefix(root + "/"))
                result[file.bundlePath] = String(file.sourcePath.dropFirst(root.count + 1))
            }
            return result
        }

        @Test("Groups (Xcode 14): targets, the only application chosen, two configurations")
        func groupsTargets() throws {
            let project = try Self.open("Groups")
            expectEqual(project.targets.map(\.name), ["GroupsApp", "GroupsKit"])
            expectEqual(project.targets.map(\.isApplication), [true, false])
            expectEqual(project.sourceRoot, Self.projects + "/Groups")
            let app = try project.chooseTargets([])
            expectEqual(app.map(\.name), ["GroupsApp"])
            expectEqual(project.configurationNames(of: app[0]), ["Debug", "Release"])
            try expectEqual(
                project.chooseTargets(["GroupsKit", "GroupsApp"]).map(\.name),
                [
                    "GroupsKit", "GroupsApp",
                ])
            #expect {
                try project.chooseTargets(["Groups"])
            } throws: { error in
                let error = error as? ScaledFontError
                return error?.code == .unknownTarget
                    && error?.message.hasSuffix(
                        "no target named 'Groups'; the app targets are GroupsApp") == true
            }
        }

        @Test("Groups: settings over the xcconfig chain, $(SRCROOT) and ${TARGET_NAME} expanded")
        func groupsSettings() throws {
            let project = try Self.open("Groups")
            let app = try unwrap(project.targets.first)
            let root = Self.projects + "/Groups"
            let release = try project.settings(of: app, configuration: "Release")
            expectEqual(release.infoPlistFile, root + "/GroupsApp/Info.plist")
            expectEqual(release.generatesInfoPlist, false)
            // SDKROOT from Base.xcconfig, included by Shared.xcconfig, included by Release.xcconfig.
            expectEqual(release.sdk, "iphoneos")
            expectEqual(release.deploymentTarget?.platform, "ios")
            expectEqual(release.deploymentTarget?.version, OSVersion([14, 0]))
            // The line of INFOPLIST_FILE in the Release configuration of the target.
            expectEqual(release.line, 277)
            let debug = try project.settings(of: app, configuration: "Debug")
            expectEqual(debug.infoPlistFile, root + "/GroupsApp/Info.plist")
            // The project's Debug configuration sets 15.0 over Shared.xcconfig's 14.0.
            expectEqual(debug.deploymentTarget?.version, OSVersion([15, 0]))
            expectEqual(debug.line, 266)
            let kit = try project.settings(of: project.targets[1], configuration: "Release")
            expectNil(kit.infoPlistFile)
            expectTrue(kit.generatesInfoPlist)
            expectEqual(kit.line, project.targets[1].line)
            #expect {
                try project.settings(of: app, configuration: "Staging")
            } throws: { error in
                let error = error as? ScaledFontError
                return error?.code == .unknownConfiguration
                    && error?.message.hasSuffix(
                        "the target GroupsApp has no build configuration 'Staging'; it has Debug, Release"
                    )
                        == true
            }
        }

        @Test(
            "Groups: resources flat, a folder reference whole, variants in lproj, Copy Files subpath"
        )
        func groupsBundle() throws {
            let project = try Self.open("Groups")
            let root = Self.projects + "/Groups"
            let bundle = try project.bundle(of: project.targets[0])
            expectEqual(
                Self.relative(bundle.files, to: root),
                [
                    "Inter-Regular.otf": "GroupsApp/Resources/Embeds/Inter-Regular.otf",
                    // In a group with only a name: the file is in its parent group's folder.
                    "Lora-Bold.ttf": "GroupsApp/Lora-Bold.ttf",
                    "Fonts/Lora-Regular.ttf": "GroupsApp/Fonts/Lora-Regular.ttf",
                    "Fonts/Serif/Lora-Italic.ttf": "GroupsApp/Fonts/Serif/Lora-Italic.ttf",
                    "en.lproj/Localizable.strings":
                        "GroupsApp/Resources/en.lproj/Localizable.strings",
                    "fr.lproj/Localizable.strings":
                        "GroupsApp/Resources/fr.lproj/Localizable.strings",
                    "chime.caf": "GroupsApp/Resources/Embeds/chime.caf",
                    "Extra/Faces/Extra.ttf": "Shared/Extra.ttf",
                ])
            expectEqual(bundle.files.count, 8)
            // The build file's line for Inter-Regular.otf.
            expectEqual(bundle.files.first { $0.bundlePath == "Inter-Regular.otf" }?.projectLine, 9)
            let notInTarget = Self.relative(bundle.notInTarget, to: root)
            expectEqual(notInTarget["Unused.otf"], "GroupsApp/Resources/Embeds/Unused.otf")
            expectEqual(notInTarget["Kit.ttf"], "GroupsKit/Kit.ttf")
            expectEqual(notInTarget["Info.plist"], "GroupsApp/Info.plist")
            expectNil(notInTarget["Inter-Regular.otf"])
            let kit = try project.bundle(of: project.targets[1])
            expectEqual(Self.relative(kit.files, to: root), ["Kit.ttf": "GroupsKit/Kit.ttf"])
        }

        @Test("Synchronized (Xcode 16): folders, explicit folders and membership exceptions")
        func synchronizedBundle() throws {
            let project = try Self.open("Synchronized")
            let root = Self.projects + "/Synchronized"
            expectEqual(project.targets.map(\.isAppExtension), [false, true])
            let app = try unwrap(project.chooseTargets([]).first)
            expectEqual(app.name, "SyncApp")
            let bundle = try project.bundle(of: app)
            expectEqual(
                Self.relative(bundle.files, to: root),
                [
                    // An asset catalog is one item (compiled, not a font's way in).
                    "Assets.xcassets": "SyncApp/Assets.xcassets",
                    "Bundled/Mono/Code.ttf": "SyncApp/Bundled/Mono/Code.ttf",
                    "Inter-Regular.otf": "SyncApp/Fonts/Inter-Regular.otf",
                    "Shared.ttf": "SyncApp/Fonts/Shared.ttf",
                    "fr.lproj/Localizable.strings": "SyncApp/fr.lproj/Localizable.strings",
                ])
            expectEqual(bundle.files.count, 5)
            let notInTarget = Self.relative(bundle.notInTarget, to: root)
            expectEqual(notInTarget["Draft.otf"], "SyncApp/Drafts/Draft.otf")
            expectEqual(notInTarget["Widget.otf"], "SyncWidget/Widget.otf")
            expectEqual(notInTarget["App.xcconfig"], "Config/App.xcconfig")
            // The widget lists its own folder, and takes Fonts/Shared.ttf from the app's
            // folder through its exception set there.
            let widget = try project.bundle(of: project.targets[1])
            expectEqual(
                Self.relative(widget.files, to: root),
                [
                    "Widget.otf": "SyncWidget/Widget.otf", "Shared.ttf": "SyncApp/Fonts/Shared.ttf",
                ])
        }

        @Test("A relative project path gives paths relative to the current folder")
        func relativePaths() throws {
            // The same folder as a path from the current folder up to the root and down again.
            let current = FileManager.default.currentDirectoryPath
            let up = String(repeating: "../", count: current.split(separator: "/").count)
            let root = up + Self.projects.dropFirst() + "/Groups"
            let project = try XcodeProject(
                contentsOf: root + "/Groups.xcodeproj", repositoryRoot: root)
            expectEqual(project.sourceRoot, root)
            let settings = try project.settings(of: project.targets[0], configuration: "Release")
            expectEqual(settings.infoPlistFile, root + "/GroupsApp/Info.plist")
            let bundle = try project.bundle(of: project.targets[0])
            expectEqual(
                bundle.files.first { $0.bundlePath == "Lora-Bold.ttf" }?.sourcePath,
                root + "/GroupsApp/Lora-Bold.ttf")
        }

        @Test("Synchronized: an xcconfig named by its folder, GENERATE_INFOPLIST_FILE, iOS 18")
        func synchronizedSettings() throws {
            let project = try Self.open("Synchronized")
            let root = Self.projects + "/Synchronized"
            let app = project.targets[0]
            let settings = try project.settings(of: app, configuration: "Release")
            // INFOPLIST_FILE = $(TARGET_NAME)/Info.plist in Config/App.xcconfig.
            expectEqual(settings.infoPlistFile, root + "/SyncApp/Info.plist")
            expectTrue(settings.generatesInfoPlist)
            expectEqual(settings.deploymentTarget?.version, OSVersion([18, 0]))
            expectEqual(settings.sdk, "iphoneos")
            let widget = try project.settings(of: project.targets[1], configuration: "Release")
            expectEqual(widget.deploymentTarget?.version, OSVersion([18, 2]))
        }
    }
}
