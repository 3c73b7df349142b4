"""Make SFFixtureHostileName.ttf: SFFixtureOS2v1.ttf with name records that try to inject
CI workflow commands and terminal escapes (see README.md, SFFixtureHostileName.ttf).

Run from the repository root after make_fixtures.py:
    python3 Tests/ScaledFontTests/Fixtures/make_hostile_name_fixture.py
"""
from pathlib import Path

from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
# Starts with a GitHub workflow command; carries ESC, BEL, an OSC-8 hyperlink, U+202E
# (right-to-left override) and U+2066 (left-to-right isolate).
FAMILY = ("::error file=Sources/App.swift,line=1::SF Fixture Hostile "
          "\x1b]8;;https://example.invalid\x07link\x1b]8;;\x07 \x1b[2J\u202eevil\u2066")
# Starts with the older/Azure command prefix.
POSTSCRIPT = "##[error]SFFixtureHostile-Regular"

font = TTFont(HERE / "SFFixtureOS2v1.ttf", recalcTimestamp=False)
name = font["name"]
for record in list(name.names):
    if record.nameID in (1, 3, 4, 16):
        text = FAMILY if record.nameID in (1, 16) else FAMILY + " Regular"
        if record.platformID == 1:
            continue  # Mac Roman cannot hold these characters; the Windows records do
        name.setName(text, record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID == 6:
        name.setName(POSTSCRIPT, 6, record.platformID, record.platEncID, record.langID)
name.names = [r for r in name.names if not (r.platformID == 1 and r.nameID in (1, 3, 4, 16))]
font.save(HERE / "SFFixtureHostileName.ttf")

# SFFixtureNameless.ttf: SFFixtureOS2v1.ttf renamed "SF Fixture Nameless", with no PostScript
# name (no name ID 6 record at all), for which Fontconfig makes one up from the family.
NAMELESS = "SF Fixture Nameless"
font = TTFont(HERE / "SFFixtureOS2v1.ttf", recalcTimestamp=False)
name = font["name"]
for record in list(name.names):
    if record.nameID in (1, 16):
        name.setName(NAMELESS, record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID in (3, 4):
        name.setName(NAMELESS + " Regular", record.nameID, record.platformID, record.platEncID,
                     record.langID)
name.names = [r for r in name.names if r.nameID != 6]
font.save(HERE / "SFFixtureNameless.ttf")
