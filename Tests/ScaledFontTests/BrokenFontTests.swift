import Foundation
import ScaledFont
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Broken entries in a registered font folder (issue 5): the catalog leaves each out with
    /// a note in `warnings` (or lists it, for a good font under a wrong name), never hangs or
    /// crashes, and the good font beside it resolves with its real metrics.
    @Suite struct BrokenFontTests {
        /// One bad thing to put in a fonts folder next to a good font.
        enum BadEntry: String, CaseIterable, Sendable {
            case zeroLength, truncated, randomBytes, wrongExtension, folderNamedTTF
            case unreadable, symbolicLinkLoop, folderLinkLoop, namedPipe, halfAFont

            /// The note the catalog must give, or `nil` when there is nothing to report.
            var note: String? {
                switch self {
                case .zeroLength: "/Zero.ttf': is not a font Fontconfig can read"
                case .truncated: "/Truncated.ttf': is not a font Fontconfig can read"
                case .randomBytes: "/Random.ttf': is not a font Fontconfig can read"
                case .wrongExtension, .folderNamedTTF, .halfAFont: nil
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
                try #require(chmod(file("Locked.ttf"), 0) == 0)
            case .symbolicLinkLoop:
                try #require(symlink("LoopB.ttf", file("LoopA.ttf")) == 0)
                try #require(symlink("LoopA.ttf", file("LoopB.ttf")) == 0)
            case .folderLinkLoop:
                // Two links to the folder itself: Fontconfig alone would walk 2^40 paths.
                try #require(symlink(".", file("Again")) == 0)
                try #require(symlink(".", file("Self")) == 0)
            case .namedPipe:
                try #require(mkfifo(file("Pipe.ttf"), 0o644) == 0)
            case .halfAFont:
                let bytes = try Data(
                    contentsOf: fonts.appendingPathComponent("NotoSerif-BoldItalic.ttf"))
                _ = try folder.write(bytes.prefix(bytes.count / 2), to: "Half.ttf")
            }
            return folder
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
                    try #require(locked < 0, "the file is still readable")
                    return try FontCatalog(fontDirectories: [path])
                }
            }
            let built = try #require(
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
            let good = try #require(catalog.resolve(Self.good.postscriptName))
            #expect(good.face.file == folder.path + "/" + Self.good.fileName)
            #expect(good.face.isRegistered)
            let metrics = try catalog.metrics(of: good.face)
            #expect(metrics.unitsPerEm == Self.good.unitsPerEm)
            #expect(metrics.hhea?.ascender == Self.good.hheaAscender)
            #expect(metrics.hhea?.descender == Self.good.hheaDescender)
            #expect(metrics.capHeight == Self.good.capHeight)

            // Each registered face is listed once (no self/self/... copies).
            let files = catalog.registeredFaces.map(\.file)
            #expect(files.count == Set(files).count)
            let notes = catalog.warnings.filter { $0.hasPrefix("fonts folder '\(folder.path)'") }
            if let note = bad.note {
                #expect(notes.count == (bad == .symbolicLinkLoop || bad == .folderLinkLoop ? 2 : 1))
                #expect(notes.contains { $0.contains(note) }, "\(notes)")
            } else {
                #expect(notes.isEmpty, "\(notes)")
            }
            switch bad {
            case .wrongExtension:
                // Fontconfig reads fonts by their contents, whatever the name.
                let bold = try #require(catalog.resolve("NotoSerif-Bold"))
                #expect(bold.face.file == folder.path + "/NotoSerif-Bold.txt")
                #expect(try catalog.metrics(of: bold.face).unitsPerEm == 1000)
                #expect(catalog.registeredFaces.count == 2)
            case .unreadable:
                #expect(catalog.resolve("NotoSerif-Bold") == nil)
                #expect(catalog.registeredFaces.count == 1)
            case .halfAFont:
                // Its name table is gone, so its name is not found; whatever Fontconfig made
                // of the rest opens or fails with a clear error.
                #expect(catalog.resolve("NotoSerif-BoldItalic") == nil)
                for face in catalog.registeredFaces where face.file.hasSuffix("/Half.ttf") {
                    do {
                        _ = try catalog.metrics(of: face)
                    } catch {
                        #expect(error.code == .faceUnreadable)
                        #expect(error.message.contains("Half.ttf"))
                    }
                }
            default:
                #expect(catalog.registeredFaces.map(\.file) == [good.face.file])
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
            #expect(
                catalog.resolve("NotoSerif-Regular")?.face.file.hasSuffix("/NotoSerif-Regular.ttf")
                    == true)
            #expect(
                catalog.resolve("NotoSerif-Bold")?.face.file.hasSuffix("/NotoSerif-Bold.txt")
                    == true)
            let files = catalog.registeredFaces.map(\.file)
            #expect(files.count == Set(files).count)
            for bad in BadEntry.allCases where bad != .unreadable {
                guard let note = bad.note else { continue }
                #expect(catalog.warnings.contains { $0.contains(note) }, "\(bad)")
            }
        }

        @Test("A font deleted after the catalog was built: a clear error, then a fallback")
        func deletedAfterBuild() throws {
            let folder = try Self.folder(with: .wrongExtension)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            let bold = try #require(catalog.resolve("NotoSerif-Bold"))
            try FileManager.default.removeItem(atPath: bold.face.file)
            let error = #expect(throws: ScaledFontError.self) { try catalog.metrics(of: bold.face) }
            #expect(error?.code == .faceUnreadable)
            #expect(error?.message.contains(bold.face.file) == true)
            // The other face of the folder is unaffected.
            let regular = try #require(catalog.resolve("NotoSerif-Regular"))
            #expect(try catalog.metrics(of: regular.face).unitsPerEm == 1000)

            let dictionary = StyleDictionary(entries: [
                .headline: StyleEntry(fontName: "NotoSerif-Bold", fontSize: 17),
                .body: StyleEntry(fontName: "NotoSerif-Regular", fontSize: 17),
            ])
            let font = try ScaledFont(dictionary: dictionary, catalog: catalog)
            let headline = font.font(forTextStyle: .headline)
            #expect(headline.fallbackReason == .fontNotInstalled)
            #expect(headline.fallbackDetail?.contains("cannot be read") == true)
            #expect(headline.fallbackDetail?.contains(bold.face.file) == true)
            #expect(font.font(forTextStyle: .body).status == .resolved)
        }

        @Test("A font overwritten with garbage after the catalog was built: faceUnreadable")
        func overwrittenAfterBuild() throws {
            let folder = try Self.folder(with: .wrongExtension)
            let catalog = try FontCatalog(fontDirectories: [folder.path])
            let bold = try #require(catalog.resolve("NotoSerif-Bold"))
            try Data("not a font any more\n".utf8).write(to: URL(fileURLWithPath: bold.face.file))
            let error = #expect(throws: ScaledFontError.self) { try catalog.metrics(of: bold.face) }
            #expect(error?.code == .faceUnreadable)
            #expect(error?.message.contains(bold.face.file) == true)
        }
    }
}
