import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The fast test reports use before escaping text: printable ASCII is U+0020 to U+007E
    /// (the ASCII standard's graphic characters and the space), plus the line feed when asked.
    @Suite struct PrintableTextTests {
        /// Whether every scalar of `text` is in U+0020...U+007E, or a line feed when
        /// `allowingLineFeeds`: the rule, spelled out scalar by scalar.
        static func expected(_ text: String, allowingLineFeeds: Bool) -> Bool {
            text.unicodeScalars.allSatisfy {
                (0x20...0x7E).contains($0.value) || allowingLineFeeds && $0 == "\n"
            }
        }

        /// Every scalar of the first 256, and a few beyond, alone and at each position of runs
        /// of printable text from empty to longer than a vector register, so that both the
        /// vector part of the loop the compiler makes and its leftover bytes meet every kind
        /// of byte.
        @Test(arguments: [false, true])
        func everyByteAtEveryPosition(allowingLineFeeds: Bool) {
            let scalars =
                (0...0xFF).compactMap(Unicode.Scalar.init)
                + ["\u{202E}", "\u{2028}", "\u{1F600}"]
            for length in 0...40 {
                let run = String(repeating: "a", count: length)
                expectTrue(
                    PrintableText.isPrintableASCII(run, allowingLineFeeds: allowingLineFeeds))
                for scalar in scalars {
                    for position in [0, length / 2, length] {
                        var text = run
                        text.insert(
                            Character(scalar),
                            at: text.index(text.startIndex, offsetBy: position))
                        let found = PrintableText.isPrintableASCII(
                            text, allowingLineFeeds: allowingLineFeeds)
                        expectEqual(
                            found, Self.expected(text, allowingLineFeeds: allowingLineFeeds),
                            "U+\(String(scalar.value, radix: 16)) at \(position) of \(length)")
                    }
                }
            }
        }
    }
}
