import DemoFonts
import SwiftUI

/// The example app: one screen of text in the styles of `Styles.plist`, with the fonts its
/// Info.plist declares in `UIAppFonts` and the one its `DemoFonts` package registers at run
/// time.
@main
struct ScaledFontDemoApp: App {
    init() {
        DemoFonts.register()
    }

    var body: some Scene {
        WindowGroup {
            VStack(alignment: .leading, spacing: 12) {
                Text("Large title").font(.custom("NotoSerif-Bold", size: 34, relativeTo: .largeTitle))
                Text("Subheadline").font(.custom("NotoSerif-Italic", size: 15, relativeTo: .subheadline))
                Text("Body").font(.custom("NotoSerif", size: 17, relativeTo: .body))
                Text("Callout").font(.custom("HelveticaNeue", size: 16, relativeTo: .callout))
            }
            .padding()
        }
    }
}
