import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Hostile Objective-C and Interface Builder files, made at run time: each is read to its
    /// end or refused with a problem naming the line, never a throw, a crash or a hang (the
    /// hang guard bounds each read). Counts are those of the text each test builds.
    @Suite struct HostileCodeTests {
        static func interfaceBuilder(
            _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
        ) -> InterfaceBuilderScan? {
            HangGuard.run("reading a hostile storyboard", sourceLocation: sourceLocation) {
                InterfaceBuilderScan(bytes, file: "Hostile.storyboard")
            }
        }

        static func objectiveC(
            _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
        ) -> ObjectiveCScan? {
            HangGuard.run("reading a hostile Objective-C file", sourceLocation: sourceLocation) {
                ObjectiveCScan(bytes, file: "Hostile.m")
            }
        }

        static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

        @Test func entityBombIsRefusedUnexpanded() {
            // Billion laughs: ten entities each ten times the one before, used in a name.
            var declarations = "<!ENTITY lol0 \"lol\">"
            for level in 1...9 {
                let uses = String(repeating: "&lol\(level - 1);", count: 10)
                declarations += "<!ENTITY lol\(level) \"\(uses)\">"
            }
            let text =
                Self.header + "<!DOCTYPE document [\(declarations)]>\n"
                + "<document><fontDescription name=\"&lol9;\"/></document>"
            let scan = Self.interfaceBuilder(Array(text.utf8))
            expectEqual(scan?.uses.isEmpty, true)
            expectEqual(
                scan?.problem?.hasPrefix("line 2: the DOCTYPE has an internal DTD subset"), true)
        }

        @Test func externalEntityIsNeverRead() {
            let text =
                Self.header + "<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n"
                + "<document><fontDescription name=\"&xxe;\"/></document>"
            let scan = Self.interfaceBuilder(Array(text.utf8))
            expectEqual(scan?.uses.isEmpty, true)
            expectEqual(scan?.problem?.hasPrefix("line 3: unknown entity &xxe;"), true)
        }

        @Test func tenMegabytesAreReadWhole() {
            // 100 labels, each with a 100,000-byte text and a use; the benchmark reads a
            // dense file of the same size (a use every 105 bytes) in a release build.
            let text = String(repeating: "x", count: 100_000)
            let label =
                "<label text=\"\(text)\"><fontDescription key=\"fontDescription\" "
                + "name=\"Inter-Bold\" pointSize=\"17\"/></label>\n"
            let count = 100
            let document = "<document>\n" + String(repeating: label, count: count) + "</document>\n"
            expectTrue(document.utf8.count > 10_000_000)
            let scan = Self.interfaceBuilder(Array(document.utf8))
            expectNil(scan?.problem)
            expectEqual(scan?.uses.count, count)
            expectEqual(scan?.uses.last?.location.line, count + 1)
        }

        @Test func deepNestingIsRefusedAtTheLimit() {
            let depth = 100_000
            let text =
                String(repeating: "<view>", count: depth)
                + String(repeating: "</view>", count: depth)
            let scan = Self.interfaceBuilder(Array(text.utf8))
            expectEqual(
                scan?.problem,
                "line 1: elements nested deeper than \(InterfaceBuilderScan.maximumDepth) levels")
        }

        @Test func invalidUTF8AndNULBytes() {
            var bytes = Array((Self.header + "<document>\n<label text=\"").utf8)
            bytes += [0xFF, 0xFE, 0x80]
            bytes += Array("\"/></document>".utf8)
            expectEqual(
                Self.interfaceBuilder(bytes)?.problem,
                "line 3: byte 0xFF is not valid UTF-8 (the encoding of the file)")
            let nulInTag = Array("<document\0/>".utf8)
            expectEqual(
                Self.interfaceBuilder(nulInTag)?.problem,
                "line 1: malformed attribute in <document>")
            let nulFirst: [UInt8] = [0, 0x3C, 0x61, 0x2F, 0x3E]
            expectEqual(Self.interfaceBuilder(nulFirst)?.problem?.contains("UTF-16"), true)
        }

        @Test func unterminatedObjectiveCStringAndComment() {
            let size = 10_000_000
            let string = "NSString *s = @\"" + String(repeating: "a", count: size)
            expectEqual(Self.objectiveC(Array(string.utf8))?.uses.isEmpty, true)
            let comment =
                "/*" + String(repeating: "[UIFont fontWithName:@\"x\" size:1];", count: size / 34)
            expectEqual(Self.objectiveC(Array(comment.utf8))?.uses.isEmpty, true)
        }

        @Test func manyLiterals() {
            // One constant joining 200,000 literals, then 50,000 uses: the hang guard must hold
            // in a debug build while the whole suite runs. A million of each is the
            // `code-readers` benchmark's, in a release build, where time doubles with the size.
            let count = 200_000
            let constant =
                "NSString *const kJoined = " + String(repeating: "@\"a\" ", count: count) + ";\n"
            let scan = Self.objectiveC(Array(constant.utf8))
            let value = scan?.constants.first?.value ?? ""
            expectTrue(
                value.utf8.count == count && value.utf8.allSatisfy { $0 == UInt8(ascii: "a") })
            let uses = String(
                repeating: "[UIFont fontWithName:@\"a\" size:1];\n", count: count / 4)
            expectEqual(Self.objectiveC(Array(uses.utf8))?.uses.count, count / 4)
        }

        @Test func aMillionOpenBrackets() {
            // Nesting past the limit is counted, not stored: the use after the brackets close
            // is still found.
            let count = 1_000_000
            let text =
                String(repeating: "[", count: count) + String(repeating: "]", count: count)
                + "\n[UIFont fontWithName:@\"After\" size:1];"
            expectEqual(Self.objectiveC(Array(text.utf8))?.uses.map(\.name), [.literal("After")])
        }
    }
}
