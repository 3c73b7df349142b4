import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// A finding's words: each value interpolated reads as `String(describing:)` writes it
    /// (the Swift standard library's rule), whichever overload the compiler picks.
    @Suite struct FindingTextTests {
        /// A type with no description of its own: the standard library names the case.
        private enum Plain { case someCase }

        @Test("Interpolated values read as String(describing:) writes them")
        func interpolatedValues() throws {
            let number = 42
            let words = "words"
            let part = "a substring".dropFirst(2)
            let version = try unwrap(OSVersion(parsing: "17.2"))
            let missing: Int? = nil
            let text: FindingText =
                "\(number) \(words) \(part) \(Plain.someCase) \(version) \(missing as Any)"
            let expected = [
                String(describing: number), String(describing: words), String(describing: part),
                String(describing: Plain.someCase), String(describing: version),
                String(describing: missing as Any),
            ].joined(separator: " ")
            expectEqual(text.description, expected)
            expectEqual(text.pieces, [.text(expected)])
        }

        @Test("Paths and names stay apart from the words around them")
        func valuesKeptApart() {
            let text: FindingText = "font \(name: "A-Bold") in \(path: "Fonts/A.ttf"): \(3) faces"
            expectEqual(
                text.pieces,
                [
                    .text("font "), .name("A-Bold"), .text(" in "), .path("Fonts/A.ttf"),
                    .text(": 3 faces"),
                ])
        }
    }
}
