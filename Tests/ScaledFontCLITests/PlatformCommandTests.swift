import Foundation
import ScaledFontTestSupport
import Testing

/// The command line for an Apple platform's versions: ranges, the records that answered,
/// `fonts --platform`, family names and "did you mean". Names and versions come from the
/// platform font data's sources (Data/apple-fonts and its observed/README.md): `Kefa-Regular`
/// is in the 18.4 dump and not in the 26.0 one; `HiraginoSans-W5` appears in 17.2; the 26.0
/// dump prints `Family: Futura` with five faces and `Family: Georgia` with `Georgia-Bold`.
@Suite("scaledfont for iOS versions")
struct PlatformCommandTests {
    /// A scratch folder (see `AppCheckCommandTests`), removed on deinit.
    typealias Scratch = AppCheckCommandTests.Scratch

    @Test("a range fails a font some of its versions lack, naming the first without it")
    func rangeNamesFirstVersionWithout() throws {
        let scratch = try Scratch()
        let dictionary = try Self.dictionary(in: scratch, [("body", "Kefa-Regular")])
        let single = try CLIRunner.run(["check", dictionary, "--platform", "ios@18.4"])
        expectEqual(single.status, 0, "stderr: \(single.stderr)")
        let range = try CLIRunner.run(["check", dictionary, "--platform", "ios@18+"])
        expectEqual(range.status, 1)
        expectTrue(
            range.stdout.contains(
                "font 'Kefa-Regular' is not built into every version of ios@18+: iOS 18.4 has it, "
                    + "iOS 26.0 does not"))
        let json = try CLIRunner.run(
            ["check", dictionary, "--platform", "ios@18+", "--format", "json"])
        let root = try unwrap(json.json() as? [String: Any])
        expectEqual(root["platform"] as? String, "ios@18+")
        expectEqual(root["platformRecords"] as? [String], ["18.4", "26.0"])
        let entries = try unwrap(
            (root["dictionaries"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])
        let entry = try unwrap(entries.first { $0["style"] as? String == "body" })
        expectEqual(entry["fallbackReason"] as? String, "fontNotInstalled")
        let diagnostic = try unwrap(
            ((root["dictionaries"] as? [[String: Any]])?.first?["diagnostics"]
                as? [[String: Any]])?.first)
        expectEqual(diagnostic["reason"] as? String, "fontNotInEveryVersion")
    }

    @Test("ios@17.0+ answers from 17.2, 18.4 and 26.0, each named with its source")
    func recordsThatAnswered() throws {
        let scratch = try Scratch()
        let dictionary = try Self.dictionary(in: scratch, [("body", "HiraginoSans-W5")])
        let result = try CLIRunner.run(
            ["check", dictionary, "--platform", "ios@17.0+", "--format", "json"])
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        let root = try unwrap(result.json() as? [String: Any])
        expectEqual(root["platform"] as? String, "ios@17.0+")
        expectEqual(root["platformRecords"] as? [String], ["17.2", "18.4", "26.0"])
        let sources = try unwrap(root["platformSources"] as? [[String: Any]])
        expectEqual(sources.map { $0["record"] as? String }, ["17.2", "18.4", "26.0"])
        expectEqual(
            (sources[0]["source"] as? String)?.hasPrefix("github.com/ryanrapp/attentional-ios"),
            true)
        expectEqual(
            sources.map { $0["confidence"] as? String },
            [
                "medium to high", "medium", "medium to high",
            ])
        let text = try CLIRunner.run(["check", dictionary, "--platform", "ios"])
        expectTrue(
            text.stdout.contains(
                "built-in fonts of ios@26.0 from the record iOS 26.0 "
                    + "(github.com/spencersearle/OnboardingViews"))
        expectTrue(text.stdout.contains("version label confidence medium to high)\n"))
    }

    @Test("a version with no record of its major version is checked against the one before, once")
    func majorVersionWithoutRecord() throws {
        let scratch = try Scratch()
        let dictionary = try Self.dictionary(in: scratch, [("body", "Georgia")])
        let result = try CLIRunner.run(["check", dictionary, "--platform", "ios@10"])
        expectEqual(result.status, 0)
        let warnings = result.stderr.split(separator: "\n").filter {
            $0.contains("no public record of the fonts of iOS 10 exists")
        }
        expectEqual(warnings.count, 1, "stderr: \(result.stderr)")
        expectEqual(warnings.first?.contains("against iOS 9.0"), true)
    }

    @Test("a family name is the family: the device picks its regular face")
    func familyName() throws {
        let scratch = try Scratch()
        let dictionary = try Self.dictionary(in: scratch, [("body", "Futura")])
        let result = try CLIRunner.run(["check", dictionary, "--platform", "ios"])
        expectEqual(result.status, 0)
        expectTrue(result.stdout.contains("family Futura (the device picks its regular face)"))
        expectTrue(!result.stdout.contains("Futura-CondensedExtraBold"))
    }

    @Test("check suggests the built-in name a misspelt one was meant to be")
    func didYouMean() throws {
        let scratch = try Scratch()
        let dictionary = try Self.dictionary(
            in: scratch,
            [
                ("title", "Gerogia-Bold"), ("body", "NotoSerif-Reguler"),
            ])
        let result = try CLIRunner.run(
            ["check", dictionary, "--platform", "ios", "--fonts-dir", "Fonts"])
        expectEqual(result.status, 1)
        expectTrue(
            result.stdout.contains(
                "font 'Gerogia-Bold' is neither bundled nor built into ios@26.0; did you mean "
                    + "'Georgia-Bold'?"))
        expectTrue(result.stdout.contains("did you mean 'NotoSerif-Regular'?"))
    }

    @Test("fonts --platform lists the families and faces built into that version")
    func fontsForPlatform() throws {
        let result = try CLIRunner.run(
            ["fonts", "--platform", "ios", "--family", "futura", "--format", "json"])
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        let faces = try unwrap(result.json() as? [[String: Any]])
        expectEqual(
            Set(faces.compactMap { $0["postscriptName"] as? String }),
            [
                "Futura-Bold", "Futura-CondensedExtraBold", "Futura-CondensedMedium",
                "Futura-Medium", "Futura-MediumItalic",
            ])
        expectTrue(faces.allSatisfy { $0["source"] as? String == "platform" })
        expectTrue(faces.allSatisfy { $0["platform"] as? String == "ios@26.0" })
        let kefa = try CLIRunner.run(["fonts", "--platform", "ios@18.4", "--family", "kefa"])
        expectTrue(kefa.stdout.contains("Kefa-Regular"))
        expectTrue(!kefa.stdout.contains("KefaIII"))
        let none = try CLIRunner.run(["fonts", "--platform", "ios", "--family", "gerogia"])
        expectEqual(none.status, 1)
        expectTrue(none.stderr.contains("did you mean 'Georgia'?"))
    }

    /// Writes a dictionary of `style: fontName` at 17 pt into the scratch folder and returns
    /// its path.
    static func dictionary(in scratch: Scratch, _ entries: [(String, String)]) throws -> String {
        let body = entries.map { style, name in
            "<key>\(style)</key><dict><key>fontName</key><string>\(name)</string>"
                + "<key>fontSize</key><integer>17</integer></dict>"
        }.joined()
        return try scratch.write(
            "<plist version=\"1.0\"><dict>" + body + "</dict></plist>\n", to: "Styles.plist")
    }
}
