import ScaledFontCheck

extension FontCheck.InputError {
    /// The rule as `check` says it, naming the options a person typed:
    /// `'--target' chooses in an Xcode project: give --project too`.
    var commandLineMessage: String {
        let option = "'\(Self.options[input] ?? "--\(input)")'"
        switch code {
        case .needsProject: return "\(option) chooses in an Xcode project: give --project too"
        case .derivedFromProject:
            return "\(option) is what --project derives from the target: give one or the other"
        case .needsInfoPlist:
            return "\(option) locates the entries of an Info.plist: give --info-plist too"
        case .appOnLinux:
            return "\(option) checks an Apple app, whose fonts are bundled or built in: give "
                + "--platform ios, ios@VERSION, tvos, watchos or bundled, not linux"
        case .needsLinux:
            return "\(option) needs the faces on this machine: use it with --platform linux "
                + "(the platform is \(platform))"
        default: return description
        }
    }

    /// The option that gives each input of a request.
    private static let options: [FontCheck.InputError.Input: String] = [
        .targets: "--target", .configuration: "--configuration", .infoPlist: "--info-plist",
        .bundleRoot: "--bundle-root", .fontFolders: "--fonts-dir", .project: "--project",
        .boldText: "--bold-text", .text: "--text",
    ]
}
