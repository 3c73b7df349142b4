import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// ``FontUsage`` from a check's report, as a Swift program gets it: the fixture
    /// `Tests/ScaledFontCLITests/TestData/UsedFonts` (its README) has a target naming one of its
    /// two fonts with no unchecked use, and a target whose one name is built at run time.
    @Suite("which font files an app uses")
    struct FontUsageTests {
        static let fixture = TestPaths.packageRoot.appendingPathComponent(
            "Tests/ScaledFontCLITests/TestData/UsedFonts"
        ).path

        static func usage() throws -> FontUsage {
            let root = try RepositoryRoot(for: fixture, override: fixture)
            return FontUsage(try FontCheck(discovering: root).run())
        }

        @Test("no use and no unchecked use: unused; the named file is used by its one use")
        func unused() throws {
            let app = try unwrap(Self.usage().apps.first { $0.target == "UsedApp" })
            expectEqual(app.uncheckedUses, 0)
            expectEqual(
                app.files.map { FileManager.default.displayName(atPath: $0.path) },
                [
                    "SFFixtureCascade00.ttf", "SFFixtureCascade01.ttf",
                ])
            expectEqual(app.files.map(\.verdict), [.used, .unused])
            expectEqual(
                app.files.map(\.appFontsEntry),
                [
                    "SFFixtureCascade00.ttf", "SFFixtureCascade01.ttf",
                ])
            expectEqual(
                app.files.map(\.faces),
                [
                    ["SFFixtureCascade00-Regular"], ["SFFixtureCascade01-Regular"],
                ])
            let use = try unwrap(app.files.first?.uses.first)
            expectEqual(app.files.first?.uses.count, 1)
            expectEqual(use.name, "SFFixtureCascade00-Regular")
            expectEqual(use.origin, .code(call: "UIFont(name:size:)"))
            expectEqual(use.source, .bundled)
        }

        @Test("a name that fails because its file is not declared still uses that file")
        func failingUseOfAnUndeclaredFile() throws {
            // The fixture with SFFixtureCascade00.ttf's UIAppFonts entry removed: App.swift's
            // SFFixtureCascade00-Regular (line 4, column 25) now fails (appFontNotListed),
            // and the file it names is not unused.
            let scratch = try TemporaryDirectory()
            let root = scratch.path + "/UsedFonts"
            try FileManager.default.copyItem(atPath: Self.fixture, toPath: root)
            let plist = root + "/App/Info.plist"
            try String(contentsOfFile: plist, encoding: .utf8)
                .replacingOccurrences(of: "<string>SFFixtureCascade00.ttf</string>\n", with: "")
                .write(toFile: plist, atomically: true, encoding: .utf8)
            let report = try FontCheck(discovering: try RepositoryRoot(for: root, override: root))
                .run()
            let app = try unwrap(FontUsage(report).apps.first { $0.target == "UsedApp" })
            let file = try unwrap(
                app.files.first { $0.path.hasSuffix("/Fonts/SFFixtureCascade00.ttf") })
            expectNil(file.appFontsEntry)
            expectEqual(file.verdict, .used)
            let use = try unwrap(file.uses.first)
            expectEqual(file.uses.count, 1)
            expectEqual(use.name, "SFFixtureCascade00-Regular")
            expectEqual(use.line, 4)
            expectEqual(use.column, 25)
            expectEqual(use.status, .error)
            expectNil(use.fontFile)
            // The other file is still unused.
            expectEqual(
                app.files.first { $0.path.hasSuffix("/Fonts/SFFixtureCascade01.ttf") }?.verdict,
                .unused)
        }

        @Test("the JSON document names the files relative to the repository given")
        func jsonDocument() throws {
            let document = try Self.usage().jsonDocument(repository: Self.fixture)
            let root = try unwrap(
                try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            let apps = try unwrap(root["apps"] as? [[String: Any]])
            expectEqual(apps.map { $0["target"] as? String }, ["UsedApp", "UsedWidget"])
            let unused = try unwrap(apps.first?["unused"] as? [[String: Any]])
            expectEqual(unused.map { $0["file"] as? String }, ["Fonts/SFFixtureCascade01.ttf"])
        }

        @Test("one unchecked use in the target: possibly unused, counting it")
        func possiblyUnused() throws {
            let app = try unwrap(Self.usage().apps.first { $0.target == "UsedWidget" })
            expectEqual(app.uncheckedUses, 1)
            expectEqual(app.uses.map(\.status), [.unchecked])
            expectNil(app.uses.first?.name)
            expectEqual(app.files.map(\.verdict), [.possiblyUnused(uncheckedUses: 1)])
            expectEqual(app.files.first?.verdict.isPossiblyUnused, true)
        }
    }
}
