import Foundation
import ScaledFontTestEnvironment

/// The environment the tests run in: Fontconfig sees only the fonts of
/// `Tests/Fontconfig/fonts.conf` (DejaVu Sans Book and Bold from `Tests/Fonts/DejaVu`), with
/// its cache in a temporary folder. The ScaledFontTestEnvironment target sets this up when the
/// test binary loads, before any test runs; every process a test starts inherits it.
public enum TestEnvironment {
    /// The package root, three folders above this file
    /// (`Tests/ScaledFontTestSupport/TestEnvironment.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Fontconfig configuration every test runs under.
    public static let fontconfigFile =
        packageRoot.appendingPathComponent("Tests/Fontconfig/fonts.conf").path

    /// The only "installed" fonts under ``fontconfigFile``: DejaVu Sans Book and Bold, the
    /// files of Debian's fonts-dejavu-core (`Tests/Fonts/DejaVu`).
    public static let installedDejaVu =
        packageRoot.appendingPathComponent("Tests/Fonts/DejaVu").path

    /// This process's environment with `FONTCONFIG_FILE` as the machine gave it (unset, for
    /// the system's configuration): for the few tests about the machine's own fonts, which
    /// start a process with it. The Fontconfig cache stays in the temporary folder.
    public static var machine: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["FONTCONFIG_FILE"] = scaledfont_tests_machine_fontconfig_file().map {
            String(cString: $0)
        }
        return variables
    }

    /// The sanitizer the tests were built with, from `SCALEDFONT_TEST_SANITIZER` (which
    /// `.ci/run` sets to `thread` or `address` for its sanitizer runs), or `nil`.
    ///
    /// Sanitized code runs several times slower and reserves terabytes of address space for
    /// its shadow memory, so hang guards allow more time (``hangGuardFactor``) and a test that
    /// limits a process's address space (`prlimit --as`) cannot apply that limit; the plain
    /// run checks the bound.
    public static let sanitizer: String? = ProcessInfo.processInfo
        .environment["SCALEDFONT_TEST_SANITIZER"].flatMap { $0.isEmpty ? nil : $0 }

    /// How many times longer a hang guard waits: 10 under a sanitizer, else 1.
    public static var hangGuardFactor: Double { sanitizer == nil ? 1 : 10 }
}
