#!/usr/bin/env python3
"""Read reference table values with fontTools and write FontTableValues.swift.

Run from anywhere:

    python3 Tests/ScaledFontTests/Fixtures/dump_table_values.py

The values come straight from each font's own tables (head, hhea, OS/2,
name, cmap, glyf) as read by fontTools -- never from FreeType and never from
the ScaledFont package -- so the tests can compare the package against an
independent reader. The generated Swift file is committed; the Swift package
never runs Python.

Fonts read:
  * Fonts/NotoSerif/NotoSerif-{Regular,Bold,Italic,BoldItalic}.ttf
    (bundled; Debian fonts-noto-core 20201225-1)
  * /usr/share/fonts/truetype/dejavu/DejaVuSans{,-Bold}.ttf
    (system; Debian fonts-dejavu-core 2.37)
  * the fixture fonts made by make_fixtures.py (next to this script)
  * the named instances of the variable fixture SFFixtureVariable.ttf: names and
    coordinates from its fvar and name tables, metrics from the static font
    fontTools.varLib.instancer makes at each instance's coordinates
"""

import hashlib
import os
import sys

import fontTools
from fontTools.ttLib import TTFont

FIXTURES = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(FIXTURES, "..", "..", ".."))
OUTPUT = os.path.join(ROOT, "Tests", "ScaledFontTests", "FontTableValues.swift")

LOCATIONS = {
    "bundled": os.path.join(ROOT, "Fonts", "NotoSerif"),
    "fixture": FIXTURES,
    "system": "/usr/share/fonts/truetype/dejavu",
}

# (Swift identifier, file name, location, face index, short description)
FACES = [
    ("notoSerifRegular", "NotoSerif-Regular.ttf", "bundled", 0, "Noto Serif Regular"),
    ("notoSerifBold", "NotoSerif-Bold.ttf", "bundled", 0, "Noto Serif Bold"),
    ("notoSerifItalic", "NotoSerif-Italic.ttf", "bundled", 0, "Noto Serif Italic"),
    ("notoSerifBoldItalic", "NotoSerif-BoldItalic.ttf", "bundled", 0,
     "Noto Serif Bold Italic"),
    ("dejaVuSans", "DejaVuSans.ttf", "system", 0, "DejaVu Sans (Book)"),
    ("dejaVuSansBold", "DejaVuSans-Bold.ttf", "system", 0, "DejaVu Sans Bold"),
    ("collectionRegular", "SFFixtureCollection.ttc", "fixture", 0,
     "Fixture collection, face 0 (Regular)"),
    ("collectionBold", "SFFixtureCollection.ttc", "fixture", 1,
     "Fixture collection, face 1 (Bold)"),
    ("os2v1", "SFFixtureOS2v1.ttf", "fixture", 0,
     "Fixture with an OS/2 version 1 table (no sxHeight/sCapHeight)"),
    ("typoFlag", "SFFixtureTypoFlag.ttf", "fixture", 0,
     "Fixture with fsSelection bit 7 (USE_TYPO_METRICS) set"),
    ("zeroHhea", "SFFixtureZeroHhea.ttf", "fixture", 0,
     "Fixture with hhea ascender and descender 0"),
    ("zeroHheaTypo", "SFFixtureZeroHheaTypo.ttf", "fixture", 0,
     "Fixture with hhea and OS/2 typo ascender/descender 0"),
]

USE_TYPO_METRICS = 1 << 7

# Characters whose presence in each face's cmap the coverage tests compare against: ASCII
# letters and space (the fixtures map only space, H and x), Latin-1 and Latin Extended-A
# letters, the euro sign, an arrow, a check mark, a CJK ideograph, and a plane-16
# private-use character that no font maps.
COVERAGE_SAMPLE = "Hx eé€ŋ→✓中\U0010FFFD"


def name_string(font, name_id):
    """Name record nameID, preferring Windows Unicode English, then Mac English."""
    table = font["name"]
    for platform, encoding, language in ((3, 1, 0x409), (3, 1, None), (1, 0, 0)):
        for record in table.names:
            if (record.nameID == name_id and record.platformID == platform
                    and record.platEncID == encoding
                    and (language is None or record.langID == language)):
                return record.toUnicode()
    raise SystemExit(f"name ID {name_id} missing")


