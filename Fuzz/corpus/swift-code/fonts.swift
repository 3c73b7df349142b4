import SwiftUI

enum FontName {
    static let bold = "Inter-Bold"
}

enum Papyrus: String, Font {
    case regular = "Papyrus", condensed
}

extension Font where Self: RawRepresentable {
    func of(size: CGFloat) -> UIFont? { UIFont(name: rawValue, size: size) }
}

extension UIFont {
    convenience init?(brand size: CGFloat) { self.init(name: FontName.bold, size: size) }
}

let a = UIFont(name: "Inter-Regular", size: 17)
let b = Text("x").font(.custom("DM Sans", size: 17, relativeTo: .body))
let c = UIFontDescriptor(fontAttributes: [.family: "Inter"]).withFamily(family)
let d = CTFontCreateWithName("Inter" as CFString, 12, nil)
CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
