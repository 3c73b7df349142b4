import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The local Swift packages an app target links, read from the project and each package's
    /// `Package.swift` (never run): the code and resources the linked products build.
    @Suite struct LocalPackageTests {
        /// Writes `text` at `path`, making its folders.
        static func write(_ text: String, to path: String) throws {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// A manifest in the forms the PackageDescription documentation gives: products,
        /// targets of each kind with `path:` and `resources:`, dependencies by name, by
        /// `.target(name:)` and by `.product(name:package:)`, and a dependency by path.
        static let manifest = """
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
            """

        @Test("the manifest's products, targets, dependencies and resources")
        func manifestParts() {
            let manifest = SwiftPackageManifest(bytes: Array(Self.manifest.utf8))
            expectEqual(manifest.products.map(\.name), ["Styleguide", "Icons"])
            expectEqual(manifest.products.map(\.targets), [["Styleguide"], ["Icons"]])
            expectEqual(
                manifest.targets.map(\.name),
                ["Styleguide", "Palette", "Typography", "Icons", "StyleguideTests"])
            expectEqual(manifest.targets.map(\.line), [16, 24, 25, 26, 27])
            expectEqual(
                manifest.targets.map(\.folder),
                [
                    "Sources/Styleguide", "Code/Palette", "Sources/Typography",
                    "Sources/Icons", "Tests/StyleguideTests",
                ])
            expectEqual(manifest.targets[0].resources, ["Fonts", "Extra/Licence.txt"])
            expectEqual(
                manifest.targets[0].dependencies,
                [
                    .byName("Palette"), .target("Typography"),
                    .product(name: "SharedFonts", package: "Shared"),
                ])
            expectEqual(manifest.localDependencies.map(\.path), ["../Shared"])
            expectTrue(manifest.notes.isEmpty)
        }

        @Test("a product's targets follow their dependencies in the package, never a test")
        func productTargets() {
            let manifest = SwiftPackageManifest(bytes: Array(Self.manifest.utf8))
            expectEqual(
                manifest.targets(ofProduct: "Styleguide").map(\.name),
                ["Styleguide", "Palette", "Typography"])
            expectEqual(manifest.targets(ofProduct: "Icons").map(\.name), ["Icons"])
            expectTrue(manifest.targets(ofProduct: "None").isEmpty)
            expectEqual(
                manifest.externalProducts(ofProduct: "Styleguide"),
                [.product(name: "SharedFonts", package: "Shared")])
        }

        @Test(
            "lists built in code, an unterminated or deeply nested manifest, no Package call",
            arguments: [
                "let all: [Target] = []\nlet package = Package(name: \"A\", targets: all)",
                "let package = Package(name: \"A\", products: [.library(name: \"B\"",
                "// nothing here",
                String(repeating: "[", count: 10_000),
                "Package(name: \"A\", targets: " + String(repeating: "[", count: 100_000),
            ])
        func hostileManifests(source: String) {
            let manifest = SwiftPackageManifest(bytes: Array(source.utf8))
            expectTrue(!manifest.notes.isEmpty)
            expectTrue(manifest.products.isEmpty)
            expectTrue(manifest.targets.isEmpty)
        }

        /// A project whose app target links the `Styleguide` product of a local package
        /// beside it (`XCLocalSwiftPackageReference`, as Xcode 15 writes it), which depends on
        /// a second local package by path.
        @Test("the code and resources a target's linked local products build")
        func linkedContents() throws {
            let folder = try TemporaryDirectory()
            let root = folder.path
            func write(_ text: String, _ path: String) throws {
                try Self.write(text, to: root + "/" + path)
            }
            try write(Self.manifest, "Packages/Styleguide/Package.swift")
            for file in [
                "Sources/Styleguide/Fonts.swift", "Sources/Styleguide/Theme/Colours.swift",
                "Code/Palette/Palette.swift", "Sources/Typography/Type.swift",
                "Sources/Icons/Icons.swift", "Tests/StyleguideTests/Tests.swift",
            ] {
                try write("let x = 1\n", "Packages/Styleguide/" + file)
            }
            try write("", "Packages/Styleguide/Sources/Styleguide/Fonts/Inter.ttf")
            try write(
                """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Shared",
                    products: [.library(name: "SharedFonts", targets: ["SharedFonts"])],
                    targets: [.target(name: "SharedFonts", resources: [.copy("Fonts")])]
                )
                """, "Packages/Shared/Package.swift")
            try write("let y = 2\n", "Packages/Shared/Sources/SharedFonts/Register.swift")
            try write(
                """
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                        T1 = {isa = PBXNativeTarget; buildPhases = (); name = App;
                            packageProductDependencies = (D1, D2); productType = "com.apple.product-type.application"; };
                        D1 = {isa = XCSwiftPackageProductDependency; package = L1; productName = Styleguide; };
                        D2 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Remote; };
                        L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Styleguide; };
                        R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/r"; };
                        P1 = {isa = PBXProject; mainGroup = G1; packageReferences = (L1, R1); targets = (T1); };
                    };
                    rootObject = P1;
                }
                """, "App.xcodeproj/project.pbxproj")
            let project = try XcodeProject(
                contentsOf: root + "/App.xcodeproj", repositoryRoot: root)
            let app = try unwrap(project.targets.first)
            let packages = project.localPackages(of: app)
            expectEqual(packages.map(\.path), [root + "/Packages/Styleguide"])
            expectEqual(packages.map(\.products), [["Styleguide"]])
            let contents = project.linkedPackageContents(of: app)
            let styleguide = root + "/Packages/Styleguide/"
            expectEqual(
                contents.codeFiles,
                [
                    styleguide + "Sources/Styleguide/Fonts.swift",
                    styleguide + "Sources/Styleguide/Theme/Colours.swift",
                    styleguide + "Code/Palette/Palette.swift",
                    styleguide + "Sources/Typography/Type.swift",
                    root + "/Packages/Shared/Sources/SharedFonts/Register.swift",
                ])
            expectEqual(
                contents.resources,
                [
                    styleguide + "Sources/Styleguide/Fonts",
                    styleguide + "Sources/Styleguide/Extra/Licence.txt",
                    root + "/Packages/Shared/Sources/SharedFonts/Fonts",
                ])
            expectTrue(contents.notes.isEmpty, "\(contents.notes)")
        }

        @Test("a package reference leading out of the repository is not read; a missing: a note")
        func outsideAndMissing() throws {
            let folder = try TemporaryDirectory()
            let root = try folder.folder("repo")
            let outside = try folder.folder("outside")
            try Data("let package = Package(name: \"O\")".utf8).write(
                to: URL(fileURLWithPath: outside + "/Package.swift"))
            try FileManager.default.createDirectory(
                atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
            try Data(
                """
                {
                    objects = {
                        G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                        T1 = {isa = PBXNativeTarget; buildPhases = (); name = App;
                            packageProductDependencies = (D1, D2); productType = "com.apple.product-type.application"; };
                        D1 = {isa = XCSwiftPackageProductDependency; package = L1; productName = O; };
                        D2 = {isa = XCSwiftPackageProductDependency; package = L2; productName = M; };
                        L1 = {isa = XCLocalSwiftPackageReference; relativePath = ../outside; };
                        L2 = {isa = XCLocalSwiftPackageReference; relativePath = Missing; };
                        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
                    };
                    rootObject = P1;
                }
                """.utf8
            ).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
            let project = try XcodeProject(
                contentsOf: root + "/App.xcodeproj", repositoryRoot: root)
            let app = try unwrap(project.targets.first)
            expectEqual(project.localPackages(of: app).map(\.path), [root + "/Missing"])
            let contents = project.linkedPackageContents(of: app)
            expectTrue(contents.codeFiles.isEmpty)
            expectEqual(contents.notes.count, 1)
            expectEqual(contents.notes.first?.package, root + "/Missing")
        }

        /// An app whose Info.plist lists no fonts, and whose code names Noto Sans, which a
        /// local package it links bundles (`resources: [.process("Fonts")]`) and registers
        /// from its own code, as public apps keep a style guide package.
        static func registeringApp(registers: Bool) throws -> TemporaryDirectory {
            let folder = try TemporaryDirectory()
            let root = folder.path
            func write(_ text: String, _ path: String) throws {
                try Self.write(text, to: root + "/" + path)
            }
            try write(
                """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Styleguide",
                    products: [.library(name: "Styleguide", targets: ["Styleguide"])],
                    targets: [.target(name: "Styleguide", resources: [.process("Fonts")])]
                )
                """, "Packages/Styleguide/Package.swift")
            try write(
                registers
                    ? "let done = CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n"
                    : "let url = Bundle.module.url(forResource: \"NotoSans-Regular\", "
                        + "withExtension: \"ttf\")\n",
                "Packages/Styleguide/Sources/Styleguide/Register.swift")
            try FileManager.default.createDirectory(
                atPath: root + "/Packages/Styleguide/Sources/Styleguide/Fonts",
                withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: TestEnvironment.packageRoot.path
                    + "/Tests/Fonts/NotoSans/NotoSans-Regular.ttf",
                toPath: root + "/Packages/Styleguide/Sources/Styleguide/Fonts/NotoSans-Regular.ttf")
            try write(
                "let title = Font.custom(\"NotoSans-Regular\", size: 17)\n",
                "App/ContentView.swift")
            try write(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
                """, "App/Info.plist")
            try write(
                """
                // !$*UTF8*$!
                {
                    objects = {
                        B1 = {isa = PBXBuildFile; fileRef = F1; };
                        F1 = {isa = PBXFileReference; path = ContentView.swift;
                            sourceTree = "<group>"; };
                        G2 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
                        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                        S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1;
                            buildPhases = (S1); name = App; packageProductDependencies = (D1);
                            productType = "com.apple.product-type.application"; };
                        D1 = {isa = XCSwiftPackageProductDependency; package = K1;
                            productName = Styleguide; };
                        K1 = {isa = XCLocalSwiftPackageReference;
                            relativePath = Packages/Styleguide; };
                        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                        C1 = {isa = XCBuildConfiguration; buildSettings = {
                            INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; };
                            name = Release; };
                        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
                    };
                    rootObject = P1;
                }
                """, "App.xcodeproj/project.pbxproj")
            return folder
        }

        @Test("a font a linked local package bundles and registers needs no UIAppFonts entry")
        func packageRegistersItsFont() throws {
            for registers in [true, false] {
                let app = try Self.registeringApp(registers: registers)
                let report = try FontCheck(
                    dictionaries: [],
                    sources: [XcodeProjectSource(project: app.path + "/App.xcodeproj")],
                    repository: app.path
                ).run()
                let use = try unwrap(report.apps.first?.fontUses.first)
                expectEqual(use.name, "NotoSans-Regular")
                expectTrue(use.location.file.hasSuffix("App/ContentView.swift"))
                // Registered by the package's code: found, as the device finds it. Without
                // the call the font is in no bundle the app declares or registers.
                expectEqual(use.status, (registers ? .ok : .error), "registers: \(registers)")
                expectEqual(report.outcome, (registers ? .passed : .failed))
            }
        }
    }
}
