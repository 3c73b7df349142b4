// The floor of a Swift process that parses a property list with Foundation, as the library's
// StyleDictionary does (`PropertyListSerialization`): what loading Foundation costs at start-up.
import Foundation

let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ""
let data = FileManager.default.contents(atPath: path) ?? Data()
let root = try? PropertyListSerialization.propertyList(from: data, format: nil)
print((root as? [String: Any])?.count ?? 0)
