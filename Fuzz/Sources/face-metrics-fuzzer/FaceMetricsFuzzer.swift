/// libFuzzer target: reads face 0 of arbitrary bytes with FreeType (`FT_New_Memory_Face`) and
/// checks invariants that hold for the line metrics of any font that opens.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh), so `@testable import`
/// reaches the internal `FreeTypeLibrary`.

@testable import ScaledFont

/// One FreeType library for the whole run. libFuzzer calls `fuzz` on a single thread, one
/// input at a time, so this unsynchronised global is never shared between threads.
nonisolated(unsafe) private let library: FreeTypeLibrary = {
    do {
        return try FreeTypeLibrary()
    } catch {
        fatalError("FreeType could not start: \(error)")
    }
}()

/// Point sizes from the smallest plausible to the style dictionary limit.
private let pointSizes = [0.5, 1, 12, 17, 72, StyleDictionary.maximumFontSize]

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let metrics: FaceMetrics
    do {
        metrics = try library.readMetrics(bytes: bytes, index: 0, name: "fuzz")
    } catch {
        _ = error.description
        return 0
    }
    check(metrics)
    return 0
}

/// Traps (so libFuzzer reports the input) if the metrics break an invariant.
private func check(_ metrics: FaceMetrics) {
    require(metrics.unitsPerEm > 0 && metrics.unitsPerEm.isFinite, "unitsPerEm", metrics)
    for policy in MetricsPolicy.allCases {
        let (table, values) = metrics.verticalMetrics(policy: policy)
        // The first table in the policy's order that is present with a non-zero ascender or
        // descender, else FreeType's own values.
        let expected = policy.tableOrder.first {
            metrics.values(of: $0).map { !$0.isEmpty } ?? false
        }
        require(table == expected ?? .freetype, "\(policy) chose table \(table)", metrics)
        require(metrics.values(of: table) == values, "\(policy) values of \(table)", metrics)
        for pointSize in pointSizes {
            let line = metrics.lineMetrics(pointSize: pointSize, policy: policy)
            check(line, "\(policy) at \(pointSize) pt", metrics)
            for rounding in [LineMetrics.PixelRounding.none, .gridFit] {
                check(
                    line.pixels(perPoint: 2, rounding: rounding),
                    "\(policy) at \(pointSize) pt, 2x pixels, \(rounding)", metrics)
            }
        }
    }
}

/// Line metrics at any size are finite and their line height is the documented sum: within a
/// few units in the last place of `ascender - descender + leading` (the point values compute it
/// as one expression in font units, rounded once, so the sum of the three rounded terms may
/// differ in the last bits).
private func check(
    _ line: LineMetrics, _ context: @autoclosure () -> String, _ metrics: FaceMetrics
) {
    let values =
        [line.ascender, line.descender, line.leading, line.lineHeight]
        + [line.capHeight, line.xHeight].compactMap { $0 }
    require(values.allSatisfy(\.isFinite), "\(context()): a value is not finite: \(line)", metrics)
    let sum = line.ascender - line.descender + line.leading
    let scale = [line.ascender, line.descender, line.leading, sum].map(abs).max() ?? 0
    require(
        abs(line.lineHeight - sum) <= 4 * scale.ulp,
        "\(context()): lineHeight != ascender - descender + leading: \(line)", metrics)
}

/// Traps with the broken invariant and the face's metrics, so the crash report explains itself.
private func require(
    _ condition: Bool, _ message: @autoclosure () -> String, _ metrics: FaceMetrics
) {
    if !condition { fatalError("invariant broken: \(message()); face metrics \(metrics)") }
}
