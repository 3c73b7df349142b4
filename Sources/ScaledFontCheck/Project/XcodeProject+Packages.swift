internal import ScaledFontCore

/// A Swift package in the checkout that an app target links: its folder, the products the
/// target links from it, and what those products compile and bundle.
public struct LocalSwiftPackage: Sendable, Hashable {
    /// The package's folder (holding `Package.swift`).
    public let path: String
    /// The products of it the target links (`XCSwiftPackageProductDependency`).
    public let products: [String]
    /// The line in `project.pbxproj` of the package reference.
    public let projectLine: Int
}

/// What the products a target links from its local packages compile and bundle.
public struct LinkedPackageContents: Sendable {
    /// The code files (Swift, Objective-C) of the products' targets and of the local packages
    /// they depend on, each once.
    public var codeFiles: [String] = []
    /// The files and folders their `resources` name (a font there is the package's, registered
    /// by its code when it calls Core Text's registration).
    public var resources: [String] = []
    /// For each package read (its folder), the folders its linked products' resources put
    /// fonts in: each resource that is a folder, and the folder of each that is a font file
    /// (none for a package without font resources).
    public var fontFolders: [String: [String]] = [:]
    /// What could not be read or followed: the package's folder and why.
    public var notes: [(package: String, detail: String)] = []
}

extension XcodeProject {
    /// The most local packages followed through `.package(path:)` for one target: a chain of
    /// packages that depend on each other in a circle, or a hostile tree of them, stops here.
    public static let maximumLinkedPackages = 64

    /// The local packages a target links: each `XCLocalSwiftPackageReference` (or, as Xcode
    /// did before 15, a folder reference to a folder with a `Package.swift`) whose products
    /// are in the target's `packageProductDependencies`. A package whose folder leads outside
    /// the repository is left out.
    public func localPackages(of target: Target) -> [LocalSwiftPackage] {
        guard let targetObject = targetObjects[target] else { return [] }
        var products: [String: [String]] = [:]
        var unnamed: [String] = []
        for id in targetObject.identifiers("packageProductDependencies") {
            guard let dependency = objects[id], dependency.isa == "XCSwiftPackageProductDependency",
                let product = dependency.string("productName")
            else { continue }
            if let package = dependency.string("package") {
                products[package, default: []].append(product)
            } else {
                unnamed.append(product)
            }
        }
        var packages: [LocalSwiftPackage] = []
        for id in order {
            guard let object = objects[id] else { continue }
            switch object.isa {
            case "XCLocalSwiftPackageReference":
                guard let linked = products[id], let relative = object.string("relativePath"),
                    let folder = packageFolder(relative)
                else { continue }
                packages.append(
                    LocalSwiftPackage(path: folder, products: linked, projectLine: object.line))
            case "PBXFileReference" where !unnamed.isEmpty:
                // A package added before Xcode 15: a folder reference, and product
                // dependencies without a package.
                let type = object.string("lastKnownFileType") ?? object.string("explicitFileType")
                guard type == "wrapper" || type == "folder",
                    case .path(let path)? = locations[id],
                    FileSystem.isRegularFile(path + "/Package.swift"),
                    !place(path).isOutside
                else { continue }
                let manifest = SwiftPackageManifest.read(path + "/Package.swift")
                let linked = unnamed.filter { name in
                    manifest?.products.contains { $0.name == name } ?? false
                }
                guard !linked.isEmpty else { continue }
                packages.append(
                    LocalSwiftPackage(
                        path: Self.standardPath(path), products: linked, projectLine: object.line))
            default: continue
            }
        }
        return packages
    }

    /// A local package reference's folder, relative to the project's folder; `nil` when it
    /// leads outside the repository.
    private func packageFolder(_ relative: String) -> String? {
        let path = relative.hasPrefix("/") ? relative : sourceRoot + "/" + relative
        let place = place(path)
        return place.isOutside ? nil : place.path
    }

