/// The output formats of `--format`.
enum OutputFormat: String, CaseIterable {
    /// Aligned tables for a person; coloured on a terminal.
    case text
    /// One JSON document with the stable field names of CommandLineReports.md (ScaledFontCheck.docc).
    case json
    /// Comma-separated values with a header row (RFC 4180 quoting).
    case csv
    /// GitHub Actions workflow commands (`::error file=...,line=...::message`).
    case github
    /// JUnit XML: a test suite per dictionary, a test case per style.
    case junit
    /// A GitLab Code Quality report (a JSON array of issues).
    case gitlab

    /// Whether the output is for programs: a machine-readable report is printed even when the
    /// run fails with exit status 2 (text output is then withheld).
    var isMachineReadable: Bool { self != .text }
}
