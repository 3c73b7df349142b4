/// Finds the closest known word to a misspelt one, for "did you mean" hints on options,
/// subcommands and option values.
///
/// The library's internal `NearestName` rule (which is not public), with transpositions
/// counted as one edit, the commonest typo on a command line (`jsno`): the candidate with the
/// smallest case-insensitive optimal-string-alignment distance, if that distance is at most a
/// third of the longer word (and at least 1).
enum Suggestion {
    /// The plausible intended word among `candidates`, or `nil`.
    static func nearest(to text: String, among candidates: [String]) -> String? {
        let typed = Array(text.lowercased())
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, max(typed.count, best.word.count) / 3)
        return best.distance <= limit ? best.word : nil
    }

    /// `"; did you mean 'x'?"` for the nearest candidate, or an empty string.
    static func hint(for text: String, among candidates: [String]) -> String {
        nearest(to: text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two adjacent characters each cost 1.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
