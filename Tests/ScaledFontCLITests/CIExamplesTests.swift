import Foundation
import Testing

/// The CI examples under Examples/ci and the README that shows them: every `scaledfont`
/// command and option they use exists (checked against the built tool's `--help`), and the
/// README shows the files as committed and the `Package.swift` lines a library user needs.
@Suite("Examples/ci and the README")
struct CIExamplesTests {
    static let files = ["Examples/ci/github-workflow.yml", "Examples/ci/gitlab-ci.yml"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Each `scaledfont` invocation of a file, shell continuation lines joined, split into
    /// words (up to a redirection or `||`).
    static func invocations(_ text: String) -> [[String]] {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        return joined.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            // The tool itself: a path to the binary, or `swift run scaledfont`, not the
            // `--product scaledfont` of a build.
            let start = words.indices.first { index in
                words[index].hasSuffix("/scaledfont")
                    || words[index] == "scaledfont" && index > 0 && words[index - 1] == "run"
            }
            guard let start else { return nil }
            let rest = words[(start + 1)...].prefix { !["|", "||", ">", "&&", ";"].contains($0) }
            return Array(rest)
        }
    }

    @Test("every scaledfont command and option of the CI examples exists", arguments: files)
    func commandsExist(_ file: String) throws {
        let invocations = Self.invocations(try Self.read(file))
        #expect(invocations.count >= 2, "no scaledfont command found in \(file)")
        for words in invocations {
            let command = try #require(words.first)
            let help = try CLIRunner.run([command, "--help"])
            #expect(help.status == 0, "'\(command)' is not a subcommand: \(help.stderr)")
            for (offset, word) in words.enumerated() where word.hasPrefix("--") {
                #expect(help.stdout.contains(word + " "), "\(command) has no option \(word)")
                if word == "--format", offset + 1 < words.count {
                    let value = words[offset + 1]
                    let line = help.stdout.split(separator: "\n").first { $0.contains("--format") }
                    #expect(
                        help.stdout.contains(value + ",") || help.stdout.contains(value + " ("),
                        "\(command) --format has no \(value): \(line ?? "")")
                }
            }
            // The arguments parse: the same command on this repository's example and fonts in
            // place of the app's.
            let arguments = words.map { word in
                switch word {
                case "App/Styles/*.plist": "Examples/NotoSerif.plist"
                case "App/Fonts": "Fonts"
                default: word
                }
            }
            let run = try CLIRunner.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
    }

    @Test("the README shows each CI example as committed", arguments: files)
    func readmeShowsFile(_ file: String) throws {
        let readme = try Self.read("README.md")
        let text = try Self.read(file)
        #expect(readme.contains("```yaml\n" + text.trimmingCharacters(in: .newlines) + "\n```"))
    }

    @Test("the README's Package.swift lines name this package's library product")
    func readmePackageLines() throws {
        let readme = try Self.read("README.md")
        let manifest = try Self.read("Package.swift")
        let product = #".product(name: "ScaledFont", package: "ScaledFont")"#
        #expect(readme.contains(product))
        #expect(readme.contains(".package(path: \"../ScaledFont\")"))
        #expect(manifest.contains(#".library(name: "ScaledFont", targets: ["ScaledFont"])"#))
        #expect(manifest.contains(#"name: "ScaledFont","#))
    }
}
