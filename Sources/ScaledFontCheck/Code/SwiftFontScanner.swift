/// Finds the font names one Swift file uses, the string constants it defines and the calls
/// that register fonts, from ``SwiftLexer``'s tokens, in one forward pass with one token of
/// look-ahead (so names in comments and in other string literals are never seen).
///
/// Uses: `UIFont(name:size:)` (also `UIFont.init(name:size:)`, and `.init(name:size:)` or
/// `self.init(name:size:)` inside `extension UIFont`), `Font.custom(_:size:)`,
/// `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`, `UIFontDescriptor(name:size:)`,
/// `UIFontDescriptor(fontAttributes: [.name: X])` and `[.family: X]`, `.withFamily(_:)` and
/// `CTFontCreateWithName(X as CFString, ...)`. The name argument is a literal (a string
/// literal without interpolation), a constant (an identifier path as written, `.rawValue`
/// dropped) or computed (anything else, its text shortened).
///
/// Constants: `let x = "..."` (`static` or not, with or without `: String`) at file or type
/// level, and the cases of an enum with a `String` raw type, explicit (`case bold =
/// "Inter-Bold"`) or implicit (`case regular` is `"regular"`), each qualified by its enclosing
/// types (`enum`, `struct`, `class`, `actor`, `protocol`, `extension` blocks, followed by
/// brace depth). `UIFont(name: rawValue, ...)` is not a use of its own but a
/// ``SwiftFileFacts/RawValueFontCall`` that ``CodeScan`` turns into a use of every case of the
/// enums it applies to; so is `import Swash`, whose `Font` protocol's extension (in the
/// library, not in the target) builds `UIFont(name: rawValue, size:)`. Registration:
/// `CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterGraphicsFont` and
/// `CTFontManagerRegisterFontURLs` calls.
///
/// SwiftGen's generated fonts: `static let bold = FontConvertible(name: "Inter-Bold", family:
/// "Inter", path: "Inter-Bold.otf")` (any type named `...FontConvertible`, as SwiftGen lets a
/// project prefix it) is a use of `name` at its literal, the constant `FontFamily.Inter.bold`
/// with that value, and a registration of the font file `path` (`register()` calls
/// `CTFontManagerRegisterFontsForURL` on its bundle URL), all at the literal. Uses through the
/// generated enum: `UIFont(font: X, size:)`, `.custom(X, size:)` and `X.font(size:)` or
/// `X.swiftUIFont(size:)` where `X` is a path of two names or more (`FontFamily.Inter.bold`),
/// each a constant use that resolves to the name.
///
/// Time is linear in the file; memory is bounded by the nesting of brackets followed (at most
/// ``maximumNesting``; deeper brackets are counted, not followed).
public struct SwiftFontScanner {
    /// The deepest nesting of `(`, `[` and `{` followed.
    public static let maximumNesting = 1024

    private enum FontCall {
        case uiFont, descriptor, withFamily, createWithName
        case custom(prefix: String)
        /// SwiftGen's `FontConvertible(name:family:path:)` (its type's name, which SwiftGen
        /// lets a project prefix), and the constant it is the value of.
        case fontConvertible(String, constant: String?)
        /// `X.font(size:)` or `X.swiftUIFont(size:)` on a SwiftGen constant's path.
        case convertibleFont(String, receiver: [String], at: CodeLocation)
    }

    /// The arguments of a font call being read: their labels, and the first one's shape.
    private struct CallFrame {
        let call: FontCall
        var labels: [String] = []
        var name = SwiftNameExpression()
        /// The third argument, read for a `FontConvertible`'s `path`.
        var path = SwiftNameExpression()
        var argument = 0
        var atArgumentStart = true
        var expectingColon = false
    }

    /// A `[key: value, ...]` literal given as `UIFontDescriptor(fontAttributes:)`.
    private struct AttributeDictionary {
        var key = SwiftNameExpression()
        var value = SwiftNameExpression()
        var inValue = false
    }

