import ScaledFont

extension ParsedArguments {
    /// `--format`, `text` when not given (the parser has checked the value is a choice).
    var format: OutputFormat {
        value("format").flatMap(OutputFormat.init(rawValue:)) ?? .text
    }

    /// `--policy`, `hhea` (what `UIFont` reports) when not given.
    var policy: MetricsPolicy {
        value("policy").flatMap(MetricsPolicy.init(rawValue:)) ?? .hhea
    }
}
