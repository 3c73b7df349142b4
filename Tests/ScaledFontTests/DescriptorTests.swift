import Foundation
import ScaledFont
import Testing

extension LibraryTests {
    /// No FreeType face or font file stays open: the library reads a face into plain values and
    /// closes it (FreeTypeLibrary), and a catalog frees its Fontconfig configuration.
    @Suite struct DescriptorTests {
        /// The entries of `/proc/self/fd` (number and target) of this process.
        static func openDescriptors() throws -> [String: String] {
            let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
            var targets: [String: String] = [:]
            for fd in fds {
                // The listing's own descriptor is gone by now, and others may close meanwhile:
                // a failed readlink leaves the entry out.
                targets[fd] = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: "/proc/self/fd/" + fd)
            }
            return targets
        }

        /// The font files mapped into this process's memory, once per mapping
        /// (`/proc/self/maps`). FreeType's Unix stream maps a font file and closes its
        /// descriptor at once, so an open face shows here rather than in `/proc/self/fd`.
        static func mappedFontFiles() throws -> [String] {
            let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
            return maps.split(separator: "\n").compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first
            }.map(String.init).filter(isFontFile).sorted()
        }

        static func isFontFile(_ path: String) -> Bool {
            [".ttf", ".ttc", ".otf"].contains { path.hasSuffix($0) }
        }

        /// Counts the open descriptors, waiting a moment while the count is above `baseline`:
        /// tests of other targets (the CLI tests spawn processes) may run at the same time and
        /// hold a pipe briefly. A leak does not go away by waiting.
        /// The descriptors of files (not pipes, sockets or event handles): the CLI tests of the
        /// other test target run in this process at the same time and open and close pipes to
        /// the processes they start, which says nothing about this library.
        static func fileDescriptors() throws -> [String: String] {
            try openDescriptors().filter { _, target in
                !["pipe:", "socket:", "anon_inode:"].contains { target.hasPrefix($0) }
            }
        }

        /// The file descriptors once they are back to `baseline`, or after two seconds of
        /// waiting for descriptors that other tests opened meanwhile to close.
        static func settledFiles(baseline: [String: String]) throws -> [String: String] {
            var files = try fileDescriptors()
            for _ in 0..<40 where files != baseline {
                Thread.sleep(forTimeInterval: 0.05)
                files = try fileDescriptors()
            }
            return files
        }

        static func lookUp(_ face: FontFace, in catalog: FontCatalog) throws -> Bool {
            guard let match = catalog.resolve(face.postscriptName) else { return false }
            _ = try catalog.metrics(of: match.face)
            return true
        }

        @Test("10,000 lookups over every face, in 20 fresh catalogs, leave no descriptor open")
        func noDescriptorLeak() throws {
            // Faces of the suite's own (the fixtures and Noto Serif, no system fonts), so the
            // run does not depend on how many fonts a machine has.
            let directories = [TestPaths.fixtures, TestPaths.notoSerifFonts]
            let build = {
                try FontCatalog(fontDirectories: directories, includeSystemFonts: false)
            }
            // Warm up: process-wide state (FcInit's configuration) is created once and kept.
            let warmUp = try build()
            for face in warmUp.faces { #expect(try Self.lookUp(face, in: warmUp)) }
            let before = try Self.fileDescriptors()
            // The warm-up catalog is alive and has read every face: none may still be open.
            #expect(try Self.mappedFontFiles() == [])

            var unresolved = 0
            var mappedWhileAlive: [String] = []
            for _ in 0..<20 {
                // A fresh catalog for every 500 lookups: each opens every face with FreeType
                // again, in turn.
                let catalog = try build()
                let faces = catalog.faces
                try #require(faces.count > 1)
                for lookup in 0..<500 {
                    if try !Self.lookUp(faces[lookup % faces.count], in: catalog) {
                        unresolved += 1
                    }
                }
                _ = try catalog.systemFont(weight: .semibold)
                // Checked while the catalog lives: freeing its FT_Library would close any face.
                mappedWhileAlive += try Self.mappedFontFiles()
            }
            #expect(unresolved == 0)
            #expect(mappedWhileAlive == [])

            #expect(try Self.settledFiles(baseline: before) == before)
            #expect(try Self.openDescriptors().values.filter(Self.isFontFile).isEmpty)
            #expect(try Self.mappedFontFiles() == [])
        }

        @Test("Measuring a face that cannot be read leaves no descriptor open")
        func noLeakOnError() throws {
            let folder = try TemporaryDirectory()
            let catalog = try FontCatalog(includeSystemFonts: false)
            let before = try Self.fileDescriptors()
            for i in 0..<100 {
                // A new file each time: the catalog caches errors by file and index.
                let file = try folder.write("not a font \(i)\n", to: "Broken\(i).ttf")
                let face = FontFace(
                    postscriptName: "Broken\(i)", families: ["Broken"], fullNames: [],
                    style: "Regular", file: file, index: 0, weight: .regular, slant: .upright,
                    width: 100, isRegistered: true)
                #expect(throws: ScaledFontError.self) { try catalog.metrics(of: face) }
            }
            #expect(try Self.settledFiles(baseline: before) == before)
        }
    }
}
