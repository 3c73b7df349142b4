import Foundation

/// Where the keys of an XML style dictionary are written, and which are written twice.
///
/// A light scan, not a parser: it follows the nesting of `<dict>` and `<array>` elements and
/// records each `<key>` directly inside the root dictionary (a style key) and directly inside
/// one of its entries (a field). A UTF-8 byte order mark is skipped; lines end with LF, CR LF
/// or CR, as in XML. Binary property lists (and anything not UTF-8) give no keys.
///
/// Duplicates matter because a property-list reader keeps only one value per key, silently:
/// the other entry would never be checked.
struct XMLKeyScan {
    /// The line of each style key (its first occurrence), 1-based.
    private(set) var lines: [String: Int] = [:]
    /// Style keys written more than once, with the line of each occurrence.
    private(set) var repeatedKeys: [String: [Int]] = [:]
    /// For each style key, the fields written more than once inside one entry, with the line
    /// of each occurrence.
    private(set) var repeatedFields: [String: [String: [Int]]] = [:]

    /// Findings another scanner made (``JSONKeyScan``), for the entry validator.
    init(
        lines: [String: Int], repeatedKeys: [String: [Int]],
        repeatedFields: [String: [String: [Int]]]
    ) {
        self.lines = lines
        self.repeatedKeys = repeatedKeys
        self.repeatedFields = repeatedFields
    }

    init(_ data: Data) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let xml = data.starts(with: byteOrderMark) ? data.dropFirst(byteOrderMark.count) : data
        guard xml.starts(with: Array("<?xml".utf8)) || xml.starts(with: Array("<plist".utf8)),
            String(data: xml, encoding: .utf8) != nil
        else { return }
        var keyLines: [String: [Int]] = [:]
        var entry: (key: String, fields: [String: [Int]])?
        var containers: [Container] = []
        var line = 1
        let bytes = [UInt8](xml)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\r"):
                // CR LF is one line end.
                if i + 1 >= bytes.count || bytes[i + 1] != UInt8(ascii: "\n") { line += 1 }
            case UInt8(ascii: "<"):
                guard let tag = Self.tags.first(where: { bytes[i...].starts(with: $0.text) })
                else { break }
                i += tag.text.count
                switch tag.kind {
                case .open(let container): containers.append(container)
                case .close: _ = containers.popLast()
                case .empty: break
                case .key:
                    guard let end = Self.keyEnd(bytes, from: i) else { continue }
                    let key = String(decoding: bytes[i..<end], as: UTF8.self)
                    if containers == [.dictionary] {
                        if let entry { record(entry) }
                        entry = (key, [:])
                        keyLines[key, default: []].append(line)
                    } else if containers == [.dictionary, .dictionary] {
                        entry?.fields[key, default: []].append(line)
                    }
                    i = end + Self.keyClose.count
                }
                continue
            default:
                break
            }
            i += 1
        }
        if let entry { record(entry) }
        lines = keyLines.mapValues { $0[0] }
        repeatedKeys = keyLines.filter { $0.value.count > 1 }
    }

    private mutating func record(_ entry: (key: String, fields: [String: [Int]])) {
        let repeated = entry.fields.filter { $0.value.count > 1 }
        if !repeated.isEmpty { repeatedFields[entry.key, default: [:]].merge(repeated) { $1 } }
    }

    private enum Container { case dictionary, array }

    private enum TagKind {
        case open(Container)
        case close
        case empty
        case key
    }

    /// The tags the scan follows; `<dict/>` before `<dict>` so that neither hides the other.
    private static let tags: [(text: [UInt8], kind: TagKind)] = {
        let tags: [(String, TagKind)] = [
            ("<dict/>", .empty), ("<array/>", .empty), ("<dict>", .open(.dictionary)),
            ("<array>", .open(.array)), ("</dict>", .close), ("</array>", .close),
            ("<key>", .key),
        ]
        return tags.map { (Array($0.0.utf8), $0.1) }
    }()

    private static let keyClose = Array("</key>".utf8)

    /// Where the `</key>` after a key's text starts, on the same line.
    private static func keyEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
            if bytes[i...].starts(with: keyClose) { return i }
            i += 1
        }
        return nil
    }
}
