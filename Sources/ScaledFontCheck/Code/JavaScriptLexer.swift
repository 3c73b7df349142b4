/// Splits the bytes of a JavaScript or TypeScript file (`.js`, `.jsx`, `.ts`, `.tsx`) into the
/// tokens the React Native reader needs, in one forward pass with no recursion.
///
/// It knows the ECMAScript lexical grammar's parts that decide what is code: `//` and `/* */`
/// comments, `'...'` and `"..."` strings with backslash escapes, template literals (`` `...` ``)
/// whose `${...}` substitutions hold code (nested to any depth, templates inside them
/// included), regular expression literals where a `/` starts one (after an operator, an
/// opening bracket, a keyword such as `return`, or at the start of the file; after a name, a
/// literal or a closing bracket it divides), and, when ``jsx`` is on, JSX: an element's tags,
/// its attributes (strings, `{...}` containers) and the text between its tags, so that
/// `Don't` in a `<Text>` opens no string. A string ends at its closing quote or, unclosed, at
/// the end of its line; a comment or a template left open runs to the end of the file.
///
/// Memory is the file and a stack of the open templates, JSX elements and `{...}` containers,
/// at most ``maximumNesting`` deep (deeper ones are read as plain code).
struct JavaScriptLexer {
    /// One token: its kind, its bytes in the file and where it starts.
    struct Token {
        enum Kind: Equatable {
            case identifier
            /// A number (digits, letters, `_` and `.`: `12`, `1.5e3`, `0xFF`, `10n`).
            case number
            /// `'...'` or `"..."`, quotes included.
            case string
            /// A template without substitutions, `` `...` ``, backticks included.
            case template
            /// A template's text up to a `${` (from the backtick, or from the `}` that ended
            /// the previous substitution), or its last text up to the closing backtick.
            case templatePart
            case regularExpression
            /// The text between JSX tags.
            case jsxText
            /// Punctuation: brackets, `,`, `;`, `:`, `.`, `?`, `/`, and runs of the other
            /// operator bytes (`===`, `=>`, `&&`, `!==`).
            case punctuation
        }

        var kind: Kind
        /// The token's bytes in the file.
        var range: Range<Int>
        /// Its first byte's line, from 1.
        var line: Int
        /// Its first byte's column, from 1, in UTF-8 bytes.
        var column: Int
    }

    /// What the bytes at the top of the stack are.
    private enum Mode {
        /// Code, inside a template's `${` or a JSX `{`, with the braces it has opened.
        case code(braces: Int)
        /// A template whose `${` the code above it is in.
        case template
        /// A JSX tag, opening or closing, up to its `>`.
        case tag(closing: Bool)
        /// The children of a JSX element, up to its closing tag.
        case children
    }

    /// The deepest nesting of templates, JSX elements and containers followed.
    static let maximumNesting = 1_000

