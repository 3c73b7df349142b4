/// The formats ``PropertyListReader`` reads.
package enum PropertyListFormat: Sendable, Hashable {
    /// An XML property list (UTF-8, or UTF-16 with a byte order mark).
    case xml
    /// A binary property list (`bplist00`).
    case binary
    /// JSON (RFC 8259): UTF-8, or UTF-16 / UTF-32 with a byte order mark.
    case json
    /// The OpenStep text syntax of an Xcode project (`{ key = value; }`, UTF-8).
    case openStep
}

/// A whole property list or JSON file as read: its format and its root value.
package struct PropertyListDocument: Sendable {
    package var format: PropertyListFormat
    package var root: PropertyListNode

    package init(format: PropertyListFormat, root: PropertyListNode) {
        self.format = format
        self.root = root
    }
}
