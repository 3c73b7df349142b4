import ScaledFontCheck

extension RepositoryPath {
    /// The repository of the run (``RunContext/current``): `GITHUB_WORKSPACE` when set (GitHub
    /// Actions), else `CI_PROJECT_DIR` (GitLab CI), else the current folder.
    init(context: RunContext = .current) {
        let workspace = context.variable("GITHUB_WORKSPACE")
        let projectFolder = context.variable("CI_PROJECT_DIR")
        let given = [workspace, projectFolder].compactMap { $0 }.first { !$0.isEmpty }
        self.init(root: given ?? context.currentFolder, currentFolder: context.currentFolder)
    }
}
