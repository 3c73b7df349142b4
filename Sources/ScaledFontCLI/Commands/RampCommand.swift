import ScaledFontCheck

/// `scaledfont ramp [--format text|json|csv]`: the system size of each text style at each
/// content size category (the iOS Dynamic Type ramp).
struct RampCommand: Subcommand {
    static let spec = CommandSpec(
        name: "ramp",
        abstract: "Print the Dynamic Type size of each text style at each content size category.",
        usage: "ramp [--format <format>]",
        positionals: nil,
        options: [.format([.text, .json, .csv])],
        discussion: [
            "Sizes in points from the Apple Human Interface Guidelines (Typography > "
                + "Specifications). A dictionary's fontSize is given for large and scales by "
                + "ramp(style, category) / ramp(style, large)."
        ],
        examples: [
            CommandSpec.Example(command: "ramp", explanation: "The ramp as a table:"),
            CommandSpec.Example(
                command: "ramp --format csv", explanation: "One row per style and category:"),
        ])

    let format: OutputFormat

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = arguments.format
    }

    func run(on terminal: Terminal) throws(ScaledFontError) -> ExitStatus {
        switch format {
        case .json: terminal.write(json.document)
        case .csv: terminal.write(csv)
        default: terminal.write(text(colour: terminal.allowsColour))
        }
        return .success
    }

    /// `{"styles": [{"style", "uikitName", "pointSizes": {"extraSmall": 31.0, ...}}]}`.
    private var json: JSONValue {
        .object([
            (
                "styles",
                .array(
                    TextStyle.allCases.map { style in
                        .object([
                            ("style", .string(style.rawValue)),
                            ("uikitName", .string(style.uikitName)),
                            (
                                "pointSizes",
                                .object(
                                    ContentSizeCategory.allCases.map {
                                        ($0.rawValue, .number(DynamicTypeRamp.pointSize(style, $0)))
                                    })
                            ),
                        ])
                    })
            )
        ])
    }

    private var csv: String {
        var table = CSVTable(header: ["style", "category", "pointSize"])
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let size = DynamicTypeRamp.pointSize(style, category)
                table.append([
                    .text(style.rawValue), .text(category.rawValue), .number(size.description),
                ])
            }
        }
        return table.text
    }

    /// A row per category, a column per style.
    private func text(colour: Bool) -> String {
        let styles = TextStyle.allCases
        var table = TextTable(
            headers: ["CATEGORY"] + styles.map(\.rawValue),
            alignments: [.left] + styles.map { _ in .right })
        for category in ContentSizeCategory.allCases {
            let sizes = styles.map { TextNumber.format(DynamicTypeRamp.pointSize($0, category)) }
            table.append(([category.rawValue] + sizes).map { TextTable.Cell($0) })
        }
        return table.render(colour: colour)
    }
}
