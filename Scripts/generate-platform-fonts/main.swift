// Generates the platform font data the ScaledFont library ships
// (Sources/ScaledFontCheck/Platform/PlatformFontData+Records.swift) from the recorded sources in
// Data/apple-fonts. Run it from the package root:
//
//     swift run generate-platform-fonts [DATA_FOLDER] [OUTPUT_FILE]
//
// The output depends only on the data files: the same data gives the same bytes, and a test
// regenerates the file and compares it with the committed one. This is a development tool:
// it reads JSON with Foundation, while the generated file needs nothing but the standard
// library.

import Foundation

/// One recorded iOS version: its version components, where the record comes from, and the
/// PostScript names an app can use there.
struct Record {
    let version: [Int]
    let source: String
    let names: Set<String>
}

/// A family as recorded by iosfonts: its name and its faces' PostScript names, in the data's
/// order.
struct Family {
    let name: String
    let faces: [String]
}

enum GeneratorError: Error, CustomStringConvertible {
    case unreadable(String, String)
    case malformed(String, String)

    var description: String {
        switch self {
        case .unreadable(let path, let cause): "\(path): cannot be read: \(cause)"
        case .malformed(let path, let problem): "\(path): \(problem)"
        }
    }
}

func readJSON(_ path: String) throws -> Any {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw GeneratorError.unreadable(path, error.localizedDescription)
    }
    do {
        return try JSONSerialization.jsonObject(with: data)
    } catch {
        throw GeneratorError.malformed(path, "is not JSON: \(error.localizedDescription)")
    }
}

/// `"15.0"` or `15` or `4.3` as version components.
func versionComponents(_ value: Any, in path: String) throws -> [Int] {
    let text: String
    if let string = value as? String {
        text = string
    } else if let number = value as? NSNumber {
        // iosfonts writes versions as JSON numbers (4.3, 5): one decimal place at most.
        let tenths = Int((number.doubleValue * 10).rounded())
        text = tenths % 10 == 0 ? "\(tenths / 10).0" : "\(tenths / 10).\(tenths % 10)"
    } else {
        throw GeneratorError.malformed(path, "a version is neither a string nor a number")
    }
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else {
        throw GeneratorError.malformed(path, "'\(text)' is not a version")
    }
    return parts.map { $0! }
}

/// The caseiterable records: one file per iOS version, `identifiers` the PostScript names.
func caseIterableRecords(_ folder: String) throws -> [Record] {
    let files: [String]
    do {
        files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix("UIFont-iOS-") && $0.hasSuffix(".json") }
    } catch {
        throw GeneratorError.unreadable(folder, error.localizedDescription)
    }
    return try files.map { file in
        let path = folder + "/" + file
        guard let object = try readJSON(path) as? [String: Any],
            let version = object["systemVersion"],
            let identifiers = object["identifiers"] as? [String]
        else {
            throw GeneratorError.malformed(path, "expected systemVersion and identifiers")
        }
        return Record(
            version: try versionComponents(version, in: path), source: "caseiterable",
            names: Set(identifiers))
    }
}

/// The iosfonts data: the families, the iPhone records for each iOS version it lists (a face
/// is there from its first iPhone version on: the data records no removals), and the tvOS
/// and watchOS names (every face with a first version on that platform).
func iosFonts(
    _ path: String
) throws -> (
    families: [Family], records: [Record], tvOS: Set<String>, watchOS: Set<String>
) {
    guard let object = try readJSON(path) as? [String: Any],
        let fonts = object["fonts"] as? [[String: Any]],
        let versions = (object["versions"] as? [String: Any])?["ios"] as? [[String: Any]]
    else {
        throw GeneratorError.malformed(path, "expected fonts and versions.ios")
    }
    var families: [Family] = []
    var firstOnIPhone: [String: [Int]] = [:]
    var tvOS: Set<String> = []
    var watchOS: Set<String> = []
    for font in fonts {
        guard let name = font["family_name"] as? String,
            let faces = font["faces"] as? [[String: Any]]
        else {
            throw GeneratorError.malformed(path, "a font without family_name or faces")
        }
        var names: [String] = []
        for face in faces {
            guard let postscriptName = face["font_face"] as? String,
                let platforms = face["platforms"] as? [String: Any]
            else {
                throw GeneratorError.malformed(path, "a face of \(name) without font_face")
            }
            names.append(postscriptName)
            if let iPhone = platforms["iphone"] as? [String: Any], let version = iPhone["version"] {
                firstOnIPhone[postscriptName] = try versionComponents(version, in: path)
            }
            if platforms["appletv"] is [String: Any] { tvOS.insert(postscriptName) }
            if platforms["watch"] is [String: Any] { watchOS.insert(postscriptName) }
        }
        families.append(Family(name: name, faces: names))
    }
    let records = try versions.map { entry in
        guard let value = entry["version"] else {
            throw GeneratorError.malformed(path, "an iOS version without a version number")
        }
        let version = try versionComponents(value, in: path)
        let names = firstOnIPhone.filter {
            $0.value.lexicographicallyPrecedes(version) || $0.value == version
        }
        return Record(version: version, source: "iosfonts", names: Set(names.keys))
    }
    return (families, records, tvOS, watchOS)
}

