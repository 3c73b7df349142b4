// swift-tools-version:6.0
import Foundation
import PackageDescription

/// This manifest's folder, with a trailing slash.
let packageFolder = String(#filePath.dropLast("Package.swift".count))

/// How the release `scaledfont` is linked on top of SwiftPM's defaults: by the toolchain's
/// lld with its relative relocations packed (`-z pack-relative-relocs`, `DT_RELR`). A
/// position-independent binary of Swift code holds about 30,000 of them: packed, the loader
/// reads 7 KB at every start instead of 740 KB, which each run's start-up time and resident
/// memory pay for. The C library applies packed relocations since glibc 2.36 and a binary
/// with them needs one that does, so they are used only where the building machine's is 2.36
/// or later (a binary built there needs that glibc anyway for its other symbol versions), and
/// only with lld on the `PATH`.
let packedRelocations: [String] = {
    #if os(Linux)
        // `glibc 2.36`; nothing (another C library) packs nothing.
        var bytes = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &bytes, bytes.count) > 0 else { return [] }
        let text = String(
            decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("glibc ") else { return [] }
        let version = text.dropFirst("glibc ".count).split(separator: ".").compactMap { Int($0) }
        guard !version.lexicographicallyPrecedes([2, 36]) else { return [] }
        // The linker of swift.org's toolchains (6.0 on), beside `swift` on the PATH; a Swift
        // without it links as SwiftPM does by default.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            path.split(separator: ":").contains(where: {
                FileManager.default.isExecutableFile(atPath: $0 + "/ld.lld")
            })
        else { return [] }
        return ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    #else
        return []
    #endif
}()

/// SwiftPM exports every symbol of an executable (`-export-dynamic`, so that tests can link
/// against one); nothing loads the release `scaledfont`'s symbols (HarfBuzz and ICU, opened
/// at run time, need none of them), and the loader consults the executable's table first for
/// every symbol the shared libraries look up, so the release binary exports none of its 5,000.
let unexportedSymbols: [String] = {
    #if os(Linux)
        return ["-Xlinker", "--no-export-dynamic"]
    #else
        return []
    #endif
}()

