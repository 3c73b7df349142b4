"""Make SFFixtureCascade00.ttf ... SFFixtureCascade09.ttf: copies of the test fixture
SFFixtureOS2v1.ttf (Tests/ScaledFontTests/Fixtures) in which face NN maps one CJK ideograph,
U+4E00 + NN, to its `H` glyph (and space to space), with family `SF Fixture Cascade NN` and
PostScript name `SFFixtureCascadeNN-Regular`. Ten faces that each render one character no
other renders: the cascade for U+4E00...U+4E09 needs all ten.

Run from the repository root with fontTools (4.68.0 made the committed files; head.modified
is kept, so a rerun gives the same bytes):
    python3 Tests/Fonts/Cascade/make_cascade_fonts.py
"""
from pathlib import Path

from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent.parent / "ScaledFontTests" / "Fixtures" / "SFFixtureOS2v1.ttf"

for number in range(10):
    font = TTFont(SOURCE, recalcTimestamp=False)
    for table in font["cmap"].tables:
        table.cmap = {0x20: "space", 0x4E00 + number: "H"}
    family = f"SF Fixture Cascade {number:02d}"
    postscript = f"SFFixtureCascade{number:02d}-Regular"
    name = font["name"]
    for record in list(name.names):
        text = {1: family, 16: family, 4: family + " Regular", 3: postscript, 6: postscript}
        if record.nameID in text:
            name.setName(text[record.nameID], record.nameID, record.platformID,
                         record.platEncID, record.langID)
    font.save(HERE / f"SFFixtureCascade{number:02d}.ttf")
