import Foundation
import ScaledFontTestSupport
import Testing

/// `check --root` on the SwiftGen and React Native app fixtures (TestData/CodeApps, see its
/// README): each is found as an app (Vitamin's showcase project linking its package,
/// Mattermost's project in `ios/`), every use gets the status of its `uses.tsv`, the correct
/// apps pass, and each `Mistakes` copy fails with exactly its planted error.
@Suite("scaledfont check: SwiftGen and React Native apps")
struct ReaderAppCommandTests {
    static let folder = "Tests/ScaledFontCLITests/TestData/CodeApps"

    /// The JSON report of `check --root` on the fixture `name`, and the exit status.
    static func check(_ name: String) throws -> (status: Int32, document: [String: Any]) {
        let result = try CLIRunner.run(
            ["check", "--root", folder + "/" + name, "--format", "json"])
        let document = try unwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (result.status, document)
    }

    @Test(
        "the fontUses are the uses.tsv, with its statuses",
        arguments: ["Vitamin", "VitaminMistakes", "Mattermost", "MattermostMistakes"])
    func fontUses(_ fixture: String) throws {
        let (_, document) = try Self.check(fixture)
        let apps = try unwrap(document["apps"] as? [[String: Any]])
        expectEqual(apps.count, 1)
        let uses = try unwrap(apps.first?["fontUses"] as? [[String: Any]])
        let found = uses.map { use in
            "\(use["file"] as? String ?? ""):\(use["line"] as? Int ?? 0):"
                + "\(use["column"] as? Int ?? 0) \(use["name"] as? String ?? "-") "
                + "\(use["status"] as? String ?? "")"
        }.sorted()
        let expected = try CodeAppUses.load(fixture).map { use in
            // A name known only at run time is null in JSON.
            let name = use.status == "unchecked" ? "-" : use.name
            return "\(use.file):\(use.line):\(use.column) \(name) \(use.status)"
        }.sorted()
        expectEqual(found, expected)
    }

    @Test("the correct apps pass (a missing CocoaPods xcconfig is a warning)")
    func correctAppsPass() throws {
        for fixture in ["Vitamin", "Mattermost"] {
            let result = try CLIRunner.run(["check", "--root", Self.folder + "/" + fixture])
            expectEqual(result.status, 0, "\(fixture): \(result.stdout)")
            expectTrue(!result.stdout.contains(": error:"))
        }
    }

    @Test(
        "each Mistakes copy fails with exactly its planted error",
        arguments: [
            // `awk '/"RobotoCondensed-BoldItalic", family/ { print NR, index($0,
            // "\"RobotoCondensed-BoldItalic\"") }'` on Fonts.swift gives 20 65.
            (
                "VitaminMistakes",
                "Sources/VitaminCore/Foundations/Typography/Fonts.swift:20:65",
                "registeredFontNotCopied"
            ),
            // `awk "/OpenSans-Blod/ { print NR, index(\$0, \"'\") }"` gives 12 21.
            ("MattermostMistakes", "app/components/badge/index.tsx:12:21", "fontNotInstalled"),
        ])
    func mistakes(fixture: String, place: String, reason: String) throws {
        let text = try CLIRunner.run(["check", "--root", Self.folder + "/" + fixture])
        expectEqual(text.status, 1)
        let errors = text.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.hasPrefix("  \(place): error: "), true)
        let (status, document) = try Self.check(fixture)
        expectEqual(status, 1)
        expectEqual(document["outcome"] as? String, "failed")
        let apps = try unwrap(document["apps"] as? [[String: Any]])
        let failing = (apps.first?["fontUses"] as? [[String: Any]] ?? []).filter {
            $0["status"] as? String == "error"
        }
        expectEqual(failing.map { $0["reason"] as? String }, [reason])
    }
}
