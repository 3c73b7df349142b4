import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// No FreeType face or font file stays open: the library reads a face into plain values and
    /// closes it (FreeTypeLibrary), and a catalog frees its Fontconfig configuration.
    ///
    /// The tests watch only files of a folder of their own (copies of the fixture and Noto
    /// Serif fonts), so that other tests running at the same time, which open, map and close
    /// other files, do not change what they see.
    @Suite struct DescriptorTests {
        /// A fresh folder holding copies of the fixture fonts and the bundled Noto Serif faces.
        static func fontCopies() throws -> TemporaryDirectory {
            let folder = try TemporaryDirectory()
            for directory in [TestPaths.fixtures, TestPaths.notoSerifFonts] {
                for name in try FileManager.default.contentsOfDirectory(atPath: directory)
                where isFontFile(name) {
                    try FileManager.default.copyItem(
                        atPath: directory + "/" + name, toPath: folder.path + "/" + name)
                }
            }
            return folder
        }

        /// The targets of this process's open descriptors (`/proc/self/fd`) inside `folder`.
        static func openFiles(in folder: TemporaryDirectory) throws -> [String] {
            let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
            // Descriptors other tests close meanwhile fail readlink and are left out.
            return fds.compactMap { fd in
                try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + fd)
            }.filter { $0.hasPrefix(folder.path + "/") }.sorted()
        }

        /// The files inside `folder` mapped into this process's memory, once per mapping
        /// (`/proc/self/maps`). FreeType's Unix stream maps a font file and closes its
        /// descriptor at once, so an open face shows here rather than in `/proc/self/fd`.
        static func mappedFiles(in folder: TemporaryDirectory) throws -> [String] {
            let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
            return maps.split(separator: "\n").compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first
            }.map(String.init).filter { $0.hasPrefix(folder.path + "/") }.sorted()
        }

        static func isFontFile(_ path: String) -> Bool {
            [".ttf", ".ttc", ".otf"].contains { path.hasSuffix($0) }
        }

        /// Resolves a face by its PostScript name, or its full name when it has none (the
        /// hostile-name fixture's name ID 6 is not a PostScript name FreeType accepts), and
        /// reads its metrics. A name with a control character matches nothing
        /// (NameResolution.md), as the hostile-name fixture's full name has ESC and BEL: that
        /// face is read directly, and the lookup counts as done when it is not found.
        static func lookUp(_ face: FontFace, in catalog: FontCatalog) throws -> Bool {
            let name = face.postscriptName.isEmpty ? face.fullName : face.postscriptName
            if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                _ = try catalog.metrics(of: face)
                return catalog.resolve(name) == nil
            }
            guard let match = catalog.resolve(name) else { return false }
            _ = try catalog.metrics(of: match.face)
            return true
        }

        @Test("10,000 lookups over every face, in 20 fresh catalogs, leave no descriptor open")
        func noDescriptorLeak() throws {
            let folder = try Self.fontCopies()
            let build = {
                try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            }
            // Warm up: process-wide state (FcInit's configuration) is created once and kept.
            let warmUp = try build()
            expectTrue(warmUp.registeredFaces.count > 1)
            for face in warmUp.faces { expectTrue(try Self.lookUp(face, in: warmUp)) }
            // The warm-up catalog is alive and has read every face: none may still be open.
            try expectEqual(Self.openFiles(in: folder), [])
            try expectEqual(Self.mappedFiles(in: folder), [])

            var unresolved = 0
            var openWhileAlive: [String] = []
            for _ in 0..<20 {
                // A fresh catalog for every 500 lookups: each opens every face with FreeType
                // again, in turn.
                let catalog = try build()
                let faces = catalog.faces
                try requireTrue(faces.count > 1)
                for lookup in 0..<500 {
                    if try !Self.lookUp(faces[lookup % faces.count], in: catalog) {
                        unresolved += 1
                    }
                }
                _ = try catalog.systemFont(weight: .semibold)
                // Checked while the catalog lives: freeing its FT_Library would close any face.
                openWhileAlive += try Self.openFiles(in: folder) + Self.mappedFiles(in: folder)
            }
            expectEqual(unresolved, 0)
            expectEqual(openWhileAlive, [])
            try expectEqual(Self.openFiles(in: folder), [])
            try expectEqual(Self.mappedFiles(in: folder), [])
        }

        @Test("Measuring a face that cannot be read leaves no descriptor open")
        func noLeakOnError() throws {
            let folder = try TemporaryDirectory()
            let catalog = try FontCatalog(includeSystemFonts: false)
            for i in 0..<100 {
                // A new file each time: the catalog caches errors by file and index.
                let file = try folder.write("not a font \(i)\n", to: "Broken\(i).ttf")
                let face = FontFace(
                    postscriptName: "Broken\(i)", families: ["Broken"], fullNames: [],
                    style: "Regular", file: file, index: 0, weight: .regular, slant: .upright,
                    width: 100, isRegistered: true)
                #expect(throws: ScaledFontError.self) { try catalog.metrics(of: face) }
            }
            try expectEqual(Self.openFiles(in: folder), [])
            try expectEqual(Self.mappedFiles(in: folder), [])
        }
    }
}
