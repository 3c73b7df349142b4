import Foundation
import ScaledFont
import Testing

extension LibraryTests {
    /// Name resolution (DESIGN.md, Name resolution): PostScript name, full name, family, else not
    /// installed; registered folders before the system; never a Fontconfig substitute.
    @Suite struct ResolutionTests {
        let catalog: FontCatalog

        init() throws {
            catalog = try SharedCatalogs.everything.get()
        }

        // MARK: Rung 1: PostScript name

        @Test(
            "A PostScript name resolves case-insensitively to its face",
            arguments: [
                ("NotoSerif-Bold", FontTables.notoSerifBold),
                ("notoserif-BOLD", FontTables.notoSerifBold),
                ("NOTOSERIF-ITALIC", FontTables.notoSerifItalic),
                ("DejaVuSans-Bold", FontTables.dejaVuSansBold),
                ("sffixtureos2v1-regular", FontTables.os2v1),
            ])
        func postscriptName(name: String, expected: FontTableValues) throws {
            let match = try #require(catalog.resolve(name))
            // Expected: name ID 6 and the file the table values were read from.
            #expect(match.matchedBy == .postscriptName)
            #expect(match.face.postscriptName == expected.postscriptName)
            #expect(match.face.file == expected.path)
            #expect(match.face.index == expected.faceIndex)
        }

        @Test(
            "A collection face resolves to its own index in the .ttc",
            arguments: [FontTables.collectionRegular, FontTables.collectionBold])
        func collectionFace(expected: FontTableValues) throws {
            let match = try #require(catalog.resolve(expected.postscriptName))
            // Expected: SFFixtureCollection-Regular is face 0, -Bold is face 1 (Fixtures/README).
            #expect(match.face.file == expected.path)
            #expect(match.face.index == expected.faceIndex)
            #expect(match.face.weight.rawValue == expected.weightClass)
        }

        // MARK: Rung 2: full name

        @Test(
            "A full name resolves case-insensitively",
            arguments: [
                ("Noto Serif Bold Italic", FontTables.notoSerifBoldItalic),
                ("noto serif bold italic", FontTables.notoSerifBoldItalic),
                ("SF Fixture Collection Bold", FontTables.collectionBold),
                ("DejaVu Sans Bold", FontTables.dejaVuSansBold),
            ])
        func fullName(name: String, expected: FontTableValues) throws {
            let match = try #require(catalog.resolve(name))
            // Expected: name ID 4 of the face (FontTableValues.fullName).
            #expect(name.lowercased() == expected.fullName.lowercased())
            #expect(match.matchedBy == .fullName)
            #expect(match.face.postscriptName == expected.postscriptName)
            #expect(match.face.file == expected.path)
        }

        // MARK: Rung 3: family

        @Test("A family written without spaces resolves to its regular face, not to fc-match's")
        func familyWithoutSpaces() throws {
            let match = try #require(catalog.resolve("NotoSerif"))
            #expect(match.matchedBy == .family)
            #expect(match.face.postscriptName == FontTables.notoSerifRegular.postscriptName)
            #expect(match.face.file == FontTables.notoSerifRegular.path)
            // Fontconfig's own matcher reads `:postscriptname=NotoSerif` as a preference and
            // answers with some other face: it is not the answer the catalog gives.
            let fontconfigAnswer = try FontconfigTool.match(
                ":postscriptname=NotoSerif", format: "%{postscriptname}")
            #expect(!fontconfigAnswer.isEmpty)
            #expect(fontconfigAnswer != match.face.postscriptName)
        }

        @Test("A family's regular face is upright, normal width and weight 400")
        func familyRegularFace() throws {
            // The DejaVu Sans family also has Bold, Oblique, Condensed and ExtraLight faces
            // (checked with fc-list, independently of the catalog), so the choice matters.
            let members = try FontconfigTool.list(
                ":family=DejaVu Sans", format: "%{postscriptname}")
            for other in [
                "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSansCondensed",
                "DejaVuSans-ExtraLight",
            ] {
                #expect(members.contains(other), "fc-list shows no \(other) in DejaVu Sans")
            }
            // "Deja Vu Sans" is no PostScript or full name, so only the family rung can find it.
            let match = try #require(catalog.resolve("Deja Vu Sans"))
            #expect(match.matchedBy == .family)
            // Expected: DejaVuSans (Book), usWeightClass 400 (FontTableValues).
            #expect(match.face.postscriptName == FontTables.dejaVuSans.postscriptName)
            #expect(match.face.file == FontTables.dejaVuSans.path)
            #expect(match.face.weight.rawValue == FontTables.dejaVuSans.weightClass)
            #expect(match.face.slant == .upright)
        }

