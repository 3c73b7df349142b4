import Foundation
import ScaledFontTestSupport
import Testing

/// What a font file carries, on the command line: a font
/// replaced in place is read again, a face without a PostScript name shows none and `init`
/// refuses to write one, a name a PostScript name cannot hold is never written into a
/// dictionary, and Fontconfig prints nothing of its own when no cache folder is writable.
/// Fonts: Fonts/NotoSerif, Tests/Fonts/DejaVu and the fixtures (Tests/ScaledFontTests/
/// Fixtures/README.md), copied into folders made here.
@Suite("scaledfont: names from the font files themselves")
struct RegisteredFileCommandTests {
    static let fixtures = CLIRunner.packageRoot
        .appendingPathComponent("Tests/ScaledFontTests/Fixtures").path

    @Test("resolve after a font is replaced in place, folder time kept, reports the new file")
    func replacedInPlace() throws {
        let bold = CLIRunner.fontsDirectory + "/NotoSerif/NotoSerif-Bold.ttf"
        let folder = try TemporaryDirectory(copying: [bold])
        let first = try CLIRunner.run(["resolve", "NotoSerif-Bold", "--fonts-dir", folder.path])
        expectEqual(first.status, 0, "stderr: \(first.stderr)")
        expectTrue(
            first.stdout.hasPrefix(
                "NotoSerif-Bold -> NotoSerif-Bold (matched by postscriptName, bundled)"))

        try replaceInPlace(
            folder.path + "/NotoSerif-Bold.ttf",
            with: TestEnvironment.installedDejaVu + "/DejaVuSans-Bold.ttf")

        let json = try CLIRunner.run(
            [
                "resolve", "NotoSerif-Bold", "DejaVuSans-Bold", "--fonts-dir", folder.path,
                "--platform", "bundled", "--format", "json",
            ])
        let answers = try unwrap(json.json() as? [[String: Any]])
        expectEqual(answers.count, 2)
        // Noto Serif Bold is gone; the file is DejaVu Sans Bold (its name ID 6, unitsPerEm
        // 2048: FontTableValues.swift).
        expectEqual(answers.first?["found"] as? Bool, false)
        expectEqual(answers.last?["found"] as? Bool, true)
        expectEqual((answers.last?["file"] as? String)?.hasSuffix("/NotoSerif-Bold.ttf"), true)
        expectEqual(answers.last?["unitsPerEm"] as? Int, 2048)
    }

    @Test("A face without a PostScript name: resolve says so, init refuses and writes nothing")
    func noPostScriptName() throws {
        let folder = try TemporaryDirectory(copying: [Self.fixtures + "/SFFixtureNameless.ttf"])
        let fonts = ["--fonts-dir", folder.path, "--platform", "bundled"]
        // What Fontconfig makes up from the family (fc-scan) is not the face's name.
        let madeUp = try CLIRunner.run(["resolve", "SF-Fixture-Nameless"] + fonts)
        expectEqual(madeUp.status, 1)
        expectEqual(madeUp.stdout, "SF-Fixture-Nameless -> not on bundled\n")
        let full = try CLIRunner.run(["resolve", "SF Fixture Nameless Regular"] + fonts)
        expectEqual(full.status, 0, "stderr: \(full.stderr)")
        expectTrue(
            full.stdout.hasPrefix(
                "SF Fixture Nameless Regular -> (no PostScript name) (matched by fullName, bundled)\n"
            ))

        let output = folder.path + "/Styles.plist"
        let generated = try CLIRunner.run(
            ["init", "SF Fixture Nameless", "--output", output, "--fonts-dir", folder.path])
        expectEqual(generated.status, 2)
        expectTrue(generated.stderr.contains("SFFixtureNameless.ttf"))
        expectTrue(generated.stderr.contains("has no PostScript name"))
        expectTrue(!FileManager.default.fileExists(atPath: output))
    }

