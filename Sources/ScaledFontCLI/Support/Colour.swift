/// An ANSI colour or emphasis for a piece of text output.
enum Colour: String {
    case bold = "1"
    case red = "31"
    case green = "32"
    case yellow = "33"

    /// A random word drawn once per process, written between the ESC of each sequence this
    /// type makes and its `[`. ``Terminal/write(_:)`` writes an ESC followed by it as a plain
    /// ESC and escapes every other one, so text from a file, which cannot know the word, never
    /// starts a sequence of its own; the tag never reaches the output.
    static let tag = String(UInt64.random(in: .min ... .max), radix: 36)

    /// `text` wrapped in this colour's escape sequence when `enabled`, else `text` unchanged.
    func apply(_ text: String, enabled: Bool) -> String {
        enabled ? "\u{1B}\(Self.tag)[\(rawValue)m\(text)\u{1B}\(Self.tag)[0m" : text
    }
}
