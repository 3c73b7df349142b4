// swift-tools-version:6.0
import PackageDescription

// A program that runs the font check as library code: it depends on the ScaledFontCheck
// product alone, gets the verdict and the findings as values, and prints them itself.
let package = Package(
    name: "CheckInSwift",
    dependencies: [.package(name: "ScaledFont", path: "../..")],
    targets: [
        .executableTarget(
            name: "check-in-swift",
            dependencies: [.product(name: "ScaledFontCheck", package: "ScaledFont")]
        )
    ],
    swiftLanguageModes: [.v6]
)
