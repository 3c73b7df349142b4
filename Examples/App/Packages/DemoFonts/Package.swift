// swift-tools-version:5.9
import PackageDescription

// The example app's design-system package: it ships a font as a resource and registers it at
// run time, so the app's Info.plist does not list it.
let package = Package(
    name: "DemoFonts",
    platforms: [.iOS(.v16)],
    products: [.library(name: "DemoFonts", targets: ["DemoFonts"])],
    targets: [.target(name: "DemoFonts", resources: [.copy("Fonts/NotoSans-Regular.ttf")])]
)
