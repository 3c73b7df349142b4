import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// SwiftGen's generated fonts file (its `fonts` template for Swift 5, whose output
    /// declares `static let NAME = FontConvertible(name:family:path:)` in an enum per family
    /// and a `register()` calling `CTFontManagerRegisterFontsForURL` on the bundle URL of
    /// `path`), and uses through the generated enum. Lines and columns are counted by hand.
    @Suite struct SwiftGenFontsTests {
        static let generated = """
            internal enum FontFamily {
              internal enum Marianne {
                internal static let bold = FontConvertible(name: "Marianne-Bold", family: "Marianne", path: "Marianne-Bold.otf")
                internal static let all: [FontConvertible] = [bold]
              }
            }
            internal struct FontConvertible {
              internal func register() {
                guard let url = url else { return }
                CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
              }
            }
            """

        static let app = """
            let a = FontFamily.Marianne.bold.font(size: 17)
            let b = UIFont(font: FontFamily.Marianne.bold, size: 17)
            let c = Font.custom(FontFamily.Marianne.bold, size: 17)
            let d = label.font(size: 17)
            """

        static func scan() -> CodeScan {
            CodeScan(facts: [
                SwiftFontScanner(file: "Fonts.swift", bytes: Array(generated.utf8)).scan(),
                SwiftFontScanner(file: "App.swift", bytes: Array(app.utf8)).scan(),
            ])
        }

        @Test func aConvertibleIsAUseAConstantAndARegisteredFile() {
            let scan = Self.scan()
            // `    internal static let bold = FontConvertible(name: ` is 53 bytes.
            let literal = CodeLocation(file: "Fonts.swift", line: 3, column: 54)
            expectEqual(
                scan.uses.first,
                FontUse(
                    location: literal, call: "FontConvertible(name:family:path:)",
                    name: .literal("Marianne-Bold")))
            expectEqual(
                scan.constants,
                [
                    FontNameConstant(
                        qualifiedName: "FontFamily.Marianne.bold", value: "Marianne-Bold",
                        location: literal)
                ])
            expectEqual(
                scan.registrations,
                [
                    FontRegistrationCall(
                        location: literal, call: "FontConvertible.register()",
                        fontFile: "Marianne-Bold.otf"),
                    // `    CTFontManagerRegisterFontsForURL` stands at column 5 of line 10.
                    FontRegistrationCall(
                        location: CodeLocation(file: "Fonts.swift", line: 10, column: 5),
                        call: "CTFontManagerRegisterFontsForURL"),
                ])
        }

        @Test func usesThroughTheEnumResolveToTheName() {
            let resolved = Self.scan().resolvedUses().filter { $0.use.location.file == "App.swift" }
            expectEqual(
                resolved.map { "\($0.use.location.line):\($0.use.location.column) \($0.use.call)" },
                [
                    // `let a = ` is 8 bytes; `let b = UIFont(font: ` 21; `let c = Font.custom(`
                    // 20. A receiver of one name (`label`) is no generated enum's path.
                    "1:9 .font(size:)", "2:22 UIFont(font:size:)", "3:21 Font.custom(_:size:)",
                ])
            expectEqual(
                resolved.map(\.name), ["Marianne-Bold", "Marianne-Bold", "Marianne-Bold"])
        }

        @Test func aPrefixedConvertibleTypeIsReadToo() {
            let facts = SwiftFontScanner(
                file: "Fonts.swift",
                bytes: Array(
                    """
                    public enum CameraRollFontFamily {
                      public enum Poppins {
                        public static let black = CameraRollFontConvertible(name: "Poppins-Black", family: "Poppins", path: "Poppins-Black.ttf")
                      }
                    }
                    """.utf8)
            ).scan()
            expectEqual(facts.uses.map(\.name), [.literal("Poppins-Black")])
            expectEqual(
                facts.constants.map(\.qualifiedName), ["CameraRollFontFamily.Poppins.black"])
            expectEqual(facts.registrations.map(\.fontFile), ["Poppins-Black.ttf"])
        }
    }
}
