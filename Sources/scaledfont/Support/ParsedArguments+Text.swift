import Foundation
import ScaledFont

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
    /// - Throws: ``UsageError`` when the file cannot be read, is not a regular file, is larger
    ///   than 1 MiB or is not UTF-8.
    func coverageText(command: String) throws(UsageError) -> String? {
        var parts: [String] = []
        if let text = value(CommandSpec.Option.text.name) { parts.append(text) }
        if let path = value(CommandSpec.Option.textFile.name) {
            func fail(_ problem: String) -> UsageError {
                UsageError("cannot use '--text-file \(path)': \(problem)", command: command)
            }
            let limit = 1 << 20
            // Opened without blocking and checked before reading: a named pipe or a device
            // would otherwise wait for a writer, or never end.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw fail("the file does not exist or cannot be read")
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            defer { try? handle.close() }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw fail("it is not a regular file (a folder, named pipe or device)")
            }
            let data: Data
            do {
                data = try handle.read(upToCount: limit + 1) ?? Data()
            } catch {
                throw fail(error.localizedDescription)
            }
            guard data.count <= limit else { throw fail("the file is larger than 1 MiB") }
            guard let text = String(data: data, encoding: .utf8) else {
                throw fail("the file is not UTF-8 text")
            }
            parts.append(text)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
