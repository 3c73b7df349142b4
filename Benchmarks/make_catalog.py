#!/usr/bin/env python3
"""Writes synthetic font catalogs for the ScaledFont benchmarks.

Each catalog is a folder of tiny, distinct TrueType faces: families of four styles
(Regular, Bold, Italic, Bold Italic), every face with its own PostScript name and full name.
Face i is the same in every catalog, so catalog-500 holds exactly the first 500 faces of
catalog-5000 and one list of query names is valid in both.

Usage: make_catalog.py OUTPUT_DIR COUNT [COUNT...]
    writes OUTPUT_DIR/catalog-COUNT/ for each COUNT (skipped when already complete), and
    OUTPUT_DIR/queries.txt: names to resolve, valid in every catalog of at least 500 faces.

Requires fontTools (pip install fonttools).
"""

import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

UNITS_PER_EM = 1000
STYLES = [  # (style name, OpenType weight, italic)
    ("Regular", 400, False),
    ("Bold", 700, False),
    ("Italic", 400, True),
    ("Bold Italic", 700, True),
]


def face_names(i):
    """Family, style, full name and PostScript name of face number i."""
    family = f"Synth Bench {i // len(STYLES):05d}"
    style, weight, italic = STYLES[i % len(STYLES)]
    full = f"{family} {style}" if style != "Regular" else family + " Regular"
    postscript = family.replace(" ", "") + "-" + style.replace(" ", "")
    return family, style, weight, italic, full, postscript


def rectangle(width, height):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, height))
    pen.lineTo((50 + width, height))
    pen.lineTo((50 + width, 0))
    pen.closePath()
    return pen.glyph()


def build_face(i):
    family, style, weight, italic, full, postscript = face_names(i)
    fb = FontBuilder(UNITS_PER_EM, isTTF=True)
    glyph_order = [".notdef", "H", "x"]
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap({ord("H"): "H", ord("x"): "x"})
    # Metrics vary with i so no two faces are byte-identical.
    cap, xh = 700 + i % 50, 500 + i % 30
    fb.setupGlyf({".notdef": rectangle(400, 700), "H": rectangle(500, cap), "x": rectangle(400, xh)})
    fb.setupHorizontalMetrics({name: (600, 50) for name in glyph_order})
    fb.setupHorizontalHeader(ascent=900 + i % 100, descent=-250, lineGap=i % 40)
    fb.setupNameTable(
        {
            "familyName": family,
            "styleName": style,
            "uniqueFontIdentifier": f"{postscript};bench",
            "fullName": full,
            "psName": postscript,
        }
    )
    fs_selection = (0x01 if italic else 0) | (0x20 if weight == 700 else 0)
    if fs_selection == 0:
        fs_selection = 0x40  # REGULAR
    fb.setupOS2(
        version=4,
        usWeightClass=weight,
        fsSelection=fs_selection,
        sTypoAscender=900,
        sTypoDescender=-250,
        sTypoLineGap=0,
        usWinAscent=1000,
        usWinDescent=300,
        sCapHeight=cap,
        sxHeight=xh,
    )
    fb.setupPost(isFixedPitch=0, italicAngle=-12 if italic else 0)
    fb.font["head"].macStyle = (0x01 if weight == 700 else 0) | (0x02 if italic else 0)
    return fb.font, postscript


def write_catalog(root, count):
    folder = os.path.join(root, f"catalog-{count}")
    marker = os.path.join(folder, ".complete")
    if os.path.exists(marker):
        print(f"{folder}: present")
        return
    os.makedirs(folder, exist_ok=True)
    for i in range(count):
        font, postscript = build_face(i)
        font.save(os.path.join(folder, f"{postscript}.ttf"))
    with open(marker, "w") as f:
        f.write(f"{count}\n")
    print(f"{folder}: wrote {count} faces")


def queries(faces=500, step=4):
    """Names a caller might ask for, one family in every `step`: each rung of the resolution
    ladder in the spelling the catalog uses and in another case or spacing, and misses."""
    names = []
    for k, i in enumerate(range(0, faces, step * len(STYLES))):
        family, _, _, _, full, postscript = face_names(i + k % len(STYLES))
        names += [
            postscript,  # PostScript name
            postscript.lower(),  # PostScript name, other case
            full,  # full name
            family.replace(" ", ""),  # family without spaces (regular face)
            family.upper(),  # family, other case
            f"Synth Bench {90000 + i:05d}",  # a family that does not exist
            f"NoSuchFont{i:05d}-Bold",  # a PostScript name that does not exist
            f"{family}:weight=200",  # Fontconfig syntax is a plain (missing) name
        ]
    return names


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    for count in argv[2:]:
        write_catalog(argv[1], int(count))
    with open(os.path.join(argv[1], "queries.txt"), "w") as f:
        f.write("\n".join(queries()) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
