package import ScaledFontCore

/// A `fit` layout file: the text elements of an app's screens, each with the text style it is
/// set in, the width it has and how many lines (or points) it may take.
///
/// JSON, an array of objects:
/// `[{"id": "onboarding.continue", "style": "headline", "width": 280, "maxLines": 1,
/// "text": "Continue"}]`, with `"key"` instead of `"text"` to take the text from strings
/// files, an optional `"maxHeight"` in points, `"language"` for an inline text,
/// `"arguments"` (strings) for the text's format specifiers, and `"lineBreakStrategy"`
/// (`"standard"`, the default, or `"none"` to turn Hangul word priority off).
public struct FitLayout: Sendable {
    /// One text element of a screen.
    public struct Element: Sendable, Hashable {
        /// Where the element's text comes from.
        public enum Content: Sendable, Hashable {
            /// The text itself.
            case text(String)
            /// A key of the strings files: each language's value is checked.
            case key(String)
        }

        /// A font an element names instead of a style, as SwiftUI's
        /// `.custom(_:size:relativeTo:)` and `UIFontMetrics(forTextStyle:)` scale it.
        public struct CustomFont: Sendable, Hashable {
            /// The face's PostScript name (`Inter-SemiBold`).
            public let postscriptName: String
            /// Its size at the Large category, in points.
            public let size: Double

            /// A font by its PostScript name, at its size at the Large category.
            public init(postscriptName: String, size: Double) {
                self.postscriptName = postscriptName
                self.size = size
            }
        }

        /// The element's name, unique in the file (`onboarding.continue`).
        public let id: String
        /// The text style it is set in; for an element that names its ``font``, the style its
        /// size scales with (`"relativeTo"`, body when not given).
        public let style: TextStyle
        /// The font the element names instead of a style (`"font"` and `"size"`), `nil` when
        /// it is set in its style's font from the dictionary.
        public let font: CustomFont?
        /// The width of its box, in points (greater than 0).
        public let width: Double
        /// The most lines it may take; 0 for no limit.
        public let maxLines: Int
        /// The most height it may take, in points, if limited.
        public let maxHeight: Double?
        /// The text or the key.
        public let content: Content
        /// The language of an inline text (`und` when not given).
        public let language: String?
        /// The values of the text's format specifiers, in order (none: measured as written).
        public let arguments: [String]
        /// The line of the element's opening brace in the layout file.
        public let line: Int
        /// Where lines may break beyond UAX #14 (`"lineBreakStrategy"`): `.standard`, UILabel's
        /// default with Hangul word priority, unless the element says `"none"`.
        public let lineBreakStrategy: LineBreakStrategy

        /// Creates an element in code (a layout file's elements come from
        /// ``FitLayout/init(contentsOf:)``, which checks them).
        public init(
            id: String, style: TextStyle, width: Double, maxLines: Int, maxHeight: Double? = nil,
            content: Content, language: String? = nil, arguments: [String] = [], line: Int = 0,
            lineBreakStrategy: LineBreakStrategy = .standard, font: CustomFont? = nil
        ) {
            self.font = font
            self.id = id
            self.style = style
            self.width = width
            self.maxLines = maxLines
            self.maxHeight = maxHeight
            self.content = content
            self.language = language
            self.arguments = arguments
            self.line = line
            self.lineBreakStrategy = lineBreakStrategy
        }
    }

    /// The layout file's path as given.
    public let path: String
    /// The elements, in file order.
    public let elements: [Element]

    /// The largest layout file read: 4 MiB.
    public static let maximumFileSize = 4 << 20
    /// The longest text of an element, in Unicode scalars: 10,000.
    public static let maximumTextLength = 10_000
    /// The most texts one check sets (elements × languages × variations): 20,000, each at
    /// every category, so the work grows with the file no further (the benchmark row
    /// `fit-wall` measures 1,000 texts).
    public static let maximumTexts = 20_000
    /// The widest box and the most height an element may give, in points.
    public static let maximumLength = 100_000.0

