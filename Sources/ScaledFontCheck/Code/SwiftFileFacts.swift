/// What ``SwiftFontScanner`` finds in one Swift file: its font uses, name constants and
/// registration calls, plus the two facts that only make uses once the files of a target are
/// combined (``CodeScan``): the enums with a `String` raw type and their cases, and the calls
/// that build a font from `rawValue` (a Swash-style protocol's extension).
public struct SwiftFileFacts: Sendable, Hashable {
    /// An enum with a `String` raw type: `enum Papyrus: String, Font { case regular }`.
    public struct StringEnum: Sendable, Hashable {
        /// Its qualified name (`Papyrus`, `Theme.Papyrus`).
        public let qualifiedName: String
        /// The names of its inheritance clause as written (`String`, `Font`).
        public let inheritance: [String]
        /// Its cases, each with its raw value, explicit or implicit.
        public var cases: [FontNameConstant]

        /// An enum.
        public init(qualifiedName: String, inheritance: [String], cases: [FontNameConstant]) {
            self.qualifiedName = qualifiedName
            self.inheritance = inheritance
            self.cases = cases
        }
    }

    /// A font built from `rawValue` inside a type or an extension, as a Swash-style protocol's
    /// extension does (`extension Font { func of(size: CGFloat) -> UIFont? { UIFont(name:
    /// rawValue, size: size) } }`), or `import Swash`, the library whose `Font` protocol does
    /// so (its type `Font`, at the module's name): every case of an enum that is that type or
    /// conforms to it is a use.
    public struct RawValueFontCall: Sendable, Hashable {
        /// The name of the type or protocol the call is in (`Font`), without its enclosing
        /// types.
        public let typeName: String
        /// The call, as ``FontUse/call`` names it.
        public let call: String
        /// Where the call's name argument stands.
        public let location: CodeLocation

        /// A call building a font from `rawValue`.
        public init(typeName: String, call: String, location: CodeLocation) {
            self.typeName = typeName
            self.call = call
            self.location = location
        }
    }

    /// The file, as the scan was given it.
    public let file: String
    /// The font uses, in file order.
    public var uses: [FontUse] = []
    /// The constants and enum cases with a string value, in file order.
    public var constants: [FontNameConstant] = []
    /// The calls registering fonts at run time, in file order.
    public var registrations: [FontRegistrationCall] = []
    /// The enums with a `String` raw type, in file order.
    public var stringEnums: [StringEnum] = []
    /// The calls building a font from `rawValue`, in file order.
    public var rawValueFontCalls: [RawValueFontCall] = []

    /// No facts yet about `file`.
    public init(file: String) { self.file = file }
}
