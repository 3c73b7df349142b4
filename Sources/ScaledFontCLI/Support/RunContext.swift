import ScaledFontCheck

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Everything one run of the tool takes from the process it runs in: its environment, its
/// current folder and whether its stdout is a terminal. `main.swift` reads them from the real
/// process (``init()``); a test builds its own, so that runs in one process, in parallel,
/// each see their own variables.
///
/// The tool reads `GITHUB_WORKSPACE`, `CI_PROJECT_DIR` (``RepositoryPath``),
/// `GITHUB_STEP_SUMMARY` (`--format github`), `NO_COLOR` (``Terminal``),
/// `SCALEDFONT_CATEGORY` and `PATH` (`--category system`, ``TextSizePreference``) from
/// ``environment``. Fontconfig's own variables (`FONTCONFIG_FILE`, `XDG_CACHE_HOME`, `HOME`)
/// and the dynamic loader's are read by those C libraries from the process, so they are the
/// process's whatever the context says.
///
/// ``ScaledFontTool/run(_:)`` makes the context ``current`` for the run's duration, so the
/// few places deep in the reports that need it (``DisplayPath``) read it from there.
package struct RunContext: Sendable {
    /// The variables of the run.
    package var environment: [String: String]
    /// The folder relative paths are shown against, absolute. Files named by a relative path
    /// are opened relative to the process's current folder, so this must be that folder.
    package var currentFolder: String
    /// Whether stdout is a terminal, where colour may be used.
    package var stdoutIsTerminal: Bool

    /// A context with these values.
    package init(environment: [String: String], currentFolder: String, stdoutIsTerminal: Bool) {
        self.environment = environment
        self.currentFolder = currentFolder
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// The context of this process: its environment (`environ`), its current folder
    /// (`getcwd`) and whether its stdout is a terminal (`isatty`).
    package init() {
        self.init(
            environment: FileSystem.environment(), currentFolder: FileSystem.currentFolder(),
            stdoutIsTerminal: isatty(STDOUT_FILENO) != 0)
    }

    /// The value of the variable `name`, `nil` when it is not set.
    func variable(_ name: String) -> String? {
        environment[name]
    }

    /// Whether ANSI colour may be written to stdout: only on a terminal, and not when
    /// `NO_COLOR` is set to a non-empty value (no-color.org).
    var allowsColour: Bool {
        stdoutIsTerminal && (variable("NO_COLOR") ?? "").isEmpty
    }

    /// The context of this process, read once: what `main.swift` runs the tool with, and
    /// ``current`` outside a run.
    package static let process = RunContext()

    /// The context of the run in progress (``ScaledFontTool/run(_:)``); outside a run, the
    /// process's.
    @TaskLocal static var current = process
}
