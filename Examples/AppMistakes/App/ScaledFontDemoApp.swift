import SwiftUI

/// The example app with mistakes planted: text in the styles of `Mistakes.plist`, with the fonts its
/// Info.plist declares in `UIAppFonts`.
@main
struct ScaledFontDemoApp: App {
    var body: some Scene {
        WindowGroup {
            VStack(alignment: .leading, spacing: 12) {
                Text("Large title").font(.custom("NotoSerif-Blod", size: 34, relativeTo: .largeTitle))
                Text("Subheadline").font(.custom("NotoSerif-Italic", size: 15, relativeTo: .subheadline))
                Text("Body").font(.custom("NotoSerif", size: 17, relativeTo: .body))
                Text("Callout").font(.custom("HelveticaNeue", size: 16, relativeTo: .callout))
            }
            .padding()
        }
    }
}
