import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont ramp`: the Dynamic Type sizes, checked against the HIG table.
@Suite("scaledfont ramp")
struct RampCommandTests {
    @Test("--format json: every style at every category, as the HIG gives it")
    func json() throws {
        let result = try CLIRunner.run(["ramp", "--format", "json"])
        expectEqual(result.status, 0)
        let styles = try unwrap(
            (try result.json() as? [String: Any])?["styles"] as? [[String: Any]])
        expectEqual(styles.map { $0["style"] as? String }, Reference.styles)
        expectEqual(styles[1]["uikitName"] as? String, "title1")
        expectEqual(styles[9]["uikitName"] as? String, "caption1")
        for entry in styles {
            let style = entry["style"] as? String ?? "?"
            let sizes = try unwrap(entry["pointSizes"] as? [String: Any])
            expectEqual(Set(sizes.keys), Set(Reference.categories))
            for category in Reference.categories {
                expectEqual(
                    sizes[category] as? Double, Reference.rampSize(style, category),
                    "\(style) at \(category)")
            }
        }
    }

    @Test("--format csv: a header and one row per style and category")
    func csv() throws {
        let result = try CLIRunner.run(["ramp", "--format", "csv"])
        expectEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "style,category,pointSize")
        expectEqual(lines.count, 1 + 11 * 12)
        expectTrue(lines.contains("body,accessibilityLarge,33.0"))
        expectTrue(lines.contains("largeTitle,extraSmall,31.0"))
        expectTrue(lines.contains("caption2,accessibilityExtraExtraExtraLarge,40.0"))
    }

    @Test("text: a row per category by UIKit name, a column per style")
    func text() throws {
        let result = try CLIRunner.run(["ramp"])
        expectEqual(result.status, 0)
        let rows = result.stdout.split(separator: "\n").map {
            $0.split(separator: " ").map(String.init)
        }
        expectEqual(rows.first, ["CATEGORY"] + Reference.styles)
        expectEqual(rows.dropFirst().map { $0[0] }, Reference.categories)
        for row in rows.dropFirst() {
            expectEqual(
                row.dropFirst().map { Double($0) },
                Reference.styles.map { Reference.rampSize($0, row[0]) })
        }
    }

    @Test(
        "bad arguments: exit 2, the fix on stderr, nothing on stdout",
        arguments: [
            (["ramp", "body"], "unexpected argument 'body': 'ramp' takes no arguments"),
            (["ramp", "--format", "yaml"], "expected one of text, json, csv"),
            (["ramp", "--fonts-dir", "Fonts"], "unknown option '--fonts-dir' for 'ramp'"),
        ])
    func badArguments(arguments: [String], message: String) throws {
        Expect.usageError(try CLIRunner.run(arguments), mentions: message)
    }
}
