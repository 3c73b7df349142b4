import Foundation
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
        #expect(written.status == 0, "stderr: \(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(written.stderr.hasPrefix("wrote \(output): 11 styles in "))
        let check = try CLIRunner.run(["check", output, "--format", "json"] + fonts)
        #expect(check.status == 0, "stderr: \(check.stderr)")
        let report = try #require(try check.json() as? [String: Any])
        #expect(report["ok"] as? Bool == true)
        let dictionaries = try #require(report["dictionaries"] as? [[String: Any]])
        let entries = try #require(dictionaries.first?["entries"] as? [[String: Any]])
        #expect(entries.count == 11)
        for entry in entries {
            #expect(entry["status"] as? String == "resolved")
            // Weight classes (FontTableValues.swift): regular 400, bold 700; headline wants
            // 600 and takes the lightest face of 600 or more.
            let expected = entry["style"] as? String == "headline" ? bold : regular
            #expect(entry["postscriptName"] as? String == expected)
        }
    }

    @Test("without --output the property list goes to stdout")
    func stdout() throws {
        let result = try CLIRunner.run(["init", "NotoSerif"] + fonts)
        #expect(result.status == 0)
        let root = try PropertyListSerialization.propertyList(
            from: Data(result.stdout.utf8), format: nil)
        let dictionary = try #require(root as? [String: [String: Any]])
        #expect(dictionary.count == 11)
        // HIG: largeTitle is 34 pt at Large.
        #expect(dictionary["largeTitle"]?["fontSize"] as? Int == 34)
        #expect(dictionary["largeTitle"]?["fontName"] as? String == "NotoSerif-Regular")
    }

    @Test("an existing file is kept unless --force is given")
    func existingFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = path("Existing.plist")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: output))
        let refused = try CLIRunner.run(["init", "Noto Serif", "--output", output] + fonts)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("already exists; give --force to overwrite it"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep")
        let forced = try CLIRunner.run(
            ["init", "Noto Serif", "--output", output, "--force"] + fonts)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test("--force never writes through a link, a device or a pipe, and keeps the file's mode")
    func forceIsSafe() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = path("Target.plist")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        let link = path("Link.plist")
        #expect(symlink(target, link) == 0)
        let pipe = path("Pipe.plist")
        #expect(mkfifo(pipe, 0o600) == 0)
        for (output, kind) in [
            (link, "a symbolic link"), ("/dev/null", "a device"), (pipe, "a named pipe"),
        ] {
            let refused = try CLIRunner.run(
                ["init", "Noto Serif", "--output", output, "--force"] + fonts)
            #expect(refused.status == 2, "\(output)")
            #expect(refused.stderr.contains("it is \(kind), not a regular file or a new path"))
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        // A regular file is replaced whole, keeping its mode; no temporary file is left.
        #expect(chmod(target, 0o640) == 0)
        let forced = try CLIRunner.run(
            ["init", "Noto Serif", "--output", target, "--force"] + fonts)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<?xml"))
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
        #expect(mode as? Int == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["Link.plist", "Pipe.plist", "Target.plist"])
    }

    @Test("a family that is not installed: exit 1 with the nearest family")
    func notInstalled() throws {
        let result = try CLIRunner.run(["init", "Noto Sarif"] + fonts)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "family 'Noto Sarif' is not installed or bundled; did you mean 'Noto Serif'?"))
    }
}
