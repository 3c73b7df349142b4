import Foundation

/// `fit --strings` over localized strings files built to blow up, each within 100 MiB peak
/// RSS: format arguments that would fill a text far past the 10,000-character limit (4th-3:
/// `%1$@` 2,500 times with a 100 KB argument peaked at 2.2 GB), and plural variables named
/// thousands of times or by the hundred (4th-4: 20,000 places took 87 s in a strings
/// dictionary and over 60 s in a String Catalog, 300 variables 6.9 s). Each layout asks for a
/// short key of the same file, so what is timed is reading the file.
func stringsCases(_ scratch: Scratch) throws -> [Case] {
    let places = String(repeating: "%#@v@", count: 20_000)
    let long = String(repeating: "x", count: 1_000)
    let many = (0..<300).map { "v\($0)" }
    let limit = (0..<16).map { "v\($0)" }
    let layout = try scratch.file(
        "strings-layout.json",
        Array(#"[{"id": "ok", "style": "body", "width": 300, "maxLines": 1, "key": "ok"}]"#.utf8))
    let argument = String(repeating: "x", count: 100_000)
    let bombLayout = try scratch.file(
        "strings-bomb-layout.json",
        Array(
            (#"[{"id": "bomb", "style": "body", "width": 300, "maxLines": 1, "key": "bomb", "#
                + #""arguments": [""# + argument + #""]}]"#).utf8))
    let bomb = try scratch.file(
        "bomb.strings",
        Array(("\"bomb\" = \"" + String(repeating: "%1$@", count: 2_500) + "\";\n").utf8))
    func fit(_ strings: String, layout: String = layout) -> [String] {
        ["fit", Repository.example, "--layout", layout, "--strings", strings]
            + Repository.bundled
    }
    let inputs: [(String, String, String)] = [
        (
            "4th-4", "a strings dictionary naming `%#@v@` 20,000 times (read)",
            try scratch.file(
                "places.stringsdict", Array(pluralDictionary(places, ["v"], other: "bc").utf8))
        ),
        (
            "4th-4", "a String Catalog naming `%#@v@` 20,000 times (read)",
            try scratch.file("places.xcstrings", Array(substitutionCatalog(places).utf8))
        ),
        (
            "4th-4", "16 plural variables in one format, the limit (read)",
            try scratch.file(
                "limit.stringsdict",
                Array(pluralDictionary(formatNaming(limit), limit, other: "other").utf8))
        ),
        (
            "4th-4", "300 plural variables in one format (refused)",
            try scratch.file(
                "many.stringsdict",
                Array(pluralDictionary(formatNaming(many), many, other: "other").utf8))
        ),
        (
            "4th-4", "`%#@v@` 20,000 times with a 1,000-character text: 20 M characters (refused)",
            try scratch.file(
                "long.stringsdict", Array(pluralDictionary(places, ["v"], other: long).utf8))
        ),
    ]
    return [
        Case(
            "4th-3", "`%1$@` 2,500 times with a 100 KB argument (refused unbuilt)",
            fit(bomb, layout: bombLayout), memoryLimit: 100)
    ]
        + inputs.map { group, name, file in Case(group, name, fit(file), memoryLimit: 100) }
        + (try largeStringsInputs(scratch)).map { name, file in
            Case("strings-size", name, fit(file), .largeWork, memoryLimit: 100)
        }
}

/// Strings files at the reader's limits of size and texts: 32 MiB with one long text
/// (107 MiB peak before), 499,000 entries (268 MiB, 2.8 s), a catalog over the limit of
/// 500,000 texts (300 MiB, 5.6 s), and a real app's 5,000 keys × 40 languages (read). Each is
/// written a piece at a time: a child starts in the harness's memory, whose high-water mark
/// counts toward the child's peak, so the harness never holds an input whole.
private func largeStringsInputs(_ scratch: Scratch) throws -> [(String, String)] {
    let size = 32 << 20
    try scratch.folder("de.lproj")
    // Named `size-…`: the scratch folder is shared with the other strings cases, whose
    // `long.stringsdict` and `many.stringsdict` these must not overwrite.
    /// `head`, `x` repeated, `tail`: `size` bytes.
    func padded(_ name: String, _ head: String, _ tail: String) throws -> String {
        try PieceFile(scratch.path(name)) { file in
            file.write(head)
            var left = size - head.utf8.count - tail.utf8.count
            let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
            while left > 0 {
                file.write(piece.prefix(left))
                left -= piece.count
            }
            file.write(tail)
        }.path
    }
    let plist = "<plist version=\"1.0\">\n<dict>\n<key>ok</key><string>OK</string>\n"
    let indices = (0..<498_999).lazy.map { String(format: "%06d", $0) }
    return [
        (
            "a 32 MiB strings file with one long text (read)",
            try padded("size-long.strings", "\"ok\" = \"OK\";\n\"long\" = \"", "\";\n")
        ),
        (
            "a 32 MiB String Catalog with one long text (read)",
            try padded(
                "size-long.xcstrings",
                #"{"sourceLanguage":"en","strings":{"ok":{},"long":{"localizations":{"en":{"#
                    + #""stringUnit":{"state":"translated","value":""#, "\"}}}}}}\n")
        ),
        (
            "a 32 MiB strings dictionary with one long text (read)",
            try padded(
                "size-long.stringsdict", plist + "<key>long</key><string>",
                "</string>\n</dict>\n</plist>\n")
        ),
        (
            "a 32 MiB strings file in UTF-16 with one long CJK text (read; 115 MiB before)",
            try PieceFile(scratch.path("de.lproj/size-long.strings")) { file in
                /// UTF-16 little-endian with its byte order mark.
                func utf16(_ text: String) -> [UInt8] {
                    text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                }
                let head = [0xFF, 0xFE] + utf16("\"ok\" = \"OK\";\n\"long\" = \"")
                let tail = utf16("\";\n")
                file.write(head)
                let piece = utf16(String(repeating: "漢", count: 1 << 19))
                var left = size - head.count - tail.count
                while left > 0 {
                    file.write(piece.prefix(left))
                    left -= piece.count
                }
                file.write(tail)
            }.path
        ),
        (
            "a strings file of 499,000 entries (read)",
            try PieceFile(scratch.path("size-many.strings")) { file in
                file.write("\"ok\" = \"OK\";\n")
                for index in indices {
                    file.write("\"key\(index)\" = \"The text of key \(index)\";\n")
                }
            }.path
        ),
        (
            "a strings dictionary of 499,000 entries (read)",
            try PieceFile(scratch.path("size-many.stringsdict")) { file in
                file.write(plist)
                for index in indices {
                    file.write("<key>key\(index)</key><string>The text of key \(index)</string>\n")
                }
                file.write("</dict>\n</plist>\n")
            }.path
        ),
        (
            "a 32 MiB String Catalog of 5,000 keys × 100 languages and `ok` (refused at 500,000 "
                + "texts)",
            try catalog(
                scratch.path("size-over.xcstrings"), keys: 5_000, languages: 100, size: size)
        ),
        (
            "a String Catalog of 5,000 keys × 40 languages (read)",
            try catalog(scratch.path("size-app.xcstrings"), keys: 5_000, languages: 40, size: nil)
        ),
    ]
}

/// Writes a String Catalog with the key `ok` and `keys` keys translated into `languages`
/// languages, each text padded so that the file is near `size` bytes (white space making up
/// the rest), and returns its path.
private func catalog(_ path: String, keys: Int, languages: Int, size: Int?) throws -> String {
    let padding = size.map { $0 / (keys * languages) - 70 } ?? 20
    let text = String(repeating: "x", count: max(0, padding))
    return try PieceFile(path) { file in
        file.write(#"{"sourceLanguage":"l000","strings":{"ok":{}"#)
        for key in 0..<keys {
            file.write(#","key\#(key)":{"localizations":{"#)
            for language in 0..<languages {
                file.write(
                    String(
                        format: #"%@"l%03d":{"stringUnit":{"state":"translated","value":"#,
                        language == 0 ? "" : ",", language)
                        + #""Text \#(key) \#(text)"}}"#)
            }
            file.write("}}")
        }
        file.write("}}\n")
        if let size, file.count < size {
            file.write([UInt8](repeating: UInt8(ascii: " "), count: size - file.count))
        }
    }.path
}

/// A file written a piece at a time, a megabyte in memory at most.
private final class PieceFile {
    let path: String
    private(set) var count = 0
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var failure: (any Error)?

    /// Writes the file at `path` with `body`.
    init(_ path: String, _ body: (PieceFile) -> Void) throws {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        body(self)
        flush()
        try handle.close()
        if let failure { throw failure }
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        buffer += bytes
        count += bytes.count
        if buffer.count >= 1 << 20 { flush() }
    }

    private func flush() {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            failure = failure ?? error
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// `%#@v0@ %#@v1@ ...`: a format naming each of `names` once.
private func formatNaming(_ names: [String]) -> String {
    names.map { "%#@\($0)@" }.joined(separator: " ")
}

/// A strings dictionary with the plain key `ok` and the key `n`: `format` with a plural
/// variable for each of `names`, whose `one` text is `a` and `other` text is `other`.
private func pluralDictionary(_ format: String, _ names: [String], other: String) -> String {
    var plist = "<plist version=\"1.0\">\n<dict>\n<key>ok</key><string>OK</string>\n"
    plist +=
        "<key>n</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n"
    for name in names {
        plist +=
            "<key>\(name)</key><dict>\n"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
            + "<key>one</key><string>a</string>\n<key>other</key><string>\(other)</string>\n"
            + "</dict>\n"
    }
    return plist + "</dict>\n</dict>\n</plist>\n"
}

/// A String Catalog with the plain key `ok` and the key `n`: `format` with a substitution
/// `v` (argument 1, `lld`) whose plural texts are `%arg a` and `%arg bc`.
private func substitutionCatalog(_ format: String) -> String {
    func unit(_ text: String) -> String {
        #"{"stringUnit":{"state":"translated","value":""# + text + #""}}"#
    }
    return #"{"sourceLanguage":"en","strings":{"ok":{},"n":{"localizations":{"en":{"#
        + #""stringUnit":{"state":"translated","value":""# + format + #""},"#
        + #""substitutions":{"v":{"argNum":1,"formatSpecifier":"lld","variations":"#
        + #"{"plural":{"one":"# + unit("%arg a") + #","other":"# + unit("%arg bc")
        + "}}}}}}}}}\n"
}
