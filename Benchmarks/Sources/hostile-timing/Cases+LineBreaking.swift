import Foundation

/// Class 12: texts that made line breaking quadratic, when each candidate line was shaped on
/// its own from the line's start: one 10,000-character word took 5.4 s, 5,000 words on one
/// line 4.2 s, an 8,000-character word in a 50 pt box over 6 s, and 1,000 Chinese characters
/// set in a cascade face (Noto Serif has none) in a 200 pt box 5.1 s. Each paragraph is now
/// shaped once and lines are measured from its advances: each text, at all twelve
/// categories, under 1 s; 1 MiB for `measure` under 2 s.
func lineBreakingCases(_ scratch: Scratch) throws -> [Case] {
    /// A one-element layout of `text` in a box `width` points wide, every line allowed.
    func layout(_ name: String, _ text: String, width: Int) throws -> [String] {
        let element: [String: Any] = [
            "id": name, "style": "body", "width": width, "maxLines": 0, "text": text,
        ]
        let json = try JSONSerialization.data(withJSONObject: [element])
        let path = try scratch.file(name + ".json", Array(json))
        return ["fit", Repository.example, "--layout", path] + Repository.bundled
    }
    let chinese = "我们的应用程序欢迎您使用新的功能请继续操作"
    let paragraph = "Lorem ipsum dolor sit amet,\tconsectetur adipiscing elit.\n"
    let big = try scratch.file(
        "paragraphs.txt", Inputs.repeated(paragraph, size: Inputs.maximumFileSize))
    return [
        Case(
            "12", "`fit` of one 10,000-character word in 300 pt",
            try layout("word", String(repeating: "x", count: 10_000), width: 300), .paragraph),
        Case(
            "12", "`fit` of 5,000 words on one line (100,000 pt)",
            try layout(
                "words", Array(repeating: "a", count: 5_000).joined(separator: " "),
                width: 100_000), .paragraph),
        Case(
            "12", "`fit` of an 8,000-character word in 50 pt",
            try layout("narrow", String(repeating: "x", count: 8_000), width: 50), .paragraph),
        Case(
            "12", "`fit` of 1,000 Chinese characters in cascade faces, in 200 pt",
            try layout(
                "chinese", String(repeating: chinese, count: 1_000 / chinese.count), width: 200),
            .paragraph),
        Case(
            "12", "`measure` of 1 MiB of lines with tabs",
            ["measure", Repository.example, "--style", "body", "--text-file", big]
                + Repository.bundled, .largeWork),
    ]
}
