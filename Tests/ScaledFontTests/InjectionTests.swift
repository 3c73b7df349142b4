import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Names with Fontconfig syntax in them: `:`, `=`, `,`, `\` and `-NN` never
    /// change what Fontconfig is asked. `fc-match` parses such a string as a pattern and
    /// finds a face for it; the library takes it as a plain name that no face has.
    @Suite struct InjectionTests {
        let catalog: FontCatalog

        init() throws {
            catalog = try SharedCatalogs.notoSerif.get()
        }

        /// Names an attacker could write, each of which `fc-match` turns into a real face.
        static let patternNames = [
            "DejaVu Sans:weight=200",
            "DejaVu Sans-12",
            "DejaVu Sans,DejaVu Serif",
            "DejaVu\\ Sans",
            "DejaVu Sans:style=Bold",
            ":family=DejaVu Sans",
            "DejaVu Sans:file=\(TestPaths.systemDejaVu)/DejaVuSans-Bold.ttf",
            "DejaVuSans-Bold:pixelsize=100",
            "DejaVu Sans Mono-40:bold",
        ]

        @Test(
            "A name with pattern syntax is not installed, though fc-match finds a face",
            arguments: patternNames)
        func patternNameNotInstalled(name: String) throws {
            // The oracle: Fontconfig itself, asked to parse the string, finds a DejaVu face.
            let substitute = try FontconfigTool.match(name, format: "%{file}")
            expectTrue(substitute.hasPrefix(TestPaths.systemDejaVu + "/DejaVuSans"))
            expectNil(catalog.resolve(name))
        }

        @Test("The names without their syntax do resolve (so the test above can fail)")
        func plainNamesResolve() throws {
            expectNotNil(catalog.resolve("DejaVu Sans"))
            expectEqual(catalog.resolve("DejaVuSans-Bold")?.matchedBy, .postscriptName)
            expectNotNil(catalog.resolve("DejaVu Sans Mono"))
        }

        @Test("A NUL in a name does not cut it short")
        func nul() {
            expectNotNil(catalog.resolve("DejaVu Sans"))
            expectNil(catalog.resolve("DejaVu Sans\u{0}"))
            expectNil(catalog.resolve("DejaVu Sans\u{0}:weight=200"))
            expectNil(catalog.resolve("\u{0}"))
        }

        @Test(
            "A fallback family with pattern syntax is one family name, not a pattern",
            arguments: ["monospace:weight=200", "serif,monospace", "DejaVu Serif:weight=bold"])
        func fallbackFamily(family: String) throws {
            let face = try catalog.systemFont(weight: .regular, family: family)
            // Parsed as a pattern, Fontconfig would answer a mono or serif face ...
            let parsed = try FontconfigTool.match(family, format: "%{file}")
            expectTrue(face.file != parsed)
            // ... taken as one unknown family name, it answers the sans-serif face, as for
            // any family it does not know.
            expectEqual(
                face.file, (try FontconfigTool.match("sans-serif:weight=80", format: "%{file}")))
        }

        @Test("A dictionary naming fonts with pattern syntax falls back for each, names kept")
        func dictionary() throws {
            let styles = Array(TextStyle.allCases.prefix(Self.patternNames.count))
            var entries: [TextStyle: StyleEntry] = [:]
            for (style, name) in zip(styles, Self.patternNames) {
                entries[style] = StyleEntry(fontName: name, fontSize: 17)
            }
            let font = try ScaledFont(
                dictionary: StyleDictionary(entries: entries), catalog: catalog)
            for (style, name) in zip(styles, Self.patternNames) {
                let answer = font.font(forTextStyle: style)
                expectEqual(answer.fallbackReason, .fontNotInstalled, "\(name)")
                expectEqual(answer.requestedName, name)
                expectEqual(answer.fallbackDetail, "font '\(name)' is not installed or bundled")
            }
        }

        @Test("A fonts folder whose path has pattern syntax is registered as that path")
        func folderPath() throws {
            let parent = try TemporaryDirectory()
            let folder = parent.path + "/Fonts:weight=200,family=x\\y-12"
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: false)
            try FileManager.default.copyItem(
                atPath: FontTables.notoSerifBold.path,
                toPath: folder + "/" + FontTables.notoSerifBold.fileName)
            let catalog = try FontCatalog(fontDirectories: [folder], includeSystemFonts: false)
            let bold = try unwrap(catalog.resolve("NotoSerif-Bold"))
            expectEqual(bold.face.file, folder + "/" + FontTables.notoSerifBold.fileName)
            try expectEqual(
                catalog.metrics(of: bold.face).unitsPerEm, FontTables.notoSerifBold.unitsPerEm)
            expectEqual(catalog.registeredFaces.count, 1)
        }
    }
}
