import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Name resolution (NameResolution.md in the DocC catalog): PostScript name, full name, family,
    /// else not installed; registered folders before the system; never a Fontconfig substitute.
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
            let match = try unwrap(catalog.resolve(name))
            // Expected: name ID 6 and the file the table values were read from.
            expectEqual(match.matchedBy, .postscriptName)
            expectEqual(match.face.postscriptName, expected.postscriptName)
            expectEqual(match.face.file, expected.path)
            expectEqual(match.face.index, expected.faceIndex)
        }

        @Test(
            "A collection face resolves to its own index in the .ttc",
            arguments: [FontTables.collectionRegular, FontTables.collectionBold])
        func collectionFace(expected: FontTableValues) throws {
            let match = try unwrap(catalog.resolve(expected.postscriptName))
            // Expected: SFFixtureCollection-Regular is face 0, -Bold is face 1 (Fixtures/README).
            expectEqual(match.face.file, expected.path)
            expectEqual(match.face.index, expected.faceIndex)
            expectEqual(match.face.weight.rawValue, expected.weightClass)
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
            let match = try unwrap(catalog.resolve(name))
            // Expected: name ID 4 of the face (FontTableValues.fullName).
            expectEqual(name.lowercased(), expected.fullName.lowercased())
            expectEqual(match.matchedBy, .fullName)
            expectEqual(match.face.postscriptName, expected.postscriptName)
            expectEqual(match.face.file, expected.path)
        }

        // MARK: Rung 3: family

        @Test("A family written without spaces resolves to its regular face, not to fc-match's")
        func familyWithoutSpaces() throws {
            let match = try unwrap(catalog.resolve("NotoSerif"))
            expectEqual(match.matchedBy, .family)
            expectEqual(match.face.postscriptName, FontTables.notoSerifRegular.postscriptName)
            expectEqual(match.face.file, FontTables.notoSerifRegular.path)
            // Fontconfig's own matcher reads `:postscriptname=NotoSerif` as a preference and
            // answers with some other face: it is not the answer the catalog gives.
            let fontconfigAnswer = try FontconfigTool.match(
                ":postscriptname=NotoSerif", format: "%{postscriptname}")
            expectTrue(!fontconfigAnswer.isEmpty)
            expectTrue(fontconfigAnswer != match.face.postscriptName)
        }

        @Test("A family's regular face is upright, normal width and weight 400")
        func familyRegularFace() throws {
            // The other faces of the DejaVu Sans family, listed by fc-list independently of the
            // catalog: Bold with fonts-dejavu-core; Oblique, Condensed and ExtraLight too with
            // fonts-dejavu-extra. With them the choice of the regular face matters.
            let others = try FontconfigTool.list(
                ":family=DejaVu Sans", format: "%{postscriptname}"
            ).filter { $0 != FontTables.dejaVuSans.postscriptName }
            expectTrue(others.contains(FontTables.dejaVuSansBold.postscriptName))
            // "Deja Vu Sans" is no PostScript or full name, so only the family rung can find it.
            let match = try unwrap(catalog.resolve("Deja Vu Sans"))
            expectEqual(match.matchedBy, .family)
            // Expected: DejaVuSans (Book), usWeightClass 400 (FontTableValues).
            expectEqual(match.face.postscriptName, FontTables.dejaVuSans.postscriptName)
            expectEqual(match.face.file, FontTables.dejaVuSans.path)
            expectEqual(match.face.weight.rawValue, FontTables.dejaVuSans.weightClass)
            expectEqual(match.face.slant, .upright)
        }

        @Test("The full name rung comes before the family rung")
        func fullNameBeforeFamily() throws {
            // "DejaVu Sans" is both the full name of DejaVuSans.ttf (name ID 4) and a family.
            let match = try unwrap(catalog.resolve("DejaVu Sans"))
            expectEqual(match.matchedBy, .fullName)
            expectEqual(match.face.postscriptName, FontTables.dejaVuSans.postscriptName)
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
            expectNil(catalog.resolve(name))
        }

        /// The family rung ignores spaces (U+0020) only: "Noto Serif" is the family name of
        /// Fonts/NotoSerif (name ID 1), so each of these would be that family if a tab,
        /// newline, NEL, no-break space or em space were dropped like a space. A name with a
        /// control character (Unicode's Cc) is no font's name at all.
        @Test(
            "A control character or a blank other than a space is part of the name: not installed",
            arguments: [
                "Noto\tSerif", "Noto\nSerif", "Noto\rSerif", "Noto\u{85}Serif",
                "Noto\u{A0}Serif", "Noto\u{2003}Serif", "NotoSerif\n", "\u{85}Noto Serif",
            ])
        func blanksAndControls(name: String) {
            expectNil(catalog.resolve(name))
        }

        @Test("A missing weight of an installed family is not installed, though fc-match finds one")
        func noSubstituteForMissingWeight() throws {
            // Fontconfig substitutes a DejaVu face for DejaVuSans-Black ...
            let substitute = try FontconfigTool.match("DejaVuSans-Black", format: "%{file}")
            expectTrue(substitute.hasPrefix(TestPaths.systemDejaVu + "/DejaVuSans"))
            // ... the catalog says it is not installed.
            expectNil(catalog.resolve("DejaVuSans-Black"))
        }

        // MARK: Registered before system

        @Test("A registered copy of a system face is found first; an identical copy says nothing")
        func registeredBeforeSystem() throws {
            let folder = try TemporaryDirectory()
            let systemFile = FontTables.dejaVuSans.path
            let copy = folder.path + "/" + FontTables.dejaVuSans.fileName
            try FileManager.default.copyItem(atPath: systemFile, toPath: copy)
            let catalog = try FontCatalog(fontDirectories: [folder.path])

            let match = try unwrap(catalog.resolve("DejaVuSans"))
            expectEqual(match.matchedBy, .postscriptName)
            expectEqual(match.face.file, copy)
            expectTrue(match.face.isRegistered)
            // The system face is still listed, just not chosen.
            expectTrue(catalog.systemFaces.contains { $0.file == systemFile })
            // The same bytes: nothing to warn about, and the catalog's warnings never do.
            expectNil(catalog.shadowedFace(of: match.face))
            expectTrue(!catalog.warnings.contains { $0.contains("shadows") })
        }

        @Test("A registered copy whose file differs shadows the installed face it hides")
        func differingCopyShadows() throws {
            let folder = try TemporaryDirectory()
            let systemFile = FontTables.dejaVuSans.path
            var bytes = try Data(contentsOf: URL(fileURLWithPath: systemFile))
            bytes.append(0)
            let copy = try folder.write(bytes, to: FontTables.dejaVuSans.fileName)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            let match = try unwrap(catalog.resolve("DejaVuSans"))
            expectEqual(match.face.file, copy)
            expectEqual(catalog.shadowedFace(of: match.face)?.file, systemFile)
            // Only Linux apps see both copies.
            let app = try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            let bundled = try unwrap(app.resolve("DejaVuSans"))
            expectNil(app.shadowedFace(of: bundled.face))
        }

        @Test("A registered copy of the same size with one byte changed past 64 KiB shadows")
        func sameSizeCopyDifferingLateShadows() throws {
            let folder = try TemporaryDirectory()
            let systemFile = FontTables.dejaVuSans.path
            var bytes = try Data(contentsOf: URL(fileURLWithPath: systemFile))
            // The file's last byte: past the first chunk the comparison reads, in the last
            // table, which Fontconfig does not need to list the face.
            bytes[bytes.count - 1] ^= 0xFF
            let copy = try folder.write(bytes, to: FontTables.dejaVuSans.fileName)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            let match = try unwrap(catalog.resolve("DejaVuSans"))
            expectEqual(match.face.file, copy)
            expectEqual(catalog.shadowedFace(of: match.face)?.file, systemFile)
        }

        @Test("A registered face shadows an installed one exactly when the files differ")
        func shadowingNamesDifferingFiles() throws {
            // The installed faces, from fc-list (Fontconfig itself, not the catalog), and the
            // byte comparison from Foundation: an oracle independent of the catalog.
            let installed = try FontconfigTool.list(":", format: "%{postscriptname}\t%{file}")
                .map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
                .filter { $0.count == 2 }
            let registered = catalog.registeredFaces.filter { !$0.postscriptName.isEmpty }
            for face in registered {
                let namesakes = installed.filter {
                    $0[0].lowercased() == face.postscriptName.lowercased()
                }
                let differs = namesakes.contains {
                    !FileManager.default.contentsEqual(atPath: $0[1], andPath: face.file)
                }
                expectEqual(
                    (catalog.shadowedFace(of: face) != nil), differs, "\(face.postscriptName)")
            }
        }

        @Test("The installed faces are fc-list's, and each is found by its names in any case")
        func installedFacesAsFontconfigListsThem() throws {
            // fc-list (Fontconfig itself, not the catalog) is the oracle: the test
            // configuration's installed faces, their PostScript, family and full names.
            let listed = try FontconfigTool.list(
                ":", format: "%{file}\t%{index}\t%{postscriptname}\t%{family[0]}\t%{fullname[0]}"
            ).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            try requireTrue(!listed.isEmpty && listed.allSatisfy { $0.count == 5 })
            let installed = try FontCatalog()
            expectEqual(
                Set(installed.systemFaces.map { "\($0.file) \($0.index)" }),
                Set(listed.map { "\($0[0]) \($0[1])" }))
            expectEqual(installed.systemFaces.count, listed.count)
            for face in listed {
                let (file, postscriptName, family, fullName) = (face[0], face[2], face[3], face[4])
                let byPostscriptName = installed.resolve(postscriptName.uppercased())
                expectEqual(byPostscriptName?.matchedBy, .postscriptName)
                expectEqual(byPostscriptName?.face.file, file)
                let byFullName = installed.resolve(fullName.lowercased())
                expectEqual(byFullName?.matchedBy, .fullName)
                expectEqual(byFullName?.face.file, file)
                // A leading space: no PostScript or full name, the same family key (only
                // U+0020 is left out; a tab is part of a name, and a control character).
                let byFamily = installed.resolve(" " + family.uppercased())
                expectEqual(byFamily?.matchedBy, .family)
                expectEqual(byFamily?.face.families.first, family)
                expectEqual(
                    installed.faces(inFamily: family).map(\.file).sorted(),
                    listed.filter { $0[3] == family }.map { $0[0] }.sorted())
            }
        }

        @Test("Faces from registered folders say so; system faces do not")
        func registeredFlag() throws {
            let notoSerif = try unwrap(catalog.resolve("NotoSerif-Regular"))
            let dejaVu = try unwrap(catalog.resolve("DejaVuSans-Bold"))
            expectTrue(notoSerif.face.isRegistered)
            expectTrue(!dejaVu.face.isRegistered)
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
            expectTrue(!relative.hasPrefix("/"))

            let catalog = try FontCatalog(fontDirectories: [relative])
            let match = try unwrap(catalog.resolve("NotoSerif-Bold"))
            // FontFace.file: the absolute path of the font file.
            expectEqual(match.face.file, FontTables.notoSerifBold.path)
            expectTrue(catalog.registeredFaces.allSatisfy { $0.file.hasPrefix("/") })
        }

        @Test("A folder registered twice, or inside another registered folder, lists faces once")
        func overlappingFolders() throws {
            let fonts = TestPaths.packageRoot.appendingPathComponent("Fonts").path
            let catalog = try FontCatalog(
                fontDirectories: [TestPaths.notoSerifFonts, TestPaths.notoSerifFonts, fonts])
            // Fonts/NotoSerif holds the four Noto Serif faces of FontTableValues, nothing else.
            let bundled = FontTables.all.filter { $0.location == .bundled }
            expectEqual(catalog.registeredFaces.map(\.file).sorted(), bundled.map(\.path).sorted())
            expectEqual(catalog.warnings.count, (try SharedCatalogs.notoSerif.get()).warnings.count)
        }

        /// `AvailableFonts.locate` remembers its answers (a check of many targets asks each name
        /// for each), a bounded number of them, shared with the copies that register fonts at
        /// run time: past the bound, names are still found, each time.
        @Test("Located again, past the names remembered and in a copy, a name gets the same answer")
        func rememberedLocations() throws {
            let fonts = try AvailableFonts(
                .iOSAndLater(try unwrap(OSVersion(parsing: "17.0"))),
                fontDirectories: [TestPaths.notoSerifFonts])
            let first = fonts.locate("notoserif-bold")
            for number in 0..<5_000 {
                expectNil(fonts.locate("NoSuchFont-\(number)"))
            }
            // Expected: NotoSerif-Bold by its PostScript name (name ID 6), in another case;
            // Noto Serif's regular face by its family; Helvetica, built into every iOS.
            guard case .face(let bold)? = first else {
                Issue.record("NotoSerif-Bold not located: \(String(describing: first))")
                return
            }
            expectEqual(bold.face.file, FontTables.notoSerifBold.path)
            expectEqual(fonts.locate("notoserif-bold"), first)
            let copy = fonts.registeringAtRunTime([TestPaths.notoSerifFonts])
            expectEqual(copy.locate("NOTOSERIF-BOLD"), first)
            guard case .face(let family)? = copy.locate("Noto Serif") else {
                Issue.record("Noto Serif not located by its family")
                return
            }
            expectEqual(family.matchedBy, .family)
            expectEqual(family.face.postscriptName, FontTables.notoSerifRegular.postscriptName)
            guard case .platform? = fonts.locate("Helvetica") else {
                Issue.record("Helvetica not located among iOS's built-in fonts")
                return
            }
        }

        @Test("A folder that does not exist cannot be registered")
        func missingFolder() throws {
            let folder = try TemporaryDirectory()
            let missing = folder.path + "/no-such-folder"
            let error = #expect(throws: ScaledFontError.self) {
                try FontCatalog(fontDirectories: [missing])
            }
            expectEqual(error?.code, .fontsDirectoryUnreadable)
            expectEqual(error?.message.contains(missing), true)
        }
    }
}
