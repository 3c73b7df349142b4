import Foundation
import ScaledFont
import Testing

/// Where the tests find fonts and dictionaries.
enum TestPaths {
    /// The package root, three folders above this file (Tests/ScaledFontTests/TestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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

    /// Where Debian's fonts-dejavu-core installs DejaVu Sans: the system faces these tests
    /// name (FontTableValues.swift reads them from the same folder).
    static let systemDejaVu = "/usr/share/fonts/truetype/dejavu"

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

/// The iOS Dynamic Type ramp, typed from the table in reference/dynamic-type.md (Apple Human
/// Interface Guidelines, Typography > Specifications, iOS Dynamic Type sizes). Independent of
/// the library's own copy, which the tests compare against it.
enum HIGRamp {
    /// Categories in the column order of the reference table: xS, S, M, L, XL, XXL, XXXL,
    /// AX1 ... AX5.
    static let categories: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The rows of the reference table, by dictionary key.
    static let rows: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The HIG point size of a style at a category.
    static func size(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        rows[style]![categories.firstIndex(of: category)!]
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
        var environment = ProcessInfo.processInfo.environment
        if let configFile { environment["FONTCONFIG_FILE"] = configFile }
        return try run(["fc-match", "-f", format, pattern], environment: environment)
    }

    /// The output of `fc-list -f FORMAT PATTERN`, one line per face.
    static func list(_ pattern: String, format: String) throws -> [String] {
        try run(["fc-list", "-f", format + "\n", pattern])
            .split(separator: "\n").map(String.init)
    }

    private static func run(
        _ arguments: [String], environment: [String: String]? = nil
    ) throws
        -> String
    {
        let process = Process()
        process.environment = environment
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try output.fileHandleForReading.close()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(command: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct ToolFailure: Error, CustomStringConvertible {
        let command: [String]
        let status: Int32
        var description: String { "\(command.joined(separator: " ")) exited with \(status)" }
    }
}

/// A fresh folder under the system's temporary folder, removed with its contents on deinit.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScaledFontTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to a file in the folder and returns its path.
    func write(_ contents: Data, to name: String) throws -> String {
        let file = path + "/" + name
        try contents.write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes UTF-8 text to a file in the folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }
}

/// Whether two values agree to `relative` of the larger magnitude (both zero agree).
func isClose(_ a: Double, _ b: Double, relative: Double = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= relative * max(abs(a), abs(b))
}
