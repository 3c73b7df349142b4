#!/usr/bin/env python3
"""Writes SFFixtureTracked.ttf: the fit test's Noto Sans subset (Tests/Fonts/NotoSans) with an
AAT 'trak' table added, so that its advances depend on the size as Apple's system fonts' do:
no tracking at 12 pt, -60 font units at 48 pt (HarfBuzz interpolates between and applies it
when the font's point size is set). The family and PostScript names are changed so that it is
a face of its own (PostScript name SFFixtureTracked-Regular).

Run from the package root: python3 Tests/Fonts/Tracked/make_tracked_font.py (fontTools).
"""
import os
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

here = os.path.dirname(os.path.abspath(__file__))
font = TTFont(os.path.join(here, "..", "NotoSans", "NotoSans-Regular.ttf"))
trak = newTable("trak")
trak.decompile(b"\0" * 12, font)  # an empty version 1.0 table, then filled in
trak.version = 1.0
trak.format = 0
horizontal = TrackData()
horizontal[0.0] = TrackTableEntry({12.0: 0, 48.0: -60}, nameIndex=256)
trak.horizData = horizontal
trak.vertData = TrackData()
font["trak"] = trak
names = font["name"]
for record in names.names:
    if record.nameID in (1, 16):
        record.string = "SF Fixture Tracked"
    elif record.nameID == 4:
        record.string = "SF Fixture Tracked Regular"
    elif record.nameID == 6:
        record.string = "SFFixtureTracked-Regular"
    elif record.nameID == 3:
        record.string = "SFFixtureTracked-Regular"
font.save(os.path.join(here, "SFFixtureTracked.ttf"))
