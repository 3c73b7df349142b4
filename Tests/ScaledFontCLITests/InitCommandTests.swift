import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont init`: a generated dictionary passes `scaledfont check`.
@Suite("scaledfont init")
struct InitCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test(
        "init's dictionary for the bundled family and for DejaVu Sans passes check",
        arguments: [
            ("Noto Serif", "Styles.plist", "NotoSerif-Regular", "NotoSerif-Bold"),
            ("DejaVu Sans", "Styles.json", "DejaVuSans", "DejaVuSans-Bold"),
        ])
    func passesCheck(family: String, file: String, regular: String, bold: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = path(file)
        let written = try CLIRunner.run(["init", family, "--output", output] + fonts)
        expectEqual(written.status, 0, "stderr: \(written.stderr)")
        expectTrue(written.stdout.isEmpty)
        expectTrue(written.stderr.hasPrefix("wrote \(output): 11 styles in "))
        let check = try CLIRunner.run(["check", output, "--format", "json"] + fonts)
        expectEqual(check.status, 0, "stderr: \(check.stderr)")
        let report = try unwrap(check.json() as? [String: Any])
        expectEqual(report["ok"] as? Bool, true)
        let dictionaries = try unwrap(report["dictionaries"] as? [[String: Any]])
        let entries = try unwrap(dictionaries.first?["entries"] as? [[String: Any]])
        expectEqual(entries.count, 11)
        for entry in entries {
            expectEqual(entry["status"] as? String, "resolved")
            // Weight classes (FontTableValues.swift): regular 400, bold 700; headline wants
            // 600 and takes the lightest face of 600 or more.
            let expected = entry["style"] as? String == "headline" ? bold : regular
            expectEqual(entry["postscriptName"] as? String, expected)
        }
    }

    @Test("without --output the property list goes to stdout")
    func stdout() throws {
        let result = try CLIRunner.run(["init", "NotoSerif"] + fonts)
        expectEqual(result.status, 0)
        let root = try PropertyListSerialization.propertyList(
            from: Data(result.stdout.utf8), format: nil)
        let dictionary = try unwrap(root as? [String: [String: Any]])
        expectEqual(dictionary.count, 11)
        // HIG: largeTitle is 34 pt at Large.
        expectEqual(dictionary["largeTitle"]?["fontSize"] as? Int, 34)
        expectEqual(dictionary["largeTitle"]?["fontName"] as? String, "NotoSerif-Regular")
    }

    @Test("an existing file is kept unless --force is given")
    func existingFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = path("Existing.plist")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: output))
        let refused = try CLIRunner.run(["init", "Noto Serif", "--output", output] + fonts)
        expectEqual(refused.status, 2)
        expectTrue(refused.stderr.contains("already exists; give --force to overwrite it"))
        try expectEqual(String(contentsOfFile: output, encoding: .utf8), "keep")
        let forced = try CLIRunner.run(
            ["init", "Noto Serif", "--output", output, "--force"] + fonts)
        expectEqual(forced.status, 0)
        expectTrue(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test("--force never writes through a link, a device or a pipe, and keeps the file's mode")
    func forceIsSafe() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = path("Target.plist")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        let link = path("Link.plist")
        expectEqual(symlink(target, link), 0)
        let pipe = path("Pipe.plist")
        expectEqual(mkfifo(pipe, 0o600), 0)
        for (output, kind) in [
            (link, "a symbolic link"), ("/dev/null", "a device"), (pipe, "a named pipe"),
        ] {
            let refused = try CLIRunner.run(
                ["init", "Noto Serif", "--output", output, "--force"] + fonts)
            expectEqual(refused.status, 2, "\(output)")
            expectTrue(refused.stderr.contains("it is \(kind), not a regular file or a new path"))
        }
        try expectEqual(String(contentsOfFile: target, encoding: .utf8), "keep")
        try expectEqual(FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        // A regular file is replaced whole, keeping its mode; no temporary file is left.
        expectEqual(chmod(target, 0o640), 0)
        let forced = try CLIRunner.run(
            ["init", "Noto Serif", "--output", target, "--force"] + fonts)
        expectEqual(forced.status, 0, "\(forced.stderr)")
        expectTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<?xml"))
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
        expectEqual(mode as? Int, 0o640)
        try expectEqual(
            FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["Link.plist", "Pipe.plist", "Target.plist"])
    }

    @Test("a family that is not installed: exit 1 with the nearest family")
    func notInstalled() throws {
        let result = try CLIRunner.run(["init", "Noto Sarif"] + fonts)
        expectEqual(result.status, 1)
        expectTrue(result.stdout.isEmpty)
        expectTrue(
            result.stderr.contains(
                "family 'Noto Sarif' is not installed or bundled; did you mean 'Noto Serif'?"))
    }
}