    /// Keywords after which an expression starts, so a `/` starts a regular expression and a
    /// `<` a JSX element.
    private static let expressionKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case",
        "do", "else", "yield", "await",
    ]

    let text: [UInt8]
    /// Whether `<` at the start of an expression opens a JSX element (not in `.ts`, where it
    /// is a type assertion).
    let jsx: Bool
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// Beyond the file's own code, the open templates, tags, elements and containers.
    private var modes: [Mode] = []
    /// Openers beyond ``maximumNesting``, read as plain code.
    private var unfollowed = 0
    /// Whether the last token ends an expression (a name, a literal, a closing bracket), so a
    /// `/` divides and a `<` compares.
    private var afterExpression = false

    init(_ text: [UInt8], jsx: Bool) {
        self.text = text
        self.jsx = jsx
    }

    /// The next token, or nil at the end of the text.
    mutating func next() -> Token? {
        switch modes.last {
        case .children?:
            if let token = jsxText() { return token }
        case .tag?:
            return tagToken()
        default:
            break
        }
        return codeToken()
    }

    // MARK: Code

    private mutating func codeToken() -> Token? {
        skipSpaceAndComments()
        guard i < text.count else { return nil }
        let start = i
        let byte = text[i]
        var ends = false
        let kind: Token.Kind
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            // A string continued past a backslash-newline stands where it starts.
            let line = self.line
            let column = start - lineStart + 1
            skipString(quote: byte)
            afterExpression = true
            return Token(kind: .string, range: start..<i, line: line, column: column)
        case UInt8(ascii: "`"):
            i += 1
            return templateText(from: start, isStart: true)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            kind = .number
            ends = true
        case UInt8(ascii: ".") where isDigit(at: i + 1):
            skipNumber()
            kind = .number
            ends = true
        case _ where Self.isWordByte(byte):
            while i < text.count, Self.isWordByte(text[i]) { i += 1 }
            kind = .identifier
            // Every expression keyword is 2 to 10 lower-case letters.
            ends =
                i - start > 10 || byte < UInt8(ascii: "a")
                || !Self.expressionKeywords.contains(
                    String(decoding: text[start..<i], as: UTF8.self))
        case UInt8(ascii: "/") where !afterExpression:
            skipRegularExpression()
            kind = .regularExpression
            ends = true
        case UInt8(ascii: "<") where jsx && !afterExpression && startsElement(at: i + 1):
            i += 1
            push(.tag(closing: false))
            kind = .punctuation
        case UInt8(ascii: "{"):
            i += 1
            openBrace()
            kind = .punctuation
        case UInt8(ascii: "}"):
            i += 1
            if closesSubstitution {
                // The `}` ending a `${` belongs to the template's text that follows.
                modes.removeLast(2)
                return templateText(from: start, isStart: false)
            }
            let token = self.token(.punctuation, from: start)
            closeBrace()
            afterExpression = true
            return token
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "."), UInt8(ascii: "/"):
            i += 1
            kind = .punctuation
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            i += 1
            kind = .punctuation
            ends = true
        default:
            i += 1
            while i < text.count, Self.isOperatorByte(text[i]) { i += 1 }
            kind = .punctuation
        }
        afterExpression = ends
        return token(kind, from: start)
    }

    private mutating func openBrace() {
        if unfollowed > 0 {
            unfollowed += 1
        } else if case .code(let count) = modes.last {
            modes[modes.count - 1] = .code(braces: count + 1)
        }
    }

    /// Whether a `}` now ends a template's `${`.
    private var closesSubstitution: Bool {
        guard unfollowed == 0, modes.count >= 2, case .code(braces: 0) = modes[modes.count - 1],
            case .template = modes[modes.count - 2]
        else { return false }
        return true
    }

    /// A `}`: closes a brace of the code, or the JSX container the code is in.
    private mutating func closeBrace() {
        if unfollowed > 0 {
            unfollowed -= 1
        } else if case .code(let count) = modes.last {
            if count > 0 {
                modes[modes.count - 1] = .code(braces: count - 1)
            } else {
                modes.removeLast()
            }
        }
    }

    private mutating func push(_ mode: Mode) {
        guard modes.count < Self.maximumNesting else { return }
        modes.append(mode)
    }

    // MARK: Templates

    /// A template's text from `i` (just past a backtick or a substitution's `}`) to its
    /// closing backtick, or to a `${`, whose code is then read.
    private mutating func templateText(from start: Int, isStart: Bool) -> Token {
        let line = self.line
        let column = start - lineStart + 1
        while i < text.count {
            let byte = text[i]
            if byte == UInt8(ascii: "\\") {
                i += 1
                if i < text.count { consumeByte() }
                continue
            }
            if byte == UInt8(ascii: "`") {
                i += 1
                afterExpression = true
                let kind: Token.Kind = isStart ? .template : .templatePart
                return Token(kind: kind, range: start..<i, line: line, column: column)
            }
            if byte == UInt8(ascii: "$"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "{") {
                i += 2
                if modes.count + 2 <= Self.maximumNesting {
                    modes.append(.template)
                    modes.append(.code(braces: 0))
                } else {
                    unfollowed += 1
                }
                afterExpression = false
                return Token(kind: .templatePart, range: start..<i, line: line, column: column)
            }
            consumeByte()
        }
        afterExpression = true
        let kind: Token.Kind = isStart ? .template : .templatePart
        return Token(kind: kind, range: start..<i, line: line, column: column)
    }

    // MARK: JSX

    /// Whether the bytes after a `<` start a tag: a name, or `>` (a fragment).
    private func startsElement(at index: Int) -> Bool {
        guard index < text.count else { return false }
        let byte = text[index]
        return byte == UInt8(ascii: ">") || Self.isWordByte(byte) && !isDigit(at: index)
    }

    /// The next token inside a tag: names, `=`, strings, `{`, and its end.
    private mutating func tagToken() -> Token? {
        skipSpaceAndComments()
        guard i < text.count, case .tag(let closing) = modes.last else { return nil }
        let start = i
        let byte = text[i]
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            // JSX attribute strings have no escapes: they end at the quote, on any line.
            let line = self.line
            let column = start - lineStart + 1
            i += 1
            while i < text.count, text[i] != byte { consumeByte() }
            if i < text.count { i += 1 }
            return Token(kind: .string, range: start..<i, line: line, column: column)
        case UInt8(ascii: "{"):
            i += 1
            push(.code(braces: 0))
            afterExpression = false
            return token(.punctuation, from: start)
        case UInt8(ascii: "/") where !closing && peek(1) == UInt8(ascii: ">"):
            // A self-closing tag: the element ends.
            i += 2
            modes.removeLast()
            endElement()
            return token(.punctuation, from: start)
        case UInt8(ascii: ">"):
            i += 1
            modes.removeLast()
            if closing {
                // The closing tag ends its element's children.
                if case .children? = modes.last { modes.removeLast() }
                endElement()
            } else {
                push(.children)
            }
            return token(.punctuation, from: start)
        case _ where Self.isWordByte(byte) || byte == UInt8(ascii: "-"):
            while i < text.count, Self.isWordByte(text[i]) || text[i] == UInt8(ascii: "-") {
                i += 1
            }
            return token(.identifier, from: start)
        default:
            i += 1
            return token(.punctuation, from: start)
        }
    }

    /// After an element's last tag: an expression has ended.
    private mutating func endElement() {
        afterExpression = true
    }

    /// The text between tags up to a `<` or a `{`, or nil when a tag or container starts
    /// at `i` (the `<` or `{` then read).
    private mutating func jsxText() -> Token? {
        let start = i
        let line = self.line
        let column = start - lineStart + 1
        while i < text.count, text[i] != UInt8(ascii: "<"), text[i] != UInt8(ascii: "{") {
            consumeByte()
        }
        if i > start {
            return Token(kind: .jsxText, range: start..<i, line: line, column: column)
        }
        guard i < text.count else { return nil }
        if text[i] == UInt8(ascii: "{") {
            i += 1
            push(.code(braces: 0))
            afterExpression = false
            return token(.punctuation, from: start)
        }
        i += 1
        var after = i
        while after < text.count, Self.isSpace(text[after]) { after += 1 }
        push(.tag(closing: after < text.count && text[after] == UInt8(ascii: "/")))
        return token(.punctuation, from: start)
    }

    // MARK: Pieces

    private mutating func skipSpaceAndComments() {
        while i < text.count {
            let byte = text[i]
            if Self.isSpace(byte) || byte == 0 {
                consumeByte()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while i < text.count, text[i] != UInt8(ascii: "\n"), text[i] != UInt8(ascii: "\r") {
                    i += 1
                }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                i += 2
                while i < text.count,
                    !(text[i] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/"))
                {
                    consumeByte()
                }
                i = min(text.count, i + 2)
            } else {
                return
            }
        }
    }

    /// A string from its opening quote to its closing one, or to the end of its line.
    private mutating func skipString(quote: UInt8) {
        i += 1
        while i < text.count {
            let byte = text[i]
            if byte == quote {
                i += 1
                return
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
            if byte == UInt8(ascii: "\\") {
                // An escaped line break continues the string on the next line.
                i += 1
                if i < text.count { consumeByte() }
                continue
            }
            i += 1
        }
    }

    /// A regular expression from its `/` to its closing `/` (a `/` in a class `[...]` or
    /// escaped does not close it) and its flags, or to the end of its line.
    private mutating func skipRegularExpression() {
        i += 1
        var inClass = false
        while i < text.count {
            let byte = text[i]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
            i += 1
            if byte == UInt8(ascii: "\\") {
                if i < text.count, text[i] != UInt8(ascii: "\n"), text[i] != UInt8(ascii: "\r") {
                    i += 1
                }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                // Its flags.
                while i < text.count, Self.isWordByte(text[i]) { i += 1 }
                return
            }
        }
    }

    /// A number's bytes: digits, letters, `_` and `.`.
    private mutating func skipNumber() {
        while i < text.count, Self.isWordByte(text[i]) || text[i] == UInt8(ascii: ".") {
            i += 1
        }
    }

    /// Steps over one byte, counting lines: LF, CR LF and a lone CR each end one.
    private mutating func consumeByte() {
        let byte = text[i]
        i += 1
        if byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") && (i >= text.count || text[i] != UInt8(ascii: "\n"))
        {
            line += 1
            lineStart = i
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        i + offset < text.count ? text[i + offset] : nil
    }

    private func isDigit(at index: Int) -> Bool {
        index < text.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index])
    }

    private func token(_ kind: Token.Kind, from start: Int) -> Token {
        Token(kind: kind, range: start..<i, line: line, column: start - lineStart + 1)
    }

    /// A byte of a name: ASCII letters, digits, `_`, `$`, and every non-ASCII byte (names
    /// may hold any Unicode letter; invalid UTF-8 is read as such a byte, never as code).
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// The operator bytes joined into one punctuation token.
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
