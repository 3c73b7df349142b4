import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont resolve`: exact name resolution (NameResolution.md in the DocC catalog) and metrics.
@Suite("scaledfont resolve")
struct ResolveCommandTests {
    let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    /// The documented `resolve` fields (CommandLineReports.md in the DocC catalog) for a name that
    /// is found.
    static let foundFields: Set<String> = [
        "name", "found", "source", "matchedBy", "postscriptName", "family", "style", "file",
        "index",
        "pointSize", "unitsPerEm", "metricsTable", "ascender", "descender", "leading",
        "lineHeight", "capHeight", "xHeight",
    ]

    @Test(
        "each rung of the ladder, as JSON with the documented fields and Noto Serif's values",
        arguments: [
            ("NotoSerif-Bold", "postscriptName", "NotoSerif-Bold", "Bold"),
            ("notoserif-bolditalic", "postscriptName", "NotoSerif-BoldItalic", "Bold Italic"),
            ("Noto Serif Italic", "fullName", "NotoSerif-Italic", "Italic"),
            ("NotoSerif", "family", "NotoSerif-Regular", "Regular"),
            ("noto serif", "family", "NotoSerif-Regular", "Regular"),
        ])
    func resolvesJSON(name: String, rung: String, postscriptName: String, style: String) throws {
        let result = try CLIRunner.run(
            ["resolve", name, "--size", "33", "--format", "json"] + fonts)
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let list = try unwrap(result.json() as? [[String: Any]])
        expectEqual(list.count, 1)
        let entry = try unwrap(list.first)
        expectEqual(Expect.keys(entry), Self.foundFields)
        expectEqual(entry["name"] as? String, name)
        expectEqual(entry["found"] as? Bool, true)
        expectEqual(entry["matchedBy"] as? String, rung)
        expectEqual(entry["postscriptName"] as? String, postscriptName)
        expectEqual(entry["family"] as? String, "Noto Serif")
        expectEqual(entry["style"] as? String, style)
        expectEqual(
            entry["file"] as? String, "\(CLIRunner.fontsDirectory)/NotoSerif/\(postscriptName).ttf")
        expectEqual(entry["index"] as? Int, 0)
        expectEqual(entry["pointSize"] as? Double, 33)
        expectEqual(entry["unitsPerEm"] as? Int, 1000)
        expectEqual(entry["metricsTable"] as? String, "hhea")
        for (field, expected) in Reference.NotoSerif.metrics(at: 33) {
            let value = entry[field] as? Double ?? .nan
            expectTrue(Reference.close(value, expected), "\(field) \(value), expected \(expected)")
        }
    }

    @Test("the default size is 17 pt (body at large)")
    func defaultSize() throws {
        let result = try CLIRunner.run(["resolve", "NotoSerif", "--format", "json"] + fonts)
        let entry = try unwrap((try result.json() as? [[String: Any]])?.first)
        expectEqual(entry["pointSize"] as? Double, 17)
        expectTrue(Reference.close(entry["lineHeight"] as? Double ?? .nan, 1362 * 17 / 1000))
    }

    @Test("a name that is not installed: exit 1, found false without face fields, others kept")
    func notInstalled() throws {
        let result = try CLIRunner.run(
            ["resolve", "NotoSerif-Bold", "Futura-Medium", "--format", "json"] + fonts)
        expectEqual(result.status, 1)
        expectEqual(
            result.stderr, "scaledfont: error: font 'Futura-Medium' is not installed or bundled\n")
        let list = try unwrap(result.json() as? [[String: Any]])
        expectEqual(list.map { $0["found"] as? Bool }, [true, false])
        expectEqual(Expect.keys(list[1]), ["name", "found"])
        expectEqual(list[1]["name"] as? String, "Futura-Medium")
    }

    @Test(
        "Fontconfig syntax and generic aliases are names, not patterns: not installed",
        arguments: ["NotoSerif:weight=200", "Noto Serif-12", "serif"])
    func noSubstitutes(name: String) throws {
        let result = try CLIRunner.run(["resolve", name] + fonts)
        expectEqual(result.status, 1)
        expectEqual(result.stdout, "\(name) -> not installed or bundled\n")
    }

    /// "Noto Serif" is the family of the bundled fonts; a newline, NEL or no-break space in
    /// its place is not a space, so none of these names it.
    @Test(
        "a family name with a newline, NEL or no-break space for the space: not installed",
        arguments: ["Noto\nSerif", "Noto\u{85}Serif", "Noto\u{A0}Serif"])
    func blanksInName(name: String) throws {
        let result = try CLIRunner.run(["resolve", name, "--format", "json"] + fonts)
        expectEqual(result.status, 1)
        let list = try unwrap(result.json() as? [[String: Any]])
        expectEqual(list.map { $0["found"] as? Bool }, [false])
        expectEqual(list.first?["name"] as? String, name)
    }

    @Test("a misspelt name gets a suggestion")
    func suggestion() throws {
        let result = try CLIRunner.run(["resolve", "NotoSerif-Bld"] + fonts)
        expectEqual(result.status, 1)
        expectTrue(result.stderr.contains("did you mean 'NotoSerif-Bold'?"))
    }

    @Test("text: the face, where it comes from, and its metrics")
    func text() throws {
        let result = try CLIRunner.run(["resolve", "NotoSerif-Bold", "--size", "33"] + fonts)
        expectEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(
            lines.first, "NotoSerif-Bold -> NotoSerif-Bold (matched by postscriptName, bundled)")
        let ascender = try unwrap(lines.first { $0.hasPrefix("  ascender ") })
        let value = try unwrap(Double(ascender.split(separator: " ").last ?? ""))
        expectTrue(Reference.close(value, 1069 * 33 / 1000))
    }

    @Test("an unreadable fonts folder: exit 2 with the folder named")
    func unreadableFontsFolder() throws {
        let result = try CLIRunner.run(["resolve", "NotoSerif", "--fonts-dir", "NoSuchFolder"])
        expectEqual(result.status, 2)
        expectTrue(result.stdout.isEmpty)
        expectTrue(
            result.stderr.hasPrefix(
                "scaledfont: error: fonts folder 'NoSuchFolder' does not exist or is not a folder"))
    }

    @Test(
        "bad arguments: exit 2, the fix on stderr, nothing on stdout",
        arguments: [
            (["resolve"], "missing <name>"),
            (["resolve", "NotoSerif", "--size", "0"], "invalid value '0' for '--size'"),
            (["resolve", "NotoSerif", "--size", "big"], "invalid value 'big' for '--size'"),
            (
                ["resolve", "NotoSerif", "--format", "csv"],
                "invalid value 'csv' for '--format': expected one of text, json"
            ),
            (
                ["resolve", "NotoSerif", "--size=17", "--size", "18"],
                "'--size' is given more than once"
            ),
        ])
    func badArguments(arguments: [String], message: String) throws {
        Expect.usageError(try CLIRunner.run(arguments), mentions: message)
    }
}
