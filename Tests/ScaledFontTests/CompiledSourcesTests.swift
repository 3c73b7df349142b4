import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The code a target compiles and the Interface Builder files it copies, which the check
    /// reads for font names: Xcode compiles a Sources phase's files and the code files of a
    /// target's synchronized folders (less its membership exceptions), and copies storyboards
    /// and xibs as resources.
    @Suite struct CompiledSourcesTests {
        /// Its Sources phase lists `ScaledFontDemoApp.swift` and `AppFonts.swift`; its
        /// Resources phase copies `Main.storyboard` (Examples/App/App.xcodeproj).
        @Test("Examples/App: the Swift files of its Sources phase, then the storyboard it copies")
        func exampleApp() throws {
            let root = TestEnvironment.packageRoot.standardizedFileURL.path
            let project = try XcodeProject(
                contentsOf: root + "/Examples/App/App.xcodeproj", repositoryRoot: root)
            let app = try unwrap(project.chooseTargets([]).first)
            try expectEqual(
                project.compiledSources(of: app),
                ["ScaledFontDemoApp.swift", "AppFonts.swift", "Main.storyboard"].map {
                    root + "/Examples/App/App/" + $0
                })
        }

        /// The Synchronized fixture, copied, with code added to each synchronized folder: the
        /// app's exception set (TestData/Projects/README.md) keeps `Info.plist` out of it and
        /// gives the widget one file of the app's folder, which is no code here.
        @Test("synchronized folders: each target's code files, storyboards included")
        func synchronized() throws {
            let scratch = try TemporaryDirectory()
            let fixture = TestPaths.testData("Projects") + "/Synchronized"
            try FileManager.default.copyItem(atPath: fixture, toPath: scratch.path + "/Sync")
            let root = scratch.path + "/Sync"
            try scratch.write("import SwiftUI\n", to: "Sync/SyncApp/ContentView.swift")
            try scratch.write("<document/>\n", to: "Sync/SyncApp/Main.storyboard")
            try scratch.write("import WidgetKit\n", to: "Sync/SyncWidget/Widget.swift")
            let project = try XcodeProject(
                contentsOf: root + "/Synchronized.xcodeproj", repositoryRoot: root)
            let targets = try project.chooseTargets(["SyncApp", "SyncWidgetExtension"])
            let sources = try targets.map { try project.compiledSources(of: $0) }
            expectEqual(
                sources,
                [
                    [root + "/SyncApp/ContentView.swift", root + "/SyncApp/Main.storyboard"],
                    [root + "/SyncWidget/Widget.swift"],
                ])
        }
    }
}
