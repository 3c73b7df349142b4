/// The localized texts of an app, read from its String Catalogs (`.xcstrings`), strings files
/// (`.strings`) and strings dictionaries (`.stringsdict`): every language's text of every key,
/// with the file and line it comes from.
///
/// Each file is read once by the bounded reader: at most ``maximumFileSize`` bytes, parsed in
/// time proportional to its size without recursion, and at most ``maximumValues`` texts in
/// all. Plural variables are replaced in time proportional to the texts they make: at most
/// ``maximumPluralVariables`` in one format and ``maximumSubstitutedLength`` characters in
/// one file. A `.stringsdict` written as JSON is refused: the device reads only property
/// lists. Within one file a key written twice keeps its last text, as iOS's lookup does (a
/// `.strings` file is a dictionary whose last entry wins; JSON decoders keep a catalog's last
/// key); texts of the same key from several files (tables) are all kept.
///
/// Languages: a catalog's localizations are named by the catalog; a `.strings` or
/// `.stringsdict` file's language is its enclosing `xx.lproj` folder (`de.lproj` is `de`,
/// `Base.lproj` is `Base`), else the source language of the first catalog given, else `und`.
package struct LocalizedStrings: Sendable {
    /// One text of one key in one language.
    package struct Value: Sendable, Hashable {
        package let key: String
        /// `de`, `pt-BR`, the catalog's source language...
        package let language: String
        /// `nil`, or the variant: `plural.one`, `device.iphone`, `device.iphone.plural.one`
        /// (device then plural), `width.20`; with several plural variables in one text,
        /// `NAME.plural.one`.
        package let variant: String?
        package let text: String
        /// The path as given.
        package let file: String
        /// The line of the text in that file (0 in a binary property list).
        package let line: Int
        /// `false`: the source-language text stands in for a language that has no
        /// translation of this key.
        package let isTranslated: Bool

        package init(
            key: String, language: String, variant: String?, text: String, file: String,
            line: Int, isTranslated: Bool
        ) {
            self.key = key
            self.language = language
            self.variant = variant
            self.text = text
            self.file = file
            self.line = line
            self.isTranslated = isTranslated
        }
    }

    /// The most bytes read from one file (32 MiB).
    package static let maximumFileSize = 32 << 20
    /// The most texts read from all files together.
    package static let maximumValues = 500_000
    /// The most plural variables one format of a strings dictionary or String Catalog may
    /// use (`%#@files@ in %#@folders@` uses 2).
    package static let maximumPluralVariables = 16
    /// The most Unicode scalars the plural variables of one file make, each variable replaced
    /// counting one more (and a catalog's `%arg` written as its argument): 4 Mi, more than the
    /// plural texts of any app. A format that names a variable thousands of times, or a long
    /// text named many times, is refused before its texts are built.
    package static let maximumSubstitutedLength = 4 << 20

    /// The keys whose texts are kept, or `nil` for every key.
    package let keptKeys: Set<String>?
    /// The source language of the first catalog given, or `nil` without a catalog.
    package private(set) var sourceLanguage: String?
    /// Every language seen, sorted.
    package private(set) var languages: [String] = []
    private var valuesByKey: [String: [Value]] = [:]
    /// The language of every text read, kept or not.
    private var seenLanguages: Set<String> = []

    /// The kinds of file read, by extension.
    private enum Kind {
        case catalog, strings, dictionary

        var name: String {
            switch self {
            case .catalog: "String Catalog"
            case .strings: "strings file"
            case .dictionary: "strings dictionary"
            }
        }
    }

    /// Reads `.xcstrings` (JSON), `.strings` (UTF-8, or UTF-16 with a byte order mark; a
    /// compiled XML or binary property list too) and `.stringsdict` (property list) files.
    ///
    /// Catalogs are read first, so that a `.strings` file outside an `.lproj` folder takes
    /// the source language whatever the order of the files.
    ///
    /// - Throws: ``ScaledFontError`` `.stringsUnreadable` for a file that cannot be read or
    ///   has another extension, `.stringsMalformed` for one that is not valid in its format
    ///   (a `.stringsdict` in JSON) or is over a limit of the reader; the message names the
    ///   file, the cause the line and the problem (and the key and the limit).
    package init(files: [String]) throws(ScaledFontError) {
        try self.init(files: files, maximumValues: Self.maximumValues)
    }

    /// Reads `files` as ``init(files:)`` does, but keeps the texts of `keys` alone: every
    /// file is read and checked whole, and every text counts toward the limit, but the others
    /// are not made, so memory is that of the texts kept, not of the file's (`fit` needs the
    /// texts of the keys its layout names).
    package init(files: [String], keys: Set<String>) throws(ScaledFontError) {
        try self.init(files: files, maximumValues: Self.maximumValues, keys: keys)
    }

    /// Reads `files` as ``init(files:)`` does, with at most `maximumValues` texts in all, and
    /// keeps the texts of `keys` alone (all with `nil`).
    package init(
        files: [String], maximumValues: Int, keys: Set<String>? = nil
    ) throws(ScaledFontError) {
        keptKeys = keys
        var kinds: [(file: String, kind: Kind)] = []
        for file in files { kinds.append((file, try Self.kind(of: file))) }
        var count = 0
        for (file, kind) in kinds.filter({ $0.kind == .catalog })
            + kinds.filter({ $0.kind != .catalog })
        {
            let bytes: [UInt8]
            do {
                bytes = try BoundedFile.contents(
                    of: file, maximumSize: Self.maximumFileSize, kind: kind.name)
            } catch {
                throw ScaledFontError(
                    .stringsUnreadable, "\(file): \(error.detail)", file: file, cause: error.cause)
            }
            try add(bytes, kind: kind, file: file, maximumValues: maximumValues, count: &count)
        }
        languages = seenLanguages.sorted()
    }

    /// Reads the bytes of one file named `file`, as ``init(files:)`` reads a file's
    /// contents: for the fuzzer, which has bytes and no file.
    package init(contents bytes: [UInt8], file: String) throws(ScaledFontError) {
        keptKeys = nil
        var count = 0
        try add(
            bytes, kind: try Self.kind(of: file), file: file, maximumValues: Self.maximumValues,
            count: &count)
        languages = seenLanguages.sorted()
    }

    /// Adds the texts of one file's bytes; `count` is the number of texts read so far.
    private mutating func add(
        _ bytes: [UInt8], kind: Kind, file: String, maximumValues: Int, count: inout Int
    ) throws(ScaledFontError) {
        let read: [Value]
        do throws(PropertyListReader.Failure) {
            read = try readTexts(
                bytes, kind: kind, file: file, budget: maximumValues - count,
                limit: maximumValues)
        } catch {
            throw ScaledFontError(
                .stringsMalformed, "\(file): not a valid \(kind.name)", file: file,
                cause: error.withheld(for: file))
        }
        count += read.count
        for value in read { valuesByKey[value.key, default: []].append(value) }
    }

    /// Every key of every file, in no particular order.
    package var keys: Dictionary<String, [Value]>.Keys { valuesByKey.keys }

    /// Every language's values for `key`, by language: the translations and, for each known
    /// language that lacks the key, the source-language values under that language with
    /// `isTranslated` false. Empty when no file has the key.
    package func values(forKey key: String) -> [Value] {
        guard let values = valuesByKey[key] else { return [] }
        var byLanguage: [String: [Value]] = [:]
        for value in values { byLanguage[value.language, default: []].append(value) }
        let source = sourceLanguage.flatMap { byLanguage[$0] } ?? []
        var result: [Value] = []
        for language in languages {
            if let translated = byLanguage[language] {
                result += translated
                continue
            }
            result += source.map {
                Value(
                    key: $0.key, language: language, variant: $0.variant, text: $0.text,
                    file: $0.file, line: $0.line, isTranslated: false)
            }
        }
        return result
    }

    private static func kind(of file: String) throws(ScaledFontError) -> Kind {
        let name = file.lowercased()
        if name.hasSuffix(".xcstrings") { return .catalog }
        if name.hasSuffix(".strings") { return .strings }
        if name.hasSuffix(".stringsdict") { return .dictionary }
        throw ScaledFontError(
            .stringsUnreadable,
            "\(file): not a String Catalog (.xcstrings), strings file (.strings) or strings "
                + "dictionary (.stringsdict)", file: file)
    }

    /// The language of a `.strings` or `.stringsdict` file: its `.lproj` folder's name, else
    /// the source language, else `und`.
    private func language(of file: String) -> String {
        let components = file.split(separator: "/", omittingEmptySubsequences: true)
        if components.count >= 2 {
            let folder = components[components.count - 2]
            if folder.lowercased().hasSuffix(".lproj"), folder.count > ".lproj".count {
                return String(folder.dropLast(".lproj".count))
            }
        }
        return sourceLanguage ?? "und"
    }

    /// The texts of one file, a key, language and variant written twice keeping its last text;
    /// of them, only those of ``keptKeys`` (all without it).
    private mutating func readTexts(
        _ bytes: [UInt8], kind: Kind, file: String, budget: Int, limit: Int
    ) throws(PropertyListReader.Failure) -> [Value] {
        var texts = FileTexts(file: file, keys: keptKeys, budget: budget, limit: limit)
        var substitutions = LocalizedText.Budget(texts: budget, textLimit: limit)
        switch kind {
        case .catalog:
            let catalog = try readCatalog(
                TextDecoding.decode(bytes).text, file: file, budget: budget, limit: limit)
            if sourceLanguage == nil { sourceLanguage = catalog.sourceLanguage }
            texts = catalog.texts
        case .strings:
            let language = language(of: file)
            if bytes.starts(with: Array("bplist".utf8))
                || TextDecoding.firstCharacter(bytes) == UInt8(ascii: "<")
            {
                // A strings file compiled to a property list, as Xcode copies it into an app.
                try Self.eachEntry(bytes, file) { entry throws(Failure) in
                    for text in try StringsDictionaryReader.texts(entry, budget: &substitutions) {
                        guard text.variant == nil else {
                            throw PropertyListReader.Failure(
                                line: text.line,
                                "the value of \(PropertyListReader.quoted(entry.key.utf8)) is a "
                                    + "dictionary; a strings file's values are strings")
                        }
                        try texts.add(key: entry.key, language: language, text: text)
                    }
                }
            } else {
                var parser = StringsFileParser(try TextDecoding.decode(bytes).text)
                try parser.parse(maximumEntries: budget, keepingValue: texts.keeps) {
                    entry throws(Failure) in
                    try texts.add(
                        key: entry.key, language: language,
                        text: LocalizedText(variant: nil, text: entry.value, line: entry.line))
                }
            }
        case .dictionary:
            let language = language(of: file)
            // CFPropertyList, which reads strings dictionaries on the device, reads no JSON: a
            // JSON file would be fitted here and never shown there.
            guard PropertyListReader.format(of: bytes, file: file) != .json else {
                throw PropertyListReader.Failure(
                    line: nil,
                    "JSON, which the device does not read: a strings dictionary is a property "
                        + "list (XML or binary)")
            }
            try Self.eachEntry(bytes, file) { entry throws(Failure) in
                for text in try StringsDictionaryReader.texts(entry, budget: &substitutions) {
                    try texts.add(key: entry.key, language: language, text: text)
                }
            }
        }
        seenLanguages.formUnion(texts.languages)
        return texts.values
    }

    /// A catalog's source language and the texts of its keys.
    ///
    /// Each key is read, taken and dropped before the next, so that no tree of the whole file
    /// is held. Its texts need the source language, which Xcode writes before the keys; the
    /// first failure of a key is thrown once the whole file has parsed, so that a malformed
    /// file is still refused at its first fault of syntax, as when the tree was read first.
    /// A catalog whose source language comes after its keys, or whose `"strings"` is written
    /// twice, is read a second time, its source language then known.
    private func readCatalog(
        _ text: [UInt8], file: String, budget: Int, limit: Int
    ) throws(Failure) -> (sourceLanguage: String, texts: FileTexts) {
        func fresh() -> (FileTexts, LocalizedText.Budget) {
            (
                FileTexts(file: file, keys: keptKeys, budget: budget, limit: limit),
                LocalizedText.Budget(texts: budget, textLimit: limit)
            )
        }
        var (texts, substitutions) = fresh()
        var read: (sourceLanguage: String, occurrence: Int)?
        var complete = true
        var failure: Failure?
        var parser = JSONParser(text)
        let root = try parser.parse(streaming: "strings") {
            occurrence, root, entry throws(Failure) in
            guard complete, failure == nil else { return }
            guard
                let source = root.last(where: { $0.key == "sourceLanguage" }),
                case .string(let language) = source.value.value, !language.isEmpty,
                read == nil || read! == (language, occurrence)
            else {
                complete = false
                return
            }
            read = (language, occurrence)
            do throws(Failure) {
                for text in try StringCatalogReader.texts(
                    of: entry, sourceLanguage: language, budget: &substitutions)
                {
                    try texts.add(key: text.key, language: text.language, text: text.text)
                }
            } catch {
                failure = error
            }
        }
        let header = try StringCatalogReader.header(root)
        if complete, read == nil || read! == (header.sourceLanguage, header.stringsOccurrence) {
            if let failure { throw failure }
            return (header.sourceLanguage, texts)
        }
        (texts, substitutions) = fresh()
        var again = JSONParser(text)
        _ = try again.parse(streaming: "strings") { occurrence, _, entry throws(Failure) in
            guard occurrence == header.stringsOccurrence else { return }
            for text in try StringCatalogReader.texts(
                of: entry, sourceLanguage: header.sourceLanguage, budget: &substitutions)
            {
                try texts.add(key: text.key, language: text.language, text: text.text)
            }
        }
        return (header.sourceLanguage, texts)
    }

    private typealias Failure = PropertyListReader.Failure

    /// The texts of one file as they are read: those of the keys kept, and the count of all,
    /// each key, language and variant counted once.
    private struct FileTexts {
        let file: String
        /// The keys whose texts are kept; `nil`: all.
        let keys: Set<String>?
        let budget: Int
        let limit: Int
        /// The texts kept, in file order, a text written twice at its first place.
        var values: [Value] = []
        var index: [Identity: Int] = [:]
        /// The texts not kept, each as the hash of its identity: 8 bytes a text, not its
        /// strings. Two identities with one 64-bit hash would count as one text, a chance
        /// near 10⁻⁸ at the limit of texts, and only in the count.
        var others: Set<Int> = []
        /// The language of every text, kept or not.
        var languages: Set<String> = []

        init(file: String, keys: Set<String>?, budget: Int, limit: Int) {
            self.file = file
            self.keys = keys
            self.budget = budget
            self.limit = limit
        }

        /// Whether the texts of `key` are kept.
        func keeps(_ key: String) -> Bool { keys?.contains(key) ?? true }

        mutating func add(
            key: String, language: String, text: LocalizedText
        ) throws(Failure) {
            languages.insert(language)
            let identity = Identity(key: key, language: language, variant: text.variant)
            let kept = keeps(key)
            if kept, let existing = index[identity] {
                values[existing] = value(key, language, text)
                return
            }
            let hash = kept ? 0 : identity.hashValue
            if !kept, others.contains(hash) { return }
            guard values.count + others.count < budget else {
                throw Failure(
                    line: text.line,
                    "more than \(limit) texts in all files (the limit of the reader)")
            }
            if kept {
                index[identity] = values.count
                values.append(value(key, language, text))
            } else {
                others.insert(hash)
            }
        }

        private func value(_ key: String, _ language: String, _ text: LocalizedText) -> Value {
            Value(
                key: key, language: language, variant: text.variant, text: text.text, file: file,
                line: text.line, isTranslated: true)
        }
    }

    /// What a text written twice in one file shares with the one it replaces.
    private struct Identity: Hashable {
        var key: String
        var language: String
        var variant: String?
    }

    /// Hands each entry of a property list's root dictionary to `body`, in file order. An XML
    /// file is read one entry at a time, each handed over and dropped before the next, so that
    /// no tree of the whole file is held; the first failure of `body` is thrown once the whole
    /// file has parsed, so that a malformed file is still refused at its first fault of syntax
    /// whatever its entries, as when the tree was read first.
    private static func eachEntry(
        _ bytes: [UInt8], _ file: String,
        _ body: (PropertyListEntry) throws(Failure) -> Void
    ) throws(Failure) {
        guard PropertyListReader.format(of: bytes, file: file) == .xml else {
            for entry in try StringsDictionaryReader.entries(of: try propertyList(bytes, file)) {
                try body(entry)
            }
            return
        }
        let decoded = try TextDecoding.decode(bytes)
        guard decoded.encoding != .utf32 else {
            throw Failure(line: nil, "UTF-32 is not an encoding of XML property lists")
        }
        var failure: Failure?
        var parser = XMLPropertyListParser(decoded)
        let root = try parser.parse { entry throws(Failure) in
            guard failure == nil else { return }
            do throws(Failure) { try body(entry) } catch { failure = error }
        }
        _ = try StringsDictionaryReader.entries(of: root)
        if let failure { throw failure }
    }

    /// A property list's root, its parse failure given as the reader's own failure.
    private static func propertyList(
        _ bytes: [UInt8], _ file: String
    ) throws(PropertyListReader.Failure) -> PropertyListNode {
        do {
            return try PropertyListReader.parse(bytes, file: file).root
        } catch {
            throw error.cause as? PropertyListReader.Failure
                ?? PropertyListReader.Failure(line: nil, error.message)
        }
    }
}
