import Foundation
import ScaledFontTestSupport
import Testing

/// The one place the tests look at the fonts this machine has installed, rather than at the
/// test environment's (``TestEnvironment``): the CLI and `fc-match` run under the machine's
/// own Fontconfig configuration, and the expectation comes from `fc-match`, asked
/// independently with the family escaped.
@Suite("scaledfont on the machine's own fonts")
struct MachineFontsTests {
    /// The face `fc-match` gives for `system-ui` at a Fontconfig weight under the machine's
    /// configuration, `nil` when it gives none (a machine without fonts). `-` is escaped:
    /// `system-ui` unescaped is the family `system` at the size `-ui`.
    static func machineSystemFace(weight: Int) throws -> String? {
        let output = try ProcessRunner.run(
            ["fc-match", "-f", "%{file}", #"system\-ui:weight="# + String(weight)],
            baseEnvironment: TestEnvironment.machine)
        return output.status == 0 && !output.stdout.isEmpty ? output.stdout : nil
    }

    @Test("reads the machine's fonts: fonts not installed fall back to fc-match's system-ui face")
    func fallbackIsTheMachinesSystemFace() throws {
        // FC_WEIGHT_REGULAR is 80, FC_WEIGHT_DEMIBOLD 180 (fontconfig.h); headline is the one
        // semibold style.
        let regular = try Self.machineSystemFace(weight: 80)
        let semibold = try Self.machineSystemFace(weight: 180)
        let (result, _) = try ProcessCLIRunner.capture(
            ProcessCLIRunner.makeProcess(
                ["check", "Examples/Futura.plist", "--format", "json"],
                baseEnvironment: TestEnvironment.machine))
        guard let regular, let semibold else {
            // A machine without fonts: no face to fall back to.
            expectEqual(result.status, 2, "stderr: \(result.stderr)")
            return
        }
        expectEqual(result.status, 1, "stderr: \(result.stderr)")
        let root = try unwrap(result.json() as? [String: Any])
        let dictionaries = try unwrap(root["dictionaries"] as? [[String: Any]])
        let entries = try unwrap(dictionaries.first?["entries"] as? [[String: Any]])
        expectEqual(entries.count, 11)
        for entry in entries {
            let style = try unwrap(entry["style"] as? String)
            expectEqual(entry["fallbackReason"] as? String, "fontNotInstalled", "\(style)")
            expectEqual(
                entry["file"] as? String, (style == "headline" ? semibold : regular), "\(style)")
        }
    }
}
