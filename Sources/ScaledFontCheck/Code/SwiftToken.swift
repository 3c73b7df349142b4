/// One token of Swift source, as ``SwiftLexer`` reads it: what it is, the bytes it covers and
/// where it starts. Comments and white space are not tokens.
public struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: Sendable, Hashable {
        /// A name: `UIFont`, `bold`, `$0`, or a keyword written between backticks to be a
        /// name (`default` so written), whose ``SwiftLexer/text(of:)`` is the name without the
        /// backticks.
        case identifier
        /// A reserved word of the Swift book's keyword list: `let`, `case`, `init`, `self`, ...
        /// (contextual words such as `actor` or `get` are identifiers).
        case keyword
        /// A string literal, single-line, multi-line or raw, interpolations included: its
        /// value is ``SwiftToken/stringValue``.
        case string
        /// A number literal: `17`, `0x1F`, `1_000.5e-3`.
        case number
        /// Punctuation or an operator: `(`, `.`, `:`, `,`, `==`, `...`, `#`, or any byte that
        /// starts no other token.
        case punctuation
        /// An extended regular expression literal, `#/.../#` (its `"` start no string).
        case regex
    }

    /// What the token is.
    public let kind: Kind
    /// The bytes it covers in the lexer's input, delimiters included.
    public let range: Range<Int>
    /// The line it starts on, from 1.
    public let line: Int
    /// The column it starts at, from 1, in UTF-8 bytes.
    public let column: Int
    /// For a string literal, its value: escapes decoded, invalid UTF-8 replaced by U+FFFD,
    /// a multi-line literal's indentation (the closing delimiter's) removed, and each
    /// interpolation left out. `nil` for other tokens.
    public let stringValue: String?
    /// Whether a string literal contains an interpolation (`\(...)`, `\#(...)` in a raw
    /// string with one `#`): its value is then built at run time.
    public let isInterpolated: Bool

    /// A token.
    public init(
        kind: Kind, range: Range<Int>, line: Int, column: Int, stringValue: String? = nil,
        isInterpolated: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.line = line
        self.column = column
        self.stringValue = stringValue
        self.isInterpolated = isInterpolated
    }
}
