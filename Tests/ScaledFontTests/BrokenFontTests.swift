import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Broken entries in a registered font folder: the catalog leaves each out with
    /// a note in `warnings` (or lists it, for a good font under a wrong name), never hangs or
    /// crashes, and the good font beside it resolves with its real metrics.
    @Suite struct BrokenFontTests {
        /// One bad thing to put in a fonts folder next to a good font.
        enum BadEntry: String, CaseIterable, Sendable {
            case zeroLength, truncated, randomBytes, wrongExtension, folderNamedTTF
            case unreadable, symbolicLinkLoop, folderLinkLoop, namedPipe, halfAFont, cutInGlyf

            /// The note the catalog must give, or `nil` when there is nothing to report.
            var note: String? {
                switch self {
                case .zeroLength: "/Zero.ttf': is not a font Fontconfig can read"
                // The tables are listed by tag, and the first that runs past the end is
                // named: 'DSIG', the last table of the file (fontTools: NotoSerif-Italic's
                // DSIG ends at byte 637472, BoldItalic's at 656716; half of BoldItalic,
                // 328358 bytes, ends inside its glyf table, bytes 33500 to 533060).
                case .truncated:
                    "/Truncated.ttf': its 'DSIG' table runs past the end of the file "
                        + "(637472 of 2000 bytes): it is truncated"
                case .halfAFont:
                    "/Half.ttf': its 'DSIG' table runs past the end of the file "
                        + "(656716 of 328358 bytes): it is truncated"
                // The exact sizes are those of the file made (``glyfLast(_:)``).
                case .cutInGlyf: "/CutInGlyf.ttf': its 'glyf' table runs past the end of the file ("
                case .randomBytes: "/Random.ttf': is not a font Fontconfig can read"
                case .wrongExtension, .folderNamedTTF: nil
                case .unreadable: "/Locked.ttf': cannot be read (Permission denied)"
                case .symbolicLinkLoop: "/LoopA.ttf': a loop of symbolic links"
                case .folderLinkLoop: "/Again': a folder reached twice"
                case .namedPipe: "/Pipe.ttf': a named pipe, not a font file"
                }
            }
        }

        static let good = FontTables.notoSerifRegular

        /// A folder holding a copy of Noto Serif Regular and `bad`.
        static func folder(with bad: BadEntry) throws -> TemporaryDirectory {
            let folder = try TemporaryDirectory()
            let fonts = URL(fileURLWithPath: TestPaths.notoSerifFonts)
            try FileManager.default.copyItem(
                atPath: good.path, toPath: folder.path + "/" + good.fileName)
            let file = { (name: String) in folder.path + "/" + name }
            switch bad {
            case .zeroLength:
                _ = try folder.write(Data(), to: "Zero.ttf")
            case .truncated:
                let bytes = try Data(
                    contentsOf: fonts.appendingPathComponent("NotoSerif-Italic.ttf"))
                _ = try folder.write(bytes.prefix(2000), to: "Truncated.ttf")
            case .randomBytes:
                var generator = SystemRandomNumberGenerator()
                let bytes = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }
                _ = try folder.write(Data(bytes), to: "Random.ttf")
            case .wrongExtension:
                try FileManager.default.copyItem(
                    atPath: FontTables.notoSerifBold.path, toPath: file("NotoSerif-Bold.txt"))
            case .folderNamedTTF:
                try FileManager.default.createDirectory(
                    atPath: file("Folder.ttf"), withIntermediateDirectories: false)
            case .unreadable:
                try FileManager.default.copyItem(
                    atPath: FontTables.notoSerifBold.path, toPath: file("Locked.ttf"))
                try requireEqual(chmod(file("Locked.ttf"), 0), 0)
            case .symbolicLinkLoop:
                try requireEqual(symlink("LoopB.ttf", file("LoopA.ttf")), 0)
                try requireEqual(symlink("LoopA.ttf", file("LoopB.ttf")), 0)
            case .folderLinkLoop:
                // Two links to the folder itself: Fontconfig alone would walk 2^40 paths.
                try requireEqual(symlink(".", file("Again")), 0)
                try requireEqual(symlink(".", file("Self")), 0)
            case .namedPipe:
                try requireEqual(mkfifo(file("Pipe.ttf"), 0o644), 0)
            case .halfAFont:
                let bytes = try Data(
                    contentsOf: fonts.appendingPathComponent("NotoSerif-BoldItalic.ttf"))
                _ = try folder.write(bytes.prefix(bytes.count / 2), to: "Half.ttf")
            case .cutInGlyf:
                let (bytes, glyf) = try glyfLast(
                    Data(contentsOf: fonts.appendingPathComponent("NotoSerif-BoldItalic.ttf")))
                _ = try folder.write(
                    bytes.prefix(glyf.lowerBound + glyf.count / 2), to: "CutInGlyf.ttf")
            }
            return folder
        }

        /// A font with its `glyf` table moved to the end of the file, every other table kept
        /// in order (OpenType's table directory: a 12-byte header with the table count at
        /// byte 4, then a 16-byte record per table: tag, checksum, offset, length), and the
        /// bytes `glyf` occupies in it. Cut inside `glyf`, such a file keeps every other table
        /// whole, its names among them: the truncation only FreeType's dropping of the cut
        /// table hides.
        static func glyfLast(_ font: Data) throws -> (Data, Range<Int>) {
            let bytes = [UInt8](font)
            func number(_ at: Int, _ width: Int) -> Int {
                bytes[at..<at + width].reduce(0) { $0 << 8 | Int($1) }
            }
            let count = number(4, 2)
            let records = (0..<count).map { 12 + 16 * $0 }
            let glyf = try unwrap(records.first { bytes[$0..<$0 + 4].elementsEqual("glyf".utf8) })
            var output = Array(bytes[0..<12 + 16 * count])
            var glyfRange = 0..<0
            let ordered =
                records.filter { $0 != glyf }.sorted { number($0 + 8, 4) < number($1 + 8, 4) }
                + [glyf]
            for record in ordered {
                let (offset, length) = (number(record + 8, 4), number(record + 12, 4))
                while output.count % 4 != 0 { output.append(0) }
                for index in 0..<4 {
                    output[record + 8 + index] = UInt8(
                        truncatingIfNeeded: output.count >> (24 - 8 * index))
                }
                if record == glyf { glyfRange = output.count..<output.count + length }
                output += bytes[offset..<offset + length]
            }
            return (Data(output), glyfRange)
        }

        /// Builds a catalog of `folder` under the hang guard (for the unreadable case, on this
        /// thread as a user who cannot read it: root without its file-permission override when
        /// the tests run as root).
        static func catalog(_ folder: TemporaryDirectory, _ bad: BadEntry) throws -> FontCatalog {
            let path = folder.path
            if bad == .unreadable {
                return try FileAccess.withoutReadOverride {
                    let locked = open(path + "/Locked.ttf", O_RDONLY)
                    if locked >= 0 { close(locked) }
                    try requireTrue(locked < 0, "the file is still readable")
                    return try FontCatalog(fontDirectories: [path])
                }
            }
            let built = try unwrap(
                HangGuard.run("a catalog of a folder with \(bad)") {
                    Result { () throws(ScaledFontError) in
                        try FontCatalog(fontDirectories: [path])
                    }
                })
            return try built.get()
        }

        @Test(
            "A bad entry in a fonts folder is left out with a note; the good font resolves",
            arguments: BadEntry.allCases)
        func badEntry(_ bad: BadEntry) throws {
            let folder = try Self.folder(with: bad)
            let catalog = try Self.catalog(folder, bad)
            let good = try unwrap(catalog.resolve(Self.good.postscriptName))
            expectEqual(good.face.file, folder.path + "/" + Self.good.fileName)
            expectTrue(good.face.isRegistered)
            let metrics = try catalog.metrics(of: good.face)
            expectEqual(metrics.unitsPerEm, Self.good.unitsPerEm)
            expectEqual(metrics.hhea?.ascender, Self.good.hheaAscender)
            expectEqual(metrics.hhea?.descender, Self.good.hheaDescender)
            expectEqual(metrics.capHeight, Self.good.capHeight)

            // Each registered face is listed once (no self/self/... copies).
            let files = catalog.registeredFaces.map(\.file)
            expectEqual(files.count, Set(files).count)
            let notes = catalog.warnings.filter { $0.hasPrefix("fonts folder '\(folder.path)'") }
            if let note = bad.note {
                expectEqual(
                    notes.count, (bad == .symbolicLinkLoop || bad == .folderLinkLoop ? 2 : 1))
                expectTrue(notes.contains { $0.contains(note) }, "\(notes)")
            } else {
                expectTrue(notes.isEmpty, "\(notes)")
            }
            switch bad {
            case .wrongExtension:
                // Fontconfig reads fonts by their contents, whatever the name.
                let bold = try unwrap(catalog.resolve("NotoSerif-Bold"))
                expectEqual(bold.face.file, folder.path + "/NotoSerif-Bold.txt")
                try expectEqual(catalog.metrics(of: bold.face).unitsPerEm, 1000)
                expectEqual(catalog.registeredFaces.count, 2)
            case .unreadable:
                expectNil(catalog.resolve("NotoSerif-Bold"))
                expectEqual(catalog.registeredFaces.count, 1)
            case .halfAFont:
                // Cut inside glyf, it still has its names, which FreeType reads without the
                // tables cut off: left out, it is not found, and none of its faces is listed.
                expectNil(catalog.resolve("NotoSerif-BoldItalic"))
                expectNil(catalog.resolve("Noto Serif Bold Italic"))
                expectEqual(catalog.registeredFaces.map(\.file), [good.face.file])
            case .cutInGlyf:
                // Every table but glyf is whole, the names too: only the check of the table
                // directory leaves it out.
                let size = try unwrap(
                    try FileManager.default.attributesOfItem(
                        atPath: folder.path + "/CutInGlyf.ttf")[.size] as? Int)
                let glyf = try Self.glyfLast(
                    Data(contentsOf: URL(fileURLWithPath: FontTables.notoSerifBoldItalic.path))
                ).1
                expectTrue(
                    notes.contains {
                        $0.hasSuffix(
                            "/CutInGlyf.ttf': its 'glyf' table runs past the end of the file "
                                + "(\(glyf.upperBound) of \(size) bytes): it is truncated")
                    }, "\(notes)")
                expectNil(catalog.resolve("NotoSerif-BoldItalic"))
                expectEqual(catalog.registeredFaces.map(\.file), [good.face.file])
            default:
                expectEqual(catalog.registeredFaces.map(\.file), [good.face.file])
            }
        }

        @Test("All bad entries in one folder at once: each noted, the good fonts unaffected")
        func everythingAtOnce() throws {
            let folder = try Self.folder(with: .namedPipe)
            // The other bad entries, in the same folder (all but the unreadable one, which
            // needs the catalog built without the read override).
            for bad in BadEntry.allCases where bad != .namedPipe && bad != .unreadable {
                let other = try Self.folder(with: bad)
                for name in try FileManager.default.contentsOfDirectory(atPath: other.path)
                where name != Self.good.fileName {
                    try FileManager.default.moveItem(
                        atPath: other.path + "/" + name, toPath: folder.path + "/" + name)
                }
            }
            let catalog = try Self.catalog(folder, .namedPipe)
            expectEqual(
                catalog.resolve("NotoSerif-Regular")?.face.file.hasSuffix("/NotoSerif-Regular.ttf"),
                true)
            expectEqual(
                catalog.resolve("NotoSerif-Bold")?.face.file.hasSuffix("/NotoSerif-Bold.txt"), true)
            let files = catalog.registeredFaces.map(\.file)
            expectEqual(files.count, Set(files).count)
            for bad in BadEntry.allCases where bad != .unreadable {
                guard let note = bad.note else { continue }
                expectTrue(catalog.warnings.contains { $0.contains(note) }, "\(bad)")
            }
        }

        @Test("A font deleted after the catalog was built: a clear error, then a fallback")
        func deletedAfterBuild() throws {
            let folder = try Self.folder(with: .wrongExtension)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            let bold = try unwrap(catalog.resolve("NotoSerif-Bold"))
            try FileManager.default.removeItem(atPath: bold.face.file)
            let error = #expect(throws: ScaledFontError.self) { try catalog.metrics(of: bold.face) }
            expectEqual(error?.code, .faceUnreadable)
            expectEqual(error?.message.contains(bold.face.file), true)
            // The other face of the folder is unaffected.
            let regular = try unwrap(catalog.resolve("NotoSerif-Regular"))
            try expectEqual(catalog.metrics(of: regular.face).unitsPerEm, 1000)

            let dictionary = StyleDictionary(entries: [
                .headline: StyleEntry(fontName: "NotoSerif-Bold", fontSize: 17),
                .body: StyleEntry(fontName: "NotoSerif-Regular", fontSize: 17),
            ])
            let font = try ScaledFont(dictionary: dictionary, catalog: catalog)
            let headline = font.font(forTextStyle: .headline)
            expectEqual(headline.fallbackReason, .fontNotInstalled)
            expectEqual(headline.fallbackDetail?.contains("cannot be read"), true)
            expectEqual(headline.fallbackDetail?.contains(bold.face.file), true)
            expectEqual(font.font(forTextStyle: .body).status, .resolved)
        }

        @Test("A font overwritten with garbage after the catalog was built: faceUnreadable")
        func overwrittenAfterBuild() throws {
            let folder = try Self.folder(with: .wrongExtension)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            let bold = try unwrap(catalog.resolve("NotoSerif-Bold"))
            try Data("not a font any more\n".utf8).write(to: URL(fileURLWithPath: bold.face.file))
            let error = #expect(throws: ScaledFontError.self) { try catalog.metrics(of: bold.face) }
            expectEqual(error?.code, .faceUnreadable)
            expectEqual(error?.message.contains(bold.face.file), true)
        }
    }
}
