import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// JSON style dictionaries: the property list's shape in JSON, checked by the same
    /// validator. Expected entries come from the property-list original they were converted
    /// from (Examples/NotoSerif.json was written from Examples/NotoSerif.plist by Python's
    /// plistlib and json), expected lines from the JSON text the test writes.
    @Suite struct JSONDictionaryTests {
        let folder: TemporaryDirectory

        init() throws {
            folder = try TemporaryDirectory()
        }

        @Test("the JSON example has the entries of the property list it was converted from")
        func exampleMatchesPropertyList() throws {
            let json = try StyleDictionary.load(path: TestPaths.example("NotoSerif.json"))
            let plist = try StyleDictionary.load(path: TestPaths.example("NotoSerif.plist"))
            expectEqual(json.entries, plist.entries)
            expectEqual(json.entries.count, 11)
            expectTrue(json.diagnostics.isEmpty)
            // The JSON file writes one entry per four lines after the opening brace.
            expectEqual(json.keyLines["largeTitle"], 2)
            expectEqual(json.keyLines["title"], 6)
            expectEqual(json.keyLines["caption2"], 42)
        }

        @Test(
            "the format is told by extension and first character",
            arguments: [
                ("Styles.json", "  \n", StyleDictionary.Format.json),
                ("Styles.plist", " {\"body\": {}}", .json),
                ("Styles.plist", "[]", .json),
                ("Styles", "\u{FEFF}{}", .json),
                ("Styles.plist", "<?xml version=\"1.0\"?>", .xmlPropertyList),
                ("Styles.plist", "bplist00", .binaryPropertyList),
            ])
        func format(file: String, text: String, expected: StyleDictionary.Format) {
            expectEqual(StyleDictionary.Format(of: Data(text.utf8), file: file), expected)
        }

        @Test("a JSON boolean is not a number: fontSize true is a wrong type, not 1 pt")
        func booleanIsNotANumber() throws {
            let text = #"{"body": {"fontName": "DejaVuSans", "fontSize": true}}"#
            let dictionary = try StyleDictionary(data: Data(text.utf8), file: "b.json")
            expectTrue(dictionary.entries.isEmpty)
            let error = try unwrap(dictionary.errors.first)
            expectEqual(error.problem, .wrongType)
            expectEqual(error.field, "fontSize")
            expectEqual(error.detail, "must be a number, not a boolean")
        }

        @Test("null fields and entries are named as null")
        func nullIsNamed() throws {
            let text = #"{"body": {"fontName": null, "fontSize": 17}, "title": null}"#
            let dictionary = try StyleDictionary(data: Data(text.utf8), file: "n.json")
            let problems = dictionary.errors.map { "\($0.styleKey ?? ""): \($0.summary)" }
            expectEqual(
                problems.sorted(),
                [
                    "body: fontName: must be a string, not null",
                    "title: must be a dictionary with fontName and fontSize, not null",
                ])
        }

        @Test("integers and reals are sizes; diagnostics carry the line of the style key")
        func sizesAndLines() throws {
            let text = """
                {
                  "body": {"fontName": "DejaVuSans", "fontSize": 17.5},
                  "headlne": {"fontName": "DejaVuSans-Bold", "fontSize": 17},
                  "caption": {"fontName": "DejaVuSans", "fontSize": -2}
                }
                """
            let path = try folder.write(text, to: "lines.json")
            let dictionary = try StyleDictionary.load(path: path)
            expectEqual(dictionary.entries[.body]?.fontSize, 17.5)
            let typo = try unwrap(dictionary.diagnostics.first { $0.styleKey == "headlne" })
            expectEqual(typo.line, 3)
            expectEqual(typo.suggestion, "headline")
            let negative = try unwrap(dictionary.errors.first { $0.styleKey == "caption" })
            expectEqual(negative.line, 4)
            expectEqual(negative.problem, .notPositive)
        }

        @Test("a style key or field written twice is an error with both lines")
        func duplicates() throws {
            let text = """
                {
                  "body": {"fontName": "A", "fontSize": 17},
                  "body": {"fontName": "B", "fontSize": 18},
                  "title": {"fontName": "C",
                            "fontName": "D", "fontSize": 28}
                }
                """
            let dictionary = try StyleDictionary(data: Data(text.utf8), file: "d.json")
            expectTrue(dictionary.entries.isEmpty)
            let body = try unwrap(dictionary.errors.first { $0.styleKey == "body" })
            expectEqual(body.problem, .duplicateKey)
            expectTrue(body.detail.contains("(lines 2") && body.detail.contains(" 3)"))
            let title = try unwrap(dictionary.errors.first { $0.styleKey == "title" })
            expectEqual(title.problem, .duplicateKey)
            expectEqual(title.field, "fontName")
            expectTrue(title.detail.contains("(lines 4") && title.detail.contains(" 5)"))
        }

        @Test(
            "text that is not JSON is malformed, with the syntax error as the cause",
            arguments: [#"{"body": {"fontName": "A", "fontSize": 17}"#, #"{"body": 1e400}"#])
        func malformed(text: String) throws {
            #expect {
                try StyleDictionary(data: Data(text.utf8), file: "bad.json")
            } throws: { error in
                let error = error as? ScaledFontError
                return error?.code == .dictionaryMalformed
                    && error?.message == "bad.json: not valid JSON" && error?.cause != nil
            }
        }

        @Test("a root that is not an object is named, as for property lists")
        func rootArray() throws {
            #expect {
                try StyleDictionary(data: Data("[1, 2]".utf8), file: "root.json")
            } throws: { error in
                (error as? ScaledFontError)?.message
                    == "root.json: the root of a style dictionary must be a dictionary, "
                    + "not an array"
            }
        }

        @Test(
            "encoding writes the valid entries; reading them back gives the same entries",
            arguments: StyleDictionary.Format.allCases)
        func roundTrip(format: StyleDictionary.Format) throws {
            let entries: [TextStyle: StyleEntry] = [
                .body: StyleEntry(fontName: "DejaVuSans", fontSize: 17),
                .caption2: StyleEntry(
                    fontName: "DejaVu Sans", fontSize: 11.5, maximumPointSize: 30,
                    minimumPointSize: 9),
            ]
            let data = StyleDictionary(entries: entries).encoded(as: format)
            expectEqual(StyleDictionary.Format(of: data, file: "out"), format)
            let read = try StyleDictionary(data: data, file: "out")
            expectEqual(read.entries, entries)
            expectTrue(read.diagnostics.isEmpty)
        }

        @Test("JSON output lists the styles in style order with sorted fields")
        func jsonLayout() throws {
            let entries: [TextStyle: StyleEntry] = [
                .caption2: StyleEntry(fontName: "B", fontSize: 11),
                .title: StyleEntry(fontName: "A", fontSize: 28),
            ]
            let text = String(
                decoding: StyleDictionary(entries: entries).encoded(as: .json), as: UTF8.self)
            let expected = """
                {
                  "title": {
                    "fontName": "A",
                    "fontSize": 28
                  },
                  "caption2": {
                    "fontName": "B",
                    "fontSize": 11
                  }
                }

                """
            expectEqual(text, expected)
        }
    }
}
