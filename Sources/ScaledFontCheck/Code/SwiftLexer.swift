/// Reads Swift source bytes into ``SwiftToken``s, one at a time, in one forward pass, following
/// the Swift book's "Lexical Structure": white space and comments (`//`, and `/* */`, which
/// nest) between tokens; string literals with their escapes (`\0 \\ \t \n \r \" \'
/// \u{1F600}`), raw strings (`#"..."#` with any number of `#`, whose escapes and
/// interpolations need as many `#` after the backslash), multi-line strings (`"""`) and
/// interpolations (`\( ... )`, which may hold calls, closures, comments and further string
/// literals); identifiers (backticked too), keywords, numbers and punctuation.
///
/// Time is linear in the input and nothing is recursive: an interpolation's nesting is a
/// counted stack of at most ``maximumInterpolationDepth`` levels, beyond which the rest of the
/// outermost literal is skipped. Input that is not valid Swift never stops it: a string left
/// open ends at the end of its line (a multi-line one at the end of the input), a comment left
/// open at the end of the input; NUL bytes are white space and invalid UTF-8 is read as
/// identifier bytes or replaced in a string's value. A bare regular expression literal
/// (`/.../`) is read as operators.
public struct SwiftLexer: Sequence, IteratorProtocol {
    /// The deepest nesting of string literals inside interpolations that is followed.
    public static let maximumInterpolationDepth = 256

    /// The source being read.
    public let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// Reused for each string literal's value and nesting.
    private var value: [UInt8] = []
    private var valueLineStarts: [Int] = []
    private var frames: [LiteralFrame] = []

    /// A lexer of `bytes`, Swift source in UTF-8.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next token, or `nil` at the end of the input.
    public mutating func next() -> SwiftToken? {
        let bytes = self.bytes
        return bytes.withUnsafeBufferPointer { nextToken(in: $0) }
    }

