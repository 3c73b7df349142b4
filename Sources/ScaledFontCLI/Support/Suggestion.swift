import ScaledFontCheck

/// "Did you mean" hints on options, subcommands and option values, from the library's
/// ``NearestName`` rule (font names: the check's `AvailableFonts.nearestName(to:)`).
enum Suggestion {
    /// `"; did you mean 'x'?"` for the nearest candidate, or an empty string.
    static func hint(for text: String, among candidates: [String]) -> String {
        NearestName.find(text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
