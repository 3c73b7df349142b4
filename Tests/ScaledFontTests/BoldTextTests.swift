import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Bold Text (iOS `UIAccessibility.isBoldTextEnabled`, Swash's boldTextMapping): each
    /// style's face maps to the next heavier face of its family, or to the entry's
    /// `boldFontName`. Expected faces follow from the OS/2 weight classes in
    /// FontTableValues.swift (read with fontTools); expected metrics from the bold faces' hhea
    /// tables there.
    @Suite struct BoldTextTests {
        @Test(
            "the next heavier face keeps family, slant and width",
            arguments: [
                (FontTables.notoSerifRegular, FontTables.notoSerifBold),
                (FontTables.notoSerifItalic, FontTables.notoSerifBoldItalic),
                (FontTables.dejaVuSans, FontTables.dejaVuSansBold),
                (FontTables.collectionRegular, FontTables.collectionBold),
            ])
        func nextHeavier(regular: FontTableValues, bold: FontTableValues) throws {
            expectEqual(regular.weightClass, 400)
            expectEqual(bold.weightClass, 700)
            let catalog = try SharedCatalogs.everything.get()
            let face = try unwrap(catalog.resolve(regular.postscriptName)?.face)
            let heavier = try unwrap(catalog.nextHeavierFace(than: face))
            expectEqual(heavier.postscriptName, bold.postscriptName)
        }

        @Test(
            "the heaviest face of its slant and width has no heavier face",
            arguments: [FontTables.notoSerifBold, FontTables.notoSerifBoldItalic])
        func heaviest(bold: FontTableValues) throws {
            let catalog = try SharedCatalogs.everything.get()
            let face = try unwrap(catalog.resolve(bold.postscriptName)?.face)
            expectNil(catalog.nextHeavierFace(than: face))
        }

        static func font(_ entries: [TextStyle: StyleEntry]) throws -> ScaledFont {
            try ScaledFont(
                dictionary: StyleDictionary(entries: entries),
                catalog: SharedCatalogs.everything.get())
        }

        @Test("with Bold Text a style uses the heavier face and its metrics, and says so")
        func boldTextFace() throws {
            let font = try Self.font([
                .body: StyleEntry(fontName: "NotoSerif-Regular", fontSize: 17)
            ])
            let regular = font.font(forTextStyle: .body, category: .accessibilityLarge)
            expectNil(regular.boldText)
            expectEqual(regular.fontName, FontTables.notoSerifRegular.postscriptName)
            let bold = font.font(forTextStyle: .body, category: .accessibilityLarge, boldText: true)
            let table = FontTables.notoSerifBold
            expectEqual(bold.fontName, table.postscriptName)
            expectEqual(bold.boldText?.source, .nextHeavierFace)
            expectEqual(bold.boldText?.regularFace, regular.face)
            // Same size as without Bold Text: body 17 pt at AX2 is 33 pt (HIG).
            expectEqual(bold.pointSize, 33)
            expectEqual(bold.metrics.ascender, table.hheaAscender * 33 / table.unitsPerEm)
            expectEqual(bold.metrics.descender, table.hheaDescender * 33 / table.unitsPerEm)
        }

        @Test("the heaviest face keeps itself, unavailable, with the reason")
        func unavailable() throws {
            let font = try Self.font([
                .headline: StyleEntry(fontName: "NotoSerif-Bold", fontSize: 17)
            ])
            let bold = font.font(forTextStyle: .headline, boldText: true)
            expectEqual(bold.fontName, "NotoSerif-Bold")
            expectEqual(bold.boldText?.source, .unavailable)
            expectEqual(
                bold.boldText?.detail,
                "Noto Serif has no face heavier than NotoSerif-Bold (weight 700) at its "
                    + "slant and width")
        }

        @Test("an entry's boldFontName wins over the next heavier face")
        func explicitBoldFontName() throws {
            let font = try Self.font([
                .body: StyleEntry(
                    fontName: "NotoSerif-Regular", fontSize: 17,
                    boldFontName: "SFFixtureCollection-Bold"),
                .caption: StyleEntry(
                    fontName: "NotoSerif-Italic", fontSize: 12, boldFontName: "NoSuchFont-Black"),
            ])
            let body = font.font(forTextStyle: .body, boldText: true)
            expectEqual(body.fontName, FontTables.collectionBold.postscriptName)
            expectEqual(body.boldText?.source, .boldFontName)
            expectEqual(body.boldText?.boldFontName, "SFFixtureCollection-Bold")
            let caption = font.font(forTextStyle: .caption, boldText: true)
            expectEqual(caption.fontName, FontTables.notoSerifItalic.postscriptName)
            expectEqual(caption.boldText?.source, .unavailable)
            expectEqual(
                caption.boldText?.detail,
                "boldFontName 'NoSuchFont-Black' is not installed or bundled")
            // Without Bold Text nothing changes.
            expectEqual(font.font(forTextStyle: .body).fontName, "NotoSerif-Regular")
        }

        @Test("a continuous scale uses the Bold Text face too")
        func scaled() throws {
            let font = try Self.font([
                .body: StyleEntry(fontName: "NotoSerif-Regular", fontSize: 17)
            ])
            let bold = try font.font(forTextStyle: .body, scale: 2, boldText: true)
            expectEqual(bold.fontName, FontTables.notoSerifBold.postscriptName)
            expectEqual(bold.pointSize, 34)
        }

        @Test("boldFontName is validated like fontName and written back out")
        func dictionaryField() throws {
            let text = """
                {"body": {"fontName": "A", "fontSize": 17, "boldFontName": "B"},
                 "title": {"fontName": "A", "fontSize": 28, "boldFontName": 7},
                 "caption": {"fontName": "A", "fontSize": 12, "boldFontName": " "}}
                """
            let dictionary = try StyleDictionary(data: Data(text.utf8), file: "b.json")
            expectEqual(dictionary.entries[.body]?.boldFontName, "B")
            expectTrue(dictionary.diagnostics.filter { $0.severity == .warning }.isEmpty)
            let problems = dictionary.errors.map { "\($0.styleKey!) \($0.field!) \($0.problem)" }
            expectEqual(
                problems.sorted(),
                [
                    "caption boldFontName emptyFontName", "title boldFontName wrongType",
                ])
            for format in StyleDictionary.Format.allCases {
                let read = try StyleDictionary(data: dictionary.encoded(as: format), file: "out")
                expectEqual(read.entries, dictionary.entries, "\(format)")
            }
        }
    }
}
