import ScaledFontTestSupport
import Testing

@testable import ScaledFontCheck

extension LibraryTests {
    /// The JavaScript lexer, case by case from ECMAScript's lexical grammar (ECMA-262,
    /// "ECMAScript Language: Lexical Grammar": comments, string literals and their escape
    /// sequences, template literals, regular expression literals and the goal symbols that
    /// tell a `/` starting one from a division) and from the JSX specification (elements,
    /// attributes, JSX text). Lines and columns are counted by hand in the source beside each
    /// case (columns in UTF-8 bytes, from 1).
    @Suite struct JavaScriptLexerTests {
        struct Lexed: Equatable, CustomStringConvertible {
            let kind: JavaScriptLexer.Token.Kind
            let text: String
            let line: Int
            let column: Int

            init(_ kind: JavaScriptLexer.Token.Kind, _ text: String, _ line: Int, _ column: Int) {
                self.kind = kind
                self.text = text
                self.line = line
                self.column = column
            }

            var description: String { "\(kind) \(text.debugDescription) \(line):\(column)" }
        }

        static func lex(_ source: String, jsx: Bool = true) -> [Lexed] {
            let bytes = Array(source.utf8)
            var lexer = JavaScriptLexer(bytes, jsx: jsx)
            var tokens: [Lexed] = []
            while let token = lexer.next() {
                tokens.append(
                    Lexed(
                        token.kind, String(decoding: bytes[token.range], as: UTF8.self),
                        token.line, token.column))
            }
            return tokens
        }

        /// The kinds and texts only.
        static func texts(_ source: String, jsx: Bool = true) -> [String] {
            lex(source, jsx: jsx).map(\.text)
        }

        @Test func commentsAreNotTokens() {
            // A single-line comment runs to the line's end; a multi-line one does not nest
            // and may span lines (ECMA-262, Comments).
            expectEqual(
                Self.lex("a // 'b\n/* 'c\n /* */ d"),
                [
                    Lexed(.identifier, "a", 1, 1), Lexed(.identifier, "d", 3, 8),
                ])
        }

