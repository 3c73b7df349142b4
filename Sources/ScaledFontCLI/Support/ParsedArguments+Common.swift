import ScaledFontCheck

extension ParsedArguments {
    /// `--format`, `text` when not given (the parser has checked the value is a choice).
    var format: OutputFormat {
        value("format").flatMap(OutputFormat.init(rawValue:)) ?? .text
    }

    /// `--policy`, `hhea` (what `UIFont` reports) when not given.
    var policy: MetricsPolicy {
        value("policy").flatMap(MetricsPolicy.init(rawValue:)) ?? .hhea
    }

    /// `--platform`, or `fallback` when not given; `--platform-fonts` needs an Apple platform.
    ///
    /// - Throws: ``UsageError`` for a platform no spelling matches (listing the valid ones),
    ///   or `--platform-fonts` with Linux or bundled.
    func platform(
        command: String, default fallback: Platform = .linux
    ) throws(UsageError)
        -> Platform
    {
        let platform: Platform
        if let text = value(CommandSpec.Option.platform.name) {
            do {
                platform = try Platform(parsing: text)
            } catch {
                throw UsageError(
                    "invalid value '\(text)' for '--platform': \(error.message)", command: command)
            }
        } else {
            platform = fallback
        }
        if value(CommandSpec.Option.platformFonts.name) != nil, !platform.isApple {
            throw UsageError(
                "'--platform-fonts' adds built-in fonts of an Apple platform: give --platform "
                    + "ios, ios@VERSION, tvos or watchos (the platform is \(platform))",
                command: command)
        }
        return platform
    }

    /// The value of an option that takes a finite number greater than 0 and at most
    /// `maximum` (`--size`, `--scale`), `nil` when the option is not given.
    ///
    /// - Parameters:
    ///   - name: the option's name without dashes.
    ///   - what: what the number is, for the message (`a point size`).
    ///   - example: a valid value, for the message.
    ///   - command: the subcommand, for the usage error's help hint.
    /// - Throws: ``UsageError`` naming the range and an example.
    func positiveNumber(
        _ name: String, maximum: Double, what: String, example: String, command: String
    ) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, number > 0, number <= maximum else {
            throw UsageError(
                "invalid value '\(text)' for '--\(name)': expected \(what) greater than 0 and "
                    + "at most \(Int(maximum)), e.g. '--\(name) \(example)'",
                command: command)
        }
        return number
    }
}
