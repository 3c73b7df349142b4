/// libFuzzer target: reads arbitrary bytes with `LocalizedStrings(contents:file:)` as each
/// format it reads (a String Catalog, a strings file, a strings dictionary, chosen by the
/// file's name as for a file on disk) and checks the reader's promises.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh).

@testable import ScaledFontCheck

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for file in ["Localizable.xcstrings", "de.lproj/Localizable.strings", "de.lproj/L.stringsdict"]
    {
        let strings: LocalizedStrings
        do {
            strings = try LocalizedStrings(contents: bytes, file: file)
        } catch {
            require(error.code == .stringsMalformed, "unexpected error code: \(error)")
            require(error.message.hasPrefix(file + ": "), "error does not name the file: \(error)")
            require(
                error.description.utf8.count <= 400,
                "unbounded message: \(error.description.utf8.count) bytes")
            continue
        }
        check(strings, file: file, isBinary: bytes.starts(with: Array("bplist".utf8)))
    }
    return 0
}

/// Every language listed is sorted and unique; a `.strings` or `.stringsdict` file in
/// `de.lproj` has only `de`; every value names the file, has a line (0 only in a binary
/// property list) and, when not translated, stands in for a language the key lacks.
private func check(_ strings: LocalizedStrings, file: String, isBinary: Bool) {
    require(strings.languages == Array(Set(strings.languages)).sorted(), "languages not sorted")
    if !file.hasSuffix(".xcstrings") {
        require(strings.languages.allSatisfy { $0 == "de" }, "a language other than de")
        require(strings.sourceLanguage == nil, "a source language without a catalog")
    }
    for key in strings.keys {
        require(!strings.values(forKey: key).isEmpty, "a key without values")
        for value in strings.values(forKey: key) {
            require(value.key == key, "a value of another key")
            require(value.file == file, "a value of another file")
            require(isBinary ? value.line >= 0 : value.line >= 1, "line \(value.line)")
            require(strings.languages.contains(value.language), "an unlisted language")
        }
    }
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