    /// The text of `token`: its bytes as UTF-8 (invalid sequences replaced by U+FFFD), without
    /// the backticks of a backticked identifier.
    public func text(of token: SwiftToken) -> String {
        var range = token.range
        if token.kind == .identifier, bytes[range.lowerBound] == .backtick, range.count >= 2 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private mutating func nextToken(in text: UnsafeBufferPointer<UInt8>) -> SwiftToken? {
        skipTrivia(text)
        guard position < text.count else { return nil }
        let start = position
        let startLine = line
        let column = start - lineStart + 1
        func token(_ kind: SwiftToken.Kind) -> SwiftToken {
            SwiftToken(kind: kind, range: start..<position, line: startLine, column: column)
        }
        let byte = text[position]
        switch byte {
        case .quote:
            return stringLiteral(text, hashes: 0, start: start, line: startLine, column: column)
        case .hash:
            var hashes = 0
            while position + hashes < text.count, text[position + hashes] == .hash { hashes += 1 }
            let after = position + hashes < text.count ? text[position + hashes] : 0
            if after == .quote {
                return stringLiteral(
                    text, hashes: hashes, start: start, line: startLine, column: column)
            }
            if after == .slash {
                regexLiteral(text, hashes: hashes)
                return token(.regex)
            }
            position += 1
            return token(.punctuation)
        case .backtick:
            var end = position + 1
            while end < text.count, text[end].isIdentifierByte { end += 1 }
            if end > position + 1, end < text.count, text[end] == .backtick {
                position = end + 1
                return token(.identifier)
            }
            position += 1
            return token(.punctuation)
        case .dot:
            position += 1
            if position < text.count, text[position] == .dot { operatorRun(text, dots: true) }
            return token(.punctuation)
        case _ where byte.isDigit:
            number(text)
            return token(.number)
        case _ where byte.isIdentifierStart:
            position += 1
            while position < text.count, text[position].isIdentifierByte { position += 1 }
            return token(isKeyword(text, start..<position) ? .keyword : .identifier)
        case _ where byte.isOperatorByte:
            operatorRun(text, dots: false)
            return token(.punctuation)
        default:
            position += 1
            return token(.punctuation)
        }
    }

    // MARK: White space and comments

    /// Moves past a line break at `position` (`\n`, `\r\n` or `\r`) and counts it.
    private mutating func lineBreak(_ text: UnsafeBufferPointer<UInt8>) {
        if text[position] == .carriageReturn, position + 1 < text.count,
            text[position + 1] == .lineFeed
        {
            position += 1
        }
        position += 1
        line += 1
        lineStart = position
    }

    private mutating func skipTrivia(_ text: UnsafeBufferPointer<UInt8>) {
        while position < text.count {
            switch text[position] {
            case .space, .tab, 0x0B, 0x0C, 0: position += 1
            case .lineFeed, .carriageReturn: lineBreak(text)
            case .slash where position + 1 < text.count && text[position + 1] == .slash:
                skipLineComment(text)
            case .slash where position + 1 < text.count && text[position + 1] == .star:
                skipBlockComment(text)
            default: return
            }
        }
    }

    /// To the end of the line, its line break not taken.
    private mutating func skipLineComment(_ text: UnsafeBufferPointer<UInt8>) {
        while position < text.count, !text[position].isLineBreak { position += 1 }
    }

    /// From `/*` past its matching `*/` (block comments nest), or to the end of the input.
    private mutating func skipBlockComment(_ text: UnsafeBufferPointer<UInt8>) {
        var depth = 0
        while position < text.count {
            let byte = text[position]
            let following = position + 1 < text.count ? text[position + 1] : 0
            if byte == .slash, following == .star {
                depth += 1
                position += 2
            } else if byte == .star, following == .slash {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else if byte.isLineBreak {
                lineBreak(text)
            } else {
                position += 1
            }
        }
    }

    // MARK: Numbers, operators, regular expressions

    private mutating func number(_ text: UnsafeBufferPointer<UInt8>) {
        position += 1
        while position < text.count {
            let byte = text[position]
            if byte.isIdentifierByte && byte < 0x80 {
                position += 1
            } else if byte == .dot, position + 1 < text.count, text[position + 1].isDigit {
                position += 1
            } else if byte == .plus || byte == .minus,
                text[position - 1] | 0x20 == UInt8(ascii: "e")
                    || text[position - 1] | 0x20 == UInt8(ascii: "p")
            {
                position += 1
            } else {
                return
            }
        }
    }

    /// A run of operator bytes, and of dots when it `dots` (an operator that starts with a
    /// dot, such as `..<`), ending before a comment.
    private mutating func operatorRun(_ text: UnsafeBufferPointer<UInt8>, dots: Bool) {
        position += 1
        while position < text.count {
            let byte = text[position]
            guard byte.isOperatorByte || dots && byte == .dot else { return }
            if byte == .slash, position + 1 < text.count,
                text[position + 1] == .slash || text[position + 1] == .star
            {
                return
            }
            position += 1
        }
    }

    /// `#/.../#` with `hashes` `#` on each side, from the first `#` to the end of the input at
    /// most.
    private mutating func regexLiteral(_ text: UnsafeBufferPointer<UInt8>, hashes: Int) {
        position += hashes + 1
        while position < text.count {
            if text[position] == .slash, closes(text, at: position + 1, hashes: hashes) {
                position += 1 + hashes
                return
            }
            if text[position].isLineBreak { lineBreak(text) } else { position += 1 }
        }
    }

    /// Whether `hashes` `#` stand at `index`.
    private func closes(_ text: UnsafeBufferPointer<UInt8>, at index: Int, hashes: Int) -> Bool {
        guard index + hashes <= text.count else { return false }
        for offset in 0..<hashes where text[index + offset] != .hash { return false }
        return true
    }

    /// Whether `range` holds one of the Swift book's keywords (declarations, statements,
    /// expressions and types, patterns): its bytes read as little-endian integers, the first 8
    /// in `head` and the rest in `tail`, matched in one switch without hashing or allocating.
    private func isKeyword(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.count <= 16 else { return false }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        for offset in 0..<range.count {
            let byte = UInt64(text[range.lowerBound + offset])
            if offset < 8 {
                head |= byte << (8 * offset)
            } else {
                tail |= byte << (8 * (offset - 8))
            }
        }
        guard range.count <= 8 || tail != 0 else { return false }
        switch head {
        // Every keyword of at most 8 bytes (`let` is 0x74656C: its first byte the lowest).
        case 0x796E41, 0x666C6553, 0x7361, 0x7469617761, 0x6B61657262, 0x65736163, 0x6863746163,
            0x7373616C63, 0x65756E69746E6F63, 0x746C7561666564, 0x7265666564, 0x74696E696564,
            0x6F64, 0x65736C65, 0x6D756E65, 0x65736C6166, 0x726F66, 0x636E7566, 0x6472617567,
            0x6669, 0x74726F706D69, 0x6E69, 0x74696E69, 0x74756F6E69, 0x6C616E7265746E69, 0x7369,
            0x74656C, 0x6C696E, 0x6E65706F, 0x726F74617265706F, 0x65746176697270,
            0x6C6F636F746F7270, 0x63696C627570, 0x746165706572, 0x73776F7268746572,
            0x6E7275746572, 0x666C6573, 0x636974617473, 0x746375727473, 0x7265707573,
            0x686374697773, 0x776F726874, 0x73776F726874, 0x65757274, 0x797274, 0x726176,
            0x6572656877, 0x656C696877:
            return true
        case 0x746169636F737361: return tail == 0x657079746465  // associatedtype
        case 0x6F69736E65747865: return tail == 0x6E  // extension
        case 0x6F7268746C6C6166: return tail == 0x686775  // fallthrough
        case 0x76697270656C6966: return tail == 0x657461  // fileprivate
        case 0x6E65646563657270: return tail == 0x70756F72676563  // precedencegroup
        case 0x7069726373627573: return tail == 0x74  // subscript
        case 0x61696C6165707974: return tail == 0x73  // typealias
        default: return false
        }
    }
}

// MARK: String literals

extension SwiftLexer {
    /// One level of a string literal being read: a literal (single-line or multi-line, with
    /// its `#` count) or the code of an interpolation (with its open parentheses).
    fileprivate struct LiteralFrame {
        var isCode: Bool
        var isMultiline = false
        var hashes = 0
        var parentheses = 0
    }

    /// The string literal starting at `position` (after `hashes` `#`), nested literals in its
    /// interpolations included.
    private mutating func stringLiteral(
        _ text: UnsafeBufferPointer<UInt8>, hashes: Int, start: Int, line startLine: Int,
        column: Int
    ) -> SwiftToken {
        value.removeAll(keepingCapacity: true)
        valueLineStarts.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        position += hashes
        let outerMultiline = opensMultiline(text, at: position)
        position += outerMultiline ? 3 : 1
        frames.append(LiteralFrame(isCode: false, isMultiline: outerMultiline, hashes: hashes))
        var singleLineFrames = outerMultiline ? 0 : 1
        var interpolated = false
        var closed = false

        /// A line break inside a single-line literal ends it (unterminated) and every level
        /// inside it; `true` when that ends the whole token.
        func endSingleLineLiterals() -> Bool {
            while singleLineFrames > 0, let frame = frames.popLast() {
                if !frame.isCode && !frame.isMultiline { singleLineFrames -= 1 }
            }
            return frames.isEmpty
        }
        /// Enters a nested level, or skips the rest of the literal when it is too deep.
        func push(_ frame: LiteralFrame) -> Bool {
            guard frames.count < Self.maximumInterpolationDepth else {
                skipRestOfLiteral(text)
                return false
            }
            frames.append(frame)
            if !frame.isCode && !frame.isMultiline { singleLineFrames += 1 }
            return true
        }

        scan: while position < text.count {
            let byte = text[position]
            let frame = frames[frames.count - 1]
            let outermost = frames.count == 1
            if frame.isCode {
                switch byte {
                case .openParenthesis:
                    frames[frames.count - 1].parentheses += 1
                    position += 1
                case .closeParenthesis:
                    position += 1
                    frames[frames.count - 1].parentheses -= 1
                    if frames[frames.count - 1].parentheses == 0 { frames.removeLast() }
                case .quote, .hash:
                    var count = 0
                    while position + count < text.count, text[position + count] == .hash {
                        count += 1
                    }
                    guard position + count < text.count, text[position + count] == .quote else {
                        position += Swift.max(count, 1)
                        continue scan
                    }
                    position += count
                    let multiline = opensMultiline(text, at: position)
                    position += multiline ? 3 : 1
                    guard push(LiteralFrame(isCode: false, isMultiline: multiline, hashes: count))
                    else { break scan }
                case .slash where position + 1 < text.count && text[position + 1] == .slash:
                    skipLineComment(text)
                case .slash where position + 1 < text.count && text[position + 1] == .star:
                    skipBlockComment(text)
                case .lineFeed, .carriageReturn:
                    if singleLineFrames > 0 && endSingleLineLiterals() { break scan }
                    lineBreak(text)
                default:
                    position += 1
                }
                continue
            }
            switch byte {
            case .lineFeed, .carriageReturn:
                if !frame.isMultiline {
                    if endSingleLineLiterals() { break scan }
                    continue scan
                }
                lineBreak(text)
                if outermost {
                    value.append(.lineFeed)
                    valueLineStarts.append(value.count)
                }
            case .quote:
                let length = frame.isMultiline ? 3 : 1
                if (!frame.isMultiline || opensMultiline(text, at: position))
                    && closes(text, at: position + length, hashes: frame.hashes)
                {
                    position += length + frame.hashes
                    frames.removeLast()
                    if !frame.isMultiline { singleLineFrames -= 1 }
                    if frames.isEmpty {
                        closed = true
                        break scan
                    }
                } else {
                    if outermost { value.append(byte) }
                    position += 1
                }
            case .backslash where closes(text, at: position + 1, hashes: frame.hashes):
                let escaped = position + 1 + frame.hashes
                if escaped < text.count, text[escaped] == .openParenthesis {
                    if outermost { interpolated = true }
                    position = escaped + 1
                    guard push(LiteralFrame(isCode: true, parentheses: 1)) else { break scan }
                } else {
                    escape(text, at: escaped, multiline: frame.isMultiline, keeping: outermost)
                }
            default:
                // A run of bytes that neither close, escape nor end the line, taken at once.
                let run = position
                position += 1
                while position < text.count {
                    let next = text[position]
                    if next == .quote || next == .backslash || next.isLineBreak { break }
                    position += 1
                }
                if outermost {
                    value.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<position]))
                }
            }
        }
        if frames.count > 0 { interpolated = interpolated || frames.count > 1 }
        if closed && outerMultiline { stripIndentation() }
        return SwiftToken(
            kind: .string, range: start..<position, line: startLine, column: column,
            stringValue: String(decoding: value, as: UTF8.self), isInterpolated: interpolated)
    }

    private func opensMultiline(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < text.count && text[index] == .quote && text[index + 1] == .quote
            && text[index + 2] == .quote
    }

    /// Past the rest of the outermost literal once its interpolations nest too deeply: to the
    /// end of the line for a single-line literal, past the next `"""` with the literal's `#`s
    /// for a multi-line one.
    private mutating func skipRestOfLiteral(_ text: UnsafeBufferPointer<UInt8>) {
        let outer = frames[0]
        frames.removeAll(keepingCapacity: true)
        while position < text.count {
            let byte = text[position]
            if byte.isLineBreak {
                if !outer.isMultiline { return }
                lineBreak(text)
            } else if outer.isMultiline, opensMultiline(text, at: position),
                closes(text, at: position + 3, hashes: outer.hashes)
            {
                position += 3 + outer.hashes
                return
            } else {
                position += 1
            }
        }
    }

    /// Decodes the escape whose character is at `index` (after the backslash and the `#`s),
    /// appending its value when `keeping`.
    private mutating func escape(
        _ text: UnsafeBufferPointer<UInt8>, at index: Int, multiline: Bool, keeping: Bool
    ) {
        guard index < text.count else {
            position = index
            return
        }
        let decoded: UInt8?
        switch text[index] {
        case UInt8(ascii: "n"): decoded = .lineFeed
        case UInt8(ascii: "t"): decoded = .tab
        case UInt8(ascii: "r"): decoded = .carriageReturn
        case UInt8(ascii: "0"): decoded = 0
        case .backslash, .quote, UInt8(ascii: "'"): decoded = text[index]
        case UInt8(ascii: "u"):
            position = index + 1
            unicodeEscape(text, keeping: keeping)
            return
        case .space, .tab, .lineFeed, .carriageReturn:
            // In a multi-line literal, a line that ends with a backslash continues on the
            // next: no line break.
            guard multiline else {
                decoded = nil
                break
            }
            var end = index
            while end < text.count, text[end] == .space || text[end] == .tab { end += 1 }
            if end < text.count, text[end].isLineBreak {
                position = end
                lineBreak(text)
                return
            }
            decoded = nil
        default: decoded = nil
        }
        if let decoded {
            if keeping { value.append(decoded) }
            position = index + 1
        } else {
            // Not an escape Swift knows: the backslash is kept as written.
            if keeping { value.append(.backslash) }
            position += 1
        }
    }

    /// `{` 1 to 8 hex digits `}` after `\u`; anything else keeps the `\u` as written.
    private mutating func unicodeEscape(_ text: UnsafeBufferPointer<UInt8>, keeping: Bool) {
        guard position < text.count, text[position] == .openBrace else {
            if keeping { value += [.backslash, UInt8(ascii: "u")] }
            return
        }
        var scalar: UInt32 = 0
        var end = position + 1
        while end < text.count, end - position <= 8, let digit = text[end].hexValue {
            scalar = scalar << 4 | UInt32(digit)
            end += 1
        }
        guard end > position + 1, end < text.count, text[end] == .closeBrace else {
            if keeping { value += [.backslash, UInt8(ascii: "u")] }
            return
        }
        position = end + 1
        if keeping { value += Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8) }
    }

    /// A closed multi-line literal's value: its first line (the rest of the opening
    /// delimiter's) and its last line break removed, and the closing delimiter's indentation
    /// removed from the start of every line.
    private mutating func stripIndentation() {
        guard let last = valueLineStarts.last, let first = valueLineStarts.first else { return }
        let indentation = value[last...]
        guard indentation.allSatisfy({ $0 == .space || $0 == .tab }) else { return }
        var stripped: [UInt8] = []
        stripped.reserveCapacity(value.count)
        for (index, start) in valueLineStarts.dropLast().enumerated() {
            let end = valueLineStarts[index + 1] - 1
            var from = start
            while from < end, from - start < indentation.count,
                value[from] == indentation[indentation.startIndex + from - start]
            {
                from += 1
            }
            if start != first { stripped.append(.lineFeed) }
            stripped += value[from..<end]
        }
        value = stripped
    }
}

// MARK: Bytes

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")

    fileprivate var isLineBreak: Bool { self == .lineFeed || self == .carriageReturn }
    fileprivate var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
    /// A letter, `_`, `$` or any byte of a non-ASCII character.
    fileprivate var isIdentifierStart: Bool {
        (self | 0x20) &- UInt8(ascii: "a") < 26 || self == UInt8(ascii: "_")
            || self == UInt8(ascii: "$") || self >= 0x80
    }
    fileprivate var isIdentifierByte: Bool { isIdentifierStart || isDigit }
    /// The bytes Swift's operators are made of.
    fileprivate var isOperatorByte: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }
    fileprivate var hexValue: UInt8? {
        if isDigit { return self - UInt8(ascii: "0") }
        let lower = self | 0x20
        return lower &- UInt8(ascii: "a") < 6 ? lower - UInt8(ascii: "a") + 10 : nil
    }
}
