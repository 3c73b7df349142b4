import Foundation
import ScaledFont
import Synchronization

/// warm-call: the layout engine's call, `font(forTextStyle:category:)` with its metrics read,
/// after the facade is built.
struct WarmBenchmark {
    /// Calls per sample; the sample's time divided by this is the time per call.
    var callsPerSample: Int
    var samples: Int

    /// Every style at every category, visited in turn so no call is a constant.
    static let requests: [(TextStyle, ContentSizeCategory)] = TextStyle.allCases.flatMap {
        style in ContentSizeCategory.allCases.map { (style, $0) }
    }

    /// `calls` calls of `font(forTextStyle:category:)`, reading the line metrics a layout
    /// engine uses; returns their sum so the calls cannot be optimised away.
    @inline(never)
    static func callFacade(_ font: ScaledFont, calls: Int) -> Double {
        var sum = 0.0
        var next = 0
        for _ in 0..<calls {
            let (style, category) = requests[next]
            let metrics = font.font(forTextStyle: style, category: category).metrics
            sum += metrics.ascender - metrics.descender + metrics.lineHeight
            next = next == requests.count - 1 ? 0 : next + 1
        }
        return sum
    }

    /// The same loop over a plain table of `LineMetrics` copied out of the facade (one per
    /// request, in request order): what a call returning only the metrics, with no strings
    /// or arrays to retain, would cost.
    @inline(never)
    static func callMetricsTable(_ table: [LineMetrics], calls: Int) -> Double {
        var sum = 0.0
        var next = 0
        for _ in 0..<calls {
            let metrics = table[next]
            sum += metrics.ascender - metrics.descender + metrics.lineHeight
            next = next == table.count - 1 ? 0 : next + 1
        }
        return sum
    }

    /// The metrics table `callMetricsTable` reads.
    static func metricsTable(_ font: ScaledFont) -> [LineMetrics] {
        requests.map { font.font(forTextStyle: $0.0, category: $0.1).metrics }
    }

    struct Stats {
        /// Median time per call on one thread.
        var nanosecondsPerCall: Double
        /// Median calls per second (wall clock) with one thread, and with `threads` threads.
        var singleThroughput: Double
        var multiThroughput: Double
        /// Median CPU time per call on one thread, and per call and thread with `threads`
        /// threads (`CLOCK_THREAD_CPUTIME_ID`): unlike wall time, not lengthened when other
        /// processes take the cores, but lengthened by contention between the threads.
        var singleCPUPerCall: Double
        var multiCPUPerCall: Double
        var threads: Int
        var checksum: Double

        /// Wall-clock throughput with `threads` threads over one thread.
        var scaling: Double { multiThroughput / singleThroughput }
        /// The scaling idle cores would give: `threads` × single CPU cost / threaded CPU cost.
        var cpuScaling: Double { Double(threads) * singleCPUPerCall / multiCPUPerCall }
    }

    /// Times each workload's `work(calls)` on one thread, then on `threads` threads at once;
    /// sample by sample, the workloads take turns, so machine load affects them alike.
    func measure(threads: Int, _ workloads: [@Sendable (Int) -> Double]) -> [Stats] {
        for work in workloads { _ = work(callsPerSample) }  // warm caches and predictors
        var single = Array(repeating: [Run](), count: workloads.count)
        var multi = Array(repeating: [Run](), count: workloads.count)
        for _ in 0..<samples {
            for (index, work) in workloads.enumerated() {
                single[index].append(Self.runThreads(1, calls: callsPerSample, work))
                multi[index].append(Self.runThreads(threads, calls: callsPerSample, work))
            }
        }
        let calls = Double(callsPerSample)
        return workloads.indices.map { index in
            let singleWall = median(single[index].map(\.wall))
            let multiWall = median(multi[index].map(\.wall))
            return Stats(
                nanosecondsPerCall: singleWall / calls,
                singleThroughput: calls / singleWall * 1e9,
                multiThroughput: calls * Double(threads) / multiWall * 1e9,
                singleCPUPerCall: median(single[index].map(\.cpu)) / calls,
                multiCPUPerCall: median(multi[index].map(\.cpu)) / (calls * Double(threads)),
                threads: threads,
                checksum: (single[index] + multi[index]).map(\.checksum).reduce(0, +))
        }
    }

    private struct Run {
        /// From the start signal to the last thread's end.
        var wall: Double
        /// CPU time of all threads together.
        var cpu: Double
        var checksum: Double
    }

    /// Starts `count` threads that wait for one signal, then each run `work(calls)`.
    private static func runThreads(
        _ count: Int, calls: Int, _ work: @escaping @Sendable (Int) -> Double
    ) -> Run {
        let state = ThreadState()
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<count {
            let thread = Thread {
                state.ready.add(1, ordering: .releasing)
                while !state.go.load(ordering: .acquiring) {}
                let cpuStart = threadCPUNanoseconds()
                let sum = work(calls)
                let end = nowNanoseconds()
                let cpu = threadCPUNanoseconds() - cpuStart
                state.results.withLock { $0.append((end, cpu, sum)) }
                finished.signal()
            }
            thread.start()
        }
        while state.ready.load(ordering: .acquiring) < count { sched_yield() }
        let start = nowNanoseconds()
        state.go.store(true, ordering: .releasing)
        for _ in 0..<count { finished.wait() }
        let results = state.results.withLock { $0 }
        return Run(
            wall: (results.map(\.end).max() ?? start) - start,
            cpu: results.map(\.cpu).reduce(0, +),
            checksum: results.map(\.sum).reduce(0, +))
    }

    private final class ThreadState: Sendable {
        let ready = Atomic<Int>(0)
        let go = Atomic<Bool>(false)
        let results = Mutex<[(end: Double, cpu: Double, sum: Double)]>([])
    }
}
