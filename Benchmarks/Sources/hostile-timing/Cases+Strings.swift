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
