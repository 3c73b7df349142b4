internal import ScaledFontCore

/// Reads an `.xcconfig` file and the files it includes into build-setting assignments, in
/// the order written (a later one wins).
///
/// A line is `KEY = value` (a `;` at its end dropped), `#include "path"` or `#include? "path"`
/// (relative to the including file; a missing file is an error for `#include` and nothing for
/// `#include?`), blank, or `//` comment; `//` ends a line's text anywhere. A conditional
/// assignment (`KEY[sdk=iphoneos*] = value`) is not read.
struct ConfigurationFileReader {
    /// The largest `.xcconfig` file read, in bytes, the most files read for one build
    /// configuration, and the deepest nesting of includes.
    static let maximumFileSize = 1 << 20
    static let maximumFiles = 64
    static let maximumIncludeDepth = 16

    let project: XcodeProject
    /// The line in `project.pbxproj` of the build configuration that names the first file.
    let line: Int
    private(set) var assignments: [BuildSettings.Assignment] = []
    /// The included files skipped because their real path is outside the repository.
    private(set) var skipped: [SkippedPath] = []
    private var filesRead = 0
    private var including: [String] = []

    init(project: XcodeProject, line: Int) {
        self.project = project
        self.line = line
    }

    /// Reads `path` (already placed inside the repository).
    mutating func read(
        _ path: String, optional: Bool, includedFrom: (file: String, line: Int)?
    ) throws(ScaledFontError) {
        func where_() -> String {
            includedFrom.map { "\($0.file), line \($0.line)" } ?? "\(project.file), line \(line)"
        }
        guard !including.contains(path) else {
            throw ScaledFontError(
                .projectMalformed, "\(where_()): '\(path)' includes itself", file: path)
        }
        guard including.count < Self.maximumIncludeDepth, filesRead < Self.maximumFiles else {
            throw ScaledFontError(
                .projectMalformed,
                "\(where_()): more than \(Self.maximumFiles) configuration files, or includes "
                    + "nested more than \(Self.maximumIncludeDepth) deep", file: path)
        }
        if optional, !FileSystem.exists(path) { return }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: path, maximumSize: Self.maximumFileSize, kind: "build configuration")
        } catch {
            throw ScaledFontError(
                .projectUnreadable, "\(where_()): '\(path)': \(error.detail)", file: path,
                cause: error.cause)
        }
        filesRead += 1
        including.append(path)
        defer { including.removeLast() }
        let text = String(decoding: bytes, as: UTF8.self)
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            var content = Substring(rawLine)
            if let comment = content.firstRange(of: "//") {
                content = content[..<comment.lowerBound]
            }
            let trimmed = content.trimmingSpaces
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                let isOptional = trimmed.hasPrefix("#include?")
                let rest = trimmed.dropFirst(isOptional ? 9 : 8).trimmingSpaces
                guard rest.count >= 2,
                    rest.first == "\"" && rest.last == "\"" || rest.first == "<" && rest.last == ">"
                else {
                    throw ScaledFontError(
                        .projectMalformed,
                        "\(path), line \(number): an #include names its file in double quotes",
                        file: path)
                }
                let named = String(rest.dropFirst().dropLast())
                let target =
                    named.hasPrefix("/") ? named : FileSystem.parentFolder(of: path) + "/" + named
                // An include that really leads outside the repository (through `..` or a
                // link) is skipped and named, never read.
                let place = project.place(target)
                guard !place.isOutside else {
                    skipped.append(SkippedPath(path: place.path, projectLine: line))
                    continue
                }
                try read(place.path, optional: isOptional, includedFrom: (path, number))
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw ScaledFontError(
                    .projectMalformed,
                    "\(path), line \(number): not a setting (KEY = value) nor an #include",
                    file: path)
            }
            let key = trimmed[..<equals].trimmingSpaces
            var value = trimmed[trimmed.index(after: equals)...].trimmingSpaces
            if value.hasSuffix(";") { value = value.dropLast().trimmingSpaces }
            guard !key.isEmpty, !key.contains("[") else { continue }
            assignments.append(
                .init(
                    key: String(key), value: String(value), line: line,
                    origin: "\(path), line \(number)"))
        }
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
