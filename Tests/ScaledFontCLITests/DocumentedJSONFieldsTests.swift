import Foundation
import ScaledFontTestSupport
import Testing

/// The key paths of the JSON reports, as the DocC article "The Command Line's Contracts"
/// (ScaledFontCheck.docc, CommandLineReports.md) lists them under "Key paths": for each of
/// `check`, `metrics`, `resolve`, `measure`, `fit` and `fonts --used`, the list is exactly what
/// the tool emits over the variants below, and every variant emits only listed paths. A field added to a report
/// without its line in the article, or a line left for a field that is gone, fails here.
@Suite("the documented JSON key paths")
struct DocumentedJSONFieldsTests {
    /// One run of the tool with `--format json`.
    struct Variant: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        var environment: [String: String] = [:]

        /// The report's heading in the article: the subcommand, and `--used` for `fonts`'s.
        var command: String {
            arguments.contains("--used") ? arguments[0] + " --used" : arguments[0]
        }
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let notoSerif = ["Examples/NotoSerif.plist", "--fonts-dir", "Fonts"]
    static let app = [
        "Tests/ScaledFontCLITests/TestData/BrokenApp/Styles.plist", "--fonts-dir",
        "Examples/App/App", "--platform",
        "ios@15",
    ]
    static let fixtures = "Tests/ScaledFontTests/Fixtures"
    static let measure = ["measure"] + notoSerif + ["--style", "body", "--text", "AVATAR office"]

    /// Every option that adds fields, and data that fills every array the report can hold
    /// (findings, cascade faces, Info.plist entries, a named instance, a name not found).
    static let variants: [Variant] = [
        Variant(arguments: ["check"] + notoSerif),
        Variant(arguments: ["check"] + notoSerif + ["--bold-text", "--text", "Hx\u{2192}"]),
        Variant(
            arguments: ["check"] + app + [
                "--info-plist", "Tests/ScaledFontCLITests/TestData/BrokenApp/Info.plist",
            ]),
        Variant(arguments: [
            "check", "Examples/App/Styles.plist", "--project",
            "Tests/ScaledFontTests/TestData/Projects/Synchronized/Synchronized.xcodeproj",
            "--target", "SyncApp", "--target", "SyncWidgetExtension",
        ]),
        Variant(arguments: [
            "check", "Tests/ScaledFontCLITests/TestData/CodeUses/App/Styles.plist", "--project",
            "Tests/ScaledFontCLITests/TestData/CodeUses/CodeUses.xcodeproj",
        ]),
        // A CocoaPods target whose pod is absent: appFonts[].providedBy names it.
        Variant(arguments: [
            "check", "--root", "Tests/ScaledFontCLITests/TestData/CodeApps/Kiosk",
        ]),
        Variant(arguments: ["metrics"] + notoSerif),
        Variant(arguments: ["metrics"] + notoSerif + ["--all-categories", "--bold-text"]),
        Variant(arguments: ["metrics"] + notoSerif + ["--scale", "1.25", "--bold-text"]),
        Variant(
            arguments: ["metrics"] + notoSerif + ["--category", "system"],
            environment: ["SCALEDFONT_CATEGORY": "ax2"]),
        Variant(arguments: ["metrics"] + app),
        Variant(arguments: ["metrics"] + app + ["--all-categories"]),
        Variant(arguments: ["resolve", "NotoSerif-Bold", "Futura-Medium", "--fonts-dir", "Fonts"]),
        Variant(arguments: ["resolve", "SFFixtureVariable-SemiBold", "--fonts-dir", fixtures]),
        Variant(arguments: ["resolve", "Noteworthy-Bold", "--platform", "ios@15"]),
        Variant(arguments: measure),
        Variant(arguments: measure + ["--scale", "1.25"]),
        Variant(
            arguments: ["fit", "Examples/DejaVuSans.plist", "--layout", "Examples/Layout.json"]),
        // Used, unused, possibly unused and registered files; styles and code uses.
        Variant(arguments: ["fonts", "--used", "--root", "Examples/App"]),
        Variant(arguments: [
            "fonts", "--used", "--root", "Tests/ScaledFontCLITests/TestData/UsedFonts",
        ]),
    ]

