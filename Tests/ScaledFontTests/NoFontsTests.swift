import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// What this process writes on stderr (file descriptor 2) while `work` runs.
///
/// Fontconfig reports problems by printing to stderr; the only way to see whether it did is
/// to point descriptor 2 at a file for a moment. The tests that do so are serialized among
/// themselves, but the test runner prints its progress on stderr from other threads while
/// other suites run, and those lines can land in the file too: callers look for Fontconfig's
/// own lines (``fontconfigLines(_:)``), not for an empty file.
func standardError<Value>(during work: () throws -> Value) throws -> (Value, String) {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/stderr"
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try requireTrue(file >= 0)
    let saved = dup(2)
    fflush(nil)
    dup2(file, 2)
    close(file)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
    }
    let value = try work()
    fflush(nil)
    return (value, try String(contentsOfFile: path, encoding: .utf8))
}

/// The lines of captured stderr that Fontconfig printed (`Fontconfig error: ...`,
/// `Fontconfig warning: ...`).
func fontconfigLines(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("Fontconfig") }
}

extension LibraryTests {
    /// A machine with no fonts at all: a catalog of an empty Fontconfig
    /// configuration gives clear errors, never a crash, and bundled fonts still work alone.
    @Suite(.serialized) struct NoFontsTests {
        @Test("No fonts at all: nothing resolves and the fallback is .noSystemFont, named")
        func nothing() throws {
            let (catalog, output) = try standardError {
                try FontCatalog(includeSystemFonts: false)
            }
            expectEqual(fontconfigLines(output), [], "stderr: \(output)")
            expectTrue(catalog.faces.isEmpty)
            expectTrue(catalog.warnings.isEmpty)
            for name in ["DejaVu Sans", "DejaVuSans", "sans-serif", "NotoSerif-Bold", ""] {
                expectNil(catalog.resolve(name))
            }
            for weight in [FontWeight.regular, .semibold] {
                let error = #expect(throws: ScaledFontError.self) {
                    try catalog.systemFont(weight: weight)
                }
                expectEqual(error?.code, .noSystemFont)
                expectEqual(error?.message.contains("'system-ui' or 'sans-serif'"), true)
                expectEqual(error?.message.contains("no fonts are installed"), true)
            }
        }

        @Test(
            "No fonts at all: a scaled font whose styles must fall back is .noSystemFont",
            arguments: [
                TestPaths.example("NotoSerif.plist"), TestPaths.example("Futura.plist"),
                TestPaths.testData("Hostile/Empty.plist"),
                TestPaths.testData("Hostile/RootArray.plist"),
                TestPaths.testData("Hostile/FontSizeNaN.plist"),
            ])
        func noFallback(path: String) throws {
            let catalog = try FontCatalog(includeSystemFonts: false)
            let error = #expect(throws: ScaledFontError.self) {
                try ScaledFont(contentsOf: path, catalog: catalog)
            }
            expectEqual(error?.code, .noSystemFont)
        }

        @Test("Bundled fonts only: a folder registers without a Fontconfig error on stderr")
        func noCacheError() throws {
            // A fresh copy: Fontconfig has no cache for it yet and must be able to write one.
            let folder = try TemporaryDirectory(copying: [FontTables.notoSerifBold.path])
            let (catalog, output) = try standardError {
                try FontCatalog(fontDirectories: [folder.path], includeSystemFonts: false)
            }
            expectEqual(fontconfigLines(output), [], "stderr: \(output)")
            expectTrue(catalog.systemFaces.isEmpty)
            expectEqual(catalog.registeredFaces.map(\.postscriptName), ["NotoSerif-Bold"])
        }

        @Test("Bundled fonts only: the bundled example resolves every style with real metrics")
        func bundledOnly() throws {
            let catalog = try FontCatalog(
                fontDirectories: [TestPaths.notoSerifFonts], includeSystemFonts: false)
            let font = try ScaledFont(
                contentsOf: TestPaths.example("NotoSerif.plist"), catalog: catalog)
            for style in TextStyle.allCases {
                let answer = font.font(forTextStyle: style)
                expectEqual(answer.status, .resolved, "\(style)")
                expectTrue(answer.face.isRegistered)
            }
            // headline is NotoSerif-Bold at 17 pt: hhea ascender 1069 (FontTables).
            let headline = font.font(forTextStyle: .headline)
            expectEqual(headline.face.postscriptName, "NotoSerif-Bold")
            expectEqual(
                headline.metrics.ascender, FontTables.notoSerifBold.hheaAscender * 17 / 1000)
        }

        @Test("Bundled fonts only: a missing font falls back to a bundled face, with the reason")
        func bundledFallback() throws {
            let catalog = try FontCatalog(
                fontDirectories: [TestPaths.notoSerifFonts], includeSystemFonts: false)
            let font = try ScaledFont(
                contentsOf: TestPaths.example("Futura.plist"), catalog: catalog)
            for style in TextStyle.allCases {
                let answer = font.font(forTextStyle: style)
                expectEqual(answer.fallbackReason, .fontNotInstalled)
                expectTrue(answer.face.isRegistered)
                expectEqual(answer.pointSize, HIGRamp.size(style, .large))
            }
        }
    }
}
