#!/usr/bin/env python3
"""Generate the tiny fixture fonts used by ScaledFontTests.

Run from anywhere:

    python3 Tests/ScaledFontTests/Fixtures/make_fixtures.py

The fonts are written next to this script. Output is deterministic (fixed
head.created/modified timestamps, no other time- or random-dependent data),
so rerunning with the same fontTools version gives byte-identical files.
The generated fonts are committed; the Swift package never runs Python.

Every font has four glyphs (.notdef, space, H, x) drawn with straight lines
only, so the top of 'H' is exactly the cap height and the top of 'x' exactly
the x-height, with no off-curve points anywhere. All family names start with
"SF Fixture" so they cannot collide with installed fonts.
"""

import os
import sys

import fontTools
import fontTools.ttLib
from fontTools.fontBuilder import FontBuilder
from fontTools.misc.timeTools import timestampFromString
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont

HERE = os.path.dirname(os.path.abspath(__file__))

# 2024-01-01 00:00:00 UTC, in seconds since 1904-01-01 (the sfnt epoch).
FIXED_TIMESTAMP = timestampFromString("Mon Jan 01 00:00:00 2024")

GLYPH_ORDER = [".notdef", "space", "H", "x"]
CMAP = {0x0020: "space", 0x0048: "H", 0x0078: "x"}

# OS/2 fsSelection bits.
FS_BOLD = 1 << 5
FS_REGULAR = 1 << 6
FS_USE_TYPO_METRICS = 1 << 7
# head.macStyle bits.
MAC_BOLD = 1 << 0


def polygon(pen, points):
    pen.moveTo(points[0])
    for point in points[1:]:
        pen.lineTo(point)
    pen.closePath()


