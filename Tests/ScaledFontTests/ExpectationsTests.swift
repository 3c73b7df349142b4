import ScaledFontTestSupport
import Testing

/// The suites' expectation functions (ScaledFontTestSupport) record an issue exactly when what
/// they expect does not hold, and the `require` forms end the test: a helper that never failed
/// would make every test that uses it pass. swift-testing's `withKnownIssue` passes only when
/// its body records an issue.
struct ExpectationsTests {
    @Test("each expectation records an issue when it does not hold")
    func failuresAreRecorded() {
        withKnownIssue { expectTrue(1 > 2) }
        withKnownIssue { expectEqual([1, 2], [2, 1]) }
        withKnownIssue { expectEqual(Optional("a"), nil) }
        withKnownIssue { expectNil(Optional(3)) }
        withKnownIssue { expectNotNil(Int?.none) }
    }

    @Test("the failure names both values compared, and the comment given")
    func failureText() {
        withKnownIssue {
            expectEqual("left", "right", "the comment")
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == [#"Expectation failed: "left" == "right": the comment"#]
        }
    }

    @Test("a requirement that does not hold records an issue and ends the test")
    func requirementsEndTheTest() throws {
        var reached = [String]()
        withKnownIssue {
            try requireTrue(false)
            reached.append("requireTrue")
        }
        withKnownIssue {
            try requireEqual(1, 2)
            reached.append("requireEqual")
        }
        withKnownIssue {
            _ = try unwrap(Int?.none)
            reached.append("unwrap")
        }
        expectEqual(reached, [])
    }

    @Test("expectations that hold record nothing, and unwrap gives the value")
    func successesRecordNothing() throws {
        expectTrue(2 > 1)
        expectEqual([1, 2], [1, 2])
        expectNil(Int?.none)
        expectNotNil(Optional(3))
        try requireTrue(true)
        try requireEqual("a", "a")
        expectEqual(try unwrap(Optional(7)), 7)
    }
}
