/// The words of a finding, with the values it is about kept apart from the sentence: the
/// files (``Piece/path(_:)``) and the font names (``Piece/name(_:)``). A report renders the
/// sentence at the edge, showing each path as it likes (relative to the repository, say),
/// and a program reads the values without parsing the sentence.
///
/// Written as a string with interpolations that say what a value is:
/// `"bundled face \(name: face.postscriptName) (\(path: face.file)) shadows ..."`.
public struct FindingText: Sendable, Hashable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// A run of the sentence.
    public enum Piece: Sendable, Hashable {
        /// Words.
        case text(String)
        /// A file, as the check was given it or found it.
        case path(String)
        /// A font name: a requested name or a face's PostScript name.
        case name(String)
    }

    /// The runs, in order.
    public private(set) var pieces: [Piece]

    /// Text with no values in it.
    public init(_ text: String) { pieces = text.isEmpty ? [] : [.text(text)] }

    /// Text with no values in it.
    public init(stringLiteral value: String) { self.init(value) }

    /// Text built by interpolation.
    public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

    /// Builds a ``FindingText`` from a string with interpolations.
    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var pieces: [Piece] = []

        /// Reserves nothing: findings are short.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Words.
        public mutating func appendLiteral(_ literal: String) { append(.text(literal)) }

        /// Words, from a value's description.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(.text(String(describing: value)))
        }

        /// Words, from a value's description, read without asking the runtime which
        /// protocols the value's type conforms to (`String(describing:)` casts the value
        /// dynamically, and the first cast of each type searches every conformance in the
        /// binary): the same text for numbers, strings and the report's own types.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(.text(value.description))
        }

        /// Words.
        public mutating func appendInterpolation(_ value: String) { append(.text(value)) }

        /// A file.
        public mutating func appendInterpolation(path: String) { pieces.append(.path(path)) }

        /// A font name.
        public mutating func appendInterpolation(name: String) { pieces.append(.name(name)) }

        /// Another finding text, its values kept.
        public mutating func appendInterpolation(_ text: FindingText) {
            for piece in text.pieces { append(piece) }
        }

        private mutating func append(_ piece: Piece) {
            if case .text(let new) = piece, case .text(let old)? = pieces.last {
                pieces[pieces.count - 1] = .text(old + new)
            } else if piece != .text("") {
                pieces.append(piece)
            }
        }
    }

    /// The sentence with each path shown by `showPath`.
    public func rendered(showingPath showPath: (String) -> String) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let words): text += words
            case .path(let path): text += showPath(path)
            case .name(let name): text += name
            }
        }
        return text
    }

    /// The sentence with paths as given.
    public var description: String { rendered { $0 } }

    /// The files the text names, in order.
    public var paths: [String] {
        pieces.compactMap { if case .path(let path) = $0 { path } else { nil } }
    }

    /// The font names the text names, in order.
    public var names: [String] {
        pieces.compactMap { if case .name(let name) = $0 { name } else { nil } }
    }

    /// This text followed by `other`.
    public static func + (text: FindingText, other: FindingText) -> FindingText {
        "\(text)\(other)"
    }
}
