/// The font names an Objective-C file (`.m`, `.mm`, `.h`) uses and defines, read from its
/// tokens (a C-family lexer's) in one pass: time proportional to the file, no recursion, and
/// memory bounded by the file and by ``maximumNesting``.
///
/// - Uses: `[UIFont fontWithName:X size:...]` and `[UIFontDescriptor fontDescriptorWithName:X
///   size:...]`. `X` an `@"..."` literal (or several, which the compiler joins) is
///   ``FontUse/Name/literal(_:)``; a lone identifier is ``FontUse/Name/constant(_:)``;
///   anything else is ``FontUse/Name/computed(_:)``.
/// - Constants: `NSString *const kX = @"...";` (with or without `static`), and `#define kX
///   @"..."` (an object-like macro whose whole body is the literal).
/// - Registration calls: `CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterGraphicsFont`
///   and `CTFontManagerRegisterFontURLs`, each followed by `(`.
///
/// Text in comments and string literals is never read as code, so `// [UIFont fontWithName:`
/// or `@"fontWithName:"` is no use. Positions are 1-based lines and UTF-8 byte columns: a
/// literal's is its opening quote (after the `@`), an identifier's or an expression's its
/// first byte, a call's its function name.
public struct ObjectiveCScan: Sendable {
    /// The font name uses, in file order.
    public private(set) var uses: [FontUse] = []
    /// The string constants defined, in file order.
    public private(set) var constants: [FontNameConstant] = []
    /// The calls that register fonts at run time, in file order.
    public private(set) var registrations: [FontRegistrationCall] = []

    /// The deepest nesting of brackets, parentheses and braces whose messages are read; the
    /// uses inside deeper ones are not found, so a file of a million `[` costs no more memory
    /// than this many levels.
    public static let maximumNesting = 1_000

    /// The registration functions, by name.
    static let registrationFunctions: Set<String> = [
        "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterGraphicsFont",
        "CTFontManagerRegisterFontURLs",
    ]

    /// Scans `bytes`, the contents of `file` (the name locations give).
    public init(_ bytes: [UInt8], file: String) {
        var reader = Reader(text: bytes, file: file)
        reader.run()
        uses = reader.uses
        // A use is recorded at its `size:`, so one nested in another's argument comes first;
        // otherwise the uses are in file order already (all in the one file).
        if zip(uses, uses.dropFirst()).contains(where: { $1.location < $0.location }) {
            uses.sort {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
        }
        constants = reader.constants
        registrations = reader.registrations
    }
}

extension ObjectiveCScan {
    /// The pass over the tokens: a stack of open brackets for the message sends, and two small
    /// state machines for the constant definitions.
    private struct Reader {
        typealias Token = ObjectiveCLexer.Token

        /// The receivers and selectors read as uses.
        private static let selectors = [
            "UIFont": "fontWithName", "UIFontDescriptor": "fontDescriptorWithName",
        ]

        /// The call each selector makes, one string shared by all its uses.
        private static let calls = [
            "fontWithName": "fontWithName:size:",
            "fontDescriptorWithName": "fontDescriptorWithName:size:",
        ]

        /// One open `[`, `(` or `{`, and how far a message send in it has been read.
        private struct Frame {
            enum State {
                /// Nothing read yet in a `[`.
                case start
                /// `[UIFont`: the receiver, waiting for its selector.
                case receiver(String)
                /// `[UIFont fontWithName`: waiting for `:`.
                case selector(String)
                /// The argument, after `fontWithName:`.
                case argument(Argument)
                /// Anything else.
                case other
            }

            var opener: UInt8
            var state: State
        }

        /// The argument of a use being read, up to a top-level `size:`.
        private struct Argument {
            var call: String
            var first: Token?
            var end = 0
            var count = 0
            /// The joined value while every token is an `@"..."` literal.
            var literal: String? = ""
            /// A top-level `size`, which is the end of the argument when `:` follows.
            var heldSize: Token?
        }

