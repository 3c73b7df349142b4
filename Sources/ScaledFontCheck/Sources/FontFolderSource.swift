/// An app whose fonts are folders: every face there is the app's (a Linux app, or a check of
/// dictionaries against folders alone). The platform is Linux unless the request names one.
public struct FontFolderSource: AppSource {
    /// The folders of the app's fonts.
    public var fontFolders: [String]

    /// An app made of these folders.
    public init(fontFolders: [String]) {
        self.fontFolders = fontFolders
    }

    /// One app: the folders (after the registered ones), on the request's platform or Linux.
    public func apps(in context: AppSourceContext) -> [AppUnderCheck] {
        [
            AppUnderCheck(
                platform: context.platform ?? .linux, fontFolders: fontFolders,
                registeredFontFolders: context.registeredFontFolders,
                declarations: .bundledFolders)
        ]
    }
}
