// swift-format-ignore-file
// (generated: the aligned comments below read best as written)
// FontTableValues.swift
//
// These numbers were read with fontTools 4.68.0 by
// `Tests/ScaledFontTests/Fixtures/dump_table_values.py` from the fonts' own tables
// (head, hhea, OS/2, name, cmap, glyf), never from this package's code.
// Regenerate with `python3 Tests/ScaledFontTests/Fixtures/dump_table_values.py`;
// do not edit by hand.
//
// Sources: Fonts/NotoSerif is Debian fonts-noto-core 20201225-1, the DejaVu fonts are
// Debian fonts-dejavu-core 2.37, the SF Fixture fonts come from make_fixtures.py.
// SHA-256 of the files read:
//   9d7583b7dc9e812afd32a14280c5cac3160012efe50c8d08938f4fea266ff67f  NotoSerif-Regular.ttf
//   0af0ff2be8f84910fb21ec5fe1b6b7395e3073250502a334baf6ca2f860c88fe  NotoSerif-Bold.ttf
//   bc25600aa27cd409e1e5b3d86340df3a329bb860fcfbe57a03a95070b229e1b0  NotoSerif-Italic.ttf
//   78a6d685e5690b7dcda0f336b689193afc03b6bab5cf18fc1a9ecc3aa0600059  NotoSerif-BoldItalic.ttf
//   abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322  DejaVuSans.ttf
//   0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96  DejaVuSans-Bold.ttf
//   cfb96df99b6f69882141bd12b8438945ffce0b41e9ced81d6da7ba4dc5d61eee  SFFixtureCollection.ttc
//   834e5f30698385437237633ac4a92f4490ce54301416a7f10fb56068925ebc82  SFFixtureOS2v1.ttf
//   3faf859452747b4a78f584c4c5fc71faed19474788f09dce33bd91853b74a170  SFFixtureTypoFlag.ttf
//   931586ef2e88f82cbc86aa34a4f62f4ef0da3639075785ecf408fcaf3144c34c  SFFixtureZeroHhea.ttf
//   ac9075b12fe4b152eb71164a87197bcc7b8a96f23f3aeb23509b27ca5eb07345  SFFixtureZeroHheaTypo.ttf
//   3970215e397ef7765e92dfcf64ec9818a0a2a7d217ca474f252e3b5888fe60c3  SFFixtureVariable.ttf

/// Table values of one face, read with fontTools (see the file header).
struct FontTableValues: Sendable {
    let fileName: String        // e.g. "NotoSerif-Regular.ttf" (file name only, no folders)
    let location: Location
    let faceIndex: Int
    let postscriptName: String  // name ID 6
    let family: String          // name ID 1
    let fullName: String        // name ID 4
    let unitsPerEm: Double
    let hheaAscender: Double
    let hheaDescender: Double
    let hheaLineGap: Double
    let os2Version: Int
    let useTypoMetrics: Bool    // OS/2 fsSelection bit 7
    let typoAscender: Double
    let typoDescender: Double
    let typoLineGap: Double
    let winAscent: Double
    let winDescent: Double
    let weightClass: Int
    let capHeight: Double?      // OS/2 sCapHeight; nil when OS/2 version < 2
    let xHeight: Double?        // OS/2 sxHeight; nil when OS/2 version < 2
    let glyphTopH: Double?      // glyf yMax of the 'H' glyph
    let glyphTopX: Double?      // glyf yMax of the 'x' glyph
    let mapped: String          // the characters of coverageSample the cmap maps, in order

    /// Where the font file lives.
    enum Location: Sendable {
        /// `Fonts/NotoSerif` in this package.
        case bundled
        /// `Tests/ScaledFontTests/Fixtures`, made by `make_fixtures.py`.
        case fixture
        /// `/usr/share/fonts/truetype/dejavu` (Debian fonts-dejavu-core 2.37).
        case system
    }
}

enum FontTables {
    /// The characters `mapped` is taken from (dump_table_values.py COVERAGE_SAMPLE).
    static let coverageSample = "Hx eé€ŋ→✓中\u{10FFFD}"

