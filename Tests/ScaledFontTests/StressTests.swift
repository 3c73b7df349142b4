import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Many tasks at once on one catalog and several scaled fonts, valid and hostile:
    /// 100,000 mixed calls from 8 tasks give exactly the single-threaded answers.
    @Suite struct StressTests {
        static let taskCount = 8
        static let callCount = 100_000

        /// Dictionaries the scaled fonts are built from: resolved, missing a style, not
        /// installed, and hostile ones (an invalid entry, a duplicate, Fontconfig syntax,
        /// unreadable).
        static let dictionaries = [
            TestPaths.example("NotoSerif.plist"),
            TestPaths.testData("MissingHeadline.plist"),
            TestPaths.example("Futura.plist"),
            TestPaths.testData("Hostile/FontSizeNaN.plist"),
            TestPaths.testData("Hostile/DuplicateStyleKey.plist"),
            TestPaths.testData("Hostile/FontNameFontconfigSyntax.plist"),
            TestPaths.testData("Hostile/BinaryCycle.plist"),
        ]

        /// Names to resolve: PostScript, full and family names, and ones that are not
        /// installed.
        static let names =
            FontTables.all.map(\.postscriptName) + [
                "NotoSerif", "Noto Serif Bold", "DejaVu Sans", "notoserif-bolditalic",
                "DejaVu Sans:weight=200", "NoSuchFont", "sans-serif", "",
            ]

        /// One call to the library.
        enum Call: Sendable {
            case font(Int, TextStyle, ContentSizeCategory)
            case resolve(Int)
            case metrics(Int)
            case systemFont(FontWeight)
            case load(Int)
            case build(Int)
        }

        /// What a call answered, comparable across threads.
        enum Answer: Sendable, Equatable {
            case font(ResolvedFont)
            case match(FontMatch?)
            case metrics(FaceMetrics?)
            case face(String)
            case dictionary([TextStyle: StyleEntry], [StyleDictionaryFinding])
            case error(ScaledFontError)
            case answers([ResolvedFont])
        }

        /// A fixed, varied sequence of calls (a linear congruential generator, so every run
        /// asks the same questions): mostly lookups, some metrics, a few loads and builds.
        static func calls() -> [Call] {
            var state: UInt64 = 0x5CA1_EDF0
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            return (0..<callCount).map { _ in
                switch next(1000) {
                case 0..<700:
                    .font(
                        next(dictionaries.count), TextStyle.allCases[next(11)],
                        ContentSizeCategory.allCases[next(12)])
                case 700..<850: .resolve(next(names.count))
                case 850..<950: .metrics(next(names.count))
                case 950..<990: .systemFont([.regular, .semibold, .bold][next(3)])
                case 990..<998: .load(next(dictionaries.count))
                default: .build(next(dictionaries.count))
                }
            }
        }

        static func answer(
            _ call: Call, catalog: FontCatalog, fonts: [ScaledFont]
        ) -> Answer {
            do {
                switch call {
                case .font(let font, let style, let category):
                    return .font(fonts[font].font(forTextStyle: style, category: category))
                case .resolve(let name):
                    return .match(catalog.resolve(names[name]))
                case .metrics(let name):
                    return .metrics(
                        try catalog.resolve(names[name]).map { try catalog.metrics(of: $0.face) })
                case .systemFont(let weight):
                    return .face(try catalog.systemFont(weight: weight).file)
                case .load(let path):
                    let dictionary = try StyleDictionary.load(path: dictionaries[path])
                    return .dictionary(dictionary.entries, dictionary.diagnostics)
                case .build(let path):
                    let font = try ScaledFont(contentsOf: dictionaries[path], catalog: catalog)
                    return .answers(
                        TextStyle.allCases.flatMap { style in
                            ContentSizeCategory.allCases.map {
                                font.font(forTextStyle: style, category: $0)
                            }
                        })
                }
            } catch let error as ScaledFontError {
                return .error(error)
            } catch {
                return .error(ScaledFontError(.faceUnreadable, "\(error)"))
            }
        }

        static func catalog() throws -> FontCatalog {
            try FontCatalog(fontDirectories: [TestPaths.fixtures, TestPaths.notoSerifFonts])
        }

        static func fonts(_ catalog: FontCatalog) throws -> [ScaledFont] {
            try dictionaries.map { path throws(ScaledFontError) in
                try ScaledFont(contentsOf: path, catalog: catalog)
            }
        }

        @Test("100,000 mixed calls from 8 tasks give the single-threaded answers")
        func mixedCalls() async throws {
            let calls = Self.calls()
            // The reference: one thread, its own catalog.
            let referenceCatalog = try Self.catalog()
            let referenceFonts = try Self.fonts(referenceCatalog)
            let expected = calls.map {
                Self.answer($0, catalog: referenceCatalog, fonts: referenceFonts)
            }
            // A fresh catalog whose caches the tasks fill concurrently.
            let catalog = try Self.catalog()
            let fonts = try Self.fonts(catalog)
            let (asked, wrong) = await withTaskGroup(of: (Int, [Int]).self) { group in
                for task in 0..<Self.taskCount {
                    group.addTask {
                        // Each task takes every 8th call, walking from its own start.
                        let mine = Array(stride(from: task, to: calls.count, by: Self.taskCount))
                        let start = mine.count * task / Self.taskCount
                        var wrong: [Int] = []
                        for index in mine[start...] + mine[..<start] {
                            let answer = Self.answer(calls[index], catalog: catalog, fonts: fonts)
                            if answer != expected[index] { wrong.append(index) }
                        }
                        return (mine.count, wrong)
                    }
                }
                return await group.reduce(into: (0, [Int]())) {
                    $0.0 += $1.0; $0.1 += $1.1
                }
            }
            expectEqual(asked, Self.callCount)
            expectTrue(
                wrong.isEmpty,
                "\(wrong.count) wrong answers, first \(wrong.prefix(5).map { calls[$0] })")
            // The mix really is mixed: every kind of call was asked.
            let kinds = Set(calls.map { "\($0)".prefix { $0 != "(" } })
            expectEqual(kinds, ["font", "resolve", "metrics", "systemFont", "load", "build"])
        }
    }
}
