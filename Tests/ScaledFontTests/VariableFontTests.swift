import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Testing

extension LibraryTests {
    /// Variable fonts: named instances resolve by the PostScript name their fvar record gives
    /// and report the instance; metrics come from the instance. Expected names and coordinates
    /// come from the fixture's fvar and name tables, expected metrics from the static font
    /// fontTools' instancer makes at each instance (``VariableFontTables``, read by
    /// dump_table_values.py).
    @Suite struct VariableFontTests {
        @Test(
            "each named instance resolves by its own PostScript name and reports the instance",
            arguments: VariableFontTables.all)
        func resolvesByPostscriptName(instance: NamedInstanceValues) throws {
            let catalog = try SharedCatalogs.everything.get()
            let match = try unwrap(catalog.resolve(instance.postscriptName))
            expectEqual(match.matchedBy, .postscriptName)
            expectEqual(match.face.postscriptName, instance.postscriptName)
            expectEqual(match.face.file, TestPaths.fixtures + "/" + instance.fileName)
            let named = try unwrap(match.face.namedInstance)
            expectEqual(named.number, instance.instanceIndex)
            expectEqual(named.styleName, instance.styleName)
            expectEqual(named.postscriptName, instance.postscriptName)
            expectEqual(named.coordinates, [.init(axis: "wght", value: instance.weight)])
            // fvar's default wght is 400: that instance is the font's default face, which
            // Fontconfig lists at index 0 (and not again at 1 << 16); the others at n << 16.
            let expectedIndex = instance.weight == 400 ? 0 : instance.instanceIndex << 16
            expectEqual(match.face.index, expectedIndex)
        }

        @Test(
            "an instance resolves by family and style (its full name)",
            arguments: VariableFontTables.all)
        func resolvesByFullName(instance: NamedInstanceValues) throws {
            let catalog = try SharedCatalogs.everything.get()
            let match = try unwrap(catalog.resolve("\(instance.family) \(instance.styleName)"))
            expectEqual(match.matchedBy, .fullName)
            expectEqual(match.face.postscriptName, instance.postscriptName)
        }

        @Test("the family's regular face is the instance at wght 400")
        func familyRung() throws {
            let catalog = try SharedCatalogs.everything.get()
            let match = try unwrap(catalog.resolve("SFFixtureVariable"))
            expectEqual(match.matchedBy, .family)
            expectEqual(
                match.face.postscriptName, VariableFontTables.variableRegular.postscriptName)
            // Three named instances, no face for the variable font's whole design space.
            expectEqual(catalog.faces(inFamily: "SF Fixture Variable").count, 3)
        }

        @Test("Fontconfig's synthesized instance name is not a name of the font")
        func synthesizedNameIsNotInstalled() throws {
            // fontconfig 2.14.1's fc-scan reports 'SF-Fixture-Variable' as the PostScript
            // name of both the SemiBold and the Bold instance (Fixtures/README.md).
            let catalog = try SharedCatalogs.everything.get()
            expectNil(catalog.resolve("SF-Fixture-Variable"))
        }

        @Test(
            "metrics come from the instance: MVAR-varied typo values and OS/2 heights",
            arguments: VariableFontTables.all)
        func instanceMetrics(instance: NamedInstanceValues) throws {
            let catalog = try SharedCatalogs.everything.get()
            let face = try unwrap(catalog.resolve(instance.postscriptName)?.face)
            let metrics = try catalog.metrics(of: face)
            let upm = instance.unitsPerEm
            expectEqual(metrics.unitsPerEm, upm)
            expectEqual(metrics.typo?.ascender, instance.typoAscender)
            expectEqual(metrics.typo?.descender, instance.typoDescender)
            expectEqual(metrics.typo?.lineGap, instance.typoLineGap)
            // No MVAR tag varies hhea: every instance has the default's.
            expectEqual(metrics.hhea?.ascender, instance.hheaAscender)
            expectEqual(metrics.hhea?.descender, instance.hheaDescender)
            expectEqual(metrics.capHeight, instance.capHeight)
            expectEqual(metrics.xHeight, instance.xHeight)
            let line = metrics.lineMetrics(pointSize: 20, policy: .typo)
            expectEqual(line.ascender, instance.typoAscender * 20 / upm)
            expectEqual(line.capHeight, instance.capHeight * 20 / upm)
        }

        @Test("init and Bold Text use the instances by their weights")
        func generationAndBoldText() throws {
            let catalog = try SharedCatalogs.everything.get()
            let dictionary = try StyleDictionary.generated(
                family: "SF Fixture Variable", catalog: catalog)
            // fvar wght: Regular 400, SemiBold 600, Bold 700. Headline wants 600.
            let semiBold = VariableFontTables.variableSemiBold
            expectEqual(semiBold.weight, 600)
            expectEqual(dictionary.entries[.headline]?.fontName, semiBold.postscriptName)
            expectEqual(
                dictionary.entries[.body]?.fontName,
                VariableFontTables.variableRegular.postscriptName)
            let font = try ScaledFont(dictionary: dictionary, catalog: catalog)
            expectEqual(
                font.font(forTextStyle: .body, boldText: true).fontName, semiBold.postscriptName)
            expectEqual(
                font.font(forTextStyle: .headline, boldText: true).fontName,
                VariableFontTables.variableBold.postscriptName)
        }
    }
}
