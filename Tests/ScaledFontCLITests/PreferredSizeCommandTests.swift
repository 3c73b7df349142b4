import Foundation
import ScaledFontTestSupport
import Testing

/// `metrics --category system` (the user's preferred size) and `metrics --scale`.
@Suite("scaledfont metrics --category system and --scale")
struct PreferredSizeCommandTests {
    /// A folder holding a stand-in `gsettings` that prints `factor`, removed on deinit
    /// (installed by another process: ``TemporaryDirectory/installScript(_:as:)``).
    final class FakeGSettings {
        let directory: TemporaryDirectory
        var folder: URL { URL(fileURLWithPath: directory.path) }

        init(printing factor: String) throws {
            directory = try TemporaryDirectory()
            _ = try directory.installScript("echo \(factor)", as: "gsettings")
        }
    }

    func metricsJSON(
        _ options: [String], environment: [String: String]
    ) throws -> [String: Any] {
        let result = try CLIRunner.run(
            ["metrics", "Examples/DejaVuSans.plist", "--format", "json"] + options,
            environment: environment)
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        return try unwrap(result.json() as? [String: Any])
    }

    @Test("SCALEDFONT_CATEGORY chooses the category of --category system")
    func environmentVariable() throws {
        let json = try metricsJSON(
            ["--category", "system"], environment: ["SCALEDFONT_CATEGORY": "ax3"])
        expectEqual(json["category"] as? String, "accessibilityExtraLarge")
        let preference = try unwrap(json["preference"] as? [String: Any])
        expectEqual(preference["source"] as? String, "environment")
        // DejaVuSans.plist gives body the HIG size at Large; at AX3 the HIG body size is 40.
        let styles = try unwrap(json["styles"] as? [[String: Any]])
        let body = try unwrap(styles.first { $0["style"] as? String == "body" })
        expectEqual(body["pointSize"] as? Double, 40)
    }

    @Test("GNOME's text-scaling-factor 1.25 is extraExtraLarge (21.25 pt is nearest to 21)")
    func gnomeFactor() throws {
        let gsettings = try FakeGSettings(printing: "1.25")
        let json = try metricsJSON(
            ["--category", "system"],
            environment: ["SCALEDFONT_CATEGORY": "", "PATH": gsettings.folder.path])
        expectEqual(json["category"] as? String, "extraExtraLarge")
        let preference = try unwrap(json["preference"] as? [String: Any])
        expectEqual(preference["source"] as? String, "gnome")
        expectEqual(preference["textScalingFactor"] as? Double, 1.25)
    }

    @Test("without either, --category system is large, named as the default in text")
    func defaultPreference() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/DejaVuSans.plist", "--category", "system"],
            environment: ["SCALEDFONT_CATEGORY": "", "PATH": "/nonexistent"])
        expectEqual(result.status, 0)
        expectTrue(
            result.stdout.hasPrefix(
                "Examples/DejaVuSans.plist at large (system: default factor 1.0)"))
    }

    @Test("a misspelt SCALEDFONT_CATEGORY is a usage error")
    func environmentTypo() throws {
        let result = try CLIRunner.run(
            ["metrics", "Examples/DejaVuSans.plist", "--category", "system"],
            environment: ["SCALEDFONT_CATEGORY": "huge"])
        Expect.usageError(result, mentions: "SCALEDFONT_CATEGORY: unknown content size category")
    }

    @Test("--scale multiplies each entry's size: DejaVuSans.plist's HIG sizes at Large x 1.5")
    func scale() throws {
        let json = try metricsJSON(["--scale", "1.5"], environment: [:])
        expectEqual(json["scale"] as? Double, 1.5)
        expectNil(json["category"])
        let styles = try unwrap(json["styles"] as? [[String: Any]])
        // HIG sizes at Large: largeTitle 34, body 17, caption2 11.
        for (style, size) in [("largeTitle", 51.0), ("body", 25.5), ("caption2", 16.5)] {
            let entry = try unwrap(styles.first { $0["style"] as? String == style })
            expectEqual(entry["pointSize"] as? Double, size, "\(style)")
        }
    }

    @Test(
        "--scale out of range, or with a category, is a usage error",
        arguments: [
            (["--scale", "0"], "invalid value '0' for '--scale'"),
            (["--scale", "eleven"], "invalid value 'eleven' for '--scale'"),
            (["--scale", "2", "--category", "xl"], "cannot be used with '--category'"),
            (["--scale", "2", "--all-categories"], "cannot be used with '--category'"),
        ])
    func scaleUsage(options: [String], message: String) throws {
        let result = try CLIRunner.run(["metrics", "Examples/DejaVuSans.plist"] + options)
        Expect.usageError(result, mentions: message)
    }
}
