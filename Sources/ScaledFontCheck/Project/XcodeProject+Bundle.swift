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

    /// What the target's build copies into the bundle, in build-phase order, each file and
    /// place once.
    public let files: [File]
    /// Files the project references (file references, synchronized folders) that this
    /// target does not copy; `bundlePath` is where they would land if it did.
    public let notInTarget: [File]
    /// What the project names that really leads outside the repository (through `..`, an
    /// absolute path or a symbolic link), other than a copied font: skipped, never read.
    public let skipped: [SkippedPath]
    /// The target's Run Script phases that copy fonts (their files in the checkout are in
    /// ``files``).
    public let scripts: [ScriptCopy]
    /// For a target built with CocoaPods, the pods its `Podfile.lock` lists that are not in
    /// the checkout; `nil` for a target without CocoaPods.
    public let cocoaPods: CocoaPodsBuild?
    /// The Swift packages from outside the checkout whose products the target links
    /// (``XcodeProject/remotePackages(of:)``): their code may register fonts at run time.
    public let remotePackages: [String]

    /// Creates a layout (``XcodeProject/bundle(of:)`` reads one from a project).
    public init(
        files: [File], notInTarget: [File], skipped: [SkippedPath] = [],
        scripts: [ScriptCopy] = [], cocoaPods: CocoaPodsBuild? = nil, remotePackages: [String] = []
    ) {
        self.files = files
        self.notInTarget = notInTarget
        self.skipped = skipped
        self.scripts = scripts
        self.cocoaPods = cocoaPods
        self.remotePackages = remotePackages
    }

    /// The pods a target built with CocoaPods may get fonts from that are not in the
    /// checkout (empty for a target without CocoaPods, or with every pod installed).
    public var absentPods: [String] { cocoaPods?.absentPods ?? [] }

    /// The layout with `added` copied too (files something other than the project's phases
    /// copies, such as React Native's asset linking), each taken out of ``notInTarget``;
    /// everything else as it is.
    func copying(_ added: [File]) -> AppBundleLayout {
        let addedPaths = Set(added.map { FileSystem.absoluteStandardPath($0.sourcePath) })
        return AppBundleLayout(
            files: files + added,
            notInTarget: notInTarget.filter {
                !addedPaths.contains(FileSystem.absoluteStandardPath($0.sourcePath))
            },
            skipped: skipped, scripts: scripts, cocoaPods: cocoaPods,
            remotePackages: remotePackages)
    }
}

/// A path an Xcode project names, or a symbolic link below a folder it names, whose real path
/// is outside the repository: a folder, a resource that is not a font, an `.xcconfig`. It is
/// skipped and never read (a font or Info.plist there is an error instead).
public struct SkippedPath: Sendable, Hashable {
    /// The path as the project names it (or the link's path).
    public let path: String
    /// The line in `project.pbxproj` of what names it.
    public let projectLine: Int

    /// Creates a skipped path.
    public init(path: String, projectLine: Int) {
        self.path = path
        self.projectLine = projectLine
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
        var shared = BundleReader.Shared()
        return try bundle(of: target, sharing: &shared)
    }

    /// ``bundle(of:)`` with what every target of the project reads alike (where each file the
    /// project references lands, the real path of each folder) read once into `shared` for
    /// the targets after it.
    func bundle(
        of target: Target, sharing shared: inout BundleReader.Shared
    ) throws(ScaledFontError) -> AppBundleLayout {
        guard let targetObject = targetObjects[target] else {
            return AppBundleLayout(files: [], notInTarget: [])
        }
        // The reader holds the only reference to what is shared while it reads, so that
        // adding to it copies nothing.
        var reader = BundleReader(project: self, memo: shared.memo)
        shared.memo = .init()
        defer { shared.memo = reader.memo }
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
                files += try reader.landing(
                    of: reference, prefix: prefix, line: buildFile.line, lenient: false)
            }
        }
        let owned = targetObject.identifiers("fileSystemSynchronizedGroups")
        for groupID in owned {
            files += try reader.synchronizedFiles(
                of: groupID, for: target, owned: true, lenient: false)
        }
        let ownedSet = Set(owned)
        for id in order where !ownedSet.contains(id) {
            guard objects[id]?.isa == "PBXFileSystemSynchronizedRootGroup" else { continue }
            files += try reader.synchronizedFiles(
                of: id, for: target, owned: false, lenient: false)
        }
        let scriptCopies = scriptCopies(of: targetObject.identifiers("buildPhases"))
        files += scriptCopies.files
        // A file copied twice to the same place (two references, two synchronized folders
        // on one folder) is there once.
        var placed: Set<String> = []
        files = files.filter { placed.insert($0.bundlePath + "\u{0}" + $0.sourcePath).inserted }

        let copied = Set(files.map(\.sourcePath))
        let referenced: BundleReader.Referenced
        if let known = shared.referenced {
            referenced = known
        } else {
            referenced = try referencedFiles(memo: &reader.memo)
            shared.referenced = referenced
        }
        var notInTarget: [AppBundleLayout.File] = []
        var listed: Set<String> = []
        for file in referenced.files where !copied.contains(file.sourcePath) {
            if listed.insert(file.sourcePath).inserted { notInTarget.append(file) }
        }
        var named: Set<String> = []
        let skipped = (reader.skipped + referenced.skipped).filter {
            named.insert($0.path).inserted
        }
        // The lock is read once for the project, whichever target asks first.
        var cocoaPods: CocoaPodsBuild?
        if usesCocoaPods(targetObject) {
            let build = shared.cocoaPods ?? cocoaPodsBuild()
            shared.cocoaPods = build
            cocoaPods = build
        }
        return AppBundleLayout(
            files: files, notInTarget: notInTarget, skipped: skipped,
            scripts: scriptCopies.scripts, cocoaPods: cocoaPods,
            remotePackages: remotePackages(of: target))
    }
}

