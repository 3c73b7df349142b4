import Foundation

/// Monotonic time in nanoseconds (`clock_gettime(CLOCK_MONOTONIC)`).
func nowNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// CPU time of the calling thread in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`).
func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The median of a non-empty list (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of no values")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Keeps a value alive so the optimiser cannot drop the work that produced it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A number with a fixed count of decimals, e.g. `format(1.23456, 2)` = "1.23".
func format(_ value: Double, _ decimals: Int = 1) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Nanoseconds in the unit a reader expects: ns, µs, ms or s.
func formatDuration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: format(nanoseconds, 1) + " ns"
    case ..<1_000_000: format(nanoseconds / 1_000, 1) + " µs"
    case ..<1_000_000_000: format(nanoseconds / 1_000_000, 2) + " ms"
    default: format(nanoseconds / 1_000_000_000, 2) + " s"
    }
}
