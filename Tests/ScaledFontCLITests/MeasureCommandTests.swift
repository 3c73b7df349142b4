import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont measure`: the advance HarfBuzz's own `hb-shape` gives, in text and JSON, and
/// clear answers for bad input.
@Suite("scaledfont measure")
struct MeasureCommandTests {
    static let dictionary = "Examples/NotoSerif.plist"

    /// The advance of `text` in font units as `hb-shape` (libharfbuzz-bin) sets it in a
    /// bundled Noto Serif face: the sum of its glyphs' `ax` at font size "upem". A missing
    /// `hb-shape` fails the test.
    static func hbShapeUnits(_ text: String, face: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "hb-shape", "--font-size=upem", "--font-funcs=ot", "--no-glyph-names",
            "--output-format=json", "--text=\(text)",
            CLIRunner.fontsDirectory + "/NotoSerif/\(face).ttf",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try requireEqual(process.terminationStatus, 0, "hb-shape failed: install libharfbuzz-bin")
        let glyphs = try unwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return glyphs.reduce(0) { $0 + ($1["ax"] as? Int ?? 0) }
    }

    static func measure(_ arguments: [String]) throws -> GuardedRunner.Run {
        try GuardedRunner.run(["measure", dictionary, "--fonts-dir", "Fonts"] + arguments)
    }

    /// A file in a fresh temporary folder with these bytes.
    static func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("measure-\(UUID().uuidString).txt").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "JSON gives hb-shape's advance at the style's size, and the documented fields",
        arguments: [("headline", "accessibilityExtraExtraExtraLarge"), ("body", "large")],
        ["AVATAR office", "Wave To, fiji!"])
    func json(style: (String, String), text: String) throws {
        let (name, category) = style
        let run = try Self.measure([
            "--style", name, "--category", category, "--text", text, "--format", "json",
        ])
        expectEqual(run.result.status, 0, "\(run.result.stderr)")
        let object = try unwrap(run.result.json() as? [String: Any])
        let face = Reference.notoSerifFaces[name]!
        let size =
            Reference.notoSerifSizes[name]! * Reference.rampSize(name, category)
            / Reference.rampSize(name, "large")
        let expected =
            Double(try Self.hbShapeUnits(text, face: face)) * size
            / Reference.NotoSerif.unitsPerEm
        let advance = try unwrap(object["advance"] as? Double)
        expectTrue(abs(advance - expected) <= 1e-9 * expected, "\(advance) vs \(expected)")
        expectEqual(object["dictionary"] as? String, Self.dictionary)
        expectEqual(object["style"] as? String, name)
        expectEqual(object["category"] as? String, category)
        expectEqual(object["pointSize"] as? Double, size)
        expectEqual(object["text"] as? String, text)
        expectTrue(object["lineHeight"] is Double)
        let runs = try unwrap(object["runs"] as? [[String: Any]])
        expectEqual(runs.count, 1)
        let first = try unwrap(runs.first)
        expectEqual(first["postscriptName"] as? String, face)
        expectEqual(first["file"] as? String, CLIRunner.fontsDirectory + "/NotoSerif/\(face).ttf")
        expectEqual(first["index"] as? Int, 0)
        expectEqual(first["start"] as? Int, 0)
        expectEqual(first["end"] as? Int, text.unicodeScalars.count)
        expectEqual(first["advance"] as? Double, advance)
        expectEqual((first["glyphs"] as? Int).map { $0 > 0 && $0 <= text.count }, true)
    }

    @Test(
        "Runs are fit's, by direction and script, in visual order",
        arguments: [
            // "Pay " is left to right at the paragraph's level 0 (its first strong character
            // is Latin); the Arabic letters are right to left at level 1 (UAX #9).
            ("Pay بنجاح", [[0, 4, "Latn", "ltr"], [4, 9, "Arab", "rtl"]]),
            // The first strong character is Arabic: the paragraph is level 1, the Latin
            // letters and the digits after them level 2, the space before them the
            // paragraph's (N2). Rule L2 reverses level 2, then levels 1 and up: the Latin
            // run is leftmost.
            (
                "تم الدفع بنجاح using Visa 4242",
                [[15, 30, "Latn", "ltr"], [0, 15, "Arab", "rtl"]]
            ),
        ] as [(String, [[any Sendable]])])
    func runsByScript(_ text: String, _ expected: [[any Sendable]]) throws {
        let run = try GuardedRunner.run([
            "measure", "Examples/DejaVuSans.plist", "--fonts-dir", "Tests/Fonts/DejaVu",
            "--style", "body", "--text", text, "--format", "json",
        ])
        expectEqual(run.result.status, 0, "\(run.result.stderr)")
        let object = try unwrap(run.result.json() as? [String: Any])
        let runs = try unwrap(object["runs"] as? [[String: Any]])
        expectEqual(runs.map { $0["start"] as? Int }, expected.map { $0[0] as? Int })
        expectEqual(runs.map { $0["end"] as? Int }, expected.map { $0[1] as? Int })
        expectEqual(runs.map { $0["script"] as? String }, expected.map { $0[2] as? String })
        expectEqual(runs.map { $0["direction"] as? String }, expected.map { $0[3] as? String })
        let table = try GuardedRunner.run([
            "measure", "Examples/DejaVuSans.plist", "--fonts-dir", "Tests/Fonts/DejaVu",
            "--style", "body", "--text", text,
        ])
        let rows = table.result.stdout.split(separator: "\n").dropFirst(3)
        expectEqual(
            rows.map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
            expected.map { "\($0[0])..<\($0[1]) \($0[2]) \($0[3])" })
    }

    @Test("Text output gives the advance, line height and a row per run")
    func text() throws {
        let run = try Self.measure(["--style", "body", "--text", "AVATAR office"])
        expectEqual(run.result.status, 0)
        let expected = Double(try Self.hbShapeUnits("AVATAR office", face: "NotoSerif-Regular"))
        // Text reports round lengths to a thousandth of a point.
        let advance = (expected * 17 / Reference.NotoSerif.unitsPerEm * 1000).rounded() / 1000
        let lines = run.result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "\(Self.dictionary) body at large: NotoSerif-Regular 17.0 pt")
        expectEqual(lines.count, 4, "\(lines)")
        expectEqual(lines.dropFirst().first?.hasPrefix("advance \(advance) pt, line height "), true)
        expectEqual(lines.last?.hasPrefix("0..<13"), true)
        expectEqual(lines.last?.contains("Fonts/NotoSerif/NotoSerif-Regular.ttf"), true)
    }

    @Test("A file's final line break is dropped: it measures as the text without it")
    func textFile() throws {
        let inline = try Self.measure(["--style", "body", "--text", "Wave To", "--format", "json"])
        for ending in ["\n", "\r\n"] {
            let path = try Self.file(Array("Wave To\(ending)".utf8))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = try Self.measure(["--style", "body", "--text-file", path, "--format", "json"])
            expectEqual(run.result.status, 0)
            expectEqual(run.result.stdout, inline.result.stdout)
        }
    }

    @Test("An empty text measures 0 with no runs")
    func emptyText() throws {
        let run = try Self.measure(["--style", "body", "--text", "", "--format", "json"])
        expectEqual(run.result.status, 0)
        let object = try unwrap(run.result.json() as? [String: Any])
        expectEqual(object["advance"] as? Double, 0)
        expectEqual((object["runs"] as? [Any])?.isEmpty, true)
    }

    @Test("An unknown style is a usage error with the nearest name; nothing on stdout")
    func unknownStyle() throws {
        let run = try Self.measure(["--style", "bdy", "--text", "x"])
        expectEqual(run.result.status, 2)
        expectTrue(run.result.stdout.isEmpty)
        expectTrue(run.result.stderr.contains("unknown text style 'bdy'; did you mean 'body'?"))
    }

    @Test(
        "Missing or doubled arguments are usage errors saying what to give",
        arguments: [
            (["--text", "x"], "missing '--style <style>'"),
            (["--style", "body"], "missing text: give '--text <text>' or '--text-file <file>'"),
            (
                ["--style", "body", "--text", "x", "--text-file", "/dev/null"],
                "'--text' and '--text-file' cannot be used together"
            ),
            (
                ["--style", "body", "--text", "x", "--scale", "2", "--category", "xl"],
                "'--scale' replaces the ramp"
            ),
        ])
    func usage(arguments: [String], message: String) throws {
        let run = try Self.measure(arguments)
        expectEqual(run.result.status, 2)
        expectTrue(run.result.stdout.isEmpty)
        expectTrue(run.result.stderr.contains(message), "\(run.result.stderr)")
    }

    @Test("Invalid UTF-8 in --text-file is refused, naming the file")
    func invalidUTF8() throws {
        let path = try Self.file([0x41, 0xFF, 0xFE, 0x42])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Self.measure(["--style", "body", "--text-file", path])
        expectEqual(run.result.status, 2)
        expectTrue(run.result.stdout.isEmpty)
        expectTrue(run.result.stderr.contains("cannot use '--text-file \(path)': "))
        expectTrue(run.result.stderr.contains("not UTF-8"))
    }

    @Test(
        "More than 30 combining characters in a row is a usage error naming the offsets",
        arguments: [30, 31, 60_000])
    func combiningRun(count: Int) throws {
        // "Wave a" then U+0301 COMBINING ACUTE ACCENT: the run starts at offset 6 in Unicode
        // scalars. The limit is 30, as Unicode's Stream-Safe Text Format (UAX #15) allows 30
        // non-starters in a row; 60,000 marks once took 20 s to shape.
        let text = "Wave a" + String(repeating: "\u{301}", count: count)
        let path = try Self.file(Array((text + "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let offsets = "from offset 6 (in Unicode scalars; the 31st is at offset 36)"
        for (option, value) in [("--text-file", path), ("--text", text)] {
            let run = try Self.measure(["--style", "body", option, value])
            expectTrue(!run.crashed)
            if count <= 30 {
                expectEqual(run.result.status, 0, "\(run.result.stderr)")
                continue
            }
            expectEqual(run.result.status, 2)
            expectTrue(run.result.stdout.isEmpty)
            let named = option == "--text" ? "--text" : "--text-file \(path)"
            expectTrue(run.result.stderr.contains("cannot use '\(named)': more than 30 combining"))
            expectTrue(run.result.stderr.contains(offsets), "\(run.result.stderr.prefix(500))")
        }
    }

    @Test("A named pipe or a folder as --text-file is refused at once, never waited on")
    func notARegularFile() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/text.fifo"
        expectEqual(mkfifo(fifo, 0o644), 0)
        for path in [fifo, folder.path] {
            let run = try Self.measure(["--style", "body", "--text-file", path])
            expectTrue(!run.crashed)
            expectEqual(run.result.status, 2)
            expectTrue(run.result.stderr.contains("cannot use '--text-file \(path)': "))
            expectTrue(
                run.result.stderr.contains(path == fifo ? "is a named pipe" : "is a directory"),
                "\(run.result.stderr)")
        }
    }

    /// How long 1 MiB takes is the hostile-timing benchmark's (`Cases+LineBreaking.swift`).
    @Test("1 MiB of text is measured; a byte more is refused")
    func largeText() throws {
        let unit = Array("AVATAR office ".utf8)
        let bytes = (0..<(1 << 20)).map { unit[$0 % unit.count] }
        let path = try Self.file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Self.measure(["--style", "body", "--text-file", path])
        expectTrue(!run.crashed)
        expectEqual(run.result.status, 0, "\(run.result.stderr)")
        // The text report does not repeat the text.
        expectTrue(run.result.stdout.utf8.count < 1000)
        let larger = try Self.file(bytes + [0x41])
        defer { try? FileManager.default.removeItem(atPath: larger) }
        let refused = try Self.measure(["--style", "body", "--text-file", larger])
        expectEqual(refused.result.status, 2)
        expectTrue(refused.result.stderr.contains("more than the 1048576-byte limit"))
    }

    @Test("Help names every option and gives examples")
    func help() throws {
        let run = try GuardedRunner.run(["measure", "--help"])
        expectEqual(run.result.status, 0)
        for option in [
            "--style", "--text", "--text-file", "--category", "--scale", "--bold-text",
            "--fonts-dir", "--format",
        ] {
            expectTrue(run.result.stdout.contains(option), "\(option)")
        }
        expectTrue(run.result.stdout.contains("scaledfont measure Examples/DejaVuSans.plist"))
        expectTrue(run.result.stdout.contains("\nEXAMPLES:\n"))
        expectTrue(run.result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    /// The libraries the dynamic loader searched for or initialised during a run, as its own
    /// `LD_DEBUG=libs` trace names them ("find library=NAME [0]; searching" for a soname;
    /// "calling init: /lib/.../NAME" for every library loaded, also those opened by their
    /// absolute path, as HarfBuzz is), by file name.
    static func librariesSearched(_ arguments: [String]) throws -> (CLIResult, [String]) {
        let result = try ProcessCLIRunner.run(arguments, environment: ["LD_DEBUG": "libs"])
        let names = result.stderr.split(separator: "\n").compactMap { line -> String? in
            for marker in ["find library=", "calling init: "] {
                guard let start = line.range(of: marker) else { continue }
                let name = line[start.upperBound...].prefix { $0 != " " }
                return String(name.split(separator: "/").last ?? name)
            }
            return nil
        }
        return (result, names)
    }

    @Test("HarfBuzz is loaded when text is measured, and check never loads it")
    func harfBuzzLoadedOnlyToShape() throws {
        let (measured, measuring) = try Self.librariesSearched([
            "measure", Self.dictionary, "--fonts-dir", "Fonts", "--style", "body", "--text", "Hi",
        ])
        expectEqual(measured.status, 0, "\(measured.stderr.suffix(2000))")
        // The trace itself works: the C library is searched for in every run.
        expectTrue(measuring.contains("libc.so.6"), "\(measuring)")
        expectTrue(measuring.contains("libharfbuzz.so.0"), "\(measuring)")
        let (checked, checking) = try Self.librariesSearched([
            "check", Self.dictionary, "--fonts-dir", "Fonts",
        ])
        expectEqual(checked.status, 0, "\(checked.stderr.suffix(2000))")
        expectTrue(checking.contains("libc.so.6"), "\(checking)")
        expectTrue(!checking.contains { $0.hasPrefix("libharfbuzz") || $0.hasPrefix("libglib") })
    }
}
