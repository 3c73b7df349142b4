// swift-tools-version: 5.9
// Written for this fixture in the shape of isowords' manifest: the Styleguide library bundles
// its fonts as resources.
import PackageDescription

let package = Package(
    name: "isowords",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Styleguide", targets: ["Styleguide"])
    ],
    targets: [
        .target(name: "Styleguide", resources: [.process("Fonts")])
    ]
)
