import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The stripped public apps read by the SwiftGen and React Native readers alone
    /// (`Tests/ScaledFontCLITests/TestData/CodeApps`, see its README): every Swift file of a
    /// SwiftGen fixture through ``CodeScan`` (constants resolved), every `.js`, `.jsx`, `.ts`
    /// and `.tsx` file of a React Native fixture through ``ReactNativeScan``; the uses found are
    /// exactly those of the fixture's `uses.tsv`, which was written by reading the fixture.
    @Suite struct ReaderAppFixtureTests {
        static let swiftGenFixtures = ["Vitamin", "VitaminMistakes"]
        static let reactNativeFixtures = ["Mattermost", "MattermostMistakes"]

        @Test(
            "each fixture's readers find the uses of its uses.tsv",
            arguments: swiftGenFixtures + reactNativeFixtures)
        func usesMatchTheList(_ fixture: String) throws {
            let root = CodeAppUses.fixture(fixture)
            let expected = try CodeAppUses.load(fixture).sorted(by: CodeAppFixtureTests.order)
            let files = try Self.files(in: root)
            var found: [(location: CodeLocation, name: String)] = []
            if Self.swiftGenFixtures.contains(fixture) {
                let scan = CodeScan(swiftFiles: files.filter { $0.hasSuffix(".swift") })
                expectTrue(scan.notes.isEmpty)
                for resolved in scan.resolvedUses() {
                    found.append(
                        (resolved.use.location, resolved.name ?? CodeAppScan.written(resolved.use)))
                }
            } else {
                for file in files
                where [".js", ".jsx", ".ts", ".tsx"].contains(where: file.hasSuffix) {
                    let scan = ReactNativeScan(
                        Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
                    found += scan.uses.map { ($0.location, CodeAppScan.written($0)) }
                }
            }
            let uses = found.map { use in
                CodeAppUses.Use(
                    file: String(use.location.file.dropFirst(root.count + 1)),
                    line: use.location.line, column: use.location.column, name: use.name,
                    status: "", reason: "")
            }.sorted(by: CodeAppFixtureTests.order)
            expectEqual(uses.map(\.description), expected.map(\.description))
        }

        @Test func theSwiftGenFixtureRegistersEachFontFile() throws {
            let root = CodeAppUses.fixture("Vitamin")
            let scan = CodeScan(
                swiftFiles: try Self.files(in: root).filter { $0.hasSuffix(".swift") })
            // Fonts.swift's three VitaminFontConvertible values name these paths.
            expectEqual(
                scan.registrations.compactMap(\.fontFile),
                [
                    "Roboto-Bold.ttf", "Roboto-Regular.ttf", "RobotoCondensed-BoldItalic.ttf",
                ])
        }

        /// Every regular file below `root`, sorted.
        static func files(in root: String) throws -> [String] {
            let enumerator = try unwrap(FileManager.default.enumerator(atPath: root))
            return enumerator.compactMap { $0 as? String }.sorted().map { root + "/" + $0 }
        }
    }
}
