import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The Swift lexer, case by case from the Swift book's "Lexical Structure" chapter. Each
    /// expected token's line and column are counted by hand in the source written beside it
    /// (columns in UTF-8 bytes, from 1).
    @Suite struct SwiftLexerTests {
        /// A token as the tests compare it: kind, text (for a string, its value), line,
        /// column, and whether a string is interpolated.
        struct Lexed: Equatable, CustomStringConvertible {
            let kind: SwiftToken.Kind
            let text: String
            let line: Int
            let column: Int
            var interpolated = false

            var description: String {
                "\(kind) \(text.debugDescription) \(line):\(column)\(interpolated ? " (\\())" : "")"
            }
        }

        static func lex(_ source: String) -> [Lexed] {
            lex(Array(source.utf8))
        }

        static func lex(_ bytes: [UInt8]) -> [Lexed] {
            var lexer = SwiftLexer(bytes)
            var tokens: [Lexed] = []
            while let token = lexer.next() {
                tokens.append(
                    Lexed(
                        kind: token.kind, text: token.stringValue ?? lexer.text(of: token),
                        line: token.line, column: token.column,
                        interpolated: token.isInterpolated))
            }
            return tokens
        }

        @Test func lineAndNestedBlockCommentsAreNotTokens() {
            // Line 2: `/* x /* nested "y" */ still */` is 30 bytes, a space, then `d` at 32.
            let source = "a // b \"c\"\n/* x /* nested \"y\" */ still */ d"
            expectEqual(
                Self.lex(source),
                [
                    Lexed(kind: .identifier, text: "a", line: 1, column: 1),
                    Lexed(kind: .identifier, text: "d", line: 2, column: 32),
                ])
        }

        @Test func stringEscapes() {
            // The book's escapes: \0 \\ \t \n \r \" \' and \u{n} with 1 to 8 hex digits.
            let source = #"x = "a\0\\\t\n\r\"\'\u{1F600}\u{E9}""#
            let tokens = Self.lex(source)
            expectEqual(tokens.count, 3)
            expectEqual(
                tokens.last, Lexed(kind: .string, text: "a\0\\\t\n\r\"'😀é", line: 1, column: 5))
        }

        @Test func rawStringsWithOneAndTwoHashes() {
            // In `#"..."#` a backslash is a backslash and `"` alone does not close; in
            // `##"..."##`, `"#` does not close either.
            let source = ###"#"a\n"b"# ##"c"#d"## e"###
            expectEqual(
                Self.lex(source),
                [
                    Lexed(kind: .string, text: #"a\n"b"#, line: 1, column: 1),
                    Lexed(kind: .string, text: ##"c"#d"##, line: 1, column: 11),
                    Lexed(kind: .identifier, text: "e", line: 1, column: 22),
                ])
        }

        @Test func interpolationInRawStringsNeedsTheHashes() {
            // `\#(x)` interpolates in a one-`#` raw string; `\(y)` there is text; `\#n` is
            // an escape.
            let plain = Self.lex(##"#"v\(y)w"#"##)
            expectEqual(plain, [Lexed(kind: .string, text: #"v\(y)w"#, line: 1, column: 1)])
            let interpolated = Self.lex(##"#"v\#(f(")"))w\#n"# z"##)
            expectEqual(
                interpolated,
                [
                    Lexed(kind: .string, text: "vw\n", line: 1, column: 1, interpolated: true),
                    Lexed(kind: .identifier, text: "z", line: 1, column: 21),
                ])
        }

        @Test func multilineStringDropsTheClosingIndentation() {
            let source = """
                let s = \"\"\"
                    Inter-Bold
                      indented
                    \"\"\"
                t
                """
            expectEqual(
                Self.lex(source),
                [
                    Lexed(kind: .keyword, text: "let", line: 1, column: 1),
                    Lexed(kind: .identifier, text: "s", line: 1, column: 5),
                    Lexed(kind: .punctuation, text: "=", line: 1, column: 7),
                    Lexed(kind: .string, text: "Inter-Bold\n  indented", line: 1, column: 9),
                    Lexed(kind: .identifier, text: "t", line: 5, column: 1),
                ])
        }

        @Test func interpolationHoldsCallsAndStringsWithParentheses() {
            // The interpolation runs from `\(` to its matching `)`: the `(` and `)` inside the
            // nested literals do not count, nor does the closure's body.
            let source = #""a\(f("(", g(")"), { "}" }))b" + c"#
            expectEqual(
                Self.lex(source),
                [
                    Lexed(kind: .string, text: "ab", line: 1, column: 1, interpolated: true),
                    Lexed(kind: .punctuation, text: "+", line: 1, column: 32),
                    Lexed(kind: .identifier, text: "c", line: 1, column: 34),
                ])
        }

        @Test func backtickedIdentifiersKeywordsNumbersAndPunctuation() {
            let source = "case `default`: x?.y = 1_000.5e-3 ..< $0"
            expectEqual(
                Self.lex(source),
                [
                    Lexed(kind: .keyword, text: "case", line: 1, column: 1),
                    Lexed(kind: .identifier, text: "default", line: 1, column: 6),
                    Lexed(kind: .punctuation, text: ":", line: 1, column: 15),
                    Lexed(kind: .identifier, text: "x", line: 1, column: 17),
                    Lexed(kind: .punctuation, text: "?", line: 1, column: 18),
                    Lexed(kind: .punctuation, text: ".", line: 1, column: 19),
                    Lexed(kind: .identifier, text: "y", line: 1, column: 20),
                    Lexed(kind: .punctuation, text: "=", line: 1, column: 22),
                    Lexed(kind: .number, text: "1_000.5e-3", line: 1, column: 24),
                    Lexed(kind: .punctuation, text: "..<", line: 1, column: 35),
                    Lexed(kind: .identifier, text: "$0", line: 1, column: 39),
                ])
        }

        @Test func columnsCountUTF8Bytes() {
            // `"é"` is four bytes (é is two), then a space: `x` is at column 6.
            expectEqual(
                Self.lex("\"é\" x").last, Lexed(kind: .identifier, text: "x", line: 1, column: 6))
        }

        @Test func unterminatedStringEndsAtItsLine() {
            expectEqual(
                Self.lex("\"abc\nlet"),
                [
                    Lexed(kind: .string, text: "abc", line: 1, column: 1),
                    Lexed(kind: .keyword, text: "let", line: 2, column: 1),
                ])
        }

        @Test func unterminatedCommentAndMultilineStringEndAtTheEnd() {
            expectEqual(Self.lex("/* a /* b */ c"), [])
            expectEqual(Self.lex("x \"\"\"\nabc").map(\.text), ["x", "\nabc"])
        }

        @Test func nulBytesAndInvalidUTF8NeverStopTheLexer() {
            // NUL is white space; 0xFF in a literal is replaced by U+FFFD.
            let bytes: [UInt8] = [0x61, 0x00, 0x62, 0x20, 0x22, 0xFF, 0x22, 0x20, 0xC3]
            let tokens = Self.lex(bytes)
            expectEqual(tokens.map(\.kind), [.identifier, .identifier, .string, .identifier])
            expectEqual(tokens[2].text, "\u{FFFD}")
        }

        @Test func deepInterpolationIsSkippedToTheEndOfTheLine() {
            // 10,000 nested `"\(` are beyond the followed depth: the rest of the line is the
            // literal, and the next line is read again.
            let source = String(repeating: #""\("#, count: 10_000) + "\nnext"
            let tokens = Self.lex(source)
            expectEqual(tokens.count, 2)
            expectEqual(tokens.first?.interpolated, true)
            expectEqual(tokens.last, Lexed(kind: .identifier, text: "next", line: 2, column: 1))
        }
    }
}
