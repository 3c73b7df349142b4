import Foundation
import ScaledFontCheck
import ScaledFontCore
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// The localized strings reader keeping the texts of a few keys, as `fit` reads the files
    /// for the keys its layout names: every file is still read and checked whole, every text
    /// counts toward the limit, and each kept key gets every language's text. Expected texts
    /// are those `LocalizedStringsTests` documents for the same fixtures; lines are those of
    /// the text each test writes.
    @Suite struct KeptStringsTests {
        typealias Fixtures = LocalizedStringsTests

        /// The error reading `files` keeping `keys`, with at most `limit` texts.
        static func refusal(
            _ files: [String], keys: Set<String>, limit: Int = LocalizedStrings.maximumValues
        ) -> ScaledFontError? {
            do throws(ScaledFontError) {
                _ = try LocalizedStrings(files: files, maximumValues: limit, keys: keys)
                return nil
            } catch {
                return error
            }
        }

        @Test("A kept key gets every language's text, those of languages other keys bring too")
        func everyLanguage() throws {
            let strings = try LocalizedStrings(
                files: Fixtures.all, keys: ["onboarding.continue"])
            // fr and ja come from strings files that do not have the key: they still get the
            // source text, as when every key is kept.
            expectEqual(strings.languages, ["de", "en", "fr", "ja", "pt-BR"])
            expectEqual(
                Fixtures.summary(strings.values(forKey: "onboarding.continue")),
                [
                    "de - Weiter", "en - Continue", "fr - Continue (source)",
                    "ja - Continue (source)", "pt-BR - Continuar",
                ])
            // Kept or not, a key reads the same.
            let all = try LocalizedStrings(files: Fixtures.all)
            expectEqual(
                strings.values(forKey: "onboarding.continue"),
                all.values(forKey: "onboarding.continue"))
            expectTrue(strings.values(forKey: "greeting").isEmpty)
            expectTrue(!all.values(forKey: "greeting").isEmpty)
        }

        @Test("A fault in a text not kept is refused at its line, naming the file")
        func faultNotKept() throws {
            let folder = try TemporaryDirectory()
            let strings = try folder.write(
                "\"ok\" = \"OK\";\n\"a\" = \"b\";\n\"bad\" = \"\\U\";\n", to: "Localizable.strings")
            let catalog = try folder.write(
                "{\"sourceLanguage\": \"en\", \"strings\": {\n\"ok\": {},\n"
                    + "\"bad\": {\"localizations\": []}\n}}\n", to: "Localizable.xcstrings")
            let dictionary = try folder.write(
                "<plist version=\"1.0\">\n<dict>\n<key>ok</key><string>OK</string>\n"
                    + "<key>bad</key><integer>1</integer>\n</dict>\n</plist>\n",
                to: "Localizable.stringsdict")
            // The value of `bad` is a number on line 4, but line 5 breaks the XML: the file is
            // refused for its syntax first, as when the whole tree is read.
            let broken = try folder.write(
                "<plist version=\"1.0\">\n<dict>\n<key>ok</key><string>OK</string>\n"
                    + "<key>bad</key><integer>1</integer>\n<key>x</string>\n</dict>\n</plist>\n",
                to: "Broken.stringsdict")
            for (file, line, problem) in [
                (strings, 3, "\\U is not followed by a hex digit"),
                (catalog, 3, "\"localizations\" of 'bad' is an array, not an object"),
                (dictionary, 4, "the value of 'bad' is a number"),
                (broken, 5, "<key>"),
            ] {
                let error = try unwrap(Self.refusal([file], keys: ["ok"]), "\(file)")
                expectEqual(error.code, .stringsMalformed)
                expectTrue(error.message.hasPrefix(file + ": "))
                let cause = error.cause as? PropertyListReader.Failure
                expectEqual(cause?.line, line, "\(error)")
                expectEqual(cause?.problem.contains(problem), true, "\(error)")
            }
        }

        @Test("Texts not kept count toward the limit once each, a key written twice once")
        func limitCountsTextsNotKept() throws {
            let folder = try TemporaryDirectory()
            // `b` written twice is one text: `ok`, `a`, `b` are 3 (each key without
            // localizations is its source-language text).
            let three = try folder.write(
                "{\"sourceLanguage\": \"en\", \"strings\": {\n\"ok\": {},\n\"a\": {},\n"
                    + "\"b\": {},\n\"b\": {}\n}}\n", to: "Three.xcstrings")
            let four = try folder.write(
                "{\"sourceLanguage\": \"en\", \"strings\": {\n\"ok\": {},\n\"a\": {},\n"
                    + "\"b\": {},\n\"b\": {},\n\"c\": {}\n}}\n", to: "Four.xcstrings")
            let read = try LocalizedStrings(files: [three], maximumValues: 3, keys: ["ok"])
            expectEqual(Fixtures.summary(read.values(forKey: "ok")), ["en - ok"])
            let error = try unwrap(Self.refusal([four], keys: ["ok"], limit: 3))
            let cause = error.cause as? PropertyListReader.Failure
            expectEqual(cause?.line, 6, "\(error)")
            expectEqual(cause?.problem.contains("more than 3 texts in all files"), true)
        }

        @Test("A catalog's source language after its strings, and its strings written twice")
        func catalogOrder() throws {
            let folder = try TemporaryDirectory()
            // JSON decoders keep the last of a key written twice: the second "strings".
            let catalog = try folder.write(
                "{\"strings\": {\"gone\": {}},\n\"strings\": {\"ok\": {}},\n"
                    + "\"sourceLanguage\": \"fr\"}\n", to: "Localizable.xcstrings")
            for keys in [["ok", "gone"], nil] as [Set<String>?] {
                let strings = try LocalizedStrings(
                    files: [catalog], maximumValues: LocalizedStrings.maximumValues, keys: keys)
                expectEqual(strings.sourceLanguage, "fr")
                expectEqual(Fixtures.summary(strings.values(forKey: "ok")), ["fr - ok"])
                expectTrue(strings.values(forKey: "gone").isEmpty)
            }
        }
    }
}
