internal import ScaledFontCore

/// The files a target's build copies into its app bundle, and the files the project
/// references that it does not copy.
public struct AppBundleLayout: Sendable, Hashable {
    /// One file and where it lands.
    public struct File: Sendable, Hashable {
        /// Where the file lands, relative to the bundle root (`Lora-Bold.ttf`,
        /// `Fonts/Lora-Bold.ttf`, `fr.lproj/Localizable.strings`).
        public let bundlePath: String
        /// The file in the source tree (relative to the current folder when the project's
        /// path is).
        public let sourcePath: String
        /// The line in `project.pbxproj` of what puts it there: the build file, the file
        /// reference, or the synchronized folder.
        public let projectLine: Int

        /// Creates a file's place.
        public init(bundlePath: String, sourcePath: String, projectLine: Int) {
            self.bundlePath = bundlePath
            self.sourcePath = sourcePath
            self.projectLine = projectLine
        }
    }

    /// What the target's build copies into the bundle, in build-phase order.
    public let files: [File]
    /// Files the project references (file references, synchronized folders) that this
    /// target does not copy; `bundlePath` is where they would land if it did.
    public let notInTarget: [File]

    /// Creates a layout (``XcodeProject/bundle(of:)`` reads one from a project).
    public init(files: [File], notInTarget: [File]) {
        self.files = files
        self.notInTarget = notInTarget
    }
}

extension XcodeProject {
    /// The bundle a target's build makes, as far as resources go.
    ///
    /// - The files of the target's Copy Bundle Resources phase (`PBXResourcesBuildPhase`),
    ///   and of its Copy Files phases into Resources (`dstSubfolderSpec = 7`, under their
    ///   `dstPath`).
    /// - A file reference lands at the bundle root under its file name, wherever its groups
    ///   put it on disk; a `PBXVariantGroup`'s variants land in their `xx.lproj/` folders; a
    ///   folder reference (`lastKnownFileType = folder`) lands whole, its files at
    ///   `Folder/sub/...`.
    /// - A synchronized folder (`PBXFileSystemSynchronizedRootGroup`) in the target's
    ///   `fileSystemSynchronizedGroups` gives every file below it, at the bundle root by file
    ///   name (a file in an `xx.lproj` folder in that folder; an asset catalog or other folder
    ///   with an extension as one item; a folder in its `explicitFolders` whole), except the
    ///   paths in the
    ///   `membershipExceptions` of its exception sets for the target; for a target that does
    ///   not list the folder, those exceptions are the files it does include.
    ///
    /// - Throws: ``ScaledFontError`` `.projectMalformed` for a copied file that resolves
    ///   outside the repository (a reference the target does not copy is left out instead),
    ///   a missing object, or a folder with more than ``maximumListedFiles`` files.
    public func bundle(of target: Target) throws(ScaledFontError) -> AppBundleLayout {
        guard let targetObject = targetObjects[target] else {
            return AppBundleLayout(files: [], notInTarget: [])
        }
        var files: [AppBundleLayout.File] = []
        for phaseID in targetObject.identifiers("buildPhases") {
            guard let phase = objects[phaseID] else { continue }
            var prefix = ""
            switch phase.isa {
            case "PBXResourcesBuildPhase": break
            case "PBXCopyFilesBuildPhase" where phase.string("dstSubfolderSpec") == "7":
                prefix = Self.standardPath(phase.string("dstPath") ?? "")
                prefix = prefix == "." ? "" : prefix + "/"
            default: continue
            }
            for buildFileID in phase.identifiers("files") {
                guard let buildFile = objects[buildFileID],
                    let reference = buildFile.string("fileRef")
                else { continue }
                files += try landing(
                    of: reference, prefix: prefix, line: buildFile.line, lenient: false)
            }
        }
        for groupID in targetObject.identifiers("fileSystemSynchronizedGroups") {
            files += try synchronizedFiles(of: groupID, for: target, owned: true, lenient: false)
        }
        for group in objects.values where group.isa == "PBXFileSystemSynchronizedRootGroup" {
            if targetObject.identifiers("fileSystemSynchronizedGroups").contains(group.id) {
                continue
            }
            files += try synchronizedFiles(of: group.id, for: target, owned: false, lenient: false)
        }

        let copied = Set(files.map(\.sourcePath))
        var notInTarget: [AppBundleLayout.File] = []
        var listed: Set<String> = []
        for object in objects.values.sorted(by: { $0.line < $1.line }) {
            let candidates: [AppBundleLayout.File]
            switch object.isa {
            case "PBXFileReference":
                guard let parent = parents[object.id], objects[parent]?.isa != "PBXVariantGroup"
                else { continue }
                candidates = try landing(
                    of: object.id, prefix: "", line: object.line, lenient: true)
            case "PBXVariantGroup":
                candidates = try landing(
                    of: object.id, prefix: "", line: object.line, lenient: true)
            case "PBXFileSystemSynchronizedRootGroup":
                candidates = try synchronizedFiles(
                    of: object.id, for: nil, owned: true, lenient: true)
            default: continue
            }
            for file in candidates where !copied.contains(file.sourcePath) {
                if listed.insert(file.sourcePath).inserted { notInTarget.append(file) }
            }
        }
        return AppBundleLayout(files: files, notInTarget: notInTarget)
    }

