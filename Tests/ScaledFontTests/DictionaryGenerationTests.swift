import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Generating a style dictionary for a family. Expected sizes are the HIG sizes at Large
    /// (``HIGRamp``); expected faces follow from the faces' OS/2 weight classes
    /// (FontTableValues.swift, read with fontTools) and CSS font matching: regular styles want
    /// 400, headline wants 600 and takes the lightest face of 600 or more.
    @Suite struct DictionaryGenerationTests {
        /// The PostScript name each style should get in a family whose upright faces of
        /// normal width are a 400 face and a 700 face.
        static func expectedNames(
            regular: FontTableValues, bold: FontTableValues
        )
            -> [TextStyle: String]
        {
            Dictionary(
                uniqueKeysWithValues: TextStyle.allCases.map {
                    ($0, $0 == .headline ? bold.postscriptName : regular.postscriptName)
                })
        }

        static let families: [(String, FontTableValues, FontTableValues)] = [
            ("Noto Serif", FontTables.notoSerifRegular, FontTables.notoSerifBold),
            ("NotoSerif", FontTables.notoSerifRegular, FontTables.notoSerifBold),
            ("DejaVu Sans", FontTables.dejaVuSans, FontTables.dejaVuSansBold),
            ("SF Fixture Collection", FontTables.collectionRegular, FontTables.collectionBold),
        ]

        @Test(
            "every style gets its HIG size at Large and the face nearest its weight",
            arguments: families)
        func generated(family: String, regular: FontTableValues, bold: FontTableValues) throws {
            expectEqual(regular.weightClass, 400)
            expectEqual(bold.weightClass, 700)
            let catalog = try SharedCatalogs.everything.get()
            let dictionary = try StyleDictionary.generated(family: family, catalog: catalog)
            expectEqual(dictionary.entries.count, 11)
            expectTrue(dictionary.diagnostics.isEmpty)
            let expected = Self.expectedNames(regular: regular, bold: bold)
            for style in TextStyle.allCases {
                let entry = try unwrap(dictionary.entries[style])
                expectEqual(entry.fontName, expected[style], "\(style)")
                expectEqual(entry.fontSize, HIGRamp.size(style, .large), "\(style)")
                expectTrue(entry.maximumPointSize == nil && entry.minimumPointSize == nil)
            }
        }

        @Test("the generated dictionary resolves every style by PostScript name")
        func resolves() throws {
            let catalog = try SharedCatalogs.everything.get()
            let dictionary = try StyleDictionary.generated(family: "Noto Serif", catalog: catalog)
            let font = try ScaledFont(dictionary: dictionary, catalog: catalog)
            for style in TextStyle.allCases {
                let answer = font.font(forTextStyle: style)
                expectEqual(answer.status, .resolved)
                expectEqual(answer.matchedBy, .postscriptName)
                expectTrue(answer.face.isRegistered)
            }
        }

        @Test(
            "written out and read back, it has the same entries",
            arguments: StyleDictionary.Format.allCases)
        func roundTrip(format: StyleDictionary.Format) throws {
            let catalog = try SharedCatalogs.everything.get()
            let dictionary = try StyleDictionary.generated(family: "DejaVu Sans", catalog: catalog)
            let read = try StyleDictionary(data: dictionary.encoded(as: format), file: "g")
            expectEqual(read.entries, dictionary.entries)
            expectTrue(read.diagnostics.isEmpty)
        }

        @Test("the XML is laid out as the examples: the first entry as in Examples/*.plist")
        func xmlLayout() throws {
            let catalog = try SharedCatalogs.everything.get()
            let dictionary = try StyleDictionary.generated(family: "DejaVu Sans", catalog: catalog)
            let text = String(decoding: dictionary.encoded(as: .xmlPropertyList), as: UTF8.self)
            let example = try String(
                contentsOfFile: TestPaths.example("DejaVuSans.plist"), encoding: .utf8)
            // Examples/DejaVuSans.plist names largeTitle DejaVuSans at 34 pt, as generated.
            let firstEntry = { (text: String) in
                text.split(separator: "\n").prefix(11).joined(separator: "\n")
            }
            expectEqual(firstEntry(text), firstEntry(example))
        }

        @Test("a family that is not installed is an error suggesting the nearest family")
        func notInstalled() throws {
            let catalog = try SharedCatalogs.everything.get()
            #expect {
                try StyleDictionary.generated(family: "Noto Sarif", catalog: catalog)
            } throws: { error in
                let error = error as? ScaledFontError
                return error?.code == .familyNotInstalled
                    && error?.message
                        == "family 'Noto Sarif' is not installed or bundled; did you mean "
                        + "'Noto Serif'?"
            }
        }

        @Test("a family's faces are the bundled ones when bundled faces have it")
        func bundledFamilyShadows() throws {
            let catalog = try SharedCatalogs.everything.get()
            let faces = catalog.faces(inFamily: "notoserif")
            // Fonts/NotoSerif holds four faces: Regular, Bold, Italic, Bold Italic.
            expectEqual(faces.count, 4)
            expectTrue(faces.allSatisfy { $0.isRegistered })
            expectTrue(catalog.faces(inFamily: "No Such Family").isEmpty)
        }
    }
}
