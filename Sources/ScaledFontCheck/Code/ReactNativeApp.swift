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

    /// The React Native app of the project at `project` (an `.xcodeproj` folder), walked once;
    /// `nil` when the project is not in an `ios` folder beside a `package.json`, or when that
    /// folder leads outside `repository`.
    init?(project: String, repository: String) {
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
            files.append(item.path)
        }
        sourceFiles = files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Whether the style sheets name fonts for this target: an application target built
    /// with the iOS SDK (`iphoneos`). Extensions, and tvOS, watchOS or macOS targets, do not
    /// run the app's JavaScript.
    static func runs(in target: XcodeProject.Target, sdk: String?) -> Bool {
        target.isApplication && sdk == "iphoneos"
    }
}
