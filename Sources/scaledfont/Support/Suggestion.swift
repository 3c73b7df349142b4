import ScaledFontCheck

/// "Did you mean" hints on options, subcommands and option values, from the library's
/// ``NearestName`` rule.
enum Suggestion {
    /// `"; did you mean 'x'?"` for the nearest candidate, or an empty string.
    static func hint(for text: String, among candidates: [String]) -> String {
        NearestName.find(text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `"; did you mean 'x'?"` for the nearest font name of the same or a close family
    /// (``NearestName/findFontName(_:among:)``), or an empty string.
    static func fontHint(for name: String, among candidates: [String]) -> String {
        NearestName.findFontName(name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
