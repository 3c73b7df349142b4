import Foundation
import ScaledFontCheck
import ScaledFontCore
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Hostile localized strings files, made at run time: each is refused with the documented
    /// code, a message naming the file, the line where the reader stopped, in bounded time.
    /// The lines are those of the text each test writes.
    @Suite struct HostileStringsTests {
        /// The error reading `contents` as the file `name` (in an `.lproj` folder when the
        /// name says so) gives, with the hang guard around the read.
        static func refusal(
            _ contents: [UInt8], name: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> ScaledFontError? {
            let folder = try TemporaryDirectory()
            if let slash = name.lastIndex(of: "/") {
                try FileManager.default.createDirectory(
                    atPath: folder.path + "/" + name[..<slash], withIntermediateDirectories: true)
            }
            let file = try folder.write(Data(contents), to: name)
            let error = HangGuard.run("reading \(name)", sourceLocation: sourceLocation) {
                () -> ScaledFontError? in
                do throws(ScaledFontError) {
                    _ = try LocalizedStrings(files: [file])
                    return nil
                } catch {
                    return error
                }
            }
            guard let error, let error else {
                Issue.record("\(name) was read", sourceLocation: sourceLocation)
                return nil
            }
            expectTrue(error.message.hasPrefix(file + ": "), sourceLocation: sourceLocation)
            expectEqual(error.file, file, sourceLocation: sourceLocation)
            expectTrue(
                error.description.utf8.count < 600 + file.utf8.count, sourceLocation: sourceLocation
            )
            return error
        }

        /// The line and problem of a `.stringsMalformed` refusal.
        static func malformed(
            _ contents: [UInt8], name: String = "de.lproj/Localizable.strings",
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> (line: Int?, problem: String)? {
            guard let error = try refusal(contents, name: name, sourceLocation: sourceLocation)
            else { return nil }
            expectEqual(error.code, .stringsMalformed, sourceLocation: sourceLocation)
            let cause = try unwrap(
                error.cause as? PropertyListReader.Failure, sourceLocation: sourceLocation)
            return (cause.line, cause.problem)
        }

        static func malformed(
            _ text: String, name: String = "de.lproj/Localizable.strings",
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> (line: Int?, problem: String)? {
            try malformed(Array(text.utf8), name: name, sourceLocation: sourceLocation)
        }

        @Test(
            "A strings file that breaks the format is refused at the line where it breaks",
            arguments: [
                (
                    "\"a\" = \"b\";\n\"c\" = \"open\n\n", 2,
                    "the string that starts on line 2 is not closed"
                ),
                (
                    "\"a\" = \"b\";\n/* open\n\n", 2,
                    "the comment that starts on line 2 is not closed"
                ),
                ("\"a\" = \"b\";\n\0\"c\" = \"d\";", 2, "a NUL character"),
                ("\"a\" = \"b\";\n\"c\" = \"d\0\";", 2, "a NUL character"),
                ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, "missing ';' after the value of the key 'a'"),
                ("\"a\" = \"b\";\n\n\"c\" \"d\";", 3, "expected '=' or ';' after the key 'c'"),
                ("\"a\" = (\"x\");", 1, "the value of the key 'a' is an array"),
                ("\"a\" = { \"x\" = \"y\"; };", 1, "the value of the key 'a' is a dictionary"),
                ("\"a\" = <0fbd>;", 1, "the value of the key 'a' is data"),
                ("\"a\" = ;", 1, "expected a value"),
                ("\"a\" =", 1, "has no value"),
                ("\"a\"", 1, "expected '=' or ';'"),
                ("= \"b\";", 1, "expected a key"),
                ("\"a\" = \"\\400\";", 1, "the octal escape \\400 is above \\177"),
                ("\"a\" = \"\\Uzz\";", 1, "\\U is not followed by a hex digit"),
                ("\"a\" = \"\\UD800\";", 1, "\\UD800 is half of a surrogate pair, alone"),
                ("{ \"a\" = \"b\";\n", 1, "the '{' of line 1 is not closed"),
                ("{ \"a\" = \"b\"; } \"c\";", 1, "text after the closing '}'"),
            ])
        func brokenStringsFile(text: String, line: Int, problem: String) throws {
            let refusal = try unwrap(Self.malformed(text))
            expectEqual(refusal.line, line)
            expectTrue(refusal.problem.contains(problem), "\(refusal.problem)")
        }

        @Test("Bytes that are not text in the file's encoding are refused with the line")
        func badEncodings() throws {
            // Invalid UTF-8 (0xFF never occurs in UTF-8) on line 2.
            let utf8 = try unwrap(
                try Self.malformed(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0x22, 0x3B]))
            expectEqual(utf8.line, 2)
            expectTrue(utf8.problem.contains("not valid UTF-8"))
            // UTF-16 LE with a byte order mark and an unpaired high surrogate (D800) on line 2.
            var utf16: [UInt8] = [0xFF, 0xFE]
            for unit in Array("\"a\" = \"b\";\n\"c\" = \"".utf16) + [0xD800, 0x22, 0x3B] {
                utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let surrogate = try unwrap(Self.malformed(utf16))
            expectEqual(surrogate.line, 2)
            expectTrue(surrogate.problem.contains("not valid UTF-16"))
            let odd = try unwrap(Self.malformed([0xFE, 0xFF, 0x00, 0x22, 0x00]))
            expectTrue(odd.problem.contains("odd number of bytes"))
            // UTF-16 without a byte order mark is refused by name, not read as garbage.
            let unmarked = try unwrap(
                try Self.malformed(Array("\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), 0] })))
            expectTrue(unmarked.problem.contains("without a byte order mark"))
        }

        @Test("A String Catalog that is not one is refused at the line of the problem")
        func brokenCatalogs() throws {
            let name = "Localizable.xcstrings"
            let truncated = try unwrap(
                try Self.malformed(
                    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {",
                    name: name))
            expectEqual(truncated.line, 4)
            let noSource = try unwrap(Self.malformed("{\n  \"strings\" : {}\n}", name: name))
            expectTrue(noSource.problem.contains("no \"sourceLanguage\""))
            let number = try unwrap(
                try Self.malformed(
                    """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "a" : { "localizations" : { "de" : {
                          "stringUnit" : { "state" : "translated",
                            "value" : 3 } } } }
                      }
                    }
                    """, name: name))
            expectEqual(number.line, 6)
            expectTrue(
                number.problem.contains("\"value\" of 'de' of 'a' is a number, not a string"))
            let array = try unwrap(
                try Self.malformed("{\"sourceLanguage\":\"en\",\n\"strings\":[]}", name: name))
            expectEqual(array.line, 2)
            expectTrue(array.problem.contains("\"strings\" is an array, not an object"))
            // Variations nested deeper than a device's plural ones could ever be.
            var nested = #"{"stringUnit":{"value":"x"}}"#
            for _ in 0..<6 { nested = #"{"variations":{"device":{"iphone":"# + nested + "}}}" }
            let deep = try unwrap(
                try Self.malformed(
                    #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":"# + nested
                        + "}}}}",
                    name: name))
            expectTrue(deep.problem.contains("variations nested more than 4 deep"))
            // JSON nesting beyond the reader's limit, refused at once.
            let brackets = String(repeating: "[", count: 100_000)
            let json = try unwrap(Self.malformed(brackets, name: name))
            expectTrue(json.problem.contains("too many nested arrays and objects"))
        }

        @Test("A strings dictionary that is not one is refused at its line")
        func brokenStringsDictionaries() throws {
            let name = "de.lproj/Localizable.stringsdict"
            let root = try unwrap(
                try Self.malformed(
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n",
                    name: name))
            expectEqual(root.line, 3)
            expectTrue(root.problem.contains("not a dictionary"))
            let plural = try unwrap(
                try Self.malformed(
                    """
                    <plist version="1.0">
                    <dict>
                      <key>n</key>
                      <dict>
                        <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
                        <key>v</key>
                        <dict>
                          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                          <key>one</key><integer>1</integer>
                        </dict>
                      </dict>
                    </dict>
                    </plist>
                    """, name: name))
            expectEqual(plural.line, 9)
            expectTrue(plural.problem.contains("the plural category one of 'n' is a number"))
            let truncated = try unwrap(
                try Self.malformed(
                    "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>b", name: name))
            expectNotNil(truncated.line)
        }

        @Test("Files that cannot be read, or are no strings file, are refused unread")
        func unreadable() throws {
            let folder = try TemporaryDirectory()
            let big = folder.path + "/Big.strings"
            expectTrue(FileManager.default.createFile(atPath: big, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
            try handle.truncate(atOffset: UInt64(LocalizedStrings.maximumFileSize + 1))
            try handle.close()
            let pipe = folder.path + "/Pipe.strings"
            expectEqual(mkfifo(pipe, 0o644), 0)
            let cases = [
                (big, "more than the 33554432-byte limit"),
                (pipe, "is a named pipe (FIFO)"),
                (folder.path + "/Missing.xcstrings", "no such file"),
                (folder.path, "not a String Catalog (.xcstrings)"),
                (
                    try folder.write("a = b;", to: "Localizable.txt"),
                    "strings dictionary (.stringsdict)"
                ),
            ]
            for (file, reason) in cases {
                let error = HangGuard.run("reading \(file)") { () -> ScaledFontError? in
                    do throws(ScaledFontError) {
                        _ = try LocalizedStrings(files: [file])
                        return nil
                    } catch {
                        return error
                    }
                }
                let refusal = try unwrap(error.flatMap { $0 })
                expectEqual(refusal.code, .stringsUnreadable)
                expectTrue(refusal.message.hasPrefix(file + ": "))
                expectTrue(refusal.message.contains(reason), "\(refusal)")
            }
        }

        @Test("More texts than the limit are refused at the line of the first one over it")
        func tooManyTexts() throws {
            // A smaller limit than the default 500,000, so that a debug build under a
            // sanitizer stays far from the hang guard; the same code counts either way.
            let limit = 20_000
            let folder = try TemporaryDirectory()
            // The same key each time: the limit counts entries as read, before a key written
            // twice replaces its text.
            let strings = try folder.write(
                String(repeating: "k=v;\n", count: limit + 1), to: "Localizable.strings")
            var catalog = #"{"sourceLanguage":"en","strings":{"#
            for index in 0..<limit { catalog += "\n\"k\(index)\":{}," }
            let catalogFile = try folder.write(catalog + "\n\"last\":{}}}", to: "L.xcstrings")
            for (file, line, what) in [
                (strings, limit + 1, "more than \(limit) entries"),
                (catalogFile, limit + 2, "more than \(limit) texts in all files"),
            ] {
                #expect(throws: ScaledFontError.self) {
                    _ = try LocalizedStrings(files: [file], maximumValues: limit)
                }
                do {
                    _ = try LocalizedStrings(files: [file], maximumValues: limit)
                } catch {
                    let cause = error.cause as? PropertyListReader.Failure
                    expectEqual(error.code, .stringsMalformed)
                    expectEqual(cause?.line, line)
                    expectEqual(cause?.problem.contains(what), true, "\(error)")
                }
            }
        }

        /// The strings files of the hostile corpus and the problem each is refused with
        /// (`TestData/Hostile/README.md`).
        static let corpus: [(file: String, problem: String)] = [
            ("JSONStringsDictionary.stringsdict", "JSON, which the device does not read"),
            (
                "PluralVariables17.stringsdict",
                "the format of 'items' uses 17 plural variables; at most 16 are read"
            ),
        ]

        @Test("Every strings file of the hostile corpus is refused as its README says")
        func corpusStringsFiles() throws {
            let files = try FileManager.default.contentsOfDirectory(atPath: HostileCorpus.folder)
                .filter { name in
                    [".strings", ".stringsdict", ".xcstrings"].contains { name.hasSuffix($0) }
                }
            expectEqual(Set(files), Set(Self.corpus.map(\.file)))
            let readme = try String(
                contentsOfFile: HostileCorpus.path("README.md"), encoding: .utf8)
            for (file, problem) in Self.corpus {
                expectTrue(readme.contains("`\(file)`"), "\(file) not in README")
                let bytes = try unwrap(
                    FileManager.default.contents(atPath: HostileCorpus.path(file)))
                let refusal = try unwrap(Self.malformed(Array(bytes), name: file))
                expectTrue(refusal.problem.contains(problem), "\(file): \(refusal.problem)")
            }
        }

        /// A strings dictionary with one key `n` whose format is `format`, and a variable for
        /// each of `variables`, with the plural texts `one` and `other`.
        static func pluralDictionary(
            format: String, variables: [(name: String, one: String, other: String)]
        ) -> String {
            var plist = "<plist version=\"1.0\">\n<dict>\n<key>n</key>\n<dict>\n"
            plist += "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n"
            for variable in variables {
                plist +=
                    "<key>\(variable.name)</key><dict>\n"
                    + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
                    + "<key>one</key><string>\(variable.one)</string>\n"
                    + "<key>other</key><string>\(variable.other)</string>\n</dict>\n"
            }
            return plist + "</dict>\n</dict>\n</plist>\n"
        }

        /// A String Catalog with one key `n` whose English text is `format`, and a
        /// substitution `v` (argument 1, `specifier`) with the plural texts `one` and `other`.
        static func substitutionCatalog(
            format: String, one: String, other: String, specifier: String = "lld"
        ) -> String {
            func unit(_ text: String) -> String {
                #"{"stringUnit":{"state":"translated","value":""# + text + #""}}"#
            }
            return #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"en":{"#
                + #""stringUnit":{"state":"translated","value":""# + format + #""},"#
                + #""substitutions":{"v":{"argNum":1,"formatSpecifier":""# + specifier
                + #"","variations":"#
                + #"{"plural":{"one":"# + unit(one) + #","other":"# + unit(other)
                + "}}}}}}}}}\n"
        }

        @Test("A plural variable named 20,000 times is read in time proportional to its texts")
        func repeatedVariable() throws {
            // The variable replaced at each of its 20,000 places: 20,000 copies of each plural
            // text (a catalog's `%arg` written as argument 1 with its `lld`), about 2,000,000
            // characters each. Appending each copy to a copy of the text so far took minutes.
            let format = String(repeating: "%#@v@", count: 20_000)
            let one = String(repeating: "a", count: 100)
            let other = String(repeating: "b", count: 90)
            let folder = try TemporaryDirectory()
            let dictionary = try folder.write(
                Self.pluralDictionary(format: format, variables: [("v", one, other)]),
                to: "Localizable.stringsdict")
            let catalog = try folder.write(
                Self.substitutionCatalog(format: format, one: "%arg" + one, other: "%arg" + other),
                to: "Localizable.xcstrings")
            for (file, one, other) in [
                (dictionary, one, other), (catalog, "%1$lld" + one, "%1$lld" + other),
            ] {
                let read = try unwrap(
                    HangGuard.run("reading \(file)") {
                        Result { () throws(ScaledFontError) in
                            try LocalizedStrings(files: [file])
                        }
                    })
                let values = try read.get().values(forKey: "n")
                expectEqual(values.map(\.variant), ["plural.one", "plural.other"])
                expectEqual(values.first?.text, String(repeating: one, count: 20_000))
                expectEqual(values.last?.text, String(repeating: other, count: 20_000))
            }
        }

        @Test("More plural variables in one format than the limit are refused, naming the key")
        func tooManyVariables() throws {
            // 300 variables took 6.9 s: each variable's texts were made by replacing the 299
            // others one after another.
            let variables = (0..<300).map { ("v\($0)", "one", "other") }
            let format = variables.map { "%#@\($0.0)@" }.joined(separator: " ")
            let refusal = try unwrap(
                try Self.malformed(
                    Self.pluralDictionary(format: format, variables: variables),
                    name: "de.lproj/Localizable.stringsdict"))
            // The format is on line 5 of the dictionary written above.
            expectEqual(refusal.line, 5)
            expectTrue(
                refusal.problem.contains(
                    "the format of 'n' uses 300 plural variables; at most "
                        + "16 are read"),
                "\(refusal.problem)")
        }

        @Test("Plural texts longer than the limit in all are refused before they are built")
        func substitutionOverLimit() throws {
            // 20,000 places of a 1,000-character text make 20,000,000 characters, more than
            // the 4,194,304 (4 Mi) one file's substitutions may make.
            let format = String(repeating: "%#@v@", count: 20_000)
            let long = String(repeating: "x", count: 1_000)
            for (contents, name) in [
                (
                    Self.pluralDictionary(format: format, variables: [("v", "a", long)]),
                    "de.lproj/Localizable.stringsdict"
                ),
                (
                    Self.substitutionCatalog(format: format, one: "a", other: long),
                    "Localizable.xcstrings"
                ),
                // `%arg` 20,000 times in a plural text, written as a 1,000-character
                // `formatSpecifier`.
                (
                    Self.substitutionCatalog(
                        format: "%#@v@", one: "a", other: String(repeating: "%arg", count: 20_000),
                        specifier: long),
                    "Localizable.xcstrings"
                ),
            ] {
                let refusal = try unwrap(Self.malformed(contents, name: name))
                expectTrue(
                    refusal.problem.contains("make more than 4194304 characters in this file"),
                    "\(refusal.problem)")
                expectTrue(refusal.problem.contains("'n'"), "\(refusal.problem)")
            }
        }

        @Test("A message quotes at most a few characters of a megabyte-long key")
        func longKeyInMessage() throws {
            let key = String(repeating: "k", count: 1 << 20)
            let refusal = try unwrap(Self.malformed("\"\(key)\" \"v\";"))
            expectTrue(
                refusal.problem.utf8.count <= PropertyListReader.Failure.maximumProblemBytes + 3)
        }
    }
}