def glyph_top(font, char):
    """glyf yMax of the glyph the cmap maps `char` to; None if none or empty."""
    glyph_name = font.getBestCmap().get(ord(char))
    if glyph_name is None:
        return None
    glyf = font["glyf"]
    glyph = glyf[glyph_name]
    if glyph.numberOfContours == 0:
        return None
    # The stored header value; cross-check it against the points themselves
    # (what a rasterizer's control box would give).
    coordinates, _, _ = glyph.getCoordinates(glyf)
    from_points = max(y for _, y in coordinates)
    if from_points != glyph.yMax:
        print(f"warning: {glyph_name!r} stored yMax {glyph.yMax} != "
              f"points {from_points}", file=sys.stderr)
    return glyph.yMax


def read_face(file_name, location, face_index):
    path = os.path.join(LOCATIONS[location], file_name)
    if not os.path.exists(path):
        raise SystemExit(f"missing font: {path}")
    font = TTFont(path, fontNumber=face_index if file_name.endswith(".ttc") else -1)
    head, hhea, os2 = font["head"], font["hhea"], font["OS/2"]
    has_v2_fields = os2.version >= 2
    return dict(
        fileName=file_name,
        location=location,
        faceIndex=face_index,
        postscriptName=name_string(font, 6),
        family=name_string(font, 1),
        fullName=name_string(font, 4),
        unitsPerEm=head.unitsPerEm,
        hheaAscender=hhea.ascent,
        hheaDescender=hhea.descent,
        hheaLineGap=hhea.lineGap,
        os2Version=os2.version,
        useTypoMetrics=bool(os2.fsSelection & USE_TYPO_METRICS),
        typoAscender=os2.sTypoAscender,
        typoDescender=os2.sTypoDescender,
        typoLineGap=os2.sTypoLineGap,
        winAscent=os2.usWinAscent,
        winDescent=os2.usWinDescent,
        weightClass=os2.usWeightClass,
        capHeight=os2.sCapHeight if has_v2_fields else None,
        xHeight=os2.sxHeight if has_v2_fields else None,
        glyphTopH=glyph_top(font, "H"),
        glyphTopX=glyph_top(font, "x"),
        mapped="".join(c for c in COVERAGE_SAMPLE if ord(c) in font.getBestCmap()),
        # Not emitted as a field; used for the comments.
        _fsSelection=os2.fsSelection,
        _path=path,
    )


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    # Characters outside the Basic Multilingual Plane as \u{...} escapes, so the source
    # shows which they are.
    escaped = "".join(c if ord(c) <= 0xFFFF else f"\\u{{{ord(c):X}}}" for c in escaped)
    return f'"{escaped}"'


def swift_value(value):
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return swift_string(value)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


FIELDS = [
    "fileName", "location", "faceIndex", "postscriptName", "family", "fullName",
    "unitsPerEm", "hheaAscender", "hheaDescender", "hheaLineGap", "os2Version",
    "useTypoMetrics", "typoAscender", "typoDescender", "typoLineGap",
    "winAscent", "winDescent", "weightClass", "capHeight", "xHeight",
    "glyphTopH", "glyphTopX", "mapped",
]

STRUCT = """\
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
"""


VARIABLE_FILE = "SFFixtureVariable.ttf"

INSTANCE_FIELDS = [
    "fileName", "instanceIndex", "postscriptName", "styleName", "family", "weight",
    "unitsPerEm", "hheaAscender", "hheaDescender", "hheaLineGap", "typoAscender",
    "typoDescender", "typoLineGap", "capHeight", "xHeight", "glyphTopH", "glyphTopX",
]

INSTANCE_STRUCT = """\
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
"""


def read_instances():
    from fontTools.varLib import instancer
    path = os.path.join(FIXTURES, VARIABLE_FILE)
    font = TTFont(path)
    names = font["name"]
    result = []
    for number, instance in enumerate(font["fvar"].instances, start=1):
        static = instancer.instantiateVariableFont(TTFont(path), instance.coordinates)
        hhea, os2 = static["hhea"], static["OS/2"]
        result.append(dict(
            fileName=VARIABLE_FILE,
            instanceIndex=number,
            postscriptName=names.getDebugName(instance.postscriptNameID),
            styleName=names.getDebugName(instance.subfamilyNameID),
            family=name_string(font, 1),
            weight=instance.coordinates["wght"],
            unitsPerEm=static["head"].unitsPerEm,
            hheaAscender=hhea.ascent,
            hheaDescender=hhea.descent,
            hheaLineGap=hhea.lineGap,
            typoAscender=os2.sTypoAscender,
            typoDescender=os2.sTypoDescender,
            typoLineGap=os2.sTypoLineGap,
            capHeight=os2.sCapHeight,
            xHeight=os2.sxHeight,
            glyphTopH=glyph_top(static, "H"),
            glyphTopX=glyph_top(static, "x"),
            _path=path,
        ))
    return result


