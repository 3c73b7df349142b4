/// libFuzzer target: measures and breaks arbitrary text in the repository's bundled fonts the
/// way `scaledfont measure` and `fit` do (HarfBuzz shaping, the font cascade, ICU's line
/// breaking and bidirectional levels), and resolves an arbitrary font name the way
/// `scaledfont resolve` does, then asks Fontconfig to match and sort it as a family: the
/// places where the library hands memory to HarfBuzz, Fontconfig and ICU.
///
/// The input is read as:
///
/// - byte 0: the face (bits 0-5, an index into the registered faces, sorted by file),
///   whether the bundled script faces are its cascade (bit 6; else only Fontconfig's sorted
///   fallback, over the registered folders, fills in) and the line break strategy (bit 7:
///   Unicode's alone, else UIKit's standard one with Hangul word priority);
/// - byte 1: the point size (bits 0-2), the width to break lines at (bits 3-5) and the text's
///   language (bits 6-7);
/// - then, when a NUL follows, the bytes before it are a font name;
/// - the rest is the text, as UTF-8 (invalid sequences become U+FFFD, as Swift decodes them).
///
/// Built by SwiftPM with the library compiled for testing (see run.sh); the line setter and
/// the Fontconfig configuration are the core's `package` API.

import ScaledFontCheck

/// The repository's root, found from this file's place in it (`Fuzz/Sources/text-fuzzer/`).
private let root: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
}()

/// The bundled font folders: every script the tests set text in, a tracked and an
/// optical-size face (shaped at each size on their own) and the tiny cascade faces. The Type1
/// face in `Tests/Fonts/Type1` is left out: HarfBuzz cannot read it, so it would only give
/// `faceUnreadable`.
private let folders = [
    "Fonts/NotoSerif", "Tests/Fonts/NotoSans", "Tests/Fonts/NotoSansArabic",
    "Tests/Fonts/NotoSansDevanagari", "Tests/Fonts/NotoSansDevanagariLatin", "Tests/Fonts/DejaVu",
    "Tests/Fonts/WenQuanYiZenHei", "Tests/Fonts/Tracked", "Tests/Fonts/OpticalSize",
    "Tests/Fonts/Cascade",
].map { root + "/" + $0 }

/// One catalog of the bundled folders alone (no installed fonts) for the whole run: its
/// Fontconfig configuration, FreeType library and HarfBuzz fonts are made once. libFuzzer calls
/// `fuzz` on a single thread, one input at a time.
private let catalog: FontCatalog = {
    do {
        let catalog = try FontCatalog(fontDirectories: folders, includeSystemFonts: false)
        guard catalog.folderNotes.isEmpty, catalog.registeredFaces.count > 20 else {
            fatalError("the bundled folders did not register cleanly: \(catalog.warnings)")
        }
        return catalog
    } catch {
        fatalError("the catalog of \(folders) could not be made: \(error)")
    }
}()

/// Resolution over the bundled folders, as `scaledfont resolve --platform bundled` answers.
private let available = AvailableFonts(.bundled, catalog: catalog)

/// The registered faces' files and indices, which every face found must be one of.
private let registered = Set(catalog.registeredFaces.map { Place(file: $0.file, index: $0.index) })

private struct Place: Hashable {
    let file: String
    let index: Int
}

/// The script faces of the tests' cascades: Arabic, Devanagari, CJK, then DejaVu's symbols.
private let scriptCascade = catalog.registeredFaces.filter {
    [
        "NotoSansArabic-Regular", "NotoSansDevanagari-Regular", "WenQuanYiZenHei",
        "DejaVuSans",
    ].contains($0.postscriptName)
}

