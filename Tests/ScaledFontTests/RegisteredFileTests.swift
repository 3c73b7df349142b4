import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// A registered face is reported only under names its file carries when the catalog is
    /// built: a font replaced in place is read again, a face
    /// without a PostScript name has none. Catalogs hold only folders made here (no installed fonts); names and
    /// unitsPerEm come from the fonts' tables (FontTableValues.swift, Fixtures/README.md).
    @Suite struct RegisteredFileTests {
        @Test("A font replaced in place is read again: only the names its file now carries")
        func replacedInPlace() throws {
            let folder = try TemporaryDirectory(copying: [FontTables.notoSerifBold.path])
            let file = folder.path + "/" + FontTables.notoSerifBold.fileName
            let before = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            expectEqual(before.resolve(FontTables.notoSerifBold.postscriptName)?.face.file, file)

            try replaceInPlace(file, with: FontTables.dejaVuSansBold.path)
            let after = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            expectNil(after.resolve(FontTables.notoSerifBold.postscriptName))
            expectNil(after.resolve(FontTables.notoSerifBold.family))
            let match = try unwrap(after.resolve(FontTables.dejaVuSansBold.postscriptName))
            expectEqual(match.face.file, file)
            expectEqual(match.matchedBy, .postscriptName)
            try expectEqual(
                after.metrics(of: match.face).unitsPerEm, FontTables.dejaVuSansBold.unitsPerEm)
        }

        @Test("A face without a PostScript name is not found by the one Fontconfig makes up")
        func noPostScriptName() throws {
            let folder = try TemporaryDirectory(copying: [
                TestPaths.fixtures + "/SFFixtureNameless.ttf"
            ])
            let catalog = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            let face = try unwrap(catalog.registeredFaces.first)
            expectEqual(catalog.registeredFaces.count, 1)
            // The fixture has no name ID 6 record (make_hostile_name_fixture.py).
            expectEqual(face.postscriptName, "")
            // What Fontconfig 2.14 makes up from the family (fc-scan --format %{postscriptname}).
            expectNil(catalog.resolve("SF-Fixture-Nameless"))
            expectEqual(catalog.resolve("SF Fixture Nameless Regular")?.matchedBy, .fullName)
            expectEqual(catalog.resolve("SF Fixture Nameless")?.matchedBy, .family)
            expectNil(catalog.resolve(""))
        }

        @Test("A PostScript name FreeType rejects is no PostScript name")
        func rejectedPostScriptName() throws {
            let folder = try TemporaryDirectory(
                copying: [TestPaths.fixtures + "/SFFixtureHostileName.ttf"])
            let catalog = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            // Name ID 6 is `##[error]SFFixtureHostile-Regular`; `[` and `]` cannot be in a
            // PostScript name, so FreeType gives none (Fixtures/README.md).
            expectEqual(catalog.registeredFaces.map(\.postscriptName), [""])
            expectNil(catalog.resolve("##[error]SFFixtureHostile-Regular"))
        }
    }
}
