// scaledfont-bench: the performance benchmarks of the library and CLI, each against a reference
// measured in the same run; prints medians, ratios and a Markdown results table.
// `scaledfont-bench --help` lists the options; Benchmarks/README.md explains each benchmark.
let options = Options(Array(CommandLine.arguments.dropFirst()))
print("scaledfont-bench: load average at start \(loadAverage())")
var rows: [ResultRow] = []
if options.suites.contains("process") { rows += try processSuite(options) }
if options.suites.contains("warm") { rows += try warmSuite(options) }
if options.suites.contains("catalog") { rows += try catalogSuite(options) }
if options.suites.contains("shaping") { rows += try shapingSuite(options) }
if options.suites.contains("fit") { rows += try fitSuite(options) }
if options.suites.contains("code") { rows += try codeSuite(options) }
print("\nscaledfont-bench: load average at end \(loadAverage())\n")
printTable(rows)