/// From the smallest plausible size to the style dictionary limit, with 48 pt, where the
/// tracked face's tracking is -60 units.
private let pointSizes = [0.5, 1, 12, 17, 48, 72, 1000, StyleDictionary.maximumFontSize]
/// Line widths in ems of the point size: narrower than any glyph, a few glyphs, a line, and
/// wider than any text.
private let widthsInEms = [0.001, 0.5, 1, 2.5, 7, 30, 200, 1e6]
/// The languages `fit` passes the line setter (an element's `language`), none first.
private let languages: [String?] = [nil, "ar", "hi", "ja"]

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let faces = catalog.registeredFaces
    let face = faces[Int(bytes[0] & 0x3F) % faces.count]
    let cascade = bytes[0] & 0x40 != 0 ? scriptCascade : []
    let strategy: LineBreakStrategy = bytes[0] & 0x80 != 0 ? .none : .standard
    let pointSize = pointSizes[Int(bytes[1] & 0x07)]
    let width = widthsInEms[Int(bytes[1] >> 3 & 0x07)] * pointSize
    let language = languages[Int(bytes[1] >> 6)]
    var rest = bytes[2...]
    if let nul = rest.firstIndex(of: 0) {
        resolve(String(decoding: rest[..<nul], as: UTF8.self))
        rest = rest[(nul + 1)...]
    }
    let text = String(decoding: rest, as: UTF8.self)
    measure(text, face: face, pointSize: pointSize, cascade: cascade)
    setLines(
        text, face: face, pointSize: pointSize, width: width, cascade: cascade,
        strategy: strategy, language: language)
    return 0
}

/// Resolves the name as `resolve` does and as Fontconfig matches and sorts a family: every
/// face found is a registered one, and a face found has finite line metrics.
private func resolve(_ name: String) {
    let report: NameReport
    do {
        report = try available.resolve([name], pointSize: 17)
    } catch {
        fatalError("resolving '\(name)' failed: \(error)")
    }
    for answer in report.answers {
        if let match = answer.match {
            require(isRegistered(match.face), "'\(name)' resolved to \(match.face.file)")
            let metrics = answer.metrics
            require(
                metrics.map { [$0.ascender, $0.descender, $0.lineHeight].allSatisfy(\.isFinite) }
                    ?? false, "'\(name)' has no finite metrics: \(String(describing: metrics))")
        } else {
            require(answer.location == nil, "'\(name)' found on no platform: \(answer)")
            _ = available.absenceWithHint(of: name).message.description
        }
    }
    // No file name, control character or Fontconfig syntax stops a family from being a
    // pattern's string: Fontconfig matches it to some registered face, or to none.
    let (best, sorted) = catalog.withState { state in
        (
            state.fontconfig.bestMatch(family: name, weight: .bold),
            state.fontconfig.sortedFaces(family: name, weight: .regular, slant: .italic)
        )
    }
    if let best {
        require(isRegistered(best.face), "Fontconfig matched '\(name)' to \(best.face.file)")
    }
    for face in sorted {
        require(isRegistered(face), "Fontconfig sorted \(face.file) for '\(name)'")
    }
}

private func isRegistered(_ face: FontFace) -> Bool {
    registered.contains(Place(file: face.file, index: face.index))
}