extension XcodeProject {
    /// Where every file the project references would land (file references, variant groups,
    /// synchronized folders, in the project's order, whoever copies them), and what of it
    /// leads outside the repository: the same for every target, so read once for all.
    fileprivate func referencedFiles(
        memo: inout BundleReader.Memo
    ) throws(ScaledFontError) -> BundleReader.Referenced {
        var reader = BundleReader(project: self, memo: memo)
        memo = .init()
        defer { memo = reader.memo }
        var files: [AppBundleLayout.File] = []
        for id in order {
            guard let object = objects[id] else { continue }
            switch object.isa {
            case "PBXFileReference":
                guard let parent = parents[object.id], objects[parent]?.isa != "PBXVariantGroup"
                else { continue }
                files += try reader.landing(
                    of: object.id, prefix: "", line: object.line, lenient: true)
            case "PBXVariantGroup":
                files += try reader.landing(
                    of: object.id, prefix: "", line: object.line, lenient: true)
            case "PBXFileSystemSynchronizedRootGroup":
                files += try reader.synchronizedFiles(
                    of: object.id, for: nil, owned: true, lenient: true)
            default: continue
            }
        }
        return BundleReader.Referenced(files: files, skipped: reader.skipped)
    }
}

/// Reads one target's bundle: each folder is walked once, however many references and
/// synchronized folders name it, and what leads outside the repository is collected.
struct BundleReader {
    /// What the bundles of several targets of one project share.
    struct Shared {
        /// What is known of the project's references and folders.
        var memo = Memo()
        /// Where each file the project references lands, once read.
        var referenced: Referenced?
        /// The real path of each copied file asked for (a file that has none: its path).
        var realPaths: [String: String] = [:]
        /// The pods of the project's `Podfile.lock`, once read.
        var cocoaPods: CocoaPodsBuild?
    }

    /// The place of each reference and the real path of each folder, found once.
    struct Memo {
        /// The real path of each folder met (``XcodeProject/place(of:line:folders:)``).
        var realFolders: [String: String?] = [:]
        /// The place of each reference placed without an error, by its identifier.
        var places: [String: XcodeProject.Place?] = [:]
    }

    /// Where the files the project references land, and the paths of them skipped.
    struct Referenced {
        let files: [AppBundleLayout.File]
        let skipped: [SkippedPath]
    }

    let project: XcodeProject
    /// The paths skipped because they lead outside the repository, in the order met.
    private(set) var skipped: [SkippedPath] = []
    /// Each folder's files, by whether wrappers stop the walk and the folder's path.
    private var walks: [String: [String]] = [:]
    /// The places and real folders found (by this reader or an earlier one of the project).
    var memo: Memo
    /// The folder references already landed, by their place in the bundle and on disk: a
    /// second reference to the same folder adds nothing.
    private var landedFolders: Set<String> = []

    init(project: XcodeProject, memo: Memo = Memo()) {
        self.project = project
        self.memo = memo
    }

    /// The files below `folder` (``XcodeProject/files(below:line:stoppingAtWrappers:skipped:)``),
    /// walked on the first call only.
    private mutating func files(
        below folder: String, line: Int, stoppingAtWrappers: Bool
    ) throws(ScaledFontError) -> [String] {
        let key = (stoppingAtWrappers ? "w:" : "f:") + folder
        if let known = walks[key] { return known }
        let found = try project.files(
            below: folder, line: line, stoppingAtWrappers: stoppingAtWrappers,
            skipped: &skipped)
        walks[key] = found
        return found
    }