    /// Reads and checks a layout file, with the bounded reader's JSON parser.
    ///
    /// - Throws: ``ScaledFontError`` `.layoutUnreadable` when the file cannot be read;
    ///   `.layoutMalformed` naming the file and line when it is not JSON, or an element lacks
    ///   a field, has one of the wrong type or value, or repeats an id.
    public init(contentsOf path: String) throws(ScaledFontError) {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: path, maximumSize: Self.maximumFileSize, kind: "layout")
        } catch {
            throw ScaledFontError(
                .layoutUnreadable, "\(path): \(error.detail)", file: path, cause: error.cause)
        }
        try self.init(contents: bytes, path: path)
    }

    /// Reads and checks the bytes of a layout file (what ``init(contentsOf:)`` does once the
    /// file is read), at most ``maximumFileSize`` of them as the file would be.
    ///
    /// - Throws: ``ScaledFontError`` `.layoutMalformed` as ``init(contentsOf:)``.
    package init(contents bytes: [UInt8], path: String) throws(ScaledFontError) {
        let root: PropertyListNode
        do throws(PropertyListReader.Failure) {
            var parser = JSONParser(try TextDecoding.decode(bytes).text)
            root = try parser.parse()
        } catch {
            let error = error.withheld(for: path)
            let at = error.line.map { ":\($0)" } ?? ""
            throw ScaledFontError(
                .layoutMalformed, "\(path)\(at): not valid JSON: \(error.problem)", file: path)
        }
        self.path = path
        elements = try Self.elements(root, path: path)
    }

    /// Creates a layout of elements made in code.
    public init(path: String, elements: [Element]) {
        self.path = path
        self.elements = elements
    }

    private static func elements(
        _ root: PropertyListNode, path: String
    ) throws(ScaledFontError) -> [Element] {
        guard case .array(let nodes) = root.value else {
            throw ScaledFontError(
                .layoutMalformed,
                "\(path):\(root.line): the layout must be an array of elements, not "
                    + root.value.kind,
                file: path)
        }
        var seen: [String: Int] = [:]
        var elements: [Element] = []
        for (number, node) in nodes.enumerated() {
            let element = try Element(node, position: number + 1, path: path)
            if let first = seen[element.id] {
                throw ScaledFontError(
                    .layoutMalformed,
                    "\(path):\(element.line): the id '\(shown(element.id))' is used twice (first "
                        + "at line \(first)); each element needs an id of its own",
                    file: path)
            }
            seen[element.id] = element.line
            elements.append(element)
        }
        return elements
    }

    /// A value of the file as a message shows it: at most 40 characters, control and
    /// bidirectional characters escaped.
    static func shown(_ text: String) -> String {
        String(PropertyListReader.quoted(Array(text.utf8)).dropFirst().dropLast())
    }
}

extension FitLayout.Element {
    /// The fields an element may have.
    private static let fields: Set<String> = [
        "id", "style", "width", "maxLines", "maxHeight", "text", "key", "language", "arguments",
        "lineBreakStrategy", "font", "size", "relativeTo",
    ]

