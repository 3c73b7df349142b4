import Foundation
import ScaledFontCheck
import ScaledFontCore
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The localized strings reader, on the fixtures of `TestData/Strings` (written by its
    /// `make_strings.py` in the structure Xcode writes). Expected texts are the formats'
    /// documented meaning: a String Catalog's `stringUnit.value` and its plural and device
    /// variations (Xcode's String Catalog format), escapes as CoreFoundation's parser of
    /// strings files reads them (CFOldStylePList.c, `getSlashedChar`), a strings dictionary's
    /// plural rule as Apple's Stringsdict documentation describes it. Expected lines are found
    /// by searching the fixture's own text.
    @Suite struct LocalizedStringsTests {
        static let folder = TestPaths.testData("Strings")
        static let catalog = folder + "/Localizable.xcstrings"
        static let german = folder + "/de.lproj/Localizable.strings"
        static let french = folder + "/fr.lproj/Localizable.strings"
        static let japanese = folder + "/ja.lproj/Localizable.strings"
        static let loose = folder + "/Loose.strings"
        static let germanDictionary = folder + "/de.lproj/Localizable.stringsdict"
        static let all = [catalog, german, french, japanese, loose, germanDictionary]

        /// The 1-based line of the first line of `file` (read as UTF-8) that contains `text`.
        static func line(of text: String, in file: String, after: String? = nil) throws -> Int {
            let lines = try String(contentsOfFile: file, encoding: .utf8)
                .components(separatedBy: "\n")
            let start =
                try after.map { marker in
                    try unwrap(lines.firstIndex { $0.contains(marker) })
                } ?? 0
            return try unwrap(lines[start...].firstIndex { $0.contains(text) }) + 1
        }

        /// `(language, variant, text, isTranslated)` of each value.
        static func summary(
            _ values: [LocalizedStrings.Value]
        ) -> [String] {
            values.map {
                "\($0.language) \($0.variant ?? "-") \($0.text)\($0.isTranslated ? "" : " (source)")"
            }
        }

        @Test("A catalog's localizations, and the source text for a language without one")
        func catalogTranslations() throws {
            let strings = try LocalizedStrings(files: Self.all)
            expectEqual(strings.sourceLanguage, "en")
            expectEqual(strings.languages, ["de", "en", "fr", "ja", "pt-BR"])
            let values = strings.values(forKey: "onboarding.continue")
            expectEqual(
                Self.summary(values),
                [
                    "de - Weiter", "en - Continue", "fr - Continue (source)",
                    "ja - Continue (source)", "pt-BR - Continuar",
                ])
            expectTrue(values.allSatisfy { $0.file == Self.catalog })
            expectEqual(values[0].line, (try Self.line(of: "\"Weiter\"", in: Self.catalog)))
            expectEqual(values[2].line, (try Self.line(of: "\"Continue\"", in: Self.catalog)))
            expectEqual(values[4].line, (try Self.line(of: "\"Continuar\"", in: Self.catalog)))
        }

        @Test("Plural and device variations, a device's plural ones named device then plural")
        func catalogVariations() throws {
            let strings = try LocalizedStrings(files: [Self.catalog])
            expectEqual(strings.languages, ["de", "en", "pt-BR"])
            expectEqual(
                Self.summary(strings.values(forKey: "%lld minutes")),
                [
                    "de plural.one %lld Minute", "de plural.other %lld Minuten",
                    "en plural.one %lld minute", "en plural.other %lld minutes",
                    "pt-BR plural.one %lld minute (source)",
                    "pt-BR plural.other %lld minutes (source)",
                ])
            let tap = strings.values(forKey: "tap.action").filter { $0.language == "en" }
            expectEqual(
                Self.summary(tap),
                [
                    "en device.iphone Tap", "en device.mac Click",
                    "en device.other.plural.one Select %lld item",
                    "en device.other.plural.other Select %lld items",
                ])
            expectEqual(tap[1].line, (try Self.line(of: "\"Click\"", in: Self.catalog)))
        }

        @Test("A key without localizations is its own source text, at the key's line")
        func keyAsSourceText() throws {
            let strings = try LocalizedStrings(files: [Self.catalog])
            let values = strings.values(forKey: "Only in code")
            expectEqual(
                Self.summary(values),
                [
                    "de - Only in code (source)", "en - Only in code",
                    "pt-BR - Only in code (source)",
                ])
            expectEqual(values[1].line, (try Self.line(of: "\"Only in code\"", in: Self.catalog)))
        }

        @Test("Substitutions: each variable's plural texts in turn, %arg as its argument")
        func substitutions() throws {
            let strings = try LocalizedStrings(files: [Self.catalog])
            let values = strings.values(forKey: "files.summary").filter { $0.language == "en" }
            // Each variable takes its variants while the other keeps its `other` text;
            // `%arg` is argument argNum with its formatSpecifier.
            expectEqual(
                Self.summary(values),
                [
                    "en files.plural.one %1$lld file in %2$lld folders",
                    "en files.plural.other %1$lld files in %2$lld folders",
                    "en folders.plural.one %1$lld files in %2$lld folder",
                    "en folders.plural.other %1$lld files in %2$lld folders",
                ])
            expectEqual(values[0].line, (try Self.line(of: "\"%arg file\"", in: Self.catalog)))
        }

        @Test("A strings file: comments, quotes, unquoted strings, escapes, the last of a key")
        func stringsFile() throws {
            let strings = try LocalizedStrings(files: [Self.german])
            expectNil(strings.sourceLanguage)
            expectEqual(strings.languages, ["de"])
            func only(_ key: String) throws -> LocalizedStrings.Value {
                let values = strings.values(forKey: key)
                try requireEqual(values.count, 1)
                return values[0]
            }
            try expectEqual(only("onboarding.title").text, "Willkommen")
            let greeting = try only("greeting")
            expectEqual(greeting.text, "Guten Tag")
            expectEqual(greeting.line, (try Self.line(of: "Guten Tag", in: Self.german)))
            expectTrue(
                greeting.language == "de" && greeting.variant == nil && greeting.isTranslated)
            // \t, \", \\, octal 101 (A), \U00E9 (é), a surrogate pair written as two \U
            // escapes (U+1F600), `\u` (not an escape: `u`) and \'.
            try expectEqual(
                only("escapes").text,
                "Tab:\tQuote:\"Backslash:\\ Octal:A U:\u{E9} Pair:\u{1F600} u:u0041 Apostrophe:'")
            try expectEqual(only("unquoted.key").text, "unquoted_value-1.0")
            try expectEqual(only("single").text, "it's")
            let multi = try only("multi\nline")
            expectEqual(multi.text, "first\nsecond")
            expectEqual(multi.line, (try Self.line(of: "line\" = \"first", in: Self.german)))
            let same = try only("same")
            expectEqual(same.text, "same")
            expectEqual(same.line, (try Self.line(of: "\"same\";", in: Self.german)))
        }

        @Test("UTF-16 little and big endian with a byte order mark, as Python's codecs write it")
        func utf16() throws {
            let strings = try LocalizedStrings(files: [Self.french, Self.japanese])
            expectEqual(strings.languages, ["fr", "ja"])
            expectEqual(
                Self.summary(strings.values(forKey: "onboarding.title")),
                [
                    "fr - Bienvenue", "ja - \u{3088}\u{3046}\u{3053}\u{305D}",
                ])
            expectEqual(
                Self.summary(strings.values(forKey: "greeting")), ["fr - Bonjour \u{E0} tous"])
            let emoji = strings.values(forKey: "emoji")
            expectEqual(Self.summary(emoji), ["ja - \u{1F600}"])
            expectEqual(emoji.first?.line, 2)
            expectEqual(strings.values(forKey: "greeting").first?.line, 3)
        }

        @Test("A strings file outside an lproj folder takes the catalog's source language")
        func looseLanguage() throws {
            // The catalog after the strings file: catalogs are read first whatever the order.
            let strings = try LocalizedStrings(files: [Self.loose, Self.catalog])
            expectEqual(
                Self.summary(strings.values(forKey: "loose")).first,
                "de - Outside any lproj folder (source)")
            expectTrue(
                strings.values(forKey: "loose").contains { $0.language == "en" && $0.isTranslated })
            let alone = try LocalizedStrings(files: [Self.loose])
            expectEqual(
                Self.summary(alone.values(forKey: "loose")), ["und - Outside any lproj folder"])
            expectTrue(alone.values(forKey: "no such key").isEmpty)
        }

        @Test("A strings dictionary: a plural rule, a device rule and a plain string")
        func stringsDictionary() throws {
            let strings = try LocalizedStrings(files: [Self.germanDictionary])
            let file = Self.germanDictionary
            let messages = strings.values(forKey: "messages.count")
            expectEqual(
                Self.summary(messages),
                [
                    "de plural.one Sie haben %d Nachricht",
                    "de plural.other Sie haben %d Nachrichten",
                ])
            expectEqual(messages[0].line, (try Self.line(of: "%d Nachricht<", in: file)))
            expectEqual(
                Self.summary(strings.values(forKey: "device.hint")),
                [
                    "de device.iphone Tippen", "de device.mac Klicken",
                ])
            expectEqual(Self.summary(strings.values(forKey: "plain")), ["de - Einfach"])
        }

        @Test("A strings file compiled to a binary property list is read as one")
        func compiledStringsFile() throws {
            let folder = try TemporaryDirectory()
            let data = try PropertyListSerialization.data(
                fromPropertyList: ["title": "Titel"], format: .binary, options: 0)
            try FileManager.default.createDirectory(
                atPath: folder.path + "/de.lproj", withIntermediateDirectories: true)
            let file = try folder.write(data, to: "de.lproj/Localizable.strings")
            let strings = try LocalizedStrings(files: [file])
            expectEqual(Self.summary(strings.values(forKey: "title")), ["de - Titel"])
            expectEqual(strings.values(forKey: "title").first?.line, 0)
        }
    }
}
