internal import ScaledFontCore

extension XcodeProject {
    /// The code a target compiles and the Interface Builder files it copies: the files of its
    /// Sources build phase, the code files of its synchronized folders (less their membership
    /// exceptions), and the storyboards and xibs of its bundle, each once, in that order. A
    /// reference that leads outside the repository or names a missing object is left out:
    /// code is read, never required.
    ///
    /// - Throws: ``ScaledFontError`` `.projectMalformed` for a synchronized folder with more
    ///   than ``maximumListedFiles`` files.
    public func compiledSources(of target: Target) throws(ScaledFontError) -> [String] {
        try compiledSources(of: target, bundle: bundle(of: target))
    }

    /// ``compiledSources(of:)`` with the target's bundle already read.
    func compiledSources(
        of target: Target, bundle: AppBundleLayout
    ) throws(ScaledFontError) -> [String] {
        guard let targetObject = targetObjects[target] else { return [] }
        var sources: [String] = []
        var seen: Set<String> = []
        func add(_ path: String) {
            if Self.isCode(path), seen.insert(path).inserted { sources.append(path) }
        }
        let placed = try compiledFiles(of: targetObject)
        for path in placed { add(path) }
        for file in bundle.files { add(file.sourcePath) }
        return sources
    }

    /// The files of a target's Sources build phases and the files of its synchronized
    /// folders, as the bundle reader places them (leniently).
    private func compiledFiles(of targetObject: ProjectObject) throws(ScaledFontError) -> [String] {
        var reader = BundleReader(project: self)
        var paths: [String] = []
        for phaseID in targetObject.identifiers("buildPhases") {
            guard let phase = objects[phaseID], phase.isa == "PBXSourcesBuildPhase" else {
                continue
            }
            for buildFileID in phase.identifiers("files") {
                guard let buildFile = objects[buildFileID],
                    let reference = buildFile.string("fileRef")
                else { continue }
                paths += try reader.landing(
                    of: reference, prefix: "", line: buildFile.line, lenient: true
                ).map(\.sourcePath)
            }
        }
        return paths
    }

    /// Whether `path` names a file whose font names the check reads in an Xcode target:
    /// Swift, Objective-C (and its headers) and Interface Builder documents, told by their
    /// extension as the repository walk tells them (React Native's JavaScript is no target's:
    /// ``XcodeProjectSource`` adds a React Native app's style sheets to its iOS application
    /// targets).
    static func isCode(_ path: String) -> Bool {
        guard
            let kind = RepositoryDiscovery.SourceFile.Kind(
                fileName: FileSystem.lastComponent(of: path))
        else { return false }
        return kind != .javaScript
    }
}
