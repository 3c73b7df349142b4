// Times the `scaledfont` CLI over hostile input, to show every input is answered in time:
// every file of the hostile corpus (Tests/ScaledFontTests/TestData/Hostile), and generated
// inputs of each class of hostile input that are too big or impossible to commit (1 MiB of deep
// nesting, 1 MiB of distinct characters, folders with links to / and named pipes, a full disk,
// a closed pipe, fonts edited at run time from the bundled Noto Serif). Each case runs once
// untimed, then --runs times, process start included; the table gives the median and maximum
// wall time against the case's limit: 0.1 s, or 2 s where the work itself is large (a 1 MiB
// input, an image to draw). A benchmark, not a test: it prints, and exits 1 only if a case is
// over its limit or hangs, so a CI job can run it. See Benchmarks/README.md.
import Foundation

blockChildSignal()
let options = Options(Array(CommandLine.arguments.dropFirst()))

let scratch: Scratch
let cases: [Case]
do {
    scratch = try Scratch()
    let all = try corpusCases(scratch) + classCases(scratch)
    cases = all.filter { input in
        guard let filter = options.filter, !filter.isEmpty else { return true }
        return [input.group, input.name, input.command].contains { $0.contains(filter) }
    }
} catch {
    fail("cannot make the inputs: \(error)")
}
if cases.isEmpty {
    scratch.remove()
    fail("no case matches --filter '\(options.filter ?? "")'")
}

// Fontconfig's caches of the generated folders go into the scratch folder, not the user's.
var environment = ProcessInfo.processInfo.environment
environment["XDG_CACHE_HOME"] = try? scratch.folder("cache")

if options.keep {
    print("Inputs in \(scratch.path); each case's command line:\n")
    for input in cases { print("  " + input.shellCommand(tool: options.tool)) }
    print("")
}
print("\(cases.count) cases, \(options.runs) timed runs each after one untimed run\n")
print(tableHeader)
var over: [String] = []
for input in cases {
    do {
        let result = try measure(input, options: options, environment: environment)
        print(tableRow(input, result))
        if !result.passes(input) {
            over.append("\(input.group): \(input.name): \(input.command)")
        }
    } catch {
        if !options.keep { scratch.remove() }
        fail("\(input.name): \(error)")
    }
}
if !options.keep { scratch.remove() }
print("")
if over.isEmpty {
    print("Every case within its limit.")
} else {
    print("Over the limit (\(over.count)):")
    for name in over { print("  " + name) }
    exit(1)
}