let package = Package(
    name: "ScaledFont",
    products: [
        .library(name: "ScaledFont", targets: ["ScaledFont"]),
        .library(name: "ScaledFontCheck", targets: ["ScaledFontCheck"]),
        .library(name: "ScaledFontSpecimen", targets: ["ScaledFontSpecimen"]),
        .executable(name: "scaledfont", targets: ["scaledfont"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        // HarfBuzz's headers (libharfbuzz-dev) and a loader: libharfbuzz.so.0 is opened the
        // first time text is shaped, not linked, so `check` and the other commands that never
        // shape text do not load it (nor GLib, PCRE2 and Graphite, which it loads).
        // (dlopen is in the C library itself since glibc 2.34.)
        .target(name: "CHarfBuzz", dependencies: ["CSystemLibrary"]),
        // ICU's headers (libicu-dev) and a loader: libicuuc.so.N is opened the first time text
        // is broken into lines (fit, measure), not linked, for the same reason.
        .target(name: "CICU", dependencies: ["CSystemLibrary"]),
        // Finds a system library by its soname (LD_LIBRARY_PATH, ld.so.cache, the system's
        // folders) and opens it by its absolute path: the loaders above never load a library
        // from the executable's RUNPATH, which a plain `swift build` sets to its own folder.
        .target(name: "CSystemLibrary"),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // The layers, each a target so the compiler keeps the direction: the core (C handles,
        // the font catalog, metrics, shaping, the bounded reader) knows nothing of Dynamic
        // Type, platforms or verdicts; ScaledFont adds the Dynamic Type model, style
        // dictionaries and the facade a layout engine links; ScaledFontCheck adds where a font
        // must exist (the platform), the app (Info.plist) and the verdict.
        .target(
            name: "ScaledFontCore",
            dependencies: ["CFontconfig", "CFreeType", "CHarfBuzz", "CICU"]
        ),
        .target(
            name: "ScaledFont",
            dependencies: ["ScaledFontCore"]
        ),
        .target(
            name: "ScaledFontCheck",
            dependencies: ["ScaledFont", "ScaledFontCore"]
        ),
        .target(
            name: "ScaledFontSpecimen",
            dependencies: ["ScaledFont", "CPNG"]
        ),
        // The command-line tool's commands, argument parsing and report renderers, as a
        // library the tests drive in-process; the executable only calls it.
        .target(
            name: "ScaledFontCLI",
            dependencies: ["ScaledFontCheck", "ScaledFontCore", "ScaledFontSpecimen"]
        ),
        .executableTarget(
            name: "scaledfont",
            dependencies: ["ScaledFontCLI"],
            // With --static-swift-stdlib, GCC's C++ library (the Swift runtime's) is linked
            // statically too, instead of loading libstdc++.so.6 at every start: see
            // Scripts/static-libstdc++/README.md. Its relocations are packed where the C
            // library applies them (`packedRelocations`), and it exports no symbol
            // (`unexportedSymbols`).
            linkerSettings: [
                .unsafeFlags(
                    ["-L" + packageFolder + "Scripts/static-libstdc++"] + packedRelocations
                        + unexportedSymbols,
                    .when(configuration: .release))
            ]
        ),
        // Test support, shared by both test targets: the hermetic Fontconfig environment
        // (set when the test binary loads) and helpers both targets use.
        .target(
            name: "ScaledFontTestEnvironment",
            path: "Tests/ScaledFontTestEnvironment"
        ),
        .target(
            name: "ScaledFontTestSupport",
            dependencies: ["ScaledFontTestEnvironment"],
            path: "Tests/ScaledFontTestSupport"
        ),
        // Writes Sources/ScaledFontCheck/Platform/PlatformFontData+Records.swift from Data/apple-fonts
        // (a development tool; the library does not depend on it).
        .executableTarget(
            name: "generate-platform-fonts",
            path: "Scripts/generate-platform-fonts"
        ),
        // Writes Sources/ScaledFontCheck/ScaledFontCheck.docc/CommandLineReference.md from the
        // command specs `--help` prints (a development tool, like the one above).
        .executableTarget(
            name: "generate-command-reference",
            dependencies: ["ScaledFontCLI"],
            path: "Scripts/generate-command-reference"
        ),
        .testTarget(
            name: "ScaledFontCLITests",
            dependencies: [
                "scaledfont", "ScaledFontCLI", "ScaledFontTestSupport", "generate-platform-fonts",
            ],
            // Read from the source tree (CLIRunner.testData), as the binary reads its input.
            exclude: ["TestData"]
        ),
        .testTarget(
            name: "ScaledFontTests",
            dependencies: [
                "ScaledFontCore", "ScaledFontCheck", "ScaledFontSpecimen", "CPNG",
                "ScaledFontTestSupport",
            ],
            exclude: [
                "Fixtures/make_fixtures.py", "Fixtures/dump_table_values.py", "Fixtures/README.md",
            ],
            resources: [.copy("Fixtures"), .copy("TestData")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets (Fuzz/README.md), declared only for Fuzz/run.sh, which sets
// SCALEDFONT_FUZZ and builds them with `--sanitize=fuzzer`: `swift build` and `swift test`
// never see them. Each is an executable of one Swift file defining LLVMFuzzerTestOneInput
// (libFuzzer supplies `main`); it reaches the library's internal API with `@testable import`.
if Context.environment["SCALEDFONT_FUZZ"] != nil {
    for name in [
        "dictionary-fuzzer", "property-list-fuzzer", "face-metrics-fuzzer", "strings-fuzzer",
        "layout-fuzzer", "swift-code-fuzzer", "interface-builder-fuzzer", "text-fuzzer",
        "react-native-fuzzer",
    ] {
        // The layout, strings and code readers and name resolution are the check's; the
        // others are the library's.
        let library: Target.Dependency =
            [
                "layout-fuzzer", "strings-fuzzer", "swift-code-fuzzer", "interface-builder-fuzzer",
                "text-fuzzer", "react-native-fuzzer",
            ]
            .contains(name)
            ? "ScaledFontCheck" : "ScaledFont"
        package.targets.append(
            .executableTarget(
                name: name, dependencies: [library], path: "Fuzz/Sources/" + name,
                // The toolchain's lld: the default gold linker warns about an ASan helper symbol.
                linkerSettings: [.unsafeFlags(["-use-ld=lld"])])
        )
    }
}

// ThreadSanitizer's run in CI (.ci/run sets SCALEDFONT_CONCURRENT_SUITES) builds only the
// suites that run many tasks at once, with the helpers they use: the rest of the suite is
// single-threaded (Swift 6's checking keeps data races out of it at compile time), and
// compiling it instrumented as well was most of that run's time. Every other test file is
// excluded, so `swift test` never sees this.
if Context.environment["SCALEDFONT_CONCURRENT_SUITES"] != nil {
    let concurrentSuites: [String: Set<String>] = [
        "ScaledFontTests": [
            "ConcurrencyTests.swift", "StressTests.swift", "MeasurementTests.swift",
            "LibraryTests.swift", "TestSupport.swift", "FontTableValues.swift",
        ],
        "ScaledFontCLITests": [
            "InProcessRunTests.swift", "CLIRunner.swift", "ProcessCLIRunner.swift",
            "ScratchRepository.swift",
        ],
    ]
    for target in package.targets where target.type == .test {
        let kept = concurrentSuites[target.name] ?? []
        let files = FileManager.default.enumerator(atPath: packageFolder + "Tests/" + target.name)
        while let file = files?.nextObject() as? String {
            let folder = file.split(separator: "/").first.map(String.init) ?? file
            guard file.hasSuffix(".swift"), !kept.contains(file),
                !["TestData", "Fixtures"].contains(folder)
            else { continue }
            target.exclude.append(file)
        }
    }
}