        /// How far a `NSString *const NAME = @"..." ;` has been read. The value's literals
        /// (its name and first literal token) are joined in ``constantValue``.
        private enum ConstantState {
            case none, type, pointer, qualifier
            case name(Token)
            case equals(Token)
            case value(Token, Token)
        }

        /// How far a `#define NAME @"..."` has been read; its value is ``defineValue``.
        private enum DefineState {
            case none, hash, define
            case name(Token)
            case value(Token, Token)
            case other
        }

        let text: [UInt8]
        let file: String
        var uses: [FontUse] = []
        var constants: [FontNameConstant] = []
        var registrations: [FontRegistrationCall] = []
        private var frames: [Frame] = []
        /// Openers beyond ``ObjectiveCScan/maximumNesting``, counted and not read.
        private var unread = 0
        private var constant = ConstantState.none
        private var define = DefineState.none
        /// The joined literals of the constant and the macro being read, appended to in
        /// place: a value of a million literals costs time in proportion, not squared.
        private var constantValue = ""
        private var defineValue = ""
        /// A registration function's name, a use when `(` follows.
        private var registration: Token?

        init(text: [UInt8], file: String) {
            self.text = text
            self.file = file
        }

        mutating func run() {
            var lexer = ObjectiveCLexer(text)
            while let token = lexer.next() {
                if token.inDirective {
                    readDefine(token)
                    continue
                }
                // An identifier's text is made once, for the three readers.
                let word = token.kind == .identifier ? string(token) : nil
                readRegistration(token, word)
                readConstant(token, word)
                readMessage(token, word)
            }
        }

        // MARK: Message sends

        private mutating func readMessage(_ token: Token, _ word: String?) {
            let byte = token.kind == .punctuation ? text[token.range.lowerBound] : 0
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                argumentToken(token, nil)
                settle()
                guard unread == 0, frames.count < ObjectiveCScan.maximumNesting else {
                    unread += 1
                    return
                }
                frames.append(
                    Frame(opener: byte, state: byte == UInt8(ascii: "[") ? .start : .other))
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                if unread > 0 {
                    unread -= 1
                    return
                }
                guard frames.popLast() != nil else { return }
                extendArgument(to: token)
                settle()
            default:
                guard unread == 0, let top = frames.indices.last else { return }
                switch frames[top].state {
                case .start:
                    let name = word ?? ""
                    frames[top].state = Self.selectors[name] != nil ? .receiver(name) : .other
                case .receiver(let receiver):
                    let isSelector =
                        word != nil && word == Self.selectors[receiver]
                    frames[top].state = isSelector ? .selector(word ?? "") : .other
                case .selector(let selector):
                    frames[top].state =
                        byte == UInt8(ascii: ":")
                        ? .argument(Argument(call: Self.calls[selector] ?? selector)) : .other
                case .argument:
                    argumentToken(token, word)
                case .other:
                    break
                }
            }
        }

        /// A token at the top level of the frame reading an argument (an opener counts as
        /// one token; what it holds is read in its own frame).
        private mutating func argumentToken(_ token: Token, _ word: String?) {
            guard unread == 0, let top = frames.indices.last,
                case .argument(var argument) = frames[top].state
            else { return }
            frames[top].state = .other
            if let size = argument.heldSize {
                argument.heldSize = nil
                if token.kind == .punctuation, text[token.range.lowerBound] == UInt8(ascii: ":") {
                    if argument.count > 0 { use(argument) }
                    return
                }
                add(size, to: &argument)
            }
            if word == "size" {
                argument.heldSize = token
            } else {
                add(token, to: &argument)
            }
            frames[top].state = .argument(argument)
        }

        /// Ends the reading of a message send in the innermost frame, unless it is reading an
        /// argument: a nested bracket stands where a receiver or selector should.
        private mutating func settle() {
            guard unread == 0, let top = frames.indices.last else { return }
            if case .argument = frames[top].state { return }
            frames[top].state = .other
        }

        /// Extends the argument of the now innermost frame to the closer of a nested one.
        private mutating func extendArgument(to closer: Token) {
            guard let top = frames.indices.last, case .argument(var argument) = frames[top].state
            else { return }
            argument.end = closer.range.upperBound
            frames[top].state = .argument(argument)
        }

