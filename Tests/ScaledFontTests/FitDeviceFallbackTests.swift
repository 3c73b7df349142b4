import ScaledFontCheck
import ScaledFontCore
import ScaledFontTestSupport
import Testing

@testable import ScaledFontCheck

/// `fit` with an Apple platform: characters the app's face lacks are measured as the device's
/// fallback sets them, never at the width of `.notdef`.
@Suite("fit: the device's fallback")
struct FitDeviceFallbackTests {
    /// The HIG's body sizes at the twelve categories, xSmall to AX5 (Apple's Human Interface
    /// Guidelines, Typography, "Dynamic Type sizes", iOS).
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    @Test("six ideographs the face lacks are 6 em at each category and overflow 200 pt from AX3")
    func ideographsAtOneEm() throws {
        // The Noto Sans subset has no CJK ideograph (its ORIGIN.md lists its characters).
        // PingFang SC sets each ideograph 1 em wide: 6 × the body size. 6 × 33 = 198 pt fits
        // in 200 pt on one line; 6 × 40 = 240 pt does not, from accessibilityExtraLarge on.
        let element = FitLayout.Element(
            id: "profile", style: .body, width: 200, maxLines: 1, content: .text("完善个人档案"))
        let report = try FitTests.check(
            [element], font: "NotoSans-Regular", fontsDir: "Tests/Fonts/NotoSans",
            platform: .iOS(nil))
        let results = report.elements[0].results
        expectEqual(results.map(\.pointSize), Self.bodySizes)
        for (result, size) in zip(results, Self.bodySizes) {
            expectTrue(result.isApproximate)
            // One line while 6 em fit; else as many whole ems as fit in 200 pt on the first.
            let perLine = min(6, Int(200 / size))
            expectEqual(result.lines, (6 + perLine - 1) / perLine, "\(result.category)")
            expectEqual(result.widestLine, Double(perLine) * size, "\(result.category)")
            expectEqual(result.fits, (6 * size <= 200), "\(result.category)")
        }
        let error = try unwrap(report.findings.first { $0.severity == .error })
        expectTrue(error.message.contains("from accessibilityExtraLarge (40 pt) on"))
        expectEqual(report.findings.map(\.reason), [.textDoesNotFit, .approximateWidth])
        expectEqual(report.outcome, .failed)
    }

    @Test("a character no face has is a warning naming it and the element, measured at 1 em")
    func unplaceable() throws {
        // U+10FFFD is a private-use code point of plane 16, which no font here maps: the
        // subset surely lacks it, and so does every face the cascade tries.
        let element = FitLayout.Element(
            id: "icon", style: .body, width: 300, maxLines: 1, content: .text("\u{10FFFD}"))
        let report = try FitTests.check(
            [element], font: "NotoSans-Regular", fontsDir: "Tests/Fonts/NotoSans",
            platform: .iOS(nil))
        for (result, size) in zip(report.elements[0].results, Self.bodySizes) {
            expectEqual(result.widestLine, size, "\(result.category)")
            expectTrue(result.isApproximate)
        }
        let unplaced = report.findings.filter { $0.reason == .characterUnavailable }
        expectEqual(unplaced.count, 1)
        expectEqual(unplaced.first?.severity, .warning)
        expectEqual(unplaced.first?.styleKey, "icon")
        expectEqual(unplaced.first?.message.contains("'icon' has U+10FFFD"), true)
    }

    @Test("the device's fonts given are searched first")
    func deviceFontsFirst() throws {
        // The Noto Sans subset has no "8" (its ORIGIN.md lists its characters); the
        // WenQuanYi Zen Hei subset has it 614 units wide at 1024 units per em (its hmtx and
        // head tables, read with fontTools). Standing in for the device's font, it sets it.
        let folder = try TemporaryDirectory()
        let root = TestEnvironment.packageRoot
        let report = try FitCheck(
            dictionary: try FitTests.dictionary("NotoSans-Regular", in: folder),
            layout: FitLayout(
                path: "Layout.json",
                elements: [
                    FitLayout.Element(
                        id: "eight", style: .body, width: 300, maxLines: 1, content: .text("8"))
                ]),
            fontFolders: [root.appendingPathComponent("Tests/Fonts/NotoSans").path],
            platform: .iOS(nil),
            deviceFontFolders: [root.appendingPathComponent("Tests/Fonts/WenQuanYiZenHei").path]
        ).run()
        for (result, size) in zip(report.elements[0].results, Self.bodySizes) {
            expectEqual(result.widestLine, 614 * size / 1024, "\(result.category)")
            expectTrue(result.isApproximate)
        }
        expectEqual(report.findings.map(\.reason), [.approximateWidth])
    }

    @Test("on Linux nothing changes: the cascade of this machine, no warning")
    func linuxUnchanged() throws {
        let element = FitLayout.Element(
            id: "icon", style: .body, width: 300, maxLines: 1, content: .text("a\u{10FFFD}"))
        let report = try FitTests.check(
            [element], font: "NotoSans-Regular", fontsDir: "Tests/Fonts/NotoSans")
        expectTrue(report.findings.isEmpty)
        expectTrue(report.elements[0].results.allSatisfy { !$0.isApproximate })
    }
}