    /// The place of `id`, or `nil` when it is not in the source tree or leads outside the
    /// repository (then skipped, named; a font the build copies from there is an error).
    /// `lenient`: an error gives `nil` instead, for a reference the target does not copy.
    private mutating func place(
        of id: String, line: Int, lenient: Bool
    ) throws(ScaledFontError) -> String? {
        let place: XcodeProject.Place?
        if let known = memo.places[id] {
            place = known
        } else {
            do {
                place = try project.place(of: id, line: line, folders: &memo.realFolders)
            } catch {
                if lenient { return nil }
                throw error
            }
            memo.places[id] = place
        }
        guard let place else { return nil }
        guard place.isOutside else { return place.path }
        if !lenient, project.objects[id]?.isa == "PBXFileReference",
            FontFolderScan.looksLikeFont(place.path)
        {
            throw project.outsideError(place.path, line: line, "the build copies the font")
        }
        skipped.append(SkippedPath(path: place.path, projectLine: line))
        return nil
    }

    /// Where the item `id` of a build phase lands: a file by name, a variant group's variants
    /// in `xx.lproj/`, a folder reference with its files. `lenient`: a reference that cannot
    /// be placed gives nothing instead of an error.
    mutating func landing(
        of id: String, prefix: String, line: Int, lenient: Bool
    ) throws(ScaledFontError) -> [AppBundleLayout.File] {
        guard let object = project.objects[id] else {
            if lenient { return [] }
            throw project.error(
                .projectMalformed, line: line, "the build file names a missing object \(id)")
        }
        switch object.isa {
        case "PBXVariantGroup":
            var result: [AppBundleLayout.File] = []
            for child in object.identifiers("children") {
                guard let source = try place(of: child, line: line, lenient: lenient) else {
                    continue
                }
                let parent = FileSystem.lastComponent(of: FileSystem.parentFolder(of: source))
                let folder =
                    parent.hasSuffix(".lproj")
                    ? parent : (project.objects[child]?.string("name") ?? "Base") + ".lproj"
                result.append(
                    .init(
                        bundlePath: prefix + folder + "/" + FileSystem.lastComponent(of: source),
                        sourcePath: source, projectLine: line))
            }
            return result
        case "PBXFileReference", "PBXGroup", "XCVersionGroup":
            guard let source = try place(of: id, line: line, lenient: lenient) else { return [] }
            let name = FileSystem.lastComponent(of: source)
            let type = object.string("lastKnownFileType") ?? object.string("explicitFileType")
            guard type == "folder" else {
                return [.init(bundlePath: prefix + name, sourcePath: source, projectLine: line)]
            }
            guard landedFolders.insert(prefix + name + "\u{0}" + source).inserted else {
                return []
            }
            return try files(below: source, line: line, stoppingAtWrappers: false).map {
                relative in
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
    /// An exception applies to its path and everything below it, looked up by each file's
    /// folders, so that the cost is the files times their depth, whatever the exceptions.
    mutating func synchronizedFiles(
        of groupID: String, for target: XcodeProject.Target?, owned: Bool, lenient: Bool
    ) throws(ScaledFontError) -> [AppBundleLayout.File] {
        guard let group = project.objects[groupID] else { return [] }
        var exceptions: Set<Substring> = []
        for setID in group.identifiers("exceptions") {
            guard let set = project.objects[setID],
                set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                let target, set.string("target") == target.identifier
            else { continue }
            for path in set.identifiers("membershipExceptions") {
                exceptions.insert(Substring(path))
            }
        }
        if !owned, exceptions.isEmpty { return [] }
        guard let root = try place(of: groupID, line: group.line, lenient: lenient) else {
            return []
        }
        /// The first of `path` and the folders above it, longest first, in `folders`.
        func enclosing(_ path: String, in folders: Set<Substring>) -> Substring? {
            guard !folders.isEmpty else { return nil }
            var candidate = Substring(path)
            while true {
                if folders.contains(candidate) { return candidate }
                guard let slash = candidate.lastIndex(of: "/") else { return nil }
                candidate = candidate[..<slash]
            }
        }
        let explicitFolders = Set(group.identifiers("explicitFolders").map { Substring($0) })
        let found = try files(below: root, line: group.line, stoppingAtWrappers: true)
        return found.compactMap { relative in
            let isException = enclosing(relative, in: exceptions) != nil
            guard isException != owned else { return nil }
            var bundlePath = FileSystem.lastComponent(of: relative)
            let parent = FileSystem.lastComponent(of: FileSystem.parentFolder(of: relative))
            if parent.hasSuffix(".lproj") { bundlePath = parent + "/" + bundlePath }
            if let folder = enclosing(relative, in: explicitFolders) {
                bundlePath =
                    FileSystem.lastComponent(of: String(folder)) + relative.dropFirst(folder.count)
            }
            return .init(
                bundlePath: bundlePath, sourcePath: root + "/" + relative,
                projectLine: group.line)
        }
    }
}
