import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Reading a target's Swift files: a real app's font extension, unreadable files as notes,
    /// and a file at the size limit read in bounded time.
    @Suite struct CodeScanTests {
        @Test func realAppFontExtension() throws {
            // TestData/Code/AutoClicker: a stripped snapshot of a public app's file (see its
            // SOURCE.md); uses.tsv holds the uses counted by hand in it.
            let folder = TestPaths.testData("Code/AutoClicker")
            let expected = try String(contentsOfFile: folder + "/uses.tsv", encoding: .utf8)
                .split(separator: "\n").map(String.init)
            let scan = CodeScan(swiftFiles: [folder + "/UIFont+appFont.swift"])
            expectTrue(scan.notes.isEmpty)
            let found = scan.resolvedUses().map { resolved in
                let location = resolved.use.location
                let file = (location.file as NSString).lastPathComponent
                return [
                    file, "\(location.line)", "\(location.column)", resolved.use.call,
                    resolved.name ?? "unchecked",
                ].joined(separator: "\t")
            }
            expectEqual(found, expected)
        }

        @Test func unreadableFilesAreNotesAndTheScanGoesOn() throws {
            let folder = try TemporaryDirectory()
            let good = try folder.write(#"UIFont(name: "Good", size: 1)"#, to: "Good.swift")
            let missing = folder.path + "/Missing.swift"
            let scan = CodeScan(swiftFiles: [missing, folder.path, good])
            expectEqual(scan.notes.map(\.file), [missing, folder.path])
            expectEqual(scan.notes.first?.reason, "no such file")
            expectEqual(scan.resolvedUses().map(\.name), ["Good"])
        }

        @Test func aTenMegabyteFileIsRead() throws {
            // 10 MB of constants, the last line a use: read whole, in bounded time.
            let folder = try TemporaryDirectory()
            let line = "let name = \"Inter-Bold\" // a constant line\n"
            let count = 10_000_000 / line.utf8.count
            let source = String(repeating: line, count: count) + "UIFont(name: name, size: 1)\n"
            expectTrue(source.utf8.count >= 10_000_000)
            let file = try folder.write(source, to: "Big.swift")
            let scan = HangGuard.run("scanning a 10 MB Swift file") {
                CodeScan(swiftFiles: [file])
            }
            expectEqual(scan?.notes, [])
            expectEqual(scan?.uses.map(\.location.line), [count + 1])
            expectEqual(scan?.constants.count, count)
        }
    }
}
