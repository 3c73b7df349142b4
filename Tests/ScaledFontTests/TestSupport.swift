import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// Where the tests find fonts and dictionaries.
enum TestPaths {
    /// The package root.
    static let packageRoot = TestEnvironment.packageRoot

    /// The bundled Noto Serif fonts (`Fonts/NotoSerif`).
    static let notoSerifFonts = packageRoot.appendingPathComponent("Fonts/NotoSerif").path

    /// DejaVu Sans Book and Bold bundled for tests (`Tests/Fonts/DejaVu`), identical to
    /// Debian's fonts-dejavu-core: a known face that does not depend on what is installed.
    static let testDejaVu = packageRoot.appendingPathComponent("Tests/Fonts/DejaVu").path

    /// The example style dictionaries (`Examples/`).
    static func example(_ name: String) -> String {
        packageRoot.appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// The fixture fonts, copied into the test bundle (`Fixtures/`).
    static let fixtures = resource("Fixtures")

    /// A test dictionary from the test bundle's `TestData/`.
    static func testData(_ name: String) -> String {
        resource("TestData") + "/" + name
    }

    /// The "installed" DejaVu Sans faces of the test environment (`Tests/Fonts/DejaVu`, the
    /// files of Debian's fonts-dejavu-core, whose values FontTableValues.swift holds): the
    /// system faces these tests name.
    static let systemDejaVu = TestEnvironment.installedDejaVu

    private static func resource(_ name: String) -> String {
        (Bundle.module.resourceURL ?? Bundle.module.bundleURL)
            .appendingPathComponent(name).path
    }
}

extension FontTableValues: CustomTestStringConvertible {
    var testDescription: String { postscriptName }

    /// The absolute path of the font file the values were read from.
    var path: String {
        switch location {
        case .bundled: TestPaths.notoSerifFonts + "/" + fileName
        case .fixture: TestPaths.fixtures + "/" + fileName
        case .system: TestPaths.systemDejaVu + "/" + fileName
        }
    }
}

/// Catalogs shared by the suites: building one costs milliseconds, so each kind is built once
/// per test run. A failure to build one is kept and rethrown by every test that uses it.
enum SharedCatalogs {
    /// The system's fonts plus `Fonts/NotoSerif` (what the iOS original bundles).
    static let notoSerif = Result { () throws(ScaledFontError) in
        try FontCatalog(fontDirectories: [TestPaths.notoSerifFonts])
    }

    /// The system's fonts plus `Fonts/NotoSerif` and the fixture fonts.
    static let everything = Result { () throws(ScaledFontError) in
        try FontCatalog(fontDirectories: [TestPaths.fixtures, TestPaths.notoSerifFonts])
    }

    /// The system's fonts only: what the `fc-match` command sees.
    static let system = Result { () throws(ScaledFontError) in
        try FontCatalog()
    }
}

/// The iOS Dynamic Type ramp of the HIG (``HIGRampTable``, shared with the CLI tests), by the
/// library's types. Independent of the library's own copy, which the tests compare against it.
enum HIGRamp {
    /// Categories in the column order of the HIG table: xS, S, M, L, XL, XXL, XXXL, AX1 ...
    /// AX5.
    static let categories = HIGRampTable.categories.map { ContentSizeCategory(rawValue: $0)! }

    /// The HIG point size of a style at a category.
    static func size(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        HIGRampTable.size(style.rawValue, category.rawValue)
    }
}

/// Runs the Fontconfig command-line tools, the independent oracle for what Fontconfig itself
/// answers.
enum FontconfigTool {
    /// The output of `fc-match -f FORMAT PATTERN` (the pattern is parsed by `fc-match` with
    /// Fontconfig's own syntax, which is the point: it shows Fontconfig's answer).
    ///
    /// - Parameter configFile: a Fontconfig configuration to use instead of the system's
    ///   (`FONTCONFIG_FILE`).
    static func match(
        _ pattern: String, format: String, configFile: String? = nil
    ) throws
        -> String
    {
        try run(
            ["fc-match", "-f", format, pattern],
            environment: configFile.map { ["FONTCONFIG_FILE": $0] } ?? [:])
    }

    /// A Fontconfig pattern for a family at a weight: `FAMILY:weight=W`, with the characters
    /// Fontconfig's pattern syntax gives a meaning (`\`, `-`, `:`, `,`) escaped in the family,
    /// as `FcNameUnparse` writes them. Unescaped, `system-ui` would be the family `system`
    /// at the size `-ui`.
    static func pattern(family: String, weight: Int) -> String {
        var escaped = ""
        for character in family {
            if "\\-:,".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\(escaped):weight=\(weight)"
    }

    /// The output of `fc-list -f FORMAT PATTERN`, one line per face.
    static func list(_ pattern: String, format: String) throws -> [String] {
        try run(["fc-list", "-f", format + "\n", pattern])
            .split(separator: "\n").map(String.init)
    }

    private static func run(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws
        -> String
    {
        let output = try ProcessRunner.run(arguments, environment: environment)
        guard output.status == 0 else {
            throw ToolFailure(command: arguments, status: output.status)
        }
        return output.stdout
    }

    struct ToolFailure: Error, CustomStringConvertible {
        let command: [String]
        let status: Int32
        var description: String { "\(command.joined(separator: " ")) exited with \(status)" }
    }
}

/// Whether two values agree to `relative` of the larger magnitude (both zero agree).
func isClose(_ a: Double, _ b: Double, relative: Double = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= relative * max(abs(a), abs(b))
}
