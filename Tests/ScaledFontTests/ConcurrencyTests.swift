import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// `ScaledFont` and `FontCatalog` are `Sendable`: many tasks at once must get exactly the
    /// answers one thread gets.
    @Suite struct ConcurrencyTests {
        static let taskCount = 16
        static let repeats = 5

        /// One question to `font(forTextStyle:category:)`: which scaled font, style, category.
        struct Question: Hashable, Sendable {
            let font: Int
            let style: TextStyle
            let category: ContentSizeCategory
        }

        /// Three scaled fonts: all resolved, one style missing, all fallen back.
        static func scaledFonts(_ catalog: FontCatalog) throws -> [ScaledFont] {
            try [
                TestPaths.example("NotoSerif.plist"),
                TestPaths.testData("MissingHeadline.plist"),
                TestPaths.example("Futura.plist"),
            ].map { path throws(ScaledFontError) in
                try ScaledFont(contentsOf: path, catalog: catalog)
            }
        }

        static func allQuestions(fontCount: Int) -> [Question] {
            (0..<fontCount).flatMap { font in
                TextStyle.allCases.flatMap { style in
                    ContentSizeCategory.allCases.map {
                        Question(font: font, style: style, category: $0)
                    }
                }
            }
        }

        @Test("font(forTextStyle:category:) from many tasks gives the single-threaded answers")
        func fontFromManyTasks() async throws {
            let fonts = try Self.scaledFonts(SharedCatalogs.notoSerif.get())
            let questions = Self.allQuestions(fontCount: fonts.count)
            let expected = Dictionary(
                uniqueKeysWithValues: questions.map {
                    ($0, fonts[$0.font].font(forTextStyle: $0.style, category: $0.category))
                })
            let (asked, wrong) = await withTaskGroup(of: (Int, [Question]).self) { group in
                for task in 0..<Self.taskCount {
                    group.addTask {
                        var asked = 0
                        var wrong: [Question] = []
                        for round in 0..<Self.repeats {
                            // Each task walks the questions from a different starting point.
                            let start = (task * 37 + round * 11) % questions.count
                            for question in questions[start...] + questions[..<start] {
                                let answer = fonts[question.font]
                                    .font(forTextStyle: question.style, category: question.category)
                                if answer != expected[question] { wrong.append(question) }
                                asked += 1
                            }
                        }
                        return (asked, wrong)
                    }
                }
                return await group.reduce(into: (0, [Question]())) {
                    $0.0 += $1.0; $0.1 += $1.1
                }
            }
            // 16 tasks x 5 rounds x 3 fonts x 11 styles x 12 categories.
            expectEqual(asked, 16 * 5 * 3 * 11 * 12)
            expectTrue(wrong.isEmpty)
        }

        @Test("resolve and metrics(of:) on a fresh catalog from many tasks agree with one thread")
        func catalogFromManyTasks() async throws {
            let reference = try SharedCatalogs.everything.get()
            // A fresh catalog: its metrics cache is filled by the concurrent tasks.
            let catalog = try FontCatalog(
                fontDirectories: [TestPaths.fixtures, TestPaths.notoSerifFonts])
            let names = FontTables.all.map(\.postscriptName) + ["NotoSerif", "Noto Serif Bold"]
            let expected = try names.map { name in
                let match = try unwrap(reference.resolve(name))
                return (match, try reference.metrics(of: match.face))
            }
            let wrong = await withTaskGroup(of: [String].self) { group in
                for task in 0..<Self.taskCount {
                    group.addTask {
                        var wrong: [String] = []
                        for round in 0..<Self.repeats {
                            for offset in names.indices {
                                let i = (offset + task + round) % names.count
                                guard let match = catalog.resolve(names[i]),
                                    match == expected[i].0,
                                    (try? catalog.metrics(of: match.face)) == expected[i].1
                                else {
                                    wrong.append(names[i])
                                    continue
                                }
                            }
                            let fallback = try? catalog.systemFont(weight: .semibold)
                            if fallback?.file
                                != (try? reference.systemFont(weight: .semibold))?.file
                            {
                                wrong.append("systemFont(.semibold)")
                            }
                        }
                        return wrong
                    }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            expectTrue(wrong.isEmpty)
        }

        @Test("DictionaryCheck from many tasks on one fresh catalog agrees with one thread")
        func checkFromManyTasks() async throws {
            // A fresh catalog: its shadowing cache is filled by the concurrent tasks.
            let catalog = try FontCatalog(fontDirectories: [TestPaths.notoSerifFonts])
            let path = TestPaths.example("NotoSerif.plist")
            let reference = try DictionaryCheck(
                contentsOf: path,
                platform: AvailableFonts(.linux, catalog: SharedCatalogs.notoSerif.get()))
            let wrong = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<Self.taskCount {
                    group.addTask {
                        var wrong = 0
                        for _ in 0..<Self.repeats {
                            guard
                                let check = try? DictionaryCheck(
                                    contentsOf: path,
                                    platform: AvailableFonts(.linux, catalog: catalog)),
                                check.entries == reference.entries,
                                check.findings == reference.findings
                            else {
                                wrong += 1
                                continue
                            }
                        }
                        return wrong
                    }
                }
                return await group.reduce(0, +)
            }
            expectEqual(wrong, 0)
        }

        @Test("Scaled fonts built in many tasks on one catalog are the same")
        func buildFromManyTasks() async throws {
            let catalog = try FontCatalog(fontDirectories: [TestPaths.notoSerifFonts])
            let reference = try Self.scaledFonts(SharedCatalogs.notoSerif.get())
            let questions = Self.allQuestions(fontCount: reference.count)
            let failures = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<Self.taskCount {
                    group.addTask {
                        guard let fonts = try? Self.scaledFonts(catalog) else { return 1 }
                        return questions.filter { question in
                            fonts[question.font].font(
                                forTextStyle: question.style, category: question.category)
                                != reference[question.font].font(
                                    forTextStyle: question.style, category: question.category)
                        }.count
                    }
                }
                return await group.reduce(0, +)
            }
            expectEqual(failures, 0)
        }
    }
}
