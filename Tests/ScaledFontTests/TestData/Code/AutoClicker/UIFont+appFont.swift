import UIKit

extension UIFont {
    static func appSemibold(size: CGFloat) -> UIFont? {
        if let font = UIFont(name: "SFPro-Semibold", size: size) {
            return font
        }
        assertionFailure()
        return UIFont.systemFont(ofSize: size, weight: .regular)
    }

    static func appRegular(size: CGFloat) -> UIFont {
        UIFont(name: "SFPro-Regular", size: size) ?? .systemFont(ofSize: size)
    }
}
