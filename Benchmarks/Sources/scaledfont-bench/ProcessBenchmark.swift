/// check-wall and check-peak-rss: whole-process cost of the CI check, the Swift tool against
/// the C reference, run alternately so both see the same machine load.
struct ProcessBenchmark {
    struct Program {
        var label: String
        var arguments: [String]
    }

    struct Stats {
        var label: String
        var wall: Double
        var cpu: Double
        var peakKilobytes: Double
        var status: Int32
    }

    var runs: Int
    /// The `measure-process` helper.
    var helper: String
    var warmups = 2

    /// Runs every program `runs` times, one of each per round in a rotating order, after
    /// `warmups` untimed rounds (which also fill Fontconfig's caches for registered folders).
    func measure(_ programs: [Program]) throws -> [Stats] {
        for _ in 0..<warmups {
            for program in programs { _ = try measureProcess(program.arguments, helper: helper) }
        }
        var results = Array(repeating: [ProcessRun](), count: programs.count)
        for round in 0..<runs {
            for offset in programs.indices {
                let index = (round + offset) % programs.count
                results[index].append(try measureProcess(programs[index].arguments, helper: helper))
            }
        }
        return zip(programs, results).map { program, runs in
            Stats(
                label: program.label,
                wall: median(runs.map(\.wallNanoseconds)),
                cpu: median(runs.map(\.cpuNanoseconds)),
                peakKilobytes: median(runs.map(\.peakKilobytes)),
                status: runs.map(\.status).max() ?? 0)
        }
    }

    /// Prints each program's medians and its ratios to the first program (the reference).
    static func printStats(_ stats: [Stats], title: String) {
        print("\n\(title)")
        guard let reference = stats.first else { return }
        for entry in stats {
            print("  \(entry.label)\(entry.status == 0 ? "" : " (exit \(entry.status))")")
            print(
                "    wall \(formatDuration(entry.wall)) (\(ratioText(entry.wall / reference.wall)))"
                    + "  cpu \(formatDuration(entry.cpu)) (\(ratioText(entry.cpu / reference.cpu)))"
                    + "  peak \(mib(entry.peakKilobytes))"
                    + " (\(ratioText(entry.peakKilobytes / reference.peakKilobytes)))")
        }
    }
}
