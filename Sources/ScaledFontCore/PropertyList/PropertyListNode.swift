/// A value read from a property list or JSON file, with the line it starts on.
///
/// Lines are 1-based and counted as XML and JSON count them: LF, CR LF and CR each end a line.
/// A binary property list has no lines: every node read from one has line 0.
package struct PropertyListNode: Sendable, Equatable {
    /// The value.
    package var value: PropertyListValue
    /// The line the value's first character is on (its start tag in XML); 0 in a binary file.
    package var line: Int

    package init(_ value: PropertyListValue, line: Int) {
        self.value = value
        self.line = line
    }
}

/// The value of a ``PropertyListNode``: the property-list types, and JSON's `null`.
package enum PropertyListValue: Sendable, Equatable {
    /// A dictionary's entries in file order; a key written twice appears twice.
    case dictionary([PropertyListEntry])
    /// An array's elements in order, each with its own line.
    case array([PropertyListNode])
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC (the reference date of Apple's `Date`).
    case date(Double)
    case data([UInt8])
    /// JSON's `null` (property lists have no null).
    case null

    /// The value's type in words, for messages: "a dictionary", "an array", "a number".
    package var kind: String {
        switch self {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .integer, .real: "a number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .null: "null"
        }
    }
}

/// One entry of a dictionary: its key, the line the key is written on, and its value.
package struct PropertyListEntry: Sendable, Equatable {
    package var key: String
    /// The line of the key (`<key>` in XML, the key string in JSON); 0 in a binary file.
    package var keyLine: Int
    package var value: PropertyListNode

    package init(key: String, keyLine: Int, value: PropertyListNode) {
        self.key = key
        self.keyLine = keyLine
        self.value = value
    }
}

extension PropertyListNode {
    /// The entries of a dictionary, or `nil` for any other value.
    package var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }
}