    /// Noto Serif Regular.
    static let notoSerifRegular = FontTableValues(
        fileName: "NotoSerif-Regular.ttf",
        location: .bundled,
        faceIndex: 0,
        postscriptName: "NotoSerif-Regular",
        family: "Noto Serif",
        fullName: "Noto Serif Regular",
        unitsPerEm: 1000,
        hheaAscender: 1069,
        hheaDescender: -293,
        hheaLineGap: 0,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 1069,
        typoDescender: -293,
        typoLineGap: 0,
        winAscent: 1069,
        winDescent: 293,
        weightClass: 400,
        capHeight: 714,
        xHeight: 536,
        glyphTopH: 714,
        glyphTopX: 536,
        mapped: "Hx eé€ŋ"
    )

    /// Noto Serif Bold.
    static let notoSerifBold = FontTableValues(
        fileName: "NotoSerif-Bold.ttf",
        location: .bundled,
        faceIndex: 0,
        postscriptName: "NotoSerif-Bold",
        family: "Noto Serif",
        fullName: "Noto Serif Bold",
        unitsPerEm: 1000,
        hheaAscender: 1069,
        hheaDescender: -293,
        hheaLineGap: 0,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 1069,
        typoDescender: -293,
        typoLineGap: 0,
        winAscent: 1069,
        winDescent: 293,
        weightClass: 700,
        capHeight: 714,
        xHeight: 536,
        glyphTopH: 714,
        glyphTopX: 536,
        mapped: "Hx eé€ŋ"
    )

    /// Noto Serif Italic.
    static let notoSerifItalic = FontTableValues(
        fileName: "NotoSerif-Italic.ttf",
        location: .bundled,
        faceIndex: 0,
        postscriptName: "NotoSerif-Italic",
        family: "Noto Serif",
        fullName: "Noto Serif Italic",
        unitsPerEm: 1000,
        hheaAscender: 1069,
        hheaDescender: -293,
        hheaLineGap: 0,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 1069,
        typoDescender: -293,
        typoLineGap: 0,
        winAscent: 1069,
        winDescent: 293,
        weightClass: 400,
        capHeight: 714,
        xHeight: 536,
        glyphTopH: 714,
        glyphTopX: 536,
        mapped: "Hx eé€ŋ"
    )

    /// Noto Serif Bold Italic.
    static let notoSerifBoldItalic = FontTableValues(
        fileName: "NotoSerif-BoldItalic.ttf",
        location: .bundled,
        faceIndex: 0,
        postscriptName: "NotoSerif-BoldItalic",
        family: "Noto Serif",
        fullName: "Noto Serif Bold Italic",
        unitsPerEm: 1000,
        hheaAscender: 1069,
        hheaDescender: -293,
        hheaLineGap: 0,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 1069,
        typoDescender: -293,
        typoLineGap: 0,
        winAscent: 1069,
        winDescent: 293,
        weightClass: 700,
        capHeight: 714,
        xHeight: 536,
        glyphTopH: 714,
        glyphTopX: 536,
        mapped: "Hx eé€ŋ"
    )

    /// DejaVu Sans (Book).
    static let dejaVuSans = FontTableValues(
        fileName: "DejaVuSans.ttf",
        location: .system,
        faceIndex: 0,
        postscriptName: "DejaVuSans",
        family: "DejaVu Sans",
        fullName: "DejaVu Sans",
        unitsPerEm: 2048,
        hheaAscender: 1901,
        hheaDescender: -483,
        hheaLineGap: 0,
        os2Version: 1,
        useTypoMetrics: false,
        typoAscender: 1556,
        typoDescender: -492,
        typoLineGap: 410,
        winAscent: 1901,
        winDescent: 483,
        weightClass: 400,
        capHeight: nil,
        xHeight: nil,
        glyphTopH: 1493,
        glyphTopX: 1120,
        mapped: "Hx eé€ŋ→✓"
    )

    /// DejaVu Sans Bold.
    static let dejaVuSansBold = FontTableValues(
        fileName: "DejaVuSans-Bold.ttf",
        location: .system,
        faceIndex: 0,
        postscriptName: "DejaVuSans-Bold",
        family: "DejaVu Sans",
        fullName: "DejaVu Sans Bold",
        unitsPerEm: 2048,
        hheaAscender: 1901,
        hheaDescender: -483,
        hheaLineGap: 0,
        os2Version: 1,
        useTypoMetrics: false,
        typoAscender: 1556,
        typoDescender: -492,
        typoLineGap: 410,
        winAscent: 1901,
        winDescent: 483,
        weightClass: 700,
        capHeight: nil,
        xHeight: nil,
        glyphTopH: 1493,
        glyphTopX: 1120,
        mapped: "Hx eé€ŋ→✓"
    )

