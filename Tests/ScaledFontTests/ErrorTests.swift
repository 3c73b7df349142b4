import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// ``ScaledFontError``: codes are values a new code cannot break, and the cause is the
    /// underlying error itself, not its text.
    @Suite struct ErrorTests {
        @Test("A code encodes as its name and compares by it")
        func codeIsItsName() throws {
            let data = try JSONEncoder().encode([ScaledFontError.Code.faceUnreadable])
            expectEqual(String(decoding: data, as: UTF8.self), #"["faceUnreadable"]"#)
            let decoded = try JSONDecoder().decode(
                [ScaledFontError.Code].self, from: Data(#"["noSystemFont"]"#.utf8))
            expectEqual(decoded, [.noSystemFont])
            expectEqual(ScaledFontError.Code(rawValue: "imageUnwritable"), .imageUnwritable)
            expectTrue(ScaledFontError.Code.imageUnwritable != .invalidSpecimenOptions)
            expectTrue(ScaledFontError.Code.familyNotInstalled != .faceWithoutPostScriptName)
        }

        @Test("A dictionary behind a symbolic-link loop: the cause is the system call's ELOOP")
        func systemCause() throws {
            let folder = try TemporaryDirectory()
            let path = try UnreadableFile.symbolicLinkLoop.make(in: folder, contents: Data())
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary.load(path: path)
            }
            // open(2) fails with ELOOP on a loop of symbolic links.
            let cause = try unwrap(error?.cause as? ScaledFontError.SystemError)
            expectEqual(cause.errno, ELOOP)
            expectEqual(error?.causeDescription, String(cString: strerror(ELOOP)))
            expectEqual(error?.description.hasSuffix("(\(String(cString: strerror(ELOOP))))"), true)
        }

        @Test("A file FreeType cannot read: the cause is FreeType's error code and its name")
        func freeTypeCause() throws {
            let folder = try TemporaryDirectory()
            let file = try folder.write("not a font\n", to: "Broken.ttf")
            let face = FontFace(
                postscriptName: "Broken", families: ["Broken"], fullNames: [], style: "Regular",
                file: file, index: 0, weight: .regular, slant: .upright, width: 100,
                isRegistered: true)
            let catalog = try FontCatalog(includeSystemFonts: false)
            let error = #expect(throws: ScaledFontError.self) { try catalog.metrics(of: face) }
            expectEqual(error?.code, .faceUnreadable)
            let cause = try unwrap(error?.cause as? ScaledFontError.LibraryError)
            // fterrdef.h: FT_Err_Unknown_File_Format, 0x02, "unknown file format". FreeType
            // gives the name only when built with FT_CONFIG_OPTION_ERROR_STRINGS (Debian's is
            // not); the number stands in for it then.
            expectEqual(cause.library, "FreeType")
            expectEqual(cause.code, 0x02)
            expectTrue(["unknown file format", "FreeType error 2"].contains(cause.description))
        }

        @Test("JSON that does not parse: the cause is the reader's own error, naming the line")
        func parserCause() throws {
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary(data: Data("{\"body\": ".utf8), file: "bad.json")
            }
            expectEqual(error?.code, .dictionaryMalformed)
            let cause = try unwrap(error?.cause)
            // The one-line input ends inside the object: the problem is on line 1.
            expectTrue(!(type(of: cause) is NSError.Type))
            expectEqual(error?.causeDescription?.hasPrefix("line 1: "), true)
        }
    }
}
