import ScaledFontCheck

extension CommandSpec.Option {
    /// `--category <category>`, for subcommands that draw or measure at one category.
    static let category = CommandSpec.Option(
        "category", value: "category",
        help: "The content size category (default: large). UIKit names "
            + "(accessibilityExtraLarge), SwiftUI names (xxLarge, accessibility3), short "
            + "forms (xl, ax3) and UIKit raw values (UICTContentSizeCategoryXL) are "
            + "accepted; output uses the UIKit name. 'system' reads the user's preference: "
            + "SCALEDFONT_CATEGORY if set, else GNOME's text-scaling-factor mapped to the "
            + "category whose body size is nearest 17 pt x factor, else large.")

    /// `--scale <factor>`: sizes times a continuous factor instead of the ramp.
    static let scale = CommandSpec.Option(
        "scale", value: "factor",
        help: "Multiply every size by this factor instead of following the ramp (fontSize x "
            + "factor, clamped to the entry's minimumPointSize and maximumPointSize; a style "
            + "that falls back gets its system size at large x factor). Greater than 0, at "
            + "most 10. Not with --category or --all-categories.")

    /// `--all-categories`, the alternative to `--category`.
    static func allCategories(_ help: String) -> CommandSpec.Option {
        CommandSpec.Option("all-categories", help: help)
    }
}

extension ParsedArguments {
    /// The categories `--category` or `--all-categories` ask for: all 12, one, or Large
    /// when neither is given.
    ///
    /// - Parameter command: the subcommand, for the usage error's help hint.
    /// - Throws: ``UsageError`` when both are given or a category is misspelt.
    func categories(command: String) throws(UsageError) -> [ContentSizeCategory] {
        if flag("all-categories") {
            try rejectCategoryWithAllCategories(command: command)
            return ContentSizeCategory.allCases
        }
        if let preference = try textSizePreference(command: command) {
            return [preference.category]
        }
        guard let spelling = value("category") else { return [.default] }
        do {
            return [try ContentSizeCategory(parsing: spelling)]
        } catch {
            throw UsageError(
                error.message + "; 'system' reads the user's preference", command: command)
        }
    }

    /// Throws when `--category` is given with `--all-categories` (`system` included).
    private func rejectCategoryWithAllCategories(command: String) throws(UsageError) {
        guard flag("all-categories"), let category = value("category") else { return }
        throw UsageError(
            "'--category \(category)' and '--all-categories' cannot be used together; "
                + "give '--category <category>' for one category or '--all-categories' "
                + "for all 12",
            command: command)
    }

    /// The user's preference when `--category system` is given, else `nil`.
    ///
    /// - Throws: ``UsageError`` when `SCALEDFONT_CATEGORY` is not a category, or
    ///   `--all-categories` is given too.
    func textSizePreference(command: String) throws(UsageError) -> TextSizePreference? {
        guard value("category")?.lowercased() == "system" else { return nil }
        try rejectCategoryWithAllCategories(command: command)
        do {
            return try TextSizePreference.read(environment: RunContext.current.environment)
        } catch {
            throw UsageError(error.message, command: command)
        }
    }

    /// The factor of `--scale`, `nil` when not given.
    ///
    /// - Throws: ``UsageError`` for a factor that is not a number in (0, 10], or when
    ///   `--category` or `--all-categories` is given too.
    func scale(command: String) throws(UsageError) -> Double? {
        guard value("scale") != nil else { return nil }
        if value("category") != nil || flag("all-categories") {
            throw UsageError(
                "'--scale' replaces the ramp and cannot be used with '--category' or "
                    + "'--all-categories'; give one of them",
                command: command)
        }
        return try positiveNumber(
            "scale", maximum: ScaledFont.maximumScale, what: "a factor", example: "1.25",
            command: command)
    }
}
