import Foundation
import Testing

/// `scaledfont ramp`: the Dynamic Type sizes, checked against the HIG table.
@Suite("scaledfont ramp")
struct RampCommandTests {
    @Test("--format json: every style at every category, as the HIG gives it")
    func json() throws {
        let result = try CLIRunner.run(["ramp", "--format", "json"])
        #expect(result.status == 0)
        let styles = try #require(
            (try result.json() as? [String: Any])?["styles"] as? [[String: Any]])
        #expect(styles.map { $0["style"] as? String } == Reference.styles)
        #expect(styles[1]["uikitName"] as? String == "title1")
        #expect(styles[9]["uikitName"] as? String == "caption1")
        for entry in styles {
            let style = entry["style"] as? String ?? "?"
            let sizes = try #require(entry["pointSizes"] as? [String: Any])
            #expect(Set(sizes.keys) == Set(Reference.categories))
            for category in Reference.categories {
                #expect(
                    sizes[category] as? Double == Reference.rampSize(style, category),
                    "\(style) at \(category)")
            }
        }
    }

    @Test("--format csv: a header and one row per style and category")
    func csv() throws {
        let result = try CLIRunner.run(["ramp", "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "style,category,pointSize")
        #expect(lines.count == 1 + 11 * 12)
        #expect(lines.contains("body,accessibilityLarge,33.0"))
        #expect(lines.contains("largeTitle,extraSmall,31.0"))
        #expect(lines.contains("caption2,accessibilityExtraExtraExtraLarge,40.0"))
    }

    @Test("text: a row per category by UIKit name, a column per style")
    func text() throws {
        let result = try CLIRunner.run(["ramp"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map {
            $0.split(separator: " ").map(String.init)
        }
        #expect(rows.first == ["CATEGORY"] + Reference.styles)
        #expect(rows.dropFirst().map { $0[0] } == Reference.categories)
        for row in rows.dropFirst() {
            #expect(
                row.dropFirst().map { Double($0) }
                    == Reference.styles.map { Reference.rampSize($0, row[0]) })
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
