/// An Apple app given as its Info.plist and the folders its `UIAppFonts` entries name (or a
/// built bundle): only the listed files count as bundled. The platform is the newest iOS the
/// data knows unless the request names one.
public struct InfoPlistSource: AppSource {
    /// The app's Info.plist (XML or binary).
    public var infoPlist: String
    /// The source tree's folders whose files the entries name.
    public var fontFolders: [String]
    /// A built app bundle whose paths the entries are (then ``fontFolders`` are not searched
    /// for them).
    public var bundleRoot: String?

    /// An app declared by `infoPlist`.
    public init(infoPlist: String, fontFolders: [String], bundleRoot: String? = nil) {
        self.infoPlist = infoPlist
        self.fontFolders = fontFolders
        self.bundleRoot = bundleRoot
    }

    /// One app: its fonts are the folders and the bundle root; the entries are located in the
    /// bundle root, else by their path in the repository.
    public func apps(in context: AppSourceContext) -> [AppUnderCheck] {
        let layout: AppFonts.Layout =
            bundleRoot.map { .builtBundle(root: $0) }
            ?? .sourceTree(fontFolders: fontFolders, repository: context.repository)
        return [
            AppUnderCheck(
                platform: context.platform ?? .iOS(nil),
                fontFolders: fontFolders + (bundleRoot.map { [$0] } ?? []),
                registeredFontFolders: context.registeredFontFolders,
                declarations: .infoPlist(infoPlist, layout))
        ]
    }
}
