import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The OpenStep text syntax of the bounded reader (the syntax of `project.pbxproj`).
    /// Expected values are those of the text each test writes; the escapes are those Apple's
    /// reader of old-style property lists resolves (`\n`, `\t`, `\"`, `\\`, `\U` with hex
    /// digits, octal `\012`).
    @Suite struct OpenStepPropertyListTests {
        typealias Reader = PropertyListReader

        static func parse(
            _ text: String, file: String = "project.pbxproj"
        ) throws(ScaledFontError) -> PropertyListDocument {
            try Reader.parse(Array(text.utf8), file: file, readsOpenStep: true)
        }

        /// The failure's text for `text`: `line N: problem`.
        static func refusal(_ text: String) -> String? {
            do {
                _ = try parse(text)
                return nil
            } catch {
                expectEqual(error.code, .dictionaryMalformed)
                expectEqual(error.message, "project.pbxproj: not a property list")
                return error.cause.map { "\($0)" }
            }
        }

        static func string(_ node: PropertyListNode?) -> String? {
            if case .string(let text)? = node?.value { return text }
            return nil
        }

        @Test("Xcode's header, comments, dictionaries and arrays, each value with its line")
        func projectShape() throws {
            let text = """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tclasses = {
                \t};
                \tobjectVersion = 77;
                \tobjects = {

                /* Begin PBXBuildFile section */
                \t\tAB12 /* Lora.ttf in Resources */ = {isa = PBXBuildFile; fileRef = CD34 /* Lora.ttf */; };
                /* End PBXBuildFile section */
                \t\tEF56 = {
                \t\t\tfiles = (
                \t\t\t\tAB12 /* Lora.ttf in Resources */,
                \t\t\t);
                \t\t\tpath = "<group>";
                \t\t};
                \t};
                \trootObject = EF56 /* Project object */;
                }
                """
            let document = try Self.parse(text)
            expectEqual(document.format, .openStep)
            let root = try unwrap(document.root.entries)
            expectEqual(
                root.map(\.key),
                [
                    "archiveVersion", "classes", "objectVersion", "objects", "rootObject",
                ])
            expectEqual(root.map(\.keyLine), [3, 4, 6, 7, 19])
            expectEqual(Self.string(root[2].value), "77")
            expectEqual(root[1].value.value, .dictionary([]))
            let objects = try unwrap(root[3].value.entries)
            expectEqual(objects.map(\.key), ["AB12", "EF56"])
            expectEqual(objects.map(\.keyLine), [10, 12])
            let buildFile = try unwrap(objects[0].value.entries)
            expectEqual(buildFile.map(\.key), ["isa", "fileRef"])
            expectEqual(Self.string(buildFile[1].value), "CD34")
            let group = try unwrap(objects[1].value.entries)
            guard case .array(let files) = group[0].value.value else {
                Issue.record("files is not an array")
                return
            }
            expectEqual(files.map(\.line), [14])
            expectEqual(Self.string(files.first), "AB12")
            expectEqual(Self.string(group[1].value), "<group>")
        }

        @Test(
            "Quoted strings resolve their escapes",
            arguments: [
                (#""a\"b""#, "a\"b"), (#""a\\b""#, "a\\b"), (#""1\n2\t3""#, "1\n2\t3"),
                (#""caf\U00e9""#, "café"), (#""\U00E9t\U00e9""#, "été"), (#""a\012b""#, "a\nb"),
                (#""\101\102""#, "AB"), (#""\'""#, "'"), ("\"two\nlines\"", "two\nlines"),
                (#""\ud83d\udE00""#, "ud83dudE00"), (#""\UD83D\UDE00""#, "😀"),
            ])
        func escapes(written: String, expected: String) throws {
            let document = try Self.parse("{ key = \(written); }")
            expectEqual(Self.string(document.root.entries?.first?.value), expected)
        }

        @Test("Unquoted strings, data, trailing commas and a key written twice")
        func scalars() throws {
            let document = try Self.parse(
                """
                {
                    path = Sources/App-1.0_$x+y:z.swift;
                    data = <0fbd 7A
                      00>;
                    list = (a, "b", );
                    empty = ();
                    list = (c);
                }
                """)
            let entries = try unwrap(document.root.entries)
            expectEqual(entries.map(\.key), ["path", "data", "list", "empty", "list"])
            expectEqual(Self.string(entries[0].value), "Sources/App-1.0_$x+y:z.swift")
            expectEqual(entries[1].value.value, .data([0x0F, 0xBD, 0x7A, 0x00]))
            expectEqual(
                entries[2].value.value,
                .array([
                    PropertyListNode(.string("a"), line: 5),
                    PropertyListNode(.string("b"), line: 5),
                ]))
            expectEqual(entries[3].value.value, .array([]))
            expectEqual(entries.map(\.keyLine), [2, 3, 5, 6, 7])
        }

        @Test("An array or a string can be the root; the syntax is told by the header or name")
        func detection() throws {
            try expectEqual(Self.parse("(a, b)").root.value.kind, "an array")
            try expectEqual(Self.parse("\"x\"", file: "x.pbxproj").format, .openStep)
            try expectEqual(Self.parse("{ a = b; }", file: "x.plist").format, .openStep)
            // Without readsOpenStep, `{` stays JSON and the rest XML, as for style dictionaries.
            expectEqual(Reader.format(of: Array("{ a = b; }".utf8), file: "x.plist"), .json)
            expectEqual(
                Reader.format(of: Array("{\"a\": 1}".utf8), file: "x", readsOpenStep: true), .json)
            expectEqual(Reader.format(of: Array("// !$*UTF8*$!\n{".utf8), file: "x"), .xml)
            // Xcode also reads a project converted to XML (`plutil -convert xml1`).
            let xml = try Self.parse(
                "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>")
            expectEqual(xml.format, .xml)
        }

        @Test(
            "Malformed and truncated text is refused with its line",
            arguments: [
                ("{\n a = b\n}", "line 3: expected ';' after the value of 'a', not '}'"),
                ("{\n a b;\n}", "line 2: expected '=' after the key 'a'"),
                (
                    "{ a = (x y); }",
                    "line 1: expected ',' or ')' in the array of line 1, not 'y); }'"
                ),
                (
                    "{ a = b; ",
                    "line 1: unexpected end of text: the dictionary of line 1 is not closed"
                ),
                ("(\n a,\n", "line 3: unexpected end of text: the array of line 1 is not closed"),
                ("{ a = \"b; }", "line 1: unexpected end of text inside the string of line 1"),
                ("{ a = <0f1>; }", "line 1: the data of line 1 has an odd number of hex digits"),
                ("{ a = <0g>; }", "line 1: 'g>; }' in the data of line 1 is not a hex digit"),
                ("/* open\n{ a = b; }", "line 2: the comment of line 1 is not closed"),
                ("{ a = b; } x", "line 1: text after the property list: 'x'"),
                ("{ a = @; }", "line 1: unexpected character '@; }'"),
                ("", "line 1: no value (the text is empty)"),
                ("{ a = \"\\UD800\"; }", "line 1: \\Ud800 is half of a surrogate pair, alone"),
            ])
        func refusals(text: String, expected: String) {
            expectEqual(Self.refusal(text), expected)
        }

        @Test("Nesting beyond the limit is refused at once, without recursion")
        func deepNesting() {
            let deep = String(repeating: "(", count: 200_000)
            expectEqual(
                Self.refusal(deep),
                "line 1: too many nested arrays and dictionaries (more than "
                    + "\(Reader.maximumDepth) levels)")
            let limit =
                String(repeating: "(", count: Reader.maximumDepth)
                + String(repeating: ")", count: Reader.maximumDepth)
            expectNil(Self.refusal(limit))
        }

        @Test("A large project-sized text parses in one pass")
        func large() throws {
            // About 2 MiB of objects, the size of a large real project.
            let object = "\t\tAB12CD34EF56AB12CD34EF56 = {isa = PBXBuildFile; fileRef = X; };\n"
            let count = 30_000
            let text = "{ objects = {\n" + String(repeating: object, count: count) + "}; }"
            let document = try Self.parse(text)
            let objects = try unwrap(document.root.entries?.first?.value.entries)
            expectEqual(objects.count, count)
            expectEqual(objects.last?.keyLine, count + 1)
        }
    }
}