    @Test("init never writes a made-up PostScript name with control characters")
    func controlCharactersInName() throws {
        // The hostile-name fixture installed (not bundled): its PostScript name is the one
        // Fontconfig makes up from a family with ESC, BEL and U+202E (Fixtures/README.md).
        let fonts = try TemporaryDirectory(copying: [Self.fixtures + "/SFFixtureHostileName.ttf"])
        let configuration = try fonts.write(
            "<fontconfig><dir>\(fonts.path)</dir><cachedir>\(fonts.path)/cache</cachedir></fontconfig>",
            to: "fonts.conf")
        let family =
            "::error file=Sources/App.swift,line=1::SF Fixture Hostile "
            + "\u{1B}]8;;https://example.invalid\u{07}link\u{1B}]8;;\u{07} \u{1B}[2J\u{202E}evil\u{2066}"
        let listed = try ProcessCLIRunner.run(
            ["fonts", "--format", "json"], environment: ["FONTCONFIG_FILE": configuration])
        let faces = try unwrap(listed.json() as? [[String: Any]])
        // The premise: Fontconfig lists the face under a made-up name holding controls.
        let made = try unwrap(faces.first?["postscriptName"] as? String)
        expectTrue(made.unicodeScalars.contains { $0.value == 0x1B })

        let output = fonts.path + "/Styles.plist"
        let generated = try ProcessCLIRunner.run(
            ["init", family, "--output", output], environment: ["FONTCONFIG_FILE": configuration])
        expectEqual(generated.status, 2)
        expectTrue(generated.stderr.contains("characters a PostScript name cannot hold"))
        expectTrue(
            !generated.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        expectTrue(!FileManager.default.fileExists(atPath: output))
    }

    @Test(
        "With no writable cache folder, Fontconfig prints nothing of its own",
        arguments: [["--platform", "bundled"], ["--platform", "ios"]])
    func noWritableCache(platform: [String]) throws {
        let folder = try TemporaryDirectory()
        // A cache folder that cannot be made, even by root: its parent is a file.
        let blocker = try folder.write("not a folder\n", to: "blocker")
        let result = try ProcessCLIRunner.run(
            ["check", "Examples/NotoSerif.plist", "--fonts-dir", "Fonts"] + platform,
            environment: ["XDG_CACHE_HOME": blocker + "/cache", "HOME": blocker + "/home"])
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        expectTrue(!result.stderr.contains("Fontconfig"), "stderr: \(result.stderr)")
        expectTrue(result.stdout.contains("11 of 11 styles resolved"))
    }

    @Test("A registered folder's cache goes to the user's cache folder, never the system's")
    func cacheOnlyInUserFolder() throws {
        let folder = try TemporaryDirectory()
        let fonts = folder.path + "/Fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            atPath: CLIRunner.fontsDirectory + "/NotoSerif/NotoSerif-Bold.ttf",
            toPath: fonts + "/NotoSerif-Bold.ttf")
        // A configuration whose first cache folder stands for /var/cache/fontconfig, where
        // Fontconfig writes first when it can (as root): Debian's fonts.conf lists it first.
        let system = folder.path + "/system-cache"
        let user = folder.path + "/user-cache"
        let configuration = try folder.write(
            "<fontconfig><dir>\(TestEnvironment.installedDejaVu)</dir><cachedir>\(system)</cachedir>"
                + #"<cachedir prefix="xdg">fontconfig</cachedir></fontconfig>"#,
            to: "fonts.conf")
        let environment = ["FONTCONFIG_FILE": configuration, "XDG_CACHE_HOME": user]
        for _ in 0..<2 {
            let result = try ProcessCLIRunner.run(
                ["resolve", "NotoSerif-Bold", "--fonts-dir", fonts], environment: environment)
            expectEqual(result.status, 0, "stderr: \(result.stderr)")
            expectTrue(
                result.stdout.hasPrefix(
                    "NotoSerif-Bold -> NotoSerif-Bold (matched by postscriptName, bundled)"))
        }
        // Fontconfig's cache files name the folder they describe.
        func caches(in cacheFolder: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? []
            return names.filter { name in
                let bytes = FileManager.default.contents(atPath: cacheFolder + "/" + name)
                return bytes?.range(of: Data(fonts.utf8)) != nil
            }
        }
        expectEqual(caches(in: system), [])
        expectEqual(caches(in: user + "/fontconfig").count, 1)
    }
}
