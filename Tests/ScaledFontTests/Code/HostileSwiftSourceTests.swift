import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Hostile Swift sources, made at run time: each is scanned to the end in bounded time,
    /// and the code after the hostile part is still read.
    @Suite struct HostileSwiftSourceTests {
        static func scan(_ source: String, _ what: String) -> SwiftFileFacts? {
            let bytes = Array(source.utf8)
            return HangGuard.run("scanning \(what)") {
                SwiftFontScanner(file: "Hostile.swift", bytes: bytes).scan()
            }
        }

        @Test func manyStringLiterals() {
            // 200,000 here, where a debug build shares the machine with the other tests; the
            // code benchmark scans a million in a release build.
            let source =
                "let names = [" + String(repeating: #""Inter-Bold", "#, count: 200_000)
                + "]\nUIFont(name: \"After\", size: 1)"
            let facts = Self.scan(source, "200,000 literals")
            expectEqual(facts?.uses.map(\.location.line), [2])
        }

        @Test func bracketsNestedBeyondTheFollowedDepth() {
            // 100,000 `[` then as many `]`: the deeper ones are counted, so the call on the
            // next line is at file level again and seen.
            let depth = 100_000
            let source =
                "let x = " + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + "\nUIFont(name: \"After\", size: 1)"
            let facts = Self.scan(source, "deep brackets")
            expectEqual(facts?.uses.map(\.name), [.literal("After")])
        }

        @Test func unterminatedLiteralsAndComments() {
            // The open string ends at its line: the call on the next line is a use. The open
            // comment runs to the end: the call inside it is not.
            let source = """
                let s = "open
                UIFont(name: "Seen", size: 1)
                /* open /* nested */ UIFont(name: "Unseen", size: 1)
                """
            let facts = Self.scan(source, "unterminated literals")
            expectEqual(facts?.uses.map(\.name), [.literal("Seen")])
        }

        @Test func nestedFontCallsAreEachAUse() {
            // A font call whose name is another call: the inner one is a use, the outer one
            // computed.
            let source = #"UIFont(name: UIFont(name: "Inner", size: 1)!.fontName, size: 2)"#
            let facts = Self.scan(source, "nested calls")
            expectEqual(
                facts?.uses.map(\.name),
                [
                    .literal("Inner"), .computed(#"UIFont(name: "Inner", size: 1)!.fontName"#),
                ])
        }
    }
}
