// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScaledFont",
    products: [
        .library(name: "ScaledFont", targets: ["ScaledFont"]),
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
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(
            name: "ScaledFont",
            dependencies: ["CFontconfig", "CFreeType", "CPNG"]
        ),
        .executableTarget(
            name: "scaledfont",
            dependencies: ["ScaledFont"]
        ),
        // Writes Sources/ScaledFont/Platform/PlatformFontData+Records.swift from Data/apple-fonts
        // (a development tool; the library does not depend on it).
        .executableTarget(
            name: "generate-platform-fonts",
            path: "Scripts/generate-platform-fonts"
        ),
        .testTarget(
            name: "ScaledFontCLITests",
            dependencies: ["scaledfont", "generate-platform-fonts"],
            resources: [.copy("TestData")]
        ),
        .testTarget(
            name: "ScaledFontTests",
            dependencies: ["ScaledFont"],
            exclude: [
                "Fixtures/make_fixtures.py", "Fixtures/dump_table_values.py", "Fixtures/README.md",
            ],
            resources: [.copy("Fixtures"), .copy("TestData")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
