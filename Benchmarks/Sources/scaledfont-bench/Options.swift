import Foundation

let usage = """
    USAGE: scaledfont-bench [options]

    Run from the repository root (Benchmarks/run.sh does): paths default to the repository's
    Examples/, Fonts/ and Benchmarks/.data/, and the helper programs to this binary's folder.

    OPTIONS:
      --only LIST           process,warm,catalog,shaping,fit,code (default: all six)
      --tool PATH           the `scaledfont` CLI measured for check-wall, run as
                            `PATH check DICT --fonts-dir DIR` (needed by the process suite)
      --tool-label TEXT     how the results name it
      --bundled CMD         the check that loads no system fonts, for bundled-check-wall (a
                            program and its leading arguments, split at spaces, before the
                            check's arguments; run.sh passes `CLI check --platform
                            bundled`)
      --bundled-label TEXT  how the results name it
      --extra LABEL=CMD     also measure CMD (a program and its leading arguments, split at
                            spaces) with the check's arguments appended; repeatable
      --c-programs DIR      where fc-reference and measure-process are (default: this
                            binary's folder; run.sh builds them with cc, without the Swift
                            runtime SwiftPM links into every executable)
      --floor PATH          also measure PATH: the C reference's code called from a Swift main
                            (run.sh builds it from floor/c-reference-in-swift.swift)
      --runs N              check-wall runs per program (default 30)
      --quick               few samples, to try the benchmarks out (results not meaningful)
      --dictionary PATH     default Examples/NotoSerif.plist
      --fonts-dir DIR       default Fonts
      --data DIR            synthetic catalogs and queries.txt (default Benchmarks/.data)
    """

/// The command line of `scaledfont-bench`.
struct Options {
    var suites: Set<String> = ["process", "warm", "catalog", "shaping", "fit", "code"]
    var binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().path
    var tool: String?
    var cPrograms: String?
    var floor: String?
    var toolLabel: String?
    var bundled: [String]?
    var bundledLabel: String?
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
            case "--c-programs": cPrograms = value(argument)
            case "--floor": floor = value(argument)
            case "--tool-label": toolLabel = value(argument)
            case "--bundled": bundled = value(argument).split(separator: " ").map(String.init)
            case "--bundled-label": bundledLabel = value(argument)
            case "--extra": extras.append(Self.extra(value(argument)))
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

    private static func extra(_ spec: String) -> (label: String, command: [String]) {
        guard let equals = spec.firstIndex(of: "=") else { fail("--extra needs LABEL=CMD") }
        let command = spec[spec.index(after: equals)...].split(separator: " ").map(String.init)
        if command.isEmpty { fail("--extra needs LABEL=CMD") }
        return (String(spec[..<equals]), command)
    }

    /// A helper program built beside this one.
    func binary(_ name: String) -> String { binaries + "/" + name }

    /// `fc-reference` or `measure-process`: from `--c-programs`, else built beside this one.
    func cProgram(_ name: String) -> String { (cPrograms ?? binaries) + "/" + name }

    /// The check's arguments: the dictionary and the bundled fonts folder.
    var checkArguments: [String] { [dictionary, "--fonts-dir", fontsDirectory] }

    /// The Swift tool's command line for the check, before the check's arguments.
    var toolCommand: [String] {
        guard let tool else { fail("the process suite needs --tool PATH (run.sh passes the CLI)") }
        return [tool, "check"]
    }

    /// The command line of the check that loads no system fonts, before the check's arguments.
    var bundledCommand: [String] {
        guard let bundled else {
            fail(
                "the process suite needs --bundled CMD (run.sh passes the CLI with --platform bundled)"
            )
        }
        return bundled
    }

    /// A synthetic catalog folder, which must exist.
    func catalog(_ size: Int) -> String {
        let folder = data + "/catalog-\(size)"
        if !FileManager.default.fileExists(atPath: folder) {
            fail("no \(folder): run Benchmarks/make_catalog.py (run.sh does)")
        }
        return folder
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("scaledfont-bench: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// Runs `fc-reference` and reads its `key=value` result line.
func reference(_ options: Options, _ arguments: [String]) throws -> [String: Double] {
    let run = try spawn([options.cProgram("fc-reference")] + arguments)
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

/// The first three fields of /proc/loadavg.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
