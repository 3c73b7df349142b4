extension StyleDictionary {
    /// The file formats a style dictionary may be written in.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// An XML property list, as an iOS app bundles it.
        case xmlPropertyList
        /// A binary property list (`bplist00`).
        case binaryPropertyList
        /// JSON with the same shape: an object whose keys are style keys, each value an
        /// object with `fontName`, `fontSize` and the optional fields.
        case json

        /// The format of a dictionary's bytes: JSON when the file name ends in `.json` or the
        /// first character after white space (and a byte order mark) is `{` or `[`, binary
        /// when it starts with `bplist`, else XML.
        ///
        /// - Parameters:
        ///   - data: the file's bytes.
        ///   - file: the file's name or path (only its extension is looked at).
        /// - Returns: the format the bytes are read as.
        public init(of data: some Collection<UInt8>, file: String) {
            self.init(PropertyListReader.format(of: [UInt8](data), file: file))
        }

        package init(_ format: PropertyListFormat) {
            switch format {
            // A style dictionary is never read as OpenStep text (only Xcode projects are).
            case .xml, .openStep: self = .xmlPropertyList
            case .binary: self = .binaryPropertyList
            case .json: self = .json
            }
        }
    }
}
