/// An ANSI colour or emphasis for a piece of text output.
enum Colour: String {
    case bold = "1"
    case red = "31"
    case green = "32"
    case yellow = "33"

    /// `text` wrapped in this colour's escape sequence when `enabled`, else `text` unchanged.
    func apply(_ text: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
