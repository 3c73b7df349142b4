import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Binary style dictionaries are read by the library's own bplist00 reader, never by
    /// Foundation's, which crashes on some inputs (Fuzz/crashes/README.md). Hostile binary
    /// input must give `.dictionaryMalformed`, never a crash or a hang.
    @Suite struct BinaryPropertyListTests {
        /// Builds a bplist00 file from encoded objects (object 0 is the top object), with
        /// 2-byte offsets and 1-byte object references, per Apple's CFBinaryPList.c layout:
        /// header, objects, offset table, 32-byte trailer.
        static func bplist(_ objects: [[UInt8]]) -> Data {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects {
                offsets.append(bytes.count)
                bytes += object
            }
            let tableOffset = bytes.count
            for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
            bytes += [0, 0, 0, 0, 0, 0, 2, 1]
            bytes += bigEndian(objects.count) + bigEndian(0) + bigEndian(tableOffset)
            return Data(bytes)
        }

        static func bigEndian(_ value: Int) -> [UInt8] {
            (0..<8).reversed().map { (byte: Int) -> UInt8 in
                UInt8(truncatingIfNeeded: value >> (byte * 8))
            }
        }

        /// An ASCII string object (marker 0x5n).
        static func ascii(_ text: String) -> [UInt8] {
            [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
        }

        func expectMalformed(_ data: Data, mentioning words: String) {
            #expect {
                try StyleDictionary(data: data, file: "hostile.plist")
            } throws: { error in
                let error = error as! ScaledFontError
                return error.code == .dictionaryMalformed && error.file == "hostile.plist"
                    && (error.causeDescription ?? "").contains(words)
            }
        }

        @Test("A binary plist with a set is malformed, not a crash (the fuzzer's reproducer)")
        func setIsRefused() throws {
            #expect {
                try StyleDictionary.load(path: TestPaths.testData("BinaryWithSet.plist"))
            } throws: { error in
                (error as! ScaledFontError).code == .dictionaryMalformed
            }
        }

        @Test("An array that contains itself is refused")
        func cycle() {
            // Object 0: an array of one reference, to object 0.
            expectMalformed(Self.bplist([[0xA1, 0x00]]), mentioning: "contains itself")
        }

        @Test("Shared references that describe 2^40 objects are refused quickly")
        func exponentialSharing() {
            // Object i is an array [i+1, i+1]; object 40 is a string: 41 objects, 2^40 paths.
            var objects = (0..<40).map { (index: Int) -> [UInt8] in
                [0xA2, UInt8(index + 1), UInt8(index + 1)]
            }
            objects.append(Self.ascii("a"))
            expectMalformed(Self.bplist(objects), mentioning: "more than")
        }

        @Test("Nesting deeper than 64 levels is refused")
        func deepNesting() {
            var objects = (0..<100).map { (index: Int) -> [UInt8] in [0xA1, UInt8(index + 1)] }
            objects.append(Self.ascii("a"))
            expectMalformed(Self.bplist(objects), mentioning: "nesting deeper")
        }

        @Test("A truncated file, a bad trailer and out-of-range references are refused")
        func brokenStructure() throws {
            let valid = try PropertyListSerialization.data(
                fromPropertyList: ["body": ["fontName": "NotoSerif", "fontSize": 17]],
                format: .binary, options: 0)
            for length in [0, 8, 20, 39, valid.count - 1] {
                #expect(throws: ScaledFontError.self) {
                    try StyleDictionary(data: valid.prefix(length), file: "cut.plist")
                }
            }
            // A dictionary whose key reference points past the last object.
            expectMalformed(
                Self.bplist([[0xD1, 0x05, 0x01], Self.ascii("x")]), mentioning: "range")
            // A string whose length runs past the end of the file.
            expectMalformed(Self.bplist([[0x5F, 0x10, 0x20]]), mentioning: "past the end")
        }

        @Test("A hand-made binary dictionary reads the same as Foundation writes it")
        func handMadeDictionary() throws {
            // {"body": {"fontName": "NotoSerif", "fontSize": 17}} with 1-byte references.
            let data = Self.bplist([
                [0xD1, 0x01, 0x02], Self.ascii("body"),
                [0xD2, 0x03, 0x04, 0x05, 0x06], Self.ascii("fontName"), Self.ascii("fontSize"),
                Self.ascii("NotoSerif"), [0x10, 17],
            ])
            let dictionary = try StyleDictionary(data: data, file: "made.plist")
            expectEqual(dictionary.entries[.body], StyleEntry(fontName: "NotoSerif", fontSize: 17))
            expectTrue(dictionary.diagnostics.isEmpty)
        }

        @Test("Every value type Foundation writes in binary reads back with the same meaning")
        func foundationRoundTrip() throws {
            let value: [String: Any] = [
                "title": ["fontName": "Noto Serif Bold", "fontSize": 28.5],
                "body": ["fontName": "NotoSerif", "fontSize": 17, "maximumPointSize": 40],
                "caption": ["fontName": "Ünïcødé Sans", "fontSize": 12],
                "footnote": ["fontName": "X", "fontSize": "13"],
                "callout": ["fontName": Data([1, 2]), "fontSize": Date(timeIntervalSince1970: 0)],
                "title2": ["fontName": "X", "fontSize": -1_000_000_000_000],
                "title3": [true, false, [1, 2, 3]],
            ]
            let binary = try PropertyListSerialization.data(
                fromPropertyList: value, format: .binary, options: 0)
            let xml = try PropertyListSerialization.data(
                fromPropertyList: value, format: .xml, options: 0)
            let fromBinary = try StyleDictionary(data: binary, file: "same.plist")
            let fromXML = try StyleDictionary(data: xml, file: "same.plist")
            expectEqual(fromBinary.entries, fromXML.entries)
            expectEqual(fromBinary.entries[.caption]?.fontName, "Ünïcødé Sans")
            expectEqual(fromBinary.entries[.title]?.fontSize, 28.5)
            expectEqual(
                fromBinary.diagnostics.map(\.summary).sorted(),
                fromXML.diagnostics.map(\.summary).sorted())
        }
    }
}
