import Foundation
import ScaledFontTestSupport
import Testing

/// The runner every CLI test starts `scaledfont` with: in a CI job the test process has the
/// job's summary file, workspace and perhaps `NO_COLOR`, and no run may see them unless its
/// test sets them. The variables are given as a base environment, not set with `setenv`,
/// which would change them for every test running in parallel.
@Suite("CLIRunner: the environment of a run")
struct CLIRunnerTests {
    /// This process's environment with the CI variables and `NO_COLOR` set, as in a GitHub
    /// Actions or GitLab CI job; the summary is a file in `folder`.
    static func ciEnvironment(summary: String) -> [String: String] {
        ProcessInfo.processInfo.environment.merging([
            "GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": "/nonexistent/workspace",
            "CI_PROJECT_DIR": "/nonexistent/project", "NO_COLOR": "1",
        ]) { $1 }
    }

    @Test("the environment drops the CI variables and NO_COLOR, and keeps what a test sets")
    func environment() {
        let base = [
            "PATH": "/usr/bin", "GITHUB_STEP_SUMMARY": "/summary", "GITHUB_WORKSPACE": "/w",
            "CI_PROJECT_DIR": "/p", "NO_COLOR": "1",
        ]
        expectEqual(ProcessRunner.environment([:], base: base), ["PATH": "/usr/bin"])
        let set = ["GITHUB_STEP_SUMMARY": "/mine", "NO_COLOR": "", "LANG": "C"]
        expectEqual(
            ProcessRunner.environment(set, base: base),
            [
                "PATH": "/usr/bin", "GITHUB_STEP_SUMMARY": "/mine", "NO_COLOR": "", "LANG": "C",
            ])
    }

    @Test("a child process does not get them: env prints neither")
    func childEnvironment() throws {
        let base = Self.ciEnvironment(summary: "/nonexistent/summary")
        let output = try ProcessRunner.run(["env"], baseEnvironment: base)
        expectEqual(output.status, 0)
        let names = Set(
            output.stdout.split(separator: "\n").map { String($0.prefix { $0 != "=" }) })
        expectTrue(names.isDisjoint(with: ProcessRunner.withheldVariables), "\(names)")
        expectTrue(names.contains("PATH"))
    }

    @Test("scaledfont --format github in a CI job's environment leaves the job's summary alone")
    func summaryUntouched() throws {
        let folder = try TemporaryFolder()
        let summary = folder.path + "/summary.md"
        _ = FileManager.default.createFile(atPath: summary, contents: nil)
        let arguments = [
            "check", "Examples/NotoSerif.plist", "--fonts-dir", "Fonts", "--format", "github",
        ]
        let base = Self.ciEnvironment(summary: summary)
        let plain = try ProcessCLIRunner.run(arguments, baseEnvironment: base)
        expectEqual(plain.status, 0, "stderr: \(plain.stderr)")
        expectTrue(try String(contentsOfFile: summary, encoding: .utf8).isEmpty)
        // The same run with the summary set by the test: it gets through and is written.
        let explicit = try ProcessCLIRunner.run(
            arguments, environment: ["GITHUB_STEP_SUMMARY": summary], baseEnvironment: base)
        expectEqual(explicit.status, 0, "stderr: \(explicit.stderr)")
        expectTrue(try !String(contentsOfFile: summary, encoding: .utf8).isEmpty)
    }
}
