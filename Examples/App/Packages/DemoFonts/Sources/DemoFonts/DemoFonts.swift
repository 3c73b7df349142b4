import CoreText
import Foundation

/// Registers the package's fonts with the app's process, once, before any view uses them.
public enum DemoFonts {
    /// Registers `NotoSans-Regular.ttf` from the package's resource bundle.
    public static func register() {
        guard let url = Bundle.module.url(forResource: "NotoSans-Regular", withExtension: "ttf")
        else { return }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
