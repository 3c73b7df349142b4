import ScaledFont

extension FontCatalog {
    /// The catalog for the `--fonts-dir` options of a command line.
    ///
    /// The catalog is kept until the process exits (one retain that is never released): a
    /// command builds one catalog and exits when it is done, and freeing every face and the
    /// Fontconfig configuration just before exiting cost `check` about a tenth of the hand-written
    /// C reference's whole run (see Benchmarks/README.md).
    ///
    /// - Throws: ``ScaledFontError`` for a folder that is missing or unreadable, or when
    ///   Fontconfig cannot start.
    static func forArguments(_ arguments: ParsedArguments) throws(ScaledFontError) -> FontCatalog {
        let catalog = try FontCatalog(
            fontDirectories: arguments.values(CommandSpec.Option.fontsDirectory.name))
        _ = Unmanaged.passRetained(catalog)
        return catalog
    }

    /// Writes the catalog's warnings (a bundled face shadowing a system face) to stderr.
    func warn(on terminal: Terminal) {
        for warning in warnings { terminal.warning(warning) }
    }
}
