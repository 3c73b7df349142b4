/// A place in a source file: 1-based line and column, the column counted in UTF-8 bytes as
/// the Swift compiler's diagnostics count it (the same as characters on an ASCII line).
public struct CodeLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, as the scan was given it.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in UTF-8 bytes.
    public let column: Int

    /// A place in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// By file, then line, then column.
    public static func < (a: CodeLocation, b: CodeLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A font name an app's code or Interface Builder file uses: `UIFont(name: "Inter-Bold",
/// size: 17)`, `.custom("DM Sans", size: 17, relativeTo: .body)`, a storyboard's
/// `fontDescription name="Inter-Bold"`. Where it stands, which call uses it, and how the name
/// is given: written there, through a constant defined elsewhere, or built at run time.
public struct FontUse: Sendable, Hashable {
    /// How the use gives its name.
    public enum Name: Sendable, Hashable {
        /// The name is written at the use: a string literal without interpolation, or an
        /// Interface Builder attribute.
        case literal(String)
        /// The name is a constant or an enum case defined elsewhere, as written at the use
        /// (`FontName.bold`, `.bold`, `bold`, `Papyrus.regular`): resolved against the
        /// ``FontNameConstant``s of the code the target compiles, else `unchecked`.
        case constant(String)
        /// The name is built at run time (interpolation, a parameter, a call): never guessed,
        /// counted as unchecked. The value is the expression as written, shortened.
        case computed(String)
    }

    /// Where the name stands (for a literal, its opening quote; for a constant or a computed
    /// name, the start of the expression; for an Interface Builder attribute, the element).
    public let location: CodeLocation
    /// The call or element that uses the name: `UIFont(name:size:)`, `Font.custom(_:size:)`,
    /// `.custom(_:size:relativeTo:)`, `fontWithName:size:`, `fontDescription`, ...
    public let call: String
    /// The name, or how it is given.
    public let name: Name

    /// Whether the platform tries the name as a family before a font name: React Native's
    /// `fontFamily` (iOS picks the family's face closest to the style's weight, the regular
    /// one when none is given, and only for a name no family has, the face of that name).
    public var triesFamilyFirst: Bool { call.hasPrefix("fontFamily") }

    /// A use of a font name.
    public init(location: CodeLocation, call: String, name: Name) {
        self.location = location
        self.call = call
        self.name = name
    }
}

/// A constant or an enum case whose value is a string that code may use as a font name:
/// `static let bold = "Inter-Bold"` in `enum FontName` is `FontName.bold`; `case bold =
/// "Inter-Bold"` in `enum Inter: String` is `Inter.bold`; an implicit raw value (`case
/// regular` in `enum Papyrus: String`) is its case name.
public struct FontNameConstant: Sendable, Hashable {
    /// The qualified name: the enclosing types' names and the member's, joined with `.`
    /// (`FontName.bold`, `Theme.Fonts.title`); a global constant is its bare name.
    public let qualifiedName: String
    /// The string value.
    public let value: String
    /// Where the value is fixed: the literal's opening quote, or for an implicit raw value
    /// the case's name.
    public let location: CodeLocation

    /// A constant definition.
    public init(qualifiedName: String, value: String, location: CodeLocation) {
        self.qualifiedName = qualifiedName
        self.value = value
        self.location = location
    }
}

/// A call that registers font files at run time (`CTFontManagerRegisterFontsForURL`,
/// `CTFontManagerRegisterGraphicsFont`, `CTFontManagerRegisterFontURLs`, SwiftGen's
/// `register()`): the font resources of the code that makes it count as registered, declared
/// here.
public struct FontRegistrationCall: Sendable, Hashable {
    /// Where the call stands (its function name).
    public let location: CodeLocation
    /// The function called.
    public let call: String
    /// The font file the call registers when the code names it (the `path` of a SwiftGen
    /// `FontConvertible`, a resource of the bundle); nil when the call registers the files
    /// its arguments give at run time.
    public let fontFile: String?

    /// A registration call, of `fontFile` when the code names it.
    public init(location: CodeLocation, call: String, fontFile: String? = nil) {
        self.location = location
        self.call = call
        self.fontFile = fontFile
    }
}
