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

/// One recorded iOS version: its version components, its label (`16.x`, `13.2.2`), where the
/// record comes from, how sure its version label is, the PostScript names an app can use
/// there, and names its dump lists that are not counted (see `observed/unconfirmed.txt`).
struct Record {
    let version: [Int]
    let label: String
    let source: String
    let confidence: String
    let names: Set<String>
    var unconfirmed: [String] = []
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
        let components = try versionComponents(version, in: path)
        let model = (object["model"] as? String).map { ", \($0)" } ?? ""
        return Record(
            version: components, label: components.map(String.init).joined(separator: "."),
            source: "caseiterable (github.com/nuomi1/CaseIterable at 1a77eb85, \(file)\(model))",
            confidence: "high", names: Set(identifiers))
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
        return Record(
            version: version, label: version.map(String.init).joined(separator: "."),
            source: "iosfonts (github.com/mcritz/iosfonts at 23b90355, data/iosfonts.json; "
                + "first versions only, no removals recorded)",
            confidence: "medium", names: Set(names.keys))
    }
    return (families, records, tvOS, watchOS)
}

/// The lines of a text file that are neither blank nor comments (`#`).
func dataLines(_ path: String) throws -> [String] {
    let text: String
    do {
        text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        throw GeneratorError.unreadable(path, error.localizedDescription)
    }
    return text.split(whereSeparator: \.isNewline).map(String.init).filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#")
    }
}

/// The observed dumps (`observed/records.tsv` names each file, the version it stands for, its
/// label, source, date and confidence); a name `observed/unconfirmed.txt` lists is left out
/// of the record that has it and kept as unconfirmed.
func observedRecords(_ folder: String) throws -> [Record] {
    let unconfirmed = Set(
        try dataLines(folder + "/unconfirmed.txt").map {
            String($0.split(separator: " ", maxSplits: 1)[0])
        })
    return try dataLines(folder + "/records.tsv").map { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6 else {
            throw GeneratorError.malformed(folder + "/records.tsv", "expected 6 fields: \(line)")
        }
        let listed = try dataLines(folder + "/" + fields[0]).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return Record(
            version: try versionComponents(fields[1], in: folder + "/records.tsv"),
            label: fields[2], source: "\(fields[3]) (\(fields[4]))", confidence: fields[5],
            names: Set(listed).subtracting(unconfirmed),
            unconfirmed: listed.filter(unconfirmed.contains).sorted())
    }
}

/// The families of `observed/families.txt` (`Family: face face ...`), then the iosfonts
/// families with the faces no observed family has (a family left with none is dropped: iOS
/// renamed it, `Diwan Mishafi` to `Mishafi`).
func allFamilies(observed path: String, iosFonts: [Family]) throws -> [Family] {
    let observed = try dataLines(path).map { line in
        guard let colon = line.firstIndex(of: ":") else {
            throw GeneratorError.malformed(path, "expected 'Family: faces': \(line)")
        }
        return Family(
            name: String(line[..<colon]),
            faces: line[line.index(after: colon)...].split(separator: " ").map(String.init))
    }
    let claimed = Set(observed.flatMap(\.faces))
    let older = iosFonts.compactMap { family in
        let faces = family.faces.filter { !claimed.contains($0) }
        return faces.isEmpty ? nil : Family(name: family.name, faces: faces)
    }
    return observed + older
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
    let records =
        (apple.records + (try caseIterableRecords(dataFolder + "/caseiterable"))
        + (try observedRecords(dataFolder + "/observed")))
        .sorted { $0.version.lexicographicallyPrecedes($1.version) }
    let families = try allFamilies(
        observed: dataFolder + "/observed/families.txt", iosFonts: apple.families)
    var out = """
        // swift-format-ignore-file
        // Generated by `swift run generate-platform-fonts` from Data/apple-fonts (its README
        // says where each file comes from). Do not edit: change the data or the generator
        // (Scripts/generate-platform-fonts) and run it again; a test compares this file with
        // the generator's output byte for byte.

        extension PlatformFontData {
            /// The recorded iOS versions, oldest first, each with its source and how sure its
            /// version label is; each lists the PostScript names added and removed since the
            /// one before it (the first adds all of its names), and the names its dump lists
            /// that are not counted (unconfirmed).
            static let iOSRecords: [Record] = [

        """
    var previous: Set<String> = []
    for record in records {
        let version = record.version.map(String.init).joined(separator: ", ")
        let added = record.names.subtracting(previous).sorted()
        let removed = previous.subtracting(record.names).sorted()
        out += "        Record(\n"
        out += "            version: [\(version)], label: \(literal(record.label)),\n"
        out += "            source: \(literal(record.source)),\n"
        out += "            confidence: \(literal(record.confidence)),\n"
        out += "            added: \(list(added, indent: "            ")),\n"
        out += "            removed: \(list(removed, indent: "            ")),\n"
        out += "            unconfirmed: \(list(record.unconfirmed, indent: "            "))),\n"
        previous = record.names
    }
    out += "    ]\n\n"
    out += "    /// The PostScript names iosfonts records for Apple TV (tvOS 9).\n"
    out += "    static let tvOSNames: [String] = \(list(apple.tvOS.sorted(), indent: "    "))\n\n"
    out += "    /// The PostScript names iosfonts records for Apple Watch.\n"
    out += "    static let watchOSNames: [String] = "
    out += "\(list(apple.watchOS.sorted(), indent: "    "))\n\n"
    out +=
        "    /// The families iOS reports (observed dumps first, then iosfonts), with their faces'\n"
    out += "    /// PostScript names.\n"
    out += "    static let families: [Family] = [\n"
    for family in families {
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