    /// What the products the target links from its local packages compile and bundle,
    /// following the products' targets, the targets they depend on and the local packages
    /// those depend on (`.package(path:)`), never test targets. A package not in the checkout
    /// or whose manifest cannot be read is a note, as is what its manifest builds in a way the
    /// reader does not follow.
    public func linkedPackageContents(of target: Target) -> LinkedPackageContents {
        var contents = LinkedPackageContents()
        var pending: [(folder: String, products: [String])] = localPackages(of: target)
            .reversed().map { ($0.path, $0.products) }
        var visited: Set<String> = []
        var seenFiles: Set<String> = []
        var followed = 0
        while let (folder, products) = pending.popLast() {
            let key = folder + "\u{0}" + products.joined(separator: "\u{0}")
            guard visited.insert(key).inserted else { continue }
            followed += 1
            guard followed <= Self.maximumLinkedPackages else {
                contents.notes.append(
                    (
                        folder,
                        "more than \(Self.maximumLinkedPackages) local packages linked: "
                            + "this one and the rest are not read"
                    ))
                break
            }
            let manifestPath = folder + "/Package.swift"
            guard let manifest = SwiftPackageManifest.read(manifestPath) else {
                contents.notes.append(
                    (
                        folder,
                        "not in the checkout, or its Package.swift cannot be read: its code "
                            + "is not checked"
                    ))
                continue
            }
            for note in manifest.notes { contents.notes.append((folder, "Package.swift, " + note)) }
            // Every package read has its entry, so that its code is told from the target's.
            if contents.fontFolders[folder] == nil { contents.fontFolders[folder] = [] }
            for product in products {
                for packageTarget in manifest.targets(ofProduct: product) {
                    let targetFolder = Self.standardPath(folder + "/" + packageTarget.folder)
                    guard !place(targetFolder).isOutside else { continue }
                    for file in Self.codeFiles(below: targetFolder)
                    where seenFiles.insert(file).inserted {
                        contents.codeFiles.append(file)
                    }
                    for resource in packageTarget.resources {
                        let resourcePath = Self.standardPath(targetFolder + "/" + resource)
                        guard !place(resourcePath).isOutside else { continue }
                        contents.resources.append(resourcePath)
                        let fontFolder =
                            FileSystem.isFolder(resourcePath)
                            ? resourcePath
                            : FontFolderScan.looksLikeFont(resourcePath)
                                ? FileSystem.parentFolder(of: resourcePath) : nil
                        if let fontFolder,
                            !(contents.fontFolders[folder] ?? []).contains(fontFolder)
                        {
                            contents.fontFolders[folder, default: []].append(fontFolder)
                        }
                    }
                }
                // Products of other local packages this one depends on by path.
                for case .product(let name, let package?) in manifest.externalProducts(
                    ofProduct: product)
                {
                    guard
                        let dependency = manifest.localDependencies.first(where: {
                            ($0.name ?? FileSystem.lastComponent(of: $0.path)) == package
                        })
                    else { continue }
                    pending.append(
                        (Self.standardPath(folder + "/" + dependency.path), [name]))
                }
            }
        }
        return contents
    }

    /// The code files below a package target's folder, sorted, links leading out of it not
    /// followed.
    private static func codeFiles(below folder: String) -> [String] {
        var files: [String] = []
        FolderWalk.walk(folder, entryLimit: maximumListedFiles) { event in
            if case .file(let item) = event, isCode(item.path) { files.append(item.path) }
        }
        return files.sorted()
    }
}

extension SwiftPackageManifest {
    /// The most bytes of a `Package.swift` read.
    static let maximumManifestSize = 4 << 20

    /// The manifest at `path`, or `nil` when it cannot be read.
    static func read(_ path: String) -> SwiftPackageManifest? {
        guard
            let bytes = try? BoundedFile.contents(
                of: path, maximumSize: maximumManifestSize, kind: "Package.swift")
        else { return nil }
        return SwiftPackageManifest(bytes: Array(bytes))
    }
}

extension XcodeProject {
    /// The Swift packages from outside the checkout (`XCRemoteSwiftPackageReference`) whose
    /// products the target links, each once in the order the target lists them, by name: the
    /// last component of the package's repository URL without `.git` (else the product's
    /// name). Their code is fetched when the app builds, so a registration call in it is not
    /// in the checkout.
    public func remotePackages(of target: Target) -> [String] {
        guard let targetObject = targetObjects[target] else { return [] }
        var names: [String] = []
        for id in targetObject.identifiers("packageProductDependencies") {
            guard let dependency = objects[id], dependency.isa == "XCSwiftPackageProductDependency",
                let package = dependency.string("package").flatMap({ objects[$0] }),
                package.isa == "XCRemoteSwiftPackageReference"
            else { continue }
            var name = FileSystem.lastComponent(of: package.string("repositoryURL") ?? "")
            if name.hasSuffix(".git") { name.removeLast(4) }
            if name.isEmpty { name = dependency.string("productName") ?? "" }
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
