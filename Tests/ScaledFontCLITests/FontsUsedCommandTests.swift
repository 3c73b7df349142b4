import Foundation
import ScaledFontTestSupport
import Testing

/// `fonts --used`: every font name an app uses and which of its font files they need, from the
/// same check `check` runs. The expected places are counted in the fixtures' text, as awk
/// counts them, never taken from the tool's output.
@Suite("scaledfont fonts --used")
struct FontsUsedCommandTests {
    /// TestData/UsedFonts (its README): `UsedApp` names one of its two fonts and no name built
    /// at run time; `UsedWidget` builds its one name at run time.
    static let fixture = "Tests/ScaledFontCLITests/TestData/UsedFonts"
    static let example = "Examples/App"

    /// Where `needle` first stands on each line of a file that holds it: the line from 1 and
    /// the column from 1 in UTF-8 bytes (the fixtures' lines are ASCII), as
    /// `awk -v s=NEEDLE '{ i = index($0, s); if (i) print NR ":" i }' FILE` prints them.
    static func places(of needle: String, in file: String) throws -> [(line: Int, column: Int)] {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var found: [(Int, Int)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            guard let range = line.range(of: needle) else { continue }
            found.append(
                (offset + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1))
        }
        return found
    }

    /// The lines of the top-level keys (one tab in) of a dictionary's styles whose `fontName`
    /// is one of `names`: `awk '/^\t<key>/ { k = NR } /<string>NAME<\/string>/ { print k }'`.
    static func styleLines(naming names: [String], in file: String) throws -> [Int] {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var key = 0
        var lines: [Int] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if line.hasPrefix("\t<key>") { key = offset + 1 }
            if names.contains(where: { line.contains("<string>\($0)</string>") }) {
                lines.append(key)
            }
        }
        return lines
    }

    /// The JSON document's app for `target`.
    static func app(_ root: Any, target: String) throws -> [String: Any] {
        let apps = try unwrap((root as? [String: Any])?["apps"] as? [[String: Any]])
        return try unwrap(apps.first { $0["target"] as? String == target })
    }

    /// `file:line:column` of each use of a listed file (`-` for a dictionary's column).
    static func usePlaces(_ file: [String: Any]) -> Set<String> {
        Set(
            (file["uses"] as? [[String: Any]] ?? []).map { use in
                let column = (use["column"] as? Int).map(String.init) ?? "-"
                return "\(use["file"] as? String ?? "?"):\(use["line"] as? Int ?? 0):\(column)"
            })
    }

    /// The files of one verdict, by path.
    static func files(_ app: [String: Any], _ verdict: String) -> [String: [String: Any]] {
        let listed = app[verdict] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: listed.map { ($0["file"] as? String ?? "?", $0) })
    }

    @Test("a declared file that no use names, in a target without unchecked uses, is unused")
    func unused() throws {
        let result = try CLIRunner.run(
            ["fonts", "--used", "--root", Self.fixture, "--format", "json"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let app = try Self.app(try result.json(), target: "UsedApp")
        expectEqual(app["uncheckedUses"] as? Int, 0)
        let unused = Self.files(app, "unused")
        expectEqual(Array(unused.keys), ["Fonts/SFFixtureCascade01.ttf"])
        expectEqual(
            unused["Fonts/SFFixtureCascade01.ttf"]?["faces"] as? [String],
            [
                "SFFixtureCascade01-Regular"
            ])
        expectEqual(
            unused["Fonts/SFFixtureCascade01.ttf"]?["appFontsEntry"] as? String,
            "SFFixtureCascade01.ttf")
        expectEqual((app["possiblyUnused"] as? [Any])?.isEmpty, true)
        let used = Self.files(app, "used")
        expectEqual(Array(used.keys), ["Fonts/SFFixtureCascade00.ttf"])
        let call = try unwrap(
            try Self.places(
                of: "\"SFFixtureCascade00-Regular\"", in: Self.fixture + "/App/App.swift"
            )
            .first)
        expectEqual(
            used["Fonts/SFFixtureCascade00.ttf"].map(Self.usePlaces),
            ["App/App.swift:\(call.line):\(call.column)"])
        let text = try CLIRunner.run(["fonts", "--used", "--root", Self.fixture])
        let row = try unwrap(
            text.stdout.split(separator: "\n").first {
                $0.hasPrefix("  Fonts/SFFixtureCascade01.ttf ")
            })
        expectTrue(row.hasSuffix("  unused"))
    }

    @Test("with one unchecked use in its target, a file no use names is possibly unused")
    func possiblyUnused() throws {
        let result = try CLIRunner.run(
            ["fonts", "--used", "--root", Self.fixture, "--format", "json"])
        let app = try Self.app(try result.json(), target: "UsedWidget")
        expectEqual(app["uncheckedUses"] as? Int, 1)
        expectEqual((app["unused"] as? [Any])?.isEmpty, true)
        expectEqual(Array(Self.files(app, "possiblyUnused").keys), ["Fonts/SFFixtureCascade01.ttf"])
        // The name is interpolated at the call: its place is the start of the literal.
        let call = try unwrap(
            try Self.places(of: "\"SFFixtureCascade0\\(", in: Self.fixture + "/Widget/Widget.swift")
                .first)
        let uses = try unwrap(app["uses"] as? [[String: Any]])
        expectEqual(uses.count, 1)
        expectEqual(uses.first?["status"] as? String, "unchecked")
        expectEqual(uses.first?["line"] as? Int, call.line)
        expectEqual(uses.first?["column"] as? Int, call.column)
        let text = try CLIRunner.run(["fonts", "--used", "--root", Self.fixture])
        let rows = text.stdout.split(separator: "\n").filter {
            $0.hasPrefix("  Fonts/SFFixtureCascade01.ttf ")
        }
        expectEqual(rows.count, 2)
        expectEqual(rows.last?.hasSuffix("  possibly unused (1 unchecked use)"), true)
    }

    @Test("the example app: each file with the places of its uses, the planted one unused")
    func exampleApp() throws {
        let result = try CLIRunner.run(
            ["fonts", "--used", "--root", Self.example, "--format", "json"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let app = try Self.app(try result.json(), target: "ScaledFontDemo")
        // Each face's uses: the styles naming it (the family name NotoSerif resolves to the
        // regular face, the family rung's pick), the code's literals, the storyboard's
        // fontDescription (its place is the element).
        func expected(_ names: [String], storyboard: Bool = false) throws -> Set<String> {
            var places = Set(
                try Self.styleLines(naming: names, in: Self.example + "/Styles.plist").map {
                    "Styles.plist:\($0):-"
                })
            for file in ["App/ScaledFontDemoApp.swift", "App/AppFonts.swift"] {
                for name in names {
                    for place in try Self.places(of: "\"\(name)\"", in: Self.example + "/" + file) {
                        places.insert("\(file):\(place.line):\(place.column)")
                    }
                }
            }
            guard storyboard else { return places }
            let file = "App/Main.storyboard"
            let named = try Self.places(of: "name=\"\(names[0])\"", in: Self.example + "/" + file)
            for element in try Self.places(of: "<fontDescription", in: Self.example + "/" + file)
            where named.contains(where: { $0.line == element.line }) {
                places.insert("\(file):\(element.line):\(element.column)")
            }
            return places
        }
        let used = Self.files(app, "used")
        expectEqual(
            Set(used.keys),
            [
                "App/Fonts/NotoSerif-Regular.ttf", "App/Fonts/NotoSerif-Bold.ttf",
                "App/Typefaces/NotoSerif-Italic.ttf",
                "Packages/DemoFonts/Sources/DemoFonts/Fonts/NotoSans-Regular.ttf",
            ])
        expectEqual(
            used["App/Fonts/NotoSerif-Regular.ttf"].map(Self.usePlaces),
            (try expected(["NotoSerif-Regular", "NotoSerif"])))
        expectEqual(
            used["App/Fonts/NotoSerif-Bold.ttf"].map(Self.usePlaces),
            (try expected(["NotoSerif-Bold"])))
        expectEqual(
            used["App/Typefaces/NotoSerif-Italic.ttf"].map(Self.usePlaces),
            (try expected(["NotoSerif-Italic"], storyboard: true)))
        let registered = used["Packages/DemoFonts/Sources/DemoFonts/Fonts/NotoSans-Regular.ttf"]
        expectEqual(registered?["source"] as? String, "registered")
        expectTrue(registered?["appFontsEntry"] is NSNull)
        expectEqual(registered.map(Self.usePlaces), (try expected(["NotoSans-Regular"])))
        let unused = Self.files(app, "unused")
        expectEqual(Array(unused.keys), ["App/Fonts/NotoSerif-BoldItalic.ttf"])
        expectEqual(unused.values.first?["faces"] as? [String], ["NotoSerif-BoldItalic"])
        expectEqual(
            unused.values.first?["appFontsEntry"] as? String, "NotoSerif-BoldItalic.ttf")
        expectEqual((app["possiblyUnused"] as? [Any])?.isEmpty, true)
    }

    @Test("JSON: an app's fields and a file's, in the documented order")
    func jsonShape() throws {
        let result = try CLIRunner.run(
            ["fonts", "--used", "--root", Self.fixture, "--format", "json"])
        let text = result.stdout
        expectTrue(text.hasPrefix("{\n  \"apps\": [\n    {\n      \"project\": "))
        let app = try Self.app(try result.json(), target: "UsedApp")
        expectEqual(
            Set(app.keys),
            [
                "project", "target", "platform", "uncheckedUses", "uses", "used", "unused",
                "possiblyUnused",
            ])
        expectEqual(app["project"] as? String, "UsedFonts.xcodeproj")
        expectEqual(app["platform"] as? String, "ios@16.0+")
        let file = try unwrap((app["used"] as? [[String: Any]])?.first)
        expectEqual(Set(file.keys), ["file", "appFontsEntry", "source", "faces", "uses"])
        let use = try unwrap((app["uses"] as? [[String: Any]])?.first)
        expectEqual(
            Set(use.keys),
            [
                "file", "line", "column", "name", "call", "style", "status", "resolvedTo",
                "source", "fontFile",
            ])
        expectEqual(use["fontFile"] as? String, "Fonts/SFFixtureCascade00.ttf")
        expectEqual(use["call"] as? String, "UIFont(name:size:)")
        expectTrue(use["style"] is NSNull)
    }

    @Test(
        "bad arguments: exit 2, the fix on stderr, nothing on stdout",
        arguments: [
            (["fonts", "--used", "--family", "Noto"], "'--family' is not with --used"),
            (["fonts", "--root", "Examples/App"], "'--root' is only with --used"),
            (["fonts", "--target", "App"], "'--target' is only with --used"),
            (["fonts", "--used", "README.md"], "'README.md' is not a folder"),
            (["fonts", "--used", "Examples", "Fonts"], "unexpected argument"),
        ])
    func badArguments(arguments: [String], message: String) throws {
        Expect.usageError(try CLIRunner.run(arguments), mentions: message)
    }

    @Test("a hostile font name in code is escaped in the text and the JSON")
    func hostileName() throws {
        let scratch = try TemporaryDirectory()
        let root = CLIRunner.packageRoot.appendingPathComponent(Self.fixture).path
        for folder in ["UsedFonts.xcodeproj", "App", "Widget", "Fonts"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
        }
        for file in [
            "UsedFonts.xcodeproj/project.pbxproj", "App/Info.plist", "Widget/Info.plist",
            "Widget/Widget.swift", "Fonts/SFFixtureCascade00.ttf", "Fonts/SFFixtureCascade01.ttf",
        ] {
            try FileManager.default.copyItem(
                atPath: root + "/" + file, toPath: scratch.path + "/" + file)
        }
        // Swift escapes: a line feed then `::error::`, ESC, a bidi override, `##vso[`.
        _ = try scratch.write(
            """
            let a = UIFont(name: "x\\n::error::injected\\u{1B}[2J\\u{202E}", size: 17)
            let b = UIFont(name: "y ##vso[task.setvariable variable=P]1", size: 17)

            """, to: "App/App.swift")
        for format in ["text", "json"] {
            let result = try CLIRunner.run(
                ["fonts", "--used", "--root", scratch.path, "--format", format])
            expectEqual(result.status, 0, "\(result.stderr)")
            expectTrue(result.stdout.contains("injected"))
            expectTrue(
                WorkflowCommandInjectionTests.injected(result.stdout, dictionary: nil).isEmpty,
                "\(result.stdout)")
            expectTrue(WorkflowCommandInjectionTests.rawControls(result.stdout).isEmpty)
        }
    }

    @Test("what check cannot run on is exit 2 as check's, with nothing on stdout")
    func unusable() throws {
        let arguments = ["--root", Self.example, "--target", "Nope"]
        let listed = try CLIRunner.run(["fonts", "--used"] + arguments)
        let checked = try CLIRunner.run(["check"] + arguments)
        expectEqual(listed.status, 2)
        expectTrue(listed.stdout.isEmpty)
        expectTrue(listed.stderr.contains("a target named 'Nope'"), "\(listed.stderr)")
        expectEqual(listed.stderr, checked.stderr)
    }
}