        @Test("The full name rung comes before the family rung")
        func fullNameBeforeFamily() throws {
            // "DejaVu Sans" is both the full name of DejaVuSans.ttf (name ID 4) and a family.
            let match = try #require(catalog.resolve("DejaVu Sans"))
            #expect(match.matchedBy == .fullName)
            #expect(match.face.postscriptName == FontTables.dejaVuSans.postscriptName)
        }

        // MARK: Not installed

        @Test(
            "Unknown names, generic aliases and Fontconfig syntax are not installed",
            arguments: [
                "NoSuchFont-Bold",
                "Futura-Medium",
                "sans-serif",
                "monospace",
                "serif",
                "system-ui",
                "DejaVuSans:weight=200",
                "DejaVu Sans-12",
                "X:file=/etc/passwd",
                "NotoSerif,DejaVuSans",
                "Noto\\Serif",
                "",
            ])
        func notInstalled(name: String) {
            #expect(catalog.resolve(name) == nil)
        }

        @Test("A missing weight of an installed family is not installed, though fc-match finds one")
        func noSubstituteForMissingWeight() throws {
            // Fontconfig substitutes a DejaVu face for DejaVuSans-Black ...
            let substitute = try FontconfigTool.match("DejaVuSans-Black", format: "%{file}")
            #expect(substitute.hasPrefix(TestPaths.systemDejaVu + "/DejaVuSans"))
            // ... the catalog says it is not installed.
            #expect(catalog.resolve("DejaVuSans-Black") == nil)
        }

        // MARK: Registered before system

        @Test("A registered copy of a system face is found first, with a shadowing warning")
        func registeredBeforeSystem() throws {
            let folder = try TemporaryDirectory()
            let systemFile = FontTables.dejaVuSans.path
            let copy = folder.path + "/" + FontTables.dejaVuSans.fileName
            try FileManager.default.copyItem(atPath: systemFile, toPath: copy)
            let catalog = try FontCatalog(fontDirectories: [folder.path])

            let match = try #require(catalog.resolve("DejaVuSans"))
            #expect(match.matchedBy == .postscriptName)
            #expect(match.face.file == copy)
            #expect(match.face.isRegistered)
            // The system face is still listed, just not chosen.
            #expect(catalog.systemFaces.contains { $0.file == systemFile })
            let warning = catalog.warnings.first { $0.contains("DejaVuSans") }
            #expect(warning?.contains(copy) == true)
            #expect(warning?.contains(systemFile) == true)
        }

        @Test("A catalog without registered folders has no shadowing warnings")
        func noWarningsWithoutShadowing() throws {
            #expect(try SharedCatalogs.system.get().warnings.isEmpty)
            // The fixtures and Noto Serif have no namesake installed (all SF Fixture families are
            // new, and the system has no Noto fonts: fc-list below is the oracle).
            #expect(try FontconfigTool.list(":family=Noto Serif", format: "%{file}").isEmpty)
            #expect(catalog.warnings.isEmpty)
        }

        @Test("Faces from registered folders say so; system faces do not")
        func registeredFlag() throws {
            let notoSerif = try #require(catalog.resolve("NotoSerif-Regular"))
            let dejaVu = try #require(catalog.resolve("DejaVuSans-Bold"))
            #expect(notoSerif.face.isRegistered)
            #expect(!dejaVu.face.isRegistered)
        }

        @Test("A folder given as a relative path gives faces with absolute file paths")
        func relativeFolder() throws {
            // The path of Fonts/NotoSerif relative to the working directory of the test run.
            let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .standardizedFileURL.pathComponents
            let target = URL(fileURLWithPath: TestPaths.notoSerifFonts)
                .standardizedFileURL.pathComponents
            let common = zip(here, target).prefix { $0 == $1 }.count
            let relative =
                (Array(repeating: "..", count: here.count - common)
                + target[common...]).joined(separator: "/")
            #expect(!relative.hasPrefix("/"))

            let catalog = try FontCatalog(fontDirectories: [relative])
            let match = try #require(catalog.resolve("NotoSerif-Bold"))
            // DESIGN.md and FontFace.file: the absolute path of the font file.
            #expect(match.face.file == FontTables.notoSerifBold.path)
            #expect(catalog.registeredFaces.allSatisfy { $0.file.hasPrefix("/") })
        }

        @Test("A folder that does not exist cannot be registered")
        func missingFolder() throws {
            let folder = try TemporaryDirectory()
            let missing = folder.path + "/no-such-folder"
            let error = #expect(throws: ScaledFontError.self) {
                try FontCatalog(fontDirectories: [missing])
            }
            #expect(error?.code == .fontsDirectoryUnreadable)
            #expect(error?.message.contains(missing) == true)
        }
    }
}
