import Foundation
import ScaledFontTestSupport

/// A scratch folder holding a repository (`repo`, the current folder of the runs) and a folder
/// beside it (`outside`), for the tests of what a link out of the repository gets.
final class ScratchRepository {
    let scratch: TemporaryDirectory
    let repository: String
    let outside: String

    init() throws {
        scratch = try TemporaryDirectory()
        repository = try scratch.folder("repo")
        outside = try scratch.folder("outside")
    }

    /// A symbolic link at `path` to `target`.
    func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }
}
