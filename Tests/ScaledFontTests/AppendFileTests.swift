import Foundation
import ScaledFontCore
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// `FileSystem.appendFile(_:bytes:)`, the one way the tool appends to a file it is told
    /// of (the GitHub job summary): what is there stays, a new file is made, and a named pipe
    /// no process reads is refused at once.
    @Suite struct AppendFileTests {
        @Test("Appending keeps what the file holds and hands over its size")
        func keepsContents() throws {
            let folder = try TemporaryDirectory()
            let path = try folder.write(Data("first\n".utf8), to: "summary.md")
            var seen: [Int] = []
            let failure = FileSystem.appendFile(path) { existing in
                seen.append(existing)
                return Array("second\n".utf8)
            }
            expectNil(failure)
            // "first\n" is 6 bytes.
            expectEqual(seen, [6])
            let text = try String(contentsOfFile: path, encoding: .utf8)
            expectEqual(text, "first\nsecond\n")
        }

        @Test("A path that names nothing is created, from size 0")
        func createsFile() throws {
            let folder = try TemporaryDirectory()
            let path = folder.path + "/new.md"
            var seen: [Int] = []
            let failure = FileSystem.appendFile(path) { existing in
                seen.append(existing)
                return Array("made\n".utf8)
            }
            expectNil(failure)
            expectEqual(seen, [0])
            try expectEqual(String(contentsOfFile: path, encoding: .utf8), "made\n")
        }

        @Test("Declining leaves the file as it was and says how big it is")
        func declines() throws {
            let folder = try TemporaryDirectory()
            let path = try folder.write(Data("full".utf8), to: "summary.md")
            let failure = FileSystem.appendFile(path) { _ in nil }
            // "full" is 4 bytes.
            expectEqual(failure?.description, "it already holds 4 bytes")
            try expectEqual(String(contentsOfFile: path, encoding: .utf8), "full")
        }

        @Test("A named pipe no process reads is refused at once, not a hang")
        func pipeWithoutReader() throws {
            let folder = try TemporaryDirectory()
            let path = folder.path + "/summary.md"
            expectEqual(mkfifo(path, 0o600), 0)
            let failure = try unwrap(
                HangGuard.run("appending to a FIFO") {
                    FileSystem.appendFile(path) { _ in Array("x".utf8) }?.description
                })
            expectEqual(failure, "it is a named pipe that no process reads")
        }

        @Test("A folder is refused with the system's reason (EISDIR)")
        func folder() throws {
            let folder = try TemporaryDirectory()
            let failure = FileSystem.appendFile(folder.path) { _ in Array("x".utf8) }
            expectEqual(failure?.description, String(cString: strerror(EISDIR)))
        }
    }
}
