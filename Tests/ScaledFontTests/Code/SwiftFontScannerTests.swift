import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The Swift font scanner and the combination of a target's files. Each expected line and
    /// column is counted by hand in the source written beside it.
    @Suite struct SwiftFontScannerTests {
        /// A use as the tests compare it: `line:column call name`.
        static func uses(_ facts: SwiftFileFacts) -> [String] {
            facts.uses.map(describe)
        }

        static func describe(_ use: FontUse) -> String {
            let name =
                switch use.name {
                case .literal(let value): "literal " + value
                case .constant(let path): "constant " + path
                case .computed(let text): "computed " + text
                }
            return "\(use.location.line):\(use.location.column) \(use.call) \(name)"
        }

        static func scan(_ source: String, file: String = "App.swift") -> SwiftFileFacts {
            SwiftFontScanner(file: file, bytes: Array(source.utf8)).scan()
        }

        @Test func everyCallForm() {
            let source = """
                let a = UIFont(name: "A-Regular", size: 17)
                let b = UIFont.init(name: "B", size: 17)
                Text("x").font(.custom("C", size: 17, relativeTo: .body))
                Text("x").font(Font.custom("D", size: 17))
                Text("x").font(.custom("E", fixedSize: 17))
                let f = UIFontDescriptor(name: "F", size: 0)
                let g = UIFontDescriptor(fontAttributes: [.name: "G", .size: 12])
                let h = UIFontDescriptor(fontAttributes: [.family: "H"])
                let i = descriptor.withFamily("I")
                let j = CTFontCreateWithName("J" as CFString, 17, nil)
                """
            expectEqual(
                Self.uses(Self.scan(source)),
                [
                    "1:22 UIFont(name:size:) literal A-Regular",
                    "2:27 UIFont(name:size:) literal B",
                    "3:24 .custom(_:size:relativeTo:) literal C",
                    "4:28 Font.custom(_:size:) literal D",
                    "5:24 .custom(_:fixedSize:) literal E",
                    "6:32 UIFontDescriptor(name:size:) literal F",
                    "7:50 UIFontDescriptor(fontAttributes: [.name: ...]) literal G",
                    "8:52 UIFontDescriptor(fontAttributes: [.family: ...]) literal H",
                    "9:31 .withFamily(_:) literal I",
                    "10:30 CTFontCreateWithName(_:_:_:) literal J",
                ])
        }

        @Test func initializersInsideAnExtensionOfUIFont() {
            let source = """
                extension UIFont {
                    convenience init?(brand size: CGFloat) {
                        self.init(name: "Brand", size: size)
                    }
                    static let body: UIFont = .init(name: "Body", size: 17)!
                }
                let other: Thing = .init(name: "NotAFont", size: 1)
                """
            expectEqual(
                Self.uses(Self.scan(source)),
                [
                    "3:25 UIFont(name:size:) literal Brand",
                    "5:43 UIFont(name:size:) literal Body",
                ])
        }

        @Test func constantAndComputedNames() {
            let source = """
                UIFont(name: FontName.bold, size: 1)
                UIFont(name: .bold, size: 1)
                UIFont(name: Self.bold.rawValue, size: 1)
                UIFont(name: Fonts.bold.rawValue, size: 1)
                UIFont(name: "\\(family)-Bold", size: 1)
                UIFont(name: name ?? "Fallback", size: 1)
                """
            expectEqual(
                Self.uses(Self.scan(source)),
                [
                    "1:14 UIFont(name:size:) constant FontName.bold",
                    "2:14 UIFont(name:size:) constant .bold",
                    "3:14 UIFont(name:size:) constant Self.bold",
                    "4:14 UIFont(name:size:) constant Fonts.bold",
                    #"5:14 UIFont(name:size:) computed "\(family)-Bold""#,
                    #"6:14 UIFont(name:size:) computed name ?? "Fallback""#,
                ])
        }

        @Test func namesInCommentsStringsAndOtherCallsAreNotUses() {
            let source = """
                // UIFont(name: "InComment", size: 1)
                /* Font.custom("InBlock", size: 1) /* nested */ */
                let s = "UIFont(name: \\"InString\\", size: 1)"
                let image = UIImage(named: "Inter-Bold")
                let font = UIFont(descriptor: d, size: 17)
                let other = thing.custom("NotSwiftUI", size: 1)
                """
            let facts = Self.scan(source)
            expectTrue(facts.uses.isEmpty)
            expectEqual(facts.constants.map(\.value), ["UIFont(name: \"InString\", size: 1)"])
        }

        @Test func constantsQualifiedByTheirTypes() {
            let source = """
                let global = "Global-Regular"
                enum FontName {
                    static let bold = "Inter-Bold"
                    static let built = "Inter" + "-Light"
                    struct Display {
                        static let title: String = "Display-Title"
                    }
                    func local() { let notAConstant = "Local" }
                }
                extension Theme.Fonts {
                    static let caption = "Caption"
                }
                """
            let constants = Self.scan(source).constants
            expectEqual(
                constants.map {
                    "\($0.qualifiedName)=\($0.value)@\($0.location.line):\($0.location.column)"
                },
                [
                    "global=Global-Regular@1:14",
                    "FontName.bold=Inter-Bold@3:23",
                    "FontName.Display.title=Display-Title@6:36",
                    "Theme.Fonts.caption=Caption@11:26",
                ])
        }

        @Test func stringEnumCasesExplicitAndImplicit() {
            let source = """
                enum Inter: String, CaseIterable {
                    case bold = "Inter-Bold", light
                    case `regular`
                }
                enum Weight: Int { case heavy = 1 }
                """
            let facts = Self.scan(source)
            expectEqual(
                facts.constants.map {
                    "\($0.qualifiedName)=\($0.value)@\($0.location.line):\($0.location.column)"
                },
                [
                    "Inter.bold=Inter-Bold@2:17", "Inter.light=light@2:31",
                    "Inter.regular=regular@3:10",
                ])
            expectEqual(facts.stringEnums.map(\.inheritance), [["String", "CaseIterable"]])
        }

        @Test func registrationCalls() {
            let source = """
                CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                  CTFontManagerRegisterGraphicsFont(font, &error)
                CTFontManagerRegisterFontURLs(urls as CFArray, .process, true) { _ in true }
                // CTFontManagerRegisterFontsForURL(url, .process, nil)
                """
            expectEqual(
                Self.scan(source).registrations.map {
                    "\($0.location.line):\($0.location.column) \($0.call)"
                },
                [
                    "1:1 CTFontManagerRegisterFontsForURL",
                    "2:3 CTFontManagerRegisterGraphicsFont",
                    "3:1 CTFontManagerRegisterFontURLs",
                ])
        }

        @Test func swashEnumsAcrossTwoFiles() {
            // The protocol's extension in one file builds the font from rawValue; the enum
            // conforming to it in another: each case is a use, at the case.
            let protocolFile = """
                public protocol Font {}
                public extension Font where Self: RawRepresentable, Self.RawValue == String {
                    func of(size: CGFloat) -> UIFont? {
                        UIFont(name: rawValue, size: size)
                    }
                }
                """
            let enumFile = """
                public enum Papyrus: String, Font {
                    case regular = "Papyrus"
                    case condensed = "Papyrus-Condensed"
                }
                """
            let scan = CodeScan(facts: [
                Self.scan(protocolFile, file: "Font.swift"),
                Self.scan(enumFile, file: "Papyrus.swift"),
            ])
            expectEqual(
                scan.uses.map { "\($0.location) \($0.call) \($0.name)" },
                [
                    "Papyrus.swift:2:20 UIFont(name:size:) constant(\"Papyrus.regular\")",
                    "Papyrus.swift:3:22 UIFont(name:size:) constant(\"Papyrus.condensed\")",
                ])
            expectEqual(scan.resolvedUses().map(\.name), ["Papyrus", "Papyrus-Condensed"])
        }

        @Test func swashLibraryEnumsWhenATargetFileImportsSwash() {
            // An app using the Swash library itself (a package or pod the target's files do
            // not include) declares only the enums, as github.com/o7arif/iroanman-iOS's
            // `ironman/utils/FontUtil.swift` does: `import Swash` then `enum OpenSans: String,
            // Font`. Swash's `Font` protocol builds `UIFont(name: rawValue, size:)`, so each
            // case is a use, wherever in the target the import stands.
            let utilities = """
                import Swash


                enum OpenSans: String, Font {
                    case bold = "OpenSans-Bold"
                    case regular = "OpenSans-Regular"
                }
                """
            let other = """
                @testable import Swash
                enum Lato: String, Font { case light = "Lato-Light" }
                """
            let scan = CodeScan(facts: [
                Self.scan(utilities, file: "FontUtil.swift"),
                Self.scan(
                    "enum Inter: String, Font { case bold = \"Inter-Bold\" }", file: "I.swift"),
            ])
            expectEqual(
                scan.uses.map { "\($0.location) \($0.call) \($0.name)" },
                [
                    "FontUtil.swift:5:17 UIFont(name:size:) constant(\"OpenSans.bold\")",
                    "FontUtil.swift:6:20 UIFont(name:size:) constant(\"OpenSans.regular\")",
                    "I.swift:1:40 UIFont(name:size:) constant(\"Inter.bold\")",
                ])
            expectEqual(
                scan.resolvedUses().map(\.name),
                [
                    "OpenSans-Bold", "OpenSans-Regular", "Inter-Bold",
                ])
            expectEqual(
                CodeScan(facts: [Self.scan(other, file: "L.swift")]).resolvedUses().map(\.name),
                ["Lato-Light"])
            // Without the import, `Font` is any protocol: no use.
            let alone = Self.scan("enum Inter: String, Font { case bold = \"Inter-Bold\" }")
            expectTrue(CodeScan(facts: [alone]).uses.isEmpty)
            // Only a module import counts: not a name in a string or a comment, nor a
            // submodule of another module.
            let notImports = """
                // import Swash
                let text = "import Swash"
                import Foundation.Swash
                enum Inter: String, Font { case bold = "Inter-Bold" }
                """
            expectTrue(CodeScan(facts: [Self.scan(notImports)]).uses.isEmpty)
        }

        @Test func constantUsesResolveAcrossFiles() {
            let definitions = """
                enum FontName {
                    static let bold = "Inter-Bold"
                    static let light = "Inter-Light"
                }
                enum Other {
                    static let light = "Other-Light"
                    static let same = "Same"
                }
                enum Again { static let same = "Same" }
                """
            let uses = """
                UIFont(name: .bold, size: 1)
                UIFont(name: FontName.light, size: 1)
                UIFont(name: .light, size: 1)
                UIFont(name: .same, size: 1)
                UIFont(name: .missing, size: 1)
                UIFont(name: "Literal", size: 1)
                """
            let resolved = CodeScan(facts: [
                Self.scan(definitions, file: "Names.swift"), Self.scan(uses, file: "Uses.swift"),
            ]).resolvedUses()
            expectEqual(
                resolved.map(\.name), ["Inter-Bold", "Inter-Light", nil, "Same", nil, "Literal"])
            expectEqual(resolved[0].definedAt?.description, "Names.swift:2:23")
            expectEqual(resolved[3].definedAt?.description, "Names.swift:7:23")
            expectTrue(resolved[2].isUnchecked && resolved[4].isUnchecked)
            expectNil(resolved[5].definedAt)
        }
    }
}