        private func add(_ token: Token, to argument: inout Argument) {
            if argument.first == nil { argument.first = token }
            argument.count += 1
            argument.end = token.range.upperBound
            if token.kind == .objectiveCString, argument.literal != nil {
                argument.literal?.append(literalValue(token))
            } else {
                argument.literal = nil
            }
        }

        private mutating func use(_ argument: Argument) {
            guard let first = argument.first else { return }
            let name: FontUse.Name
            if let literal = argument.literal {
                name = .literal(literal)
            } else if argument.count == 1, first.kind == .identifier {
                name = .constant(string(first))
            } else {
                name = .computed(
                    ObjectiveCLexer.excerpt(text[first.range.lowerBound..<argument.end]))
            }
            uses.append(FontUse(location: location(of: first), call: argument.call, name: name))
        }

        // MARK: Constants and registration calls

        private mutating func readConstant(_ token: Token, _ word: String?) {
            let byte = token.kind == .punctuation ? text[token.range.lowerBound] : 0
            switch constant {
            case .type where byte == UInt8(ascii: "*"):
                constant = .pointer
            case .pointer where word == "const":
                constant = .qualifier
            case .qualifier where word != nil:
                constant = .name(token)
            case .name(let name) where byte == UInt8(ascii: "="):
                constant = .equals(name)
            case .equals(let name) where token.kind == .objectiveCString:
                constantValue = literalValue(token)
                constant = .value(name, token)
            case .value where token.kind == .objectiveCString:
                constantValue += literalValue(token)
            case .value(let name, let first) where byte == UInt8(ascii: ";"):
                addConstant(name, constantValue, first)
                constant = .none
            default:
                constant = word == "NSString" ? .type : .none
            }
        }

        private mutating func readDefine(_ token: Token) {
            let isEnd = token.kind == .directiveEnd
            switch define {
            case .none
            where token.kind == .punctuation && text[token.range.lowerBound] == UInt8(ascii: "#"):
                define = .hash
            case .hash where token.kind == .identifier && string(token) == "define":
                define = .define
            case .define where token.kind == .identifier:
                define = .name(token)
            case .name(let name) where token.kind == .objectiveCString:
                // (A function-like macro, `#define kX(a) ...`, has a `(` here instead.)
                defineValue = literalValue(token)
                define = .value(name, token)
            case .value where token.kind == .objectiveCString:
                defineValue += literalValue(token)
            case .value(let name, let first) where isEnd:
                addConstant(name, defineValue, first)
            default:
                define = .other
            }
            if isEnd { define = .none }
        }

        /// Records the constant `name` whose value's first literal is `first`.
        private mutating func addConstant(_ name: Token, _ value: String, _ first: Token) {
            constants.append(
                FontNameConstant(
                    qualifiedName: string(name), value: value, location: location(of: first)))
        }

        private mutating func readRegistration(_ token: Token, _ word: String?) {
            if let call = registration,
                token.kind == .punctuation, text[token.range.lowerBound] == UInt8(ascii: "(")
            {
                registrations.append(
                    FontRegistrationCall(location: location(of: call), call: string(call)))
            }
            registration = nil
            if let word, ObjectiveCScan.registrationFunctions.contains(word) {
                registration = token
            }
        }

        // MARK: Token text

        private func string(_ token: Token) -> String {
            String(decoding: text[token.range], as: UTF8.self)
        }

        /// Where a token stands; an `@"..."` literal's place is its opening quote.
        private func location(of token: Token) -> CodeLocation {
            let column = token.kind == .objectiveCString ? token.column + 1 : token.column
            return CodeLocation(file: file, line: token.line, column: column)
        }

        /// The value of an `@"..."` literal, its escapes replaced (see
        /// ``ObjectiveCLexer/stringValue(_:)``).
        private func literalValue(_ token: Token) -> String {
            ObjectiveCLexer.stringValue(text[(token.range.lowerBound + 1)..<token.range.upperBound])
        }
    }
}
