import Foundation

/// Where the keys of a JSON style dictionary are written, and which are written twice: the
/// JSON counterpart of ``XMLKeyScan``, giving the same findings.
///
/// A light scan, not a parser: it follows the nesting of objects and arrays, skipping string
/// contents, and records each key of the root object (a style key) and of the objects directly
/// inside it (the fields of an entry). Lines end with LF, CR LF or CR. JSON readers keep one
/// value of a key written twice and drop the other silently, so duplicates matter here too.
enum JSONKeyScan {
    private enum Container {
        case object(expectingKey: Bool)
        case array
    }

    /// Scans JSON bytes.
    ///
    /// - Parameter data: the dictionary's bytes (a UTF-8 byte order mark is skipped).
    /// - Returns: the key lines and repeated keys, as the entry validator reads them.
    static func keys(in data: Data) -> XMLKeyScan {
        let bytes = [UInt8](data)
        var keyLines: [String: [Int]] = [:]
        var entry: (key: String, fields: [String: [Int]])?
        var entries: [(key: String, fields: [String: [Int]])] = []
        var containers: [Container] = []
        var line = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\r"):
                if i + 1 >= bytes.count || bytes[i + 1] != UInt8(ascii: "\n") { line += 1 }
            case UInt8(ascii: "{"):
                containers.append(.object(expectingKey: true))
            case UInt8(ascii: "["):
                containers.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
            case UInt8(ascii: ","):
                if case .object = containers.last {
                    containers[containers.count - 1] = .object(expectingKey: true)
                }
            case UInt8(ascii: "\""):
                let end = stringEnd(bytes, from: i)
                guard case .object(expectingKey: true) = containers.last else {
                    i = end
                    continue
                }
                containers[containers.count - 1] = .object(expectingKey: false)
                let key = decode(bytes[i..<Swift.min(end, bytes.count)])
                if containers.count == 1 {
                    if let entry { entries.append(entry) }
                    entry = (key, [:])
                    keyLines[key, default: []].append(line)
                } else if containers.count == 2, case .object = containers[0] {
                    entry?.fields[key, default: []].append(line)
                }
                i = end
                continue
            default:
                break
            }
            i += 1
        }
        if let entry { entries.append(entry) }
        return XMLKeyScan(keyLines: keyLines, entries: entries)
    }

    /// The index just after the closing quote of the string starting at `start` (a quote),
    /// skipping escaped characters; the end of the bytes if the string is not closed.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start + 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""): return i + 1
            default: i += 1
            }
        }
        return bytes.count
    }

    /// A key's text with its escapes resolved (`"\u0062ody"` is `body`); the raw bytes when
    /// the string is not valid JSON (the reader then rejects the file anyway).
    private static func decode(_ token: ArraySlice<UInt8>) -> String {
        (try? JSONDecoder().decode(String.self, from: Data(token)))
            ?? String(decoding: token.dropFirst(), as: UTF8.self)
    }
}
