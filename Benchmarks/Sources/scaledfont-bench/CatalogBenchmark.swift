import ScaledFont

/// resolve-growth: the cost of resolving one name as the catalog grows, for `FontCatalog.resolve`.
///
/// The catalogs are built first, then timed in alternation, sample by sample, so a change in
/// the machine's load affects each of them alike. Times are the resolving thread's CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`), which other processes on a shared machine do not lengthen;
/// wall time is reported beside it.
struct CatalogBenchmark {
    var samples: Int
    /// Passes over the name list per sample, so a sample lasts long enough to time.
    var passesPerSample: Int

    /// The outcome groups names are timed in: each rung of the ladder, and not installed.
    static let outcomes = ["postscriptName", "fullName", "family", "not installed"]

    struct Stats {
        /// Building the catalog (Fontconfig start, folder registration, the name index).
        var buildNanoseconds: Double
        /// Median CPU time per name over the whole list.
        var nanosecondsPerName: Double
        /// Median wall time per name over the whole list.
        var wallNanosecondsPerName: Double
        /// Median CPU time per name of each outcome group, in ``outcomes`` order.
        var nanosecondsPerOutcome: [Double]
        /// Names in each outcome group.
        var namesPerOutcome: [Int]
        var faces: Int
        var hits: Int
    }

    func measure(fontDirectories: [String], names: [String]) throws -> [Stats] {
        var catalogs: [FontCatalog] = []
        var builds: [Double] = []
        for directory in fontDirectories {
            let start = nowNanoseconds()
            catalogs.append(try FontCatalog(fontDirectories: [directory]))
            builds.append(nowNanoseconds() - start)
        }
        // Group names by how the first catalog resolves them (the same in every catalog).
        let groups = Self.outcomes.map { outcome in
            names.filter {
                (catalogs[0].resolve($0)?.matchedBy.rawValue ?? "not installed") == outcome
            }
        }
        var totals = Array(repeating: [Double](), count: catalogs.count)
        var wallTotals = Array(repeating: [Double](), count: catalogs.count)
        var perGroup = Array(
            repeating: Array(repeating: [Double](), count: groups.count), count: catalogs.count)
        for _ in 0..<samples {
            for (c, catalog) in catalogs.enumerated() {
                var sampleTotal = 0.0
                var sampleWall = 0.0
                for (g, group) in groups.enumerated() where !group.isEmpty {
                    let (cpu, wall) = Self.resolveAll(catalog, group, passes: passesPerSample)
                    perGroup[c][g].append(cpu / Double(passesPerSample * group.count))
                    sampleTotal += cpu
                    sampleWall += wall
                }
                totals[c].append(sampleTotal / Double(passesPerSample * names.count))
                wallTotals[c].append(sampleWall / Double(passesPerSample * names.count))
            }
        }
        return catalogs.indices.map { c in
            Stats(
                buildNanoseconds: builds[c],
                nanosecondsPerName: median(totals[c]),
                wallNanosecondsPerName: median(wallTotals[c]),
                nanosecondsPerOutcome: perGroup[c].map { $0.isEmpty ? .nan : median($0) },
                namesPerOutcome: groups.map(\.count),
                faces: catalogs[c].registeredFaces.count + catalogs[c].systemFaces.count,
                hits: names.filter { catalogs[c].resolve($0) != nil }.count)
        }
    }

    /// Resolves every name `passes` times; returns the CPU and wall time taken.
    private static func resolveAll(
        _ catalog: FontCatalog, _ names: [String], passes: Int
    )
        -> (cpu: Double, wall: Double)
    {
        let start = nowNanoseconds()
        let cpuStart = threadCPUNanoseconds()
        var found = 0
        for _ in 0..<passes {
            for name in names where catalog.resolve(name) != nil { found += 1 }
        }
        let cpu = threadCPUNanoseconds() - cpuStart
        let wall = nowNanoseconds() - start
        consume(found)
        return (cpu, wall)
    }
}
