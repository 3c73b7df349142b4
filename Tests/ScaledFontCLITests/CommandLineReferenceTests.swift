import Foundation
import ScaledFontCLI
import ScaledFontTestSupport
import Testing

/// The DocC command-line reference is what the command specs make of it, so it cannot drift
/// from `--help`.
@Suite("command-line reference")
struct CommandLineReferenceTests {
    @Test("the committed page is the one the specs generate, byte for byte")
    func committedPageIsGenerated() throws {
        let committed = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(CommandLineReference.path),
            encoding: .utf8)
        expectEqual(
            committed, CommandLineReference.page(),
            """
            \(CommandLineReference.path) is out of date: run \
            '\(CommandLineReference.regenerateCommand)' from the package root
            """)
    }

    @Test("the page has a section for every subcommand help lists")
    func everySubcommandHasASection() throws {
        let help = try CLIRunner.run(["--help"]).stdout
        let subcommands = help.split(separator: "\n\n").first { $0.hasPrefix("SUBCOMMANDS:") }
        let names = try unwrap(subcommands).split(separator: "\n").dropFirst().compactMap {
            $0.hasPrefix("    ") ? nil : $0.split(separator: " ").first
        }
        expectTrue(!names.isEmpty)
        let page = CommandLineReference.page()
        for name in names {
            expectTrue(page.contains("\n## \(name)\n"), "no section for \(name)")
        }
    }
}
