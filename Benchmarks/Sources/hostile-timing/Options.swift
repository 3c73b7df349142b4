import Foundation

let usage = """
    USAGE: hostile-timing --tool CLI [--runs N] [--quick] [--filter TEXT] [--keep]
                          [--hang-guard SECONDS]

    Times the `scaledfont` CLI, process start included, on every file of the hostile corpus
    (Tests/ScaledFontTests/TestData/Hostile) and on generated inputs of each class of hostile
    input, and prints a Markdown table: median and maximum wall time of each case against
    its limit. Run from the repository root (Benchmarks/run.sh --only hostile does).

    OPTIONS:
      --tool PATH           the `scaledfont` CLI to time (required; run.sh passes the release
                            build linked with --static-swift-stdlib)
      --runs N              timed runs per case, after one untimed warm-up (default 7, at
                            least 3)
      --quick               3 runs per case (a smoke run: numbers not meaningful)
      --filter TEXT         only the cases whose class, name or command contains TEXT
      --keep                keep the generated inputs and print each case's command line, to
                            run a case again by hand
      --hang-guard SECONDS  kill a run that takes longer and fail its case (default 30)

    EXIT STATUS: 0 every case within its limit; 1 a case over its limit or killed; 2 usage
    error, or an input could not be made.
    """

/// The command line of `hostile-timing`.
struct Options {
    var tool = ""
    var runs = 7
    var filter: String?
    var keep = false
    var hangGuard = 30.0

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value(_ flag: String) -> String {
            guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
            return value
        }
        var quick = false
        while let argument = rest.popFirst() {
            switch argument {
            case "--tool": tool = value(argument)
            case "--runs": runs = Int(value(argument)) ?? 0
            case "--quick": quick = true
            case "--filter": filter = value(argument)
            case "--keep": keep = true
            case "--hang-guard": hangGuard = Double(value(argument)) ?? 0
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown option '\(argument)'")
            }
        }
        if tool.isEmpty { fail("--tool PATH is required") }
        if access(tool, X_OK) != 0 { fail("\(tool) is not an executable") }
        if runs < 3 { fail("--runs must be at least 3") }
        if quick { runs = 3 }
        if !(hangGuard > 0) { fail("--hang-guard must be a positive number of seconds") }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("hostile-timing: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}
