import ScaledFont
import ScaledFontCheck
import lines_reference

/// The `fit` goals: a layout of 100 elements in 10 languages checked at all 12 categories, and
/// warm line breaking of a 40-character text against a C loop doing ICU's line-break iterator
/// and `hb_shape` for the same candidate lines, in the same run.
func fitSuite(_ options: Options) throws -> [ResultRow] {
    try [fitLayoutRow(options)] + lineBreakingRows(options)
}

/// Sentences of similar length in ten languages written in Latin script (the example
/// dictionary's Noto Serif renders them all, so no cascade face is involved).
private let sentences = [
    ("en", "Save your changes before you continue to the next step"),
    ("de", "Speichern Sie Ihre Änderungen, bevor Sie zum nächsten Schritt gehen"),
    ("fr", "Enregistrez vos modifications avant de passer à l’étape suivante"),
    ("es", "Guarda los cambios antes de continuar con el siguiente paso"),
    ("it", "Salva le modifiche prima di continuare con il passaggio successivo"),
    ("pt", "Salve suas alterações antes de continuar para a próxima etapa"),
    ("nl", "Sla je wijzigingen op voordat je doorgaat naar de volgende stap"),
    ("sv", "Spara dina ändringar innan du fortsätter till nästa steg"),
    ("pl", "Zapisz zmiany, zanim przejdziesz do następnego kroku"),
    ("tr", "Sonraki adıma geçmeden önce değişikliklerinizi kaydedin"),
]

/// 100 elements × 10 languages (1,000 inline texts, each different) × 12 categories.
private func fitLayoutRow(_ options: Options) throws -> ResultRow {
    var elements: [FitLayout.Element] = []
    let styles = TextStyle.allCases
    for element in 0..<100 {
        for (language, sentence) in sentences {
            elements.append(
                FitLayout.Element(
                    id: "screen\(element / 10).label\(element % 10).\(language)",
                    style: styles[element % styles.count], width: 200 + Double(element % 8) * 20,
                    maxLines: 2, content: .text("\(sentence) (\(element))"),
                    language: language, line: elements.count + 1))
        }
    }
    let layout = FitLayout(path: "bench-layout.json", elements: elements)
    let request = FitCheck(
        dictionary: options.dictionary, layout: layout, fontFolders: [options.fontsDirectory])
    var walls: [Double] = []
    var cpus: [Double] = []
    var results = 0
    let runs = options.quick ? 2 : 7
    for _ in 0..<(runs + 1) {
        let wall = nowNanoseconds()
        let cpu = threadCPUNanoseconds()
        let report = try request.run()
        cpus.append(threadCPUNanoseconds() - cpu)
        walls.append(nowNanoseconds() - wall)
        results = report.elements.map(\.results.count).reduce(0, +)
    }
    // The first run opens HarfBuzz, ICU and the faces: it is the cold one, left out.
    walls.removeFirst()
    cpus.removeFirst()
    let wall = median(walls)
    print("\nfit: 100 elements × 10 languages × 12 categories (\(results) results),")
    print("  \(runs) runs after a cold one: \(formatDuration(wall)) wall, ")
    print("  \(formatDuration(median(cpus))) CPU each (FitCheck.run, fonts loaded each time)")
    return ResultRow(
        goal: "fit-wall", measurement: "`fit` of 100 elements × 10 languages × 12 categories, wall",
        ours: formatDuration(wall), reference: "", ratio: "")
}

/// Warm `ScaledFont.lines` of a 40-character text against the C reference.
private func lineBreakingRows(_ options: Options) throws -> [ResultRow] {
    let catalog = try FontCatalog(fontDirectories: [options.fontsDirectory])
    let font = try ScaledFont(contentsOf: options.dictionary, catalog: catalog)
    let text = "Wave To, fiji! AVATAR office, 40 glyphs."
    let units = Array(text.utf16)
    guard units.count == 40 else { fail("the line-breaking text must be 40 characters") }
    let width = 120.0
    let face = font.font(forTextStyle: .body).face
    let size = font.font(forTextStyle: .body).pointSize
    guard let reference = lines_reference_create(face.file) else {
        fail("HarfBuzz cannot read \(face.file)")
    }
    defer { lines_reference_destroy(reference) }
    let first = try font.lines(text, forTextStyle: .body, width: width, catalog: catalog)
    let cLines = units.withUnsafeBufferPointer {
        lines_reference_break(reference, $0.baseAddress, $0.count, size, width, 1)
    }
    guard Int(cLines) == first.count else {
        fail("the C reference breaks the text into \(cLines) lines, the library \(first.count)")
    }
    let calls = options.quick ? 500 : 5_000
    let samples = options.quick ? 5 : 31
    var swiftCPU: [Double] = []
    var cCPU: [Double] = []
    var checksum = 0
    func timed(_ body: () -> Void) -> Double {
        let cpu = threadCPUNanoseconds()
        body()
        return (threadCPUNanoseconds() - cpu) / Double(calls)
    }
    func runSwift() {
        swiftCPU.append(
            timed {
                for _ in 0..<calls {
                    // The same call succeeded above.
                    checksum +=
                        (try? font.lines(text, forTextStyle: .body, width: width, catalog: catalog))?
                        .count ?? -1
                }
            })
    }
    func runC() {
        cCPU.append(
            timed {
                checksum += Int(
                    units.withUnsafeBufferPointer {
                        lines_reference_break(
                            reference, $0.baseAddress, $0.count, size, width, calls)
                    })
            })
    }
    runSwift()
    runC()
    (swiftCPU, cCPU) = ([], [])
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
    print("\nfit: warm line breaking of '\(text)' in \(face.postscriptName) at \(size) pt in")
    print("  \(Int(width)) pt (\(first.count) lines), \(samples) samples of \(calls) calls,")
    print("  Swift and C alternating: ScaledFont.lines \(formatDuration(ours)) CPU, C ICU +")
    print("  hb_shape \(formatDuration(theirs)) CPU per call (checksum \(checksum))")
    return [
        ResultRow(
            goal: "line-breaking-vs-c",
            measurement: "warm line breaking of 40 characters in 120 pt, per call (CPU)",
            ours: formatDuration(ours), reference: formatDuration(theirs),
            ratio: ratioText(ratio))
    ]
}
