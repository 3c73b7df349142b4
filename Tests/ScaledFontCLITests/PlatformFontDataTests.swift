import Foundation
import ScaledFontTestSupport
import Testing

/// The shipped platform font data is what the generator makes of the recorded sources.
@Suite("platform font data")
struct PlatformFontDataTests {
    @Test("the generator reproduces the committed data byte for byte")
    func generatorReproducesData() throws {
        let generator = try unwrap(
            ProcessCLIRunner.candidates.map {
                $0.deletingLastPathComponent().appendingPathComponent("generate-platform-fonts")
            }.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "generate-platform-fonts is not built")
        let process = Process()
        process.executableURL = generator
        process.arguments = ["Data/apple-fonts", "-"]
        process.currentDirectoryURL = CLIRunner.packageRoot
        let (result, _) = try ProcessCLIRunner.capture(process)
        expectEqual(result.status, 0, "stderr: \(result.stderr)")
        let committed = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(
                "Sources/ScaledFontCheck/Platform/PlatformFontData+Records.swift"),
            encoding: .utf8)
        expectEqual(result.stdout, committed)
    }
}
