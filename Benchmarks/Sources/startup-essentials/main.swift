// The floor of a Swift process that parses a property list with FoundationEssentials alone
// (`PropertyListDecoder`, no `PropertyListSerialization`, no ICU): what start-up would cost if
// the library's dictionary loading used it instead of Foundation.
import FoundationEssentials

/// Any property-list value the style dictionary format uses.
enum PlistValue: Decodable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case dictionary([String: PlistValue])
    case array([PlistValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode([String: PlistValue].self) {
            self = .dictionary(value)
        } else if let value = try? container.decode([PlistValue].self) {
            self = .array(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ""
let data = (try? Data(contentsOf: URL(filePath: path))) ?? Data()
if case .dictionary(let root)? = try? PropertyListDecoder().decode(PlistValue.self, from: data) {
    print(root.count)
} else {
    print(0)
}
