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
/// 500,000 texts (300 MiB, 5.6 s), and a real app's 5,000 keys × 40 languages (read).
private func largeStringsInputs(_ scratch: Scratch) throws -> [(String, String)] {
    let size = 32 << 20
    /// `head`, `x` repeated, `tail`: `size` bytes.
    func padded(_ head: String, _ tail: String) -> [UInt8] {
        let count = size - head.utf8.count - tail.utf8.count
        return Array(head.utf8) + Array(repeating: UInt8(ascii: "x"), count: count)
            + Array(tail.utf8)
    }
    let plist = "<plist version=\"1.0\">\n<dict>\n<key>ok</key><string>OK</string>\n"
    let entries = (0..<498_999).lazy.map { String(format: "%06d", $0) }
    var many = "\"ok\" = \"OK\";\n"
    var manyDictionary = plist
    for index in entries {
        many += "\"key\(index)\" = \"The text of key \(index)\";\n"
        manyDictionary += "<key>key\(index)</key><string>The text of key \(index)</string>\n"
    }
    return [
        (
            "a 32 MiB strings file with one long text (read)",
            try scratch.file("long.strings", padded("\"ok\" = \"OK\";\n\"long\" = \"", "\";\n"))
        ),
        (
            "a 32 MiB String Catalog with one long text (read)",
            try scratch.file(
                "long.xcstrings",
                padded(
                    #"{"sourceLanguage":"en","strings":{"ok":{},"long":{"localizations":{"en":{"#
                        + #""stringUnit":{"state":"translated","value":""#, "\"}}}}}}\n"))
        ),
        (
            "a 32 MiB strings dictionary with one long text (read)",
            try scratch.file(
                "long.stringsdict",
                padded(plist + "<key>long</key><string>", "</string>\n</dict>\n</plist>\n"))
        ),
        (
            "a strings file of 499,000 entries (read)",
            try scratch.file("many.strings", Array(many.utf8))
        ),
        (
            "a strings dictionary of 499,000 entries (read)",
            try scratch.file(
                "many.stringsdict", Array((manyDictionary + "</dict>\n</plist>\n").utf8))
        ),
        (
            "a 32 MiB String Catalog of 5,000 keys × 100 languages and `ok` (refused at 500,000 texts)",
            try scratch.file("over.xcstrings", catalog(keys: 5_000, languages: 100, size: size))
        ),
        (
            "a String Catalog of 5,000 keys × 40 languages (read)",
            try scratch.file("app.xcstrings", catalog(keys: 5_000, languages: 40, size: nil))
        ),
    ]
}

/// A String Catalog with the key `ok` and `keys` keys translated into `languages` languages,
/// each text padded so that the file is `size` bytes (with white space at its end).
private func catalog(keys: Int, languages: Int, size: Int?) -> [UInt8] {
    let padding = size.map { $0 / (keys * languages) - 70 } ?? 20
    let text = String(repeating: "x", count: max(0, padding))
    var json = #"{"sourceLanguage":"l000","strings":{"ok":{}"#
    for key in 0..<keys {
        json += #","key\#(key)":{"localizations":{"#
        json += (0..<languages).map { language in
            String(format: #""l%03d":{"stringUnit":{"state":"translated","value":"#, language)
                + #""Text \#(key) \#(text)"}}"#
        }.joined(separator: ",")
        json += "}}"
    }
    json += "}}\n"
    guard let size, json.utf8.count < size else { return Array(json.utf8) }
    return Array(json.utf8) + Array(repeating: UInt8(ascii: " "), count: size - json.utf8.count)
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