    /// Reads element `position` (1-based) of a layout file.
    init(_ node: PropertyListNode, position: Int, path: String) throws(ScaledFontError) {
        func malformed(_ line: Int, _ problem: String) -> ScaledFontError {
            ScaledFontError(
                .layoutMalformed, "\(path):\(line): element \(position): \(problem)", file: path)
        }
        guard let entries = node.entries else {
            throw malformed(node.line, "must be an object, not \(node.value.kind)")
        }
        var values: [String: PropertyListEntry] = [:]
        for entry in entries {
            guard Self.fields.contains(entry.key) else {
                let hint =
                    NearestName.find(entry.key, among: Array(Self.fields))
                    .map { "; did you mean '\($0)'?" } ?? ""
                throw malformed(
                    entry.keyLine,
                    "unknown field '\(FitLayout.shown(entry.key))'\(hint) (the fields are "
                        + Self.fields.sorted().joined(separator: ", ") + ")")
            }
            guard values[entry.key] == nil else {
                throw malformed(entry.keyLine, "the field '\(entry.key)' is given twice")
            }
            values[entry.key] = entry
        }
        func string(_ key: String) throws(ScaledFontError) -> String? {
            guard let entry = values[key] else { return nil }
            guard case .string(let text) = entry.value.value else {
                throw malformed(
                    entry.keyLine, "'\(key)' must be a string, not \(entry.value.value.kind)")
            }
            return text
        }
        func number(_ key: String) throws(ScaledFontError) -> (Double, Int)? {
            guard let entry = values[key] else { return nil }
            switch entry.value.value {
            case .integer(let value): return (Double(value), entry.keyLine)
            case .real(let value): return (value, entry.keyLine)
            default:
                throw malformed(
                    entry.keyLine, "'\(key)' must be a number, not \(entry.value.value.kind)")
            }
        }
        guard let id = try string("id"), !id.isEmpty else {
            throw malformed(node.line, "needs an 'id': a non-empty string naming the element")
        }
        self.line = node.line
        self.id = id
        let fontName = try string("font")
        if let fontName {
            guard !fontName.isEmpty else {
                throw malformed(values["font"]!.keyLine, "'font' must be a PostScript name")
            }
            guard values["style"] == nil else {
                throw malformed(
                    values["style"]!.keyLine,
                    "has both 'font' and 'style': an element that names its font gives the "
                        + "style its size scales with as 'relativeTo'")
            }
            guard let (size, sizeLine) = try number("size") else {
                throw malformed(
                    values["font"]!.keyLine,
                    "names a 'font' but no 'size': its size in points at the Large category")
            }
            guard size.isFinite, size > 0, size <= 1000 else {
                throw malformed(sizeLine, "'size' must be greater than 0 and at most 1000 points")
            }
            font = CustomFont(postscriptName: fontName, size: size)
        } else {
            font = nil
            for field in ["size", "relativeTo"] where values[field] != nil {
                throw malformed(
                    values[field]!.keyLine, "'\(field)' is for an element that names its 'font'")
            }
        }
        let styleField = fontName == nil ? "style" : "relativeTo"
        guard let styleName = try string(styleField) ?? (fontName == nil ? nil : "body") else {
            throw malformed(
                node.line,
                "needs a 'style' (the text style it is set in), or a 'font' and 'size'")
        }
        guard let style = TextStyle(rawValue: styleName) else {
            let names = TextStyle.allCases.map(\.rawValue)
            let hint =
                NearestName.find(styleName, among: names)
                .map { "; did you mean '\($0)'?" } ?? ""
            throw malformed(
                values[styleField]!.keyLine,
                "unknown text style '\(FitLayout.shown(styleName))'\(hint) (expected one of "
                    + names.joined(separator: ", ") + ")")
        }
        self.style = style
        guard let (width, widthLine) = try number("width") else {
            throw malformed(node.line, "needs a 'width': the width of its box in points")
        }
        guard width.isFinite, width > 0, width <= FitLayout.maximumLength else {
            throw malformed(
                widthLine,
                "'width' must be greater than 0 and at most "
                    + "\(Int(FitLayout.maximumLength)) points")
        }
        self.width = width
        guard let (lines, linesLine) = try number("maxLines") else {
            throw malformed(
                node.line, "needs 'maxLines': the most lines it may take (0 for no limit)")
        }
        guard lines >= 0, lines <= 1_000_000, lines.rounded() == lines else {
            throw malformed(
                linesLine, "'maxLines' must be a whole number from 0 (no limit) to 1000000")
        }
        maxLines = Int(lines)
        if let (height, heightLine) = try number("maxHeight") {
            guard height.isFinite, height > 0, height <= FitLayout.maximumLength else {
                throw malformed(
                    heightLine,
                    "'maxHeight' must be greater than 0 and at most "
                        + "\(Int(FitLayout.maximumLength)) points")
            }
            maxHeight = height
        } else {
            maxHeight = nil
        }
        let text = try string("text")
        let key = try string("key")
        switch (text, key) {
        case (let text?, nil):
            guard text.unicodeScalars.count <= FitLayout.maximumTextLength else {
                throw malformed(
                    values["text"]!.keyLine,
                    "'text' is longer than \(FitLayout.maximumTextLength) characters")
            }
            content = .text(text)
        case (nil, let key?):
            content = .key(key)
        case (nil, nil):
            throw malformed(
                node.line, "needs a 'text', or a 'key' to take the text from the strings files")
        case (_?, _?):
            throw malformed(values["key"]!.keyLine, "has both 'text' and 'key'; give one")
        }
        let language = try string("language")
        if let language, language.isEmpty || language.unicodeScalars.count > 35 {
            throw malformed(
                values["language"]!.keyLine, "'language' must be a language code such as 'de'")
        }
        self.language = language
        if let name = try string("lineBreakStrategy") {
            guard let strategy = LineBreakStrategy(rawValue: name) else {
                throw malformed(
                    values["lineBreakStrategy"]!.keyLine,
                    "'lineBreakStrategy' must be 'standard' (Hangul word priority, UILabel's "
                        + "default) or 'none', not '\(FitLayout.shown(name))'")
            }
            lineBreakStrategy = strategy
        } else {
            lineBreakStrategy = .standard
        }
        var arguments: [String] = []
        if let entry = values["arguments"] {
            guard case .array(let items) = entry.value.value else {
                throw malformed(
                    entry.keyLine,
                    "'arguments' must be an array of strings, not \(entry.value.value.kind)")
            }
            for item in items {
                switch item.value {
                case .string(let text): arguments.append(text)
                case .integer(let value): arguments.append(String(value))
                case .real(let value): arguments.append(String(value))
                default:
                    throw malformed(
                        item.line,
                        "'arguments' must hold strings or numbers, not "
                            + item.value.kind)
                }
            }
        }
        self.arguments = arguments
    }
}
