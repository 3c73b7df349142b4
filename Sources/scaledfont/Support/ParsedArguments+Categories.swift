import ScaledFont

extension CommandSpec.Option {
    /// `--category <category>`, for subcommands that draw or measure at one category.
    static let category = CommandSpec.Option(
        "category", value: "category",
        help: "The content size category (default: large). UIKit names "
            + "(accessibilityExtraLarge), SwiftUI names (xxLarge, accessibility3), short "
            + "forms (xl, ax3) and UIKit raw values (UICTContentSizeCategoryXL) are "
            + "accepted; output uses the UIKit name.")

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
            if let category = value("category") {
                throw UsageError(
                    "'--category \(category)' and '--all-categories' cannot be used together; "
                        + "give '--category <category>' for one category or '--all-categories' "
                        + "for all 12",
                    command: command)
            }
            return ContentSizeCategory.allCases
        }
        guard let spelling = value("category") else { return [.default] }
        do {
            return [try ContentSizeCategory(parsing: spelling)]
        } catch {
            throw UsageError(error.message, command: command)
        }
    }
}
