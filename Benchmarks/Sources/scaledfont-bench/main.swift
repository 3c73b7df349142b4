// scaledfont-bench: the benchmarks of GitHub issue 4 (Performance), each against a reference
// measured in the same run; prints medians, ratios and a Markdown results table.
//
// Run it from the repository root (Benchmarks/run.sh does): paths default to the repository's
// Examples/, Fonts/ and Benchmarks/.data/, and the helper programs to this binary's folder.
import Foundation
import ScaledFont

let usage = """
    USAGE: scaledfont-bench [options]

    OPTIONS:
      --only LIST           process,warm,catalog (default: all three)
      --tool PATH           the program measured for goal 1 (default: scaledfont-check-standin)
      --tool-label TEXT     how the results name it
      --extra LABEL=CMD     also measure CMD (a program and its leading arguments, split at
                            spaces) with the check's arguments appended; repeatable
      --runs N              goal 1 runs per program (default 30)
      --quick               few samples, to try the benchmarks out (results not meaningful)
      --dictionary PATH     default Examples/NotoSerif.plist
      --fonts-dir DIR       default Fonts
      --data DIR            synthetic catalogs and queries.txt (default Benchmarks/.data)
    """

struct Options {
    var suites: Set<String> = ["process", "warm", "catalog"]
    var binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().path
    var tool: String?
    var toolLabel: String?
    var extras: [(label: String, command: [String])] = []
    var runs = 30
    var quick = false
    var dictionary = "Examples/NotoSerif.plist"
    var fontsDirectory = "Fonts"
    var data = "Benchmarks/.data"

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value(_ flag: String) -> String {
            guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--only": suites = Set(value(argument).split(separator: ",").map(String.init))
            case "--tool": tool = value(argument)
            case "--tool-label": toolLabel = value(argument)
            case "--extra":
                let spec = value(argument)
                guard let equals = spec.firstIndex(of: "=") else { fail("--extra needs LABEL=CMD") }
                let command = spec[spec.index(after: equals)...].split(separator: " ").map(String.init)
                if command.isEmpty { fail("--extra needs LABEL=CMD") }
                extras.append((String(spec[..<equals]), command))
            case "--runs": runs = Int(value(argument)) ?? 0
            case "--quick": quick = true
            case "--dictionary": dictionary = value(argument)
            case "--fonts-dir": fontsDirectory = value(argument)
            case "--data": data = value(argument)
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown option '\(argument)'")
            }
        }
        if runs < 3 { fail("--runs must be at least 3") }
        if quick { runs = min(runs, 5) }
    }

    func binary(_ name: String) -> String { binaries + "/" + name }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("scaledfont-bench: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// Runs `fc-reference` and reads its `key=value` result line.
func reference(_ options: Options, _ arguments: [String]) throws -> [String: Double] {
    let run = try spawn([options.binary("fc-reference")] + arguments)
    guard run.status == 0, let line = run.output.split(separator: "\n").last else {
        fail("fc-reference \(arguments.joined(separator: " ")) failed (exit \(run.status))")
    }
    var values: [String: Double] = [:]
    for pair in line.split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let number = Double(parts[1]) { values[String(parts[0])] = number }
    }
    return values
}

func mib(_ kilobytes: Double) -> String { format(kilobytes / 1024, 1) + " MiB" }

let options = Options(Array(CommandLine.arguments.dropFirst()))
var rows: [ResultRow] = []
let loadBefore = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print("scaledfont-bench: load average at start \(loadBefore.split(separator: " ").prefix(3).joined(separator: " "))")

// MARK: Goal 1 — the CI check as a whole process

