/// resolve-growth: per-name resolution at 500 and 5,000 registered faces, `FontCatalog.resolve`
/// beside the C reference's exact FcFontSetList ladder and FcFontMatch per lookup.
func catalogSuite(_ options: Options) throws -> [ResultRow] {
    let queries = options.data + "/queries.txt"
    guard let text = try? String(contentsOfFile: queries, encoding: .utf8) else {
        fail("no \(queries): run Benchmarks/make_catalog.py (run.sh does)")
    }
    let names = text.split(separator: "\n").map(String.init)
    let sizes = [500, 5000]
    let folders = sizes.map(options.catalog)
    let benchmark = CatalogBenchmark(
        samples: options.quick ? 5 : 31, passesPerSample: options.quick ? 5 : 40)
    let swift = try benchmark.measure(fontDirectories: folders, names: names)
    let samples = options.quick ? "1" : "5"
    var list: [[String: Double]] = []
    var match: [[String: Double]] = []
    for folder in folders {
        let lookup = ["lookup", queries, "--fonts-dir", folder, "--samples", samples]
        list.append(try reference(options, lookup))
        match.append(try reference(options, lookup + ["--approach", "match"]))
    }

    print("\nresolve-growth: per-name resolution over \(names.count) names (hits and misses)")
    for index in sizes.indices {
        let s = swift[index]
        print(
            "  \(sizes[index]) faces (\(s.faces) with the system's), catalog built in "
                + formatDuration(s.buildNanoseconds))
        print(
            "    FontCatalog.resolve: \(nanoseconds(s.nanosecondsPerName)) CPU, "
                + "\(nanoseconds(s.wallNanosecondsPerName)) wall per name, \(s.hits) hits")
        let groups = zip(CatalogBenchmark.outcomes, zip(s.namesPerOutcome, s.nanosecondsPerOutcome))
        let outcomes = groups.map { "\($0.0) (\($0.1.0) names) \(nanoseconds($0.1.1))" }
        print("      by outcome (CPU): " + outcomes.joined(separator: ", "))
        for (label, values) in [
            ("FcFontSetList ladder", list[index]), ("FcFontMatch", match[index]),
        ] {
            print(
                "    C \(label): \(formatDuration(values["cpu_ns_per_name"] ?? .nan)) CPU, "
                    + "\(formatDuration(values["ns_per_name"] ?? .nan)) wall per name, "
                    + "\(Int(values["hits"] ?? 0)) hits")
        }
    }

    let growth = swift[1].nanosecondsPerName / swift[0].nanosecondsPerName
    var rows = [
        ResultRow(
            goal: "resolve-growth",
            measurement: "`FontCatalog.resolve` per name (CPU), 5,000 vs 500 faces",
            ours: nanoseconds(swift[1].nanosecondsPerName),
            reference: nanoseconds(swift[0].nanosecondsPerName),
            ratio: ratioText(growth))
    ]
    for (label, values) in [("C FcFontSetList ladder", list), ("C FcFontMatch approach", match)] {
        let small = values[0]["cpu_ns_per_name"] ?? .nan
        let large = values[1]["cpu_ns_per_name"] ?? .nan
        rows.append(
            .info(
                "\(label) per name (CPU), 5,000 vs 500 faces", ours: formatDuration(large),
                reference: formatDuration(small), ratio: ratioText(large / small)))
    }
    let descriptors = try DescriptorCheck.run(fontDirectory: folders[0])
    print(
        "\ndescriptors: \(descriptors.lookups) lookups with metrics over \(sizes[0]) faces: "
            + "open descriptors \(descriptors.descriptorsBefore) before, "
            + "\(descriptors.descriptorsAfter) after; mapped font files at most "
            + "\(descriptors.mappedFontFiles)")
    rows.append(
        ResultRow(
            goal: "descriptors",
            measurement: "open descriptors before → after 10,000 lookups + metrics; mapped fonts",
            ours: "\(descriptors.descriptorsBefore) → \(descriptors.descriptorsAfter); "
                + "\(descriptors.mappedFontFiles)",
            reference: "", ratio: ""))
    rows.append(
        .info(
            "`FontCatalog` build, 5,000 vs 500 faces (one-off)",
            ours: formatDuration(swift[1].buildNanoseconds),
            reference: formatDuration(swift[0].buildNanoseconds),
            ratio: ratioText(swift[1].buildNanoseconds / swift[0].buildNanoseconds)))
    return rows
}
