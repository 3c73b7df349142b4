import Foundation
import ScaledFontTestSupport
import Testing

/// Checks shared by the suites.
enum Expect {
    /// A usage error: exit status 2, nothing on stdout, `scaledfont: error:` with `message`
    /// on stderr and a hint to run `--help`.
    static func usageError(
        _ result: CLIResult, mentions message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(result.status, 2, sourceLocation: sourceLocation)
        expectTrue(
            result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
        expectTrue(
            result.stderr.hasPrefix("scaledfont: error: "), "stderr: \(result.stderr)",
            sourceLocation: sourceLocation)
        expectTrue(
            result.stderr.contains(message), "stderr: \(result.stderr)",
            sourceLocation: sourceLocation)
        expectTrue(
            result.stderr.contains("--help' for usage."), "stderr: \(result.stderr)",
            sourceLocation: sourceLocation)
    }

    /// Dictionaries `check` and `metrics` cannot read, and the start of the reason the
    /// library gives (StyleDictionary+Loading.swift).
    static let unreadableDictionaries = [
        ("NoSuchDictionary.plist", "no such file"),
        ("Malformed.plist", "not a property list"),
        ("RootArray.plist", "the root of a style dictionary must be a dictionary, not an array"),
    ]

    /// A dictionary that cannot be read, in text: exit status 2, nothing on stdout, and
    /// `path: error: reason` on stderr.
    static func unreadableDictionary(
        _ result: CLIResult, path: String, reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(result.status, 2, sourceLocation: sourceLocation)
        expectTrue(
            result.stdout.isEmpty, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
        expectTrue(
            result.stderr.hasPrefix("\(CLIRunner.repositoryRelative(path)): error: \(reason)"),
            "stderr: \(result.stderr)",
            sourceLocation: sourceLocation)
    }

    /// The keys of a JSON object, as a set.
    static func keys(_ object: Any?) -> Set<String> {
        Set((object as? [String: Any])?.keys.map { $0 } ?? [])
    }
}
