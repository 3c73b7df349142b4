/// The shape of one call argument (or dictionary value) that may give a font name, followed
/// token by token as ``SwiftFontScanner`` reads it: one string literal, an identifier path
/// (`FontName.bold`, `.bold`, `Self.bold.rawValue`), or anything else. A trailing `as
/// CFString` (or any `as Type`) keeps the shape.
struct SwiftNameExpression {
    /// How the argument gives its name, once read.
    enum Reading: Equatable {
        /// A literal without interpolation.
        case literal(String)
        /// An identifier path: its components, and whether it starts with a `.`.
        case path([String], leadingDot: Bool)
        /// Anything else: the expression's text, shortened.
        case computed(String)
    }

    private enum Shape {
        case empty
        case string(String, interpolated: Bool)
        /// `open` while a `.` waits for its name.
        case path([String], leadingDot: Bool, open: Bool)
        case other
    }

    /// The most components a path may have (a longer one is computed).
    private static let longestPath = 16
    /// The most characters of a computed expression's text kept.
    static let longestText = 60

    private var shape = Shape.empty
    private var cast = false
    private(set) var start = 0
    private var end = 0
    private(set) var line = 0
    private(set) var column = 0

    /// Whether no token has been read.
    var isEmpty: Bool {
        if case .empty = shape { return true }
        return false
    }

    /// Reads the next token of the expression, whose text is `text` (empty for a string).
    mutating func feed(_ token: SwiftToken, text: String) {
        if isEmpty {
            start = token.range.lowerBound
            line = token.line
            column = token.column
        }
        end = token.range.upperBound
        let isName = token.kind == .identifier || token.kind == .keyword
        if cast {
            cast = false
            if token.kind == .identifier { return }
            shape = .other
            return
        }
        switch shape {
        case .empty:
            if let value = token.stringValue {
                shape = .string(value, interpolated: token.isInterpolated)
            } else if token.kind == .punctuation && text == "." {
                shape = .path([], leadingDot: true, open: true)
            } else if token.kind == .identifier || text == "self" || text == "Self" {
                shape = .path([text], leadingDot: false, open: false)
            } else {
                shape = .other
            }
        case .path(var components, let leadingDot, open: true) where isName:
            components.append(text)
            shape =
                components.count > Self.longestPath
                ? .other : .path(components, leadingDot: leadingDot, open: false)
        case .path(let components, let leadingDot, open: false)
        where token.kind == .punctuation && text == ".":
            shape = .path(components, leadingDot: leadingDot, open: true)
        case .string, .path(_, _, open: false):
            if token.kind == .keyword && text == "as" { cast = true } else { shape = .other }
        default:
            shape = .other
        }
    }

    /// How the expression gives its name, `nil` when it is empty; `bytes` is the source.
    func reading(in bytes: [UInt8]) -> Reading? {
        switch shape {
        case .empty: return nil
        case .string(let value, interpolated: false) where !cast: return .literal(value)
        case .path(let components, let leadingDot, open: false) where !cast:
            return .path(components, leadingDot: leadingDot)
        default: return .computed(text(in: bytes))
        }
    }

    /// The expression as written, white space runs made one space, shortened to
    /// ``longestText`` characters with an ellipsis.
    func text(in bytes: [UInt8]) -> String {
        var collapsed: [UInt8] = []
        var pendingSpace = false
        for byte in bytes[start..<end] {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = true
                continue
            }
            if pendingSpace { collapsed.append(0x20) }
            pendingSpace = false
            collapsed.append(byte)
            if collapsed.count > Self.longestText * 4 { break }
        }
        let text = String(decoding: collapsed, as: UTF8.self)
        guard text.count > Self.longestText else { return text }
        return String(text.prefix(Self.longestText - 1)) + "…"
    }
}
