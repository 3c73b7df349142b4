/// Finds the closest known name to a misspelt one, for "did you mean" suggestions on style
/// keys, fields, categories and command-line words.
package enum NearestName {
    /// The candidate with the smallest case-insensitive edit distance to `text`, if that
    /// distance is small enough to be a plausible typo: at most a third of the longer name,
    /// and at least 1.
    ///
    /// The distance is the optimal string alignment distance: insertions, deletions,
    /// substitutions and swaps of two adjacent characters (`headlnie`, `jsno`) each cost 1.
    package static func find(_ text: String, among candidates: [String]) -> String? {
        let typed = Array(text.lowercased())
        // No answer can be farther than the largest limit, and the distance is at least the
        // difference in length: a candidate beyond that can only be rejected (and if it were
        // the nearest, every other candidate would be rejected too). Skipping it keeps a
        // hostile megabyte-long key from costing a megabyte-by-name table per candidate.
        let longest = candidates.map(\.count).max() ?? 0
        let reach = limit(typed.count, longest)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let lowercased = Array(candidate.lowercased())
            guard abs(typed.count - lowercased.count) <= reach else { continue }
            let distance = editDistance(typed, lowercased)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= limit(typed.count, best.name.count) ? best.name : nil
    }

    /// The candidate nearest to a misspelt font name, if it is plausibly the font meant: the
    /// nearest name of the same family when there is one (the family part is the name before
    /// the first `-`, ignoring case and spaces: `Futura` of `Futura-Medium`), else as
    /// ``find(_:among:)`` among names whose family part is itself within the typo distance.
    /// `Futura-Medium` suggests `Futura-Bold`, never `Inter-Medium`, another family with the
    /// same style.
    package static func findFontName(_ name: String, among candidates: [String]) -> String? {
        func family(_ text: String) -> [Character] {
            Array(text.lowercased().filter { $0 != " " }.split(separator: "-").first ?? "")
        }
        let typed = family(name)
        let sameFamily = candidates.filter { family($0) == typed }
        if !sameFamily.isEmpty {
            let lowercased = Array(name.lowercased())
            return sameFamily.min {
                editDistance(lowercased, Array($0.lowercased()))
                    < editDistance(lowercased, Array($1.lowercased()))
            }
        }
        let closeFamily = candidates.filter { candidate in
            let other = family(candidate)
            // The distance is at least the difference in length: skip the table when that
            // alone rejects it (a hostile megabyte-long name against every face's family).
            let reach = limit(typed.count, other.count)
            guard abs(typed.count - other.count) <= reach else { return false }
            return editDistance(typed, other) <= reach
        }
        return find(name, among: closeFamily)
    }

    /// The largest distance accepted between names of these lengths: a third of the longer,
    /// and at least 1.
    private static func limit(_ a: Int, _ b: Int) -> Int {
        Swift.max(1, Swift.max(a, b) / 3)
    }

    /// Optimal string alignment distance between two strings of characters.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
