import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The Objective-C reader: every form of use, constant and registration call, what only
    /// looks like one (comments, strings), and the fixtures' expected lists. Columns are
    /// counted by hand on the lines written here: a use written first on its line, `[UIFont
    /// fontWithName:@"...`, has its `@` at column 22 and its opening quote at 23.
    @Suite struct ObjectiveCScanTests {
        static func scan(_ source: String) -> ObjectiveCScan {
            ObjectiveCScan(Array(source.utf8), file: "View.m")
        }

        static func location(_ line: Int, _ column: Int) -> CodeLocation {
            CodeLocation(file: "View.m", line: line, column: column)
        }

        /// A use in `View.m` at `line` and `column`.
        static func use(
            _ line: Int, _ column: Int, _ name: FontUse.Name, call: String = "fontWithName:size:"
        ) -> FontUse {
            FontUse(location: location(line, column), call: call, name: name)
        }

        @Test func literalConstantAndComputedNames() {
            let scan = Self.scan(
                """
                [UIFont fontWithName:@"Inter-Bold" size:17];
                [UIFontDescriptor fontDescriptorWithName:@"Inter-Regular" size:12];
                [UIFont fontWithName:kBoldFont size:17.0f];
                [UIFont fontWithName:[NSString stringWithFormat:@"%@-Bold", family] size:17];
                [UIFont fontWithName:@"Inter" @"-Medium" size:15];
                """)
            expectEqual(
                scan.uses,
                [
                    Self.use(1, 23, .literal("Inter-Bold")),
                    // `[UIFontDescriptor fontDescriptorWithName:` is 41 bytes.
                    Self.use(
                        2, 43, .literal("Inter-Regular"), call: "fontDescriptorWithName:size:"),
                    Self.use(3, 22, .constant("kBoldFont")),
                    Self.use(4, 22, .computed("[NSString stringWithFormat:@\"%@-Bold\", family]")),
                    Self.use(5, 23, .literal("Inter-Medium")),
                ])
        }

        @Test func commentsAndStringsAreNotCode() {
            let scan = Self.scan(
                """
                // [UIFont fontWithName:@"Commented" size:1];
                /* [UIFont fontWithName:@"Block" size:1];
                   CTFontManagerRegisterFontsForURL(url, scope, NULL); */
                NSString *text = @"[UIFont fontWithName:@\\"Quoted\\" size:1]";
                const char *c = "CTFontManagerRegisterGraphicsFont(font, NULL)";
                char quote = '[';
                [UIFont fontWithName:@"Real" size:1];
                """)
            expectEqual(
                scan.uses,
                [
                    Self.use(7, 23, .literal("Real"))
                ])
            expectTrue(scan.registrations.isEmpty)
        }

        @Test func notUses() {
            // Other receivers and selectors, a selector without `size:`, and a message whose
            // receiver is itself a message.
            let scan = Self.scan(
                """
                [NSFont fontWithName:@"A" size:1];
                [UIFont systemFontOfSize:17];
                [UIFont fontWithDescriptor:descriptor size:1];
                [UIFontDescriptor fontDescriptorWithName:@"B" matrix:m];
                [[UIFont alloc] fontWithName:@"C" size:1];
                [font fontWithName:@"D" size:1];
                """)
            expectTrue(scan.uses.isEmpty)
        }

        @Test func nestedUses() {
            let scan = Self.scan(
                """
                [UIFont fontWithName:[UIFont fontWithName:@"Inner" size:1].fontName size:2];
                """)
            // The inner `[` is at column 22; its literal's `@` 21 bytes further, at 43.
            expectEqual(
                scan.uses,
                [
                    Self.use(1, 22, .computed("[UIFont fontWithName:@\"Inner\" size:1].fontName")),
                    Self.use(1, 44, .literal("Inner")),
                ])
        }

        @Test func constants() {
            let scan = Self.scan(
                """
                static NSString *const kBold = @"Inter-Bold";
                NSString *const kRegular = @"Inter-Regular";
                static NSString * const kMedium = @"Inter-" @"Medium";
                #define kTitle @"Inter-Black"
                  #  define kSubtitle @"Inter-Light" // the subtitle
                #define kMacro(x) @"Inter-Thin"
                #define kNumber 17
                static NSString *kMutable = @"Inter-Italic";
                extern NSString *const kDeclared;
                """)
            // Columns of the opening quotes: `static NSString *const kBold = @` is 32 bytes;
            // `NSString *const kRegular = @` 28; `static NSString * const kMedium = @` 35;
            // `#define kTitle @` 16; `  #  define kSubtitle @` 23.
            expectEqual(
                scan.constants,
                [
                    FontNameConstant(
                        qualifiedName: "kBold", value: "Inter-Bold",
                        location: Self.location(1, 33)),
                    FontNameConstant(
                        qualifiedName: "kRegular", value: "Inter-Regular",
                        location: Self.location(2, 29)),
                    FontNameConstant(
                        qualifiedName: "kMedium", value: "Inter-Medium",
                        location: Self.location(3, 36)),
                    FontNameConstant(
                        qualifiedName: "kTitle", value: "Inter-Black",
                        location: Self.location(4, 17)),
                    FontNameConstant(
                        qualifiedName: "kSubtitle", value: "Inter-Light",
                        location: Self.location(5, 24)),
                ])
        }

        @Test func backslashNewlinesContinueLines() {
            // A continued `#define`, string and `//` comment: the comment swallows line 6.
            let scan = Self.scan(
                """
                #define kLong \\
                    @"Inter-Bold"
                NSString *s = @"a\\
                b";
                // comment \\
                [UIFont fontWithName:@"Hidden" size:1];
                [UIFont fontWithName:@"Shown" size:1];
                """)
            expectEqual(
                scan.constants,
                [
                    FontNameConstant(
                        qualifiedName: "kLong", value: "Inter-Bold", location: Self.location(2, 6))
                ])
            expectEqual(scan.uses, [Self.use(7, 23, .literal("Shown"))])
        }

        /// A literal continued past a backslash-newline stands where it starts: its opening
        /// quote's line and column (the fuzzer found a place with column -11 before).
        @Test func continuedLiteralStandsWhereItStarts() {
            let scan = Self.scan(
                """
                static NSString *const kBold = @"Inter\\
                -Bold";
                [UIFont fontWithName:@"Inter\\
                -Light" size:1];
                """)
            // `static NSString *const kBold = @` is 32 bytes; `[UIFont fontWithName:@` 22.
            expectEqual(scan.constants.map(\.location), [Self.location(1, 33)])
            expectEqual(scan.uses.map(\.location), [Self.location(3, 23)])
        }

        /// The input the fuzzer found it with (a seed of the `interface-builder` target now):
        /// every place either reader gives has a column from 1.
        @Test func fuzzedContinuedLiteral() throws {
            let path =
                TestEnvironment.packageRoot.path
                + "/Fuzz/corpus/interface-builder/continued-literal-column.m"
            let bytes = try unwrap(FileManager.default.contents(atPath: path))
            let objectiveC = ObjectiveCScan(Array(bytes), file: "View.m")
            let interfaceBuilder = InterfaceBuilderScan(Array(bytes), file: "Main.storyboard")
            let places =
                objectiveC.uses.map(\.location) + objectiveC.constants.map(\.location)
                + objectiveC.registrations.map(\.location) + interfaceBuilder.uses.map(\.location)
                + interfaceBuilder.customFonts.map(\.location)
            expectTrue(!objectiveC.constants.isEmpty)
            expectTrue(places.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }

        @Test func registrationCalls() {
            let scan = Self.scan(
                """
                CTFontManagerRegisterFontsForURL((__bridge CFURLRef)url, kCTFontManagerScopeProcess, nil);
                if (!CTFontManagerRegisterGraphicsFont(font, &error)) {}
                CTFontManagerRegisterFontURLs((__bridge CFArrayRef)urls, scope, true, nil);
                void *pointer = CTFontManagerRegisterFontsForURL;
                """)
            expectEqual(
                scan.registrations,
                [
                    FontRegistrationCall(
                        location: Self.location(1, 1), call: "CTFontManagerRegisterFontsForURL"),
                    FontRegistrationCall(
                        location: Self.location(2, 6), call: "CTFontManagerRegisterGraphicsFont"),
                    FontRegistrationCall(
                        location: Self.location(3, 1), call: "CTFontManagerRegisterFontURLs"),
                ])
        }

        @Test func escapesAndColumnsInUTF8Bytes() {
            // `é` is two UTF-8 bytes: `/* é */ ` is 9 bytes, so the use's `[` is at column 10
            // and its quote at 32.
            let scan = Self.scan(
                "/* é */ [UIFont fontWithName:@\"Caf\\u00E9\\055Bold\\\"\" size:1];\r\n"
                    + "[UIFont fontWithName:@\"Second\" size:1];")
            expectEqual(
                scan.uses,
                [
                    Self.use(1, 32, .literal("Café-Bold\"")),
                    Self.use(2, 23, .literal("Second")),
                ])
        }

        @Test func unterminatedLiteralsAndComments() {
            // A string left open ends with its line; a comment left open runs to the end.
            let scan = Self.scan(
                """
                NSString *broken = @"no closing quote;
                [UIFont fontWithName:@"AfterString" size:1];
                char c = 'x;
                [UIFont fontWithName:@"AfterCharacter" size:1];
                /* never closed [UIFont fontWithName:@"InComment" size:1];
                """)
            expectEqual(
                scan.uses.map(\.name), [.literal("AfterString"), .literal("AfterCharacter")])
            expectTrue(Self.scan("@\"").uses.isEmpty)
            expectTrue(Self.scan("[UIFont fontWithName:@\"x").uses.isEmpty)
            expectEqual(Self.scan("#define kX @\"unclosed").constants.map(\.value), ["unclosed"])
        }

        @Test(arguments: ["ObjectiveC/WPFontManager.m", "ObjectiveC/WPStyleGuide.m"])
        func fixture(_ path: String) throws {
            let scan = ObjectiveCScan(try CodeFixture.bytes(path), file: path)
            let rows =
                scan.uses.map(CodeFixture.row)
                + scan.constants.map {
                    CodeFixture.row("constant", $0.location, $0.qualifiedName, $0.value)
                }
                + scan.registrations.map {
                    CodeFixture.row("registration", $0.location, $0.call, "")
                }
            expectEqual(CodeFixture.sorted(rows), (try CodeFixture.expectedRows(path)))
            expectTrue(scan.uses.allSatisfy { $0.location.file == path })
        }
    }
}