/// Measures the text in one line as `measure` does: its advance and every run's are finite
/// (and not negative unless the face's tracking can take a glyph's advance below zero), the
/// runs cover the text in order, each in a registered face, and every glyph's cluster is
/// within its run's text.
private func measure(_ text: String, face: FontFace, pointSize: Double, cascade: [FontFace]) {
    let measurement: TextMeasurement
    do {
        measurement = try catalog.measure(
            text, face: face, pointSize: pointSize, cascade: cascade)
    } catch {
        expected(error, "measuring in \(face.postscriptName) at \(pointSize) pt")
        return
    }
    let count = text.unicodeScalars.count
    let context = "\(face.postscriptName) at \(pointSize) pt"
    let tracked = ([face] + measurement.runs.map(\.face)).contains(where: isTracked)
    require(
        measurement.advance.isFinite && (tracked || measurement.advance >= 0),
        "\(context): advance \(measurement.advance)")
    require(measurement.lineHeight.isFinite, "\(context): line height \(measurement.lineHeight)")
    require((count == 0) == measurement.runs.isEmpty, "\(context): runs of an empty text")
    var next = 0
    for run in measurement.runs {
        require(
            run.start == next && run.end > run.start && run.end <= count,
            "\(context): run \(run.start)..<\(run.end) after \(next) of \(count)")
        require(
            run.advance.isFinite && (tracked || run.advance >= 0),
            "\(context): run advance \(run.advance)")
        require(isRegistered(run.face), "\(context): run in \(run.face.file)")
        for glyph in run.glyphs {
            require(
                (run.start..<run.end).contains(glyph.cluster),
                "\(context): glyph cluster \(glyph.cluster) outside \(run.start)..<\(run.end)")
        }
        next = run.end
    }
    require(next == count, "\(context): runs end at \(next) of \(count)")
}

/// Whether a face's advances depend on the size (tracking, optical size): a negative track may
/// take the advance of a glyph with little or none below zero.
private func isTracked(_ face: FontFace) -> Bool {
    (try? catalog.harfBuzzFont(of: face).isSizeDependent) ?? false
}

/// Breaks the text into lines as `fit` does at the width, and as `measure` does at its line
/// breaks only: the lines cover the text in order, each line's width is finite and (unless
/// it breaks a word) within the width, and the runs as `fit` sets them stay within the text.
private func setLines(
    _ text: String, face: FontFace, pointSize: Double, width: Double, cascade: [FontFace],
    strategy: LineBreakStrategy, language: String?
) {
    let setter: LineSetter
    do {
        setter = try LineSetter(
            text, catalog: catalog, face: face, cascade: cascade, strategy: strategy,
            language: language)
    } catch {
        expected(error, "setting lines")
        return
    }
    let count = setter.scalars.count
    let context = "\(face.postscriptName) at \(pointSize) pt, width \(width)"
    for limit in [width, nil] {
        let lines: [TextLine]
        do {
            lines = try setter.lines(pointSize: pointSize, width: limit)
        } catch {
            expected(error, "\(context): breaking lines")
            return
        }
        require((count == 0) == lines.isEmpty, "\(context): lines of an empty text")
        var start = 0
        for line in lines {
            require(
                line.start == start && line.start <= line.end && line.end <= line.next
                    && line.next <= count,
                "\(context) \(String(describing: limit)): line \(line) after \(start) of \(count)")
            require(line.width.isFinite, "\(context): line width \(line.width)")
            if let limit, !line.breaksWord {
                require(line.width <= limit, "\(context): line \(line) wider than \(limit)")
            }
            start = line.next
        }
        require(
            lines.isEmpty || start == count, "\(context): lines end at \(start) of \(count)")
    }
    do {
        let runs = try setter.visualRuns(pointSize: pointSize)
        for run in runs {
            require(
                run.range.lowerBound >= 0 && run.range.upperBound <= count
                    && run.advance.isFinite,
                "\(context): visual run \(run)")
        }
        // `measure`'s laid-out width of a text of one line, tabs at their stops.
        let lines = try setter.lines(pointSize: pointSize, width: nil)
        if lines.count <= 1, lines.first?.next ?? 0 == count {
            let advance = try setter.width(0..<count, pointSize)
            require(advance.isFinite, "\(context): laid-out width \(advance)")
        }
    } catch {
        expected(error, "\(context): laying out")
    }
}

/// An error any text may give: too many combining characters in a row, or a control
/// character the line setter refuses. Anything else (HarfBuzz or ICU not loading, a bundled
/// face unreadable) traps.
private func expected(_ error: ScaledFontError, _ context: @autoclosure () -> String) {
    require(
        error.code == .textTooComplex || error.code == .controlCharacter,
        "\(context()): unexpected error \(error)")
}

/// Traps with the broken invariant, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
