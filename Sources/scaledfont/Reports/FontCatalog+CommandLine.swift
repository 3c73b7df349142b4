import ScaledFont

extension FontCatalog {
    /// The catalog for the `--fonts-dir` options of a command line.
    ///
    /// - Throws: ``ScaledFontError`` for a folder that is missing or unreadable, or when
    ///   Fontconfig cannot start.
    static func forArguments(_ arguments: ParsedArguments) throws(ScaledFontError) -> FontCatalog {
        try FontCatalog(fontDirectories: arguments.values(CommandSpec.Option.fontsDirectory.name))
    }

    /// Writes the catalog's warnings (a bundled face shadowing a system face) to stderr.
    func warn(on terminal: Terminal) {
        for warning in warnings { terminal.warning(warning) }
    }
}
