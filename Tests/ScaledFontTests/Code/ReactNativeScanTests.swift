import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The React Native reader: each form of `fontFamily` value, what only looks like one,
    /// and the platform rules (React Native's `Platform.select` picks `ios`, else `native`,
    /// else `default`; `Platform.OS` is `'ios'` on iOS). Columns are counted by hand on the
    /// lines written here.
    @Suite struct ReactNativeScanTests {
        static func scan(_ source: String, file: String = "App.js") -> ReactNativeScan {
            ReactNativeScan(Array(source.utf8), file: file)
        }

        static func use(
            _ line: Int, _ column: Int, _ name: FontUse.Name, call: String = "fontFamily",
            file: String = "App.js"
        ) -> FontUse {
            FontUse(
                location: CodeLocation(file: file, line: line, column: column), call: call,
                name: name)
        }

        @Test func literalKeysQuotedKeysAndTemplates() {
            let scan = Self.scan(
                """
                const styles = StyleSheet.create({
                  title: { fontFamily: 'Avenir-Heavy', fontSize: 17 },
                  body: { "fontFamily": "Avenir Next" },
                  caption: {fontFamily: `Menlo`},
                });
                """)
            expectEqual(
                scan.uses,
                [
                    // `  title: { fontFamily: ` is 23 bytes; `  body: { "fontFamily": ` 24.
                    Self.use(2, 24, .literal("Avenir-Heavy")),
                    Self.use(3, 25, .literal("Avenir Next")),
                    // `  caption: {fontFamily: ` is 24 bytes.
                    Self.use(4, 25, .literal("Menlo")),
                ])
        }

        @Test func otherExpressionsAreComputed() {
            let scan = Self.scan(
                """
                const a = { fontFamily: fonts.bold };
                const b = { fontFamily: `${family}-Bold`, color };
                const c = { fontFamily: bold ? 'A' : 'B' };
                """)
            expectEqual(
                scan.uses,
                [
                    // `const a = { fontFamily: ` is 24 bytes.
                    Self.use(1, 25, .computed("fonts.bold")),
                    Self.use(2, 25, .computed("`${family}-Bold`")),
                    Self.use(3, 25, .computed("bold ? 'A' : 'B'")),
                ])
        }

        @Test func platformSelectUsesTheIOSValue() {
            let scan = Self.scan(
                """
                const a = { fontFamily: Platform.select({ ios: 'Avenir', android: 'Roboto' }) };
                const b = { fontFamily: Platform.select({ android: 'Roboto', default: 'Menlo' }) };
                const c = { fontFamily: Platform.select({ android: 'Roboto' }) };
                const d = { fontFamily: Platform.select({ ios: fonts.ios }) };
                """)
            let call = "fontFamily: Platform.select"
            expectEqual(
                scan.uses,
                [
                    // `const a = { fontFamily: Platform.select({ ios: ` is 47 bytes.
                    Self.use(1, 48, .literal("Avenir"), call: call),
                    // `const b = { fontFamily: Platform.select({ android: 'Roboto', default: `
                    // is 70 bytes.
                    Self.use(2, 71, .literal("Menlo"), call: call),
                    // (No iOS value: no use.)
                    Self.use(4, 25, .computed("Platform.select({ ios: fonts.ios })")),
                ])
        }

        @Test func platformOSTernaryUsesTheIOSBranch() {
            let scan = Self.scan(
                """
                x = { fontFamily: Platform.OS === 'ios' ? 'Avenir' : 'Roboto' };
                x = { fontFamily: Platform.OS === 'android' ? 'Roboto' : 'Avenir' };
                x = { fontFamily: ('ios' !== Platform.OS) ? 'Roboto' : 'Avenir' };
                """)
            let call = "fontFamily: Platform.OS ?:"
            expectEqual(
                scan.uses,
                [
                    // `x = { fontFamily: Platform.OS === 'ios' ? ` is 42 bytes.
                    Self.use(1, 43, .literal("Avenir"), call: call),
                    // `x = { fontFamily: Platform.OS === 'android' ? 'Roboto' : ` is 57 bytes.
                    Self.use(2, 58, .literal("Avenir"), call: call),
                    // `x = { fontFamily: ('ios' !== Platform.OS) ? 'Roboto' : ` is 55 bytes.
                    Self.use(3, 56, .literal("Avenir"), call: call),
                ])
        }

        @Test func stylesForAnotherPlatformAreNoUse() {
            let scan = Self.scan(
                """
                const s = {
                  ...Platform.select({
                    ios: { fontFamily: 'Avenir' },
                    android: { fontFamily: 'Roboto', nested: { fontFamily: 'Noto' } },
                  }),
                };
                """)
            // `    ios: { fontFamily: ` is 23 bytes.
            expectEqual(scan.uses, [Self.use(3, 24, .literal("Avenir"))])
        }

        @Test func commentsStringsJSXTextAndTypesAreNoUse() {
            let scan = Self.scan(
                """
                // fontFamily: 'Commented'
                /* { fontFamily: 'Block' } */
                const s = "{ fontFamily: 'Quoted' }";
                const r = /{ fontFamily: 'Regex' }/;
                const e = <Text>Don't {'{'} fontFamily: 'Text' </Text>;
                interface Props { fontFamily: string; size: number }
                const t = { fontFamily: 'Real' };
                """, file: "App.tsx")
            // `const t = { fontFamily: ` is 24 bytes.
            expectEqual(scan.uses, [Self.use(7, 25, .literal("Real"), file: "App.tsx")])
        }

        @Test func aJSXStyleAttributeIsAUse() {
            let scan = Self.scan(
                """
                return <Text style={{ fontFamily: 'Avenir' }}>It's</Text>;
                """)
            // `return <Text style={{ fontFamily: ` is 34 bytes.
            expectEqual(scan.uses, [Self.use(1, 35, .literal("Avenir"))])
        }

        @Test func escapesInTheNameAreReplaced() {
            let scan = Self.scan(#"x = { fontFamily: 'Avenir\u002DHeavy' }"#)
            expectEqual(scan.uses.map(\.name), [.literal("Avenir-Heavy")])
        }

        @Test func deepNestingIsBounded() {
            let depth = ReactNativeScan.maximumNesting + 10
            let source =
                String(repeating: "[", count: depth) + "{ fontFamily: 'Deep' }"
                + String(repeating: "]", count: depth) + "; y = { fontFamily: 'Shallow' }"
            expectEqual(Self.scan(source).uses.map(\.name), [.literal("Shallow")])
        }
    }
}
