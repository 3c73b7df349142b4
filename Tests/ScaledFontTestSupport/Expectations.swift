// Only where swift-testing is: CI also compiles this target in its release build, for the
// warnings, and no Testing module is found there.
#if canImport(Testing)

    import Testing

    // The suites' expectations: plain functions that record a swift-testing issue at the caller's
    // line, used instead of the `#expect` and `#require` macros. A macro's expansion is
    // type-checked and compiled at every use, and with some four thousand uses that work was
    // the largest part of what a fresh clone's `swift test` spent compiling the suites; a call
    // to a generic function is checked in a fraction of that. What a failure says: the two values compared
    // (`expectEqual`), the optional that was `nil` or was not (`expectNil`, `unwrap`), and the
    // comment given, at the line of the call. `#expect(throws:)` stays a macro: it has no
    // function of its own in swift-testing, and its few uses cost little.

    /// Records an issue at the caller's line unless `condition` holds.
    public func expectTrue(
        _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !condition {
            Issue.record(failure("Expectation failed", comment()), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line unless `actual` equals `expected`, naming both.
    public func expectEqual<Value: Equatable>(
        _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if actual != expected {
            Issue.record(inequality(actual, expected, comment()), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line unless `value` is `nil`, naming what it holds.
    public func expectNil<Wrapped>(
        _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let value {
            let text = "Expected nil, got \(String(reflecting: value))"
            Issue.record(failure(text, comment()), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line if `value` is `nil`.
    public func expectNotNil<Wrapped>(
        _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if value == nil {
            Issue.record(
                failure("Expected a value, got nil", comment()), sourceLocation: sourceLocation)
        }
    }

    /// Records an issue at the caller's line and ends the test (by throwing) unless `condition`
    /// holds.
    public func requireTrue(
        _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if !condition {
            Issue.record(failure("Requirement failed", comment()), sourceLocation: sourceLocation)
            throw RequirementFailure()
        }
    }

    /// Records an issue at the caller's line and ends the test (by throwing) unless `actual`
    /// equals `expected`, naming both.
    public func requireEqual<Value: Equatable>(
        _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if actual != expected {
            Issue.record(inequality(actual, expected, comment()), sourceLocation: sourceLocation)
            throw RequirementFailure()
        }
    }

    /// The value `value` holds; when it is `nil`, records an issue at the caller's line and ends
    /// the test (by throwing).
    public func unwrap<Wrapped>(
        _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Wrapped {
        guard let value else {
            Issue.record(
                failure("Required a value, got nil", comment()), sourceLocation: sourceLocation)
            throw RequirementFailure()
        }
        return value
    }

    /// What `requireTrue`, `requireEqual` and `unwrap` throw to end a test whose issue they have
    /// recorded; swift-testing reports it as the error the test ended with.
    public struct RequirementFailure: Error, CustomStringConvertible {
        /// Says that the issue recorded just before is why the test ended.
        public var description: String { "the requirement recorded above failed" }
    }

    private func failure(_ text: String, _ comment: Comment?) -> Comment {
        guard let comment else { return Comment(rawValue: text) }
        return Comment(rawValue: text + ": " + comment.rawValue)
    }

    private func inequality<Value>(
        _ actual: Value, _ expected: Value, _ comment: Comment?
    )
        -> Comment
    {
        let text =
            "Expectation failed: \(String(reflecting: actual)) == \(String(reflecting: expected))"
        return failure(text, comment)
    }

#endif
