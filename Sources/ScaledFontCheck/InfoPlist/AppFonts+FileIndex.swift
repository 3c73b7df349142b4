extension AppFonts {
    /// A file of the bundle (or of a project, not in the target) with the path components an
    /// entry is compared with: its path in the repository (the source tree), or in the bundle.
    struct IndexedFile: Sendable {
        /// The file in the source tree (or the built bundle).
        let path: String
        let identity: FontFolderScan.Identity
        /// The components an entry is compared with (never empty).
        let inside: [String]
        /// Whether the file is in the bundle (`false`: a project's file the target does not
        /// copy, where it would land).
        let inBundle: Bool
    }

    /// The files of a ``Layout`` by name (the last path component). An entry can only match a
    /// file of its own last component, so each entry is compared with those files alone, not
    /// with every file (100,000 entries against 1,000 files were 10^8 comparisons).
    final class FileIndex: Sendable {
        /// Every file, each real file once, in the order of the folders (or the project).
        let files: [IndexedFile]
        /// The files by their last component.
        private let byName: [String: [IndexedFile]]
        /// The files by their last component in lower case.
        private let byLowercasedName: [String: [IndexedFile]]
        /// The first file of each identity in the bundle (else the first of each).
        let byIdentity: [FontFolderScan.Identity: IndexedFile]
        /// Whether an entry must be a file's whole path (a bundle), not the end of it.
        let exact: Bool
        /// The scanned folders and their files, for `ATSApplicationFontsPath` (none for a
        /// project).
        let scans: [(root: String, files: [FontFolderScan.File])]
        /// The folders searched, for a message (the bundle root, or the font folders).
        let roots: [String]
        /// `target 'App'` for a project, else `the build`.
        let targetWords: String
        /// Whether the layout is a project's.
        let isProject: Bool
        /// A project's files the target copies that are not in the checkout (no identity),
        /// with where they land.
        let absent: [(path: String, inside: [String])]
        /// A project target's Run Script phases that copy fonts.
        let scripts: [ScriptCopy]
        /// For a project target built with CocoaPods, the pods not in the checkout, which may
        /// provide the files no entry matches.
        let absentPods: [String]
        /// For a project target, the Swift packages from outside the checkout it links.
        let remotePackages: [String]

        /// Indexes a layout's files; `scanning: false` leaves out the folders' files (a project's
        /// files are always indexed: they are listed, not scanned).
        ///
        /// - Parameter unreferenced: for a project, font files (with their identities) found
        ///   beside the bundle's (the registered folders' files) that the project does not
        ///   reference: they are not in the target either, and a group would copy them flat.
        init(
            _ layout: Layout, scanning: Bool = true,
            unreferenced: [(path: String, identity: FontFolderScan.Identity)] = []
        ) {
            var files: [IndexedFile] = []
            var scans: [(root: String, files: [FontFolderScan.File])] = []
            var roots: [String] = []
            var targetWords = "the build"
            var isProject = false
            var absent: [(path: String, inside: [String])] = []
            var scripts: [ScriptCopy] = []
            var absentPods: [String] = []
            var remotePackages: [String] = []
            switch layout {
            case .sourceTree(let folders, let repository):
                roots = folders
                let root = AppFonts.components(FileSystem.absoluteStandardPath(repository))
                for folder in folders where scanning {
                    let scan = FontFolderScan(folder).files
                    scans.append((folder, scan))
                    for file in scan {
                        let absolute = AppFonts.components(
                            FileSystem.absoluteStandardPath(file.path))
                        let inside =
                            absolute.starts(with: root) && absolute.count > root.count
                            ? Array(absolute.dropFirst(root.count)) : absolute
                        files.append(
                            IndexedFile(
                                path: file.path, identity: file.identity, inside: inside,
                                inBundle: true))
                    }
                }
            case .builtBundle(let bundle):
                roots = [bundle]
                if scanning {
                    let scan = FontFolderScan(bundle).files
                    scans.append((bundle, scan))
                    let depth = AppFonts.components(bundle).count
                    for file in scan {
                        let inside = Array(AppFonts.components(file.path).dropFirst(depth))
                        guard !inside.isEmpty else { continue }
                        files.append(
                            IndexedFile(
                                path: file.path, identity: file.identity, inside: inside,
                                inBundle: true))
                    }
                }
            case .project(let target, let bundle):
                targetWords = "target '\(target)'"
                isProject = true
                scripts = bundle.scripts
                absentPods = bundle.absentPods
                remotePackages = bundle.remotePackages
                for (list, inBundle) in [(bundle.files, true), (bundle.notInTarget, false)] {
                    for file in list {
                        let inside = AppFonts.components(file.bundlePath)
                        guard !inside.isEmpty else { continue }
                        guard let identity = FontFolderScan.identity(file.sourcePath) else {
                            if inBundle, !FileSystem.exists(file.sourcePath) {
                                absent.append((file.sourcePath, inside))
                            }
                            continue
                        }
                        files.append(
                            IndexedFile(
                                path: file.sourcePath, identity: identity, inside: inside,
                                inBundle: inBundle))
                    }
                }
                var known = Set(files.map(\.identity))
                for (path, identity) in unreferenced {
                    guard known.insert(identity).inserted else { continue }
                    files.append(
                        IndexedFile(
                            path: path, identity: identity,
                            inside: [FileSystem.lastComponent(of: path)], inBundle: false))
                }
            }
            var byName: [String: [IndexedFile]] = [:]
            var byLowercasedName: [String: [IndexedFile]] = [:]
            var byIdentity: [FontFolderScan.Identity: IndexedFile] = [:]
            for file in files {
                let name = file.inside[file.inside.count - 1]
                byName[name, default: []].append(file)
                byLowercasedName[name.lowercased(), default: []].append(file)
                if byIdentity[file.identity].map({ !$0.inBundle && file.inBundle }) ?? true {
                    byIdentity[file.identity] = file
                }
            }
            self.files = files
            self.byName = byName
            self.byLowercasedName = byLowercasedName
            self.byIdentity = byIdentity
            if case .sourceTree = layout { exact = false } else { exact = true }
            self.scans = scans
            self.roots = roots
            self.targetWords = targetWords
            self.isProject = isProject
            self.absent = absent
            self.scripts = scripts
            self.absentPods = absentPods
            self.remotePackages = remotePackages
        }

        /// The bundle's files an entry of these components names (its path, or in the source
        /// tree the end of it), each real file once.
        func candidates(_ wanted: [String]) -> [IndexedFile] {
            guard let name = wanted.last else { return [] }
            return unique(
                (byName[name] ?? []).filter { $0.inBundle && matches($0.inside, wanted) })
        }

        /// The entry's match: the files whose path is (or ends with) the entry's components;
        /// for a project, failing that, the file the entry means under another path or
        /// outside the target; failing that, files that differ only in letter case.
        func match(
            _ path: String, line: Int?, faces: [FontFolderScan.Identity: [String]]
        ) -> Entry {
            let wanted = AppFonts.components(path)
            func entry(
                _ status: Entry.Status, _ found: [IndexedFile] = [], faces names: [String] = []
            ) -> Entry {
                let first = found.first
                let bundlePath =
                    exact && status != .missing && status != .outsideBundle
                    ? first?.inside.joined(separator: "/") : nil
                return Entry(
                    entry: path, line: line, file: first?.path, bundlePath: bundlePath,
                    candidates: found.map(\.path), status: status, faces: names)
            }
            guard let name = wanted.last, !path.hasPrefix("/"), !wanted.contains("..") else {
                return entry(.outsideBundle)
            }
            let found = candidates(wanted)
            if let first = found.first {
                let names = faces[first.identity] ?? []
                return entry(
                    found.count > 1 ? .ambiguous : names.isEmpty ? .notAFont : .ok, found,
                    faces: names)
            }
            if isProject {
                // A copied file not in the checkout: at the entry's path, else of its name.
                if let file = absent.first(where: { $0.inside == wanted })
                    ?? absent.first(where: { $0.inside.last == name })
                {
                    return Entry(
                        entry: path, line: line, file: file.path,
                        bundlePath: file.inside.joined(separator: "/"), candidates: [file.path],
                        status: .absentFromCheckout, faces: [])
                }
                // A file a script phase copies from inputs not in the checkout.
                if let script = scripts.first(where: { $0.fontNames.contains(name) })
                    ?? scripts.first(where: \.runsPodsResources)
                {
                    return Entry(
                        entry: path, line: line, file: script.phase, bundlePath: nil,
                        candidates: [], status: .copiedByScript, faces: [])
                }
                let sameName = byName[name] ?? []
                let copied = unique(sameName.filter(\.inBundle))
                if !copied.isEmpty {
                    return entry(.wrongPath, copied, faces: faces[copied[0].identity] ?? [])
                }
                let notCopied = unique(
                    sameName.filter { !$0.inBundle }.sorted {
                        ($0.inside == wanted ? 0 : 1) < ($1.inside == wanted ? 0 : 1)
                    })
                if !notCopied.isEmpty {
                    return entry(.notInTarget, notCopied, faces: faces[notCopied[0].identity] ?? [])
                }
            }
            var missing = entry(.missing)
            let lowered = wanted.map { $0.lowercased() }
            missing.caseVariants = unique(
                (byLowercasedName[name.lowercased()] ?? []).filter {
                    $0.inBundle && matches($0.inside.map { $0.lowercased() }, lowered)
                }
            ).map { exact ? $0.inside.joined(separator: "/") : $0.path }
            // A CocoaPods target whose pods are not installed: a pod may provide the file.
            if isProject, !absentPods.isEmpty, missing.caseVariants.isEmpty {
                var absent = entry(.absentFromCheckout)
                absent.providedBy = absentPods
                return absent
            }
            return missing
        }

        /// Whether a file's components are the entry's (a bundle) or end with them (the
        /// source tree).
        private func matches(_ inside: [String], _ wanted: [String]) -> Bool {
            exact
                ? inside == wanted
                : inside.count >= wanted.count && inside.suffix(wanted.count).elementsEqual(wanted)
        }

        /// Each real file once, in order.
        private func unique(_ files: [IndexedFile]) -> [IndexedFile] {
            var seen: Set<FontFolderScan.Identity> = []
            return files.filter { seen.insert($0.identity).inserted }
        }
    }
}