    /// Fixture collection, face 0 (Regular).
    static let collectionRegular = FontTableValues(
        fileName: "SFFixtureCollection.ttc",
        location: .fixture,
        faceIndex: 0,
        postscriptName: "SFFixtureCollection-Regular",
        family: "SF Fixture Collection",
        fullName: "SF Fixture Collection Regular",
        unitsPerEm: 1000,
        hheaAscender: 900,
        hheaDescender: -250,
        hheaLineGap: 50,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 750,
        typoDescender: -250,
        typoLineGap: 200,
        winAscent: 950,
        winDescent: 270,
        weightClass: 400,
        capHeight: 700,
        xHeight: 500,
        glyphTopH: 700,
        glyphTopX: 500,
        mapped: "Hx "
    )

    /// Fixture collection, face 1 (Bold).
    static let collectionBold = FontTableValues(
        fileName: "SFFixtureCollection.ttc",
        location: .fixture,
        faceIndex: 1,
        postscriptName: "SFFixtureCollection-Bold",
        family: "SF Fixture Collection",
        fullName: "SF Fixture Collection Bold",
        unitsPerEm: 1000,
        hheaAscender: 960,
        hheaDescender: -280,
        hheaLineGap: 30,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 780,
        typoDescender: -270,
        typoLineGap: 180,
        winAscent: 1010,
        winDescent: 300,
        weightClass: 700,
        capHeight: 730,
        xHeight: 530,
        glyphTopH: 730,
        glyphTopX: 530,
        mapped: "Hx "
    )

    /// Fixture with an OS/2 version 1 table (no sxHeight/sCapHeight).
    static let os2v1 = FontTableValues(
        fileName: "SFFixtureOS2v1.ttf",
        location: .fixture,
        faceIndex: 0,
        postscriptName: "SFFixtureOS2v1-Regular",
        family: "SF Fixture OS2v1",
        fullName: "SF Fixture OS2v1 Regular",
        unitsPerEm: 2048,
        hheaAscender: 1900,
        hheaDescender: -500,
        hheaLineGap: 0,
        os2Version: 1,
        useTypoMetrics: false,
        typoAscender: 1550,
        typoDescender: -500,
        typoLineGap: 350,
        winAscent: 1950,
        winDescent: 520,
        weightClass: 400,
        capHeight: nil,
        xHeight: nil,
        glyphTopH: 713,
        glyphTopX: 527,
        mapped: "Hx "
    )

    /// Fixture with fsSelection bit 7 (USE_TYPO_METRICS) set.
    static let typoFlag = FontTableValues(
        fileName: "SFFixtureTypoFlag.ttf",
        location: .fixture,
        faceIndex: 0,
        postscriptName: "SFFixtureTypoFlag-Regular",
        family: "SF Fixture TypoFlag",
        fullName: "SF Fixture TypoFlag Regular",
        unitsPerEm: 1000,
        hheaAscender: 1000,
        hheaDescender: -350,
        hheaLineGap: 0,
        os2Version: 4,
        useTypoMetrics: true,
        typoAscender: 800,
        typoDescender: -200,
        typoLineGap: 100,
        winAscent: 1050,
        winDescent: 380,
        weightClass: 400,
        capHeight: 700,
        xHeight: 480,
        glyphTopH: 700,
        glyphTopX: 480,
        mapped: "Hx "
    )

    /// Fixture with hhea ascender and descender 0.
    static let zeroHhea = FontTableValues(
        fileName: "SFFixtureZeroHhea.ttf",
        location: .fixture,
        faceIndex: 0,
        postscriptName: "SFFixtureZeroHhea-Regular",
        family: "SF Fixture ZeroHhea",
        fullName: "SF Fixture ZeroHhea Regular",
        unitsPerEm: 1000,
        hheaAscender: 0,
        hheaDescender: 0,
        hheaLineGap: 90,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 780,
        typoDescender: -220,
        typoLineGap: 60,
        winAscent: 980,
        winDescent: 320,
        weightClass: 400,
        capHeight: 690,
        xHeight: 470,
        glyphTopH: 690,
        glyphTopX: 470,
        mapped: "Hx "
    )

