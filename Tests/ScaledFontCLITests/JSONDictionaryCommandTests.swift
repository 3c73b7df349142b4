import Foundation
import ScaledFontTestSupport
import Testing

/// `check` and `metrics` read JSON style dictionaries as they read property lists.
@Suite("JSON style dictionaries on the command line")
struct JSONDictionaryCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    @Test("the JSON example passes the check with the faces of the property-list example")
    func examplePasses() throws {
        let result = try CLIRunner.run(["check", "Examples/NotoSerif.json"] + fonts)
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "Examples/NotoSerif.json")
        for style in Reference.styles {
            let row = try unwrap(lines.first { $0.hasPrefix("  \(style) ") }, "no row: \(style)")
            expectEqual(String(row.split(separator: " ")[3]), Reference.notoSerifFaces[style]!)
        }
    }

    @Test("a JSON dictionary's errors are annotated on the lines of their style keys")
    func githubAnnotations() throws {
        let path = CLIRunner.testData("MissingFont.json")
        let result = try CLIRunner.run(["check", path, "--format", "github"] + fonts)
        expectEqual(result.status, 1)
        // MissingFont.json: headline on line 3 names NoSuchFont-Bold; caption on line 4 has
        // the boolean true as its fontSize.
        expectTrue(
            result.stdout.contains(
                "::error file=\(CLIRunner.repositoryRelative(path)),line=3::headline: font 'NoSuchFont-Bold' is not installed"
            ))
        expectTrue(
            result.stdout.contains(
                "::error file=\(CLIRunner.repositoryRelative(path)),line=4::caption: fontSize: must be a number, not a boolean"
            ))
    }

    @Test("metrics of a JSON dictionary are those of the property list it mirrors")
    func metricsMatchPropertyList() throws {
        let json = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.json", "--format", "csv", "--category", "ax2"] + fonts)
        let plist = try CLIRunner.run(
            ["metrics", "Examples/NotoSerif.plist", "--format", "csv", "--category", "ax2"] + fonts)
        expectEqual(json.status, 0)
        expectEqual(json.stdout, plist.stdout)
    }

    @Test("JSON that does not parse is an unreadable dictionary: exit 2 with the reason")
    func malformed() throws {
        let path = CLIRunner.testData("Malformed.json")
        let result = try CLIRunner.run(["check", path] + fonts)
        Expect.unreadableDictionary(result, path: path, reason: "not valid JSON")
    }
}
