import Foundation
import ScaledFontTestSupport
import Testing

/// `--help`, `help <subcommand>`, `--version`, tool-level usage errors and colour.
@Suite("scaledfont help, version, usage errors and colour")
struct HelpAndUsageTests {
    static let subcommands = ["check", "metrics", "resolve", "fonts", "ramp", "specimen"]

    @Test(
        "--help, -h and help print the tool's help on stdout",
        arguments: [["--help"], ["-h"], ["help"]])
    func toolHelp(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty)
        expectTrue(result.stdout.hasPrefix("OVERVIEW: "))
        for section in ["USAGE: scaledfont <subcommand>", "SUBCOMMANDS:", "OPTIONS:", "EXAMPLES:"] {
            expectTrue(result.stdout.contains("\n\(section)"), "no \(section)")
        }
        for name in Self.subcommands {
            expectTrue(result.stdout.contains("\n  \(name) "), "no \(name)")
        }
        expectTrue(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(
        "each subcommand's help: USAGE, ARGUMENTS or OPTIONS, EXAMPLES; same via help <name>",
        arguments: subcommands)
    func subcommandHelp(name: String) throws {
        let result = try CLIRunner.run([name, "--help"])
        expectEqual(result.status, 0)
        expectTrue(result.stderr.isEmpty)
        expectTrue(result.stdout.contains("\nUSAGE: scaledfont \(name)"))
        expectTrue(result.stdout.contains("\nOPTIONS:\n"))
        expectTrue(result.stdout.contains("  -h, --help "))
        expectTrue(
            result.stdout.contains("\nEXAMPLES:\n    $ scaledfont \(name)")
                || result.stdout.contains("\n    $ scaledfont \(name)"))
        if name != "fonts" && name != "ramp" {
            expectTrue(result.stdout.contains("\nARGUMENTS:\n"))
        }
        expectTrue(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try expectEqual(CLIRunner.run(["help", name]).stdout, result.stdout)
        try expectEqual(CLIRunner.run([name, "-h"]).stdout, result.stdout)
    }

    @Test("--help wins over other arguments, even wrong ones")
    func helpWins() throws {
        let result = try CLIRunner.run(["metrics", "--category", "nonsense", "--help"])
        expectEqual(result.status, 0)
        expectTrue(result.stdout.contains("USAGE: scaledfont metrics"))
    }

    @Test(
        "--version prints the version, everywhere",
        arguments: [["--version"], ["check", "--version"], ["ramp", "--version"]])
    func version(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        expectEqual(result.status, 0)
        expectEqual(result.stdout, "scaledfont 0.1.0\n")
        expectTrue(result.stderr.isEmpty)
    }

    @Test(
        "tool-level usage errors: exit 2, the fix on stderr, nothing on stdout",
        arguments: [
            (
                [],
                "missing subcommand: expected one of check, metrics, resolve, fonts, measure, fit, ramp"
            ),
            (
                ["chek", "Examples/NotoSerif.plist"],
                "unknown subcommand 'chek'; did you mean 'check'?"
            ),
            (["--verison"], "unknown option '--verison'; did you mean '--version'?"),
            (["--fonts-dir", "Fonts", "check"], "'--fonts-dir' must follow a subcommand"),
            (["help", "metric"], "unknown subcommand 'metric'; did you mean 'metrics'?"),
            (
                ["check", "Examples/NotoSerif.plist", "--fromat", "json"],
                "unknown option '--fromat' for 'check'; did you mean '--format'?"
            ),
            (["check", "Examples/NotoSerif.plist", "--format", "jsno"], "did you mean 'json'?"),
            (
                ["check", "Examples/NotoSerif.plist", "--fonts-dir"],
                "missing value for '--fonts-dir'"
            ),
            (
                ["check", "Examples", "Fonts"],
                "one repository is checked at a time: give one folder, not 'Examples', 'Fonts'"
            ),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        Expect.usageError(try CLIRunner.run(arguments), mentions: message)
    }

    @Test("options may come before arguments, as --name=value, and after --, names are arguments")
    func optionSyntax() throws {
        let result = try CLIRunner.run(
            [
                "check", "--format=json", "--fonts-dir=\(CLIRunner.fontsDirectory)", "--",
                "Examples/NotoSerif.plist",
            ])
        expectEqual(result.status, 0)
        expectEqual((try result.json() as? [String: Any])?["ok"] as? Bool, true)
    }

    @Test("on a terminal the report is coloured")
    func colourOnTerminal() throws {
        let output = try ProcessCLIRunner.runOnTerminal(
            [
                "check", CLIRunner.testData("MissingFont.plist"), "--fonts-dir",
                CLIRunner.fontsDirectory,
            ])
        expectTrue(output.contains("\u{1B}[31merror\u{1B}[0m"))
        expectTrue(output.contains("\u{1B}[32mok\u{1B}[0m"))
    }

    @Test("NO_COLOR turns colour off even on a terminal")
    func noColour() throws {
        let output = try ProcessCLIRunner.runOnTerminal(
            [
                "check", CLIRunner.testData("MissingFont.plist"), "--fonts-dir",
                CLIRunner.fontsDirectory,
            ],
            environment: ["NO_COLOR": "1"])
        expectTrue(output.contains("error"))
        expectTrue(!output.contains("\u{1B}["))
    }
}
