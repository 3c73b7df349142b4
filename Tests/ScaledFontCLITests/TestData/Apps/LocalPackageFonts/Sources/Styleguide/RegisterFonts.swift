// Written for this fixture: the Styleguide module registers the fonts it bundles at run time,
// as isowords' Styleguide does, so the app's Info.plist lists none.
import CoreText
import Foundation

/// Registers every font the module bundles, for this process.
public func registerFonts() {
    for url in Bundle.module.urls(forResourcesWithExtension: "ttf", subdirectory: nil) ?? [] {
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
