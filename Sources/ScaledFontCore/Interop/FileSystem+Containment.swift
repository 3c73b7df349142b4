#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

extension FileSystem {
    /// Where a path really leads, told against a root folder by real paths (every symbolic
    /// link resolved), so that a link planted inside a repository cannot reach outside it.
    package enum Containment: Equatable, Sendable {
        /// The path exists and its real path is the root or below it.
        case inside(realPath: String)
        /// The path exists and its real path is outside the root: read none of it, and quote
        /// none of its content in an error.
        case outside(realPath: String)
        /// Nothing exists at the end of the path (a missing file, a dangling or looping link).
        case missing
    }

    /// The absolute path with every symbolic link resolved (`realpath`), or `nil` when the
    /// path does not lead to an existing file or folder.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the absolute, standard `path` is `folder` or below it, compared component by
    /// component as text (`/repo-other` is not below `/repo`).
    package static func isWithin(_ path: String, folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// Where `path` really leads, against `root` (both resolved with `realpath`; a root that
    /// does not exist is compared as its absolute standard path).
    package static func containment(of path: String, in root: String) -> Containment {
        guard let real = realPath(path) else { return .missing }
        let realRoot = realPath(root) ?? absoluteStandardPath(root)
        return isWithin(real, folder: realRoot) ? .inside(realPath: real) : .outside(realPath: real)
    }
}
