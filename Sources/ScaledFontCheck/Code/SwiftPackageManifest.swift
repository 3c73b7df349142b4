internal import ScaledFontCore

/// What a `Package.swift` declares, read with ``SwiftLexer`` and never run: its products, its
/// targets (name, kind, folder, dependencies, resources) and the local packages it depends on
/// (`.package(path:)`).
///
/// Only literal declarations are read, as almost every manifest writes them: a list built in a
/// variable (`targets: allTargets`) or in a loop is not followed, and ``notes`` says what was
/// left out, so that a caller can tell the user rather than guess.
public struct SwiftPackageManifest: Sendable, Hashable {
    /// One target of the package.
    public struct Target: Sendable, Hashable {
        /// Which of the manifest's target functions declared it.
        public enum Kind: String, Sendable, Hashable {
            /// `.target`: a library module.
            case regular
            /// `.executableTarget`.
            case executable
            /// `.testTarget`: never part of an app.
            case test
            /// `.macro`, `.plugin`, `.binaryTarget`, `.systemLibrary`: no code the app compiles
            /// from this package's sources.
            case other
        }

        /// One entry of the target's `dependencies`.
        public enum Dependency: Sendable, Hashable {
            /// `"Name"`: a target of this package or a product of another, by name.
            case byName(String)
            /// `.target(name:)`.
            case target(String)
            /// `.product(name:package:)`.
            case product(name: String, package: String?)
        }

        /// Its name.
        public let name: String
        /// Its kind.
        public let kind: Kind
        /// Its folder relative to the package (`path:`), `nil` for the default
        /// (`Sources/<name>`, `Tests/<name>` for a test target).
        public let path: String?
        /// Its dependencies, in the manifest's order.
        public let dependencies: [Dependency]
        /// The paths its `resources` name (`.process`, `.copy`, `.embedInCode`), relative to
        /// its folder.
        public let resources: [String]
        /// The line of its declaration.
        public let line: Int

        /// Its folder relative to the package: `path`, or the default for its kind.
        public var folder: String {
            path ?? ((kind == .test ? "Tests/" : "Sources/") + name)
        }
    }

    /// A product: its name and the targets it builds.
    public struct Product: Sendable, Hashable {
        /// Its name.
        public let name: String
        /// The targets it names.
        public let targets: [String]
    }

    /// A dependency on another package in the checkout (`.package(path:)`).
    public struct LocalDependency: Sendable, Hashable {
        /// The name it is given (`name:`), if any.
        public let name: String?
        /// Its folder, relative to this package's.
        public let path: String
    }

    /// The products, in the manifest's order.
    public let products: [Product]
    /// The targets, in the manifest's order.
    public let targets: [Target]
    /// The packages it depends on by path.
    public let localDependencies: [LocalDependency]
    /// What the reader could not follow (a list written as a variable, an argument that is
    /// not a literal), each with its line: the targets and products read are still right,
    /// but some may be missing.
    public let notes: [String]

    /// The most nested brackets an argument may have; deeper input is not read further (a
    /// manifest a person writes nests a few levels).
    static let maximumDepth = 64

    /// Reads the manifest text `bytes`: the arguments of its `Package(...)` call.
    public init(bytes: [UInt8]) {
        let lexer = SwiftLexer(bytes)
        var reader = ManifestReader(tokens: Array(lexer), lexer: lexer)
        let arguments = reader.packageArguments() ?? []
        var notes = reader.notes
        if !reader.foundPackage { notes.append("no Package(...) call") }
        func list(_ label: String) -> [ManifestReader.Value] {
            switch arguments.value(label) {
            case .array(let elements)?: return elements
            case nil: return []
            default:
                notes.append("\(label): not a list written out, not read")
                return []
            }
        }
        var products: [Product] = []
        for case .call(let function, let arguments) in list("products")
        where function == "library" || function == "executable" {
            guard let name = arguments.string("name") else { continue }
            products.append(Product(name: name, targets: arguments.strings("targets")))
        }
        var targets: [Target] = []
        for (element, line) in zip(list("targets"), reader.lines(of: "targets")) {
            guard case .call(let function, let arguments) = element,
                let name = arguments.string("name")
            else { continue }
            let kind: Target.Kind
            switch function {
            case "target": kind = .regular
            case "executableTarget": kind = .executable
            case "testTarget": kind = .test
            default: kind = .other
            }
            targets.append(
                Target(
                    name: name, kind: kind, path: arguments.string("path"),
                    dependencies: Self.dependencies(arguments.value("dependencies")),
                    resources: Self.resources(arguments.value("resources")), line: line))
        }
        var locals: [LocalDependency] = []
        for case .call("package", let arguments) in list("dependencies") {
            if let path = arguments.string("path") {
                locals.append(LocalDependency(name: arguments.string("name"), path: path))
            }
        }
        self.products = products
        self.targets = targets
        localDependencies = locals
        self.notes = notes
    }