    /// Where the item `id` of a build phase lands: a file by name, a variant group's variants
    /// in `xx.lproj/`, a folder reference with its files. `lenient`: a reference outside the
    /// repository gives nothing instead of an error.
    private func landing(
        of id: String, prefix: String, line: Int, lenient: Bool
    ) throws(ScaledFontError) -> [AppBundleLayout.File] {
        guard let object = objects[id] else {
            throw error(
                .projectMalformed, line: line, "the build file names a missing object \(id)")
        }
        func located(_ id: String) throws(ScaledFontError) -> String? {
            do {
                return try location(of: id, line: line)
            } catch {
                if lenient { return nil }
                throw error
            }
        }
        switch object.isa {
        case "PBXVariantGroup":
            var result: [AppBundleLayout.File] = []
            for child in object.identifiers("children") {
                guard let source = try located(child) else { continue }
                let parent = FileSystem.lastComponent(of: FileSystem.parentFolder(of: source))
                let folder =
                    parent.hasSuffix(".lproj")
                    ? parent : (objects[child]?.string("name") ?? "Base") + ".lproj"
                result.append(
                    .init(
                        bundlePath: prefix + folder + "/" + FileSystem.lastComponent(of: source),
                        sourcePath: source, projectLine: line))
            }
            return result
        case "PBXFileReference", "PBXGroup", "XCVersionGroup":
            guard let source = try located(id) else { return [] }
            let name = FileSystem.lastComponent(of: source)
            let type = object.string("lastKnownFileType") ?? object.string("explicitFileType")
            guard type == "folder" else {
                return [.init(bundlePath: prefix + name, sourcePath: source, projectLine: line)]
            }
            return try files(below: source, line: line).map { relative in
                .init(
                    bundlePath: prefix + name + "/" + relative,
                    sourcePath: source + "/" + relative, projectLine: line)
            }
        default:
            return []
        }
    }

    /// The files a synchronized folder gives `target`: every file below it but the target's
    /// exceptions when `owned`, only those exceptions when not. With no target, every file.
    private func synchronizedFiles(
        of groupID: String, for target: Target?, owned: Bool, lenient: Bool
    ) throws(ScaledFontError) -> [AppBundleLayout.File] {
        guard let group = objects[groupID] else { return [] }
        var exceptions: [String] = []
        for setID in group.identifiers("exceptions") {
            guard let set = objects[setID],
                set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                let target, set.string("target") == target.identifier
            else { continue }
            exceptions += set.identifiers("membershipExceptions")
        }
        if !owned, exceptions.isEmpty { return [] }
        let root: String
        do {
            guard let located = try location(of: groupID, line: group.line) else { return [] }
            root = located
        } catch {
            if lenient { return [] }
            throw error
        }
        func isBelow(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder + "/")
        }
        let explicitFolders = group.identifiers("explicitFolders")
        return try files(below: root, line: group.line, stoppingAtWrappers: true).compactMap {
            relative in
            let isException = exceptions.contains { isBelow(relative, $0) }
            guard isException != owned else { return nil }
            var bundlePath = FileSystem.lastComponent(of: relative)
            let parent = FileSystem.lastComponent(of: FileSystem.parentFolder(of: relative))
            if parent.hasSuffix(".lproj") { bundlePath = parent + "/" + bundlePath }
            if let folder = explicitFolders.first(where: { isBelow(relative, $0) }) {
                bundlePath =
                    FileSystem.lastComponent(of: folder) + relative.dropFirst(folder.count)
            }
            return .init(
                bundlePath: bundlePath, sourcePath: root + "/" + relative,
                projectLine: group.line)
        }
    }
}
