/// A note for a person about where the fonts were looked for: it never fails a check. The
/// values it is about (folders, files, versions) are fields; ``message(showingPath:)`` makes
/// the sentence.
public enum FontSearchFinding: Sendable, Hashable, CustomStringConvertible {
    /// A registered font folder's entry was left out (see ``FolderFinding``).
    case folder(FolderFinding)
    /// No public record of the fonts of the iOS version asked for exists: the newest record
    /// answers instead.
    case versionNotRecorded(asked: OSVersion, newestRecorded: OSVersion)
    /// No record of the iOS version's major version exists (iOS 10, 11.0 to 11.3): the
    /// nearest earlier record answers instead.
    case majorVersionNotRecorded(asked: OSVersion, record: PlatformRecord)
    /// A target of the app's Xcode project sets no deployment target
    /// (`IPHONEOS_DEPLOYMENT_TARGET` and the like): the newest record answers.
    case deploymentTargetNotSet(target: String, platform: String)
    /// A path the app's Xcode project names (a folder, a resource that is not a font, an
    /// `.xcconfig`, or a symbolic link below a folder it names) really leads outside the
    /// repository: it is skipped, never read.
    case outsideRepository(path: String, project: String, line: Int)
    /// A font folder or bundle root given inside the repository is a symbolic link leading
    /// outside it: it is skipped, never read.
    case linkOutsideRepository(path: String)
    /// A local Swift package a target links could not be read, or not all of it (a list its
    /// manifest builds in code): the font names of what is not read are not checked.
    case localPackageNotRead(package: String, target: String, detail: String)
    /// The `Podfile.lock` of a target built with CocoaPods could not be read (it leads
    /// outside the repository, is too large, is not text, has no `PODS:` section): which of
    /// its pods are absent from the checkout is not known, so its fonts are checked as the
    /// checkout holds them.
    case podfileLockNotRead(path: String, target: String, detail: String)
    /// A style dictionary of the repository that no target checked copies into its bundle
    /// (a repository checked as found): not checked.
    case dictionaryNotCopied(path: String)
    /// A target of a repository checked as found that runs on tvOS or watchOS: checked for
    /// that platform, not for iOS.
    case notIOS(target: String, project: String, platform: String)
    /// An entry the walk of a repository checked as found left out (see
    /// ``RepositoryDiscovery/Note``).
    case leftOutOfWalk(path: String, reason: RepositoryDiscovery.Note.Reason)

    /// The sentence, each path shown by `showPath`.
    public func message(showingPath showPath: (String) -> String) -> String {
        switch self {
        case .folder(let note):
            note.message(showingPath: showPath)
        case .versionNotRecorded(let asked, let newest):
            "no public record of the fonts of iOS \(asked) exists: checking against iOS "
                + "\(newest), the newest recorded"
        case .majorVersionNotRecorded(let asked, let record):
            "no public record of the fonts of iOS \(asked.components[0]) exists: checking iOS "
                + "\(asked) against iOS \(record.label), the nearest earlier record"
        case .deploymentTargetNotSet(let target, let platform):
            "target '\(target)' sets no deployment target (IPHONEOS_DEPLOYMENT_TARGET): "
                + "checking against \(platform), the newest record"
        case .outsideRepository(let path, let project, let line):
            "\(showPath(project)), line \(line): '\(showPath(path))' leads outside the "
                + "repository: skipped, not read"
        case .linkOutsideRepository(let path):
            "'\(showPath(path))' is a symbolic link leading outside the repository: skipped, "
                + "not read"
        case .localPackageNotRead(let package, let target, let detail):
            "the local package \(showPath(package)) that target '\(target)' links: \(detail)"
        case .podfileLockNotRead(let path, let target, let detail):
            "\(showPath(path)), the Podfile.lock of target '\(target)', is not read: \(detail); "
                + "its pods are taken as installed"
        case .dictionaryNotCopied(let path):
            "'\(showPath(path))' is a style dictionary no target copies into its bundle: not "
                + "checked (add it to a target's Copy Bundle Resources, or name it to check it "
                + "for every target)"
        case .notIOS(let target, let project, let platform):
            "target '\(target)' of \(showPath(project)) runs on \(platform): checked for "
                + "\(platform), not for iOS"
        case .leftOutOfWalk(let path, let reason):
            "'\(showPath(path))' \(Self.walkReason(reason)): not searched for projects or "
                + "dictionaries"
        }
    }

    /// Why the walk of a repository left an entry out, after its path.
    private static func walkReason(_ reason: RepositoryDiscovery.Note.Reason) -> String {
        switch reason {
        case .linkOutsideRoot(let real): "is a symbolic link to '\(real)', outside the root"
        case .unreadableFolder: "is a folder that cannot be opened"
        case .folderReachedTwice: "is a folder already searched, reached again by a link"
        case .linkLoop: "is a symbolic link that leads back to itself"
        case .nameNotUTF8: "has a name that is not UTF-8"
        case .entryLimit(let limit): "is where the search ended, after \(limit) names"
        }
    }

    /// The sentence with paths as given.
    public var description: String { message { $0 } }
}

/// The former name of ``FontSearchFinding``.
@available(*, deprecated, renamed: "FontSearchFinding")
public typealias CheckNote = FontSearchFinding
