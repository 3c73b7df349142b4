import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Hostile JavaScript and TypeScript files, made at run time: each is read to its end,
    /// never a crash or a hang (the hang guard bounds each read), and what follows the hostile
    /// part is still read where the grammar allows. Counts are those of the text each test
    /// builds.
    @Suite struct HostileReactNativeTests {
        static func scan(
            _ text: String, file: String = "Hostile.js",
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> [FontUse.Name]? {
            scan(Array(text.utf8), file: file, sourceLocation: sourceLocation)
        }

        static func scan(
            _ bytes: [UInt8], file: String = "Hostile.js",
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> [FontUse.Name]? {
            HangGuard.run("reading a hostile React Native file", sourceLocation: sourceLocation) {
                ReactNativeScan(bytes, file: file).uses.map(\.name)
            }
        }

        @Test func unclosedStringTemplateAndComment() {
            let a = String(repeating: "a", count: 1_000_000)
            // A string ends with its line: the next line is read.
            expectEqual(Self.scan("x = '" + a + "\ny = { fontFamily: 'Next' }"), [.literal("Next")])
            // A template or a comment left open runs to the end of the file.
            expectEqual(Self.scan("x = `" + a + " { fontFamily: 'In' }"), [])
            expectEqual(Self.scan("/* " + a + " { fontFamily: 'In' }"), [])
        }

        @Test func deeplyNestedTemplatesBracketsAndElements() {
            let depth = 50_000
            let templates =
                String(repeating: "`${", count: depth) + String(repeating: "}`", count: depth)
            expectNotNil(Self.scan(templates + "; y = { fontFamily: 'After' }"))
            let brackets =
                String(repeating: "{ a: ", count: depth) + String(repeating: "}", count: depth)
            expectEqual(Self.scan(brackets + "; y = { fontFamily: 'After' }"), [.literal("After")])
            let elements =
                String(repeating: "<A>", count: depth) + String(repeating: "</A>", count: depth)
            expectNotNil(Self.scan("x = " + elements + "; y = { fontFamily: 'After' }"))
        }

        @Test func aMillionUsesAndValuesOfAMillionTokens() {
            // 20,000 uses; the benchmark reads a 10 MB style sheet in a release build.
            let uses = String(repeating: "{ fontFamily: 'A' },\n", count: 20_000)
            expectEqual(Self.scan("x = [" + uses + "]")?.count, 20_000)
            // A value of 100,000 tokens keeps at most its first few: computed, and shortened.
            let long = String(repeating: "a + ", count: 50_000)
            let names = Self.scan("x = { fontFamily: " + long + "b }")
            expectEqual(names?.count, 1)
            if case .computed(let text)? = names?.first { expectTrue(text.utf8.count <= 63) }
        }

        @Test func invalidUTF8AndNULBytes() {
            let bytes: [UInt8] =
                [0xFF, 0xFE, 0x00, 0x27, 0xC3, 0x28, 0x27, 0x0A]
                + Array("y = { fontFamily: 'Avenir', b: '".utf8) + [0xE2, 0x82] + Array("' }".utf8)
            expectEqual(Self.scan(bytes), [.literal("Avenir")])
        }
    }
}
