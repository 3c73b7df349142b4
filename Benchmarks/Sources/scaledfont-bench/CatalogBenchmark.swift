import ScaledFont

/// Goal 3: the cost of resolving one name as the catalog grows, for `FontCatalog.resolve`.
///
/// The catalogs are built first, then timed in alternation, sample by sample, so a change in
/// the machine's load affects each of them alike.
struct CatalogBenchmark {
    var samples: Int
    /// Passes over the name list per sample, so a sample lasts long enough to time.
    var passesPerSample: Int

    /// The outcome groups names are timed in: each rung of the ladder, and not installed.
    static let outcomes = ["postscriptName", "fullName", "family", "not installed"]

    struct Stats {
        /// Building the catalog (Fontconfig start, folder registration, the name index).
        var buildNanoseconds: Double
        /// Median time per name over the whole list.
        var nanosecondsPerName: Double
        /// Median time per name of each outcome group, in ``outcomes`` order.
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
            names.filter { (catalogs[0].resolve($0)?.matchedBy.rawValue ?? "not installed") == outcome }
        }
        var totals = Array(repeating: [Double](), count: catalogs.count)
        var perGroup = Array(
            repeating: Array(repeating: [Double](), count: groups.count), count: catalogs.count)
        for _ in 0..<samples {
            for (c, catalog) in catalogs.enumerated() {
                var sampleTotal = 0.0
                for (g, group) in groups.enumerated() where !group.isEmpty {
                    let time = Self.resolveAll(catalog, group, passes: passesPerSample)
                    perGroup[c][g].append(time / Double(passesPerSample * group.count))
                    sampleTotal += time
                }
                totals[c].append(sampleTotal / Double(passesPerSample * names.count))
            }
        }
        return catalogs.indices.map { c in
            Stats(
                buildNanoseconds: builds[c],
                nanosecondsPerName: median(totals[c]),
                nanosecondsPerOutcome: perGroup[c].map { $0.isEmpty ? .nan : median($0) },
                namesPerOutcome: groups.map(\.count),
                faces: catalogs[c].registeredFaces.count + catalogs[c].systemFaces.count,
                hits: names.filter { catalogs[c].resolve($0) != nil }.count)
        }
    }

    /// Resolves every name `passes` times; returns the time taken.
    private static func resolveAll(_ catalog: FontCatalog, _ names: [String], passes: Int)
        -> Double
    {
        let start = nowNanoseconds()
        var found = 0
        for _ in 0..<passes {
            for name in names where catalog.resolve(name) != nil { found += 1 }
        }
        let time = nowNanoseconds() - start
        consume(found)
        return time
    }
}