/// A Swift string literal.
func literal(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
        switch character {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case " "..."~": escaped.unicodeScalars.append(character)
        default: escaped += "\\u{\(String(character.value, radix: 16))}"
        }
    }
    return "\"" + escaped + "\""
}

/// An array literal of strings, one per line at `indent`.
func list(_ names: [String], indent: String) -> String {
    guard !names.isEmpty else { return "[]" }
    return "[\n" + names.map { indent + "    " + literal($0) + ",\n" }.joined() + indent + "]"
}

func generate(dataFolder: String) throws -> String {
    let apple = try iosFonts(dataFolder + "/iosfonts/iosfonts.json")
    let records = (apple.records + (try caseIterableRecords(dataFolder + "/caseiterable")))
        .sorted { $0.version.lexicographicallyPrecedes($1.version) }
    var out = """
        // swift-format-ignore-file
        // Generated by `swift run generate-platform-fonts` from Data/apple-fonts (its README
        // says where each file comes from). Do not edit: change the data or the generator
        // (Scripts/generate-platform-fonts) and run it again; a test compares this file with
        // the generator's output byte for byte.

        extension PlatformFontData {
            /// The recorded iOS versions, oldest first; each lists the PostScript names added
            /// and removed since the one before it (the first adds all of its names).
            static let iOSRecords: [Record] = [

        """
    var previous: Set<String> = []
    for record in records {
        let version = record.version.map(String.init).joined(separator: ", ")
        let added = record.names.subtracting(previous).sorted()
        let removed = previous.subtracting(record.names).sorted()
        out += "        Record(\n"
        out += "            version: [\(version)], source: \(literal(record.source)),\n"
        out += "            added: \(list(added, indent: "            ")),\n"
        out += "            removed: \(list(removed, indent: "            "))),\n"
        previous = record.names
    }
    out += "    ]\n\n"
    out += "    /// The PostScript names iosfonts records for Apple TV (tvOS 9).\n"
    out += "    static let tvOSNames: [String] = \(list(apple.tvOS.sorted(), indent: "    "))\n\n"
    out += "    /// The PostScript names iosfonts records for Apple Watch.\n"
    out += "    static let watchOSNames: [String] = "
    out += "\(list(apple.watchOS.sorted(), indent: "    "))\n\n"
    out += "    /// The families iosfonts records, with their faces' PostScript names.\n"
    out += "    static let families: [Family] = [\n"
    for family in apple.families {
        out += "        Family(\n"
        out += "            name: \(literal(family.name)),\n"
        out += "            faces: \(list(family.faces, indent: "            "))),\n"
    }
    out += "    ]\n}\n"
    return out
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.count > 2 {
    print("USAGE: generate-platform-fonts [<data-folder>] [<output-file> | -]")
    print(
        "  Defaults: Data/apple-fonts and Sources/ScaledFontCheck/Platform/PlatformFontData+Records.swift"
    )
    exit(arguments.contains("--help") ? 0 : 2)
}
let dataFolder = arguments.first ?? "Data/apple-fonts"
let output =
    arguments.dropFirst().first
    ?? "Sources/ScaledFontCheck/Platform/PlatformFontData+Records.swift"
do {
    let text = try generate(dataFolder: dataFolder)
    if output == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
    } else {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
    }
} catch {
    FileHandle.standardError.write(Data("generate-platform-fonts: \(error)\n".utf8))
    exit(1)
}
