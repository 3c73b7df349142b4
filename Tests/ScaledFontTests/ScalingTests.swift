import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Scaling for a content size category (FallbackBehaviour.md in the DocC catalog, Scaling): the
    /// HIG ramp, the ratio rule for custom sizes, and the entry's clamps. Expected sizes come from
    /// ``HIGRamp`` (typed from Apple's HIG tables), never from the library's own table.
    @Suite struct ScalingTests {
        /// A scaled font whose dictionary gives every style its HIG size at Large, in a face
        /// that resolves (NotoSerif-Regular, bundled).
        static let rampFont = Result { () throws(ScaledFontError) in
            let entries = Dictionary(
                uniqueKeysWithValues: TextStyle.allCases.map {
                    (
                        $0,
                        StyleEntry(
                            fontName: "NotoSerif-Regular", fontSize: HIGRamp.size($0, .large))
                    )
                })
            return try ScaledFont(
                dictionary: StyleDictionary(entries: entries),
                catalog: SharedCatalogs.notoSerif.get())
        }

        /// The same with every style at 20 pt, a size no style has at Large except title3.
        static let twentyPointFont = Result { () throws(ScaledFontError) in
            let entries = Dictionary(
                uniqueKeysWithValues: TextStyle.allCases.map {
                    ($0, StyleEntry(fontName: "NotoSerif-Regular", fontSize: 20))
                })
            return try ScaledFont(
                dictionary: StyleDictionary(entries: entries),
                catalog: SharedCatalogs.notoSerif.get())
        }

        @Test(
            "The ramp is the HIG table", arguments: TextStyle.allCases, ContentSizeCategory.allCases
        )
        func ramp(style: TextStyle, category: ContentSizeCategory) {
            expectEqual(DynamicTypeRamp.pointSize(style, category), HIGRamp.size(style, category))
        }

        @Test(
            "A dictionary with the Large sizes gives exactly the ramp",
            arguments: TextStyle.allCases, ContentSizeCategory.allCases)
        func largeSizesGiveTheRamp(style: TextStyle, category: ContentSizeCategory) throws {
            let font = try Self.rampFont.get().font(forTextStyle: style, category: category)
            expectEqual(font.status, .resolved)
            expectEqual(font.style, style)
            expectEqual(font.category, category)
            // size * ramp(c) / ramp(L) with size = ramp(L) is ramp(c) with no rounding error:
            // the product is an integer and the quotient one too.
            expectEqual(font.pointSize, HIGRamp.size(style, category))
            expectEqual(font.metrics.pointSize, font.pointSize)
        }

        @Test(
            "A custom size scales by the ratio of the style's ramp to its Large size",
            arguments: TextStyle.allCases, ContentSizeCategory.allCases)
        func customSizeScalesByRatio(style: TextStyle, category: ContentSizeCategory) throws {
            let font = try Self.twentyPointFont.get().font(forTextStyle: style, category: category)
            // FallbackBehaviour.md, Scaling: fontSize * ramp(style, category) / ramp(style,
            // .large), unrounded; e.g. body at AX5: 20 * 53 / 17 = 62.35...
            let expected = 20 * HIGRamp.size(style, category) / HIGRamp.size(style, .large)
            expectTrue(isClose(font.pointSize, expected, relative: 1e-12))
            expectEqual(font.requestedSize, 20)
        }

        @Test("Body at 20 pt and AX5 is 20 * 53 / 17, not rounded")
        func bodyAtAX5() throws {
            let font = try Self.twentyPointFont.get()
                .font(forTextStyle: .body, category: .accessibilityExtraExtraExtraLarge)
            // HIG body: AX5 53, Large 17.
            expectTrue(isClose(font.pointSize, 20.0 * 53.0 / 17.0, relative: 1e-12))
            expectTrue(font.pointSize != font.pointSize.rounded())
        }

        @Test("The default category is Large")
        func defaultCategory() throws {
            let font = try Self.twentyPointFont.get()
            expectEqual(
                font.font(forTextStyle: .callout),
                font.font(forTextStyle: .callout, category: .large))
            expectEqual(ContentSizeCategory.default, .large)
        }

        // MARK: Clamps

        /// Expected sizes for TestData/Clamped.plist, worked out by hand from the HIG rows:
        /// title 28 pt, maximumPointSize 40; body 17 pt, minimum 15, maximum 30.5; caption2
        /// 11 pt, minimum 12; headline 17 pt without limits (the HIG row).
        static let clampedSizes: [TextStyle: [Double]] = [
            .title: [25, 26, 27, 28, 30, 32, 34, 38, 40, 40, 40, 40],
            .body: [15, 15, 16, 17, 19, 21, 23, 28, 30.5, 30.5, 30.5, 30.5],
            .caption2: [12, 12, 12, 12, 13, 15, 17, 20, 24, 29, 34, 40],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        ]

        @Test("maximumPointSize and minimumPointSize clamp the scaled size")
        func clamps() throws {
            let path = TestPaths.testData("Clamped.plist")
            let font = try ScaledFont(contentsOf: path, catalog: SharedCatalogs.notoSerif.get())
            expectNil(font.dictionaryError)
            expectEqual(font.dictionary?.diagnostics.isEmpty, true)
            for (style, sizes) in Self.clampedSizes {
                for (category, size) in zip(HIGRamp.categories, sizes) {
                    let answer = font.font(forTextStyle: style, category: category)
                    expectEqual(answer.status, .resolved, "\(style) at \(category)")
                    expectEqual(answer.pointSize, size, "\(style) at \(category)")
                }
            }
            let entry = try unwrap(font.dictionary?.entries[.body])
            expectEqual(entry.minimumPointSize, 15)
            expectEqual(entry.maximumPointSize, 30.5)
        }

        @Test("scaledSize applies the minimum, then the maximum")
        func scaledSizeClamps() {
            // HIG caption: Large 12, xS 11, AX5 43.
            expectEqual(DynamicTypeRamp.scaledSize(12, style: .caption, category: .extraSmall), 11)
            expectEqual(
                DynamicTypeRamp.scaledSize(
                    12, style: .caption, category: .extraSmall, minimum: 11.5), 11.5)
            expectEqual(
                DynamicTypeRamp.scaledSize(
                    12, style: .caption, category: .accessibilityExtraExtraExtraLarge,
                    maximum: 24), 24)
            // HIG callout: Large 16, XL 18; 15 pt becomes 15 * 18 / 16 = 16.875, unrounded.
            expectEqual(
                DynamicTypeRamp.scaledSize(15, style: .callout, category: .extraLarge), 16.875)
        }

        @Test("Style keys map to UIKit names (title = title1, caption = caption1)")
        func uikitNames() {
            expectEqual(TextStyle.title.uikitName, "title1")
            expectEqual(TextStyle.caption.uikitName, "caption1")
            expectEqual(TextStyle.body.uikitName, "body")
            expectEqual(TextStyle(name: "title1"), .title)
            expectEqual(TextStyle(name: "caption1"), .caption)
            expectNil(TextStyle(name: "Body"))
            // HIG: headline is the one semibold style.
            for style in TextStyle.allCases {
                expectEqual(style.systemWeight, (style == .headline ? .semibold : .regular))
            }
        }
    }
}
