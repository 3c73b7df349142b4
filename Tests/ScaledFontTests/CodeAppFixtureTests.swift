import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Stripped public apps whose fonts are named in code and Interface Builder files
    /// (`Tests/ScaledFontCLITests/TestData/CodeApps`, see its README), and copies of them with
    /// planted mistakes: the readers, given the files the app target compiles and the
    /// Interface Builder files it copies, find exactly the uses each fixture's `uses.tsv`
    /// lists, which were written by reading the fixture (the status column is the check's).
    @Suite struct CodeAppFixtureTests {
        /// Every fixture folder.
        static let fixtures = [
            "MovieSwift", "MovieSwiftMistakes", "Kiosk", "KioskMistakes", "m2048", "m2048Mistakes",
            "SwashFonts", "SwashFontsMistakes",
        ]

        @Test("each fixture's readers find the uses of its uses.tsv", arguments: fixtures)
        func usesMatchTheList(_ fixture: String) throws {
            let expected = try CodeAppUses.load(fixture)
            let found = try CodeAppScan(fixture: fixture).uses
            expectEqual(
                found.map(\.description), expected.sorted(by: Self.order).map(\.description))
        }

        /// The order the scan's uses are compared in: by file, line and column.
        static func order(_ a: CodeAppUses.Use, _ b: CodeAppUses.Use) -> Bool {
            (a.file, a.line, a.column) < (b.file, b.line, b.column)
        }
    }
}

/// The font uses the readers find in a fixture app's target: its Swift files through
/// ``CodeScan`` (constants resolved across the target), its Objective-C files through
/// ``ObjectiveCScan`` (a constant resolved against the constants of the target's Objective-C
/// files), its storyboards and xibs through ``InterfaceBuilderScan``.
struct CodeAppScan {
    /// The uses, sorted by file, line and column, with paths relative to the fixture and
    /// no status.
    let uses: [CodeAppUses.Use]

    /// Scans the only application target of the fixture's one `.xcodeproj`.
    init(fixture: String) throws {
        let root = CodeAppUses.fixture(fixture)
        let projectName = try unwrap(
            try FileManager.default.contentsOfDirectory(atPath: root)
                .first { $0.hasSuffix(".xcodeproj") })
        let project = try XcodeProject(
            contentsOf: root + "/" + projectName, repositoryRoot: root)
        let target = try unwrap(project.chooseTargets([]).first)
        let sources = try project.compiledSources(of: target)
        func extensionOf(_ path: String) -> String { (path as NSString).pathExtension }

        var found: [(location: CodeLocation, name: String)] = []
        let swift = CodeScan(swiftFiles: sources.filter { extensionOf($0) == "swift" })
        expectTrue(swift.notes.isEmpty)
        for resolved in swift.resolvedUses() {
            found.append((resolved.use.location, resolved.name ?? Self.written(resolved.use)))
        }
        var objectiveCUses: [FontUse] = []
        var constants: [String: String] = [:]
        for file in sources where ["m", "mm", "h"].contains(extensionOf(file)) {
            let scan = ObjectiveCScan(
                Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
            objectiveCUses += scan.uses
            for constant in scan.constants { constants[constant.qualifiedName] = constant.value }
        }
        for use in objectiveCUses {
            var name = Self.written(use)
            if case .constant(let constant) = use.name, let value = constants[constant] {
                name = value
            }
            found.append((use.location, name))
        }
        for file in sources where ["storyboard", "xib"].contains(extensionOf(file)) {
            let scan = InterfaceBuilderScan(
                Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
            expectNil(scan.problem)
            found += scan.uses.map { ($0.location, Self.written($0)) }
        }
        uses = found.map { use in
            CodeAppUses.Use(
                file: String(use.location.file.dropFirst(root.count + 1)),
                line: use.location.line, column: use.location.column, name: use.name,
                status: "", reason: "")
        }.sorted(by: LibraryTests.CodeAppFixtureTests.order)
    }

    /// The name as the use writes it: a literal's text, a constant's path, a run-time
    /// expression.
    static func written(_ use: FontUse) -> String {
        switch use.name {
        case .literal(let text), .constant(let text), .computed(let text): text
        }
    }
}