if options.suites.contains("process") {
    let check = [options.dictionary, "--fonts-dir", options.fontsDirectory]
    let tool = options.tool ?? options.binary("scaledfont-check-standin")
    let toolLabel = options.toolLabel ?? "scaledfont-check-standin"
    let toolArguments = options.tool == nil ? [tool] + check : [tool, "check"] + check
    var programs: [ProcessBenchmark.Program] = [
        .init(label: "C reference (fc-reference check)",
              arguments: [options.binary("fc-reference"), "check"] + check),
        .init(label: toolLabel, arguments: toolArguments),
        .init(label: "C reference + FcInit() first, as the library",
              arguments: [options.binary("fc-reference"), "check"] + check + ["--double-init"]),
        .init(label: "Swift empty main (runtime floor)", arguments: [options.binary("startup-swift")]),
        .init(label: "Swift + Foundation plist parse (floor)",
              arguments: [options.binary("startup-foundation"), options.dictionary]),
        .init(label: "Swift + FoundationEssentials plist parse (floor)",
              arguments: [options.binary("startup-essentials"), options.dictionary]),
    ]
    for extra in options.extras {
        programs.append(.init(label: extra.label, arguments: extra.command + check))
    }
    let benchmark = ProcessBenchmark(runs: options.runs, helper: options.binary("measure-process"))
    let stats = try benchmark.measure(programs)
    ProcessBenchmark.printStats(stats, title: "Goal 1: `check` as a whole process, medians of \(options.runs) alternating runs")
    let c = stats[0]
    let swift = stats[1]
    if swift.status != 0 || c.status != 0 {
        print("  warning: a program exited non-zero (C \(c.status), Swift \(swift.status))")
    }
    rows.append(ResultRow(
        goal: "1", measurement: "`check` wall time, median of \(options.runs)",
        ours: formatDuration(swift.wall), reference: formatDuration(c.wall),
        ratio: ratioText(swift.wall / c.wall), target: "≤ 1.25×", met: swift.wall <= 1.25 * c.wall))
    rows.append(ResultRow(
        goal: "1", measurement: "`check` peak RSS, median of \(options.runs)",
        ours: mib(swift.peakKilobytes), reference: mib(c.peakKilobytes),
        ratio: ratioText(swift.peakKilobytes / c.peakKilobytes), target: "≤ 1.25×",
        met: swift.peakKilobytes <= 1.25 * c.peakKilobytes))
    rows.append(ResultRow(
        goal: "–", measurement: "`check` CPU time (user + sys)",
        ours: formatDuration(swift.cpu), reference: formatDuration(c.cpu),
        ratio: ratioText(swift.cpu / c.cpu), target: "", met: nil))
    for entry in stats.dropFirst(2) {
        rows.append(ResultRow(
            goal: "–", measurement: entry.label,
            ours: "\(formatDuration(entry.wall)), \(mib(entry.peakKilobytes))",
            reference: "\(formatDuration(c.wall)), \(mib(c.peakKilobytes))",
            ratio: "\(ratioText(entry.wall / c.wall)) / \(ratioText(entry.peakKilobytes / c.peakKilobytes))",
            target: "", met: nil))
    }

    // The same check with 5,000 more faces registered: a machine with thousands of fonts.
    let big = options.data + "/catalog-5000"
    if FileManager.default.fileExists(atPath: big) {
        let bigCheck = check + ["--fonts-dir", big]
        let bigRuns = ProcessBenchmark(
            runs: max(3, options.runs / 3), helper: options.binary("measure-process"))
        let bigStats = try bigRuns.measure([
            .init(label: "C reference, + 5,000 faces",
                  arguments: [options.binary("fc-reference"), "check"] + bigCheck),
            .init(label: "\(toolLabel), + 5,000 faces",
                  arguments: (options.tool == nil ? [tool] : [tool, "check"]) + bigCheck),
        ])
        ProcessBenchmark.printStats(bigStats, title: "Goal 1 with 5,000 more faces registered, medians of \(bigRuns.runs)")
        rows.append(ResultRow(
            goal: "–", measurement: "`check` with 5,000 more faces registered, wall / peak",
            ours: "\(formatDuration(bigStats[1].wall)), \(mib(bigStats[1].peakKilobytes))",
            reference: "\(formatDuration(bigStats[0].wall)), \(mib(bigStats[0].peakKilobytes))",
            ratio: "\(ratioText(bigStats[1].wall / bigStats[0].wall)) / \(ratioText(bigStats[1].peakKilobytes / bigStats[0].peakKilobytes))",
            target: "", met: nil))
    }
}

// MARK: Goal 2 — warm font(forTextStyle:category:)

