internal import ScaledFontCore

/// What CocoaPods adds to a target's build that a checkout may not hold yet: the pods of the
/// nearest `Podfile.lock` whose files `pod install` has not put in the checkout.
public struct CocoaPodsBuild: Sendable, Hashable {
    /// The `Podfile.lock` nearest to the project inside the repository, `nil` when there is
    /// none.
    public let podfileLock: String?
    /// The pods it lists whose folder (`Pods/<name>` beside it) is not in the checkout.
    public let absentPods: [String]
    /// Why the lock was not read (it leads outside the repository, is too large, is not
    /// text or has no `PODS:` section), `nil` when it was read or there is none.
    public let notRead: String?

    /// Creates what CocoaPods adds to a target's build.
    public init(podfileLock: String?, absentPods: [String], notRead: String? = nil) {
        self.podfileLock = podfileLock
        self.absentPods = absentPods
        self.notRead = notRead
    }
}

extension XcodeProject {
    /// Whether a target is built with CocoaPods: a script phase of its own (`[CP] Check Pods
    /// Manifest.lock`, `[CP] Embed Pods Frameworks`) or a build configuration based on a
    /// `Pods-*.xcconfig`, as `pod install` sets them up.
    func usesCocoaPods(_ target: ProjectObject) -> Bool {
        let phases = target.identifiers("buildPhases").compactMap { objects[$0] }
        if phases.contains(where: {
            $0.isa == "PBXShellScriptBuildPhase" && ($0.string("name") ?? "").hasPrefix("[CP]")
        }) {
            return true
        }
        let configurations =
            target.string("buildConfigurationList").flatMap { objects[$0] }?.identifiers(
                "buildConfigurations") ?? []
        return configurations.compactMap { objects[$0] }.contains { configuration in
            let reference = configuration.string("baseConfigurationReference").flatMap {
                objects[$0]
            }
            let name =
                reference.flatMap { $0.string("path") ?? $0.string("name") }
                ?? configuration.string("baseConfigurationReferenceRelativePath") ?? ""
            let file = FileSystem.lastComponent(of: name)
            return file.hasPrefix("Pods-") && file.hasSuffix(".xcconfig")
        }
    }

    /// The pods of the `Podfile.lock` nearest to the project (beside it or in a folder above,
    /// inside the repository) that are not in the checkout; a lock whose real path leads
    /// outside the repository is never read.
    func cocoaPodsBuild() -> CocoaPodsBuild {
        guard
            let found = PodfileLock.nearest(
                to: FileSystem.parentFolder(of: path), root: repositoryRoot)
        else {
            return CocoaPodsBuild(podfileLock: nil, absentPods: [])
        }
        guard !found.leadsOutside else {
            return CocoaPodsBuild(
                podfileLock: found.path, absentPods: [],
                notRead: "it leads outside the repository")
        }
        switch PodfileLock.read(found.path) {
        case .success(let lock):
            return CocoaPodsBuild(podfileLock: lock.path, absentPods: lock.absentPods)
        case .failure(let reason):
            return CocoaPodsBuild(podfileLock: found.path, absentPods: [], notRead: reason.detail)
        }
    }
}