def instance_identifier(instance):
    style = instance["styleName"].replace(" ", "")
    return "variable" + style


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def render(faces, instances):
    lines = [
        "// swift-format-ignore-file",
        "// (generated: the aligned comments below read best as written)",
        "// FontTableValues.swift",
        "//",
        f"// These numbers were read with fontTools {fontTools.version} by",
        "// `Tests/ScaledFontTests/Fixtures/dump_table_values.py` from the fonts' own tables",
        "// (head, hhea, OS/2, name, cmap, glyf), never from this package's code.",
        "// Regenerate with `python3 Tests/ScaledFontTests/Fixtures/dump_table_values.py`;",
        "// do not edit by hand.",
        "//",
        "// Sources: Fonts/NotoSerif is Debian fonts-noto-core 20201225-1, the DejaVu fonts are",
        "// Debian fonts-dejavu-core 2.37, the SF Fixture fonts come from make_fixtures.py.",
        "// SHA-256 of the files read:",
    ]
    seen = set()
    for face in faces:
        if face["fileName"] in seen:
            continue
        seen.add(face["fileName"])
        lines.append(f"//   {sha256(face['_path'])}  {face['fileName']}")
    lines.append(f"//   {sha256(instances[0]['_path'])}  {VARIABLE_FILE}")
    lines += ["", STRUCT.rstrip("\n"), "", "enum FontTables {"]
    lines.append("    /// The characters `mapped` is taken from (dump_table_values.py COVERAGE_SAMPLE).")
    lines.append(f"    static let coverageSample = {swift_string(COVERAGE_SAMPLE)}")
    lines.append("")

    for (identifier, _, _, _, description), face in zip(FACES, faces):
        lines.append(f"    /// {description}.")
        lines.append(f"    static let {identifier} = FontTableValues(")
        for index, field in enumerate(FIELDS):
            value = face[field]
            text = f".{value}" if field == "location" else swift_value(value)
            comma = "," if index < len(FIELDS) - 1 else ""
            lines.append(f"        {field}: {text}{comma}")
        lines.append("    )")
        lines.append("")

    lines.append("    static let all: [FontTableValues] = [")
    for identifier, *_ in FACES:
        lines.append(f"        {identifier},")
    lines.append("    ]")
    lines.append("}")

    lines += ["", INSTANCE_STRUCT.rstrip("\n"), "", "enum VariableFontTables {"]
    for instance in instances:
        lines.append(f"    /// {instance['family']} {instance['styleName']} (named instance "
                     f"{instance['instanceIndex']}).")
        lines.append(f"    static let {instance_identifier(instance)} = NamedInstanceValues(")
        for index, field in enumerate(INSTANCE_FIELDS):
            comma = "," if index < len(INSTANCE_FIELDS) - 1 else ""
            lines.append(f"        {field}: {swift_value(instance[field])}{comma}")
        lines.append("    )")
        lines.append("")
    lines.append("    static let all: [NamedInstanceValues] = [")
    for instance in instances:
        lines.append(f"        {instance_identifier(instance)},")
    lines.append("    ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"

    too_long = [line for line in text.splitlines() if len(line) >= 100]
    if too_long:
        raise SystemExit("lines too long:\n" + "\n".join(too_long))
    return text


def main():
    faces = [read_face(file_name, location, face_index)
             for _, file_name, location, face_index, _ in FACES]
    instances = read_instances()
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(render(faces, instances))
    print("fontTools", fontTools.version, "->", os.path.relpath(OUTPUT, ROOT))
    for (identifier, *_), face in zip(FACES, faces):
        print(f"  {identifier}: {face['postscriptName']} upm {face['unitsPerEm']} "
              f"hhea {face['hheaAscender']}/{face['hheaDescender']}/{face['hheaLineGap']} "
              f"OS/2 v{face['os2Version']} fsSelection {face['_fsSelection']:#06x} "
              f"typo {face['typoAscender']}/{face['typoDescender']}/{face['typoLineGap']} "
              f"win {face['winAscent']}/{face['winDescent']} "
              f"cap {face['capHeight']} xh {face['xHeight']} "
              f"H {face['glyphTopH']} x {face['glyphTopX']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
