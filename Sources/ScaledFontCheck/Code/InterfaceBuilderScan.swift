internal import ScaledFontCore

/// A `customFonts` entry of an Interface Builder file: a font file and the PostScript names IB
/// found in it. When the file is compiled into a target, ibtool adds the font file to the
/// built Info.plist's `UIAppFonts` (Xcode's automatic activation of the custom fonts a
/// storyboard or xib uses), so the font needs no entry of its own there.
public struct InterfaceBuilderCustomFont: Sendable, Hashable {
    /// The font file's name, as the `array` element's `key` gives it (`Inter-Bold.ttf`).
    public let fileName: String
    /// The PostScript names of the `string` elements inside, in file order.
    public let postScriptNames: [String]
    /// Where the entry stands: its `array` element's `<`.
    public let location: CodeLocation

    /// A custom font entry.
    public init(fileName: String, postScriptNames: [String], location: CodeLocation) {
        self.fileName = fileName
        self.postScriptNames = postScriptNames
        self.location = location
    }
}

/// The font names an Interface Builder file (`.storyboard`, `.xib`) uses and declares, read
/// in one pass over its XML (with the property list reader's tokenizer): time proportional to
/// the file, memory bounded by it and by ``maximumDepth``, no DTD read and no entity expanded.
///
/// - Uses: a `fontDescription` element with a `name` (call `fontDescription`), and a `font`
///   element whose `key` is `NSFont` with a `name` (call `NSFont`, inside an attributed
///   string). A system or text-style font (`type="system"`, `style="UICTFontTextStyleBody"`)
///   has no `name` and is no use; a `name` or `family` starting with `.AppleSystemUIFont` is
///   the system font, no use either. A use's place is its element's `<`.
/// - Declarations: each `array` (or, in older files, `mutableArray`) of the `customFonts`
///   element, as an ``InterfaceBuilderCustomFont``.
///
/// A file that is not such XML (not UTF-8 or UTF-16, not well formed, a DTD with an internal
/// subset, an unknown entity in an attribute read, nesting deeper than ``maximumDepth``) is
/// not thrown: ``problem`` says why and where, and what was read before it is kept.
public struct InterfaceBuilderScan: Sendable {
    /// The font name uses, in file order.
    public private(set) var uses: [FontUse] = []
    /// The `customFonts` entries, in file order.
    public private(set) var customFonts: [InterfaceBuilderCustomFont] = []
    /// Why the file was not read to its end, with the line where reading stopped.
    public private(set) var problem: String?

    /// The deepest nesting of elements read: Xcode's files nest a few dozen deep.
    public static let maximumDepth = 512

    /// The prefix of the system font's private names.
    static let systemFontPrefix = ".AppleSystemUIFont"

    /// The elements whose attributes are read.
    private static let readElements: Set<String> = [
        "fontDescription", "font", "customFonts", "array", "mutableArray",
    ]

    /// Scans `bytes`, the contents of `file` (the name locations give).
    public init(_ bytes: [UInt8], file: String) {
        do throws(PropertyListReader.Failure) {
            let decoded = try TextDecoding.decode(bytes)
            guard decoded.encoding != .utf32 else {
                throw PropertyListReader.Failure(line: nil, "UTF-32 is not an encoding of XML")
            }
            var xml = XMLTokenizer(decoded)
            try read(&xml, file: file)
        } catch {
            problem = error.description
        }
    }

    /// An element still open, and the `customFonts` entry it is, if it is one.
    private struct Open {
        var name: String
        var line: Int
        var customFont: (fileName: String, names: [String], location: CodeLocation)?
    }

    private mutating func read(
        _ xml: inout XMLTokenizer, file: String
    ) throws(PropertyListReader.Failure) {
        try xml.prologue()
        var open: [Open] = []
        /// The depth of the open `customFonts` element, whose children are entries.
        var customFontsDepth: Int?
        var readRoot = false
        while true {
            // Text is read only inside the root element: before or after it, only white
            // space, comments and processing instructions may stand.
            if open.isEmpty { try xml.skipMiscellany() } else { try xml.skipCharacterData() }
            if xml.isAtEnd { break }
            let tag = try xml.readTag(keepingAttributesOf: Self.readElements)
            let location = CodeLocation(file: file, line: tag.line, column: tag.column)
            if tag.kind == .end {
                guard open.last?.name == tag.name, let element = open.popLast() else {
                    let inside = open.last.map { " (inside the <\($0.name)> of line \($0.line))" }
                    throw xml.failure("unexpected </\(tag.name)>" + (inside ?? ""), tag.line)
                }
                if let entry = element.customFont {
                    customFonts.append(
                        InterfaceBuilderCustomFont(
                            fileName: entry.fileName, postScriptNames: entry.names,
                            location: entry.location))
                }
                if open.count == customFontsDepth { customFontsDepth = nil }
                continue
            }
            guard !(open.isEmpty && readRoot) else {
                throw xml.failure("a second root element <\(tag.name)>", tag.line)
            }
            readRoot = true
            guard open.count < Self.maximumDepth else {
                throw xml.failure(
                    "elements nested deeper than \(Self.maximumDepth) levels", tag.line)
            }
            var element = Open(name: tag.name, line: tag.line)
            let isCustomFont = customFontsDepth.map { $0 + 1 } == open.count
            switch tag.name {
            case "fontDescription":
                try use(tag, call: "fontDescription", at: location, &xml)
            case "font" where try xml.value(of: "key", in: tag) == "NSFont":
                try use(tag, call: "NSFont", at: location, &xml)
            case "customFonts" where tag.kind == .start:
                customFontsDepth = open.count
            case "array" where isCustomFont, "mutableArray" where isCustomFont:
                let fileName = try xml.value(of: "key", in: tag) ?? ""
                element.customFont = (fileName, [], location)
                if tag.kind == .empty {
                    customFonts.append(
                        InterfaceBuilderCustomFont(
                            fileName: fileName, postScriptNames: [], location: location))
                }
            case "string" where open.last?.customFont != nil && tag.kind == .start:
                // The PostScript name: its text, up to and with its end tag.
                let name = try xml.content(of: tag)
                open[open.count - 1].customFont?.names.append(name)
                continue
            default:
                break
            }
            if tag.kind == .start { open.append(element) }
        }
        if let element = open.last {
            throw xml.failure(
                "unexpected EOF: the <\(element.name)> of line \(element.line) is not closed")
        }
        guard readRoot else { throw xml.failure("no root element (the file is empty)") }
    }

    /// Records the use of a `fontDescription` or `NSFont` element that names a font that is
    /// not the system font.
    private mutating func use(
        _ tag: XMLTokenizer.Tag, call: String, at location: CodeLocation,
        _ xml: inout XMLTokenizer
    ) throws(PropertyListReader.Failure) {
        guard let name = try xml.value(of: "name", in: tag), !name.isEmpty,
            !name.hasPrefix(Self.systemFontPrefix),
            try !(xml.value(of: "family", in: tag) ?? "").hasPrefix(Self.systemFontPrefix)
        else { return }
        uses.append(FontUse(location: location, call: call, name: .literal(name)))
    }
}