    static let commands = ["check", "metrics", "resolve", "measure", "fit", "fonts --used"]

    static let article = "Sources/ScaledFontCheck/ScaledFontCheck.docc/CommandLineReports.md"

    /// Every key path of a JSON value: `a.b` is key `b` of the object at `a`, `a[]` an element
    /// of the array at `a` (`[]` alone one of a top-level array). The keys of a named
    /// instance's `coordinates` are axis tags, so they are written `*`. Each element of
    /// `check`'s top-level `apps` has the top level's own fields for one app, as the article
    /// says: its paths are compared as top-level paths.
    static func keyPaths(_ value: Any, at path: String = "") -> Set<String> {
        var paths: Set<String> = []
        if let object = value as? [String: Any] {
            for (key, inner) in object {
                let name = path.hasSuffix(".coordinates") ? "*" : key
                let child = path.isEmpty ? name : path + "." + name
                paths.insert(child)
                if child == "apps", let targets = inner as? [Any] {
                    for target in targets { paths.formUnion(keyPaths(target)) }
                    continue
                }
                paths.formUnion(keyPaths(inner, at: child))
            }
        } else if let array = value as? [Any] {
            for element in array { paths.formUnion(keyPaths(element, at: path + "[]")) }
        }
        return paths
    }

    /// The key paths the article lists for `command`: the first word of each line of the
    /// first code block after the heading `#### command` of its "Key paths" section.
    static func documented(_ command: String) throws -> Set<String> {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(article), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let section = try unwrap(lines.firstIndex(of: "### Key paths"), "no Key paths section")
        let heading = try unwrap(
            lines[section...].firstIndex(of: "#### \(command)"), "no heading for \(command)")
        let open = try unwrap(
            lines[heading...].firstIndex { $0.hasPrefix("```") }, "no list for \(command)")
        let close = try unwrap(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
        let words = lines[(open + 1)..<close].compactMap { $0.split(separator: " ").first }
        return Set(words.map(String.init))
    }

    /// What one variant emits.
    static func emitted(_ variant: Variant) throws -> Set<String> {
        let result = try CLIRunner.run(
            variant.arguments + ["--format", "json"], environment: variant.environment)
        expectTrue(result.status == 0 || result.status == 1, "stderr: \(result.stderr)")
        return keyPaths(try result.json())
    }

    @Test("every key path a report holds is documented", arguments: variants)
    func variantIsDocumented(_ variant: Variant) throws {
        let undocumented = try Self.emitted(variant).subtracting(Self.documented(variant.command))
        expectTrue(undocumented.isEmpty, "not in \(Self.article): \(undocumented.sorted())")
    }

    @Test("every documented key path is emitted", arguments: commands)
    func documentedIsEmitted(_ command: String) throws {
        var emitted: Set<String> = []
        for variant in Self.variants where variant.command == command {
            emitted.formUnion(try Self.emitted(variant))
        }
        let documented = try Self.documented(command)
        expectTrue(!documented.isEmpty)
        let notEmitted = documented.subtracting(emitted).sorted()
        let undocumented = emitted.subtracting(documented).sorted()
        expectTrue(notEmitted.isEmpty, "listed in \(Self.article) but never emitted")
        expectTrue(undocumented.isEmpty, "emitted but not listed in \(Self.article)")
    }

    @Test("a key the article does not list is found")
    func undocumentedKeyIsFound() throws {
        let report: [String: Any] = ["ok": true, "dictionaries": [["dictionary": "a", "new": 1]]]
        let paths = Self.keyPaths(report)
        expectEqual(
            paths, ["ok", "dictionaries", "dictionaries[].dictionary", "dictionaries[].new"])
        expectTrue(!paths.isSubset(of: try Self.documented("check")))
    }
}
