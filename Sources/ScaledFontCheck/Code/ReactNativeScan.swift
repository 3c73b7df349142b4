/// The font names a React Native file (`.js`, `.jsx`, `.ts`, `.tsx`) uses on iOS, read from
/// its tokens (the JavaScript lexer's) in one pass: time proportional to the file, no
/// recursion, and memory bounded by the file and by ``maximumNesting``.
///
/// A `fontFamily` key of an object literal (`fontFamily: ...`, or quoted, `"fontFamily":
/// ...`) is a use; React Native tries its value as a family name, then as a font name. Its
/// value:
/// - a string, or a template without `${}`: ``FontUse/Name/literal(_:)``, at its opening
///   quote;
/// - `Platform.select({ ios: X, native: Y, default: Z })`: the first of `ios`, `native` and
///   `default` given (no use when none is), a literal when that value is a string;
/// - `Platform.OS === 'ios' ? X : Y` (also `==`, the operands swapped, or `!==`, or
///   `'android'`, each picking the branch iOS takes): that branch, a literal when a string;
/// - anything else (a name, a call, a template with `${}`): ``FontUse/Name/computed(_:)``,
///   its text shortened.
///
/// A `fontFamily` inside the value of a `Platform.select` key other than `ios`, `native` and
/// `default` (`android: { fontFamily: 'Roboto' }`) is not a use on iOS. A `fontFamily` whose
/// value ends at a `;` is a TypeScript member declaration (`fontFamily: string;`), not a use.
/// Text in comments, strings, regular expressions and JSX text is never read as code.
public struct ReactNativeScan: Sendable {
    /// The font name uses, in file order.
    public private(set) var uses: [FontUse] = []

    /// The deepest nesting of brackets followed; the uses inside deeper ones are not found.
    public static let maximumNesting = 1_000

    /// The most tokens of a `fontFamily` value kept to read it: a longer value is computed.
    static let maximumValueTokens = 40

    /// Scans `bytes`, the contents of `file` (the name locations give); `file`'s extension
    /// decides whether JSX is read (not in `.ts`, where `<T>x` is a type assertion).
    public init(_ bytes: [UInt8], file: String) {
        let jsx = !file.lowercased().hasSuffix(".ts")
        var reader = Reader(text: bytes, file: file, jsx: jsx)
        reader.run()
        uses = reader.uses
    }
}

extension ReactNativeScan {
    private struct Reader {
        typealias Token = JavaScriptLexer.Token

        /// One open `{`, `(` or `[`.
        private struct Frame {
            var opener: UInt8
            /// Whether this `{` is the object given to `Platform.select(`.
            var isPlatformSelection = false
            /// The key whose value is being read, in an object.
            var key: String?
            /// Whether uses inside are for another platform than iOS.
            var otherPlatform = false
        }

        /// A `fontFamily` value being read, up to the `,` or the closer of its object.
        private struct Value {
            /// The depth of the object whose key it is.
            var depth: Int
            var tokens: [Token] = []
            var end = 0
            var overflowed = false
        }

        /// The keys of `Platform.select` iOS takes, in order.
        private static let iOSKeys = ["ios", "native", "default"]

        let text: [UInt8]
        let file: String
        let jsx: Bool
        var uses: [FontUse] = []
        private var frames: [Frame] = []
        private var unfollowed = 0
        private var value: Value?
        /// The tokens before the current one: a key's place after `{` or `,`, and
        /// `Platform . select (` before an object.
        private var previous: [Token] = []
        private var pendingKey: String?

        init(text: [UInt8], file: String, jsx: Bool) {
            self.text = text
            self.file = file
            self.jsx = jsx
        }

        mutating func run() {
            var lexer = JavaScriptLexer(text, jsx: jsx)
            while let token = lexer.next() {
                read(token)
                previous.append(token)
                if previous.count > 4 { previous.removeFirst() }
            }
            if let value { finish(value) }
        }

