import Foundation

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
        /// first character after white space (and a UTF-8 byte order mark) is `{` or `[`,
        /// binary when it starts with `bplist00`, else XML.
        ///
        /// - Parameters:
        ///   - data: the file's bytes.
        ///   - file: the file's name or path (only its extension is looked at).
        /// - Returns: the format the bytes are read as.
        public init(of data: some Collection<UInt8>, file: String) {
            let data = Data(data)
            if file.lowercased().hasSuffix(".json") {
                self = .json
                return
            }
            if BinaryPropertyList.isBinary(data) {
                self = .binaryPropertyList
                return
            }
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            let text = data.starts(with: byteOrderMark) ? data.dropFirst(3) : data[...]
            let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
            let first = text.first { !blank.contains($0) }
            self =
                first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .xmlPropertyList
        }
    }

    /// Parses a JSON style dictionary into the values a property-list reader gives (`[String:
    /// Any]`, `[Any]`, `String`, `NSNumber`, `Bool`), so that one validator checks both.
    ///
    /// JSON `true` and `false` become `Bool` (Foundation's `JSONSerialization` would give an
    /// `NSNumber` that a size check would take for 1 and 0), `null` becomes `NSNull`.
    ///
    /// - Throws: ``ScaledFontError`` `.dictionaryMalformed` naming the file, with
    ///   Foundation's description of the syntax error as the cause.
    static func parseJSON(_ data: Data, file: String) throws(ScaledFontError) -> Any {
        do {
            return try JSONDecoder().decode(JSONDictionaryValue.self, from: data).foundationValue
        } catch {
            // JSONDecoder's errors describe the Swift types it tried; JSONSerialization's
            // name the character and the problem ("Unexpected end of file", "Number 1e400 is
            // not representable").
            var cause = "the data is not valid JSON"
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch let syntax {
                let nsError = syntax as NSError
                cause = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? cause
            }
            throw ScaledFontError(
                .dictionaryMalformed, "\(file): not valid JSON", file: file, cause: cause)
        }
    }
}

/// One JSON value, decoded with its JSON type kept (a boolean is not a number).
private enum JSONDictionaryValue: Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case array([JSONDictionaryValue])
    case object([String: JSONDictionaryValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONDictionaryValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONDictionaryValue].self))
        }
    }

    /// The value as a property-list reader gives it.
    var foundationValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .integer(let value): NSNumber(value: value)
        case .real(let value): NSNumber(value: value)
        case .string(let value): value
        case .array(let values): values.map(\.foundationValue)
        case .object(let values): values.mapValues(\.foundationValue)
        }
    }
}
