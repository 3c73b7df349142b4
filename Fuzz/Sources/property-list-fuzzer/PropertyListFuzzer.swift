/// libFuzzer target: parses arbitrary bytes with `PropertyListReader.parse(_:file:)` as each
/// format it reads (binary by its signature, JSON by the `.json` name or a leading `{` or `[`,
/// OpenStep text by the `.pbxproj` name, XML otherwise; UTF-8, UTF-16 and UTF-32 by byte order
/// mark) and checks the reader's promises.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh), so `@testable import`
/// reaches its internal API.

@testable import ScaledFont

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The same bytes as a property list, as JSON and as an Xcode project (OpenStep text).
    for file in ["fuzz.plist", "fuzz.json", "fuzz.pbxproj"] {
        let readsOpenStep = file.hasSuffix(".pbxproj")
        let document: PropertyListDocument
        do {
            document = try PropertyListReader.parse(bytes, file: file, readsOpenStep: readsOpenStep)
        } catch {
            require(error.code == .dictionaryMalformed, "unexpected error code: \(error)")
            require(error.message.hasPrefix(file + ": "), "error does not name the file: \(error)")
            require(
                error.description.utf8.count <= 400,
                "unbounded message: \(error.description.utf8.count) bytes")
            continue
        }
        require(
            document.format
                == PropertyListReader.format(of: bytes, file: file, readsOpenStep: readsOpenStep),
            "format \(document.format) is not the one told")
        check(document)
    }
    return 0
}

/// Lines are 0 in a binary file and at least 1 in a text file, a key's line is at most its
/// value's, lines never go backwards in file order, and nesting stays within the limit.
private func check(_ document: PropertyListDocument) {
    let isBinary = document.format == .binary
    // An explicit stack, like the parsers: a fuzzer input may nest to the limit.
    var pending: [(node: PropertyListNode, depth: Int)] = [(document.root, 1)]
    var lastLine = 0
    while let (node, depth) = pending.popLast() {
        require(depth <= PropertyListReader.maximumDepth, "nesting \(depth) accepted")
        if isBinary {
            require(node.line == 0, "a binary node with line \(node.line)")
        } else {
            require(node.line >= max(1, lastLine), "line \(node.line) after line \(lastLine)")
            lastLine = node.line
        }
        switch node.value {
        case .dictionary(let entries):
            for entry in entries {
                require(
                    isBinary ? entry.keyLine == 0 : entry.keyLine >= node.line,
                    "key line \(entry.keyLine) in a dictionary of line \(node.line)")
                require(
                    isBinary || entry.keyLine <= entry.value.line,
                    "key line \(entry.keyLine) after its value's \(entry.value.line)")
            }
            pending += entries.reversed().map { ($0.value, depth + 1) }
        case .array(let elements):
            pending += elements.reversed().map { ($0, depth + 1) }
        case .null:
            require(document.format == .json, "null outside JSON")
        default:
            break
        }
    }
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