if options.suites.contains("warm") {
    let catalog = try FontCatalog(fontDirectories: [options.fontsDirectory])
    let initStart = nowNanoseconds()
    let font = try ScaledFont(contentsOf: options.dictionary, catalog: catalog)
    let initTime = nowNanoseconds() - initStart
    let firstStart = nowNanoseconds()
    consume(font.font(forTextStyle: .body, category: .large).metrics.lineHeight)
    let firstCall = nowNanoseconds() - firstStart

    let warm = WarmBenchmark(
        callsPerSample: options.quick ? 100_000 : 1_000_000, samples: options.quick ? 5 : 31)
    let table = WarmBenchmark.metricsTable(font)
    // The same facade over a catalog with 5,000 more faces: the call must not notice.
    let big = options.data + "/catalog-5000"
    let bigFont = try ScaledFont(
        contentsOf: options.dictionary,
        catalog: FontCatalog(fontDirectories: [options.fontsDirectory, big]))
    let measured = warm.measure(threads: 2, [
        { WarmBenchmark.callFacade(font, calls: $0) },
        { WarmBenchmark.callMetricsTable(table, calls: $0) },
        { WarmBenchmark.callFacade(bigFont, calls: $0) },
    ])
    let (facade, plain, bigWarm) = (measured[0], measured[1], measured[2])
    let cold = try reference(options, [
        "cold", options.dictionary, "--fonts-dir", options.fontsDirectory,
        "--calls", options.quick ? "50" : "200", "--samples", options.quick ? "3" : "15",
    ])
    let coldCall = cold["ns_per_call"] ?? .nan

    print("\nGoal 2: warm font(forTextStyle:category:) + metrics, \(warm.samples) samples of \(warm.callsPerSample) calls")
    print("  ScaledFont init (resolve, read faces, 132 answers): \(formatDuration(initTime)); first call \(formatDuration(firstCall))")
    for (label, stats) in [("facade:       ", facade), ("metrics table:", plain)] {
        print("  \(label) \(format(stats.nanosecondsPerCall, 2)) ns/call; 2 threads: throughput \(ratioText(stats.scaling)) of 1,"
            + " CPU per call \(format(stats.singleCPUPerCall, 2)) ns on 1 thread, \(format(stats.multiCPUPerCall, 2)) ns on 2 (CPU-normalised scaling \(ratioText(stats.cpuScaling)))")
    }
    print("  facade, 5,000 more faces registered: \(format(bigWarm.nanosecondsPerCall, 2)) ns/call")
    print("  C resolve + open face per call: \(formatDuration(cold["cpu_ns_per_call"] ?? .nan)) CPU, \(formatDuration(coldCall)) wall (checksum \(measured.map(\.checksum).reduce(0, +)))")

    let coldCPU = cold["cpu_ns_per_call"] ?? .nan
    rows.append(ResultRow(
        goal: "2", measurement: "warm `font(forTextStyle:category:)` + metrics, per call (CPU; wall)",
        ours: "\(format(facade.singleCPUPerCall, 2)) ns; \(format(facade.nanosecondsPerCall, 2)) ns",
        reference: "", ratio: "", target: "≤ 250 ns", met: facade.singleCPUPerCall <= 250))
    rows.append(ResultRow(
        goal: "2", measurement: "… vs C resolve + open face per call (CPU)",
        ours: format(facade.singleCPUPerCall, 2) + " ns", reference: formatDuration(coldCPU),
        ratio: ratioText(coldCPU / facade.singleCPUPerCall), target: "≥ 1,000×",
        met: coldCPU / facade.singleCPUPerCall >= 1000))
    rows.append(ResultRow(
        goal: "2", measurement: "… throughput, 2 threads vs 1",
        ours: format(facade.multiThroughput / 1e6, 1) + " M calls/s",
        reference: format(facade.singleThroughput / 1e6, 1) + " M calls/s",
        ratio: ratioText(facade.scaling), target: "≥ 1.6×", met: facade.scaling >= 1.6))
    rows.append(ResultRow(
        goal: "–", measurement: "… CPU per call, 2 threads vs 1 (scaling on idle cores)",
        ours: format(facade.multiCPUPerCall, 2) + " ns", reference: format(facade.singleCPUPerCall, 2) + " ns",
        ratio: ratioText(facade.cpuScaling), target: "", met: nil))
    rows.append(ResultRow(
        goal: "–", measurement: "plain `[LineMetrics]` lookup (no ARC), per call (CPU) / 2 threads vs 1",
        ours: format(plain.singleCPUPerCall, 2) + " ns",
        reference: format(facade.singleCPUPerCall, 2) + " ns",
        ratio: "\(ratioText(plain.scaling)) (CPU \(ratioText(plain.cpuScaling)))", target: "", met: nil))
    rows.append(ResultRow(
        goal: "–", measurement: "warm call (CPU) with 5,000 more faces registered",
        ours: format(bigWarm.singleCPUPerCall, 2) + " ns",
        reference: format(facade.singleCPUPerCall, 2) + " ns",
        ratio: ratioText(bigWarm.singleCPUPerCall / facade.singleCPUPerCall), target: "",
        met: nil))
    rows.append(ResultRow(
        goal: "–", measurement: "`ScaledFont` init (the one-off cost before warm calls)",
        ours: formatDuration(initTime), reference: "", ratio: "", target: "", met: nil))
}

