import Foundation

/// The expected font uses of a code app fixture (`Tests/ScaledFontCLITests/TestData/CodeApps`,
/// see its README): each fixture's `uses.tsv`, one use a line, written by reading the fixture.
/// The reader tests compare file, line, column and name; a check test compares the status.
public enum CodeAppUses {
    /// One expected use.
    public struct Use: Hashable, Sendable, CustomStringConvertible {
        /// The file, relative to the fixture's folder.
        public let file: String
        /// The line, from 1.
        public let line: Int
        /// The column, from 1, in UTF-8 bytes: a literal's opening quote, an Interface Builder
        /// element's `<`.
        public let column: Int
        /// The font name; for a name built at run time, the expression as written.
        public let name: String
        /// `ok`, `error`, `warning` or `unchecked`.
        public let status: String
        /// Why that status.
        public let reason: String

        /// `file:line:column name`, as a reader test compares them.
        public var description: String { "\(file):\(line):\(column) \(name)" }

        /// An expected use.
        public init(
            file: String, line: Int, column: Int, name: String, status: String, reason: String
        ) {
            self.file = file
            self.line = line
            self.column = column
            self.name = name
            self.status = status
            self.reason = reason
        }
    }

    /// The statuses a line may give.
    public static let statuses: Set<String> = ["ok", "error", "warning", "unchecked"]

    /// The folder holding the fixtures.
    public static let folder = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/ScaledFontCLITests/TestData/CodeApps").path

    /// The path of the fixture `name`.
    public static func fixture(_ name: String) -> String { folder + "/" + name }

    /// The rows of the fixture's `uses.tsv`: tab-separated file, line, column, name, status
    /// and reason; lines starting with `#` are comments.
    public static func load(_ fixtureName: String) throws -> [Use] {
        let path = fixture(fixtureName) + "/uses.tsv"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                .map(String.init)
            guard fields.count == 6, let number = Int(fields[1]), let column = Int(fields[2]),
                statuses.contains(fields[4])
            else { throw MalformedLine(file: path, line: String(line)) }
            return Use(
                file: fields[0], line: number, column: column, name: fields[3],
                status: fields[4], reason: fields[5])
        }
    }

    /// A line of a `uses.tsv` that is not six fields with numbers and a known status.
    public struct MalformedLine: Error, CustomStringConvertible {
        /// The file.
        public let file: String
        /// The line.
        public let line: String
        /// The file and the line.
        public var description: String { "\(file): malformed line: \(line)" }
    }
}
