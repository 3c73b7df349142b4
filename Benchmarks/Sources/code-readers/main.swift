// Times the Objective-C, Interface Builder and React Native readers (`ObjectiveCScan`,
// `InterfaceBuilderScan`, `ReactNativeScan`) on hostile inputs built in memory, in a release
// build.
//
// USAGE: code-readers [--runs N]
//
// Each case is read at its full size and at half of it: `growth` is the time of the full size
// over the time of the half, about 2 for a reader whose time is linear in its input (4 would
// be quadratic). `vs scan` is the reader's time over a reference measured in the same run: one
// plain pass over the same bytes counting line breaks, the least any reader does. `peak RSS`
// is how much the process's peak resident size grew while the full input was read (0 when it
// stayed under an earlier peak), next to the input's size.
import Foundation
import ScaledFontCheck

/// A hostile input: its name, the reader, and its bytes at a scale (1 = the full size).
struct Case {
    var name: String
    var reader: Reader
    var bytes: (_ scale: Int) -> [UInt8]

    enum Reader {
        case interfaceBuilder, objectiveC, reactNative
    }
}

/// Each case at its full size takes `2 * unit` repetitions; the half takes `unit`.
let cases: [Case] = [
    Case(name: "storyboard, 10 MB of uses", reader: .interfaceBuilder) { scale in
        let label =
            "<label><fontDescription key=\"fontDescription\" name=\"Inter-Bold\" "
            + "pointSize=\"17\"/></label>\n"
        return Array(("<document>\n" + repeated(label, 56_200 * scale) + "</document>").utf8)
    },
    Case(name: "storyboard, 10 MB, a bad byte at its end", reader: .interfaceBuilder) { scale in
        Array(("<document>\n" + repeated("<label text=\"é\"/>\n", 277_000 * scale)).utf8)
            + [0xFF]
    },
    Case(name: "storyboard, 100,000 deep", reader: .interfaceBuilder) { scale in
        Array((repeated("<view>", 50_000 * scale) + repeated("</view>", 50_000 * scale)).utf8)
    },
    Case(name: "storyboard, billion laughs", reader: .interfaceBuilder) { scale in
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...(4 * scale) {
            declarations +=
                "<!ENTITY lol\(level) \"" + repeated("&lol\(level - 1);", 10) + "\">"
        }
        return Array(
            ("<!DOCTYPE document [\(declarations)]><document name=\"&lol9;\"/>").utf8)
    },
    Case(name: "Objective-C, a million literals", reader: .objectiveC) { scale in
        Array(("NSString *const kJoined = " + repeated("@\"a\" ", 500_000 * scale) + ";").utf8)
    },
    Case(name: "Objective-C, a million uses", reader: .objectiveC) { scale in
        Array(repeated("[UIFont fontWithName:@\"a\" size:1];\n", 500_000 * scale).utf8)
    },
    Case(name: "Objective-C, 10 MB unterminated string", reader: .objectiveC) { scale in
        Array(("x = @\"" + repeated("a", 5_000_000 * scale)).utf8)
    },
    Case(name: "Objective-C, 10 MB unterminated comment", reader: .objectiveC) { scale in
        Array(("/*" + repeated("[UIFont fontWithName:@\"x\" size:1];\n", 147_000 * scale)).utf8)
    },
    Case(name: "Objective-C, a million [", reader: .objectiveC) { scale in
        Array((repeated("[", 500_000 * scale) + repeated("]", 500_000 * scale)).utf8)
    },
]

func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

/// The reader's result, kept so the read is not optimized away.
func read(_ bytes: [UInt8], with reader: Case.Reader) -> Int {
    switch reader {
    case .interfaceBuilder:
        let scan = InterfaceBuilderScan(bytes, file: "Bench.storyboard")
        return scan.uses.count + (scan.problem?.utf8.count ?? 0)
    case .objectiveC:
        let scan = ObjectiveCScan(bytes, file: "Bench.m")
        return scan.uses.count + scan.constants.count
    case .reactNative:
        return readReactNative(bytes)
    }
}

/// The reference: one pass over the bytes counting line breaks.
func countLines(_ bytes: [UInt8]) -> Int {
    var count = 0
    for byte in bytes where byte == 0x0A { count += 1 }
    return count
}

/// The median wall time of `runs` calls of `body`, in seconds.
func median(_ runs: Int, _ body: () -> Int) -> Double {
    var times: [Double] = []
    var sink = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        sink &+= body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    if sink == .min { print("") }
    return times.sorted()[times.count / 2]
}

/// The process's peak resident size so far, in KiB (Linux reports `ru_maxrss` in KiB).
func peakResidentKiB() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
}

var runs = 5
let arguments = CommandLine.arguments.dropFirst()
if let index = arguments.firstIndex(of: "--runs"), let value = Int(arguments[index + 1]) {
    runs = value
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

print("| Case | Size | Time | growth | vs scan | peak RSS growth |")
print("| --- | --- | --- | --- | --- | --- |")
for item in cases + reactNativeCases {
    let half = item.bytes(1)
    let halfTime = median(runs) { read(half, with: item.reader) }
    let full = item.bytes(2)
    let before = peakResidentKiB()
    let fullTime = median(runs) { read(full, with: item.reader) }
    let grown = peakResidentKiB() - before
    let reference = median(runs) { countLines(full) }
    let size =
        full.count >= 1_000_000
        ? String(format: "%.1f MB", Double(full.count) / 1e6) : "\(full.count) bytes"
    let growth = halfTime > 0 ? String(format: "%.2f×", fullTime / halfTime) : "-"
    let ratio = reference > 0 ? String(format: "%.1f×", fullTime / reference) : "-"
    print(
        "| \(item.name) | \(size) | \(milliseconds(fullTime)) | \(growth) | \(ratio) | "
            + "\(grown / 1024) MiB |")
}
