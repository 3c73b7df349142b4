/// Where lines may break beyond Unicode's line breaking algorithm, as UIKit's
/// `NSParagraphStyle.LineBreakStrategy` sets it.
public enum LineBreakStrategy: String, Sendable, Hashable, CaseIterable {
    /// UILabel's default (`.standard`), which includes Hangul word priority: no break between
    /// two Hangul characters, so Korean breaks at spaces (and next to any other character
    /// where UAX #14 allows it), as words.
    case standard
    /// Unicode's line breaking algorithm alone (`[]`): Korean may break between any two
    /// syllables.
    case none
}
