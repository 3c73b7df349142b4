import ScaledFontCheck

/// The React Native reader's cases: a large style sheet of uses of every form, and the
/// inputs that would make a careless lexer quadratic or deep.
var reactNativeCases: [Case] {
    [
        Case(name: "React Native, 10 MB style sheet", reader: .reactNative) { scale in
            let styles =
                "  title: { fontFamily: 'Avenir-Heavy', fontSize: 17 }, // it's\n"
                + "  os: { fontFamily: Platform.select({ ios: 'Avenir', android: 'Roboto' }) },\n"
                + "  t: { fontFamily: `${family}-Bold`, pattern: /'[/]/g, ratio: a / b },\n"
            return Array(
                ("const s = StyleSheet.create({\n" + repeated(styles, 25_000 * scale)
                    + "});\n").utf8)
        },
        Case(name: "React Native, 10 MB of JSX text", reader: .reactNative) { scale in
            Array(("x = <Text>" + repeated("Don't {'{'} stop\n", 300_000 * scale) + "</Text>").utf8)
        },
        Case(name: "React Native, 500,000 nested ${", reader: .reactNative) { scale in
            Array((repeated("`${", 250_000 * scale) + repeated("}`", 250_000 * scale)).utf8)
        },
        Case(name: "React Native, a million {", reader: .reactNative) { scale in
            Array(
                (repeated("{ fontFamily: ", 500_000 * scale) + repeated("}", 500_000 * scale)).utf8)
        },
    ]
}

/// The React Native reader's result, kept so the read is not optimized away.
func readReactNative(_ bytes: [UInt8]) -> Int {
    ReactNativeScan(bytes, file: "Bench.js").uses.count
}