        private mutating func read(_ token: Token) {
            let byte = token.kind == .punctuation ? text[token.range.lowerBound] : 0
            let single = token.range.count == 1
            if var current = value {
                // A `,` or `}` at the object's own depth ends the value; a `;` there makes
                // the declaration a TypeScript member's.
                let atDepth = frames.count == current.depth && unfollowed == 0
                if atDepth, single, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") {
                    value = nil
                    finish(current)
                } else if atDepth, single, byte == UInt8(ascii: ";") {
                    value = nil
                } else if unfollowed == 0, frames.count < current.depth {
                    value = nil
                    finish(current)
                } else {
                    if current.tokens.count < ReactNativeScan.maximumValueTokens {
                        current.tokens.append(token)
                    } else {
                        current.overflowed = true
                    }
                    current.end = token.range.upperBound
                    value = current
                }
            }
            readKey(token, byte: byte, single: single)
            guard single else { return }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                open(byte)
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                close()
            default:
                break
            }
        }

        // MARK: Keys

        /// Follows `{ key :` and `, key :` in an object; a `fontFamily` key starts a value.
        private mutating func readKey(_ token: Token, byte: UInt8, single: Bool) {
            if let key = pendingKey, single, byte == UInt8(ascii: ":") {
                pendingKey = nil
                guard unfollowed == 0, let top = frames.indices.last else { return }
                frames[top].key = key
                if key == "fontFamily", value == nil, !frames[top].otherPlatform {
                    value = Value(depth: frames.count)
                }
                return
            }
            pendingKey = nil
            guard token.kind == .identifier || token.kind == .string,
                unfollowed == 0, frames.last?.opener == UInt8(ascii: "{"),
                let before = previous.last, before.kind == .punctuation, before.range.count == 1,
                text[before.range.lowerBound] == UInt8(ascii: "{")
                    || text[before.range.lowerBound] == UInt8(ascii: ",")
            else { return }
            let key =
                token.kind == .string
                ? JavaScriptLexer.stringValue(text[token.range]) : string(token)
            pendingKey = key
        }

        // MARK: Brackets

        private mutating func open(_ opener: UInt8) {
            guard unfollowed == 0, frames.count < ReactNativeScan.maximumNesting else {
                unfollowed += 1
                return
            }
            var frame = Frame(opener: opener)
            if let parent = frames.last {
                frame.otherPlatform =
                    parent.otherPlatform
                    || parent.isPlatformSelection
                        && !Self.iOSKeys.contains(parent.key ?? "default")
            }
            if opener == UInt8(ascii: "{"), previousIsPlatformSelect {
                frame.isPlatformSelection = true
            }
            frames.append(frame)
        }

        private mutating func close() {
            if unfollowed > 0 {
                unfollowed -= 1
                return
            }
            _ = frames.popLast()
        }

        /// Whether the tokens before the current one are `Platform . select (`.
        private var previousIsPlatformSelect: Bool {
            let words = previous.suffix(4).map(string)
            return words == ["Platform", ".", "select", "("]
        }

        // MARK: Values

        private mutating func finish(_ value: Value) {
            guard let first = value.tokens.first else { return }
            if value.overflowed {
                addComputed(first, end: value.end)
                return
            }
            let tokens = value.tokens
            if tokens.count == 1, isLiteral(first) {
                addLiteral(first, call: "fontFamily")
            } else if let chosen = platformSelection(tokens) {
                guard let chosen else { return }
                if chosen.count == 1, isLiteral(chosen[0]) {
                    addLiteral(chosen[0], call: "fontFamily: Platform.select")
                } else {
                    addComputed(first, end: value.end)
                }
            } else if let branch = platformTernary(tokens) {
                if branch.count == 1, isLiteral(branch[0]) {
                    addLiteral(branch[0], call: "fontFamily: Platform.OS ?:")
                } else {
                    addComputed(first, end: value.end)
                }
            } else {
                addComputed(first, end: value.end)
            }
        }

        /// For `Platform.select({ ... })`, the tokens of the value iOS takes, or `.some(nil)`
        /// when the object gives it none; nil for another expression.
        private func platformSelection(_ tokens: [Token]) -> [Token]?? {
            guard tokens.count >= 6,
                tokens.prefix(5).map(string) == ["Platform", ".", "select", "(", "{"],
                tokens.suffix(2).map(string) == ["}", ")"]
            else { return nil }
            var entries: [String: [Token]] = [:]
            var key: String?
            var current: [Token] = []
            var depth = 0
            for token in tokens[5..<(tokens.count - 2)] {
                let text = token.kind == .punctuation ? string(token) : ""
                if depth == 0, text == "," {
                    if let key { entries[key] = current }
                    key = nil
                    current = []
                } else if depth == 0, key == nil, text == ":", let last = current.last,
                    current.count == 1
                {
                    key =
                        last.kind == .string
                        ? JavaScriptLexer.stringValue(self.text[last.range]) : string(last)
                    current = []
                } else {
                    if ["{", "(", "["].contains(text) { depth += 1 }
                    if ["}", ")", "]"].contains(text) { depth -= 1 }
                    current.append(token)
                }
            }
            if let key { entries[key] = current }
            return .some(Self.iOSKeys.lazy.compactMap { entries[$0] }.first)
        }

        /// For `Platform.OS === 'ios' ? X : Y` and its variants, the tokens of the branch iOS
        /// takes; nil for another expression.
        private func platformTernary(_ tokens: [Token]) -> [Token]? {
            var tokens = ArraySlice(tokens)
            guard let question = tokens.firstIndex(where: { string($0) == "?" }),
                let colon = tokens[question...].firstIndex(where: { string($0) == ":" })
            else { return nil }
            var condition = tokens[..<question]
            if condition.first.map(string) == "(", condition.last.map(string) == ")" {
                condition = condition.dropFirst().dropLast()
            }
            let words = condition.map(string)
            let operatorIndex: Int
            let platform: Token
            if words.count == 5, words[0...2].elementsEqual(["Platform", ".", "OS"]) {
                operatorIndex = 3
                platform = condition[condition.startIndex + 4]
            } else if words.count == 5, words[2...4].elementsEqual(["Platform", ".", "OS"]) {
                operatorIndex = 1
                platform = condition[condition.startIndex]
            } else {
                return nil
            }
            guard platform.kind == .string,
                ["===", "==", "!==", "!="].contains(words[operatorIndex])
            else { return nil }
            let name = JavaScriptLexer.stringValue(text[platform.range])
            guard name == "ios" || name == "android" else { return nil }
            let equal = words[operatorIndex].hasPrefix("=")
            tokens =
                (name == "ios") == equal ? tokens[(question + 1)..<colon] : tokens[(colon + 1)...]
            return Array(tokens)
        }

        private func isLiteral(_ token: Token) -> Bool {
            token.kind == .string || token.kind == .template
        }

        private mutating func addLiteral(_ token: Token, call: String) {
            uses.append(
                FontUse(
                    location: location(of: token), call: call,
                    name: .literal(JavaScriptLexer.stringValue(text[token.range]))))
        }

        private mutating func addComputed(_ first: Token, end: Int) {
            let excerpt = ObjectiveCLexer.excerpt(text[first.range.lowerBound..<end])
            uses.append(
                FontUse(location: location(of: first), call: "fontFamily", name: .computed(excerpt))
            )
        }

        // MARK: Token text

        private func string(_ token: Token) -> String {
            String(decoding: text[token.range], as: UTF8.self)
        }

        private func location(of token: Token) -> CodeLocation {
            CodeLocation(file: file, line: token.line, column: token.column)
        }
    }
}
