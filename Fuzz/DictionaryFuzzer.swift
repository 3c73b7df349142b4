/// libFuzzer target: parses and validates arbitrary bytes as a style dictionary
/// (`StyleDictionary(data:file:)`, XML or binary property list) and checks that the result
/// keeps the validator's promises.
///
/// Built as one module with the library sources (see run.sh), so internal API is reachable.
import Foundation

private let file = "fuzz.plist"

/// Whether to skip inputs that hit the known crash (see ``containsBinarySet(_:)``), so fuzzing
/// can go on past it. `SCALEDFONT_FUZZ_SKIP_KNOWN_CRASHES=0` turns the skip off, to reproduce it.
private let skipKnownCrashes =
    ProcessInfo.processInfo.environment["SCALEDFONT_FUZZ_SKIP_KNOWN_CRASHES"] != "0"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if skipKnownCrashes, containsBinarySet(bytes) { return -1 }
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

/// Whether `bytes` is a binary property list with a set object (marker byte 0xC0-0xCF) in its
/// object table.
///
/// Known crash, Fuzz/crashes/README.md: swift-corelibs-foundation parses such a set into an
/// `NSSet`, then `PropertyListSerialization.propertyList(from:format:)` segfaults bridging it
/// to `Set<AnyHashable>`, inside `StyleDictionary(data:file:)`. Every object is reached through
/// the offset table named by the 32-byte trailer, so checking each table entry's marker finds
/// every set the parser could read.
private func containsBinarySet(_ bytes: Data) -> Bool {
    let bytes = [UInt8](bytes)
    guard bytes.starts(with: Array("bplist".utf8)), bytes.count >= 8 + 32 else { return false }
    func integer(at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 7, offset <= bytes.count - size else { return nil }
        return bytes[offset..<offset + size].reduce(0) { $0 << 8 | Int($1) }
    }
    // Trailer: 6 unused bytes, offset size, reference size, then three 8-byte big-endian
    // numbers: object count, top object, offset table start. Values of 2^56 or more cannot fit
    // the data and the parser rejects them, so the top byte of each must be 0.
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    guard (1...7).contains(offsetSize), bytes[trailer + 8] == 0, bytes[trailer + 24] == 0,
        let objectCount = integer(at: trailer + 9, size: 7),
        let table = integer(at: trailer + 25, size: 7)
    else { return false }
    for index in 0..<min(objectCount, bytes.count) {
        guard let offset = integer(at: table + index * offsetSize, size: offsetSize) else { break }
        if offset < bytes.count, bytes[offset] & 0xF0 == 0xC0 { return true }
    }
    return false
}
