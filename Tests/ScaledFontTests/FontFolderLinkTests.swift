import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Font folders from a pull request: a symbolic link that leaves the
    /// folder is not followed, names that are not UTF-8 are named, and the notes about one
    /// folder are capped. Catalogs hold only the folder made here (no installed fonts); the
    /// good face is Noto Serif Bold, whose PostScript name its name table gives
    /// (FontTableValues.swift).
    @Suite struct FontFolderLinkTests {
        /// A folder with Noto Serif Bold, plus whatever `prepare` adds.
        static func catalog(
            _ prepare: (String) throws -> Void
        ) throws
            -> (FontCatalog, TemporaryDirectory)
        {
            let folder = try TemporaryDirectory()
            try FileManager.default.copyItem(
                atPath: TestPaths.notoSerifFonts + "/NotoSerif-Bold.ttf",
                toPath: folder.path + "/NotoSerif-Bold.ttf")
            try prepare(folder.path)
            let path = folder.path
            let catalog = try unwrap(
                HangGuard.run("a catalog of a hostile folder") {
                    Result { () throws(ScaledFontError) in
                        try FontCatalog(fontDirectories: [path], includeSystemFonts: false)
                    }
                }
            ).get()
            return (catalog, folder)
        }

        @Test(
            "A link out of the folder is one note and is not followed",
            arguments: ["/", "/usr/share", "..", "../../.."])
        func linkOut(target: String) throws {
            let (catalog, folder) = try Self.catalog { path in
                expectEqual(symlink(target, path + "/r"), 0)
            }
            let notes = catalog.warnings.filter { $0.contains("'\(folder.path)/r'") }
            expectEqual(notes.count, 1)
            expectEqual(notes.first?.contains("outside the folder: not followed"), true)
            expectEqual(
                catalog.resolve("NotoSerif-Bold")?.face.file, folder.path + "/NotoSerif-Bold.ttf")
            // Nothing from the link's target was registered.
            expectTrue(catalog.faces.allSatisfy { $0.file.hasPrefix(folder.path + "/NotoSerif") })
        }

        @Test("A link that stays inside the folder is followed")
        func linkInside() throws {
            let (catalog, folder) = try Self.catalog { path in
                try FileManager.default.createDirectory(
                    atPath: path + "/sub", withIntermediateDirectories: false)
                try FileManager.default.copyItem(
                    atPath: TestPaths.notoSerifFonts + "/NotoSerif-Italic.ttf",
                    toPath: path + "/sub/NotoSerif-Italic.ttf")
                expectEqual(symlink("sub/NotoSerif-Italic.ttf", path + "/Italic.ttf"), 0)
            }
            expectTrue(catalog.warnings.filter { $0.contains(folder.path) }.isEmpty)
            expectNotNil(catalog.resolve("NotoSerif-Italic"))
        }

        @Test("A name that is not UTF-8 is noted, not skipped silently")
        func nonUTF8Name() throws {
            let (catalog, folder) = try Self.catalog { path in
                let name = Array((path + "/bad").utf8) + [0xFF] + Array(".ttf".utf8)
                expectTrue(TemporaryDirectory.createEmptyFile(atPathBytes: name))
            }
            let notes = catalog.warnings.filter { $0.contains(folder.path + "/bad\\xFF.ttf") }
            expectEqual(notes.count, 1)
            expectEqual(notes.first?.contains("is not UTF-8"), true)
            expectNotNil(catalog.resolve("NotoSerif-Bold"))
        }

        @Test("The notes about one folder are capped, with a count of the rest")
        func cappedNotes() throws {
            let (catalog, folder) = try Self.catalog { path in
                for index in 0..<500 {
                    expectTrue(
                        FileManager.default.createFile(
                            atPath: path + "/empty\(index).ttf", contents: nil))
                }
            }
            let notes = catalog.warnings.filter { $0.hasPrefix("fonts folder '\(folder.path)'") }
            expectEqual(notes.count, 21)
            expectEqual(notes.last, "fonts folder '\(folder.path)': and 480 more entries skipped")
            expectNotNil(catalog.resolve("NotoSerif-Bold"))
        }
    }
}