// MARK: Goal 3 — per-name resolution as the catalog grows

if options.suites.contains("catalog") {
    let queries = options.data + "/queries.txt"
    guard let text = try? String(contentsOfFile: queries, encoding: .utf8) else {
        fail("no \(queries): run Benchmarks/make_catalog.py (run.sh does)")
    }
    let names = text.split(separator: "\n").map(String.init)
    let benchmark = CatalogBenchmark(
        samples: options.quick ? 5 : 31, passesPerSample: options.quick ? 5 : 40)
    let sizes = [500, 5000]
    let folders = sizes.map { options.data + "/catalog-\($0)" }
    let measured = try benchmark.measure(fontDirectories: folders, names: names)
    let swift = Dictionary(uniqueKeysWithValues: zip(sizes, measured))
    var list: [Int: [String: Double]] = [:]
    var match: [Int: [String: Double]] = [:]
    let samples = options.quick ? "1" : "5"
    for (size, folder) in zip(sizes, folders) {
        list[size] = try reference(options, ["lookup", queries, "--fonts-dir", folder, "--samples", samples])
        match[size] = try reference(options, ["lookup", queries, "--fonts-dir", folder, "--samples", samples, "--approach", "match"])
    }
    let s500 = swift[500]!, s5000 = swift[5000]!
    print("\nGoal 3: per-name resolution over \(names.count) names (hits and misses)")
    for size in sizes {
        let s = swift[size]!
        print("  \(size) faces (\(s.faces) with system), catalog built in \(formatDuration(s.buildNanoseconds)):")
        print("    FontCatalog.resolve     \(format(s.nanosecondsPerName, 1)) ns/name CPU, \(format(s.wallNanosecondsPerName, 1)) ns wall, \(s.hits) hits")
        let groups = zip(CatalogBenchmark.outcomes, zip(s.namesPerOutcome, s.nanosecondsPerOutcome))
        print("      by outcome (CPU): " + groups.map { "\($0.0) (\($0.1.0) names) \(format($0.1.1, 1)) ns" }.joined(separator: ", "))
        for (label, values) in [("C FcFontSetList ladder", list[size]!), ("C FcFontMatch per name", match[size]!)] {
            print("    \(label)  \(formatDuration(values["cpu_ns_per_name"]!))/name CPU, \(formatDuration(values["ns_per_name"]!)) wall, \(Int(values["hits"]!)) hits")
        }
    }
    let growth = s5000.nanosecondsPerName / s500.nanosecondsPerName
    rows.append(ResultRow(
        goal: "3", measurement: "`FontCatalog.resolve` per name (CPU), 5,000 vs 500 faces",
        ours: format(s5000.nanosecondsPerName, 1) + " ns", reference: format(s500.nanosecondsPerName, 1) + " ns",
        ratio: ratioText(growth), target: "≤ 1.5×", met: growth <= 1.5))
    for (label, values) in [("C FcFontSetList ladder", list), ("C FcFontMatch per lookup", match)] {
        let large = values[5000]!["cpu_ns_per_name"]!, small = values[500]!["cpu_ns_per_name"]!
        rows.append(ResultRow(
            goal: "–", measurement: "\(label) per name (CPU), 5,000 vs 500 faces",
            ours: formatDuration(large), reference: formatDuration(small),
            ratio: ratioText(large / small), target: "", met: nil))
    }
    rows.append(ResultRow(
        goal: "–", measurement: "`FontCatalog` build, 5,000 vs 500 faces (one-off)",
        ours: formatDuration(s5000.buildNanoseconds), reference: formatDuration(s500.buildNanoseconds),
        ratio: ratioText(s5000.buildNanoseconds / s500.buildNanoseconds), target: "", met: nil))
}

let loadAfter = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print("\nscaledfont-bench: load average at end \(loadAfter.split(separator: " ").prefix(3).joined(separator: " "))\n")
printTable(rows)
