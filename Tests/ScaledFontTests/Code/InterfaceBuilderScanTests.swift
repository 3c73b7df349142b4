import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The Interface Builder reader: uses, the fonts that are not uses, `customFonts`
    /// declarations, references, and files it refuses (with a problem, never a throw). Each
    /// document here indents an element by four spaces a level, so an element on line N at
    /// level L has its `<` at column 4 × L + 1.
    @Suite struct InterfaceBuilderScanTests {
        static func scan(_ body: String) -> InterfaceBuilderScan {
            InterfaceBuilderScan(Array(document(body).utf8), file: "Main.storyboard")
        }

        /// `body` inside a storyboard's document element, from line 3.
        static func document(_ body: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            \(body)
            </document>
            """
        }

        static func location(_ line: Int, _ column: Int) -> CodeLocation {
            CodeLocation(file: "Main.storyboard", line: line, column: column)
        }

        @Test func fontDescriptionAndNSFontUses() {
            let scan = Self.scan(
                """
                    <label text="Title">
                        <fontDescription key="fontDescription" name="Inter-Bold" family="Inter" pointSize="17"/>
                    </label>
                    <textView>
                        <attributedString key="attributedText">
                            <fragment content="Body">
                                <attributes>
                                    <font key="NSFont" size="14" name="Inter-Regular"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textView>
                """)
            expectNil(scan.problem)
            expectEqual(
                scan.uses,
                [
                    FontUse(
                        location: Self.location(4, 9), call: "fontDescription",
                        name: .literal("Inter-Bold")),
                    FontUse(
                        location: Self.location(10, 21), call: "NSFont",
                        name: .literal("Inter-Regular")),
                ])
        }

        @Test func systemAndTextStyleFontsAreNotUses() {
            let scan = Self.scan(
                """
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>
                    <fontDescription key="fontDescription" name=".AppleSystemUIFontBold" pointSize="17"/>
                    <fontDescription key="fontDescription" name="SFUI-Regular" family=".AppleSystemUIFont" pointSize="17"/>
                    <font key="NSFont" metaFont="system" size="14"/>
                    <font key="NSFont" size="14" name=".AppleSystemUIFont"/>
                    <font key="font" size="14" name="Helvetica"/>
                """)
            expectNil(scan.problem)
            expectTrue(scan.uses.isEmpty)
        }

        @Test func commentsAndTextAreNotElements() {
            let scan = Self.scan(
                """
                    <!-- <fontDescription key="fontDescription" name="Commented" pointSize="1"/> -->
                    <string key="text"><![CDATA[<fontDescription name="InCDATA"/>]]></string>
                    <string key="text">&lt;fontDescription name="Escaped"/&gt;</string>
                    <label text="&lt;fontDescription name=&quot;InAttribute&quot;/&gt;"/>
                """)
            expectNil(scan.problem)
            expectTrue(scan.uses.isEmpty)
        }

        @Test func customFontsAreDeclarations() {
            let scan = Self.scan(
                """
                    <customFonts key="customFonts">
                        <array key="Inter-Bold.ttf">
                            <string>Inter-Bold</string>
                        </array>
                        <mutableArray key="Inter.ttc">
                            <string>Inter-Regular</string>
                            <string>Inter-Italic</string>
                        </mutableArray>
                        <array key="Empty.otf"/>
                    </customFonts>
                    <array key="NotAFont.ttf">
                        <string>NotAFont</string>
                    </array>
                """)
            expectNil(scan.problem)
            expectTrue(scan.uses.isEmpty)
            expectEqual(
                scan.customFonts,
                [
                    InterfaceBuilderCustomFont(
                        fileName: "Inter-Bold.ttf", postScriptNames: ["Inter-Bold"],
                        location: Self.location(4, 9)),
                    InterfaceBuilderCustomFont(
                        fileName: "Inter.ttc", postScriptNames: ["Inter-Regular", "Inter-Italic"],
                        location: Self.location(7, 9)),
                    InterfaceBuilderCustomFont(
                        fileName: "Empty.otf", postScriptNames: [], location: Self.location(11, 9)),
                ])
        }

        @Test func referencesAreReplacedAndNothingElseExpanded() {
            // An unknown entity in an attribute the reader never reads is kept as written
            // (not expanded); in a name it is a problem.
            let scan = Self.scan(
                """
                    <label text="&xxe;"><fontDescription name="Caf&#233;&#x2D;&amp;Co" pointSize="1"/></label>
                """)
            expectNil(scan.problem)
            expectEqual(scan.uses.map(\.name), [.literal("Café-&Co")])
            let unknown = Self.scan(#"    <fontDescription name="&xxe;" pointSize="1"/>"#)
            expectTrue(unknown.uses.isEmpty)
            expectEqual(unknown.problem?.hasPrefix("line 3: unknown entity &xxe;"), true)
        }

        @Test func usesBeforeAProblemAreKept() {
            let scan = Self.scan(
                """
                    <fontDescription name="Inter-Bold" pointSize="1"/>
                    <label>
                    </view>
                """)
            expectEqual(scan.uses.map(\.name), [.literal("Inter-Bold")])
            expectEqual(scan.problem, "line 5: unexpected </view> (inside the <label> of line 4)")
        }

        @Test(
            arguments: [
                ("not XML at all", "line 1: text 'not XML at all' outside an element"),
                ("", "line 1: no root element (the file is empty)"),
                ("<document>", "line 1: unexpected EOF: the <document> of line 1 is not closed"),
                ("<a/><b/>", "line 1: a second root element <b>"),
            ])
        func refused(_ text: String, _ problem: String) {
            expectEqual(InterfaceBuilderScan(Array(text.utf8), file: "x.xib").problem, problem)
        }

        @Test(
            arguments: [
                "InterfaceBuilder/Main.storyboard", "InterfaceBuilder/SideMenuViewController.xib",
            ])
        func fixture(_ path: String) throws {
            let scan = InterfaceBuilderScan(try CodeFixture.bytes(path), file: path)
            expectNil(scan.problem)
            let rows =
                scan.uses.map(CodeFixture.row)
                + scan.customFonts.map {
                    CodeFixture.row(
                        "customFont", $0.location, $0.fileName,
                        $0.postScriptNames.joined(separator: ","))
                }
            expectEqual(CodeFixture.sorted(rows), (try CodeFixture.expectedRows(path)))
        }
    }
}