    private struct Frame {
        enum Kind: Int { case brace, parenthesis, bracket }
        let kind: Kind
        var isType = false
        var call: CallFrame?
        var dictionary: AttributeDictionary?
    }

    /// A type whose braces the scan is inside.
    private struct TypeScope {
        let qualifiedName: String
        let simpleName: String
        /// Its index in the facts' string enums, for an enum with a `String` raw type.
        let stringEnum: Int?
    }

    /// An `enum`, `struct`, ... header read up to its `{`.
    private struct TypeHeader {
        enum Part { case name, afterName, inheritance, whereClause }
        let keyword: String
        var name: [String] = []
        var inheritance: [String] = []
        var part = Part.name
        var angles = 0
    }

    /// A constant or enum case declaration being read.
    private enum Declaration {
        case idle
        case letName, letAfterName(String), letType(String), letValue(String)
        case caseName, caseAfterName(SwiftToken, String), caseValue(String), caseAfterValue
    }

    /// A token already read: enough of it to recognise a call before its `(`.
    private struct Seen {
        var kind: SwiftToken.Kind?
        var text = ""
        var line = 0
        var column = 0
    }

    private static let registrationCalls: Set<String> = [
        "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterGraphicsFont",
        "CTFontManagerRegisterFontURLs",
    ]
    /// The Swash library's module: a file importing it makes `Font` Swash's protocol.
    private static let swashModule = "Swash"
    private static let typeKeywords: Set<String> = [
        "enum", "struct", "class", "extension", "protocol", "actor",
    ]

    private var lexer: SwiftLexer
    private var facts: SwiftFileFacts
    private var frames: [Frame] = []
    private var openCounts = [0, 0, 0]
    private var overflow = 0
    private var types: [TypeScope] = []
    private var header: TypeHeader?
    private var declaration = Declaration.idle
    private var previous = (Seen(), Seen(), Seen())
    /// The identifiers joined by `.` that end at the current token (`FontFamily.Inter.bold`),
    /// at most ``maximumPathComponents``: the receiver of a `.font(size:)` call.
    private var path: [String] = []
    /// Where ``path`` starts.
    private var pathStart = CodeLocation(file: "", line: 0, column: 0)
    private static let maximumPathComponents = 16
    /// The qualified name of a constant whose value is a `FontConvertible(`, until its `(`.
    private var convertibleConstant: String?

    /// A scanner of `bytes`, the contents of `file` (named so in every location).
    public init(file: String, bytes: [UInt8]) {
        lexer = SwiftLexer(bytes)
        facts = SwiftFileFacts(file: file)
    }

    /// The facts of the file.
    public consuming func scan() -> SwiftFileFacts {
        var next = lexer.next()
        while let token = next {
            next = lexer.next()
            process(token, next: next)
        }
        while let frame = frames.popLast() { finish(frame) }
        return facts
    }

    private func location(line: Int, column: Int) -> CodeLocation {
        CodeLocation(file: facts.file, line: line, column: column)
    }

    private mutating func process(_ token: SwiftToken, next: SwiftToken?) {
        let text = token.kind == .string ? "" : lexer.text(of: token)
        let punctuation = token.kind == .punctuation ? text : ""
        if overflow == 0, frames.last.map({ $0.isType }) ?? true {
            declare(token, text: text, next: next)
        }
        readHeader(token, text: text, next: next)
        if token.kind == .identifier, text == Self.swashModule, previous.0.kind == .keyword,
            previous.0.text == "import", frames.isEmpty, overflow == 0
        {
            // The Swash library's `Font` protocol builds `UIFont(name: rawValue, size:)`: its
            // extension is in the package, not in the target's files.
            facts.rawValueFontCalls.append(
                SwiftFileFacts.RawValueFontCall(
                    typeName: "Font", call: "UIFont(name:size:)",
                    location: location(line: token.line, column: token.column)))
        }
        switch punctuation {
        case "(":
            let call = fontCall()
            convertibleConstant = nil
            if previous.0.kind == .identifier, Self.registrationCalls.contains(previous.0.text) {
                facts.registrations.append(
                    FontRegistrationCall(
                        location: location(line: previous.0.line, column: previous.0.column),
                        call: previous.0.text))
            }
            feed(token, text: text, next: next)
            open(Frame(kind: .parenthesis, call: call.map { CallFrame(call: $0) }))
        case "[":
            let dictionary = startsAttributeDictionary ? AttributeDictionary() : nil
            feed(token, text: text, next: next)
            open(Frame(kind: .bracket, dictionary: dictionary))
        case "{":
            feed(token, text: text, next: next)
            openBrace()
        case ")", "]", "}":
            close(punctuation == ")" ? .parenthesis : punctuation == "]" ? .bracket : .brace)
            feed(token, text: text, next: next)
        default:
            feed(token, text: text, next: next)
        }
        previous = (
            Seen(kind: token.kind, text: text, line: token.line, column: token.column),
            previous.0, previous.1
        )
        followPath(token, text: text)
    }

