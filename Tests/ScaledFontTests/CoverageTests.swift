import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Glyph coverage and cascades. Expected coverage comes from each font's cmap as fontTools
    /// reads it (`mapped` in FontTableValues.swift: which characters of
    /// ``FontTables/coverageSample`` the cmap maps; the fixtures map only space, H and x).
    @Suite struct CoverageTests {
        static func face(_ table: FontTableValues) throws -> FontFace {
            let catalog = try SharedCatalogs.everything.get()
            return try unwrap(catalog.resolve(table.postscriptName)?.face)
        }

        @Test("the characters checked: distinct, in order, without controls and joiners")
        func characters() {
            let characters = FontCatalog.characters(in: "Hx\nH\u{200D}x\t é\u{FE0F}")
            expectEqual(characters, ["H", "x", " ", "é"])
        }

        @Test(
            "a face misses exactly the characters its cmap does not map",
            arguments: FontTables.all)
        func missing(table: FontTableValues) throws {
            let catalog = try SharedCatalogs.everything.get()
            let face = try Self.face(table)
            let report = try catalog.coverage(of: face, text: FontTables.coverageSample)
            let expected = Array(
                FontTables.coverageSample.unicodeScalars.filter {
                    !table.mapped.unicodeScalars.contains($0)
                })
            expectEqual(report.characters, Array(FontTables.coverageSample.unicodeScalars))
            expectEqual(report.missing, expected)
            expectEqual(report.isComplete, expected.isEmpty)
        }

        @Test("the dictionary's cascade comes first and keeps only faces that add characters")
        func dictionaryCascade() throws {
            let catalog = try SharedCatalogs.everything.get()
            // The fixture maps H and x, not é or €; TypoFlag (another fixture) adds nothing;
            // Noto Serif maps é and €.
            let report = try catalog.coverage(
                of: Self.face(FontTables.collectionRegular), text: "Hxé€",
                cascade: [Self.face(FontTables.typoFlag), Self.face(FontTables.notoSerifRegular)])
            expectEqual(report.missing, ["é", "€"])
            expectEqual(report.cascade.count, 1)
            expectEqual(report.cascade.first?.face.postscriptName, "NotoSerif-Regular")
            expectEqual(report.cascade.first?.source, .dictionary)
            expectEqual(report.cascade.first?.characters, ["é", "€"])
            expectTrue(report.uncovered.isEmpty)
        }

        @Test("Fontconfig's sorted fallback renders what the dictionary's cascade cannot")
        func fontconfigCascade() throws {
            let catalog = try SharedCatalogs.everything.get()
            // Noto Serif maps é but not the arrow; DejaVu Sans (installed) maps the arrow, so
            // some installed face renders it.
            expectTrue(FontTables.dejaVuSans.mapped.contains("→"))
            let report = try catalog.coverage(
                of: Self.face(FontTables.collectionRegular), text: "Hé→",
                cascade: [Self.face(FontTables.notoSerifRegular)])
            expectEqual(report.missing, ["é", "→"])
            expectEqual(report.cascade.first?.source, .dictionary)
            expectEqual(report.cascade.first?.characters, ["é"])
            let fallback = try unwrap(report.cascade.last)
            expectEqual(fallback.source, .fontconfig)
            expectEqual(fallback.characters, ["→"])
            expectTrue(report.uncovered.isEmpty)
            // The face Fontconfig offers does render the arrow (its own cmap, checked again).
            let check = try catalog.coverage(of: fallback.face, text: "→")
            expectTrue(check.isComplete)
        }

        /// A text of 152,117 distinct characters: the 52 ASCII letters, é, CJK Unified
        /// Ideographs U+4E00–U+9FFF and all of planes 2 and 3 (none of them controls or
        /// default-ignorable).
        static let largeText: String = {
            var scalars = Array(0x41...0x5A) + Array(0x61...0x7A) + [0xE9]
            scalars += Array(0x4E00...0x9FFF) + Array(0x20000...0x3FFFF)
            var text = ""
            text.unicodeScalars.append(
                contentsOf: scalars.compactMap { Unicode.Scalar(UInt32($0)) })
            return text
        }()

        @Test("a text of 150,000 distinct characters: linear, with the cmaps' answer")
        func largeText() throws {
            // Only the fixtures and Noto Serif, so no installed font can render the CJK.
            let catalog = try FontCatalog(
                fontDirectories: [TestPaths.fixtures, TestPaths.notoSerifFonts],
                includeSystemFonts: false)
            let face = try unwrap(catalog.resolve("SFFixtureCollection-Regular")?.face)
            let noto = try unwrap(catalog.resolve("NotoSerif-Regular")?.face)
            let text = Self.largeText
            let report = try unwrap(
                HangGuard.run("coverage of 150,000 characters") {
                    Result { () throws(ScaledFontError) in
                        try catalog.coverage(of: face, text: text, cascade: [noto])
                    }
                }
            ).get()
            // fontTools (getBestCmap): the fixture maps space, H and x; Noto Serif maps all 52
            // ASCII letters and é but no CJK ideograph and nothing in planes 2 and 3; no face
            // of either folder maps those.
            let letters = Array(
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwyzé".unicodeScalars)
            expectEqual(report.characters.count, 152_117)
            expectEqual(report.missing.count, 152_117 - 2)
            expectEqual(report.cascade.map(\.face.postscriptName), ["NotoSerif-Regular"])
            expectEqual(report.cascade.first?.source, .dictionary)
            // In text order, without the H and x the face itself maps.
            expectEqual(report.cascade.first?.characters, letters.filter { $0 != "H" && $0 != "x" })
            expectEqual(report.uncovered.count, 20_992 + 131_072)
            expectTrue(report.uncovered.first == "\u{4E00}" && report.uncovered.last == "\u{3FFFF}")
        }

        @Test("a character no font maps is uncovered")
        func uncovered() throws {
            let catalog = try SharedCatalogs.everything.get()
            // U+10FFFD, plane-16 private use: no cmap in FontTableValues maps it.
            expectTrue(FontTables.all.allSatisfy { !$0.mapped.contains("\u{10FFFD}") })
            let report = try catalog.coverage(
                of: Self.face(FontTables.dejaVuSans), text: "H\u{10FFFD}")
            expectEqual(report.missing, ["\u{10FFFD}"])
            expectEqual(report.uncovered, ["\u{10FFFD}"])
        }

        @Test("a style's cascade names resolve exactly; the scaled font reports coverage")
        func scaledFontCoverage() throws {
            let catalog = try SharedCatalogs.everything.get()
            let entry = StyleEntry(
                fontName: "SFFixtureCollection-Regular", fontSize: 17,
                cascade: ["NotoSerif-Regular", "NotoSerif-Nonexistent", "sans-serif"])
            let font = try ScaledFont(
                dictionary: StyleDictionary(entries: [.body: entry]), catalog: catalog)
            let cascade = font.cascade(forTextStyle: .body)
            expectEqual(cascade.faces.map(\.face.postscriptName), ["NotoSerif-Regular"])
            // Fontconfig aliases are not font names (NameResolution.md in the DocC catalog).
            expectEqual(cascade.unresolvedNames, ["NotoSerif-Nonexistent", "sans-serif"])
            let report = try font.coverage(forTextStyle: .body, text: "xé", catalog: catalog)
            expectEqual(report.missing, ["é"])
            expectEqual(report.cascade.map(\.face.postscriptName), ["NotoSerif-Regular"])
        }

        @Test("cascade is validated as an array of font names and written back out")
        func dictionaryField() throws {
            let text = """
                {"body": {"fontName": "A", "fontSize": 17, "cascade": ["B", "C D"]},
                 "title": {"fontName": "A", "fontSize": 28, "cascade": "B"},
                 "title2": {"fontName": "A", "fontSize": 22, "cascade": ["B", 3]},
                 "caption": {"fontName": "A", "fontSize": 12, "cascade": ["B", " "]}}
                """
            let dictionary = try StyleDictionary(data: Data(text.utf8), file: "c.json")
            expectEqual(dictionary.entries[.body]?.cascade, ["B", "C D"])
            let problems = dictionary.errors.map { "\($0.styleKey!): \($0.summary)" }
            expectEqual(
                problems.sorted(),
                [
                    "caption: cascade: item 2 is empty",
                    "title2: cascade: item 2 must be a font name (a string), not a number",
                    "title: cascade: must be an array of font names, not a string",
                ])
            for format in StyleDictionary.Format.allCases {
                let read = try StyleDictionary(data: dictionary.encoded(as: format), file: "out")
                expectEqual(read.entries, dictionary.entries, "\(format)")
            }
        }
    }
}
