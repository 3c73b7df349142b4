import Foundation

/// The timed runs of one case.
struct CaseResult {
    var seconds: [Double]
    /// The exit status of the last run (every run of a case reads the same input).
    var status: Int32
    /// The hang guard killed a run; the case's other runs were not made.
    var killed: Bool
    /// The largest peak resident set size of the timed runs, in bytes.
    var peakBytes = 0

    var median: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var maximum: Double { seconds.max() ?? 0 }

    /// Within the case's time limit and, when it has one, its memory limit.
    func passes(_ input: Case) -> Bool {
        guard !killed, maximum < input.limit.seconds else { return false }
        guard let memoryLimit = input.memoryLimit else { return true }
        return peakBytes < memoryLimit << 20
    }
}

/// Times a case: `prepare`, one untimed warm-up run (which also fills Fontconfig's caches),
/// then `runs` timed runs; stops at the first run the hang guard kills.
func measure(_ input: Case, options: Options, environment: [String: String]) throws -> CaseResult {
    try input.prepare?()
    var changed = environment
    for (name, value) in input.environment { changed[name] = value }
    let variables = changed.map { "\($0.key)=\($0.value)" }
    let arguments = [options.tool] + input.arguments
    func run() throws -> ChildRun {
        try runChild(
            arguments, environment: variables, standardOutput: input.standardOutput,
            standardError: input.standardError, hangGuard: options.hangGuard)
    }
    let warmUp = try run()
    if warmUp.killed {
        return CaseResult(seconds: [warmUp.seconds], status: warmUp.status, killed: true)
    }
    var result = CaseResult(seconds: [], status: 0, killed: false)
    for _ in 0..<options.runs {
        let timed = try run()
        result.seconds.append(timed.seconds)
        result.status = timed.status
        result.peakBytes = max(result.peakBytes, timed.peakBytes)
        if timed.killed {
            result.killed = true
            break
        }
    }
    return result
}

let tableHeader = """
    | Class | Input | Command | Median (ms) | Max (ms) | Limit (ms) | Peak RSS (MiB) | RSS limit (MiB) | Exit | Result |
    | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
    """

/// A table row: times in milliseconds, peak RSS in MiB, "over" for a case over a limit.
func tableRow(_ input: Case, _ result: CaseResult) -> String {
    let status = result.killed ? "killed" : String(result.status)
    let verdict = result.passes(input) ? "ok" : "**over**"
    let cells = [
        input.group, input.name, "`\(input.command)`", milliseconds(result.median),
        milliseconds(result.maximum), String(Int(input.limit.seconds * 1000)),
        String(format: "%.1f", Double(result.peakBytes) / 1_048_576),
        input.memoryLimit.map(String.init) ?? "–", status, verdict,
    ]
    // A `|` splits a Markdown table's cell even inside backticks.
    return "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
}

func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f", seconds * 1000)
}
