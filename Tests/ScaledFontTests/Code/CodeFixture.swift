import Foundation
import ScaledFontCheck
import Testing

/// The fixtures of the code and Interface Builder readers (`TestData/Code`, see its
/// SOURCE.md): stripped snapshots of public apps' files, each with a `.expected` list beside
/// it of what a reader must find (a tab-separated row per item; `#` starts a comment).
enum CodeFixture {
    /// The bytes of the fixture at `path` under `TestData/Code`.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.testData("Code/" + path))))
    }

    /// The rows of the fixture's `.expected` list.
    static func expectedRows(_ path: String) throws -> [String] {
        let text = String(
            decoding: try Data(
                contentsOf: URL(fileURLWithPath: TestPaths.testData("Code/" + path + ".expected"))),
            as: UTF8.self)
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// A use as a row: `use`, line, column, call, and the name as `literal:`, `constant:` or
    /// `computed:` and its text.
    static func row(_ use: FontUse) -> String {
        let name =
            switch use.name {
            case .literal(let text): "literal:" + text
            case .constant(let text): "constant:" + text
            case .computed(let text): "computed:" + text
            }
        return row("use", use.location, use.call, name)
    }

    /// A row of `kind` at `location` with its fields.
    static func row(
        _ kind: String, _ location: CodeLocation, _ fields: String...
    ) -> String {
        ([kind, String(location.line), String(location.column)] + fields)
            .joined(separator: "\t")
    }

    /// Rows sorted as the `.expected` lists are: by kind, then line, then column.
    static func sorted(_ rows: [String]) -> [String] {
        rows.sorted { a, b in
            let (x, y) = (a.split(separator: "\t"), b.split(separator: "\t"))
            return (x[0], Int(x[1])!, Int(x[2])!) < (y[0], Int(y[1])!, Int(y[2])!)
        }
    }
}
