import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The Linux user's preferred size: a text-scaling factor mapped to the category whose HIG
    /// body size is nearest to 17 pt × factor, `SCALEDFONT_CATEGORY`, GNOME's
    /// `text-scaling-factor` through `gsettings`, and the continuous `scale`.
    @Suite struct TextSizePreferenceTests {
        /// Factor → category, worked out by hand from the HIG body column (Apple's HIG
        /// tables: xS 14, S 15, M 16, L 17, XL 19, XXL 21, XXXL 23, AX1 28, AX2 33,
        /// AX3 40, AX4 47, AX5 53) with 17 × factor; halfway goes to the larger category.
        static let factors: [(Double, ContentSizeCategory)] = [
            (0.5, .extraSmall),  // 8.5: below the ramp
            (0.75, .extraSmall),  // 12.75: 14 is 1.25 away, 15 is 2.25
            (0.9, .small),  // 15.3
            (0.95, .medium),  // 16.15
            (1.0, .large),  // 17
            (1.1, .extraLarge),  // 18.7: 19 is 0.3 away
            (1.25, .extraExtraLarge),  // 21.25 (GNOME's Large Text switch)
            (1.5, .accessibilityMedium),  // 25.5: halfway between 23 and 28
            (1.75, .accessibilityMedium),  // 29.75: 28 is 1.75 away, 33 is 3.25
            (2.0, .accessibilityLarge),  // 34: 33
            (2.25, .accessibilityExtraLarge),  // 38.25: 40 is 1.75 away, 33 is 5.25
            (2.5, .accessibilityExtraLarge),  // 42.5: 40 is 2.5 away, 47 is 4.5
            (2.75, .accessibilityExtraExtraLarge),  // 46.75: 47
            (3.0, .accessibilityExtraExtraExtraLarge),  // 51: 53 is 2 away, 47 is 4
        ]

        @Test("a factor maps to the category of the nearest body size", arguments: factors)
        func factorMapping(factor: Double, expected: ContentSizeCategory) throws {
            try expectEqual(ContentSizeCategory(textScalingFactor: factor), expected)
        }

        @Test(
            "a factor that is not a positive number is refused",
            arguments: [0, -1, Double.nan, Double.infinity])
        func invalidFactor(factor: Double) {
            #expect {
                try ContentSizeCategory(textScalingFactor: factor)
            } throws: { error in
                (error as? ScaledFontError)?.code == .invalidScale
            }
        }

        // MARK: Reading the preference

        let folder: TemporaryDirectory

        init() throws {
            folder = try TemporaryDirectory()
        }

        /// A stand-in `gsettings` in the test's folder that prints `output` and exits with
        /// `status`; returns an environment whose `PATH` is that folder only.
        func fakeGSettings(printing output: String, status: Int = 0) throws -> [String: String] {
            try fakeGSettings(script: "printf '%s\\n' '\(output)'\nexit \(status)")
        }

        @Test(
            "SCALEDFONT_CATEGORY takes any category spelling and wins over GNOME",
            arguments: [
                ("ax3", ContentSizeCategory.accessibilityExtraLarge),
                ("xxLarge", .extraExtraLarge),
                ("UICTContentSizeCategoryS", .small),
            ])
        func environmentVariable(spelling: String, expected: ContentSizeCategory) throws {
            var environment = try fakeGSettings(printing: "2.0")
            environment["SCALEDFONT_CATEGORY"] = spelling
            let preference = try TextSizePreference.read(environment: environment)
            expectEqual(preference.category, expected)
            expectEqual(preference.source, .environment)
            expectNil(preference.textScalingFactor)
        }

        @Test("a misspelt SCALEDFONT_CATEGORY is an error naming the variable")
        func environmentTypo() {
            #expect {
                try TextSizePreference.read(environment: [
                    "SCALEDFONT_CATEGORY": "huge", "PATH": "",
                ])
            } throws: { error in
                let error = error as? ScaledFontError
                return error?.code == .unknownCategory
                    && error?.message.hasPrefix("SCALEDFONT_CATEGORY: unknown content size") == true
            }
        }

        @Test(
            "GNOME's text-scaling-factor, read with gsettings, maps by body size",
            arguments: [
                ("1.25", 1.25, ContentSizeCategory.extraExtraLarge),
                ("2.0", 2.0, .accessibilityLarge),
            ])
        func gnome(output: String, factor: Double, expected: ContentSizeCategory) throws {
            var environment = try fakeGSettings(printing: output)
            environment["SCALEDFONT_CATEGORY"] = ""
            let preference = try TextSizePreference.read(environment: environment)
            expectEqual(preference.category, expected)
            expectEqual(preference.source, .gnome)
            expectEqual(preference.textScalingFactor, factor)
        }

        @Test(
            "without gsettings, or when it fails or prints no number, the factor is 1.0",
            arguments: [("", 0), ("1.5", 1), ("No such schema", 0), ("0", 0)])
        func fallsBackToDefault(output: String, status: Int) throws {
            let environment =
                output.isEmpty
                ? ["PATH": folder.path]
                : try fakeGSettings(
                    printing: output, status: status)
            let preference = try TextSizePreference.read(environment: environment)
            expectEqual(preference.category, .large)
            expectEqual(preference.source, .default)
            expectEqual(preference.textScalingFactor, 1)
        }

        /// A stand-in `gsettings` running `body` (a shell script's lines), installed as
        /// ``TemporaryDirectory/installScript(_:as:)`` installs it.
        func fakeGSettings(script body: String) throws -> [String: String] {
            _ = try folder.installScript(body, as: "gsettings")
            return ["PATH": folder.path]
        }

        @Test("gsettings runs with the environment given, not this process's")
        func gnomeEnvironment() throws {
            var environment = try fakeGSettings(script: #"printf '%s\n' "$FAKE_FACTOR""#)
            environment["FAKE_FACTOR"] = "1.25"
            let preference = try TextSizePreference.read(environment: environment)
            expectEqual(preference.source, .gnome)
            expectEqual(preference.textScalingFactor, 1.25)
        }

        @Test("a gsettings that hangs is ended after five seconds and the factor is 1.0")
        func gnomeHangs() throws {
            // Prints a factor but never exits (the test's PATH is its folder only, hence the
            // absolute path): the answer of a program that did not finish is not used.
            let environment = try fakeGSettings(script: "echo 2.0\nexec /bin/sleep 60")
            let start = ContinuousClock.now
            let preference = try TextSizePreference.read(environment: environment)
            let elapsed = ContinuousClock.now - start
            expectEqual(preference.source, .default)
            expectTrue(elapsed >= .seconds(5) && elapsed < .seconds(15))
        }

        // MARK: Continuous scale

        /// Expected sizes for TestData/Clamped.plist at scales 0.5, 1.5 and 2.5, by hand:
        /// fontSize × scale, then the entry's clamps (title max 40; body min 15, max 30.5;
        /// caption2 min 12); largeTitle has no entry, so its HIG size at Large (34) × scale.
        static let scaledSizes: [(TextStyle, [Double])] = [
            (.title, [14, 40, 40]),
            (.headline, [8.5, 25.5, 42.5]),
            (.body, [15, 25.5, 30.5]),
            (.caption2, [12, 16.5, 27.5]),
            (.largeTitle, [17, 51, 85]),
        ]

        @Test("scale multiplies the entry's size, then clamps; a fallback scales the HIG size")
        func scaledSizes() throws {
            let path = TestPaths.testData("Clamped.plist")
            let font = try ScaledFont(contentsOf: path, catalog: SharedCatalogs.notoSerif.get())
            for (style, sizes) in Self.scaledSizes {
                for (scale, size) in zip([0.5, 1.5, 2.5], sizes) {
                    let answer = try font.font(forTextStyle: style, scale: scale)
                    expectEqual(answer.pointSize, size, "\(style) at \(scale)")
                    expectEqual(answer.scale, scale)
                    expectEqual(answer.category, .large)
                    expectEqual(answer.face, font.font(forTextStyle: style).face)
                }
            }
            expectNil(font.font(forTextStyle: .body).scale)
        }

        @Test("a scale out of (0, 10] is refused", arguments: [0, -1, 10.5, Double.nan])
        func invalidScale(scale: Double) throws {
            let font = try ScaledFont(
                contentsOf: TestPaths.testData("Clamped.plist"),
                catalog: SharedCatalogs.notoSerif.get())
            #expect {
                try font.font(forTextStyle: .body, scale: scale)
            } throws: { error in
                (error as? ScaledFontError)?.code == .invalidScale
            }
        }
    }
}
