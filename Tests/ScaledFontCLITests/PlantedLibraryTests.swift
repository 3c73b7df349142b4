import Foundation
import ScaledFontTestSupport
import Testing

/// HarfBuzz and ICU are opened the first time text is shaped or broken into lines, and never
/// from the binary's folder: a plain `swift build` gives the binary the RUNPATH `$ORIGIN`
/// (the test binary's `scaledfont` has it too), and a pull request could plant
/// `libicuuc.so.80` or `libharfbuzz.so.0` beside a copy of it.
///
/// The planted libraries are built here with `cc`: each has the soname it stands for and a
/// constructor that appends a line to the file `SCALEDFONT_PLANTED_MARKER` names, so the
/// marker exists exactly when the dynamic loader ran it (at `dlopen`, before any symbol is
/// looked up).
@Suite("scaledfont loads no library planted beside its binary")
struct PlantedLibraryTests {
    static let plantedSource = """
        #include <stdio.h>
        #include <stdlib.h>
        __attribute__((constructor)) static void planted(void) {
            const char *marker = getenv("SCALEDFONT_PLANTED_MARKER");
            FILE *file = marker ? fopen(marker, "a") : NULL;
            if (file) { fputs(SONAME "\\n", file); fclose(file); }
        }
        """

    /// Builds a planted library named `soname` in `folder`.
    static func plant(_ soname: String, in folder: TemporaryDirectory) throws {
        let source = try folder.write(plantedSource, to: "planted.c")
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = [
            "cc", "-shared", "-fPIC", "-DSONAME=\"\(soname)\"", "-Wl,-soname,\(soname)", "-o",
            folder.path + "/" + soname, source,
        ]
        try compiler.run()
        compiler.waitUntilExit()
        try requireEqual(compiler.terminationStatus, 0, "cc failed to build \(soname)")
    }

    @Test("fit opens the system's HarfBuzz and ICU, not those beside a copy of the binary")
    func plantedBesideBinary() throws {
        let executable = try unwrap(ProcessCLIRunner.executable)
        let folder = try TemporaryDirectory()
        // The binary this test runs has $ORIGIN in its RUNPATH, as a plain build's has (its
        // dynamic section's strings hold it): the planted libraries are where ld.so would look.
        let copy = folder.path + "/scaledfont"
        try FileManager.default.copyItem(atPath: executable.path, toPath: copy)
        let image = try Data(contentsOf: URL(fileURLWithPath: copy), options: .alwaysMapped)
        expectNotNil(image.range(of: Data("$ORIGIN".utf8)), "the binary has no $ORIGIN")
        // The newest ICU the loader tries first, and the one HarfBuzz.
        for soname in ["libicuuc.so.80", "libharfbuzz.so.0"] {
            try Self.plant(soname, in: folder)
        }
        let marker = folder.path + "/loaded"
        let process = try ProcessCLIRunner.makeProcess(
            ["fit", "Examples/DejaVuSans.plist", "--layout", "Examples/Layout.json"],
            environment: ["SCALEDFONT_PLANTED_MARKER": marker]
        ) { command in [copy] + command.dropFirst() }
        let result = try ProcessCLIRunner.capture(process).result
        // Examples/Layout.json has elements that do not fit (exit 1).
        expectEqual(result.status, 1, "\(result.stderr)")
        expectTrue(result.stdout.contains("fit failed"), "\(result.stdout)")
        let loaded = (try? String(contentsOfFile: marker, encoding: .utf8)) ?? ""
        expectTrue(loaded.isEmpty, "planted libraries loaded: \(loaded)")
    }
}
