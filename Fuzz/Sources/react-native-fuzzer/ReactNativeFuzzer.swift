/// libFuzzer target: lexes arbitrary bytes with `JavaScriptLexer` (with JSX and without) and
/// reads them with `ReactNativeScan` as a `.js` and as a `.ts` file, and checks the promises:
/// no crash, tokens in order inside the input (each after the one before, a line within
/// the input's lines), uses in file order, and computed excerpts of bounded size.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh).

@testable import ScaledFontCheck

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Any of LF, CR LF and CR ends a line, so a place is at most on line (line breaks + 1).
    let lines = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1

    for jsx in [true, false] {
        var lexer = JavaScriptLexer(bytes, jsx: jsx)
        var end = 0
        var count = 0
        while let token = lexer.next() {
            require(token.range.lowerBound >= end, "a token before the one it follows")
            require(token.range.upperBound <= bytes.count, "a token past the input")
            require(!token.range.isEmpty || token.range.lowerBound == bytes.count, "empty token")
            require(token.line >= 1 && token.line <= lines, "line \(token.line) of \(lines)")
            require(token.column >= 1, "column \(token.column)")
            end = token.range.upperBound
            count += 1
            require(count <= bytes.count, "more tokens than bytes")
        }
    }
    for file in ["App.js", "App.ts"] {
        let scan = ReactNativeScan(bytes, file: file)
        for (index, use) in scan.uses.enumerated() {
            require(use.location.file == file, "a place in another file")
            require(use.location.line >= 1 && use.location.line <= lines, "line of a use")
            require(use.location.column >= 1, "column of a use")
            if index > 0 { require(scan.uses[index - 1].location <= use.location, "out of order") }
            if case .computed(let excerpt) = use.name {
                require(excerpt.utf8.count <= 63, "unbounded excerpt: \(excerpt.utf8.count) bytes")
            }
        }
    }
    return 0
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
