internal import ScaledFontCore

extension XcodeProject {
    /// The most files listed below one folder reference or synchronized folder, and the
    /// deepest folder nesting followed: a project pointing at a huge tree costs bounded time.
    public static let maximumListedFiles = 20_000
    static let maximumListedDepth = 32

    /// The font files (by name, ``FontFolderScan/looksLikeFont(_:)``) below `folders`, at
    /// most ``maximumListedFiles`` entries walked in each, sorted by path: the fonts of a
    /// local package's resources, or of React Native's asset folders.
    static func fontFiles(below folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            FolderWalk.walk(folder, entryLimit: maximumListedFiles) { event in
                if case .file(let item) = event, FontFolderScan.looksLikeFont(item.path) {
                    files.append(item.path)
                }
            }
        }
        return files.sorted()
    }

    /// The longest path a group chain may make, in bytes (Linux's `PATH_MAX`): a longer one
    /// names nothing that can be opened, and a chain of thousands of groups costs bounded
    /// memory.
    static let maximumPathBytes = 4096

    /// Where a group or file reference is on disk, as its group chain places it.
    enum Location: Sendable {
        /// The path (relative to the current folder when the project's path is), as joined.
        case path(String)
        /// Not in the source tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`).
        case elsewhere
        /// Longer than ``maximumPathBytes``.
        case tooLong
    }

    /// A path on disk of the project's, contained by its real path.
    struct Place: Sendable {
        /// The path, standard (relative to the current folder when the project's path is).
        let path: String
        /// Whether its real path (or, when it does not exist, its nearest existing folder's)
        /// is outside the repository: nothing there is read.
        let isOutside: Bool
    }

    /// The location of every object, each group's folder resolved once: a `sourceTree =
    /// "<group>"` item is inside its group's folder (a group with only a `name` adds no
    /// folder), `SOURCE_ROOT` inside the source root, `<absolute>` where it says. Each chain is
    /// walked up only to the first group already placed, so the whole costs time in
    /// proportion to the objects.
    ///
    /// - Throws: `.projectMalformed` naming the groups when groups contain each other, whether
    ///   or not a copied file sits below them.
    static func locations(
        of objects: [String: ProjectObject], order: [String], parents: [String: String],
        sourceRoot: String, file: String
    ) throws(ScaledFontError) -> [String: Location] {
        func joined(_ base: String, _ path: String) -> Location {
            let path = path.isEmpty ? base : base + "/" + path
            return path.utf8.count > maximumPathBytes ? .tooLong : .path(path)
        }
        /// Where `object` is, given its group's location (`nil`: it has no group).
        func own(_ object: ProjectObject?, in group: Location?) -> Location {
            let path = object?.string("path") ?? ""
            switch object?.string("sourceTree") ?? "<group>" {
            case "<group>" where path.hasPrefix("/"): return joined(path, "")
            case "<group>":
                switch group {
                case nil: return joined(sourceRoot, path)
                case .path(let folder): return joined(folder, path)
                case .elsewhere?: return .elsewhere
                case .tooLong?: return .tooLong
                }
            case "SOURCE_ROOT":
                return path.hasPrefix("/") ? joined(path, "") : joined(sourceRoot, path)
            case "<absolute>": return joined(path.hasPrefix("/") ? path : "/" + path, "")
            default: return .elsewhere
            }
        }
        /// Whether `object`'s location does not depend on its group's.
        func standsAlone(_ object: ProjectObject?) -> Bool {
            let tree = object?.string("sourceTree") ?? "<group>"
            return tree != "<group>" || object?.string("path")?.hasPrefix("/") == true
        }
        var result: [String: Location] = [:]
        result.reserveCapacity(order.count)
        var onChain: [String: Int] = [:]
        for start in order where result[start] == nil {
            var chain: [String] = []
            var current = start
            var above: Location?
            while true {
                if let known = result[current] {
                    above = known
                    break
                }
                if let position = onChain[current] {
                    throw loopError(chain[position...], objects: objects, file: file)
                }
                onChain[current] = chain.count
                chain.append(current)
                guard !standsAlone(objects[current]), let parent = parents[current] else { break }
                current = parent
            }
            for id in chain.reversed() {
                let location = own(objects[id], in: above)
                result[id] = location
                above = location
            }
            for id in chain { onChain[id] = nil }
        }
        return result
    }

    /// Throws when groups contain each other through their `children`, however deep, whether
    /// or not anything below them is copied: a walk of every group's children once, with the
    /// groups on the current path marked.
    static func checkNoGroupLoop(
        objects: [String: ProjectObject], order: [String], file: String
    ) throws(ScaledFontError) {
        var children: [String: [String]] = [:]
        for id in order {
            let members = objects[id]?.identifiers("children") ?? []
            if !members.isEmpty { children[id] = members }
        }
        enum Mark { case onPath, done }
        var marks: [String: Mark] = [:]
        for start in order where children[start] != nil && marks[start] == nil {
            var path: [(id: String, next: Int)] = [(start, 0)]
            marks[start] = .onPath
            while let (id, next) = path.last {
                let members = children[id] ?? []
                guard next < members.count else {
                    marks[id] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let member = members[next]
                switch marks[member] {
                case .onPath?:
                    let ids = path.map(\.id)
                    let first = ids.lastIndex(of: member) ?? 0
                    throw loopError(ids[first...], objects: objects, file: file)
                case .done?: continue
                case nil:
                    guard children[member] != nil else { continue }
                    marks[member] = .onPath
                    path.append((member, 0))
                }
            }
        }
    }

    /// The error for groups that contain each other: the first eight named with their lines.
    private static func loopError(
        _ loop: ArraySlice<String>, objects: [String: ProjectObject], file: String
    ) -> ScaledFontError {
        let named = loop.prefix(8).map { id in "\(id) (line \(objects[id]?.line ?? 0))" }
        return error(
            .projectMalformed, file: file, line: loop.first.flatMap { objects[$0]?.line } ?? 0,
            (loop.count == 1 ? "the group " : "the groups ") + named.joined(separator: ", ")
                + (loop.count > 8 ? " and \(loop.count - 8) more" : "")
                + (loop.count == 1 ? " contains itself" : " contain each other")
                + ": a group loop places no file")
    }

    /// Where the group or file reference `id` is on disk, contained by its real path.
    ///
    /// - Parameter folders: each folder's real path already found, filled as folders are
    ///   met, so that many files of one folder cost one `realpath`.
    /// - Returns: the place, or `nil` for a reference to something not in the source tree
    ///   (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`).
    /// - Throws: `.projectMalformed` at `line` for a missing object, or groups whose paths make
    ///   one longer than any that can be opened.
    func place(
        of id: String, line: Int, folders: inout [String: String?]
    ) throws(ScaledFontError) -> Place? {
        switch locations[id] {
        case nil:
            throw error(.projectMalformed, line: line, "the reference \(id) names a missing object")
        case .elsewhere:
            return nil
        case .tooLong:
            throw error(
                .projectMalformed, line: line,
                "the groups of \(id) make a path longer than \(Self.maximumPathBytes) bytes")
        case .path(let path):
            return place(path, folders: &folders)
        }
    }

    /// ``place(of:line:folders:)`` for one reference.
    func place(of id: String, line: Int) throws(ScaledFontError) -> Place? {
        var folders: [String: String?] = [:]
        return try place(of: id, line: line, folders: &folders)
    }

    /// ``place(_:folders:)`` for one path.
    func place(_ path: String) -> Place {
        var folders: [String: String?] = [:]
        return place(path, folders: &folders)
    }

    /// `path` made standard, and whether it really leads outside the repository: by its real
    /// path (every link resolved), or for a path that does not exist, by the real path of its
    /// nearest existing folder, so that a link planted in the checkout cannot reach outside.
    /// A path that is not itself a link is where its folder is.
    func place(_ path: String, folders: inout [String: String?]) -> Place {
        let standard = Self.standardPath(path)
        return Place(
            path: standard,
            isOutside: leadsOutside(FileSystem.absoluteStandardPath(standard), folders: &folders))
    }

    /// Whether the absolute, standard `path` really leads outside the repository.
    private func leadsOutside(_ path: String, folders: inout [String: String?]) -> Bool {
        guard path != "/" else { return !FileSystem.isWithin("/", folder: realRepositoryRoot) }
        let parent = FileSystem.parentFolder(of: path)
        var real: String?
        if FileSystem.existsNotAsLink(path) {
            // Not a link: its real path is its folder's real path and its name.
            if folders[parent] == nil { folders[parent] = FileSystem.realPath(parent) }
            real = folders[parent]?.map {
                ($0 == "/" ? "" : $0) + "/" + FileSystem.lastComponent(of: path)
            }
        } else {
            real = FileSystem.realPath(path)
        }
        guard let real else {
            // Nothing there (or a dangling link): its nearest existing folder decides.
            return leadsOutside(parent, folders: &folders)
        }
        return !FileSystem.isWithin(real, folder: realRepositoryRoot)
    }

    /// An error about a file that leads outside the repository: it names the path, and none
    /// of the file's content is read.
    func outsideError(_ path: String, line: Int, _ what: String) -> ScaledFontError {
        error(
            .projectMalformed, line: line,
            "\(what) '\(path)', which leads outside the repository (\(repositoryRoot)): it is "
                + "not read")
    }

    /// `path` with `.` components and repeated slashes removed and each `..` applied to the
    /// component before it, as text; a relative path stays relative.
    static func standardPath(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        if FileSystem.hasOnlyNamedComponents(isAbsolute ? path.utf8.dropFirst() : path.utf8[...]) {
            return path
        }
        var components: [Substring] = []
        for component in FileSystem.components(of: path) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// The regular files below `folder`, as paths relative to it, sorted; symbolic links and
    /// names starting with `.` are left out (a link is never followed, and one whose real path
    /// is outside the repository is added to `skipped`, named). With `stoppingAtWrappers`, a
    /// folder whose name has an extension other than `.lproj` (an asset catalog, a `.bundle`,
    /// a data model) is one item, not descended into, as Xcode treats it in a synchronized
    /// folder.
    ///
    /// - Throws: `.projectMalformed` at `line` when there are more than
    ///   ``maximumListedFiles`` entries or the folders nest deeper than 32.
    func files(
        below folder: String, line: Int, stoppingAtWrappers: Bool = false,
        skipped: inout [SkippedPath]
    ) throws(ScaledFontError) -> [String] {
        var result: [String] = []
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var seen = 0
        while let (relative, depth) = pending.popLast() {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = FileSystem.names(in: here) else { continue }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                seen += 1
                guard seen <= Self.maximumListedFiles else {
                    throw error(
                        .projectMalformed, line: line,
                        "more than \(Self.maximumListedFiles) files below '\(folder)'")
                }
                let child = relative.isEmpty ? name : relative + "/" + name
                let path = folder + "/" + child
                if FileSystem.isSymbolicLink(path) {
                    if case .outside = FileSystem.containment(of: path, in: realRepositoryRoot) {
                        skipped.append(SkippedPath(path: path, projectLine: line))
                    }
                    continue
                }
                let isWrapper =
                    stoppingAtWrappers && name.contains(".") && !name.hasSuffix(".lproj")
                if FileSystem.isFolder(path), !isWrapper {
                    guard depth < Self.maximumListedDepth else {
                        throw error(
                            .projectMalformed, line: line,
                            "folders nest more than \(Self.maximumListedDepth) deep below "
                                + "'\(folder)'")
                    }
                    pending.append((child, depth + 1))
                } else {
                    result.append(child)
                }
            }
        }
        return result.sorted()
    }
}
