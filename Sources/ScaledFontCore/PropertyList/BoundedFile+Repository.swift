extension BoundedFile {
    /// The folder the command line confines its reads to, `nil` (the library's default) for
    /// none: set for one run of the tool by ``confining(to:_:)``, so runs in parallel (the
    /// tool's in-process tests) each see their own.
    @TaskLocal private static var confinement: String?

    /// Runs `body` with every bounded read it makes (on its task and the tasks it starts)
    /// confined to the repository `root`, as the command line does (`GITHUB_WORKSPACE`, else
    /// `CI_PROJECT_DIR`, else the current folder):
    /// - a path given inside the root whose real path is outside it (a symbolic link leading
    ///   out, such as `Styles.plist` -> `/proc/self/environ`) is refused before it is opened,
    ///   naming the path and nothing of what it leads to;
    /// - a file whose real path is outside the root (named so on the command line) is read,
    ///   but no parse error about it quotes its content (``PropertyListReader/Failure/
    ///   withheld(for:)``): it gives the position only.
    ///
    /// A pull request controls every file of the checkout, not the command line of the job.
    package static func confining<Result>(
        to root: String?, _ body: () throws -> Result
    ) rethrows -> Result {
        try $confinement.withValue(root, operation: body)
    }

    /// Why `path` is not read under the confinement (a link out of the repository), else
    /// `nil`.
    static func confinementRefusal(_ path: String) -> Failure? {
        guard let root = confinement,
            case .outside = FileSystem.containment(of: path, in: root)
        else { return nil }
        let given = FileSystem.absoluteStandardPath(path)
        let realRoot = FileSystem.realPath(root) ?? FileSystem.absoluteStandardPath(root)
        guard
            FileSystem.isWithin(given, folder: FileSystem.absoluteStandardPath(root))
                || FileSystem.isWithin(given, folder: realRoot)
        else { return nil }
        return Failure(
            detail: "is reached through a symbolic link that leads out of the repository ("
                + root + "); it is not read",
            cause: nil)
    }

    /// Whether reads are confined and the real path of `path` is outside the repository: an
    /// error about it quotes none of its content.
    package static func isOutsideRepository(_ path: String) -> Bool {
        guard let root = confinement,
            case .outside = FileSystem.containment(of: path, in: root)
        else { return false }
        return true
    }
}

extension PropertyListReader.Failure {
    /// This failure with its problem left out when `file` is outside the repository reads
    /// are confined to (``BoundedFile/confining(to:_:)``): its line stays, nothing of the file's
    /// text is quoted. Unchanged otherwise.
    package func withheld(for file: String) -> Self {
        guard BoundedFile.isOutsideRepository(file) else { return self }
        var shown = self
        shown.problem = "the file is outside the repository: its content is not quoted"
        return shown
    }
}
