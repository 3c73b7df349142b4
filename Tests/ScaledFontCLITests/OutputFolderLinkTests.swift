import Foundation
import ScaledFontTestSupport
import Testing

/// An output whose folder a pull request turned into a symbolic link out of the current
/// folder is refused (exit 2, naming the output), and nothing is written where the link
/// leads; a folder linked inside the current folder, and a folder outside it named without a
/// link, are written as before.
@Suite("scaledfont writes no output through a folder linked out of the current folder")
struct OutputFolderLinkTests {
    static let dictionary = CLIRunner.packageRoot.appendingPathComponent(
        "Examples/DejaVuSans.plist"
    ).path
    static let layout = CLIRunner.packageRoot.appendingPathComponent("Examples/Layout.json").path

    /// Each command that writes a file, with `output` as the file.
    enum Output: String, CaseIterable {
        case picture, specimen, initOutput

        func arguments(_ output: String) -> [String] {
            let dictionary = OutputFolderLinkTests.dictionary
            return switch self {
            case .picture:
                ["fit", dictionary, "--layout", OutputFolderLinkTests.layout, "--picture", output]
            case .specimen: ["specimen", dictionary, "--output", output]
            case .initOutput: ["init", "DejaVu Sans", "--output", output]
            }
        }
    }

    /// A current folder (the scratch repository) holding a link `out` to the folder beside
    /// it and a link `here` to its own folder `inside`.
    static func folders() throws -> ScratchRepository {
        let folders = try ScratchRepository()
        try folders.scratch.folder("repo/inside")
        try folders.link(folders.repository + "/out", to: folders.outside)
        try folders.link(folders.repository + "/here", to: "inside")
        return folders
    }

    static func run(_ arguments: [String], in folders: ScratchRepository) throws -> CLIResult {
        try ProcessCLIRunner.run(arguments, in: URL(fileURLWithPath: folders.repository))
    }

    @Test("a folder linked out of the current folder is refused", arguments: Output.allCases)
    func linkedOut(_ output: Output) throws {
        let folders = try Self.folders()
        let result = try Self.run(output.arguments("out/written.png"), in: folders)
        expectEqual(result.status, 2, "\(result.stderr)")
        expectTrue(result.stderr.contains("out/written.png"), "\(result.stderr)")
        expectTrue(result.stderr.contains("symbolic link"), "\(result.stderr)")
        expectTrue(try FileManager.default.contentsOfDirectory(atPath: folders.outside).isEmpty)
    }

    @Test(
        "a folder linked inside the current folder, or named outside it, is written",
        arguments: Output.allCases)
    func writtenElsewhere(_ output: Output) throws {
        let folders = try Self.folders()
        for path in ["here/written.png", folders.outside + "/written.png"] {
            let result = try Self.run(output.arguments(path), in: folders)
            // fit fails on Examples/Layout.json (exit 1) and draws what does not fit.
            expectEqual(result.status, (output == .picture ? 1 : 0), "\(result.stderr)")
        }
        expectTrue(
            FileManager.default.fileExists(atPath: folders.repository + "/inside/written.png"))
        expectTrue(FileManager.default.fileExists(atPath: folders.outside + "/written.png"))
    }
}
