import Foundation
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
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "UIAppFonts entry 'AGaramondPro-Regular.otf': no file in the checkout has this "
                    + "path; it may be provided by the pod \(Self.pod)"))
        #expect(result.stdout.contains("run `pod install` to check"))
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Kiosk/Storyboards/Auction.storyboard:80:33") == true)
    }

    @Test("json: appFonts[].providedBy names the pod, the entries are absentFromCheckout")
    func json() throws {
        let result = try CLIRunner.run(["check", "--root", Self.root, "--format", "json"])
        #expect(result.status == 1)
        let document = try #require(try result.json() as? [String: Any])
        let apps = try #require(document["apps"] as? [[String: Any]])
        let infoPlist = try #require(apps.first?["infoPlist"] as? [String: Any])
        let entries = try #require(infoPlist["appFonts"] as? [[String: Any]])
        // Six UIAppFonts entries in Kiosk/Supporting Files/Info.plist.
        #expect(entries.count == 6)
        #expect(entries.allSatisfy { $0["status"] as? String == "absentFromCheckout" })
        #expect(entries.allSatisfy { $0["providedBy"] as? [String] == [Self.pod] })
        let diagnostics = try #require(infoPlist["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains {
                $0["level"] as? String == "warning"
                    && ($0["message"] as? String)?.contains("the pod \(Self.pod)") == true
            })
    }
}
