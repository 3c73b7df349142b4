import ScaledFontCheck

/// The exit status of a `scaledfont` run (ScaledFontCheck.docc, CommandLineReports.md).
package enum ExitStatus: Int32, Comparable {
    /// Everything asked for was found: every present entry resolves, every name is installed.
    case success = 0
    /// The run completed but found a problem: an invalid entry or a font that is not installed.
    case failure = 1
    /// The run could not do its job: a usage error, an unreadable or malformed dictionary, an
    /// unreadable fonts folder, or no fonts at all.
    case usage = 2

    package static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The status of a check's verdict: passed 0, failed 1, unusable 2.
    init(_ outcome: FontCheckReport.Outcome) {
        switch outcome {
        case .passed: self = .success
        case .failed: self = .failure
        case .unusable: self = .usage
        }
    }
}