    /// The dependencies of a `dependencies:` list.
    private static func dependencies(_ value: ManifestReader.Value?) -> [Target.Dependency] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { element in
            switch element {
            case .string(let name): return .byName(name)
            case .call("target", let arguments):
                return arguments.string("name").map { .target($0) }
            case .call("product", let arguments):
                return arguments.string("name").map {
                    .product(name: $0, package: arguments.string("package"))
                }
            case .call("byName", let arguments):
                return arguments.string("name").map { .byName($0) }
            default: return nil
            }
        }
    }

    /// The paths a `resources:` list names.
    private static func resources(_ value: ManifestReader.Value?) -> [String] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { element in
            guard case .call(_, let arguments) = element,
                case .string(let path)? = arguments.first?.value
            else { return nil }
            return path
        }
    }

    /// The targets whose code a product builds: the targets it names and the targets of this
    /// package they depend on (by `.target(name:)`, or by a name that is one of this
    /// package's targets), each once, in the order met; never a test target.
    public func targets(ofProduct name: String) -> [Target] {
        guard let product = products.first(where: { $0.name == name }) else { return [] }
        let byName = Dictionary(
            targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Target] = []
        var seen: Set<String> = []
        var pending = product.targets.reversed().map { $0 }
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let target = byName[next], target.kind != .test
            else { continue }
            result.append(target)
            for dependency in target.dependencies.reversed() {
                switch dependency {
                case .target(let name), .byName(let name): pending.append(name)
                case .product: continue
                }
            }
        }
        return result
    }

    /// The products of other packages a product's targets depend on (`.product(name:package:)`,
    /// or a name that is none of this package's targets).
    public func externalProducts(ofProduct name: String) -> [Target.Dependency] {
        let own = Set(targets.map(\.name))
        var result: [Target.Dependency] = []
        for target in targets(ofProduct: name) {
            for dependency in target.dependencies {
                switch dependency {
                case .product: result.append(dependency)
                case .byName(let name) where !own.contains(name): result.append(dependency)
                default: continue
                }
            }
        }
        return result
    }
}

/// Reads the `Package(...)` call of a manifest from its tokens, its arguments as values
/// (strings, lists, calls), so that the manifest's structure, not its layout, decides what is
/// read.
struct ManifestReader {
    /// An argument's value, as far as a manifest's literals go.
    indirect enum Value: Sendable, Hashable {
        case string(String)
        case array([Value])
        /// `.name(arguments)`, `name(arguments)`, or `.name` alone (no arguments).
        case call(String, [Argument])
        /// Anything else: a variable, an expression, a number.
        case other
    }

    /// One argument: its label (`nil` for none) and value.
    struct Argument: Sendable, Hashable {
        let label: String?
        let value: Value
    }

    let tokens: [SwiftToken]
    let lexer: SwiftLexer
    private(set) var notes: [String] = []
    private(set) var foundPackage = false
    /// The line of each element of each top-level list argument, by label.
    private var elementLines: [String: [Int]] = [:]

    init(tokens: [SwiftToken], lexer: SwiftLexer) {
        self.tokens = tokens
        self.lexer = lexer
    }

    /// The line of each element of the `Package` argument `label`'s list.
    func lines(of label: String) -> [Int] { elementLines[label] ?? [] }

    private func text(_ index: Int) -> String { lexer.text(of: tokens[index]) }

