extension CommandSpec.Option {
    /// `--bold-text`, for subcommands that report a dictionary's faces.
    static let boldText = CommandSpec.Option(
        "bold-text",
        help: "As with the iOS Bold Text setting: each style uses its entry's boldFontName, "
            + "else the next heavier face of its family (same slant and width), else its own "
            + "face; the report says which.")
}
