/// One installed or registered face, as Fontconfig lists it.
public struct FontFace: Sendable, Hashable, Codable {
    /// The slant of a face.
    public enum Slant: String, Sendable, Hashable, Codable {
        case upright
        case italic
        case oblique
    }

    /// The PostScript name (name ID 6), e.g. `NotoSerif-Bold`; empty if the face has none.
    public let postscriptName: String
    /// The face's family names (name ID 1 and 16, in every language), first the preferred one.
    public let families: [String]
    /// The face's full names (name ID 4, in every language), first the preferred one.
    public let fullNames: [String]
    /// The style name, e.g. `Bold Italic`.
    public let style: String
    /// The absolute path of the font file.
    public let file: String
    /// The face index in the file, with the named-instance number in the upper 16 bits
    /// (Fontconfig's `FC_INDEX`, FreeType's `face_index`).
    public let index: Int
    /// The weight on the OpenType scale (400 regular, 700 bold).
    public let weight: FontWeight
    /// Upright, italic or oblique.
    public let slant: Slant
    /// The width on Fontconfig's scale (100 normal, 75 condensed, 125 expanded).
    public let width: Int
    /// Whether the face comes from a registered font folder (bundled with the app) rather
    /// than the system.
    public let isRegistered: Bool
    /// The named instance of a variable font this face is (the default face of a variable
    /// font is the instance at the axes' defaults), `nil` for a static face.
    public let namedInstance: NamedInstance?

    /// The preferred family name.
    public var family: String { families.first ?? "" }
    /// The preferred full name.
    public var fullName: String { fullNames.first ?? "" }

    /// Creates a face description; the catalog builds these from Fontconfig.
    public init(
        postscriptName: String, families: [String], fullNames: [String], style: String,
        file: String, index: Int, weight: FontWeight, slant: Slant, width: Int,
        isRegistered: Bool, namedInstance: NamedInstance? = nil
    ) {
        self.postscriptName = postscriptName
        self.families = families
        self.fullNames = fullNames
        self.style = style
        self.file = file
        self.index = index
        self.weight = weight
        self.slant = slant
        self.width = width
        self.isRegistered = isRegistered
        self.namedInstance = namedInstance
    }
}

extension FontFace {
    /// The same face under another PostScript name and named instance: what the catalog
    /// corrects from FreeType after Fontconfig listed the face.
    package func renamed(postscriptName: String, namedInstance: NamedInstance?) -> FontFace {
        FontFace(
            postscriptName: postscriptName, families: families, fullNames: fullNames,
            style: style, file: file, index: index, weight: weight, slant: slant, width: width,
            isRegistered: isRegistered, namedInstance: namedInstance)
    }
}
