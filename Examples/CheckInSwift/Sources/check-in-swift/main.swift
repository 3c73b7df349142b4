import ScaledFontCheck

#if canImport(Glibc)
    import Glibc
#endif

// Usage: check-in-swift DICTIONARY FONTS_FOLDER [PLATFORM]
// Checks one style dictionary against a folder of bundled fonts for a platform (linux by
// default; ios, ios@15, bundled...), prints each error and warning, and exits 0, 1 or 2 as the
// report's outcome says.
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: check-in-swift DICTIONARY FONTS_FOLDER [PLATFORM]")
    exit(2)
}
do {
    let platform = try arguments.count > 3 ? Platform(parsing: arguments[3]) : Platform.linux
    let report = try FontCheck(
        dictionaries: [arguments[1]], fontFolders: [arguments[2]], platform: platform
    ).run()
    for finding in report.findings where finding.severity != .notice {
        let place = finding.line.map { "\(finding.file):\($0)" } ?? finding.file
        print("\(place): \(finding.severity): \(finding.reason): \(finding.keyedMessage)")
        if !finding.names.isEmpty { print("  fonts: \(finding.names.joined(separator: ", "))") }
    }
    for dictionary in report.dictionaries {
        let resolved = dictionary.entries.filter { $0.status == .resolved }.count
        print("\(dictionary.path): \(resolved) of \(dictionary.entries.count) styles resolved")
    }
    print("outcome: \(report.outcome)")
    exit(report.outcome == .passed ? 0 : report.outcome == .failed ? 1 : 2)
} catch {
    print("error: \(error)")
    exit(2)
}
