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
            _ answer: ResolvedFont, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let (table, rung) = Self.notoSerifFaces[answer.style]!
            let context = "\(answer.style) at \(answer.category)"
            expectEqual(answer.status, .resolved, "\(context)", sourceLocation: sourceLocation)
            expectNil(answer.fallbackReason, "\(context)", sourceLocation: sourceLocation)
            expectNil(answer.message, "\(context)", sourceLocation: sourceLocation)
            expectEqual(answer.matchedBy, rung, "\(context)", sourceLocation: sourceLocation)
            expectEqual(
                answer.fontName, table.postscriptName, "\(context)",
                sourceLocation: sourceLocation)
            expectEqual(
                answer.familyName, table.family, "\(context)", sourceLocation: sourceLocation)
            expectEqual(answer.face.file, table.path, "\(context)", sourceLocation: sourceLocation)
            expectTrue(answer.face.isRegistered, "\(context)", sourceLocation: sourceLocation)
            let size = HIGRamp.size(answer.style, answer.category)
            expectEqual(answer.pointSize, size, "\(context)", sourceLocation: sourceLocation)
            // hhea values of the face (FontTableValues) at the size.
            let scale = size / table.unitsPerEm
            expectTrue(
                isClose(answer.metrics.ascender, table.hheaAscender * scale), "\(context)",
                sourceLocation: sourceLocation)
            expectTrue(
                isClose(answer.metrics.descender, table.hheaDescender * scale), "\(context)",
                sourceLocation: sourceLocation)
            expectTrue(
                isClose(answer.metrics.capHeight ?? 0, table.capHeight! * scale), "\(context)",
                sourceLocation: sourceLocation)
        }

        @Test("Examples/NotoSerif.plist: every style resolves to its Noto Serif face")
        func notoSerif() throws {
            let font = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            expectNil(font.dictionaryError)
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
            expectTrue(MemoryLayout<ResolvedFont>.size < copied)
            // What the answers share is still each answer's own.
            let font = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            for style in TextStyle.allCases {
                expectNotoSerif(font.font(forTextStyle: style, category: .extraSmall))
                let bold = font.font(forTextStyle: style, category: .extraSmall, boldText: true)
                expectNotNil(bold.boldText)
                expectEqual(bold.faceMetrics, (try catalog.metrics(of: bold.face)))
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
                expectEqual(byName.font(forTextStyle: style), byPath.font(forTextStyle: style))
            }
        }

        @Test("MissingHeadline.plist: headline falls back as styleMissing, the rest resolve")
        func missingHeadline() throws {
            let path = TestPaths.testData("MissingHeadline.plist")
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            for category in ContentSizeCategory.allCases {
                let headline = font.font(forTextStyle: .headline, category: category)
                expectEqual(headline.status, .fallback)
                expectEqual(headline.fallbackReason, .styleMissing)
                expectEqual(headline.matchedBy, .fallback)
                expectEqual(headline.message?.contains(path), true)
                expectEqual(headline.message?.contains("headline"), true)
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
                expectEqual(body.status, .fallback)
                expectEqual(body.fallbackReason, .invalidEntry)
                expectEqual(body.matchedBy, .fallback)
                expectEqual(body.message?.contains(path), true)
                expectEqual(body.message?.contains("fontSize"), true)
                // The entry is invalid, so it has no requested name to report.
                expectNil(body.requestedName)
                // HIG body size: the system size for the style at the category.
                expectEqual(body.pointSize, HIGRamp.size(.body, category))
                let others = TextStyle.allCases.filter { $0 != .body }
                expectEqual(others.count, 10)
                for style in others {
                    expectNotoSerif(font.font(forTextStyle: style, category: category))
                }
            }
        }

        @Test("Futura.plist: every style falls back as fontNotInstalled, naming the font")
        func futura() throws {
            let path = TestPaths.example("Futura.plist")
            let font = try ScaledFont(contentsOf: path, catalog: catalog)
            let dictionary = try unwrap(font.dictionary)
            for style in TextStyle.allCases {
                let entry = try unwrap(dictionary.entries[style])
                let answer = font.font(forTextStyle: style, category: .extraLarge)
                expectEqual(answer.status, .fallback)
                expectEqual(answer.fallbackReason, .fontNotInstalled)
                expectEqual(answer.requestedName, entry.fontName)
                expectEqual(answer.requestedSize, entry.fontSize)
                expectEqual(answer.message?.contains(entry.fontName), true)
                expectEqual(answer.message?.contains(path), true)
                expectEqual(answer.pointSize, HIGRamp.size(style, .extraLarge))
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
            expectNil(font.dictionary)
            let error = try unwrap(font.dictionaryError)
            expectEqual(
                error.code,
                (name == "Malformed.plist" ? .dictionaryMalformed : .dictionaryUnreadable))
            expectEqual(error.file, path)
            for style in TextStyle.allCases {
                for category in ContentSizeCategory.allCases {
                    let answer = font.font(forTextStyle: style, category: category)
                    expectEqual(answer.status, .fallback)
                    expectEqual(answer.fallbackReason, .dictionaryUnreadable)
                    expectEqual(answer.matchedBy, .fallback)
                    expectEqual(answer.message?.contains(path), true)
                    expectEqual(answer.pointSize, HIGRamp.size(style, category))
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
            expectEqual(hhea.policy, .hhea)
            expectEqual(typo.policy, .typo)
            // HIG body: AX1 28, Large 17, so 20 pt becomes 20 * 28 / 17.
            let size = 20.0 * 28.0 / 17.0
            let hheaBody = hhea.font(forTextStyle: .body, category: .accessibilityMedium)
            let typoBody = typo.font(forTextStyle: .body, category: .accessibilityMedium)
            expectEqual(hheaBody.metrics.table, .hhea)
            expectEqual(typoBody.metrics.table, .typo)
            expectTrue(
                isClose(hheaBody.metrics.ascender, table.hheaAscender * size / table.unitsPerEm))
            expectTrue(
                isClose(typoBody.metrics.ascender, table.typoAscender * size / table.unitsPerEm))
            expectTrue(
                isClose(typoBody.metrics.leading, table.typoLineGap * size / table.unitsPerEm))
        }
    }
}
