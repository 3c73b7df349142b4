import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Loading and validating style dictionaries (StyleDictionaryFormat.md in the DocC catalog):
    /// XML and binary property lists, one diagnostic per problem naming file, style key, field and
    /// line, and the errors for files that cannot be read or parsed.
    @Suite struct StyleDictionaryTests {
        let folder: TemporaryDirectory

        init() throws {
            folder = try TemporaryDirectory()
        }

        /// An XML style dictionary written line by line, so the test knows the line of every
        /// top-level key without asking the library.
        struct XMLPlist {
            private(set) var lines = [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#
                    + #""http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
                #"<plist version="1.0">"#,
                "<dict>",
            ]
            /// The 1-based line of each top-level key.
            private(set) var keyLines: [String: Int] = [:]

            /// Adds a style whose value is the given XML, one element per line.
            mutating func add(_ key: String, _ value: [String]) {
                lines.append("\t<key>\(key)</key>")
                keyLines[key] = lines.count
                lines += value.map { "\t" + $0 }
            }

            /// Adds a style with the usual two fields, each given as a complete XML value.
            mutating func add(_ key: String, fontName: String?, fontSize: String?) {
                var value = ["<dict>"]
                if let fontName { value += ["\t<key>fontName</key>", "\t" + fontName] }
                if let fontSize { value += ["\t<key>fontSize</key>", "\t" + fontSize] }
                add(key, value + ["</dict>"])
            }

            var text: String { (lines + ["</dict>", "</plist>", ""]).joined(separator: "\n") }
        }

        /// Writes a dictionary and loads it with `StyleDictionary.load(path:)`.
        func load(
            _ plist: XMLPlist, name: String = "Styles.plist"
        ) throws -> (StyleDictionary, String) {
            let path = try folder.write(plist.text, to: name)
            return (try StyleDictionary.load(path: path), path)
        }

        // MARK: Formats

        /// A dictionary in property-list types (a function: `[String: Any]` is not Sendable).
        static func plistValue() -> [String: Any] {
            [
                "body": ["fontName": "NotoSerif", "fontSize": 17],
                "headline": ["fontName": "NotoSerif-Bold", "fontSize": 17.5],
                "caption2": [
                    "fontName": "Noto Serif Italic", "fontSize": 11, "maximumPointSize": 20,
                    "minimumPointSize": 10.5,
                ],
            ]
        }

        /// The entries `plistValue` stands for.
        static let plistEntries: [TextStyle: StyleEntry] = [
            .body: StyleEntry(fontName: "NotoSerif", fontSize: 17),
            .headline: StyleEntry(fontName: "NotoSerif-Bold", fontSize: 17.5),
            .caption2: StyleEntry(
                fontName: "Noto Serif Italic", fontSize: 11, maximumPointSize: 20,
                minimumPointSize: 10.5),
        ]

        @Test(
            "XML and binary property lists load to the same entries",
            arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
        func formats(format: PropertyListSerialization.PropertyListFormat) throws {
            let data = try PropertyListSerialization.data(
                fromPropertyList: Self.plistValue(), format: format, options: 0)
            let path = try folder.write(data, to: "Styles.plist")
            let dictionary = try StyleDictionary.load(path: path)
            expectEqual(dictionary.file, path)
            expectEqual(dictionary.entries, Self.plistEntries)
            expectTrue(dictionary.diagnostics.isEmpty)
            expectEqual(dictionary.missingStyles.count, TextStyle.allCases.count - 3)
            expectEqual(dictionary.state(of: .body), .valid(Self.plistEntries[.body]!))
            expectEqual(dictionary.state(of: .title), .missing)
            // A binary property list has no lines to report.
            if format == .binary { expectTrue(dictionary.keyLines.isEmpty) }
        }

        @Test("Bytes in memory load like a file, named as the caller says")
        func fromData() throws {
            let data = try PropertyListSerialization.data(
                fromPropertyList: Self.plistValue(), format: .binary, options: 0)
            let dictionary = try StyleDictionary(data: data, file: "memory.plist")
            expectEqual(dictionary.entries, Self.plistEntries)
            expectEqual(dictionary.file, "memory.plist")
        }

        @Test("A boolean fontSize is the wrong type in a binary property list too")
        func binaryBoolean() throws {
            let value: [String: Any] = ["body": ["fontName": "NotoSerif", "fontSize": true]]
            let data = try PropertyListSerialization.data(
                fromPropertyList: value, format: .binary, options: 0)
            let dictionary = try StyleDictionary(data: data, file: "Boolean.plist")
            expectEqual(dictionary.errors.map(\.problem), [.wrongType])
            expectEqual(dictionary.errors.first?.field, "fontSize")
            expectTrue(dictionary.entries.isEmpty)
        }

        @Test(
            "Key lines are right with Windows line endings and after a byte order mark",
            arguments: ["\n", "\r\n"], [false, true])
        func keyLinesWithOtherEncodings(newline: String, byteOrderMark: Bool) throws {
            var plist = XMLPlist()
            plist.add("title", fontName: "<string>NotoSerif</string>", fontSize: "<real>28</real>")
            plist.add("body", fontName: "<string>NotoSerif</string>", fontSize: "<real>0</real>")
            let text = plist.text.replacingOccurrences(of: "\n", with: newline)
            let data = (byteOrderMark ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data(text.utf8)
            let path = try folder.write(data, to: "Lines.plist")
            let dictionary = try StyleDictionary.load(path: path)
            expectEqual(dictionary.keyLines, plist.keyLines)
            expectEqual(dictionary.errors.first?.line, plist.keyLines["body"])
        }

        @Test(
            "Every example and test dictionary in the Linux form loads",
            arguments: [
                TestPaths.example("NotoSerif.plist"), TestPaths.example("Futura.plist"),
                TestPaths.example("Noteworthy.plist"), TestPaths.example("DejaVuSans.plist"),
            ])
        func examples(path: String) throws {
            let dictionary = try StyleDictionary.load(path: path)
            expectTrue(dictionary.diagnostics.isEmpty)
            expectEqual(Set(dictionary.entries.keys), Set(TextStyle.allCases))
        }

        // MARK: Diagnostics

        @Test("A misspelt style key is reported with the nearest key and its line")
        func misspeltKey() throws {
            var plist = XMLPlist()
            plist.add(
                "title", fontName: "<string>NotoSerif</string>", fontSize: "<integer>28</integer>")
            plist.add(
                "headlne", fontName: "<string>NotoSerif-Bold</string>",
                fontSize: "<integer>17</integer>")
            let (dictionary, path) = try load(plist)
            let diagnostic = try unwrap(dictionary.diagnostics.first)
            expectEqual(dictionary.diagnostics.count, 1)
            expectEqual(diagnostic.problem, .unknownStyle)
            expectEqual(diagnostic.severity, .error)
            expectEqual(diagnostic.file, path)
            expectEqual(diagnostic.styleKey, "headlne")
            expectNil(diagnostic.field)
            expectEqual(diagnostic.suggestion, "headline")
            expectEqual(diagnostic.line, plist.keyLines["headlne"])
            expectTrue(
                diagnostic.description.hasPrefix("\(path):\(plist.keyLines["headlne"]!): headlne"))
            expectTrue(diagnostic.description.contains("did you mean 'headline'?"))
            // The misspelt key is no headline entry; the others are untouched.
            expectEqual(dictionary.state(of: .headline), .missing)
            expectEqual(dictionary.entries[.title], StyleEntry(fontName: "NotoSerif", fontSize: 28))
            expectEqual(dictionary.keyLines, plist.keyLines)
        }

        /// A bad body entry: the XML of `fontName` and `fontSize` (nil leaves the field out),
        /// the problem and the field the diagnostic must name.
        struct BadEntry: Sendable, CustomTestStringConvertible {
            let fontName: String?
            let fontSize: String?
            let problem: StyleDictionaryFinding.Problem
            let field: String

            init(
                _ fontName: String?, _ fontSize: String?,
                _ problem: StyleDictionaryFinding.Problem, _ field: String
            ) {
                self.fontName = fontName
                self.fontSize = fontSize
                self.problem = problem
                self.field = field
            }

            var testDescription: String {
                "fontName \(fontName ?? "absent"), fontSize \(fontSize ?? "absent")"
            }
        }

        static let badEntries: [BadEntry] = [
            BadEntry("<string>NotoSerif</string>", "<string>17</string>", .wrongType, "fontSize"),
            BadEntry(
                "<string>NotoSerif</string>", "<integer>0</integer>", .notPositive, "fontSize"),
            BadEntry(
                "<string>NotoSerif</string>", "<integer>-12</integer>", .notPositive, "fontSize"),
            BadEntry("<string>NotoSerif</string>", "<real>-0.5</real>", .notPositive, "fontSize"),
            BadEntry("<string>NotoSerif</string>", nil, .missingField, "fontSize"),
            BadEntry("<string>NotoSerif</string>", "<true/>", .wrongType, "fontSize"),
            BadEntry("<string>NotoSerif</string>", "<real>20000</real>", .tooLarge, "fontSize"),
            BadEntry("<string></string>", "<integer>17</integer>", .emptyFontName, "fontName"),
            BadEntry("<string>   </string>", "<integer>17</integer>", .emptyFontName, "fontName"),
            BadEntry(nil, "<integer>17</integer>", .missingField, "fontName"),
            BadEntry("<integer>17</integer>", "<integer>17</integer>", .wrongType, "fontName"),
            BadEntry("<string>NotoSerif</string>", "<real>nan</real>", .notFinite, "fontSize"),
            BadEntry(
                "<string>NotoSerif</string>", "<real>+infinity</real>", .notFinite, "fontSize"),
        ]

        @Test("An invalid body entry is reported and only body is lost", arguments: badEntries)
        func badEntry(bad: BadEntry) throws {
            var plist = XMLPlist()
            plist.add(
                "title", fontName: "<string>NotoSerif</string>", fontSize: "<integer>28</integer>")
            plist.add("body", fontName: bad.fontName, fontSize: bad.fontSize)
            plist.add(
                "caption", fontName: "<string>NotoSerif</string>", fontSize: "<real>12.5</real>")
            let (dictionary, path) = try load(plist)

            let diagnostic = try unwrap(dictionary.errors.first)
            expectEqual(dictionary.errors.count, 1)
            expectEqual(diagnostic.problem, bad.problem)
            expectEqual(diagnostic.file, path)
            expectEqual(diagnostic.styleKey, "body")
            expectEqual(diagnostic.field, bad.field)
            expectEqual(diagnostic.line, plist.keyLines["body"])
            let location = "\(path):\(plist.keyLines["body"]!): body: \(bad.field): "
            expectTrue(diagnostic.description.hasPrefix(location))
            expectEqual(dictionary.state(of: .body), .invalid(diagnostic))
            expectNil(dictionary.entries[.body])
            expectEqual(dictionary.entries[.title], StyleEntry(fontName: "NotoSerif", fontSize: 28))
            expectEqual(
                dictionary.entries[.caption], StyleEntry(fontName: "NotoSerif", fontSize: 12.5))
        }

        @Test("An entry that is not a dictionary is reported")
        func entryNotADictionary() throws {
            var plist = XMLPlist()
            plist.add("body", ["<string>NotoSerif</string>"])
            let (dictionary, _) = try load(plist)
            let diagnostic = try unwrap(dictionary.errors.first)
            expectEqual(diagnostic.problem, .entryNotADictionary)
            expectEqual(diagnostic.styleKey, "body")
            expectEqual(diagnostic.line, plist.keyLines["body"])
        }

        @Test("minimumPointSize above maximumPointSize is reported")
        func minimumAboveMaximum() throws {
            var plist = XMLPlist()
            plist.add(
                "body",
                [
                    "<dict>", "\t<key>fontName</key>", "\t<string>NotoSerif</string>",
                    "\t<key>fontSize</key>", "\t<integer>17</integer>",
                    "\t<key>minimumPointSize</key>", "\t<integer>30</integer>",
                    "\t<key>maximumPointSize</key>", "\t<integer>20</integer>", "</dict>",
                ])
            let (dictionary, _) = try load(plist)
            let diagnostic = try unwrap(dictionary.errors.first)
            expectEqual(diagnostic.problem, .minimumAboveMaximum)
            expectEqual(diagnostic.field, "minimumPointSize")
            expectNil(dictionary.entries[.body])
        }

        @Test("A misspelt field is a warning with a suggestion; the entry still needs fontSize")
        func misspeltField() throws {
            var plist = XMLPlist()
            plist.add(
                "footnote",
                [
                    "<dict>", "\t<key>fontName</key>", "\t<string>NotoSerif</string>",
                    "\t<key>fontSise</key>", "\t<integer>13</integer>", "</dict>",
                ])
            plist.add(
                "callout",
                [
                    "<dict>", "\t<key>fontName</key>", "\t<string>NotoSerif</string>",
                    "\t<key>fontSize</key>", "\t<integer>16</integer>",
                    "\t<key>maximumPointSise</key>", "\t<integer>30</integer>", "</dict>",
                ])
            let (dictionary, _) = try load(plist)
            let warnings = dictionary.diagnostics.filter { $0.severity == .warning }
            expectEqual(warnings.map(\.problem), [.unknownField, .unknownField])
            expectEqual(warnings.map(\.styleKey), ["footnote", "callout"])
            expectEqual(warnings.map(\.field), ["fontSise", "maximumPointSise"])
            expectEqual(warnings.map(\.suggestion), ["fontSize", "maximumPointSize"])
            // footnote has no fontSize: an error; callout is usable despite its warning.
            expectEqual(dictionary.errors.map(\.problem), [.missingField])
            expectEqual(dictionary.errors.first?.styleKey, "footnote")
            expectEqual(
                dictionary.entries[.callout], StyleEntry(fontName: "NotoSerif", fontSize: 16))
        }

        @Test("Diagnostics come in file order")
        func fileOrder() throws {
            var plist = XMLPlist()
            for key in ["title3", "body", "largeTitle", "caption"] {
                plist.add(
                    key, fontName: "<string>NotoSerif</string>", fontSize: "<integer>0</integer>")
            }
            let (dictionary, _) = try load(plist)
            expectEqual(
                dictionary.errors.map(\.styleKey), ["title3", "body", "largeTitle", "caption"])
            expectEqual(
                dictionary.errors.map(\.line),
                [
                    plist.keyLines["title3"], plist.keyLines["body"], plist.keyLines["largeTitle"],
                    plist.keyLines["caption"],
                ])
        }

        @Test("The iOS test case InvalidBodyStyle.plist: body lacks fontSize")
        func invalidBodyStyleFile() throws {
            let path = TestPaths.testData("InvalidBodyStyle.plist")
            let dictionary = try StyleDictionary.load(path: path)
            let diagnostic = try unwrap(dictionary.errors.first)
            expectEqual(dictionary.errors.count, 1)
            expectEqual(diagnostic.problem, .missingField)
            expectEqual(diagnostic.styleKey, "body")
            expectEqual(diagnostic.field, "fontSize")
            // The line of `<key>body</key>`, found by reading the file here.
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let bodyLine = lines.firstIndex { $0.contains("<key>body</key>") }.map { $0 + 1 }
            expectEqual(diagnostic.line, bodyLine)
            expectEqual(dictionary.entries.count, 10)
        }

        @Test("The iOS test case MissingHeadline.plist: headline is missing, not invalid")
        func missingHeadlineFile() throws {
            let dictionary = try StyleDictionary.load(
                path: TestPaths.testData("MissingHeadline.plist"))
            expectTrue(dictionary.diagnostics.isEmpty)
            expectEqual(dictionary.missingStyles, [.headline])
            expectEqual(dictionary.state(of: .headline), .missing)
        }

        // MARK: Unreadable and malformed files

        @Test("A missing file is unreadable")
        func missingFile() {
            let path = folder.path + "/NoSuchFile.plist"
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary.load(path: path)
            }
            expectEqual(error?.code, .dictionaryUnreadable)
            expectEqual(error?.file, path)
            expectEqual(error?.message.contains(path), true)
        }

        @Test("A folder is unreadable")
        func directory() {
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary.load(path: folder.path)
            }
            expectEqual(error?.code, .dictionaryUnreadable)
            expectEqual(error?.file, folder.path)
        }

        @Test("A file over the size limit is unreadable, before parsing")
        func tooLarge() throws {
            let path = try folder.write(
                Data(repeating: 0x20, count: StyleDictionary.maximumFileSize + 1), to: "Big.plist")
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary.load(path: path)
            }
            expectEqual(error?.code, .dictionaryUnreadable)
        }

        @Test(
            "A file that is not a property list, or whose root is no dictionary, is malformed",
            arguments: [
                "this is not a property list\n",
                "",
                // JSON is read as a style dictionary (JSONDictionaryTests); truncated, it is not.
                #"{"body": {"fontName": "NotoSerif", "fontSize": 17}"#,
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>body</key>\n",
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n"
                    + "<string>NotoSerif</string>\n</array>\n</plist>\n",
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n"
                    + "<string>body</string>\n</plist>\n",
            ])
        func malformed(text: String) throws {
            let path = try folder.write(text, to: "Malformed.plist")
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary.load(path: path)
            }
            expectEqual(error?.code, .dictionaryMalformed)
            expectEqual(error?.message.contains(path), true)
        }

        @Test("A binary property list whose root is an array is malformed")
        func binaryArrayRoot() throws {
            let data = try PropertyListSerialization.data(
                fromPropertyList: [Self.plistValue()], format: .binary, options: 0)
            let path = try folder.write(data, to: "Array.plist")
            let error = #expect(throws: ScaledFontError.self) {
                try StyleDictionary.load(path: path)
            }
            expectEqual(error?.code, .dictionaryMalformed)
            expectEqual(error?.message.contains("an array"), true)
        }
    }
}
