#!/usr/bin/env python3
"""Writes SFFixtureOpticalSize.ttf: a variable font with one axis, 'opsz' (optical size) from
8 to 72, made with fontTools' varLib from two masters of the fit test's Noto Sans subset
(Tests/Fonts/NotoSans): at opsz 8 its own advances, at opsz 72 every advance 80 % as wide, so
that a face's advances depend on the size as an optical-size font's do. Names are changed to
SF Fixture Optical Size / SFFixtureOpticalSize-Regular.

Run from the package root: python3 Tests/Fonts/OpticalSize/make_optical_size_font.py
"""
import os
import tempfile
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.ttLib import TTFont
from fontTools import varLib

here = os.path.dirname(os.path.abspath(__file__))
source = os.path.join(here, "..", "NotoSans", "NotoSans-Regular.ttf")
scratch = tempfile.mkdtemp()


def master(path, factor):
    font = TTFont(source)
    for table in ("GPOS", "GDEF", "GSUB"):
        if table in font:
            del font[table]
    hmtx = font["hmtx"]
    for glyph, (advance, lsb) in list(hmtx.metrics.items()):
        hmtx.metrics[glyph] = (round(advance * factor), lsb)
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = "SF Fixture Optical Size"
        elif record.nameID == 4:
            record.string = "SF Fixture Optical Size Regular"
        elif record.nameID in (3, 6):
            record.string = "SFFixtureOpticalSize-Regular"
    font.save(path)


small = os.path.join(scratch, "small.ttf")
large = os.path.join(scratch, "large.ttf")
master(small, 1.0)
master(large, 0.8)
document = DesignSpaceDocument()
axis = AxisDescriptor()
axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "opsz", "Optical size", 8, 8, 72
document.addAxis(axis)
for path, size in ((small, 8), (large, 72)):
    descriptor = SourceDescriptor()
    descriptor.path = path
    descriptor.location = {"Optical size": size}
    document.addSource(descriptor)
font, _, _ = varLib.build(document)
font.save(os.path.join(here, "SFFixtureOpticalSize.ttf"))
