import Foundation
import ScaledFontCore
import ScaledFontTestSupport
import Testing

/// Line breaking from one shaping per paragraph: each line's width still equals its text
/// shaped on its own (checked against `hb-shape`, libharfbuzz-bin), kerned and joined edges
/// included, and the texts that took seconds when every candidate line was shaped from its
/// start are set in time proportional to their length.
@Suite("line breaking cost")
struct LineBreakingCostTests {
    /// The body size at each of the twelve content size categories (Apple's Human Interface
    /// Guidelines, Dynamic Type sizes, iOS).
    static let bodySizes = [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    static func font(_ path: String) -> String {
        TestEnvironment.packageRoot.appendingPathComponent(path).path
    }

    static func setter(
        _ text: String, fontFile: String, postscriptName: String
    ) throws -> LineSetter {
        let folder = (fontFile as NSString).deletingLastPathComponent
        let catalog = try FontCatalog(fontDirectories: [folder])
        let face = try unwrap(catalog.resolve(postscriptName)?.face)
        expectTrue(face.file.hasSuffix((fontFile as NSString).lastPathComponent))
        return try LineSetter(text, catalog: catalog, face: face, cascade: [])
    }

    /// A text set in a face, in a box.
    struct Setting: Sendable, CustomTestStringConvertible {
        let file: String
        let postscriptName: String
        /// The face's units per em (its `head` table).
        let unitsPerEm: Double
        let width: Double
        let text: String
        var testDescription: String { postscriptName }
    }

    static let edges = [
        // DejaVu Sans kerns A-V, T-o, W-a and Y-o (its GPOS kern feature); words broken
        // between letters leave kerned pairs at the lines' edges.
        Setting(
            file: "Tests/Fonts/DejaVu/DejaVuSans.ttf", postscriptName: "DejaVuSans",
            unitsPerEm: 2048, width: 60,
            text: "AVATAR Tony Wavy Yoyo AWAY AVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAV To To"),
        // Arabic letters join: a word broken between letters changes the forms at the break,
        // which HarfBuzz marks unsafe to break.
        Setting(
            file: "Tests/Fonts/NotoSansArabic/NotoSansArabic-Regular.ttf",
            postscriptName: "NotoSansArabic-Regular", unitsPerEm: 1000, width: 30,
            text: "مرحبا بكم في تطبيقنا الجديد، يرجى المتابعة لإنشاء حسابك الآن"),
    ]

    @Test(
        "each line's width is its text shaped alone, kerning or joining across its edges",
        arguments: edges)
    func widthsAsShapedAlone(_ setting: Setting) throws {
        let path = Self.font(setting.file)
        let text = setting.text
        let unitsPerEm = setting.unitsPerEm
        let width = setting.width
        let setter = try Self.setter(text, fontFile: path, postscriptName: setting.postscriptName)
        for pointSize in [14.0, 17, 23] {
            let lines = try setter.lines(pointSize: pointSize, width: width)
            expectTrue(lines.count > 3)
            for line in lines where line.end > line.start {
                let lineText = String(
                    String.UnicodeScalarView(setter.scalars[line.start..<line.end]))
                let units = try HBShape.shape(lineText, file: path).reduce(0) { $0 + $1.ax }
                expectTrue(
                    abs(line.width - Double(units) * pointSize / unitsPerEm) < 1e-9,
                    "'\(lineText)' at \(pointSize) pt")
            }
        }
    }

    /// Sets a text at the twelve body sizes and returns the characters handed to HarfBuzz
    /// and the lines set, over all twelve.
    static func work(_ text: String, width: Double) throws -> (characters: Int, lines: Int) {
        let setter = try Self.setter(
            text, fontFile: Self.font("Tests/Fonts/DejaVu/DejaVuSans.ttf"),
            postscriptName: "DejaVuSans")
        var lines = 0
        for size in bodySizes { lines += try setter.lines(pointSize: size, width: width).count }
        return (setter.charactersShaped, lines)
    }

    // Shaping each candidate line from its start made these texts cost seconds (5.4 s for the
    // 10,000-character word, 4.2 s for 5,000 words on one line, over 6 s for the
    // 8,000-character word in 50 pt, 5.1 s for 1,000 Chinese characters in a cascade face):
    // the characters shaped grew with the square of a line's length. Counted instead of timed
    // (a timed test fails on a loaded machine or under a sanitizer), the work is bounded by
    // what the line setter promises: each stretch shaped once (DejaVu Sans' advances do not
    // depend on the size), and at each line's two edges at most ``LineSetter/neighbourhood``
    // characters shaped again, for each candidate line tried.
    /// A long text in a box, named: `unit` repeated `count` times.
    struct Paragraph: Sendable, CustomTestStringConvertible {
        let name: String
        let unit: String
        let count: Int
        let separator: String
        let width: Double
        var testDescription: String { name }
        func text(times factor: Int) -> String {
            Array(repeating: unit, count: count * factor).joined(separator: separator)
        }
    }

    static let quadratic = [
        Paragraph(
            name: "one 10,000-character word in 300 pt", unit: "x", count: 10_000, separator: "",
            width: 300),
        Paragraph(
            name: "5,000 words on one line", unit: "a", count: 5_000, separator: " ",
            width: 100_000),
        Paragraph(
            name: "an 8,000-character word in 50 pt", unit: "x", count: 8_000, separator: "",
            width: 50),
        // DejaVu Sans has no Chinese: the characters are set in a face of the cascade.
        Paragraph(
            name: "1,000 Chinese characters in cascade faces, 200 pt",
            unit: "我们的应用程序欢迎您使用新的功能请继续操作", count: 50, separator: "", width: 200),
    ]

    @Test(
        "texts that were quadratic shape characters in proportion to their length",
        arguments: quadratic)
    func linear(_ paragraph: Paragraph) throws {
        let once = try Self.work(paragraph.text(times: 1), width: paragraph.width)
        let twice = try Self.work(paragraph.text(times: 2), width: paragraph.width)
        let length = paragraph.text(times: 1).unicodeScalars.count
        // Twice the text, twice the work: a cost growing with the square would be four times.
        expectTrue(Double(twice.characters) <= 2.5 * Double(once.characters), "\(paragraph.name)")
        // Each stretch shaped once in the face, and again with the cascade when the face lacks
        // some of its characters; each line's edges shaped again, at most
        // ``LineSetter/neighbourhood`` characters each.
        let edges = once.lines * 2 * LineSetter.neighbourhood
        expectTrue(once.characters >= length, "\(paragraph.name)")
        expectTrue(once.characters <= 2 * length + edges, "\(paragraph.name)")
    }
}
