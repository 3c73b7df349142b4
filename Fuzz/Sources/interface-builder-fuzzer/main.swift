/// libFuzzer target: reads arbitrary bytes as an Interface Builder file with
/// `InterfaceBuilderScan` and as an Objective-C file with `ObjectiveCScan`, and checks the
/// readers' promises: no crash, no throw, places inside the input, uses in file order, a
/// problem (if any) of bounded size, and no system font or empty name reported as a use.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh).

@testable import ScaledFontCheck

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Any of LF, CR LF and CR ends a line, so a place is at most on line (line breaks + 1).
    let lines = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1

    let interfaceBuilder = InterfaceBuilderScan(bytes, file: "Main.storyboard")
    if let problem = interfaceBuilder.problem {
        require(problem.utf8.count <= 300, "unbounded problem: \(problem.utf8.count) bytes")
    }
    checkPlaces(interfaceBuilder.uses.map(\.location), lines: lines, file: "Main.storyboard")
    checkPlaces(
        interfaceBuilder.customFonts.map(\.location), lines: lines, file: "Main.storyboard")
    for use in interfaceBuilder.uses {
        require(["fontDescription", "NSFont"].contains(use.call), "call \(use.call)")
        guard case .literal(let name) = use.name else {
            fatalError("invariant broken: an Interface Builder name that is not a literal")
        }
        require(!name.isEmpty, "an empty name")
        require(!name.hasPrefix(".AppleSystemUIFont"), "the system font as a use")
    }

    let objectiveC = ObjectiveCScan(bytes, file: "View.m")
    checkPlaces(objectiveC.uses.map(\.location), lines: lines, file: "View.m")
    checkPlaces(objectiveC.constants.map(\.location), lines: lines, file: "View.m", sorted: false)
    checkPlaces(objectiveC.registrations.map(\.location), lines: lines, file: "View.m")
    for use in objectiveC.uses {
        require(
            ["fontWithName:size:", "fontDescriptorWithName:size:"].contains(use.call),
            "call \(use.call)")
        if case .computed(let excerpt) = use.name {
            require(excerpt.utf8.count <= 63, "unbounded excerpt: \(excerpt.utf8.count) bytes")
        }
    }
    return 0
}

/// Every place names `file`, has a line and a column from 1, a line inside the input, and
/// (when `sorted`) follows the one before it.
private func checkPlaces(
    _ places: [CodeLocation], lines: Int, file: String, sorted: Bool = true
) {
    for (index, place) in places.enumerated() {
        require(place.file == file, "a place in another file")
        require(place.line >= 1 && place.line <= lines, "line \(place.line) of \(lines)")
        require(place.column >= 1, "column \(place.column)")
        if sorted, index > 0 { require(places[index - 1] <= place, "places out of order") }
    }
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
