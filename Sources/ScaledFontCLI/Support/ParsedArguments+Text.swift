import ScaledFontCheck

extension CommandSpec.Option {
    /// `--text <text>`: text whose characters every style's face should render.
    static let text = CommandSpec.Option(
        "text", value: "text",
        help: "Also check that each style's face renders these characters; report the ones it "
            + "cannot and the cascade of faces that would (the entry's cascade, then "
            + "Fontconfig's sorted fallback).")

    /// `--text-file <file>`: the same, from a UTF-8 file.
    static let textFile = CommandSpec.Option(
        "text-file", value: "file",
        help: "As --text, with the text of a UTF-8 file (at most 1 MiB).")
}

extension ParsedArguments {
    /// The text of `--text` and `--text-file` (both joined by a newline when both are
    /// given), `nil` when neither is.
    ///
    /// - Throws: ``UsageError`` when the file cannot be read, is not a regular file (a named
    ///   pipe, a device, a folder), is larger than 1 MiB or is not UTF-8.
    func coverageText(command: String) throws(UsageError) -> String? {
        var parts: [String] = []
        if let text = value(CommandSpec.Option.text.name) { parts.append(text) }
        if let path = value(CommandSpec.Option.textFile.name) {
            func fail(_ problem: String) -> UsageError {
                UsageError("cannot use '--text-file \(path)': \(problem)", command: command)
            }
            // Opened without blocking and checked before it is read: a named pipe or a
            // device is refused at once instead of hanging the run.
            let bytes: [UInt8]
            do {
                bytes = try BoundedFile.contents(of: path, maximumSize: 1 << 20, kind: "text")
            } catch {
                throw fail(error.description)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw fail("the file is not UTF-8 text")
            }
            parts.append(text)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