    /// Fixture with hhea and OS/2 typo ascender/descender 0.
    static let zeroHheaTypo = FontTableValues(
        fileName: "SFFixtureZeroHheaTypo.ttf",
        location: .fixture,
        faceIndex: 0,
        postscriptName: "SFFixtureZeroHheaTypo-Regular",
        family: "SF Fixture ZeroHheaTypo",
        fullName: "SF Fixture ZeroHheaTypo Regular",
        unitsPerEm: 1000,
        hheaAscender: 0,
        hheaDescender: 0,
        hheaLineGap: 0,
        os2Version: 4,
        useTypoMetrics: false,
        typoAscender: 0,
        typoDescender: 0,
        typoLineGap: 0,
        winAscent: 930,
        winDescent: 270,
        weightClass: 400,
        capHeight: 710,
        xHeight: 510,
        glyphTopH: 710,
        glyphTopX: 510,
        mapped: "Hx "
    )

    static let all: [FontTableValues] = [
        notoSerifRegular,
        notoSerifBold,
        notoSerifItalic,
        notoSerifBoldItalic,
        dejaVuSans,
        dejaVuSansBold,
        collectionRegular,
        collectionBold,
        os2v1,
        typoFlag,
        zeroHhea,
        zeroHheaTypo,
    ]
}

/// One named instance of a variable font: its fvar record and the table values of the
/// static font fontTools' instancer makes at its coordinates (see the file header).
struct NamedInstanceValues: Sendable {
    let fileName: String        // the variable font, in Fixtures/
    let instanceIndex: Int      // 1-based fvar position: FreeType's face_index >> 16
    let postscriptName: String  // name record fvar postScriptNameID points to
    let styleName: String       // name record fvar subfamilyNameID points to
    let family: String          // name ID 1
    let weight: Double          // the instance's wght coordinate
    let unitsPerEm: Double
    let hheaAscender: Double
    let hheaDescender: Double
    let hheaLineGap: Double
    let typoAscender: Double
    let typoDescender: Double
    let typoLineGap: Double
    let capHeight: Double       // OS/2 sCapHeight at the instance (MVAR cpht applied)
    let xHeight: Double         // OS/2 sxHeight at the instance (MVAR xhgt applied)
    let glyphTopH: Double?      // glyf yMax of 'H' at the instance (gvar applied)
    let glyphTopX: Double?      // glyf yMax of 'x' at the instance (gvar applied)
}

enum VariableFontTables {
    /// SF Fixture Variable Regular (named instance 1).
    static let variableRegular = NamedInstanceValues(
        fileName: "SFFixtureVariable.ttf",
        instanceIndex: 1,
        postscriptName: "SFFixtureVariable-Regular",
        styleName: "Regular",
        family: "SF Fixture Variable",
        weight: 400,
        unitsPerEm: 1000,
        hheaAscender: 900,
        hheaDescender: -250,
        hheaLineGap: 50,
        typoAscender: 750,
        typoDescender: -250,
        typoLineGap: 200,
        capHeight: 700,
        xHeight: 500,
        glyphTopH: 700,
        glyphTopX: 500
    )

    /// SF Fixture Variable SemiBold (named instance 2).
    static let variableSemiBold = NamedInstanceValues(
        fileName: "SFFixtureVariable.ttf",
        instanceIndex: 2,
        postscriptName: "SFFixtureVariable-SemiBold",
        styleName: "SemiBold",
        family: "SF Fixture Variable",
        weight: 600,
        unitsPerEm: 1000,
        hheaAscender: 900,
        hheaDescender: -250,
        hheaLineGap: 50,
        typoAscender: 790,
        typoDescender: -270,
        typoLineGap: 187,
        capHeight: 720,
        xHeight: 520,
        glyphTopH: 720,
        glyphTopX: 520
    )

    /// SF Fixture Variable Bold (named instance 3).
    static let variableBold = NamedInstanceValues(
        fileName: "SFFixtureVariable.ttf",
        instanceIndex: 3,
        postscriptName: "SFFixtureVariable-Bold",
        styleName: "Bold",
        family: "SF Fixture Variable",
        weight: 700,
        unitsPerEm: 1000,
        hheaAscender: 900,
        hheaDescender: -250,
        hheaLineGap: 50,
        typoAscender: 810,
        typoDescender: -280,
        typoLineGap: 180,
        capHeight: 730,
        xHeight: 530,
        glyphTopH: 730,
        glyphTopX: 530
    )

    static let all: [NamedInstanceValues] = [
        variableRegular,
        variableSemiBold,
        variableBold,
    ]
}
