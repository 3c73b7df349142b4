extension FontCheck {
    /// A request whose inputs do not go together: what the rule is, the input it is about and
    /// the platform the request resolves to. ``FontCheck/validate()`` throws it before anything
    /// is read.
    public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which rule the request breaks: a struct with static members, so a new rule is not
        /// a breaking change.
        public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
            /// The rule's name, as the code that uses it spells it.
            public let rawValue: String

            /// The rule called `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Targets or a build configuration chosen without a project to choose them in.
            public static let needsProject = Code(rawValue: "needsProject")
            /// An Info.plist, a bundle root or font folders given with a project, which
            /// derives them from each target.
            public static let derivedFromProject = Code(rawValue: "derivedFromProject")
            /// A bundle root without the Info.plist whose entries it locates.
            public static let needsInfoPlist = Code(rawValue: "needsInfoPlist")
            /// An Apple app (an Info.plist or a project) checked for Linux.
            public static let appOnLinux = Code(rawValue: "appOnLinux")
            /// Bold Text faces or a coverage text, which need the faces on this machine, for
            /// another platform than Linux.
            public static let needsLinux = Code(rawValue: "needsLinux")

            /// The raw value.
            public var description: String { rawValue }
        }

        /// An input of a request, as the rules name it.
        public struct Input: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
            /// The input's name, as the code that uses it spells it.
            public let rawValue: String

            /// The input called `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// ``FontCheck/targets``.
            public static let targets = Input(rawValue: "targets")
            /// ``FontCheck/configuration``.
            public static let configuration = Input(rawValue: "configuration")
            /// ``FontCheck/infoPlist``.
            public static let infoPlist = Input(rawValue: "infoPlist")
            /// ``FontCheck/bundleRoot``.
            public static let bundleRoot = Input(rawValue: "bundleRoot")
            /// ``FontCheck/fontFolders``.
            public static let fontFolders = Input(rawValue: "fontFolders")
            /// ``FontCheck/project``.
            public static let project = Input(rawValue: "project")
            /// ``DictionaryCheck/Options/boldText``.
            public static let boldText = Input(rawValue: "boldText")
            /// ``DictionaryCheck/Options/text``.
            public static let text = Input(rawValue: "text")

            /// The raw value.
            public var description: String { rawValue }
        }

        /// The rule broken.
        public let code: Code
        /// The input the rule is about (the first, when several break it).
        public let input: Input
        /// The platform the request resolves to (``FontCheck/resolvedPlatform``).
        public let platform: Platform

        /// Creates an error.
        public init(_ code: Code, input: Input, platform: Platform) {
            self.code = code
            self.input = input
            self.platform = platform
        }

        /// Whether the rule is about the platform (``Code/appOnLinux``,
        /// ``Code/needsLinux``) rather than about which inputs are given.
        public var isAboutPlatform: Bool { code == .appOnLinux || code == .needsLinux }

        /// What is wrong, in the library's terms.
        public var description: String {
            switch code {
            case .needsProject: "\(input) chooses in an Xcode project: give a project too"
            case .derivedFromProject:
                "\(input) is what a project derives from each target: give one or the other"
            case .needsInfoPlist:
                "\(input) locates the entries of an Info.plist: give an Info.plist too"
            case .appOnLinux:
                "\(input) is an Apple app, whose fonts are bundled or built in: check it for "
                    + "ios, ios@VERSION, tvos, watchos or bundled, not linux"
            case .needsLinux:
                "\(input) needs the faces on this machine: check for linux (the platform is "
                    + "\(platform))"
            default: "\(code): \(input)"
            }
        }
    }

    /// Checks that the request's inputs go together, before anything is read, in this order:
    /// targets or a configuration need a project; a project derives the Info.plist, the bundle
    /// root and the font folders, so none of them is given with it; a bundle root needs an
    /// Info.plist; an Apple app (an Info.plist or a project) is not checked for Linux; Bold
    /// Text and a coverage text need the faces here, so Linux.
    ///
    /// - Throws: ``InputError`` for the first rule broken.
    public func validate() throws(InputError) {
        let resolved = resolvedPlatform
        if project == nil, !targets.isEmpty || configuration != nil {
            throw InputError(
                .needsProject, input: targets.isEmpty ? .configuration : .targets,
                platform: resolved)
        }
        if project != nil {
            let given: [(InputError.Input, Bool)] = [
                (.infoPlist, infoPlist != nil), (.bundleRoot, bundleRoot != nil),
                (.fontFolders, !fontFolders.isEmpty),
            ]
            if let (input, _) = given.first(where: \.1) {
                throw InputError(.derivedFromProject, input: input, platform: resolved)
            }
        }
        if bundleRoot != nil, infoPlist == nil {
            throw InputError(.needsInfoPlist, input: .bundleRoot, platform: resolved)
        }
        if isApp, resolved == .linux {
            throw InputError(
                .appOnLinux, input: infoPlist != nil ? .infoPlist : .project,
                platform: resolved)
        }
        if resolved != .linux, options.boldText || options.text != nil {
            throw InputError(
                .needsLinux, input: options.boldText ? .boldText : .text, platform: resolved)
        }
    }

    /// Whether the request is an Apple app's: an Info.plist, a project, or a repository's
    /// projects.
    var isApp: Bool { infoPlist != nil || project != nil || discoversRepository }
}
