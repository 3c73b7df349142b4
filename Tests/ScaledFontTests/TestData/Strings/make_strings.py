#!/usr/bin/env python3
"""Writes the localized strings fixtures of this folder (run it here: python3 make_strings.py).

The files follow the structure Xcode writes: a String Catalog as Xcode 15 saves it (JSON with
" : " separators, two-space indentation, keys sorted), strings files in xx.lproj folders and a
strings dictionary as Xcode's Stringsdict template. The UTF-16 files are encoded with
Python's own codecs ("utf-16-le" / "utf-16-be" after a BOM), so the Swift reader's UTF-16
decoding is checked against an independent encoder.
"""
import codecs
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, data):
    path = os.path.join(HERE, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


catalog = {
    "sourceLanguage": "en",
    "strings": {
        "onboarding.continue": {
            "comment": "The button that ends a page of the onboarding",
            "localizations": {
                "de": unit("Weiter"),
                "en": unit("Continue"),
                "pt-BR": unit("Continuar", "needs_review"),
            },
        },
        "%lld minutes": {
            "localizations": {
                "de": {"variations": {"plural": {"one": unit("%lld Minute"), "other": unit("%lld Minuten")}}},
                "en": {"variations": {"plural": {"one": unit("%lld minute"), "other": unit("%lld minutes")}}},
            }
        },
        "tap.action": {
            "localizations": {
                "en": {
                    "variations": {
                        "device": {
                            "iphone": unit("Tap"),
                            "mac": unit("Click"),
                            "other": {"variations": {"plural": {"one": unit("Select %lld item"), "other": unit("Select %lld items")}}},
                        }
                    }
                }
            }
        },
        "Only in code": {},
        "files.summary": {
            "localizations": {
                "en": {
                    "stringUnit": {"state": "translated", "value": "%#@files@ in %#@folders@"},
                    "substitutions": {
                        "files": {
                            "argNum": 1,
                            "formatSpecifier": "lld",
                            "variations": {"plural": {"one": unit("%arg file"), "other": unit("%arg files")}},
                        },
                        "folders": {
                            "argNum": 2,
                            "formatSpecifier": "lld",
                            "variations": {"plural": {"one": unit("%arg folder"), "other": unit("%arg folders")}},
                        },
                    },
                }
            }
        },
    },
    "version": "1.0",
}
write("Localizable.xcstrings", (json.dumps(catalog, indent=2, sort_keys=True, ensure_ascii=False, separators=(",", " : ")) + "\n").encode("utf-8"))

german = '''/* The onboarding flow */
"onboarding.title" = "Willkommen";
// A line comment, then a key written twice: the last one wins.
"greeting" = "Hallo";
"greeting" = "Guten Tag";
"escapes" = "Tab:\\tQuote:\\"Backslash:\\\\ Octal:\\101 U:\\U00E9 Pair:\\UD83D\\UDE00 u:\\u0041 Apostrophe:\\'";
unquoted.key = unquoted_value-1.0;
'single' = 'it\\'s';
"multi
line" = "first
second";
"same";
'''
write("de.lproj/Localizable.strings", german.encode("utf-8"))

french = '"onboarding.title" = "Bienvenue";\n/* commentaire */\n"greeting" = "Bonjour à tous";\n'
write("fr.lproj/Localizable.strings", codecs.BOM_UTF16_LE + french.encode("utf-16-le"))

japanese = '"onboarding.title" = "ようこそ";\n"emoji" = "😀";\n'
write("ja.lproj/Localizable.strings", codecs.BOM_UTF16_BE + japanese.encode("utf-16-be"))

loose = '"loose" = "Outside any lproj folder";\n'
write("Loose.strings", loose.encode("utf-8"))

stringsdict = '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>messages.count</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>Sie haben %#@messages@</string>
		<key>messages</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
			<key>one</key>
			<string>%d Nachricht</string>
			<key>other</key>
			<string>%d Nachrichten</string>
		</dict>
	</dict>
	<key>device.hint</key>
	<dict>
		<key>NSStringDeviceSpecificRuleType</key>
		<dict>
			<key>iphone</key>
			<string>Tippen</string>
			<key>mac</key>
			<string>Klicken</string>
		</dict>
	</dict>
	<key>plain</key>
	<string>Einfach</string>
</dict>
</plist>
'''
write("de.lproj/Localizable.stringsdict", stringsdict.encode("utf-8"))
