import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Paths a project names that really lead outside the repository, through `..`, an
    /// absolute path or a symbolic link planted in the checkout: a copied font or the
    /// Info.plist there is an error that quotes none of its content; anything else is skipped
    /// and named, never read.
    @Suite struct XcodeProjectContainmentTests {
        typealias Hostile = XcodeProjectHostileTests

        /// A fresh folder with `Outside/` beside `Repo/`, the project written into `Repo`.
        final class Checkout {
            let folder: TemporaryDirectory
            let project: String
            var repository: String { folder.path + "/Repo" }
            var outside: String { folder.path + "/Outside" }

            init(_ text: String) throws {
                folder = try TemporaryDirectory()
                project = try Hostile.write(text, in: folder)
                try FileManager.default.createDirectory(
                    atPath: outside, withIntermediateDirectories: true)
            }

            /// Writes `text` to `path` below the temporary folder (folders made).
            func write(_ text: String, to path: String) throws {
                let file = folder.path + "/" + path
                try FileManager.default.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try text.write(toFile: file, atomically: true, encoding: .utf8)
            }

            /// Makes `Repo/name` a symbolic link to `destination`.
            func link(_ name: String, to destination: String) throws {
                let path = repository + "/" + name
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: path, withDestinationPath: destination)
            }

            func read() throws -> XcodeProject {
                try XcodeProject(contentsOf: project, repositoryRoot: repository)
            }

            /// The error reading the target's settings gives, `nil` when none.
            func settingsError() throws -> ScaledFontError? {
                let project = try read()
                do {
                    _ = try project.settings(of: project.targets[0], configuration: "Release")
                    return nil
                } catch { return error }
            }
        }

        /// A value no file of this machine holds, written into the file outside the
        /// repository: it must never appear in a message.
        static let secret = "SCALEDFONT_SECRET=never-in-a-log-7f3a"

        @Test(
            "INFOPLIST_FILE outside the repository is an error naming it, quoting none of it",
            arguments: [
                "/proc/self/environ", "../../../../../../../../etc/passwd",
                "$(SRCROOT)/../Outside/Info.plist", "../Outside/Info.plist", "/etc/passwd",
            ])
        func infoPlistOutside(_ value: String) throws {
            let checkout = try Checkout(Hostile.project(settings: "INFOPLIST_FILE = \"\(value)\";"))
            try checkout.write(Self.secret, to: "Outside/Info.plist")
            let error = try unwrap(checkout.settingsError())
            expectEqual(error.code, .projectMalformed)
            expectTrue(error.message.hasPrefix(checkout.project + "/project.pbxproj, line 12: "))
            expectTrue(error.message.contains("which leads outside the repository"))
            expectTrue(!error.message.contains(Self.secret))
            expectTrue(!error.message.contains("root:"))
        }

        @Test("An Info.plist that is a link leading out of the repository is an error")
        func infoPlistLink() throws {
            let checkout = try Checkout(Hostile.project())
            try checkout.write(Self.secret, to: "Outside/Info.plist")
            try checkout.link("App/Info.plist", to: checkout.outside + "/Info.plist")
            let error = try unwrap(checkout.settingsError())
            expectEqual(error.message.contains("names the Info.plist 'Repo/App/Info.plist'"), false)
            expectTrue(error.message.contains("/Repo/App/Info.plist', which leads outside"))
            expectTrue(!error.message.contains(Self.secret))
            // The repository reached through a link of its own: still inside.
            let alias = checkout.folder.path + "/Alias"
            try FileManager.default.createSymbolicLink(
                atPath: alias, withDestinationPath: checkout.repository)
            try FileManager.default.removeItem(atPath: checkout.repository + "/App/Info.plist")
            try checkout.write("<plist/>", to: "Repo/App/Info.plist")
            let project = try XcodeProject(
                contentsOf: alias + "/App.xcodeproj", repositoryRoot: alias)
            let settings = try project.settings(of: project.targets[0], configuration: "Release")
            expectEqual(settings.infoPlistFile, alias + "/App/Info.plist")
        }

        @Test("A project.pbxproj that is a link out of the repository is never read")
        func projectFileLink() throws {
            let checkout = try Checkout(Hostile.project())
            try checkout.write("{ \(Self.secret) }", to: "Outside/project.pbxproj")
            let file = checkout.project + "/project.pbxproj"
            try FileManager.default.removeItem(atPath: file)
            try FileManager.default.createSymbolicLink(
                atPath: file, withDestinationPath: checkout.outside + "/project.pbxproj")
            #expect {
                try checkout.read()
            } throws: { error in
                let error = error as? ScaledFontError
                return error?.code == .projectUnreadable
                    && error?.message.contains("it leads outside the repository") == true
                    && error?.message.contains(Self.secret) == false
            }
        }

        @Test("A group folder that is a link out of the repository makes no font bundled")
        func groupLink() throws {
            let text = Hostile.project(
                path: "Lora.ttf",
                objects: "\t\tG9 = {isa = PBXGroup; children = (F1); path = Fonts; "
                    + "sourceTree = \"<group>\"; };"
            ).replacingOccurrences(of: "children = (F1, );", with: "children = (G9, );")
            let checkout = try Checkout(text)
            try checkout.write("not a font", to: "Outside/Lora.ttf")
            try checkout.link("Fonts", to: checkout.outside)
            let project = try checkout.read()
            #expect {
                try project.bundle(of: project.targets[0])
            } throws: { error in
                let message = (error as? ScaledFontError)?.message ?? ""
                return message.contains(", line 5: the build copies the font '")
                    && message.contains("Repo/Fonts/Lora.ttf', which leads outside")
            }
        }

        @Test("A folder reference, or a link inside a synchronized folder, leading out is skipped")
        func folderLinks() throws {
            let text = Hostile.project(
                objects: "\t\tF2 = {isa = PBXFileReference; lastKnownFileType = folder; "
                    + "path = Typefaces; sourceTree = \"<group>\"; };\n"
                    + "\t\tB2 = {isa = PBXBuildFile; fileRef = F2; };\n"
                    + "\t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; "
                    + "sourceTree = \"<group>\"; };"
            ).replacingOccurrences(of: "files = (B1, )", with: "files = (B1, B2, )")
                .replacingOccurrences(
                    of: "buildPhases = (R1, );",
                    with: "buildPhases = (R1, ); "
                        + "fileSystemSynchronizedGroups = (S1, );")
            let checkout = try Checkout(text)
            try checkout.write("x", to: "Outside/System.ttf")
            try checkout.write("x", to: "Repo/Synced/Inside.ttf")
            try checkout.link("Typefaces", to: checkout.outside)
            try checkout.link("Synced/System", to: checkout.outside)
            let project = try checkout.read()
            let bundle = try project.bundle(of: project.targets[0])
            expectEqual(bundle.files.map(\.bundlePath), ["Lora.ttf", "Inside.ttf"])
            expectEqual(
                bundle.skipped.map(\.path),
                [
                    checkout.repository + "/Typefaces", checkout.repository + "/Synced/System",
                ])
            // The build file B2 is on line 15, the synchronized folder S1 on line 16.
            expectEqual(bundle.skipped.map(\.projectLine), [15, 16])
        }

        @Test("An xcconfig that is a link out of the repository is skipped, never read")
        func configurationLink() throws {
            let checkout = try Checkout(
                Hostile.project(
                    configurationReference: "baseConfigurationReference = X1;",
                    objects: "\t\tX1 = {isa = PBXFileReference; path = Base.xcconfig; "
                        + "sourceTree = \"<group>\"; };"))
            try checkout.write("INFOPLIST_FILE = \(Self.secret)\n", to: "Outside/Base.xcconfig")
            try checkout.link("Base.xcconfig", to: checkout.outside + "/Base.xcconfig")
            let project = try checkout.read()
            let settings = try project.settings(of: project.targets[0], configuration: "Release")
            expectEqual(settings.infoPlistFile, checkout.repository + "/App/Info.plist")
            expectEqual(
                settings.skippedConfigurationFiles,
                [
                    SkippedPath(path: checkout.repository + "/Base.xcconfig", projectLine: 12)
                ])
        }

        @Test("A group loop is an error naming the groups, even with nothing copied below it")
        func groupLoopUncopied() throws {
            let text = Hostile.project(
                objects: "\t\tG2 = {isa = PBXGroup; children = (G3); sourceTree = \"<group>\"; };\n"
                    + "\t\tG3 = {isa = PBXGroup; children = (G2); sourceTree = \"<group>\"; };\n"
                    + "\t\tG4 = {isa = PBXGroup; children = (G4); sourceTree = \"<group>\"; };")
            let error = try unwrap(Hostile.failure(text))
            expectEqual(error.code, .projectMalformed)
            expectTrue(error.message.contains(" contain each other"))
            expectTrue(
                error.message.contains("the groups G2 (line 14), G3 (line 15) contain each other"))
            // A group in the main group that also lists itself: its parent is the main group,
            // yet it still contains itself.
            let itself = Hostile.project(
                objects:
                    "\t\tG4 = {isa = PBXGroup; children = (G4, F1); sourceTree = \"<group>\"; };"
            ).replacingOccurrences(of: "children = (F1, );", with: "children = (G4, );")
            let selfError = try unwrap(Hostile.failure(itself))
            expectTrue(
                selfError.message.contains(", line 14: the group G4 (line 14) contains itself"))
        }

        @Test("A 70 KB unexpandable INFOPLIST_FILE is quoted by 40 characters and its length")
        func longUnexpanded() throws {
            let value = "$(MISSING)" + String(repeating: "x", count: 70_000)
            let text = Hostile.project(settings: "INFOPLIST_FILE = \"\(value)\";")
            let error = try unwrap(Hostile.failure(text, settings: true))
            expectEqual(error.code, .projectMalformed)
            expectTrue(error.message.contains("(70010 characters)"))
            expectTrue(
                error.message.utf8.count < 400 + error.message.prefix(while: { $0 != ":" }).count)
        }
    }
}
