/// libFuzzer target: reads arbitrary bytes as Swift source with `SwiftLexer` and
/// `SwiftFontScanner` and checks their promises.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh).

@testable import ScaledFontCheck

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkTokens(bytes)
    checkScan(bytes)
    checkManifest(bytes)
    return 0
}

/// Read as a `Package.swift`: every target and product named, each target with a line inside
/// the input, and a test target never in a product's targets.
private func checkManifest(_ bytes: [UInt8]) {
    let manifest = SwiftPackageManifest(bytes: bytes)
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
    for target in manifest.targets {
        require(target.line >= 1 && target.line <= lines, "target line \(target.line) of \(lines)")
    }
    for product in manifest.products {
        require(
            !manifest.targets(ofProduct: product.name).contains { $0.kind == .test },
            "product \(product.name) builds a test target")
    }
}

/// Tokens are non-empty, in order, apart and inside the input; each one's line and column
/// are those an independent count of line breaks (`\n`, `\r\n`, `\r`) before it gives.
private func checkTokens(_ bytes: [UInt8]) {
    var lexer = SwiftLexer(bytes)
    var end = 0
    var counted = 0
    var line = 1
    var lineStart = 0
    while let token = lexer.next() {
        let range = token.range
        require(!range.isEmpty, "an empty token at \(range)")
        require(range.lowerBound >= end, "token \(range) overlaps the one before, ending at \(end)")
        require(range.upperBound <= bytes.count, "token \(range) beyond \(bytes.count) bytes")
        while counted < range.lowerBound {
            let byte = bytes[counted]
            counted += 1
            if byte == 0x0A || byte == 0x0D && (counted == bytes.count || bytes[counted] != 0x0A) {
                line += 1
                lineStart = counted
            }
        }
        require(token.line == line, "token \(range) on line \(token.line), counted \(line)")
        require(
            token.column == range.lowerBound - lineStart + 1,
            "token \(range) at column \(token.column), counted \(range.lowerBound - lineStart + 1)")
        require((token.kind == .string) == (token.stringValue != nil), "a value on a non-string")
        end = range.upperBound
    }
}

/// Every location is inside the input's lines; a computed name is shortened; every constant
/// has a name.
private func checkScan(_ bytes: [UInt8]) {
    let facts = SwiftFontScanner(file: "Fuzz.swift", bytes: bytes).scan()
    let lines = 1 + bytes.count(where: { $0 == 0x0A || $0 == 0x0D })
    let scan = CodeScan(facts: [facts])
    for use in scan.uses {
        require(use.location.line >= 1 && use.location.line <= lines, "use at \(use.location)")
        require(use.location.column >= 1, "use at \(use.location)")
        if case .computed(let text) = use.name {
            require(text.count <= SwiftNameExpression.longestText, "computed name \(text)")
        }
    }
    for constant in scan.constants {
        require(!constant.qualifiedName.isEmpty, "a constant without a name")
        require(constant.location.line <= lines, "constant at \(constant.location)")
    }
    for registration in scan.registrations {
        require(registration.location.line <= lines, "registration at \(registration.location)")
    }
    _ = scan.resolvedUses()
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
