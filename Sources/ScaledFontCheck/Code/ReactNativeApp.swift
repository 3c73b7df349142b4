internal import ScaledFontCore

/// The React Native app an Xcode project belongs to: a project in a folder named `ios` whose
/// parent holds `package.json` is the iOS side of the app rooted at that parent, and the app's
/// style sheets (every `.js`, `.jsx`, `.ts` and `.tsx` file below the root, outside
/// `node_modules` and the other folders discovery leaves out) name the fonts of its iOS
/// application targets.
struct ReactNativeApp: Sendable {
    /// The folder holding `package.json` above `ios/`.
    let root: String
    /// The style sheet files below the root, sorted by path.
    let sourceFiles: [String]
    /// The font files of the folders `react-native.config.js` names in `assets` (inside the
    /// root), sorted by path: React Native's asset linking copies them into the iOS app.
    let assetFonts: [String]

    /// The most bytes of `react-native.config.js` read.
    static let maximumConfigurationSize = 1 << 20

    /// The React Native app of the project at `project` (an `.xcodeproj` folder), walked once
    /// unless `styleSheets` gives the style sheets a walk of the repository found (absolute
    /// paths, with the same folders left out): those below the app's root are taken; `nil`
    /// when the project is not in an `ios` folder beside a `package.json`, or when that folder
    /// leads outside `repository`.
    init?(project: String, repository: String, styleSheets: [String]? = nil) {
        let iosFolder = FileSystem.parentFolder(of: FileSystem.absoluteStandardPath(project))
        guard FileSystem.lastComponent(of: iosFolder) == "ios" else { return nil }
        let root = FileSystem.parentFolder(of: iosFolder)
        guard
            FileSystem.isWithin(root, folder: FileSystem.absoluteStandardPath(repository)),
            case .inside = FileSystem.containment(of: root, in: repository),
            FileSystem.isRegularFile(root + "/package.json")
        else { return nil }
        self.root = root
        var files: [String] = []
        if let styleSheets {
            files = styleSheets.filter { FileSystem.isWithin($0, folder: root) }
        } else {
            Self.walk(root) { files.append($0) }
        }
        sourceFiles = files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let folders = Self.assetFolders(root: root).map {
            FileSystem.absoluteStandardPath(root + "/" + $0)
        }.filter { path in
            guard FileSystem.isWithin(path, folder: root),
                case .inside = FileSystem.containment(of: path, in: root)
            else { return false }
            return true
        }
        assetFonts = XcodeProject.fontFiles(below: folders)
    }

    /// Calls `found` with each style sheet below `root`, outside the folders discovery
    /// leaves out (``RepositoryDiscovery/excludedFolders`` and hidden ones), links leading
    /// out of `root` not followed.
    private static func walk(_ root: String, _ found: (String) -> Void) {
        FolderWalk.walk(
            root, entryLimit: RepositoryDiscovery.maximumEntries,
            entering: { folder in
                folder.path == root
                    || !(RepositoryDiscovery.excludedFolders.contains(folder.name)
                        || folder.name.hasPrefix("."))
            }
        ) { event in
            guard case .file(let item) = event,
                RepositoryDiscovery.SourceFile.Kind(fileName: item.name) == .javaScript
            else { return }
            found(item.path)
        }
    }

    /// The string literals of the `assets` array of the root's `react-native.config.js`
    /// (`assets: ['./assets/fonts']`), read with the JavaScript lexer, never run: a list built
    /// otherwise gives none.
    private static func assetFolders(root: String) -> [String] {
        guard
            let bytes = try? BoundedFile.contents(
                of: root + "/react-native.config.js", maximumSize: maximumConfigurationSize,
                kind: "react-native.config.js")
        else { return [] }
        let text = Array(bytes)
        var lexer = JavaScriptLexer(text, jsx: false)
        var recent: [String] = []
        var folders: [String] = []
        var inList = false
        while let token = lexer.next() {
            let spelled =
                token.kind == .string
                ? JavaScriptLexer.stringValue(text[token.range])
                : String(decoding: text[token.range], as: UTF8.self)
            if inList {
                if token.kind == .string {
                    folders.append(spelled)
                } else if token.kind == .punctuation, spelled == "]" {
                    inList = false
                } else if !(token.kind == .punctuation && spelled == ",") {
                    inList = false
                }
                continue
            }
            recent.append(spelled)
            if recent.count > 3 { recent.removeFirst() }
            inList = recent == ["assets", ":", "["]
        }
        return folders
    }

    /// `bundle` with the asset fonts it does not copy already added at its root by file
    /// name, as React Native's asset linking copies them (for an iOS application target).
    func copyingAssets(into bundle: AppBundleLayout) -> AppBundleLayout {
        let copied = Set(bundle.files.map(\.bundlePath))
        let added = assetFonts.filter { !copied.contains(FileSystem.lastComponent(of: $0)) }
        guard !added.isEmpty else { return bundle }
        return bundle.copying(
            added.map {
                AppBundleLayout.File(
                    bundlePath: FileSystem.lastComponent(of: $0), sourcePath: $0, projectLine: 0)
            })
    }

    /// Whether the style sheets name fonts for this target: an application target built
    /// with the iOS SDK (`iphoneos`). Extensions, and tvOS, watchOS or macOS targets, do not
    /// run the app's JavaScript.
    static func runs(in target: XcodeProject.Target, sdk: String?) -> Bool {
        target.isApplication && sdk == "iphoneos"
    }
}
