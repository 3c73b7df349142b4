// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Styleguide",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Styleguide", targets: ["Styleguide"]),
        .library(name: "Icons", type: .dynamic, targets: ["Icons"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
        .package(url: "https://example.com/x.git", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Styleguide",
            dependencies: [
                "Palette", .target(name: "Typography"),
                .product(name: "SharedFonts", package: "Shared"),
            ],
            resources: [.process("Fonts"), .copy("Extra/Licence.txt")]
        ),
        .target(name: "Palette", path: "Code/Palette"),
        .target(name: "Typography"),
        .target(name: "Icons", resources: [.process("Glyphs")]),
        .testTarget(name: "StyleguideTests", dependencies: ["Styleguide"]),
    ]
)
