import Foundation
import ScaledFontTestSupport
import Testing

/// `check --root` on the Kiosk fixture (artsy/eidolon, TestData/CodeApps, see its README): a
/// CocoaPods target whose fonts come from the `Artsy+UIFonts` pod, which its `Podfile.lock`
/// lists and the checkout does not hold. Both formats carry the warning that names the pod;
/// the only error is Courier, at Auction.storyboard line 80 (removed in iOS 15.0, the target
/// is iOS 10.0).
@Suite("scaledfont check: fonts from a pod absent from the checkout")
struct CocoaPodsCommandTests {
    static let root = "Tests/ScaledFontCLITests/TestData/CodeApps/Kiosk"
    static let pod = "Artsy+UIFonts"

    @Test("text: the UIAppFonts warnings name the pod; the one error is Courier")
    func text() throws {
        let result = try CLIRunner.run(["check", "--root", Self.root])
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "UIAppFonts entry 'AGaramondPro-Regular.otf': no file in the checkout has this "
                    + "path; it may be provided by the pod \(Self.pod)"))
        expectTrue(result.stdout.contains("run `pod install` to check"))
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.contains("Kiosk/Storyboards/Auction.storyboard:80:33"), true)
    }

    @Test("json: appFonts[].providedBy names the pod, the entries are absentFromCheckout")
    func json() throws {
        let result = try CLIRunner.run(["check", "--root", Self.root, "--format", "json"])
        expectEqual(result.status, 1)
        let document = try unwrap(result.json() as? [String: Any])
        let apps = try unwrap(document["apps"] as? [[String: Any]])
        let infoPlist = try unwrap(apps.first?["infoPlist"] as? [String: Any])
        let entries = try unwrap(infoPlist["appFonts"] as? [[String: Any]])
        // Six UIAppFonts entries in Kiosk/Supporting Files/Info.plist.
        expectEqual(entries.count, 6)
        expectTrue(entries.allSatisfy { $0["status"] as? String == "absentFromCheckout" })
        expectTrue(entries.allSatisfy { $0["providedBy"] as? [String] == [Self.pod] })
        let diagnostics = try unwrap(infoPlist["diagnostics"] as? [[String: Any]])
        expectTrue(
            diagnostics.contains {
                $0["level"] as? String == "warning"
                    && ($0["message"] as? String)?.contains("the pod \(Self.pod)") == true
            })
    }
}
