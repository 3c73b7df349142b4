import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The library's own writers (XML, binary `bplist00`, JSON): what one writes, the reader
    /// gives back, for values that take each writer's less common paths. The expected entries
    /// are the entries written.
    @Suite struct DictionaryEncodingTests {
        /// Every style, so the root holds 11 entries; names with XML and JSON specials, a
        /// non-ASCII name (UTF-16 in a binary plist), a cascade of 20 names (a count that does
        /// not fit an object marker's nibble), fractional and whole sizes.
        static let entries: [TextStyle: StyleEntry] = {
            var entries: [TextStyle: StyleEntry] = [:]
            for (offset, style) in TextStyle.allCases.enumerated() {
                entries[style] = StyleEntry(
                    fontName: "Face \(offset) <&> \"quoted\" \\ back/slash",
                    fontSize: 11 + 0.5 * Double(offset))
            }
            entries[.body] = StyleEntry(
                fontName: "Noto Serif 日本語 — ünïcödé", fontSize: 17, maximumPointSize: 40.25,
                minimumPointSize: 9, boldFontName: "Noto\tSerif\nBold",
                cascade: (1...20).map { "Cascade \($0)" })
            return entries
        }()

        @Test(
            "what each writer writes reads back as the same entries, in the format it names",
            arguments: StyleDictionary.Format.allCases)
        func roundTrip(format: StyleDictionary.Format) throws {
            let bytes = StyleDictionary(entries: Self.entries).encoded(as: format)
            expectEqual(StyleDictionary.Format(of: bytes, file: "out"), format)
            let read = try StyleDictionary(data: bytes, file: "out")
            expectEqual(read.entries, Self.entries)
            expectTrue(read.diagnostics.isEmpty)
        }

        @Test("a binary property list starts with bplist00 and ends with its 32-byte trailer")
        func binaryLayout() throws {
            let bytes = StyleDictionary(entries: Self.entries).encoded(as: .binaryPropertyList)
            expectTrue(bytes.starts(with: Array("bplist00".utf8)))
            let trailer = bytes.suffix(32)
            func integer(_ range: Range<Int>) -> Int {
                trailer.dropFirst(range.lowerBound).prefix(range.count).reduce(0) {
                    $0 << 8 | Int($1)
                }
            }
            // The top object is object 0; the offset table starts where the objects end and
            // holds one offset per object, each of the trailer's offset size.
            expectEqual(integer(16..<24), 0)
            let (offsetSize, objects, table) = (
                Int(trailer[trailer.startIndex + 6]), integer(8..<16), integer(24..<32)
            )
            expectEqual(table + objects * offsetSize, bytes.count - 32)
        }
    }
}
