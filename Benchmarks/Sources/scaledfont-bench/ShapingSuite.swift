import ScaledFont
import hb_reference

/// measure-vs-c: a warm text measurement (`ScaledFont.measure`, its HarfBuzz font already made)
/// against a C loop calling `hb_shape` on an already created `hb_font_t`, in the same run.
func shapingSuite(_ options: Options) throws -> [ResultRow] {
    let catalog = try FontCatalog(fontDirectories: [options.fontsDirectory])
    let font = try ScaledFont(contentsOf: options.dictionary, catalog: catalog)
    let text = "Wave To, fiji! AVATAR office, 40 glyphs."
    let scalars = text.unicodeScalars.map(\.value)
    guard scalars.count == 40 else { fail("the shaping text must be 40 characters") }
    let face = font.font(forTextStyle: .body).face
    guard let reference = hb_reference_create(face.file) else {
        fail("HarfBuzz cannot read \(face.file)")
    }
    defer { hb_reference_destroy(reference) }

    let first = try font.measure(text, forTextStyle: .body, catalog: catalog)
    let calls = options.quick ? 2_000 : 20_000
    let samples = options.quick ? 5 : 31
    var swiftCPU: [Double] = []
    var swiftWall: [Double] = []
    var cCPU: [Double] = []
    var cWall: [Double] = []
    var checksum = 0.0
    func timed(_ body: () -> Void) -> (cpu: Double, wall: Double) {
        let wall = nowNanoseconds()
        let cpu = threadCPUNanoseconds()
        body()
        return (
            (threadCPUNanoseconds() - cpu) / Double(calls),
            (nowNanoseconds() - wall) / Double(calls)
        )
    }
    func runSwift() {
        let (cpu, wall) = timed {
            for _ in 0..<calls {
                // The library cannot fail here: the same call succeeded above.
                checksum +=
                    (try? font.measure(text, forTextStyle: .body, catalog: catalog))?
                    .advance ?? .nan
            }
        }
        swiftCPU.append(cpu)
        swiftWall.append(wall)
    }
    func runC() {
        var units: Int64 = 0
        let (cpu, wall) = timed {
            units = scalars.withUnsafeBufferPointer {
                hb_reference_shape(reference, $0.baseAddress, $0.count, calls)
            }
        }
        checksum += Double(units)
        cCPU.append(cpu)
        cWall.append(wall)
    }
    // A warm-up round of each, then samples in alternating order.
    runSwift()
    runC()
    (swiftCPU, swiftWall, cCPU, cWall) = ([], [], [], [])
    for sample in 0..<samples {
        if sample % 2 == 0 {
            runSwift()
            runC()
        } else {
            runC()
            runSwift()
        }
    }
    let ours = median(swiftCPU)
    let theirs = median(cCPU)
    let ratio = ours / theirs

    print("\nmeasure-vs-c: warm text measurement of a 40-character Latin string,")
    print("  '\(text)' in \(face.postscriptName) (body at large), \(first.runs.count) run,")
    print("  \(samples) samples of \(calls) calls each, Swift and C in alternating order")
    print(
        "  ScaledFont.measure: \(formatDuration(ours)) CPU, \(formatDuration(median(swiftWall)))"
            + " wall per call")
    print(
        "  C hb_shape on an existing hb_font_t: \(formatDuration(theirs)) CPU, "
            + "\(formatDuration(median(cWall))) wall per call")
    print("  (checksum \(checksum))")
    return [
        ResultRow(
            goal: "measure-vs-c",
            measurement: "warm `measure` of 40 Latin characters, per call (CPU)",
            ours: formatDuration(ours), reference: formatDuration(theirs),
            ratio: ratioText(ratio)),
        .info(
            "… the same, wall time", ours: formatDuration(median(swiftWall)),
            reference: formatDuration(median(cWall)),
            ratio: ratioText(median(swiftWall) / median(cWall))),
    ]
}
