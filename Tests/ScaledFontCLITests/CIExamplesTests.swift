import Foundation
import ScaledFontTestSupport
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

    /// A word of a CI example's command, with the app's paths replaced by this repository's
    /// example app's: its dictionary, project, Info.plist and fonts.
    static func inExampleApp(_ word: String) -> String {
        switch word {
        case "App/Styles/*.plist": "Examples/App/Styles.plist"
        case "App/App.xcodeproj": "Examples/App/App.xcodeproj"
        case "App/Info.plist": "Examples/App/App/Info.plist"
        case "App/Fonts": "Examples/App/App"
        default: word
        }
    }

    @Test("every scaledfont command and option of the CI examples exists", arguments: files)
    func commandsExist(_ file: String) throws {
        let invocations = Self.invocations(try Self.read(file))
        expectTrue(!invocations.isEmpty, "no scaledfont command found in \(file)")
        for words in invocations {
            let command = try unwrap(words.first)
            let help = try CLIRunner.run([command, "--help"])
            expectEqual(help.status, 0, "'\(command)' is not a subcommand: \(help.stderr)")
            for (offset, word) in words.enumerated() where word.hasPrefix("--") {
                expectTrue(help.stdout.contains(word + " "), "\(command) has no option \(word)")
                if word == "--format", offset + 1 < words.count {
                    let value = words[offset + 1]
                    let line = help.stdout.split(separator: "\n").first { $0.contains("--format") }
                    expectTrue(
                        help.stdout.contains(value + ",") || help.stdout.contains(value + " ("),
                        "\(command) --format has no \(value): \(line ?? "")")
                }
            }
            // The command passes on this repository's example app in place of the app: its
            // project, Info.plist, fonts and dictionary.
            let arguments = words.map(Self.inExampleApp)
            let run = try CLIRunner.run(arguments)
            expectEqual(run.status, 0, "\(arguments): \(run.stderr)")
        }
    }

    @Test(
        "each CI example gates with --project, and names the way without a project",
        arguments: files)
    func gateWithProject(_ file: String) throws {
        let text = try Self.read(file)
        let invocations = Self.invocations(text)
        expectTrue(invocations.allSatisfy { $0.contains("--project") })
        // The comment's alternative without an Xcode project passes on the example app too.
        let comment = try unwrap(
            text.split(separator: "\n").first { $0.contains("give --info-plist") },
            "\(file) names no way without a project")
        let words = comment.split(separator: " ").map(String.init)
        let start = try unwrap(words.firstIndex(of: "--info-plist"))
        let options = words[start...].prefix { $0 != "instead." }.map { word in
            word.hasSuffix(".") ? String(word.dropLast()) : word
        }
        expectTrue(options.contains("--platform"))
        let arguments = ["check", "Examples/App/Styles.plist"] + options.map(Self.inExampleApp)
        let run = try CLIRunner.run(arguments)
        expectEqual(run.status, 0, "\(arguments): \(run.stdout) \(run.stderr)")
    }

    /// ReportsForCI.md's "Building the tool for CI" gives the build command; the examples
    /// build the tool that way, in the Swift 6.1 image on Ubuntu 24.04 (noble).
    @Test(
        "each CI example builds the tool as the documentation says, in swift:6.1-noble",
        arguments: files)
    func buildAsDocumented(_ file: String) throws {
        let text = try Self.read(file)
        let article = try Self.read("Sources/ScaledFontCheck/ScaledFontCheck.docc/ReportsForCI.md")
        expectTrue(
            article.contains(
                "swift build -c release --static-swift-stdlib --disable-local-rpath --product scaledfont"
            ))
        expectTrue(
            text.contains(
                "swift build -c release --static-swift-stdlib --disable-local-rpath "
                    + "--package-path Tools/ScaledFont --product scaledfont"))
        expectTrue(text.contains("swift:6.1-noble"))
    }

    @Test("GitLab: the reports the job writes are the artifacts it declares")
    func gitlabArtifacts() throws {
        let text = try Self.read("Examples/ci/gitlab-ci.yml")
        let formats = Self.invocations(text).compactMap { words in
            words.firstIndex(of: "--format").map { words[$0 + 1] }
        }
        expectEqual(formats, ["gitlab", "junit"])
        expectTrue(text.contains("--format gitlab > gl-code-quality.json"))
        expectTrue(text.contains("--format junit > fonts-junit.xml\n"))
        expectTrue(text.contains("junit: fonts-junit.xml"))
        expectTrue(text.contains("codequality: gl-code-quality.json"))
    }

    @Test("the README links each CI example", arguments: files)
    func readmeLinksFile(_ file: String) throws {
        let readme = try Self.read("README.md")
        expectTrue(readme.contains("[`\(file)`](\(file))"))
    }

    @Test("the README's first CI example is the action of action.yml, with its inputs")
    func readmeShowsAction() throws {
        let readme = try Self.read("README.md")
        let section = try unwrap(readme.range(of: "## Using it in CI\n"))
        let example = try unwrap(readme[section.upperBound...].range(of: "```yaml\n"))
        let block = readme[example.upperBound...].prefix { $0 != "`" }
        expectTrue(block.contains("- uses: ./Tools/ScaledFont"))
        let action = try Self.read("action.yml")
        for input in ["path", "platform", "arguments"] {
            expectTrue(action.contains("\n  \(input):\n"), "action.yml has the input \(input)")
            expectTrue(block.contains(input), "the README names the input \(input)")
        }
        // The action's steps are the script CI runs (.ci/run), not commands copied by hand.
        expectTrue(action.contains("\"$GITHUB_ACTION_PATH/Scripts/action-steps.sh\" build"))
        expectTrue(action.contains("\"$GITHUB_ACTION_PATH/Scripts/action-steps.sh\" gate"))
        let steps = try Self.read("Scripts/action-steps.sh")
        expectTrue(
            steps.contains("flags=(-c release --static-swift-stdlib --disable-local-rpath)"))
        expectTrue(steps.contains("check \"$path\" --format github"))
        // The GitHub and GitLab examples that name the files run the same check.
        let workflow = try Self.read("Examples/ci/github-workflow.yml")
        let gitlab = try Self.read("Examples/ci/gitlab-ci.yml")
        expectTrue(workflow.contains("check App/Styles/*.plist \\\n"))
        expectTrue(workflow.contains("--project App/App.xcodeproj --format github"))
        expectTrue(gitlab.contains("check App/Styles/*.plist --project App/App.xcodeproj"))
    }

    @Test("the README's Package.swift lines name this package's library product")
    func readmePackageLines() throws {
        let readme = try Self.read("README.md")
        let manifest = try Self.read("Package.swift")
        let product = #".product(name: "ScaledFont", package: "ScaledFont")"#
        expectTrue(readme.contains(product))
        expectTrue(readme.contains(".package(path: \"../ScaledFont\")"))
        expectTrue(manifest.contains(#".library(name: "ScaledFont", targets: ["ScaledFont"])"#))
        expectTrue(manifest.contains(#"name: "ScaledFont","#))
    }

    /// The action's cache key is a digest of the package's inputs: 16 hexadecimal digits and
    /// exit status 0, also when the package pins no dependency (no `Package.resolved`, as
    /// here), which `set -o pipefail` once turned into exit 1 with the key printed.
    @Test("Scripts/action-steps.sh cache-key: 16 hexadecimal digits, exit 0")
    func actionCacheKey() throws {
        let script = CLIRunner.packageRoot.appendingPathComponent("Scripts/action-steps.sh").path
        let result = try ProcessRunner.run(["/bin/bash", script, "cache-key"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let key = result.stdout.trimmingCharacters(in: .newlines)
        expectTrue(key.count == 16 && key.allSatisfy(\.isHexDigit), "\(key)")
    }
}
