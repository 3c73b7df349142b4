import UIKit

/// The app's fonts in the style of the Swash library: each case's raw value is a PostScript
/// name, and the `Font` protocol makes the `UIFont`.
protocol Font {
    var rawValue: String { get }
}

extension Font {
    func of(size: CGFloat) -> UIFont? {
        UIFont(name: rawValue, size: size)
    }
}

enum NotoSerif: String, Font {
    case regular = "NotoSerif-Regular"
    case bold = "NotoSerif-Bold"
}

/// The badge's font, which the `DemoFonts` package bundles and registers at run time.
let badgeFont = UIFont(name: "NotoSans-Regular", size: 12)
