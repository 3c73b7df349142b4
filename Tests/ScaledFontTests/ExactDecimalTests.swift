import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Metrics and sizes are the `Double` nearest to the exact decimal result when there is
    /// one, so reports print `46.308`, not `46.30799999999999`. Each expected value is a
    /// decimal literal worked out by hand from integers (a Swift literal is the `Double`
    /// nearest to the decimal it spells).
    @Suite("Exact decimal results")
    struct ExactDecimalTests {
        /// Noto Serif's hhea values (FontTables.notoSerifRegular: unitsPerEm 1000, ascender
        /// 1069, descender -293, lineGap 0, cap height 714, x-height 536).
        let noto = FaceMetrics(
            unitsPerEm: 1000,
            hhea: .init(ascender: 1069, descender: -293, lineGap: 0),
            typo: nil, win: nil,
            freetype: .init(ascender: 1069, descender: -293, lineGap: 0),
            useTypoMetrics: false, os2Version: 4, capHeight: 714, capHeightSource: .os2,
            xHeight: 536, xHeightSource: .os2)

        @Test("Scaling many values by one size and unitsPerEm is product([v, size], [upem])")
        func scalingIsProduct() {
            // Font units, sizes of the ramp and off it, zero, negative, non-finite, many
            // digits (no exact fraction: plain Double arithmetic), and huge values.
            let values: [Double] = [
                0, 1, -293, 1069, 1362, 714.5, 1e-5, 123456789.123, 9007199254740991, 1e300,
                -.infinity, .nan,
            ]
            let sizes: [Double] = [0, 17, 26.4, 3.4 * 19 / 17, 0.1 + 0.2, 1e-7, 4e15, .infinity]
            let unitsPerEm: [Double] = [1000, 2048, 16, 0, 1e-9, .nan]
            for size in sizes {
                for upem in unitsPerEm {
                    let scaling = DecimalArithmetic.Scaling(size, dividedBy: upem)
                    for value in values {
                        let expected = DecimalArithmetic.product([value, size], dividedBy: [upem])
                        let scaled = scaling.scaled(value)
                        expectTrue(
                            scaled.bitPattern == expected.bitPattern
                                || (scaled.isNaN && expected.isNaN),
                            "\(value) x \(size) / \(upem): \(scaled), not \(expected)")
                    }
                }
            }
        }

        @Test("lineHeight is (ascender - descender + lineGap) x size / unitsPerEm in one step")
        func lineHeight() {
            // (1069 + 293) x 34 / 1000 = 46308 / 1000.
            let metrics = noto.lineMetrics(pointSize: 34)
            expectEqual(metrics.lineHeight, 46.308)
            expectEqual(metrics.ascender, 36.346)  // 1069 x 34 / 1000
            expectEqual(metrics.descender, -9.962)  // -293 x 34 / 1000
            expectEqual(metrics.capHeight, 24.276)  // 714 x 34 / 1000
        }

        @Test("a decimal size: 22 x 1.2 is 26.4, and the metrics at it exact decimals")
        func decimalSize() {
            expectEqual(DynamicTypeRamp.scaledSize(22, scale: 1.2), 26.4)
            let metrics = noto.lineMetrics(pointSize: DynamicTypeRamp.scaledSize(22, scale: 1.2))
            expectEqual(metrics.ascender, 28.2216)  // 1069 x 264 / 10000
            expectEqual(metrics.lineHeight, 35.9568)  // 1362 x 264 / 10000
        }

        @Test(
            "a ramp step of a decimal size: 3.4 x 19 / 17 is 3.8; 16.4 x 19 / 17 the nearest Double"
        )
        func rampStep() {
            // body is 17 at large, 19 at extraLarge (HIG ramp): 16.4 x 19 / 17 = 311.6 / 17,
            // which is no finite decimal; 17 x 19 / 17 = 19 exactly.
            expectEqual(DynamicTypeRamp.scaledSize(17, style: .body, category: .extraLarge), 19)
            expectEqual(DynamicTypeRamp.scaledSize(3.4, style: .body, category: .extraLarge), 3.8)
            let third = DynamicTypeRamp.scaledSize(16.4, style: .body, category: .extraLarge)
            expectTrue(abs(third - 311.6 / 17) <= 1e-12)
        }

        @Test("sizes Swift prints with an exponent, and the largest whole size Double holds")
        func exponentsAndWholeNumbers() {
            // 0.00001 prints as 1e-05: 1069 x 1 / (1000 x 10^5) = 0.00001069.
            expectEqual(noto.lineMetrics(pointSize: 0.00001).ascender, 0.00001069)
            // 2.5e-07: -293 x 25 / (1000 x 10^8) = -0.00000007325.
            expectEqual(noto.lineMetrics(pointSize: 2.5e-7).descender, -0.000_000_073_25)
            // 2^53 - 1 = 9007199254740991, a whole number: 1000 x it / 1000 is itself.
            let units = FaceMetrics(
                unitsPerEm: 1000, hhea: .init(ascender: 1000, descender: -1000, lineGap: 0),
                typo: nil, win: nil, freetype: .init(ascender: 1000, descender: -1000, lineGap: 0),
                useTypoMetrics: false, os2Version: 4, capHeight: 700, capHeightSource: .os2,
                xHeight: 500, xHeightSource: .os2)
            let largest = units.lineMetrics(pointSize: 9_007_199_254_740_991)
            expectEqual(largest.ascender, 9_007_199_254_740_991)
            expectEqual(largest.descender, -9_007_199_254_740_991)
            // 10^16 (above 2^53) prints as 1e+16: 700 x 10^16 / 1000 = 7 x 10^15.
            expectEqual(units.lineMetrics(pointSize: 1e16).capHeight, 7e15)
        }

        @Test("a result with no finite decimal is still the nearest Double")
        func repeating() {
            let metrics = noto.lineMetrics(pointSize: 1.0 / 3.0)
            expectTrue(abs(metrics.ascender - 1069.0 / 3000.0) <= 1e-15)
        }
    }

    @Suite("Font name suggestions")
    struct FontNameSuggestionTests {
        @Test("a misspelt name suggests a face of its own family, never another family's")
        func sameFamily() {
            expectEqual(
                NearestName.findFontName("Futura-Medium", among: ["Inter-Medium", "Futura-Bold"]),
                "Futura-Bold")
            expectNil(NearestName.findFontName("Futura-Medium", among: ["Inter-Medium"]))
            expectEqual(
                NearestName.findFontName("NotoSerf-Bold", among: ["Inter-Bold", "NotoSerif-Bold"]),
                "NotoSerif-Bold")
            expectEqual(
                NearestName.findFontName("Noto Serif-Bold", among: ["NotoSerif-Bold"]),
                "NotoSerif-Bold")
        }
    }
}
