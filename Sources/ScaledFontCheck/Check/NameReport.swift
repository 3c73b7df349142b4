/// The answer to looking font names up where the app runs (the command line's `resolve`):
/// where each name is found, its line metrics when its face is on this machine, why it is
/// missing when it is, and the verdict.
public struct NameReport: Sendable {
    /// One name's answer.
    public struct Answer: Sendable {
        /// The name as asked.
        public let name: String
        /// Where it was found (a face here, or a font built into the platform), `nil` when the
        /// platform has no such font.
        public let location: FontLocation?
        /// The line metrics at the asked size, when the face is on this machine.
        public let metrics: LineMetrics?
        /// Why the name is missing (``AvailableFonts/absence(of:)``), `nil` when found.
        public let absence: (reason: Finding.Reason, message: FindingText)?

        /// The face on this machine, if found there.
        public var match: FontMatch? {
            if case .face(let match)? = location { return match }
            return nil
        }
    }

    /// One answer per name, in the order asked.
    public let answers: [Answer]

    /// Failed when a name is not found, else passed.
    public var outcome: FontCheckReport.Outcome {
        answers.contains { $0.location == nil } ? .failed : .passed
    }
}

extension AvailableFonts {
    /// Looks each name up where the platform looks for it (``locate(_:)``) and measures the
    /// faces found on this machine at `pointSize`.
    ///
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when a face found cannot be read.
    public func resolve(
        _ names: [String], pointSize: Double, policy: MetricsPolicy = .hhea
    ) throws(ScaledFontError) -> NameReport {
        var answers: [NameReport.Answer] = []
        for name in names {
            let location = locate(name)
            var metrics: LineMetrics?
            if case .face(let match)? = location {
                metrics = try catalog.metrics(of: match.face).lineMetrics(
                    pointSize: pointSize, policy: policy)
            }
            answers.append(
                NameReport.Answer(
                    name: name, location: location, metrics: metrics,
                    absence: location == nil ? absence(of: name) : nil))
        }
        return NameReport(answers: answers)
    }
}
