import ScaledFont

/// warm-call: warm `font(forTextStyle:category:)` with its metrics read, per call and on two
/// threads, against the C reference resolving and opening the face afresh for each call.
func warmSuite(_ options: Options) throws -> [ResultRow] {
    let catalog = try FontCatalog(fontDirectories: [options.fontsDirectory])
    let initStart = nowNanoseconds()
    let font = try ScaledFont(contentsOf: options.dictionary, catalog: catalog)
    let initTime = nowNanoseconds() - initStart
    let firstStart = nowNanoseconds()
    consume(font.font(forTextStyle: .body, category: .large).metrics.lineHeight)
    let firstCall = nowNanoseconds() - firstStart
    let table = WarmBenchmark.metricsTable(font)
    // The same facade over a catalog with 5,000 more faces: the call must not notice.
    let bigFont = try ScaledFont(
        contentsOf: options.dictionary,
        catalog: FontCatalog(fontDirectories: [options.fontsDirectory, options.catalog(5000)]))

    let warm = WarmBenchmark(
        callsPerSample: options.quick ? 100_000 : 1_000_000, samples: options.quick ? 5 : 31)
    let measured = warm.measure(
        threads: 2,
        [
            { WarmBenchmark.callFacade(font, calls: $0) },
            { WarmBenchmark.callMetricsTable(table, calls: $0) },
            { WarmBenchmark.callFacade(bigFont, calls: $0) },
        ])
    let (facade, plain, big) = (measured[0], measured[1], measured[2])
    let cold = try reference(
        options,
        ["cold"] + options.checkArguments + [
            "--calls", options.quick ? "50" : "200", "--samples", options.quick ? "3" : "15",
        ])
    let coldCPU = cold["cpu_ns_per_call"] ?? .nan

    print("\nwarm-call: warm font(forTextStyle:category:) + metrics,")
    print("  \(warm.samples) samples of \(warm.callsPerSample) calls, 1 thread then 2, in turn")
    print("  ScaledFont init (resolve, read faces, 132 answers): \(formatDuration(initTime))")
    print("  first call after init: \(formatDuration(firstCall))")
    for (label, stats) in [
        ("facade", facade), ("plain metrics table", plain), ("facade, +5,000 faces", big),
    ] {
        print(
            "  \(label): \(nanoseconds(stats.singleCPUPerCall)) CPU, "
                + "\(nanoseconds(stats.nanosecondsPerCall)) wall per call; 2 threads: "
                + "\(nanoseconds(stats.multiCPUPerCall)) CPU per call, throughput "
                + "\(ratioText(stats.scaling)) of 1 thread (CPU-normalised "
                + "\(ratioText(stats.cpuScaling)))")
    }
    print(
        "  C resolve + open face per call: \(formatDuration(coldCPU)) CPU, "
            + "\(formatDuration(cold["ns_per_call"] ?? .nan)) wall")
    print("  (checksum \(measured.map(\.checksum).reduce(0, +)))")

    return [
        ResultRow(
            goal: "warm-call",
            measurement: "warm `font(forTextStyle:category:)` + metrics, per call",
            ours: "\(nanoseconds(facade.singleCPUPerCall)) CPU, "
                + "\(nanoseconds(facade.nanosecondsPerCall)) wall",
            reference: "", ratio: ""),
        ResultRow(
            goal: "warm-call-vs-cold", measurement: "… vs C resolve + open face per call (CPU)",
            ours: nanoseconds(facade.singleCPUPerCall), reference: formatDuration(coldCPU),
            ratio: ratioText(coldCPU / facade.singleCPUPerCall)),
        ResultRow(
            goal: "warm-call-two-threads", measurement: "… throughput, 2 threads vs 1 (wall clock)",
            ours: format(facade.multiThroughput / 1e6, 1) + " M calls/s",
            reference: format(facade.singleThroughput / 1e6, 1) + " M calls/s",
            ratio: ratioText(facade.scaling)),
        .info(
            "… CPU per call, 2 threads vs 1 (the scaling idle cores give)",
            ours: nanoseconds(facade.multiCPUPerCall),
            reference: nanoseconds(facade.singleCPUPerCall), ratio: ratioText(facade.cpuScaling)),
        .info(
            "plain `[LineMetrics]` table, per call (CPU); 2 threads vs 1 (wall, CPU-normalised)",
            ours: nanoseconds(plain.singleCPUPerCall),
            reference: nanoseconds(facade.singleCPUPerCall),
            ratio: "\(ratioText(plain.scaling)), \(ratioText(plain.cpuScaling))"),
        .info(
            "warm call (CPU) with 5,000 more faces registered",
            ours: nanoseconds(big.singleCPUPerCall),
            reference: nanoseconds(facade.singleCPUPerCall),
            ratio: ratioText(big.singleCPUPerCall / facade.singleCPUPerCall)),
        .info(
            "`ScaledFont` init: the one-off cost before warm calls",
            ours: formatDuration(initTime)),
    ]
}
