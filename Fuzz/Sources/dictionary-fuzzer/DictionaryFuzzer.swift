/// libFuzzer target: parses and validates arbitrary bytes as a style dictionary
/// (`StyleDictionary(data:file:)`, XML or binary property list) and checks that the result
/// keeps the validator's promises.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh), so `@testable import`
/// reaches its internal API.
import Foundation

@testable import ScaledFont

private let file = "fuzz.plist"

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let dictionary: StyleDictionary
    do {
        dictionary = try StyleDictionary(data: bytes, file: file)
    } catch {
        require(error.code == .dictionaryMalformed, "unexpected error code: \(error)")
        require(error.description.hasPrefix(file), "error does not name the file: \(error)")
        return 0
    }
    check(dictionary)
    return 0
}

/// Traps (so libFuzzer reports the input) if a parsed dictionary breaks a documented promise.
private func check(_ dictionary: StyleDictionary) {
    for diagnostic in dictionary.diagnostics {
        let text = diagnostic.description
        require(text.hasPrefix(file), "diagnostic does not name the file: \(text)")
        require((diagnostic.line ?? 1) >= 1, "line below 1: \(text)")
    }
    for line in dictionary.keyLines.values { require(line >= 1, "key line \(line) below 1") }
    for style in TextStyle.allCases {
        switch dictionary.state(of: style) {
        case .valid(let entry): check(entry, style)
        case .invalid(let diagnostic):
            require(diagnostic.severity == .error, "\(style) invalid by a warning")
            require(diagnostic.styleKey == style.rawValue, "\(style) invalid by \(diagnostic)")
        case .missing:
            require(dictionary.entries[style] == nil, "\(style) missing but has an entry")
        }
    }
    require(
        Set(dictionary.missingStyles).isDisjoint(with: dictionary.entries.keys),
        "a style is both missing and valid")
    require(dictionary.errors.allSatisfy { $0.severity == .error }, "errors holds a warning")
}

/// A valid entry has a non-blank name and finite, positive sizes within the limit, with the
/// minimum not above the maximum; every scaled size is finite, positive and clamped.
private func check(_ entry: StyleEntry, _ style: TextStyle) {
    let limit = StyleDictionary.maximumFontSize
    require(!entry.fontName.allSatisfy(\.isWhitespace), "\(style): blank fontName accepted")
    let sizes = [entry.fontSize, entry.minimumPointSize, entry.maximumPointSize].compactMap { $0 }
    for size in sizes {
        require(size.isFinite && size > 0 && size <= limit, "\(style): size \(size) accepted")
    }
    if let minimum = entry.minimumPointSize, let maximum = entry.maximumPointSize {
        require(minimum <= maximum, "\(style): minimum \(minimum) > maximum \(maximum)")
    }
    for category in ContentSizeCategory.allCases {
        let scaled = entry.scaledSize(for: style, category: category)
        require(scaled.isFinite && scaled > 0, "\(style) at \(category): scaled size \(scaled)")
        require(
            scaled >= (entry.minimumPointSize ?? 0)
                && scaled <= (entry.maximumPointSize ?? .infinity),
            "\(style) at \(category): scaled size \(scaled) outside \(entry)")
    }
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
