/// The Linux user's preferred text size, as a content size category, and where it came from.
///
/// Read by ``read(environment:)``: the `SCALEDFONT_CATEGORY` environment variable when it is
/// set, else GNOME's `org.gnome.desktop.interface text-scaling-factor` (through the `gsettings`
/// command, when it is on the `PATH`), else the default factor 1.0. A factor maps to the
/// category whose body size is nearest to 17 pt × factor
/// (``ContentSizeCategory/init(textScalingFactor:)``).
public struct TextSizePreference: Sendable, Hashable {
    /// Where a preference was read from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The `SCALEDFONT_CATEGORY` environment variable.
        case environment
        /// GNOME's `text-scaling-factor`, read with `gsettings`.
        case gnome
        /// Neither was available: factor 1.0, the Large category.
        case `default`
    }

    /// The name of the environment variable that overrides the desktop's setting.
    public static let environmentVariable = "SCALEDFONT_CATEGORY"

    /// The category to use.
    public let category: ContentSizeCategory
    /// Where the preference came from.
    public let source: Source
    /// The desktop's text-scaling factor, `nil` when the environment variable named a category.
    public let textScalingFactor: Double?

    /// Creates a preference from its parts.
    public init(category: ContentSizeCategory, source: Source, textScalingFactor: Double?) {
        self.category = category
        self.source = source
        self.textScalingFactor = textScalingFactor
    }

    /// Reads the user's preference from this process's environment (see
    /// ``read(environment:)``).
    public static func read() throws(ScaledFontError) -> TextSizePreference {
        try read(environment: FileSystem.environment())
    }

    /// Reads the user's preference.
    ///
    /// - Parameter environment: the variables to read `SCALEDFONT_CATEGORY` and `PATH` from. The variable takes any category spelling
    ///   ``ContentSizeCategory/init(parsing:)`` accepts; an empty value counts as unset.
    ///   `gsettings` is looked up on this `PATH` and run with this environment, with a
    ///   five-second limit; if it is missing, fails, or prints something that is not a
    ///   positive number (no GNOME schema installed), the default 1.0 applies.
    /// - Returns: the category, its source and the factor it came from.
    /// - Throws: ``ScaledFontError`` `.unknownCategory` when `SCALEDFONT_CATEGORY` is set to
    ///   something that is not a category (a typo must not silently mean Large).
    public static func read(
        environment: [String: String]
    ) throws(ScaledFontError) -> TextSizePreference {
        if let spelling = environment[environmentVariable], !spelling.isEmpty {
            do {
                let category = try ContentSizeCategory(parsing: spelling)
                return TextSizePreference(
                    category: category, source: .environment, textScalingFactor: nil)
            } catch {
                throw ScaledFontError(
                    .unknownCategory, "\(environmentVariable): \(error.message)")
            }
        }
        if let factor = GNOMETextScaling.factor(environment: environment),
            let category = try? ContentSizeCategory(textScalingFactor: factor)
        {
            return TextSizePreference(
                category: category, source: .gnome, textScalingFactor: factor)
        }
        return TextSizePreference(category: .large, source: .default, textScalingFactor: 1)
    }
}
