import SwiftUI
import WidgetKit

/// The app's widget: an app extension with its own Info.plist, which declares the one font its
/// bundle copies (`NotoSerif-Regular.ttf`), and its own styles (`WidgetStyles.plist`).
@main
struct ScaledFontWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ScaledFontWidget", provider: Provider()) { _ in
            Text("Today").font(.custom("NotoSerif-Regular", size: 17, relativeTo: .headline))
        }
    }
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}