def make_glyphs(upm, cap_height, x_height):
    """Return ({name: Glyph}, {name: (advance, lsb)}) for the four glyphs."""
    u = upm / 1000.0  # scale the 1000-unit design to the em size

    def s(v):
        return round(v * u)

    glyphs = {}
    metrics = {}

    # .notdef: a hollow box, 600 wide, top at the cap height.
    pen = TTGlyphPen(None)
    polygon(pen, [(s(50), 0), (s(50), cap_height), (s(550), cap_height), (s(550), 0)])
    polygon(pen, [(s(100), s(50)), (s(500), s(50)), (s(500), cap_height - s(50)),
                  (s(100), cap_height - s(50))])
    glyphs[".notdef"] = pen.glyph()
    metrics[".notdef"] = (s(600), s(50))

    # space: no outline.
    glyphs["space"] = TTGlyphPen(None).glyph()
    metrics["space"] = (s(250), 0)

    # H: one outline (two stems joined by a bar), top exactly at cap_height.
    left, right, stem = s(60), s(640), s(90)
    bar_bottom = cap_height // 2 - s(40)
    bar_top = cap_height // 2 + s(40)
    pen = TTGlyphPen(None)
    polygon(pen, [
        (left, 0), (left, cap_height), (left + stem, cap_height),
        (left + stem, bar_top), (right - stem, bar_top),
        (right - stem, cap_height), (right, cap_height), (right, 0),
        (right - stem, 0), (right - stem, bar_bottom),
        (left + stem, bar_bottom), (left + stem, 0),
    ])
    glyphs["H"] = pen.glyph()
    metrics["H"] = (s(700), left)

    # x: a straight-sided cross, top exactly at x_height.
    x0, x1, w = s(30), s(500), s(80)
    mid = (x0 + x1) // 2
    half = x_height // 2
    pen = TTGlyphPen(None)
    polygon(pen, [
        (x0, 0), (mid - w // 2, half), (x0, x_height), (x0 + w, x_height),
        (mid, half + s(40)), (x1 - w, x_height), (x1, x_height),
        (mid + w // 2, half), (x1, 0), (x1 - w, 0), (mid, half - s(40)),
        (x0 + w, 0),
    ])
    glyphs["x"] = pen.glyph()
    metrics["x"] = (s(530), x0)

    return glyphs, metrics


def build_font(spec):
    upm = spec.get("upm", 1000)
    fb = FontBuilder(upm, isTTF=True)
    fb.updateHead(
        created=FIXED_TIMESTAMP,
        modified=FIXED_TIMESTAMP,
        macStyle=spec.get("macStyle", 0),
    )
    fb.setupGlyphOrder(GLYPH_ORDER)
    fb.setupCharacterMap(CMAP)
    glyphs, metrics = make_glyphs(upm, spec["capHeight"], spec["xHeight"])
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(
        ascent=spec["hhea"][0], descent=spec["hhea"][1], lineGap=spec["hhea"][2]
    )

    names = {
        "familyName": spec["family"],
        "styleName": spec["style"],
        "uniqueFontIdentifier": "1.000;NONE;" + spec["psName"],
        "fullName": spec["fullName"],
        "version": "Version 1.000",
        "psName": spec["psName"],
    }
    if spec.get("typographicNames"):
        names["typographicFamily"] = spec["family"]
        names["typographicSubfamily"] = spec["style"]
    fb.setupNameTable(names)

    os2_version = spec["os2Version"]
    os2 = dict(
        version=os2_version,
        usWeightClass=spec.get("weight", 400),
        fsType=0,  # installable embedding
        achVendID="NONE",
        fsSelection=spec["fsSelection"],
        sTypoAscender=spec["typo"][0],
        sTypoDescender=spec["typo"][1],
        sTypoLineGap=spec["typo"][2],
        usWinAscent=spec["win"][0],
        usWinDescent=spec["win"][1],
        ulCodePageRange1=1,  # Latin 1
    )
    if os2_version >= 2:
        os2.update(sxHeight=spec["xHeight"], sCapHeight=spec["capHeight"],
                   usDefaultChar=0, usBreakChar=0x20, usMaxContext=1)
    fb.setupOS2(**os2)
    if os2_version < 2:
        # FontBuilder's defaults carry the version-2+ fields along; drop them
        # so nothing suggests they exist (the compiler would ignore them).
        table = fb.font["OS/2"]
        for field in ("sxHeight", "sCapHeight", "usDefaultChar", "usBreakChar",
                      "usMaxContext", "usLowerOpticalPointSize",
                      "usUpperOpticalPointSize"):
            if hasattr(table, field):
                delattr(table, field)
    fb.setupPost()
    return fb.font


def roundtrip(font):
    """Compile a freshly built font and reopen it, as TTCollection wants."""
    import io
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return TTFont(buffer, recalcTimestamp=False)


COLLECTION_FACES = [
    dict(
        family="SF Fixture Collection", style="Regular",
        fullName="SF Fixture Collection Regular",
        psName="SFFixtureCollection-Regular", typographicNames=True,
        weight=400, fsSelection=FS_REGULAR, macStyle=0, os2Version=4,
        hhea=(900, -250, 50), typo=(750, -250, 200), win=(950, 270),
        capHeight=700, xHeight=500,
    ),
    dict(
        family="SF Fixture Collection", style="Bold",
        fullName="SF Fixture Collection Bold",
        psName="SFFixtureCollection-Bold", typographicNames=True,
        weight=700, fsSelection=FS_BOLD, macStyle=MAC_BOLD, os2Version=4,
        hhea=(960, -280, 30), typo=(780, -270, 180), win=(1010, 300),
        capHeight=730, xHeight=530,
    ),
]

SINGLE_FONTS = {
    "SFFixtureOS2v1.ttf": dict(
        family="SF Fixture OS2v1", style="Regular",
        fullName="SF Fixture OS2v1 Regular", psName="SFFixtureOS2v1-Regular",
        upm=2048, weight=400, fsSelection=FS_REGULAR, os2Version=1,
        hhea=(1900, -500, 0), typo=(1550, -500, 350), win=(1950, 520),
        capHeight=713, xHeight=527,
    ),
    "SFFixtureTypoFlag.ttf": dict(
        family="SF Fixture TypoFlag", style="Regular",
        fullName="SF Fixture TypoFlag Regular", psName="SFFixtureTypoFlag-Regular",
        weight=400, fsSelection=FS_REGULAR | FS_USE_TYPO_METRICS, os2Version=4,
        hhea=(1000, -350, 0), typo=(800, -200, 100), win=(1050, 380),
        capHeight=700, xHeight=480,
    ),
    "SFFixtureZeroHhea.ttf": dict(
        family="SF Fixture ZeroHhea", style="Regular",
        fullName="SF Fixture ZeroHhea Regular", psName="SFFixtureZeroHhea-Regular",
        weight=400, fsSelection=FS_REGULAR, os2Version=4,
        hhea=(0, 0, 90), typo=(780, -220, 60), win=(980, 320),
        capHeight=690, xHeight=470,
    ),
    "SFFixtureZeroHheaTypo.ttf": dict(
        family="SF Fixture ZeroHheaTypo", style="Regular",
        fullName="SF Fixture ZeroHheaTypo Regular",
        psName="SFFixtureZeroHheaTypo-Regular",
        weight=400, fsSelection=FS_REGULAR, os2Version=4,
        hhea=(0, 0, 0), typo=(0, 0, 0), win=(930, 270),
        capHeight=710, xHeight=510,
    ),
}


# The variable fixture: one wght axis (400 to 700, default 400) and three named
# instances, each with its own PostScript name (fvar postScriptNameID). The default
# master is the metrics of VARIABLE_DEFAULT; gvar moves the tops of H and x and MVAR moves
# the OS/2 values below by their deltas at wght 700 (linear in between). The OpenType MVAR
# tags hasc/hdsc/hlgp are the OS/2 typo values: no MVAR tag varies hhea, so every instance
# has the default's hhea ascender, descender and line gap.
VARIABLE_FILE = "SFFixtureVariable.ttf"
VARIABLE_DEFAULT = dict(
    family="SF Fixture Variable", style="Regular",
    fullName="SF Fixture Variable Regular", psName="SFFixtureVariable-Regular",
    weight=400, fsSelection=FS_REGULAR, os2Version=4,
    hhea=(900, -250, 50), typo=(750, -250, 200), win=(950, 270),
    capHeight=700, xHeight=500,
)
VARIABLE_INSTANCES = [
    # (style name, PostScript name, wght)
    ("Regular", "SFFixtureVariable-Regular", 400),
    ("SemiBold", "SFFixtureVariable-SemiBold", 600),
    ("Bold", "SFFixtureVariable-Bold", 700),
]
# MVAR value tag -> delta at wght 700.
VARIABLE_MVAR_DELTAS = {
    "hasc": 60,   # OS/2 sTypoAscender 750 -> 810
    "hdsc": -30,  # OS/2 sTypoDescender -250 -> -280
    "hlgp": -20,  # OS/2 sTypoLineGap 200 -> 180
    "cpht": 30,   # OS/2 sCapHeight 700 -> 730
    "xhgt": 30,   # OS/2 sxHeight 500 -> 530
}


def build_variable_font():
    from fontTools.ttLib.tables import otTables
    from fontTools.ttLib.tables.TupleVariation import TupleVariation
    from fontTools.varLib import builder as varBuilder
    from fontTools.varLib.mvar import MVAR_ENTRIES

    font = build_font(VARIABLE_DEFAULT)
    fb = FontBuilder(font=font)
    axes = [("wght", 400, 400, 700, "Weight")]
    instances = [
        dict(location=dict(wght=wght), stylename=style, postscriptfontname=ps_name)
        for style, ps_name, wght in VARIABLE_INSTANCES
    ]
    fb.setupFvar(axes, instances)

    # gvar: at wght 700 (normalised 1.0) the top points of H and x rise by 30 units,
    # so the outline tops follow the OS/2 heights. Points are the outline's plus the
    # four phantom points.
    glyf = font["glyf"]
    variations = {}
    for name in ("H", "x"):
        coordinates, _, _ = glyf[name].getCoordinates(glyf)
        top = max(y for _, y in coordinates)
        deltas = [(0, 30 if y == top else 0) for _, y in coordinates]
        deltas += [(0, 0)] * 4
        variations[name] = [TupleVariation({"wght": (0.0, 1.0, 1.0)}, deltas)]
    fb.setupGvar(variations)

    # MVAR: one region (wght 0 -> 1), one delta per tag.
    region_list = varBuilder.buildVarRegionList([{"wght": (0.0, 1.0, 1.0)}], ["wght"])
    tags = sorted(VARIABLE_MVAR_DELTAS)
    var_data = varBuilder.buildVarData([0], [[VARIABLE_MVAR_DELTAS[t]] for t in tags])
    store = varBuilder.buildVarStore(region_list, [var_data])
    mvar = otTables.MVAR()
    mvar.Version = 0x00010000
    mvar.Reserved = 0
    mvar.VarStore = store
    mvar.ValueRecordSize = 8
    records = []
    for inner, tag in enumerate(tags):
        assert tag in MVAR_ENTRIES
        record = otTables.MetricsValueRecord()
        record.ValueTag = tag
        record.VarIdx = inner  # outer 0, inner = row
        records.append(record)
    mvar.ValueRecord = records
    mvar.ValueRecordCount = len(records)
    table = fontTools.ttLib.newTable("MVAR")
    table.table = mvar
    font["MVAR"] = table
    return font


def main():
    print("fontTools", fontTools.version)

    collection = TTCollection()
    collection.fonts = [roundtrip(build_font(spec)) for spec in COLLECTION_FACES]
    path = os.path.join(HERE, "SFFixtureCollection.ttc")
    collection.save(path)
    print("wrote", os.path.relpath(path))

    for file_name, spec in SINGLE_FONTS.items():
        path = os.path.join(HERE, file_name)
        build_font(spec).save(path)
        print("wrote", os.path.relpath(path))

    path = os.path.join(HERE, VARIABLE_FILE)
    build_variable_font().save(path)
    print("wrote", os.path.relpath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
