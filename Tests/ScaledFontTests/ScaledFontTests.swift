import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The `ScaledFont` facade on the iOS original's cases, in their Linux form: the dictionaries
    /// name Noto Serif faces, bundled in `Fonts/NotoSerif`.
    @Suite struct ScaledFontTests {
        let catalog: FontCatalog

        init() throws {
            catalog = try SharedCatalogs.notoSerif.get()
        }

        /// The face each style of Examples/NotoSerif.plist names, and the rung that finds it:
        /// `NotoSerif` is a family name written without its space, the others PostScript names.
        static let notoSerifFaces: [TextStyle: (FontTableValues, MatchedBy)] = [
            .largeTitle: (FontTables.notoSerifRegular, .family),
            .title: (FontTables.notoSerifRegular, .family),
            .title2: (FontTables.notoSerifRegular, .family),
            .title3: (FontTables.notoSerifRegular, .family),
            .headline: (FontTables.notoSerifBold, .postscriptName),
            .subheadline: (FontTables.notoSerifItalic, .postscriptName),
            .body: (FontTables.notoSerifRegular, .family),
            .callout: (FontTables.notoSerifRegular, .family),
            .footnote: (FontTables.notoSerifRegular, .family),
            .caption: (FontTables.notoSerifItalic, .postscriptName),
            .caption2: (FontTables.notoSerifItalic, .postscriptName),
        ]

        /// Checks that `answer` is the dictionary's Noto Serif face at the HIG size (the example
        /// dictionaries give every style its HIG size at Large).
        func expectNotoSerif(
            _ answer: ResolvedFont, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            let (table, rung) = Self.notoSerifFaces[answer.style]!
            let context = "\(answer.style) at \(answer.category)"
            #expect(answer.status == .resolved, "\(context)", sourceLocation: sourceLocation)
            #expect(answer.fallbackReason == nil, "\(context)", sourceLocation: sourceLocation)
            #expect(answer.message == nil, "\(context)", sourceLocation: sourceLocation)
            #expect(answer.matchedBy == rung, "\(context)", sourceLocation: sourceLocation)
            #expect(
                answer.fontName == table.postscriptName, "\(context)",
                sourceLocation: sourceLocation)
            #expect(answer.familyName == table.family, "\(context)", sourceLocation: sourceLocation)
            #expect(answer.face.file == table.path, "\(context)", sourceLocation: sourceLocation)
            #expect(answer.face.isRegistered, "\(context)", sourceLocation: sourceLocation)
            let size = HIGRamp.size(answer.style, answer.category)
            #expect(answer.pointSize == size, "\(context)", sourceLocation: sourceLocation)
            // hhea values of the face (FontTableValues) at the size.
            let scale = size / table.unitsPerEm
            #expect(
                isClose(answer.metrics.ascender, table.hheaAscender * scale), "\(context)",
                sourceLocation: sourceLocation)
            #expect(
                isClose(answer.metrics.descender, table.hheaDescender * scale), "\(context)",
                sourceLocation: sourceLocation)
            #expect(
                isClose(answer.metrics.capHeight ?? 0, table.capHeight! * scale), "\(context)",
                sourceLocation: sourceLocation)
        }

        @Test("Examples/NotoSerif.plist: every style resolves to its Noto Serif face")
        func notoSerif() throws {
            let font = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            #expect(font.dictionaryError == nil)
            for style in TextStyle.allCases {
                for category in ContentSizeCategory.allCases {
                    expectNotoSerif(font.font(forTextStyle: style, category: category))
                }
            }
        }

        @Test(
            "An answer holds no copy of its face and face metrics: a style's answers share them")
        func answersShareTheFace() throws {
            // A scaled font keeps 264 answers (11 styles, 12 categories, Bold Text or not), and a
            // check keeps one scaled font per dictionary: with a copy of the face and its
            // metrics in each answer, 3,000 one-entry dictionaries took 700 MB.
            let copied = MemoryLayout<FontFace>.size + MemoryLayout<FaceMetrics>.size
            #expect(MemoryLayout<ResolvedFont>.size < copied)
            // What the answers share is still each answer's own.
            let font = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            for style in TextStyle.allCases {
                expectNotoSerif(font.font(forTextStyle: style, category: .extraSmall))
                let bold = font.font(forTextStyle: style, category: .extraSmall, boldText: true)
                #expect(bold.boldText != nil)
                #expect(bold.faceMetrics == (try catalog.metrics(of: bold.face)))
            }
        }

        @Test("A dictionary named like the font loads from a folder, as from an iOS bundle")
        func fontNameInDirectory() throws {
            let examples = TestPaths.example("")
            let byName = try ScaledFont(
                fontName: "NotoSerif", directory: examples, catalog: catalog)
            let byPath = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            for style in TextStyle.allCases {
                #expect(byName.font(forTextStyle: style) == byPath.font(forTextStyle: style))
            }
        }

        @Test("MissingHeadline.plist: headline falls back as styleMissing, the rest resolve")
        func missingHeadline() throws {
            let path = TestPaths.testData("MissingHeadline.plist")
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            for category in ContentSizeCategory.allCases {
                let headline = font.font(forTextStyle: .headline, category: category)
                #expect(headline.status == .fallback)
                #expect(headline.fallbackReason == .styleMissing)
                #expect(headline.matchedBy == .fallback)
                #expect(headline.message?.contains(path) == true)
                #expect(headline.message?.contains("headline") == true)
                for style in TextStyle.allCases where style != .headline {
                    expectNotoSerif(font.font(forTextStyle: style, category: category))
                }
            }
        }

        @Test("InvalidBodyStyle.plist: body falls back as invalidEntry, all 10 others resolve")
        func invalidBodyStyle() throws {
            let path = TestPaths.testData("InvalidBodyStyle.plist")
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            for category in ContentSizeCategory.allCases {
                let body = font.font(forTextStyle: .body, category: category)
                #expect(body.status == .fallback)
                #expect(body.fallbackReason == .invalidEntry)
                #expect(body.matchedBy == .fallback)
                #expect(body.message?.contains(path) == true)
                #expect(body.message?.contains("fontSize") == true)
                // The entry is invalid, so it has no requested name to report.
                #expect(body.requestedName == nil)
                // HIG body size: the system size for the style at the category.
                #expect(body.pointSize == HIGRamp.size(.body, category))
                let others = TextStyle.allCases.filter { $0 != .body }
                #expect(others.count == 10)
                for style in others {
                    expectNotoSerif(font.font(forTextStyle: style, category: category))
                }
            }
        }

        @Test("Futura.plist: every style falls back as fontNotInstalled, naming the font")
        func futura() throws {
            let path = TestPaths.example("Futura.plist")
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            let dictionary = try #require(font.dictionary)
            for style in TextStyle.allCases {
                let entry = try #require(dictionary.entries[style])
                let answer = font.font(forTextStyle: style, category: .extraLarge)
                #expect(answer.status == .fallback)
                #expect(answer.fallbackReason == .fontNotInstalled)
                #expect(answer.requestedName == entry.fontName)
                #expect(answer.requestedSize == entry.fontSize)
                #expect(answer.message?.contains(entry.fontName) == true)
                #expect(answer.message?.contains(path) == true)
                #expect(answer.pointSize == HIGRamp.size(style, .extraLarge))
            }
        }

        @Test(
            "An unreadable dictionary makes every style fall back as dictionaryUnreadable",
            arguments: ["NoSuchDictionary.plist", "folder", "Malformed.plist"])
        func unreadable(name: String) throws {
            let folder = try TemporaryDirectory()
            let path = folder.path + "/" + name
            if name == "folder" {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: false)
            } else if name == "Malformed.plist" {
                _ = try folder.write("not a property list", to: name)
            }
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            #expect(font.dictionary == nil)
            let error = try #require(font.dictionaryError)
            #expect(
                error.code
                    == (name == "Malformed.plist" ? .dictionaryMalformed : .dictionaryUnreadable))
            #expect(error.file == path)
            for style in TextStyle.allCases {
                for category in ContentSizeCategory.allCases {
                    let answer = font.font(forTextStyle: style, category: category)
                    #expect(answer.status == .fallback)
                    #expect(answer.fallbackReason == .dictionaryUnreadable)
                    #expect(answer.matchedBy == .fallback)
                    #expect(answer.message?.contains(path) == true)
                    #expect(answer.pointSize == HIGRamp.size(style, category))
                }
            }
        }

        @Test("The metrics policy applies to every answer")
        func policy() throws {
            let catalog = try SharedCatalogs.everything.get()
            let table = FontTables.typoFlag
            let dictionary = StyleDictionary(entries: [
                .body: StyleEntry(fontName: table.postscriptName, fontSize: 20)
            ])
            let hhea = try ScaledFont(dictionary: dictionary, catalog: catalog)
            let typo = try ScaledFont(dictionary: dictionary, catalog: catalog, policy: .typo)
            #expect(hhea.policy == .hhea)
            #expect(typo.policy == .typo)
            // HIG body: AX1 28, Large 17, so 20 pt becomes 20 * 28 / 17.
            let size = 20.0 * 28.0 / 17.0
            let hheaBody = hhea.font(forTextStyle: .body, category: .accessibilityMedium)
            let typoBody = typo.font(forTextStyle: .body, category: .accessibilityMedium)
            #expect(hheaBody.metrics.table == .hhea)
            #expect(typoBody.metrics.table == .typo)
            #expect(
                isClose(hheaBody.metrics.ascender, table.hheaAscender * size / table.unitsPerEm))
            #expect(
                isClose(typoBody.metrics.ascender, table.typoAscender * size / table.unitsPerEm))
            #expect(isClose(typoBody.metrics.leading, table.typoLineGap * size / table.unitsPerEm))
        }
    }
}