    private func isPunctuation(_ index: Int, _ spelled: String) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && text(index) == spelled
    }

    /// The arguments of the first `Package(` call, or `nil` when there is none.
    mutating func packageArguments() -> [Argument]? {
        var index = 0
        while index + 1 < tokens.count {
            if tokens[index].kind == .identifier, text(index) == "Package",
                isPunctuation(index + 1, "(")
            {
                foundPackage = true
                var cursor = index + 2
                return readArguments(at: &cursor, closing: ")", depth: 1, top: true)
            }
            index += 1
        }
        return nil
    }

    /// The arguments from `cursor` to the bracket `closing`, which it passes. `top`: the
    /// `Package` call's own, whose list elements' lines are kept.
    private mutating func readArguments(
        at cursor: inout Int, closing: String, depth: Int, top: Bool = false
    ) -> [Argument] {
        var arguments: [Argument] = []
        while cursor < tokens.count {
            if isPunctuation(cursor, closing) {
                cursor += 1
                return arguments
            }
            if isPunctuation(cursor, ",") {
                cursor += 1
                continue
            }
            var label: String?
            if tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword,
                isPunctuation(cursor + 1, ":")
            {
                label = text(cursor)
                cursor += 2
            }
            if top, let label, isPunctuation(cursor, "[") {
                elementLines[label] = elementStarts(from: cursor + 1)
            }
            let start = cursor
            let value = readValue(at: &cursor, closing: closing, depth: depth)
            arguments.append(Argument(label: label, value: value))
            if cursor == start { cursor += 1 }
        }
        return arguments
    }

    /// The line of the first token of each element of the list opening before `cursor`.
    private func elementStarts(from start: Int) -> [Int] {
        var lines: [Int] = []
        var depth = 0
        var expecting = true
        var index = start
        while index < tokens.count {
            let spelled = tokens[index].kind == .punctuation ? text(index) : ""
            if depth == 0, spelled == "]" { break }
            if depth == 0, spelled == "," {
                expecting = true
            } else if expecting {
                lines.append(tokens[index].line)
                expecting = false
            }
            if spelled == "(" || spelled == "[" || spelled == "{" { depth += 1 }
            if spelled == ")" || spelled == "]" || spelled == "}" { depth -= 1 }
            index += 1
        }
        return lines
    }

    /// One value from `cursor`: a string, a list, or a call, when the next token ends it
    /// (`,` or `closing`); anything else is passed up to its end and is ``Value/other``.
    private mutating func readValue(at cursor: inout Int, closing: String, depth: Int) -> Value {
        guard depth < SwiftPackageManifest.maximumDepth, cursor < tokens.count else {
            skipToEnd(at: &cursor, closing: closing)
            return .other
        }
        var value = Value.other
        let token = tokens[cursor]
        if token.kind == .string, !token.isInterpolated {
            value = .string(token.stringValue ?? "")
            cursor += 1
        } else if isPunctuation(cursor, "[") {
            cursor += 1
            value = .array(
                readArguments(at: &cursor, closing: "]", depth: depth + 1).map(\.value))
        } else if token.kind == .identifier
            || (isPunctuation(cursor, ".") && cursor + 1 < tokens.count
                && tokens[cursor + 1].kind == .identifier)
        {
            if token.kind == .punctuation { cursor += 1 }
            let name = text(cursor)
            cursor += 1
            var arguments: [Argument] = []
            if isPunctuation(cursor, "(") {
                cursor += 1
                arguments = readArguments(at: &cursor, closing: ")", depth: depth + 1)
            }
            value = .call(name, arguments)
        }
        guard isPunctuation(cursor, ",") || isPunctuation(cursor, closing) else {
            notes.append("line \(token.line): a value that is not a literal is not read")
            skipToEnd(at: &cursor, closing: closing)
            return .other
        }
        return value
    }

    /// Passes everything up to the next `,` or `closing` at this level.
    private func skipToEnd(at cursor: inout Int, closing: String) {
        var depth = 0
        while cursor < tokens.count {
            let spelled = tokens[cursor].kind == .punctuation ? text(cursor) : ""
            if depth == 0, spelled == closing || spelled == "," { return }
            if spelled == "(" || spelled == "[" || spelled == "{" { depth += 1 }
            if spelled == ")" || spelled == "]" || spelled == "}" {
                depth -= 1
                if depth < 0 { return }
            }
            cursor += 1
        }
    }
}

extension [ManifestReader.Argument] {
    /// The value of the argument with this label.
    func value(_ label: String) -> ManifestReader.Value? {
        first { $0.label == label }?.value
    }

    /// The string value of the argument with this label.
    func string(_ label: String) -> String? {
        guard case .string(let text)? = value(label) else { return nil }
        return text
    }

    /// The strings of the list argument with this label.
    func strings(_ label: String) -> [String] {
        guard case .array(let elements)? = value(label) else { return [] }
        return elements.compactMap {
            if case .string(let text) = $0 { return text }
            return nil
        }
    }
}
