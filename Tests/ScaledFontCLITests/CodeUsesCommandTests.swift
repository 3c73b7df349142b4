import Foundation
import ScaledFontTestSupport
import Testing

/// `check --project` reads the font names the target's code uses (TestData/CodeUses, whose
/// README row gives the lines): every format reports them, and `--no-code` leaves the code
/// unread.
@Suite("scaledfont check: the font names in the code")
struct CodeUsesCommandTests {
    static let folder = "Tests/ScaledFontCLITests/TestData/CodeUses"
    static let arguments = [
        "check", folder + "/App/Styles.plist", "--project", folder + "/CodeUses.xcodeproj",
    ]
    static let swift = folder + "/App/Fonts.swift"

    @Test("text: the error at file:line:column under the target, the uses counted")
    func text() throws {
        let result = try CLIRunner.run(Self.arguments)
        expectEqual(result.status, 1)
        expectTrue(result.stdout.contains("font names in the code of target 'CodeUses': "))
        // `    static let title = "Gerogia-Bold"`: four spaces and `static let title = ` (19
        // characters) put the opening quote at column 24 of line 8.
        expectTrue(result.stdout.contains("  \(Self.swift):8:24: error: font 'Gerogia-Bold'"))
        expectTrue(result.stdout.contains("did you mean 'Georgia-Bold'?"))
        // Georgia (line 3) and the constant (line 4) are checked; line 5 is interpolated.
        expectTrue(
            result.stdout.hasSuffix(
                "1 error, 0 warnings; font uses in code: 2 checked, 1 failing, 1 unchecked\n"))
    }

    @Test("--no-code: the code is not read, and the check passes as before")
    func noCode() throws {
        let result = try CLIRunner.run(Self.arguments + ["--no-code"])
        expectEqual(result.status, 0)
        expectTrue(!result.stdout.contains("font names in the code"))
        expectTrue(!result.stdout.contains("font uses in code"))
        let json = try CLIRunner.run(Self.arguments + ["--no-code", "--format", "json"])
        expectTrue(!json.stdout.contains("fontUses"))
    }

    @Test("json: apps[].fontUses, one item per call, the constant's with definedAt")
    func json() throws {
        let result = try CLIRunner.run(Self.arguments + ["--format", "json"])
        expectEqual(result.status, 1)
        let document = try unwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // One app: fontUses is new, so only `apps` has it.
        expectNil(document["fontUses"])
        let apps = try unwrap(document["apps"] as? [[String: Any]])
        let uses = try unwrap(apps.first?["fontUses"] as? [[String: Any]])
        expectEqual(uses.map { $0["line"] as? Int }, [3, 4, 5])
        expectEqual(uses.map { $0["status"] as? String }, ["ok", "error", "unchecked"])
        expectEqual(uses[0]["name"] as? String, "Georgia")
        expectEqual(uses[0]["source"] as? String, "platform")
        expectEqual(uses[1]["name"] as? String, "Gerogia-Bold")
        let definedAt = try unwrap(uses[1]["definedAt"] as? [String: Any])
        expectEqual(definedAt["line"] as? Int, 8)
        expectEqual(definedAt["column"] as? Int, 24)
        expectTrue(uses[2]["name"] is NSNull)
    }

    @Test("junit and gitlab: one item for the failing constant, at its definition's line")
    func ciFormats() throws {
        let junit = try CLIRunner.run(Self.arguments + ["--format", "junit"])
        let root = try MiniXML.parse(junit.stdout)
        let failing = root.all("testcase").filter { !$0.all("failure").isEmpty }
        expectEqual(failing.count, 1)
        expectEqual(failing.first?.attributes["file"], Self.swift)
        expectEqual(failing.first?.attributes["line"], "8")
        let gitlab = try CLIRunner.run(Self.arguments + ["--format", "gitlab"])
        let items = try unwrap(
            try JSONSerialization.jsonObject(with: Data(gitlab.stdout.utf8)) as? [[String: Any]])
        let code = items.filter {
            ($0["location"] as? [String: Any])?["path"] as? String == Self.swift
        }
        expectEqual(code.count, 1)
        expectEqual(
            ((code.first?["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"]
                as? Int, 8)
    }

    @Test("github: a hostile font name in code is escaped, never a workflow command")
    func hostileName() throws {
        let scratch = try TemporaryDirectory()
        for folder in ["CodeUses.xcodeproj", "App"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
        }
        let root = CLIRunner.packageRoot.appendingPathComponent(Self.folder).path
        for file in ["CodeUses.xcodeproj/project.pbxproj", "App/Info.plist", "App/Styles.plist"] {
            try FileManager.default.copyItem(
                atPath: root + "/" + file, toPath: scratch.path + "/" + file)
        }
        // Swift escapes: a line feed then `::error::`, ESC, a bidi override, `##vso[`.
        _ = try scratch.write(
            """
            let a = UIFont(name: "x\\n::error::injected\\u{1B}[2J\\u{202E}", size: 17)
            let b = UIFont(name: "y ##vso[task.setvariable variable=P]1", size: 17)
            let c = UIFont(name: "\\u{3000}::warning::wide", size: 17)

            """, to: "App/Fonts.swift")
        let result = try CLIRunner.run(
            [
                "check", scratch.path + "/App/Styles.plist", "--project",
                scratch.path + "/CodeUses.xcodeproj", "--format", "github",
            ], environment: ["GITHUB_WORKSPACE": scratch.path])
        expectEqual(result.status, 1)
        expectTrue(result.stdout.contains("::error file=App/Fonts.swift,line=1::"))
        expectTrue(
            WorkflowCommandInjectionTests.injected(result.stdout, dictionary: "App/Fonts.swift")
                .isEmpty)
        expectTrue(WorkflowCommandInjectionTests.rawControls(result.stdout).isEmpty)
    }
}
