#!/usr/bin/env python3
"""Writes the hostile style dictionaries of this folder (see README.md for each case).

Run from this folder: python3 make_corpus.py. Every file is small; the cases that need big
files, pipes, unreadable files, folders or symbolic link loops are made by the tests at run
time (HostileDictionaryTests.swift, HostileInputTests.swift).
"""
import plistlib
import random
import struct

XML_HEADER = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
    '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
    '<plist version="1.0">\n'
)
# The title entry is valid in every dictionary below, so each test also shows that one bad
# entry leaves the others alone. Line 5 holds <key>title</key>, line 12 the next key.
TITLE = (
    "<dict>\n"
    "\t<key>title</key>\n"
    "\t<dict>\n"
    "\t\t<key>fontName</key>\n"
    "\t\t<string>NotoSerif</string>\n"
    "\t\t<key>fontSize</key>\n"
    "\t\t<integer>28</integer>\n"
    "\t</dict>\n"
)
TAIL = "</dict>\n</plist>\n"


def write(name, data):
    with open(name, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def body(value, key="body"):
    """A dictionary with the valid title entry and `key` whose value is the given XML."""
    return XML_HEADER + TITLE + f"\t<key>{key}</key>\n\t{value}\n" + TAIL


def entry(font_name="<string>NotoSerif</string>", font_size="<integer>17</integer>", extra=""):
    fields = ""
    if font_name is not None:
        fields += f"\t\t<key>fontName</key>\n\t\t{font_name}\n"
    if font_size is not None:
        fields += f"\t\t<key>fontSize</key>\n\t\t{font_size}\n"
    return "<dict>\n" + fields + extra + "\t</dict>"


def bplist(objects, offset_size=2, ref_size=1, top=0, table_offset=None, count=None):
    """A bplist00 file from encoded objects (CFBinaryPList.c layout)."""
    data = bytearray(b"bplist00")
    offsets = []
    for obj in objects:
        offsets.append(len(data))
        data += obj
    table = len(data)
    for offset in offsets:
        data += offset.to_bytes(offset_size, "big")
    data += bytes([0, 0, 0, 0, 0, 0, offset_size if offset_size in (1, 2, 4, 8) else 3, ref_size])
    data += struct.pack(">QQQ", count if count is not None else len(objects), top,
                        table_offset if table_offset is not None else table)
    return bytes(data)


def ascii_string(text):
    raw = text.encode("ascii")
    assert len(raw) < 15
    return bytes([0x50 | len(raw)]) + raw


def integer(value):
    return bytes([0x10]) + bytes([value])


# --- Not a property list, or not a dictionary: exit 2 ---------------------------------
write("Empty.plist", b"")
write("RandomBytes.plist", random.Random(4711).randbytes(512))
write("NullBytes.plist", bytes(256))
valid = body(entry())
write("TruncatedXML.plist", valid[: valid.index("<key>body</key>") + 40])
valid_binary = plistlib.dumps(
    {"title": {"fontName": "NotoSerif", "fontSize": 28}, "body": {"fontName": "NotoSerif", "fontSize": 17}},
    fmt=plistlib.FMT_BINARY)
write("TruncatedBinary.plist", valid_binary[: len(valid_binary) // 2])
write("RootArray.plist", XML_HEADER + "<array>\n\t<string>NotoSerif</string>\n</array>\n</plist>\n")
write("RootString.plist", XML_HEADER + "<string>NotoSerif</string>\n</plist>\n")
write("RootInteger.plist", XML_HEADER + "<integer>17</integer>\n</plist>\n")
write("RootDate.plist", XML_HEADER + "<date>2024-01-01T00:00:00Z</date>\n</plist>\n")
write("BinaryRootArray.plist", plistlib.dumps(["NotoSerif", 17], fmt=plistlib.FMT_BINARY))
write("IntegerOverflow.plist", body(entry(font_size="<integer>99999999999999999999999</integer>")))
write("MisformattedReal.plist", body(entry(font_size="<real>seventeen</real>")))
write("UnknownElement.plist", body(entry(font_name="<font>NotoSerif</font>")))
write("NonUTF8.plist", body(entry(font_name="<string>Noto\udcffSerif</string>")).encode("utf-8", "surrogateescape"))
write("EntityExpansion.plist",
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist [\n<!ENTITY a "aaaaaaaaaa">\n'
      + "".join(f'<!ENTITY {c} "{("&" + p + ";") * 10}">\n' for p, c in zip("abcdefgh", "bcdefghi"))
      + ']>\n<plist version="1.0">\n' + TITLE + "\t<key>body</key>\n\t"
      + entry(font_name="<string>&i;</string>") + "\n" + TAIL)
write("ExternalEntity.plist",
      '<?xml version="1.0" encoding="UTF-8"?>\n'
      '<!DOCTYPE plist [\n<!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n'
      '<plist version="1.0">\n' + TITLE + "\t<key>body</key>\n\t"
      + entry(font_name="<string>&secret;</string>") + "\n" + TAIL)
write("DeepNestingXML.plist", body("<array>" * 1000 + "</array>" * 1000))
write("Truncated.json", '{"title": {"fontName": "NotoSerif", "fontSize": 28}, "body": {"fontN')
write("DeepNesting.json", '{"body": ' + "[" * 1000 + "]" * 1000 + "}")
write("NaN.json", '{"body": {"fontName": "NotoSerif", "fontSize": NaN}}')

# Binary property lists with a broken structure.
corrupt = bytearray(valid_binary)
table_offset = struct.unpack(">Q", corrupt[-8:])[0]
offset_size = corrupt[-26]
corrupt[table_offset:table_offset + offset_size] = b"\xff" * offset_size
write("BinaryCorruptOffsets.plist", bytes(corrupt))
write("BinaryCorruptTrailer.plist", bplist([ascii_string("a")], offset_size=3))
write("BinaryTableOutsideFile.plist", bplist([ascii_string("a")], table_offset=1 << 40))
write("BinaryCycle.plist", bplist([bytes([0xA1, 0x00])]))
write("BinaryDeepNesting.plist",
      bplist([bytes([0xA1, i + 1]) for i in range(100)] + [ascii_string("a")]))
write("BinarySharedReferences.plist",
      bplist([bytes([0xA2, i + 1, i + 1]) for i in range(40)] + [ascii_string("a")]))
# {"body": set{"a"}}, {"body": UID 1}, {"body": x, "body": y}, {17: "a"}.
write("BinarySet.plist", bplist([bytes([0xD1, 1, 2]), ascii_string("body"), bytes([0xC1, 3]), ascii_string("a")]))
write("BinaryUID.plist", bplist([bytes([0xD1, 1, 2]), ascii_string("body"), bytes([0x80, 1])]))
write("BinaryDuplicateKey.plist", bplist([
    bytes([0xD2, 1, 1, 2, 3]), ascii_string("body"), ascii_string("NotoSerif"), ascii_string("Nope")]))
write("BinaryNonStringKey.plist", bplist([bytes([0xD1, 1, 2]), integer(17), ascii_string("a")]))
# A string whose length is given as 2^62 bytes.
write("BinaryHugeLength.plist", bplist([bytes([0x5F, 0x13]) + (1 << 62).to_bytes(8, "big")]))

# --- Entries with errors: exit 1, the style and field named --------------------------
write("EntryString.plist", body("<string>NotoSerif</string>"))
write("EntryArray.plist", body("<array>\n\t\t<string>NotoSerif</string>\n\t\t<integer>17</integer>\n\t</array>"))
write("EntryBoolean.plist", body("<true/>"))
for name, value in [
    ("String", "<string>17</string>"),
    ("Array", "<array><integer>17</integer></array>"),
    ("Dictionary", "<dict><key>points</key><integer>17</integer></dict>"),
    ("Boolean", "<true/>"),
    ("Date", "<date>2024-01-01T00:00:00Z</date>"),
    ("Data", "<data>AAAA</data>"),
    ("Zero", "<integer>0</integer>"),
    ("Negative", "<integer>-17</integer>"),
    ("NegativeZero", "<real>-0.0</real>"),
    ("NaN", "<real>nan</real>"),
    ("Infinity", "<real>+infinity</real>"),
    ("NegativeInfinity", "<real>-infinity</real>"),
    ("1e308", "<real>1e308</real>"),
    ("OverflowsToInfinity", "<real>1e309</real>"),
    ("DeeplyNested", "<array>" * 100 + "<integer>17</integer>" + "</array>" * 100),
]:
    write(f"FontSize{name}.plist", body(entry(font_size=value)))
write("FontSizeMissing.plist", body(entry(font_size=None)))
write("MaximumPointSizeString.plist",
      body(entry(extra="\t\t<key>maximumPointSize</key>\n\t\t<string>large</string>\n")))
write("MinimumAboveMaximum.plist", body(entry(
    extra="\t\t<key>minimumPointSize</key>\n\t\t<integer>30</integer>\n"
          "\t\t<key>maximumPointSize</key>\n\t\t<integer>20</integer>\n")))
write("FontNameEmpty.plist", body(entry(font_name="<string></string>")))
write("FontNameWhitespace.plist", body(entry(font_name="<string> \t\n\u00a0\u2003</string>")))
write("FontNameInteger.plist", body(entry(font_name="<integer>17</integer>")))
write("FontNameArray.plist", body(entry(font_name="<array><string>NotoSerif</string></array>")))
write("FontNameDictionary.plist", body(entry(font_name="<dict><key>name</key><string>NotoSerif</string></dict>")))
write("FontNameMissing.plist", body(entry(font_name=None)))
write("UnknownStyleKeys.plist",
      XML_HEADER + TITLE
      + "".join(f"\t<key>{key}</key>\n\t{entry()}\n" for key in ["headlne", "Body", "title4", ""])
      + TAIL)
write("DuplicateStyleKey.plist",
      XML_HEADER + TITLE + "\t<key>body</key>\n\t" + entry() + "\n\t<key>body</key>\n\t"
      + entry(font_name="<string>NoSuchFont</string>") + "\n" + TAIL)
write("DuplicateStyleKeyEncoded.plist",
      XML_HEADER + TITLE + "\t<key>body</key>\n\t" + entry() + "\n\t<key>b&#111;dy</key>\n\t"
      + entry(font_name="<string>NoSuchFont</string>") + "\n" + TAIL)
write("DuplicateField.plist", body(entry(extra="\t\t<key>fontSize</key>\n\t\t<integer>-1</integer>\n")))
write("DuplicateKey.json",
      '{\n  "title": {"fontName": "NotoSerif", "fontSize": 28},\n'
      '  "body": {"fontName": "NotoSerif", "fontSize": 17},\n'
      '  "body": {"fontName": "NoSuchFont", "fontSize": 17}\n}\n')

# --- Names that are not installed: exit 1 ---------------------------------------------
def styles(names):
    keys = ["largeTitle", "title2", "title3", "headline", "subheadline", "body", "callout"]
    return XML_HEADER + TITLE + "".join(
        f"\t<key>{key}</key>\n\t{entry(font_name=f'<string>{name}</string>')}\n"
        for key, name in zip(keys, names)) + TAIL

write("FontNameFontconfigSyntax.plist", styles([
    "DejaVu Sans:weight=200", "DejaVu Sans-12", "DejaVu Sans,DejaVu Serif", "DejaVu\\ Sans",
    "NotoSerif:style=Bold", "NotoSerif:file=/etc/passwd", ":family=NotoSerif"]))
write("FontNameGenericFamily.plist", styles(["sans-serif", "serif", "monospace", "system-ui", "emoji"]))
write("FontNameNUL.plist", body(entry(font_name="<string>NotoSerif\0Bold</string>")))
write("FontNameControlCharacters.plist", body(entry(font_name="<string>Noto\x1b[31mSerif</string>")))

# --- Accepted: exit 0 -----------------------------------------------------------------
write("UnknownField.plist", body(entry(extra="\t\t<key>fontWeight</key>\n\t\t<string>bold</string>\n")))
# Valid for check, but far too large to draw: `specimen` must refuse it before allocating.
write("FontSize10000.plist", body(entry(font_size="<integer>10000</integer>")))
write("CommentedKey.plist",
      XML_HEADER + TITLE + "\t<!-- <key>title</key> is above; <key>body</key> -->\n"
      + "\t<key>body</key>\n\t" + entry() + "\n" + TAIL)

# --- A key written twice must not hide behind a prologue or an encoding ----------
# Each keeps the layout above (body on lines 12 and 19) so only the prologue or encoding differs.
DUPLICATE_BODY = (TITLE + "\t<key>body</key>\n\t" + entry() + "\n\t<key>body</key>\n\t"
                  + entry(font_name="<string>NoSuchFont</string>") + "\n" + TAIL)
DOCTYPE_LINE = XML_HEADER.split("\n")[1] + "\n"
write("DuplicateKeyAfterDoctype.plist", DOCTYPE_LINE + "\n" + '<plist version="1.0">\n' + DUPLICATE_BODY)
write("DuplicateKeyAfterComment.plist",
      "<!-- Styles.plist -->\n" + DOCTYPE_LINE + '<plist version="1.0">\n' + DUPLICATE_BODY)
write("DuplicateKeyAfterWhitespace.plist", "\n \t\n" + '<plist version="1.0">\n' + DUPLICATE_BODY)
write("DuplicateKeyUTF16.plist",
      b"\xff\xfe" + (XML_HEADER.replace("UTF-8", "UTF-16") + DUPLICATE_BODY).encode("utf-16-le"))
write("DuplicateKeyCDATA.plist",
      XML_HEADER + TITLE + "\t<key>body</key>\n\t" + entry() + "\n\t<key><![CDATA[body]]></key>\n\t"
      + entry(font_name="<string>NoSuchFont</string>") + "\n" + TAIL)
write("DuplicateKeyUTF16.json", b"\xfe\xff" + (
      '{\n  "title": {"fontName": "NotoSerif", "fontSize": 28},\n'
      '  "body": {"fontName": "NotoSerif", "fontSize": 17},\n'
      '  "body": {"fontName": "NoSuchFont", "fontSize": 17}\n}\n').encode("utf-16-be"))
# Encodings the reader refuses by name rather than misreading.
write("UTF16WithoutByteOrderMark.plist",
      (XML_HEADER.replace("UTF-8", "UTF-16") + DUPLICATE_BODY).encode("utf-16-le"))
write("EncodingLatin1.plist", (XML_HEADER.replace("UTF-8", "ISO-8859-1") + DUPLICATE_BODY).encode("latin-1"))
# --- Parsing time proportional to size at any nesting ----------------------------
# The slow case, 100 KB of 500-deep arrays (220 s before), as the body entry.
deep = "[" * 500 + "]" * 500
write("DeepNestingRepeated.json",
      '{\n  "title": {"fontName": "NotoSerif", "fontSize": 28},\n  "body": ['
      + ",".join([deep] * 100) + "]\n}\n")
deep_xml = "<array>" * 500 + "</array>" * 500
write("DeepNestingRepeated.plist", body("<array>" + "".join([deep_xml] * 14) + "</array>"))
# --- Localized strings files for `fit --strings` (HostileStringsTests.swift) ----------
# A strings dictionary written as JSON: the device's CFPropertyList reads none.
write("JSONStringsDictionary.stringsdict",
      '{\n  "items": {\n    "NSStringLocalizedFormatKey": "%#@n@",\n    "n": {\n'
      '      "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",\n'
      '      "one": "%d item",\n      "other": "%d items"\n    }\n  }\n}\n')
# One format with 17 plural variables, one more than the reader's limit of 16.
variables = "".join(
    f"\t\t<key>v{i}</key>\n\t\t<dict>\n"
    "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
    f"\t\t\t<key>one</key>\n\t\t\t<string>{i} one</string>\n"
    f"\t\t\t<key>other</key>\n\t\t\t<string>{i} other</string>\n\t\t</dict>\n"
    for i in range(17))
write("PluralVariables17.stringsdict",
      XML_HEADER + "<dict>\n\t<key>items</key>\n\t<dict>\n"
      "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>"
      + " ".join(f"%#@v{i}@" for i in range(17)) + "</string>\n" + variables
      + "\t</dict>\n" + TAIL)