    /// Extends or restarts ``path`` with the current token.
    private mutating func followPath(_ token: SwiftToken, text: String) {
        if token.kind == .identifier {
            if previous.1.text != "." || previous.1.kind != .punctuation || path.isEmpty
                || path.count >= Self.maximumPathComponents
            {
                path.removeAll(keepingCapacity: true)
                pathStart = location(line: token.line, column: token.column)
            }
            path.append(text)
        } else if !(token.kind == .punctuation && text == ".") {
            path.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Brackets

    private mutating func open(_ frame: Frame) {
        guard overflow == 0, frames.count < Self.maximumNesting else {
            overflow += 1
            return
        }
        frames.append(frame)
        openCounts[frame.kind.rawValue] += 1
    }

    private mutating func openBrace() {
        let header = self.header
        self.header = nil
        guard let header, !header.name.isEmpty else {
            open(Frame(kind: .brace))
            return
        }
        let simpleName = header.name.joined(separator: ".")
        let qualifiedName =
            header.keyword == "extension" || types.isEmpty
            ? simpleName : types[types.count - 1].qualifiedName + "." + simpleName
        var stringEnum: Int?
        if header.keyword == "enum", header.inheritance.contains("String") {
            stringEnum = facts.stringEnums.count
            facts.stringEnums.append(
                SwiftFileFacts.StringEnum(
                    qualifiedName: qualifiedName, inheritance: header.inheritance, cases: []))
        }
        let count = frames.count
        open(Frame(kind: .brace, isType: true))
        if frames.count > count {
            types.append(
                TypeScope(
                    qualifiedName: qualifiedName, simpleName: header.name.last ?? "",
                    stringEnum: stringEnum))
        }
    }

    /// Closes the innermost bracket of `kind` and every bracket opened inside it that was
    /// left open; a closing bracket with no open one is ignored.
    private mutating func close(_ kind: Frame.Kind) {
        if overflow > 0 {
            overflow -= 1
            return
        }
        guard openCounts[kind.rawValue] > 0 else { return }
        while let frame = frames.popLast() {
            openCounts[frame.kind.rawValue] -= 1
            finish(frame)
            if frame.kind == kind { return }
        }
    }

    private mutating func finish(_ frame: Frame) {
        if frame.isType {
            types.removeLast()
            declaration = .idle
        }
        if let call = frame.call { finish(call) }
        if let dictionary = frame.dictionary { finish(dictionary) }
    }

    // MARK: Calls

    /// The font call whose `(` is the current token, from the tokens before it.
    private func fontCall() -> FontCall? {
        let (first, second, third) = previous
        let inUIFontExtension = types.last?.simpleName == "UIFont"
        /// Whether a token ends an expression, so that a `.` after it is a member access
        /// rather than an implicit member expression.
        let thirdEndsExpression =
            third.kind == .identifier || third.kind == .string || third.kind == .number
            || third.kind == .keyword && ["self", "Self", "super"].contains(third.text)
            || [")", "]", "?", "!", "}"].contains(third.text)
        switch (first.kind, first.text) {
        case (.identifier, let name) where name.hasSuffix("FontConvertible"):
            return second.text == "func"
                ? nil : .fontConvertible(name, constant: convertibleConstant)
        case (.identifier, "font"), (.identifier, "swiftUIFont"):
            guard second.text == ".", path.count >= 3 else { return nil }
            return .convertibleFont(first.text, receiver: path.dropLast(), at: pathStart)
        case (.identifier, "UIFont"): return second.text == "func" ? nil : .uiFont
        case (.identifier, "UIFontDescriptor"): return .descriptor
        case (.identifier, "CTFontCreateWithName"): return .createWithName
        case (.identifier, "withFamily") where second.text == ".": return .withFamily
        case (.identifier, "custom") where second.text == ".":
            if third.kind == .identifier && third.text == "Font" { return .custom(prefix: "Font") }
            return thirdEndsExpression ? nil : .custom(prefix: "")
        case (.keyword, "init") where second.text == ".":
            switch (third.kind, third.text) {
            case (.identifier, "UIFont"): return .uiFont
            case (.identifier, "UIFontDescriptor"): return .descriptor
            case (.keyword, "self") where inUIFontExtension: return .uiFont
            default: return !thirdEndsExpression && inUIFontExtension ? .uiFont : nil
            }
        default: return nil
        }
    }

    /// Whether the current `[` opens the attributes of `UIFontDescriptor(fontAttributes:)`.
    private var startsAttributeDictionary: Bool {
        guard overflow == 0, let call = frames.last?.call, case .descriptor = call.call else {
            return false
        }
        return call.argument == 0 && !call.atArgumentStart && call.labels == ["fontAttributes"]
            && call.name.isEmpty
    }

    /// Hands the current token to the innermost bracket's call or attribute dictionary.
    private mutating func feed(_ token: SwiftToken, text: String, next: SwiftToken?) {
        guard overflow == 0, let index = frames.indices.last else { return }
        let isPunctuation = token.kind == .punctuation
        if var call = frames[index].call {
            defer { frames[index].call = call }
            if call.expectingColon {
                call.expectingColon = false
                if isPunctuation && text == ":" { return }
            }
            if isPunctuation && text == "," {
                call.argument += 1
                call.atArgumentStart = true
                return
            }
            if call.atArgumentStart {
                call.atArgumentStart = false
                let labelled =
                    (token.kind == .identifier || token.kind == .keyword)
                    && next?.kind == .punctuation && next.map(lexer.text(of:)) == ":"
                if call.labels.count < 8 { call.labels.append(labelled ? text : "_") }
                if labelled {
                    call.expectingColon = true
                    return
                }
            }
            if call.argument == 0 { call.name.feed(token, text: text) }
            if call.argument == 2, case .fontConvertible = call.call {
                call.path.feed(token, text: text)
            }
        } else if var dictionary = frames[index].dictionary {
            defer { frames[index].dictionary = dictionary }
            if isPunctuation && text == ":" && !dictionary.inValue {
                dictionary.inValue = true
            } else if isPunctuation && text == "," {
                finish(dictionary)
                dictionary = AttributeDictionary()
            } else if dictionary.inValue {
                dictionary.value.feed(token, text: text)
            } else {
                dictionary.key.feed(token, text: text)
            }
        }
    }

    /// The use a closed font call makes, if its labels are the call's.
    private mutating func finish(_ frame: CallFrame) {
        let labels = frame.labels
        let signature: String
        switch frame.call {
        case .fontConvertible(let type, let constant) where labels == ["name", "family", "path"]:
            finishConvertible(frame, type: type, constant: constant)
            return
        case .convertibleFont(let method, let receiver, let location) where labels == ["size"]:
            // The name is the receiver's: a use through the constant, where the path starts.
            facts.uses.append(
                FontUse(
                    location: location, call: ".\(method)(size:)",
                    name: .constant(receiver.joined(separator: "."))))
            return
        case .uiFont where labels == ["font", "size"]: signature = "UIFont(font:size:)"
        case .uiFont where labels == ["name", "size"]: signature = "UIFont(name:size:)"
        case .descriptor where labels == ["name", "size"]:
            signature = "UIFontDescriptor(name:size:)"
        case .withFamily where labels == ["_"]: signature = ".withFamily(_:)"
        case .createWithName where labels.count == 3 && labels[0] == "_":
            signature = "CTFontCreateWithName(_:_:_:)"
        case .custom(let prefix)
        where [["_", "size"], ["_", "size", "relativeTo"], ["_", "fixedSize"]].contains(labels):
            signature = prefix + ".custom(" + labels.map { $0 + ":" }.joined() + ")"
        default: return
        }
        guard let reading = frame.name.reading(in: lexer.bytes) else { return }
        // SwiftGen's `font(size:)` passes its own value, `UIFont(font: self, size:)`: no name.
        if signature == "UIFont(font:size:)", reading == .path(["self"], leadingDot: false) {
            return
        }
        if case .path(let components, leadingDot: false) = reading,
            components == ["rawValue"] || components == ["self", "rawValue"]
        {
            if let type = types.last {
                facts.rawValueFontCalls.append(
                    SwiftFileFacts.RawValueFontCall(
                        typeName: type.simpleName, call: signature,
                        location: location(line: frame.name.line, column: frame.name.column)))
                return
            }
        }
        addUse(signature, frame.name, reading)
    }

    /// SwiftGen's `FontConvertible(name: "...", family: "...", path: "...")`: a use of its
    /// name, the constant it is the value of (so uses through the generated enum resolve to
    /// the name), and the font file its `register()` registers from the bundle.
    private mutating func finishConvertible(_ frame: CallFrame, type: String, constant: String?) {
        guard let reading = frame.name.reading(in: lexer.bytes) else { return }
        let call = type + "(name:family:path:)"
        addUse(call, frame.name, reading)
        if case .literal(let value) = reading, let constant {
            facts.constants.append(
                FontNameConstant(
                    qualifiedName: constant, value: value,
                    location: location(line: frame.name.line, column: frame.name.column)))
        }
        if case .literal(let file)? = frame.path.reading(in: lexer.bytes) {
            facts.registrations.append(
                FontRegistrationCall(
                    location: location(line: frame.name.line, column: frame.name.column),
                    call: type + ".register()", fontFile: file))
        }
    }

    private mutating func finish(_ dictionary: AttributeDictionary) {
        guard case .path(let components, _) = dictionary.key.reading(in: lexer.bytes),
            let key = components.last, key == "name" || key == "family",
            let reading = dictionary.value.reading(in: lexer.bytes)
        else { return }
        addUse("UIFontDescriptor(fontAttributes: [.\(key): ...])", dictionary.value, reading)
    }

    private mutating func addUse(
        _ call: String, _ expression: SwiftNameExpression, _ reading: SwiftNameExpression.Reading
    ) {
        let name: FontUse.Name
        switch reading {
        case .literal(let value): name = .literal(value)
        case .computed(let text): name = .computed(text)
        case .path(var components, let leadingDot):
            if components.count > 1 && components.last == "rawValue" { components.removeLast() }
            name = .constant((leadingDot ? "." : "") + components.joined(separator: "."))
        }
        facts.uses.append(
            FontUse(
                location: location(line: expression.line, column: expression.column), call: call,
                name: name))
    }

    // MARK: Declarations

    /// Follows an `enum`/`struct`/... header from its keyword to its `{`.
    private mutating func readHeader(_ token: SwiftToken, text: String, next: SwiftToken?) {
        guard var current = header else {
            if token.kind == .keyword || token.kind == .identifier,
                Self.typeKeywords.contains(text), next?.kind == .identifier
            {
                header = TypeHeader(keyword: text)
            }
            return
        }
        if token.kind == .punctuation {
            for byte in text.utf8 {
                if byte == UInt8(ascii: "<") { current.angles += 1 }
                if byte == UInt8(ascii: ">") { current.angles -= 1 }
            }
        }
        switch (current.part, token.kind, text) {
        case (_, .punctuation, "{"): return
        case (_, .punctuation, ";"), (_, .punctuation, "="), (_, .punctuation, "}"):
            header = nil
            return
        case (.name, .identifier, _):
            current.name.append(text)
            current.part = .afterName
        case (.afterName, .punctuation, "."): current.part = .name
        case (.afterName, .punctuation, ":") where current.angles == 0:
            current.part = .inheritance
        case (_, .keyword, "where"): current.part = .whereClause
        case (.inheritance, .identifier, _) where current.angles == 0:
            current.inheritance.append(text)
        default: break
        }
        header = current
    }

    /// Follows `let` constants and a string enum's cases at file or type level.
    private mutating func declare(_ token: SwiftToken, text: String, next: SwiftToken?) {
        let isPunctuation = token.kind == .punctuation
        switch declaration {
        case .idle: break
        case .letName:
            declaration = token.kind == .identifier ? .letAfterName(text) : .idle
            return
        case .letAfterName(let name), .letType(let name):
            if isPunctuation && text == "=" {
                declaration = .letValue(name)
                return
            }
            if case .letAfterName = declaration, isPunctuation && text == ":" {
                declaration = .letType(name)
                return
            }
            if case .letType = declaration, token.kind == .identifier, text == "String" {
                return
            }
            declaration = .idle
        case .letValue(let name):
            declaration = .idle
            if token.kind == .identifier, lexer.text(of: token).hasSuffix("FontConvertible") {
                convertibleConstant = qualified(name)
            }
            if let value = token.stringValue, !token.isInterpolated, endsDeclaration(next, token) {
                addConstant(name, value: value, line: token.line, column: token.column)
            }
            return
        case .caseName:
            if token.kind == .identifier {
                declaration = .caseAfterName(token, text)
                return
            }
            declaration = .idle
        case .caseAfterName(let nameToken, let name):
            if isPunctuation && text == "=" {
                declaration = .caseValue(name)
                return
            }
            declaration = .idle
            if isPunctuation && text == "(" { return }
            addCase(name, value: name, line: nameToken.line, column: nameToken.column)
            if isPunctuation && text == "," {
                declaration = .caseName
                return
            }
        case .caseValue(let name):
            declaration = .idle
            if let value = token.stringValue, !token.isInterpolated {
                addCase(name, value: value, line: token.line, column: token.column)
                declaration = .caseAfterValue
            }
            return
        case .caseAfterValue:
            declaration = .idle
            if isPunctuation && text == "," {
                declaration = .caseName
                return
            }
        }
        if token.kind == .keyword && text == "let" {
            declaration = .letName
        } else if token.kind == .keyword && text == "case", types.last?.stringEnum != nil,
            frames.last?.isType == true
        {
            declaration = .caseName
        }
    }

    /// Whether the token after a constant's string literal ends its declaration: the end of
    /// the file, `;`, `}`, or a new declaration or statement on a later line.
    private func endsDeclaration(_ next: SwiftToken?, _ literal: SwiftToken) -> Bool {
        guard let next else { return true }
        if next.kind == .punctuation {
            let text = lexer.text(of: next)
            return text == ";" || text == "}"
                || next.line > literal.line && (text == "@" || text == "#")
        }
        return next.line > literal.line && (next.kind == .keyword || next.kind == .identifier)
    }

    private func qualified(_ name: String) -> String {
        types.last.map { $0.qualifiedName + "." + name } ?? name
    }

    private mutating func addConstant(_ name: String, value: String, line: Int, column: Int) {
        facts.constants.append(
            FontNameConstant(
                qualifiedName: qualified(name), value: value,
                location: location(line: line, column: column)))
    }

    private mutating func addCase(_ name: String, value: String, line: Int, column: Int) {
        guard let index = types.last?.stringEnum else { return }
        addConstant(name, value: value, line: line, column: column)
        facts.stringEnums[index].cases.append(facts.constants[facts.constants.count - 1])
    }
}
