import Synchronization

/// Answers already found, by question, for a caller that may ask the same question again
/// while the answers cannot change (the files of one check, the fonts of one catalog): each
/// question is answered once, `nil` answers included. Past `limit` answers kept, a new
/// question is answered each time it is asked, so that a hostile input of a million names
/// does not keep a million answers. Callers on several threads share one.
package final class RememberedAnswers<Question: Hashable & Sendable, Answer: Sendable>: Sendable {
    private let limit: Int
    private let answers = Mutex<[Question: Answer]>([:])

    /// Keeps at most `limit` answers.
    package init(limit: Int = .max) {
        self.limit = limit
    }

    /// The answer to `question`, found by `find` the first time it is asked.
    package func answer(_ question: Question, _ find: () -> Answer) -> Answer {
        if let known = answers.withLock({ $0[question] }) { return known }
        let found = find()
        answers.withLock { answers in
            if answers.count < limit { answers[question] = found }
        }
        return found
    }
}
