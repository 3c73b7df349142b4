extension StyleDictionary {
    /// The largest style dictionary file accepted, in bytes (1 MiB). A real dictionary is a
    /// few kilobytes; anything larger is refused before parsing, so a hostile file cannot make
    /// the check slow or exhaust memory.
    public static let maximumFileSize = 1 << 20

    /// Reads and validates a style dictionary file (XML or binary property list, or JSON).
    ///
    /// - Parameter path: the file's path; diagnostics name it as given.
    /// - Returns: the dictionary, with a diagnostic for each invalid or suspicious entry.
    /// - Throws: ``ScaledFontError`` with code `.dictionaryUnreadable` when the file cannot be
    ///   read (missing, a folder, a named pipe or device, no permission, over
    ///   ``maximumFileSize``), or `.dictionaryMalformed` when it is not a property list whose
    ///   root is a dictionary.
    public static func load(path: String) throws(ScaledFontError) -> StyleDictionary {
        let document = try PropertyListReader.read(contentsOf: path, maximumSize: maximumFileSize)
        return try StyleDictionary(document: document, file: path)
    }

    /// Parses and validates a style dictionary from property-list or JSON bytes.
    ///
    /// - Parameters:
    ///   - data: an XML or binary property list, or JSON of the same shape (see
    ///     ``Format/init(of:file:)`` for how the format is told).
    ///   - file: the name used in diagnostics.
    /// - Throws: ``ScaledFontError`` with code `.dictionaryMalformed`.
    public init(data: some Collection<UInt8>, file: String) throws(ScaledFontError) {
        try self.init(document: PropertyListReader.parse([UInt8](data), file: file), file: file)
    }

    /// Validates a parsed file: each style key in file order, every entry the parse gave
    /// (so a key written twice is seen twice, at the lines it is written on).
    package init(document: PropertyListDocument, file: String) throws(ScaledFontError) {
        guard let root = document.root.entries else {
            throw ScaledFontError(
                .dictionaryMalformed,
                "\(file): the root of a style dictionary must be a dictionary, not "
                    + document.root.value.kind,
                file: file)
        }
        let styles = KeyedEntries(root)
        var validator = EntryValidator(file: file, lines: styles.firstLines)
        var entries: [TextStyle: StyleEntry] = [:]
        for (key, occurrences) in styles.groups {
            if let entry = validator.validate(key: key, occurrences: occurrences) {
                entries[TextStyle(rawValue: key)!] = entry
            }
        }
        self.init(
            file: file, entries: entries, diagnostics: validator.diagnostics,
            keyLines: styles.firstLines)
    }
}

/// A dictionary's entries grouped by key, keys in the order they first appear.
package struct KeyedEntries {
    /// Each key with every entry that has it, in file order.
    package let groups: [(key: String, occurrences: [PropertyListEntry])]
    /// The line each key is first written on; empty for a binary file, which has no lines.
    package let firstLines: [String: Int]

    package init(_ entries: [PropertyListEntry]) {
        var position: [String: Int] = [:]
        var groups: [(key: String, occurrences: [PropertyListEntry])] = []
        var lines: [String: Int] = [:]
        for entry in entries {
            if let index = position[entry.key] {
                groups[index].occurrences.append(entry)
            } else {
                position[entry.key] = groups.count
                groups.append((entry.key, [entry]))
                if entry.keyLine > 0 { lines[entry.key] = entry.keyLine }
            }
        }
        self.groups = groups
        firstLines = lines
    }

    /// The first value written for `key`, if any.
    package func first(_ key: String) -> PropertyListNode? {
        groups.first { $0.key == key }?.occurrences[0].value
    }
}
