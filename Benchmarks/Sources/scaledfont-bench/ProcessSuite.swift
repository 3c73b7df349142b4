/// check-wall, check-peak-rss: `check` as a whole process, the Swift tool against the C
/// reference, with start-up floors that explain the difference, instruction counts, and the
/// same check with 5,000 more faces registered. bundled-check-wall: the check that loads no
/// system fonts against the same C reference (which does the Linux check, system fonts
/// included).
func processSuite(_ options: Options) throws -> [ResultRow] {
    let check = options.checkArguments
    let reference = [options.cProgram("fc-reference"), "check"]
    let toolLabel = options.toolLabel ?? "scaledfont check"
    let bundledLabel = options.bundledLabel ?? "scaledfont check --platform bundled"
    var programs: [ProcessBenchmark.Program] = [
        .init(label: "C reference (fc-reference check)", arguments: reference + check),
        .init(label: toolLabel, arguments: options.toolCommand + check),
        .init(label: bundledLabel, arguments: options.bundledCommand + check),
        .init(
            label: "C reference + FcInit() first, as the library",
            arguments: reference + check + ["--double-init"]),
        .init(
            label: "Swift empty main (runtime floor)",
            arguments: [options.binary("startup-swift")]),
        .init(
            label: "Swift + Foundation plist parse (floor)",
            arguments: [options.binary("startup-foundation"), options.dictionary]),
        .init(
            label: "Swift + FoundationEssentials plist parse (floor)",
            arguments: [options.binary("startup-essentials"), options.dictionary]),
    ]
    if let floor = options.floor {
        programs.append(
            .init(
                label: "the C reference's code in a Swift main, static stdlib (floor)",
                arguments: [floor, "check"] + check))
    }
    for extra in options.extras {
        programs.append(.init(label: extra.label, arguments: extra.command + check))
    }
    let helper = options.cProgram("measure-process")
    let stats = try ProcessBenchmark(runs: options.runs, helper: helper).measure(programs)
    ProcessBenchmark.printStats(
        stats, title: "check-wall, check-peak-rss: `check` medians of \(options.runs) runs")
    let (c, swift, bundled) = (stats[0], stats[1], stats[2])
    if swift.status != 0 || c.status != 0 || bundled.status != 0 {
        print(
            "  warning: a program exited non-zero (C \(c.status), Swift \(swift.status), "
                + "bundled only \(bundled.status))")
    }
    var rows = [
        ResultRow(
            goal: "check-wall", measurement: "`check` wall time, median of \(options.runs)",
            ours: formatDuration(swift.wall), reference: formatDuration(c.wall),
            ratio: ratioText(swift.wall / c.wall)),
        ResultRow(
            goal: "check-peak-rss", measurement: "`check` peak RSS, median of \(options.runs)",
            ours: mib(swift.peakKilobytes), reference: mib(c.peakKilobytes),
            ratio: ratioText(swift.peakKilobytes / c.peakKilobytes)),
        ResultRow(
            goal: "bundled-check-wall",
            measurement: "`check`, no system fonts loaded, wall vs the C Linux check",
            ours: formatDuration(bundled.wall), reference: formatDuration(c.wall),
            ratio: ratioText(bundled.wall / c.wall)),
        .info(
            "… its CPU time and peak RSS",
            ours: "\(formatDuration(bundled.cpu)), \(mib(bundled.peakKilobytes))",
            reference: "\(formatDuration(c.cpu)), \(mib(c.peakKilobytes))",
            ratio: ratioText(bundled.cpu / c.cpu) + ", "
                + ratioText(bundled.peakKilobytes / c.peakKilobytes)),
        .info(
            "`check` CPU time (user + sys)", ours: formatDuration(swift.cpu),
            reference: formatDuration(c.cpu), ratio: ratioText(swift.cpu / c.cpu)),
    ]
    for entry in stats.dropFirst(3) { rows.append(comparison(entry.label, entry, c)) }

    // Instructions executed: the one measure of the pair the shared machine's load cannot move.
    if let cCount = instructionCount(programs[0].arguments),
        let swiftCount = instructionCount(programs[1].arguments)
    {
        let (cText, swiftText) = (
            format(cCount / 1e6, 1) + " M", format(swiftCount / 1e6, 1) + " M"
        )
        print("  instructions (callgrind): C \(cText), Swift \(swiftText)")
        rows.append(
            .info(
                "`check` instructions executed (callgrind)", ours: swiftText, reference: cText,
                ratio: ratioText(swiftCount / cCount)))
    } else {
        print("  (install valgrind for instruction counts)")
    }

    // The same check with 5,000 more faces registered: a machine with thousands of fonts.
    let bigCheck = check + ["--fonts-dir", options.catalog(5000)]
    let bigRuns = ProcessBenchmark(runs: max(3, options.runs / 3), helper: helper)
    let big = try bigRuns.measure([
        .init(label: "C reference, + 5,000 faces", arguments: reference + bigCheck),
        .init(label: "\(toolLabel), + 5,000 faces", arguments: options.toolCommand + bigCheck),
    ])
    ProcessBenchmark.printStats(
        big, title: "check-wall with 5,000 more faces registered, medians of \(bigRuns.runs) runs")
    rows.append(comparison("`check` with 5,000 more faces registered", big[1], big[0]))
    return rows
}

/// An informative row: wall time and peak RSS of a program and of the reference.
private func comparison(
    _ label: String, _ entry: ProcessBenchmark.Stats, _ reference: ProcessBenchmark.Stats
) -> ResultRow {
    .info(
        label + ": wall, peak",
        ours: "\(formatDuration(entry.wall)), \(mib(entry.peakKilobytes))",
        reference: "\(formatDuration(reference.wall)), \(mib(reference.peakKilobytes))",
        ratio: ratioText(entry.wall / reference.wall) + ", "
            + ratioText(entry.peakKilobytes / reference.peakKilobytes))
}
