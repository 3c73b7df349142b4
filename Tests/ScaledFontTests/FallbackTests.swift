import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The fallback face (FallbackBehaviour.md in the DocC catalog): Fontconfig's best match for
    /// `system-ui` at the style's weight, at the HIG size of the style at the category. The oracle
    /// is the
    /// `fc-match` command, run by the tests; weights there are on Fontconfig's scale
    /// (FC_WEIGHT_REGULAR = 80, FC_WEIGHT_DEMIBOLD = 180, FC_WEIGHT_BOLD = 200).
    @Suite struct FallbackTests {
        /// `fc-match -f '%{file}' 'FAMILY:weight=W'` (the family escaped), the face Fontconfig
        /// itself chooses.
        static func fontconfigFile(
            _ family: String = "system-ui", weight: Int, configFile: String? = nil
        ) throws -> String {
            try FontconfigTool.match(
                FontconfigTool.pattern(family: family, weight: weight), format: "%{file}",
                configFile: configFile)
        }

        /// Fontconfig's weight for a style's system font: semibold (180) for headline, else
        /// regular (80) (HIG: headline is the one semibold style).
        static func fontconfigWeight(_ style: TextStyle) -> Int {
            style == .headline ? 180 : 80
        }

        @Test(
            "Every style of Futura.plist falls back to fc-match's system-ui face at the HIG size",
            arguments: [false, true])
        func futura(withBundledFonts: Bool) throws {
            let catalog = try (withBundledFonts ? SharedCatalogs.notoSerif : SharedCatalogs.system)
                .get()
            let font = try ScaledFont(
                contentsOf: TestPaths.example("Futura.plist"), catalog: catalog)
            let regular = try Self.fontconfigFile(weight: 80)
            let semibold = try Self.fontconfigFile(weight: 180)
            for style in TextStyle.allCases {
                for category in ContentSizeCategory.allCases {
                    let answer = font.font(forTextStyle: style, category: category)
                    expectEqual(answer.status, .fallback)
                    expectEqual(answer.fallbackReason, .fontNotInstalled)
                    expectEqual(answer.matchedBy, .fallback)
                    expectEqual(answer.face.file, (style == .headline ? semibold : regular))
                    expectEqual(answer.pointSize, HIGRamp.size(style, category))
                    expectEqual(answer.requestedName?.hasPrefix("Futura-"), true)
                }
            }
        }

        @Test("Headline at AX3 falls back to the semibold system-ui face at 40 pt")
        func headlineAtAX3() throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let font = try ScaledFont(
                contentsOf: TestPaths.testData("MissingHeadline.plist"), catalog: catalog)
            let answer = font.font(forTextStyle: .headline, category: .accessibilityExtraLarge)
            expectEqual(answer.fallbackReason, .styleMissing)
            expectEqual(answer.matchedBy, .fallback)
            expectEqual(answer.face.file, (try Self.fontconfigFile(weight: 180)))
            expectTrue(!answer.face.isRegistered)
            // HIG headline at AX3 (accessibilityExtraLarge): 40 pt.
            expectEqual(answer.pointSize, 40)
            expectNil(answer.requestedName)
            expectNil(answer.requestedSize)
            expectEqual(answer.faceMetrics, (try catalog.metrics(of: answer.face)))
            expectEqual(answer.metrics, answer.faceMetrics.lineMetrics(pointSize: 40))
        }

        @Test("The fallback face's metrics are its table values at the HIG size")
        func fallbackMetrics() throws {
            // Falling back to DejaVu Sans, whose table values FontTableValues holds.
            let catalog = try SharedCatalogs.system.get()
            let font = try ScaledFont(
                contentsOf: TestPaths.example("Futura.plist"), catalog: catalog,
                fallbackFamily: "DejaVu Sans")
            let answer = font.font(
                forTextStyle: .body, category: .accessibilityExtraExtraExtraLarge)
            let table = FontTables.dejaVuSans
            expectEqual(answer.face.file, (try Self.fontconfigFile("DejaVu Sans", weight: 80)))
            expectEqual(answer.face.file, table.path)
            // HIG body at AX5: 53 pt; hhea 1901 / -483 / 0 in 2048 units.
            let scale = 53 / table.unitsPerEm
            expectEqual(answer.pointSize, 53)
            expectEqual(answer.metrics.table, .hhea)
            expectTrue(isClose(answer.metrics.ascender, table.hheaAscender * scale))
            expectTrue(isClose(answer.metrics.descender, table.hheaDescender * scale))
            expectTrue(isClose(answer.metrics.leading, table.hheaLineGap * scale))
            expectTrue(isClose(answer.metrics.capHeight ?? 0, table.glyphTopH! * scale))
        }

        @Test(
            "systemFont(weight:) is fc-match's answer for system-ui at that weight",
            arguments: [(FontWeight.regular, 80), (.semibold, 180), (.bold, 200)])
        func systemFont(weight: FontWeight, fontconfigWeight: Int) throws {
            let catalog = try SharedCatalogs.system.get()
            let face = try catalog.systemFont(weight: weight)
            expectEqual(face.file, (try Self.fontconfigFile(weight: fontconfigWeight)))
        }

        @Test(
            "The fallback family can be configured",
            arguments: ["DejaVu Serif", "monospace", "sans-serif"])
        func configuredFamily(family: String) throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let font = try ScaledFont(
                contentsOf: TestPaths.example("Futura.plist"), catalog: catalog,
                fallbackFamily: family)
            let body = font.font(forTextStyle: .body)
            let headline = font.font(forTextStyle: .headline)
            expectEqual(body.face.file, (try Self.fontconfigFile(family, weight: 80)))
            expectEqual(headline.face.file, (try Self.fontconfigFile(family, weight: 180)))
            // HIG body and headline at Large: 17 pt.
            expectEqual(body.pointSize, 17)
            expectEqual(headline.pointSize, 17)
        }

        @Test("A fallback family Fontconfig does not know gives the sans-serif face")
        func unknownFamily() throws {
            let catalog = try SharedCatalogs.system.get()
            let face = try catalog.systemFont(weight: .regular, family: "No Such Family 4711")
            expectEqual(face.file, (try Self.fontconfigFile("sans-serif", weight: 80)))
        }

        @Test("Without system fonts the fallback is Fontconfig's match among the bundled faces")
        func bundledOnly() throws {
            let catalog = try FontCatalog(
                fontDirectories: [TestPaths.notoSerifFonts], includeSystemFonts: false)
            expectTrue(catalog.systemFaces.isEmpty)
            expectEqual(catalog.registeredFaces.count, 4)
            // The oracle: fc-match with a configuration that has only the bundled folder (and
            // none of the system's rules), as the catalog's own configuration.
            let folder = try TemporaryDirectory()
            let configFile = try folder.write(
                """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig>
                  <dir>\(TestPaths.notoSerifFonts)</dir>
                  <cachedir>\(folder.path)/cache</cachedir>
                </fontconfig>

                """, to: "fonts.conf")
            let font = try ScaledFont(
                contentsOf: TestPaths.example("Futura.plist"), catalog: catalog)
            for style in [TextStyle.headline, .body] {
                let answer = font.font(forTextStyle: style)
                let expected = try Self.fontconfigFile(
                    weight: Self.fontconfigWeight(style), configFile: configFile)
                expectEqual(answer.face.file, expected, "\(style)")
                expectTrue(answer.face.isRegistered)
            }
        }

        @Test("A bundled face deleted after the catalog was built falls back as fontNotInstalled")
        func deletedFace() throws {
            let folder = try TemporaryDirectory()
            let copy = folder.path + "/" + FontTables.notoSerifBold.fileName
            try FileManager.default.copyItem(atPath: FontTables.notoSerifBold.path, toPath: copy)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            expectEqual(catalog.resolve("NotoSerif-Bold")?.face.file, copy)
            try FileManager.default.removeItem(atPath: copy)

            let dictionary = StyleDictionary(entries: [
                .headline: StyleEntry(fontName: "NotoSerif-Bold", fontSize: 17)
            ])
            let font = try ScaledFont(dictionary: dictionary, catalog: catalog)
            let headline = font.font(forTextStyle: .headline)
            expectEqual(headline.fallbackReason, .fontNotInstalled)
            expectEqual(headline.requestedName, "NotoSerif-Bold")
            expectEqual(headline.message?.contains("NotoSerif-Bold"), true)
            expectEqual(headline.face.file, (try Self.fontconfigFile(weight: 180)))
            expectEqual(font.font(forTextStyle: .body).fallbackReason, .styleMissing)
        }

        @Test("With no fonts at all, a style that must fall back is an error")
        func noFontsAtAll() throws {
            let catalog = try FontCatalog(includeSystemFonts: false)
            expectTrue(catalog.faces.isEmpty)
            let error = #expect(throws: ScaledFontError.self) {
                try ScaledFont(contentsOf: TestPaths.example("Futura.plist"), catalog: catalog)
            }
            expectEqual(error?.code, .noSystemFont)
        }
    }
}
