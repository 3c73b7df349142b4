/// Finds the closest known name to a misspelt one, for "did you mean" suggestions.
enum NearestName {
    /// Returns the candidate with the smallest case-insensitive edit distance to `text`, if that
    /// distance is small enough to be a plausible typo (at most a third of the longer name,
    /// and at least 1), else `nil`.
    static func find(_ text: String, among candidates: [String]) -> String? {
        let typed = Array(text.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = Swift.max(1, Swift.max(typed.count, best.name.count) / 3)
        return best.distance <= limit ? best.name : nil
    }

    /// Levenshtein distance (insertions, deletions and substitutions each cost 1).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