        @Test func eachStringFormEndsAtItsOwnQuote() {
            expectEqual(
                Self.lex(#"'it"s' "it's" `it's "x"`"#),
                [
                    Lexed(.string, #"'it"s'"#, 1, 1), Lexed(.string, #""it's""#, 1, 8),
                    Lexed(.template, #"`it's "x"`"#, 1, 15),
                ])
        }

        @Test func anEscapedQuoteDoesNotEndAString() {
            expectEqual(Self.texts(#"'a\'b' x"#), [#"'a\'b'"#, "x"])
            expectEqual(Self.texts(#""a\\" x"#), [#""a\\""#, "x"])
        }

        @Test func anUnclosedStringEndsAtItsLine() {
            expectEqual(
                Self.lex("'open\nx"),
                [
                    Lexed(.string, "'open", 1, 1), Lexed(.identifier, "x", 2, 1),
                ])
        }

        @Test func aLineContinuationContinuesAString() {
            // LineContinuation: `\` LineTerminatorSequence is part of the literal.
            expectEqual(
                Self.lex("'a\\\nb' c"),
                [
                    Lexed(.string, "'a\\\nb'", 1, 1), Lexed(.identifier, "c", 2, 4),
                ])
        }

        @Test(
            "escape sequences give their code points",
            arguments: [
                (#"'\n\t\r\b\f\v\0'"#, "\n\t\r\u{8}\u{C}\u{B}\0"),
                (#"'\x41\u0042\u{43}\u{1F600}'"#, "ABC\u{1F600}"),
                (#"'\'\"\\\q'"#, "'\"\\q"),
                ("'a\\\r\nb'", "ab"),
                (#"'\u{110000}\xZ'"#, "\u{FFFD}\u{FFFD}Z"),
                (#"`Avenir\`Next`"#, "Avenir`Next"),
            ])
        func escapes(_ literal: String, _ value: String) {
            expectEqual(JavaScriptLexer.stringValue(Array(literal.utf8)[...]), value)
        }

        @Test func templateSubstitutionsHoldCode() {
            // `${` starts code that runs to its matching `}`, braces and templates nested in it
            // included; the template's text resumes after it.
            expectEqual(
                Self.texts("`a${ {b: `c${d}e`} }f` g"),
                [
                    "`a${", "{", "b", ":", "`c${", "d", "}e`", "}", "}f`", "g",
                ])
            expectEqual(
                Self.lex("`a${b}c`").map(\.kind), [.templatePart, .identifier, .templatePart])
        }

        @Test func aQuoteInATemplateOrItsTextIsText() {
            expectEqual(Self.texts("`it's ${x} don't` y"), ["`it's ${", "x", "} don't`", "y"])
        }

        @Test(
            "a slash after an expression divides; elsewhere it starts a regular expression",
            arguments: [
                ("a / b / c", ["a", "/", "b", "/", "c"]),
                ("x.y / 2.5", ["x", ".", "y", "/", "2.5"]),
                ("f(x) / 2 / y", ["f", "(", "x", ")", "/", "2", "/", "y"]),
                ("x = /'[/]'/g.test(y)", ["x", "=", "/'[/]'/g", ".", "test", "(", "y", ")"]),
                ("return /a\\/'/", ["return", "/a\\/'/"]),
                ("(/\"/)", ["(", "/\"/", ")"]),
                ("a[0] /2/ 1", ["a", "[", "0", "]", "/", "2", "/", "1"]),
            ])
        func regularExpressionOrDivision(_ source: String, _ tokens: [String]) {
            expectEqual(Self.texts(source), tokens)
        }

        @Test func jsxTextIsNotCode() {
            // Between tags, an apostrophe opens no string and `//` no comment; a `{...}`
            // container holds code.
            expectEqual(
                Self.lex("<Text style={s}>Don't // {'x'}</Text>\ny"),
                [
                    Lexed(.punctuation, "<", 1, 1), Lexed(.identifier, "Text", 1, 2),
                    Lexed(.identifier, "style", 1, 7), Lexed(.punctuation, "=", 1, 12),
                    Lexed(.punctuation, "{", 1, 13), Lexed(.identifier, "s", 1, 14),
                    Lexed(.punctuation, "}", 1, 15), Lexed(.punctuation, ">", 1, 16),
                    Lexed(.jsxText, "Don't // ", 1, 17), Lexed(.punctuation, "{", 1, 26),
                    Lexed(.string, "'x'", 1, 27), Lexed(.punctuation, "}", 1, 30),
                    Lexed(.punctuation, "<", 1, 31), Lexed(.punctuation, "/", 1, 32),
                    Lexed(.identifier, "Text", 1, 33), Lexed(.punctuation, ">", 1, 37),
                    Lexed(.identifier, "y", 2, 1),
                ])
        }

        @Test func nestedSelfClosingAndFragmentElements() {
            expectEqual(
                Self.texts("return (<><A b=\"it's\"/><B>c'</B></>)"),
                [
                    "return", "(", "<", ">", "<", "A", "b", "=", "\"it's\"", "/>", "<", "B", ">",
                    "c'", "<", "/", "B", ">", "<", "/", ">", ")",
                ])
        }

        @Test func aJSXAttributeStringOverLinesStandsWhereItStarts() {
            // A JSX attribute string may hold line breaks (found by the react-native fuzzer,
            // which saw a negative column).
            expectEqual(
                Self.lex("<A b='x\ny' />").dropFirst(4).first, Lexed(.string, "'x\ny'", 1, 6))
        }

        @Test func aComparisonIsNoElement() {
            expectEqual(Self.texts("a <b && c> 'd'"), ["a", "<", "b", "&&", "c", ">", "'d'"])
        }

        @Test func typeScriptHasNoJSX() {
            // In `.ts`, `<T>x` is a type assertion: `'` after it is a string.
            expectEqual(Self.texts("x = <T>'y'", jsx: false), ["x", "=", "<", "T", ">", "'y'"])
        }

        @Test func lineBreaksAndColumns() {
            // LF, CR LF and a lone CR each end a line; a column counts UTF-8 bytes ("é" is
            // two).
            expectEqual(
                Self.lex("a\r\nb\rc\n'é' d"),
                [
                    Lexed(.identifier, "a", 1, 1), Lexed(.identifier, "b", 2, 1),
                    Lexed(.identifier, "c", 3, 1), Lexed(.string, "'é'", 4, 1),
                    Lexed(.identifier, "d", 4, 6),
                ])
        }

        @Test func invalidUTF8AndNULAreNotCode() {
            let bytes: [UInt8] = [0xFF, 0x00, 0x27, 0xC3, 0x27, 0x20, 0x61]
            var lexer = JavaScriptLexer(bytes, jsx: true)
            var kinds: [JavaScriptLexer.Token.Kind] = []
            while let token = lexer.next() { kinds.append(token.kind) }
            expectEqual(kinds, [.identifier, .string, .identifier])
        }

        @Test func anUnclosedTemplateOrCommentRunsToTheEnd() {
            expectEqual(Self.texts("`a ${b} 'c"), ["`a ${", "b", "} 'c"])
            expectEqual(Self.texts("a /* 'b"), ["a"])
        }
    }
}
