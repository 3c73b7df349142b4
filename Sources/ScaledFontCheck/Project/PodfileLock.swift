internal import ScaledFontCore

/// The pods a CocoaPods `Podfile.lock` lists, and which of them the checkout holds: a target
/// built with CocoaPods may get its fonts from a pod that `pod install` has not put in the
/// checkout yet.
///
/// Only the `PODS:` section is read, by a small bounded reader: each item at its top level
/// (`  - Alamofire (5.8.0)`, quoted when the name holds `+` or the like, `:` after it when
/// the pod has dependencies, which are indented below it) is a pod, and a subspec
/// (`Firebase/Core`) is its pod's (`Firebase`). `pod install` puts a pod's files in
/// `Pods/<name>` beside the lock.
public struct PodfileLock: Sendable, Hashable {
    /// The largest `Podfile.lock` read, in bytes (1 MiB: a lock of hundreds of pods is tens of
    /// kilobytes).
    public static let maximumFileSize = 1 << 20
    /// The most pods kept from one lock.
    public static let maximumPods = 4096

    /// Why a `Podfile.lock` was not read: a sentence without the path.
    public struct NotRead: Error, Sendable, Hashable {
        /// What is wrong with the file.
        public let detail: String
    }

    /// The lock's path.
    public let path: String
    /// The pods of its `PODS:` section, each once, in file order.
    public let pods: [String]

    /// A lock listing `pods`.
    public init(path: String, pods: [String]) {
        self.path = path
        self.pods = pods
    }

    /// Reads the `PODS:` section of the lock's text.
    ///
    /// - Throws: ``NotRead`` for text that is not UTF-8 (or holds a NUL byte: a binary file)
    ///   and for a file without a `PODS:` section.
    public init(parsing bytes: [UInt8], path: String) throws(NotRead) {
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            throw NotRead(detail: "it is not UTF-8 text")
        }
        var pods: [String] = []
        var seen: Set<String> = []
        var inSection = false
        var foundSection = false
        // `\r\n` is one Character: a line ends at either.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for line in lines {
            if !line.hasPrefix(" ") {
                // A line at the left edge starts a section (or, blank, ends one).
                inSection = line == "PODS:"
                foundSection = foundSection || inSection
                continue
            }
            guard inSection, line.hasPrefix("  - "), pods.count < Self.maximumPods,
                let name = Self.podName(line.dropFirst(4))
            else { continue }
            if seen.insert(name).inserted { pods.append(name) }
        }
        guard foundSection else { throw NotRead(detail: "it has no PODS: section") }
        self.init(path: path, pods: pods)
    }

    /// Reads the lock at `path` (a regular file of at most ``maximumFileSize`` bytes, through
    /// the bounded reader).
    public static func read(_ path: String) -> Result<PodfileLock, NotRead> {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: path, maximumSize: maximumFileSize, kind: "Podfile.lock")
        } catch {
            return .failure(NotRead(detail: error.description))
        }
        do {
            return .success(try PodfileLock(parsing: bytes, path: path))
        } catch {
            return .failure(error)
        }
    }

    /// The pods whose folder (`Pods/<name>` beside the lock) is not in the checkout:
    /// `pod install` has not been run, so their files are not there to check.
    public var absentPods: [String] {
        let folder = FileSystem.parentFolder(of: path)
        return pods.filter { !FileSystem.isFolder(folder + "/Pods/" + $0) }
    }

    /// The pod an item names (`"Artsy+UIFonts (3.1.3)"` -> `Artsy+UIFonts`), `nil` for one
    /// that is no pod's folder name (empty, `.`, `..`, a control character, over 255 bytes).
    static func podName(_ item: Substring) -> String? {
        var text = item
        if text.hasSuffix(":") { text = text.dropLast() }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
            text = text.dropFirst().dropLast()
        }
        if let version = text.firstRange(of: " (") { text = text[..<version.lowerBound] }
        if let slash = text.firstIndex(of: "/") { text = text[..<slash] }
        let name = String(text)
        guard !name.isEmpty, name != ".", name != "..", name.utf8.count <= 255,
            !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        return name
    }

    /// The `Podfile.lock` nearest to `folder`: in it or in the folder above, up to `root` and
    /// never beyond it.
    ///
    /// - Returns: the lock's path, with `leadsOutside` when its real path (a symbolic link)
    ///   leads outside `root`, which is then not to be read; `nil` when there is none.
    package static func nearest(
        to folder: String, root: String
    ) -> (path: String, leadsOutside: Bool)? {
        let rootPath = FileSystem.absoluteStandardPath(root)
        var current = FileSystem.absoluteStandardPath(folder)
        while FileSystem.isWithin(current, folder: rootPath) {
            let candidate = (current == "/" ? "" : current) + "/Podfile.lock"
            switch FileSystem.containment(of: candidate, in: rootPath) {
            case .inside: return (candidate, false)
            case .outside: return (candidate, true)
            case .missing: break
            }
            guard current != rootPath, current != "/" else { break }
            current = FileSystem.parentFolder(of: current)
        }
        return nil
    }
}
