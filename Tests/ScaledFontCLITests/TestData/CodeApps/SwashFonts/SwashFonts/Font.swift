import UIKit

/// A font: a `String` enum whose raw values are PostScript names conforms, and each case
/// gives the face at a size or scaled for a text style.
public protocol Font {}

public extension Font where Self: RawRepresentable, Self.RawValue == String {
    /// The face at `size` points, or `nil` when no font has the name.
    func of(size: CGFloat) -> UIFont? {
        UIFont(name: rawValue, size: size)
    }

    /// The face scaled for `textStyle` from `defaultSize`, at most `maxSize`.
    func of(textStyle: UIFont.TextStyle, defaultSize: CGFloat, maxSize: CGFloat? = nil) -> UIFont? {
        guard let font = UIFont(name: rawValue, size: defaultSize) else { return nil }
        let metrics = UIFontMetrics(forTextStyle: textStyle)
        guard let maxSize else { return metrics.scaledFont(for: font) }
        return metrics.scaledFont(for: font, maximumPointSize: maxSize)
    }
}
