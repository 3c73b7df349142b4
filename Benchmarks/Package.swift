// swift-tools-version:6.0
// Benchmarks for ScaledFont: a package of its own so the root package's `swift build` and
// `swift test` never build it. See README.md for how to run it and the latest results.
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the root package's identity is the
/// name of the folder the repository is checked out in ("main", "ScaledFont", ...).
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")

let package = Package(
    name: "ScaledFontBenchmarks",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // System library targets of this package's own, for the C reference (the root
        // package's CFontconfig / CFreeType are not products, so they cannot be depended on).
        // SwiftPM passes their pkg-config cflags and libs to the C target that depends on them.
        .systemLibrary(
            name: "BenchFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "BenchFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "BenchHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "BenchICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        // The C reference for line breaking: ICU's line-break iterator and hb_shape for each
        // candidate line, on an already created hb_font_t, called in-process by the driver.
        .target(
            name: "lines-reference",
            dependencies: ["BenchHarfBuzz", "BenchICU"]
        ),
        // The C reference for text measurement: hb_shape on an already created hb_font_t,
        // called in-process by the driver.
        .target(
            name: "hb-reference",
            dependencies: ["BenchHarfBuzz"]
        ),
        // The C reference for lexing Swift: a byte loop finding string literals, called
        // in-process by the driver.
        .target(name: "quote-reference"),
        // The C reference: the CI check's work, and the per-call cold path, written directly
        // against Fontconfig and FreeType.
        .executableTarget(
            name: "fc-reference",
            dependencies: ["BenchFontconfig", "BenchFreeType"]
        ),
        // Runs one program and reports its wall time, CPU time and peak RSS (see its header
        // for why the driver cannot measure peak RSS itself).
        .executableTarget(name: "measure-process"),
        // Start-up floors goal 1 explains the tool's cost with: the Swift runtime alone, with
        // Foundation's property-list parser, and with FoundationEssentials' instead.
        .executableTarget(name: "startup-swift"),
        .executableTarget(name: "startup-foundation"),
        .executableTarget(name: "startup-essentials"),
        // The hostile-input goal: the release CLI's wall time on every hostile input.
        .executableTarget(name: "hostile-timing"),
        // The discovery goal's repositories and one walk of one, timed by run.sh.
        .executableTarget(
            name: "discovery-timing",
            dependencies: [.product(name: "ScaledFontCheck", package: rootPackage)]
        ),
        // The Objective-C and Interface Builder readers on hostile inputs built in memory:
        // time, growth from half to full size, and peak RSS growth.
        .executableTarget(
            name: "code-readers",
            dependencies: [.product(name: "ScaledFontCheck", package: rootPackage)]
        ),
        // The benchmark driver: runs every benchmark and prints medians and ratios.
        .executableTarget(
            name: "scaledfont-bench",
            dependencies: [
                .product(name: "ScaledFont", package: rootPackage),
                .product(name: "ScaledFontCheck", package: rootPackage), "hb-reference",
                "lines-reference", "quote-reference",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
