/// Splits the bytes of an Objective-C (or C, or Objective-C++) file into the tokens the font
/// name scan needs, in one forward pass with no recursion and no lookahead beyond two bytes.
///
/// It knows `//` and `/* */` comments (which do not nest, as in C), `"..."` and `@"..."`
/// strings and character literals with backslash escapes, identifiers, numbers and single
/// punctuation bytes. A string or character literal ends at its closing quote or, unclosed,
/// at the end of its line (as the compiler's lexer gives up there); a comment left open runs
/// to the end of the file. A preprocessor line (a `#` first on its line) yields its tokens
/// marked ``Token/inDirective``, then an ``Token/Kind/directiveEnd`` at its last unescaped
/// newline, so a `#define` is read with the same lexer as the code.
struct ObjectiveCLexer {
    /// One token: its kind, its bytes in the file and where it starts.
    struct Token {
        enum Kind: Equatable {
            case identifier
            /// A number (digits, letters, `_` and `.`: `12`, `17.0f`, `0x1F`).
            case number
            /// `@"..."`: the range starts at the `@`.
            case objectiveCString
            /// `"..."`, as in a C function call or an `#import`.
            case cString
            case character
            /// One byte of punctuation: `[`, `:`, `*`, `=`, `;`, ...
            case punctuation
            /// The end of a preprocessor line.
            case directiveEnd
        }

        var kind: Kind
        /// The token's bytes in the file.
        var range: Range<Int>
        /// Its first byte's line, from 1.
        var line: Int
        /// Its first byte's column, from 1, in UTF-8 bytes.
        var column: Int
        /// Whether it stands on a preprocessor line.
        var inDirective: Bool
    }

    let text: [UInt8]
    private var i = 0
    private var line = 1
    /// The offset of the current line's first byte.
    private var lineStart = 0
    /// The line, and the offset its first byte is at, where the token being read started.
    private var tokenLine = 1
    private var tokenLineStart = 0
    /// Whether only white space and comments stand between the line's start and `i`.
    private var atLineStart = true
    private var inDirective = false

    init(_ text: [UInt8]) { self.text = text }

    /// The next token, or nil at the end of the text.
    mutating func next() -> Token? {
        while i < text.count {
            let byte = text[i]
            switch byte {
            case UInt8(ascii: "\r") where i + 1 < text.count && text[i + 1] == UInt8(ascii: "\n"):
                i += 1
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // LF, CR LF and a lone CR each end a line, as the property list reader counts.
                let end = token(.directiveEnd, from: i)
                newLine(after: i)
                if end.inDirective {
                    inDirective = false
                    return end
                }
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                i += 1
                continue
            case UInt8(ascii: "\\") where inDirective && isLineBreak(at: i + 1):
                // A continued preprocessor line.
                skipContinuation()
                atLineStart = true
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where atLineStart:
                inDirective = true
            default:
                break
            }
            atLineStart = false
            let start = i
            // A literal may go on past a backslash-newline: its place is where it starts.
            tokenLine = line
            tokenLineStart = lineStart
            if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
                i += 1
                skipQuoted()
                return token(.objectiveCString, from: start)
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                skipQuoted()
                return token(byte == UInt8(ascii: "'") ? .character : .cString, from: start)
            }
            if Self.isIdentifierStart(byte) {
                while i < text.count, Self.isIdentifierByte(text[i]) { i += 1 }
                return token(.identifier, from: start)
            }
            if Self.isDigit(byte) {
                while i < text.count, Self.isIdentifierByte(text[i]) || text[i] == UInt8(ascii: ".")
                {
                    i += 1
                }
                return token(.number, from: start)
            }
            i += 1
            return token(.punctuation, from: start)
        }
        if inDirective {
            inDirective = false
            return Token(
                kind: .directiveEnd, range: i..<i, line: line, column: i - lineStart + 1,
                inDirective: true)
        }
        return nil
    }

    /// A token of `kind` from `start` to `i`, at the line where it started.
    private func token(_ kind: Token.Kind, from start: Int) -> Token {
        let startsHere = start >= lineStart
        let tokenLine = startsHere ? line : self.tokenLine
        let tokenLineStart = startsHere ? lineStart : self.tokenLineStart
        return Token(
            kind: kind, range: start..<Swift.max(start, i), line: tokenLine,
            column: start - tokenLineStart + 1, inDirective: inDirective)
    }

    private func peek(_ offset: Int) -> UInt8? {
        i + offset < text.count ? text[i + offset] : nil
    }

    private func isLineBreak(at offset: Int) -> Bool {
        offset < text.count
            && (text[offset] == UInt8(ascii: "\n") || text[offset] == UInt8(ascii: "\r"))
    }

    /// Moves past the line break at `offset`.
    private mutating func newLine(after offset: Int) {
        i = offset + 1
        line += 1
        lineStart = i
        atLineStart = true
    }

    /// Skips a backslash at `i` and the line break after it (LF, CR LF or CR): the line goes
    /// on, on the next one, which does not start a new preprocessor line.
    private mutating func skipContinuation() {
        i += 1
        if text[i] == UInt8(ascii: "\r"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "\n") {
            i += 1
        }
        newLine(after: i)
        atLineStart = false
    }

    /// Skips a string or character literal whose opening quote is at `i`, escapes included;
    /// an unclosed one ends before its line break.
    private mutating func skipQuoted() {
        let quote = text[i]
        i += 1
        while i < text.count {
            switch text[i] {
            case quote:
                i += 1
                return
            case UInt8(ascii: "\\"):
                guard i + 1 < text.count else {
                    i += 1
                    return
                }
                if isLineBreak(at: i + 1) {
                    // A backslash-newline inside a literal continues it on the next line.
                    skipContinuation()
                } else {
                    i += 2
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return
            default:
                i += 1
            }
        }
    }

    private mutating func skipLineComment() {
        while i < text.count, text[i] != UInt8(ascii: "\n"), text[i] != UInt8(ascii: "\r") {
            // A backslash at the end of a `//` comment continues it, as in C; on a
            // preprocessor line the next loop turn takes the continuation.
            if text[i] == UInt8(ascii: "\\"), isLineBreak(at: i + 1) {
                skipContinuation()
                continue
            }
            i += 1
        }
    }

    private mutating func skipBlockComment() {
        i += 2
        while i < text.count {
            let byte = text[i]
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                i += 2
                return
            }
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r")
                    && (i + 1 >= text.count || text[i + 1] != UInt8(ascii: "\n")))
            {
                // The line count goes on; a comment spanning lines does not end a
                // preprocessor line, as the compiler replaces it with a space first.
                let wasAtStart = atLineStart
                newLine(after: i)
                atLineStart = wasAtStart
                continue
            }
            i += 1
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default: false
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
