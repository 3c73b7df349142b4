internal import ScaledFontCore

extension XcodeProject {
    /// The most files listed below one folder reference or synchronized folder, and the
    /// deepest folder nesting followed: a project pointing at a huge tree costs bounded time.
    public static let maximumListedFiles = 20_000
    static let maximumListedDepth = 32

    /// The path on disk of a file reference or group, through its group chain: a
    /// `sourceTree = "<group>"` item is inside its group's folder (a group with only a `name`
    /// adds no folder), `SOURCE_ROOT` inside the source root, `<absolute>` where it says.
    ///
    /// - Returns: the path (relative to the current folder when the project's path is), or
    ///   `nil` for a reference to something not in the source tree (`BUILT_PRODUCTS_DIR`,
    ///   `SDKROOT`, `DEVELOPER_DIR`).
    /// - Throws: `.projectMalformed` for a reference that resolves outside the repository (at
    ///   `line`), or a group chain that loops.
    func location(of id: String, line: Int) throws(ScaledFontError) -> String? {
        var components: [String] = []
        var current = id
        var base: String?
        var steps = 0
        while base == nil {
            steps += 1
            guard let object = objects[current], steps <= objects.count + 1 else {
                throw error(
                    .projectMalformed, line: line,
                    "the reference \(id) names a missing object or its groups form a loop")
            }
            let path = object.string("path")
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if let path, !path.isEmpty { components.insert(path, at: 0) }
                if components.first?.hasPrefix("/") == true {
                    base = ""
                } else if let parent = parents[current] {
                    current = parent
                } else {
                    base = sourceRoot
                }
            case "SOURCE_ROOT":
                if let path, !path.isEmpty { components.insert(path, at: 0) }
                base = components.first?.hasPrefix("/") == true ? "" : sourceRoot
            case "<absolute>":
                if let path, !path.isEmpty { components.insert(path, at: 0) }
                base = ""
            default:
                return nil
            }
        }
        let joined = ([base ?? ""] + components).filter { !$0.isEmpty }.joined(separator: "/")
        let full = base == "" && !joined.hasPrefix("/") ? "/" + joined : joined
        return try checkedInside(full, line: line)
    }

    /// `path` made standard, or an error at `line` when it is outside the repository.
    func checkedInside(_ path: String, line: Int) throws(ScaledFontError) -> String {
        let absolute = FileSystem.absoluteStandardPath(path)
        guard
            absolute == repositoryRoot || absolute.hasPrefix(repositoryRoot + "/")
                || repositoryRoot == "/"
        else {
            throw error(
                .projectMalformed, line: line,
                "'\(path)' is outside the repository (\(repositoryRoot)); it is not followed")
        }
        return Self.standardPath(path)
    }

    /// `path` with `.` components and repeated slashes removed and each `..` applied to the
    /// component before it, as text; a relative path stays relative.
    static func standardPath(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/") {
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
    /// names starting with `.` are left out (a link is never followed). With
    /// `stoppingAtWrappers`, a folder whose name has an extension other than `.lproj` (an
    /// asset catalog, a `.bundle`, a data model) is one item, not descended into, as Xcode
    /// treats it in a synchronized folder.
    ///
    /// - Throws: `.projectMalformed` at `line` when there are more than
    ///   ``maximumListedFiles`` entries or the folders nest deeper than 32.
    func files(
        below folder: String, line: Int, stoppingAtWrappers: Bool = false
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
                if FileSystem.isSymbolicLink(path) { continue }
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
