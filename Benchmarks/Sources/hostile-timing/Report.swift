import Foundation

/// The timed runs of one case.
struct CaseResult {
    var seconds: [Double]
    /// The exit status of the last run (every run of a case reads the same input).
    var status: Int32
    /// The hang guard killed a run; the case's other runs were not made.
    var killed: Bool

    var median: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var maximum: Double { seconds.max() ?? 0 }

    func passes(_ limit: Case.Limit) -> Bool { !killed && maximum < limit.seconds }
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
        if timed.killed {
            result.killed = true
            break
        }
    }
    return result
}

let tableHeader = """
    | Class | Input | Command | Median (ms) | Max (ms) | Limit (ms) | Exit | Result |
    | --- | --- | --- | ---: | ---: | ---: | ---: | --- |
    """

/// A table row: times in milliseconds, "over" for a case over its limit.
func tableRow(_ input: Case, _ result: CaseResult) -> String {
    let status = result.killed ? "killed" : String(result.status)
    let verdict = result.passes(input.limit) ? "ok" : "**over**"
    let cells = [
        input.group, input.name, "`\(input.command)`", milliseconds(result.median),
        milliseconds(result.maximum), String(Int(input.limit.seconds * 1000)), status, verdict,
    ]
    // A `|` splits a Markdown table's cell even inside backticks.
    return "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
}

func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f", seconds * 1000)
}
