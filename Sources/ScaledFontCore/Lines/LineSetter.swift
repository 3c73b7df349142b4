/// One line of a text broken as `fit` breaks it: see
/// ``ScaledFont/lines(_:forTextStyle:category:width:boldText:catalog:)``.
public struct TextLine: Sendable, Hashable {
    /// Where the line starts, as an offset in Unicode scalars of the text.
    public let start: Int
    /// Where its visible text ends: trailing white space and the line break are not counted.
    public let end: Int
    /// Where the next line starts (after the white space and any line break).
    public let next: Int
    /// The width of the line's text shaped on its own, in points, tabs advanced to their
    /// stops.
    public let width: Double
    /// Whether the line ends inside a word too wide for the line, between two grapheme
    /// clusters.
    public let breaksWord: Bool
}

/// Breaks a text into lines as `fit` and `measure` do: at the line-break opportunities of
/// Unicode's line breaking algorithm (UAX #14, from ICU), greedily, each line's width that of
/// its own text shaped by HarfBuzz.
///
/// - Mandatory breaks (UAX #14's BK, CR, LF and NL: LF, CR, CR LF, VT, FF, NEL, U+2028,
///   U+2029) always end a line; a break at the very end of the text adds no line, and an
///   empty text has no lines.
/// - A line takes as many of the segments between opportunities as fit in the width, its
///   trailing white space not counted. A segment wider than the line on its own is broken
///   between grapheme clusters (Swift's `Character`s), as UILabel's word wrapping does; the
///   line then ``TextLine/breaksWord``.
/// - A tab advances the pen to the next multiple of ``tabInterval`` points
///   (NSParagraphStyle's default tab stops); the text between tabs is shaped piece by piece.
/// - A line whose text ends with a soft hyphen (U+00AD, where UAX #14 allows a break) ends
///   with the face's hyphen (U+2010, else `-`), shaped with the text before it; elsewhere a
///   soft hyphen shows nothing (HarfBuzz gives it no advance).
/// - Any other control character is refused.
///
/// Each stretch of text between tabs and line breaks is cut into items of one bidirectional
/// level and one script (``Item``), as CoreText itemizes a paragraph; each item is shaped once
/// with its script, direction and the text's language, and a line's width is the sum of its
/// parts in each item. A part's width is a difference of prefix sums of its item's advances,
/// so breaking a paragraph takes time in proportion to its length. Where HarfBuzz marks a line's
/// edge unsafe to break (kerning, a ligature or Arabic joining across it), the text from the
/// edge to the nearest safe point is shaped again on its own, as HarfBuzz's documentation
/// describes for line breaking: the width is the line's text shaped on its own. A candidate
/// whose edges need more than ``neighbourhood`` characters shaped again (a long joined word
/// broken inside) is first estimated from the prefix sums, and one wider than twice the line
/// plus 4 em (more than the edges' contextual forms can take back) does not fit.
///
/// Shaping is done at no particular size: HarfBuzz's unhinted advances are in font units, so
/// a width at any point size is those units times the size over units per em, computed per
/// piece as ``FontCatalog/measure(_:face:pointSize:cascade:policy:)`` does. Setting the same
/// text at twelve sizes therefore shapes it once (a face with a `trak` table or an `opsz`
/// axis is shaped at each size).
///
/// Not `Sendable`: it caches shapings as it goes; use one setter on one thread.
package final class LineSetter {
    /// The distance between tab stops, in points (NSParagraphStyle's default, 28).
    package static let tabInterval = 28.0
    /// The most characters at a line's edges shaped again before a candidate line is first
    /// estimated from the prefix sums.
    package static let neighbourhood = 64

    /// The text.
    package let text: String
    /// Its Unicode scalars, which offsets count.
    package let scalars: [Unicode.Scalar]
    /// The same as numbers, for HarfBuzz.
    private let values: [UInt32]
    /// ICU's opportunities, found the first time lines are set in a width.
    private var opportunities: [LineBreakOpportunity]?
    private let catalog: FontCatalog
    private let face: FontFace
    private let cascade: [FontFace]
    /// Where breaks beyond UAX #14's may be refused.
    private let strategy: LineBreakStrategy
    /// The text's language (a BCP 47 tag) that shaping is told; HarfBuzz's default when `nil`.
    private let language: String?
    /// Whether some piece has characters ``face`` lacks: set in a face of the cascade, or
    /// as .notdef where no face has them.
    package private(set) var lacksCharacters = false
    /// How the device sets characters ``face`` lacks (an Apple platform), `nil` for this
    /// machine's cascade alone.
    private let deviceFallback: DeviceFallback?
    /// With a ``DeviceFallback``, the characters no face has, measured at 1 em.
    package private(set) var unplaced: Set<Unicode.Scalar> = []
    /// The characters handed to HarfBuzz so far, over every shaping: the work setting lines
    /// costs, which grows with the text's length, not with its square.
    package private(set) var charactersShaped = 0

    /// The offsets of the tabs and mandatory line breaks, which end a stretch shaped at once,
    /// in order.
    private let separators: [Int]
    /// For each offset from 0 to the length: where the visible text before it ends (after its
    /// last character that is not white space), so trailing white space is skipped at once.
    private let visibleUpTo: [Int32]
    /// Whether a grapheme cluster (Swift's `Character`) starts at each offset, found once.
    private lazy var clusterStarts: [Bool] = {
        var starts = [Bool](repeating: false, count: scalars.count + 1)
        var offset = 0
        for character in text {
            starts[offset] = true
            offset += character.unicodeScalars.count
        }
        starts[scalars.count] = true
        return starts
    }()
    /// Each character's script tag and, for each offset, the offset of the first character at
    /// or after it whose script is not Common or Inherited: found once, when first shaped.
    private var scripts: [UInt32]?
    /// The text's runs of one direction and script, in text order (see ``Item``), found once.
    private var items: [Item]?
    /// The faces shapings are in (the first is ``face``) and their units per em.
    private var faces: [FontFace] = []
    private var unitsPerEm: [Double] = []

    /// A stretch of the text in a script at a point size (0 for a shaping that holds at every
    /// size).
    private struct Key: Hashable {
        let start: Int
        let end: Int
        let script: UInt32
        let rightToLeft: Bool
        /// The hyphen shaped after the stretch, 0 for none.
        var hyphen: UInt32 = 0
        let pointSize: Double
    }
    /// A stretch shaped once: per face, the prefix sums of its characters' advances in font
    /// units, and the nearest offsets where the shaping may be cut (relative to its start).
    private struct Shaping {
        var sums: [(face: Int, units: [Int])]
        var nextSafe: [Int32]
        var previousSafe: [Int32]
        /// Whether it is set partly in cascade faces.
        var cascaded: Bool
    }
    private var shapings: [Key: Shaping] = [:]
    /// Pieces shaped on their own, at a line's edges: their advance per face.
    private var alone: [Key: [(face: Int, units: Int)]] = [:]

    /// Prepares a text to be set in a face.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - catalog: the catalog the faces come from.
    ///   - face: the face to set it in.
    ///   - cascade: faces to try before Fontconfig's fallback for characters `face` lacks.
    ///   - strategy: `.standard` (UILabel's default) gives Hangul word priority: no break
    ///     between two Hangul characters.
    ///   - language: the text's BCP 47 language tag, for shaping.
    ///   - deviceFallback: with an Apple platform, how the device sets characters `face`
    ///     lacks (see ``DeviceFallback``).
    /// - Throws: ``ScaledFontError`` `.controlCharacter` naming the first control character
    ///   that is neither a tab nor a line break and its offset; `.textTooComplex` for a text
    ///   HarfBuzz would take too long to shape.
    package init(
        _ text: String, catalog: FontCatalog, face: FontFace, cascade: [FontFace],
        strategy: LineBreakStrategy = .standard, language: String? = nil,
        deviceFallback: DeviceFallback? = nil
    ) throws(ScaledFontError) {
        let scalars = Array(text.unicodeScalars)
        try Self.checkControls(scalars)
        try TextMeasurement.checkCombiningRuns(text)
        self.text = text
        self.scalars = scalars
        let values = scalars.map { $0.value }
        self.values = values
        self.catalog = catalog
        self.face = face
        self.cascade = cascade
        self.strategy = strategy
        self.language = language
        self.deviceFallback = deviceFallback
        var separators: [Int] = []
        var visibleUpTo = [Int32](repeating: 0, count: values.count + 1)
        var visible: Int32 = 0
        // Index loops: no iterator to specialize, which a debug build does at every step.
        for offset in 0..<values.count {
            let value = values[offset]
            switch value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: separators.append(offset)
            default: break
            }
            if !Self.isWhitespace(value) { visible = Int32(offset + 1) }
            visibleUpTo[offset + 1] = visible
        }
        self.separators = separators
        self.visibleUpTo = visibleUpTo
    }

    /// The mandatory breaks alone (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029: UAX #14's
    /// BK, CR, LF and NL), found without ICU, and the end of the text.
    private func mandatoryBreaks() -> [LineBreakOpportunity] {
        var found: [LineBreakOpportunity] = []
        var offset = 0
        while offset < scalars.count {
            switch scalars[offset].value {
            case 0x0D where offset + 1 < scalars.count && scalars[offset + 1] == "\n":
                offset += 1
                found.append(LineBreakOpportunity(offset: offset + 1, isMandatory: true))
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                found.append(LineBreakOpportunity(offset: offset + 1, isMandatory: true))
            default: break
            }
            offset += 1
        }
        if found.last?.offset != scalars.count, !scalars.isEmpty {
            found.append(LineBreakOpportunity(offset: scalars.count, isMandatory: false))
        }
        return found
    }

    /// The control characters a text to lay out may hold: tab and the line breaks (LF, VT,
    /// FF, CR, NEL).
    private static let allowedControls: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85]

    /// The first control character (general category Cc) that is not a tab or a line break,
    /// with its offset in Unicode scalars; `nil` when there is none.
    package static func disallowedControl(
        in scalars: some Sequence<Unicode.Scalar>
    ) -> (offset: Int, scalar: Unicode.Scalar)? {
        for (offset, scalar) in scalars.enumerated()
        where (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
            && !allowedControls.contains(scalar.value)
        {
            return (offset, scalar)
        }
        return nil
    }

    private static func checkControls(_ scalars: [Unicode.Scalar]) throws(ScaledFontError) {
        guard let (offset, scalar) = disallowedControl(in: scalars) else { return }
        throw ScaledFontError(
            .controlCharacter,
            "the text has the control character \(PropertyListReader.shown(scalar)) at offset "
                + "\(offset) (in Unicode scalars): only tabs and line breaks may be in a text "
                + "to lay out")
    }

    /// The lines of the text at a point size.
    ///
    /// - Parameters:
    ///   - pointSize: the size, finite and greater than 0.
    ///   - width: the width lines must fit in, points; `nil` breaks only where a line must
    ///     end.
    /// - Returns: the lines in order; none for an empty text.
    /// - Throws: ``ScaledFontError`` `.faceUnreadable` when a face cannot be read;
    ///   `.lineBreakingUnavailable` when a width is given and ICU cannot be loaded (without
    ///   a width ICU is not needed).
    package func lines(pointSize: Double, width: Double?) throws(ScaledFontError) -> [TextLine] {
        let opportunities: [LineBreakOpportunity]
        if width == nil {
            opportunities = mandatoryBreaks()
        } else if let known = self.opportunities {
            opportunities = known
        } else {
            var found = try LineBreakIterator.opportunities(in: scalars)
            if strategy == .standard {
                let hangul = HarfBuzzLibrary.hangul
                let tags = try scriptTags()
                found.removeAll { opportunity in
                    let offset = opportunity.offset
                    return !opportunity.isMandatory && offset > 0 && offset < tags.count
                        && tags[offset - 1] == hangul && tags[offset] == hangul
                }
            }
            opportunities = found
            self.opportunities = found
        }
        var lines: [TextLine] = []
        var paragraphStart = 0
        var soft: [Int] = []
        for opportunity in opportunities {
            soft.append(opportunity.offset)
            if opportunity.isMandatory || opportunity.offset == scalars.count {
                try setParagraph(
                    from: paragraphStart, ends: soft, pointSize: pointSize, width: width,
                    into: &lines)
                paragraphStart = opportunity.offset
                soft.removeAll(keepingCapacity: true)
            }
        }
        return lines
    }

    /// Sets one paragraph (the text from `start` to the last of `ends`, which ends with a
    /// mandatory break or the text) greedily; an empty paragraph is one empty line.
    private func setParagraph(
        from start: Int, ends: [Int], pointSize: Double, width: Double?,
        into lines: inout [TextLine]
    ) throws(ScaledFontError) {
        var lineStart = start
        var next = 0
        guard let last = ends.last else { return }
        guard let limit = width else {
            let end = visibleEnd(lineStart, last)
            lines.append(
                TextLine(
                    start: lineStart, end: end, next: last,
                    width: try self.width(lineStart..<end, pointSize),
                    breaksWord: false))
            return
        }
        repeat {
            var best: (end: Int, next: Int, width: Double, index: Int)?
            var index = next
            while index < ends.count {
                let end = visibleEnd(lineStart, ends[index])
                let lineWidth = try self.width(lineStart..<end, pointSize, limit: limit)
                guard lineWidth <= limit else { break }
                best = (end, ends[index], lineWidth, index)
                index += 1
            }
            if let best {
                lines.append(
                    TextLine(
                        start: lineStart, end: best.end, next: best.next, width: best.width,
                        breaksWord: false))
                lineStart = best.next
                next = best.index + 1
            } else {
                // The next segment alone is wider than the line: break it between grapheme
                // clusters, at least one on the line.
                let end = visibleEnd(lineStart, ends[next])
                let (clusterEnd, clusterWidth) = try widestClusters(
                    lineStart..<end, pointSize: pointSize, limit: limit)
                // The word's last clusters end the line as a whole segment would: the next
                // line starts after its white space.
                let lineNext = clusterEnd >= end ? ends[next] : clusterEnd
                lines.append(
                    TextLine(
                        start: lineStart, end: clusterEnd, next: lineNext, width: clusterWidth,
                        breaksWord: true))
                lineStart = lineNext
                if clusterEnd >= end { next += 1 }
            }
        } while lineStart < last
    }

    /// The longest run of whole grapheme clusters from the start of `range` that fits in
    /// `limit` (at least one), and its width.
    private func widestClusters(
        _ range: Range<Int>, pointSize: Double, limit: Double
    ) throws(ScaledFontError) -> (end: Int, width: Double) {
        let starts = clusterStarts
        var end = range.lowerBound
        var fitted: (end: Int, width: Double)?
        while end < range.upperBound {
            end += 1
            while end < range.upperBound, !starts[end] { end += 1 }
            let clusterWidth = try width(range.lowerBound..<end, pointSize, limit: limit)
            if fitted != nil, clusterWidth > limit { break }
            fitted = (end, clusterWidth)
            if clusterWidth > limit { break }
        }
        return fitted ?? (range.upperBound, 0)
    }

    /// Where the visible text of a line from `start` to `end` ends: before its trailing white
    /// space (which includes tabs and the line break characters).
    private func visibleEnd(_ start: Int, _ end: Int) -> Int {
        max(start, Int(visibleUpTo[end]))
    }

    /// Unicode's White_Space property, without a property lookup for ASCII.
    private static func isWhitespace(_ value: UInt32) -> Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }

    /// The width of a line's text at a point size: the pieces between tabs shaped on their
    /// own, each tab advancing to the next stop.
    package func width(_ range: Range<Int>, _ pointSize: Double) throws(ScaledFontError) -> Double {
        try width(range, pointSize, limit: nil)
    }

    /// ``width(_:_:)``, or infinity for a line that is estimated, without shaping its long
    /// edges again, to be far wider than `limit` (see the type's documentation).
    private func width(
        _ range: Range<Int>, _ pointSize: Double, limit: Double?
    ) throws(ScaledFontError) -> Double {
        var x = 0.0
        var pieceStart = range.lowerBound
        var index = firstSeparator(atOrAfter: range.lowerBound)
        while index < separators.count, separators[index] < range.upperBound {
            let offset = separators[index]
            x += try pieceWidth(pieceStart..<offset, pointSize, limit: limit, endsLine: false)
            if values[offset] == 0x09 {
                x = ((x / Self.tabInterval).rounded(.down) + 1) * Self.tabInterval
            }
            pieceStart = offset + 1
            index += 1
        }
        return x
            + (try pieceWidth(
                pieceStart..<range.upperBound, pointSize, limit: limit, endsLine: true))
    }

    /// The index in ``separators`` of the first at or after `offset`.
    private func firstSeparator(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = separators.count
        while low < high {
            let middle = (low + high) / 2
            if separators[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Each character's script tag (HarfBuzz's Unicode functions), found once.
    private func scriptTags() throws(ScaledFontError) -> [UInt32] {
        if let scripts { return scripts }
        let tags = try HarfBuzzLibrary.scripts(of: values)
        scripts = tags
        return tags
    }

    /// A run of the text shaped on its own, as CoreText itemizes a paragraph: characters of
    /// one bidirectional embedding level (UAX #9, ICU's `ubidi`) and one script, within one
    /// stretch between tabs and line breaks. A character of the Common or Inherited script
    /// takes the script of the characters before it in its stretch, or at the stretch's start
    /// of the first character after it that has one (Common when none does).
    package struct Item: Sendable, Hashable {
        /// The characters, as offsets in Unicode scalars.
        package let range: Range<Int>
        /// The script's ISO 15924 tag, as HarfBuzz takes it.
        package let script: UInt32
        /// Its embedding level (UAX #9).
        package let level: UInt8
        /// Whether its embedding level is odd: shaped right to left.
        package var rightToLeft: Bool { level & 1 == 1 }
        /// The script's ISO 15924 code (`Latn`, `Arab`; `Zyyy` for Common).
        package var scriptCode: String {
            String(
                decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: script >> $0) },
                as: UTF8.self)
        }
    }

    /// A run of the text as `fit` sets it: part of an ``Item`` in one face.
    package struct VisualRun: Sendable, Hashable {
        /// The face the run is shaped in.
        package let face: FontFace
        /// Its characters, as offsets in Unicode scalars of the text.
        package let range: Range<Int>
        /// Its advance in points.
        package let advance: Double
        /// The glyphs it is set with.
        package let glyphCount: Int
        /// Its item's script, an ISO 15924 code (`Latn`, `Arab`).
        package let script: String
        /// Whether it is set right to left.
        package let rightToLeft: Bool
    }

    /// The text's runs in visual order (``visualItems()``), at a size: each item measured on
    /// its own as ``FontCatalog/measure(_:face:pointSize:cascade:policy:)`` measures a text,
    /// a run per face, the runs of a right-to-left item from its end. Tabs and line breaks
    /// are in no run.
    ///
    /// - Throws: as ``textItems()``; `.faceUnreadable` when a face cannot be read.
    package func visualRuns(pointSize: Double) throws(ScaledFontError) -> [VisualRun] {
        var runs: [VisualRun] = []
        for item in try visualItems() {
            let text = String(String.UnicodeScalarView(scalars[item.range]))
            let measured = try catalog.measure(
                text, face: face, pointSize: pointSize, lineHeight: 0, cascade: cascade)
            let parts = measured.runs.map { run in
                VisualRun(
                    face: run.face,
                    range: (item.range.lowerBound + run.start)..<(item.range.lowerBound + run.end),
                    advance: run.advance, glyphCount: run.glyphCount, script: item.scriptCode,
                    rightToLeft: item.rightToLeft)
            }
            runs += item.rightToLeft ? parts.reversed() : parts
        }
        return runs
    }

    /// The text's items in visual order: each stretch between tabs and line breaks in text
    /// order, its items reordered as UAX #9's rule L2 reorders runs (from the highest level
    /// to the lowest odd one, each sequence of items at that level or higher reversed).
    ///
    /// - Throws: as ``textItems()``.
    package func visualItems() throws(ScaledFontError) -> [Item] {
        let items = try textItems()
        var ordered: [Item] = []
        var stretch: [Item] = []
        func flush() {
            let levels = stretch.map(\.level)
            if let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() {
                for level in stride(from: highest, through: lowestOdd, by: -1) {
                    var index = 0
                    while index < stretch.count {
                        guard stretch[index].level >= level else {
                            index += 1
                            continue
                        }
                        var end = index
                        while end < stretch.count, stretch[end].level >= level { end += 1 }
                        stretch[index..<end].reverse()
                        index = end
                    }
                }
            }
            ordered += stretch
            stretch.removeAll()
        }
        for item in items {
            if let last = stretch.last, last.range.upperBound != item.range.lowerBound { flush() }
            stretch.append(item)
        }
        flush()
        return ordered
    }

    /// The text's items, in text order (found once).
    ///
    /// - Throws: ``ScaledFontError`` `.lineBreakingUnavailable` when the text has
    ///   right-to-left characters and ICU cannot be loaded.
    package func textItems() throws(ScaledFontError) -> [Item] {
        if let items { return items }
        let tags = try scriptTags()
        let levels = try BidiLevels.levels(of: values)
        var found: [Item] = []
        var stretchStart = 0
        var separatorIndex = 0
        while stretchStart <= values.count {
            let stretchEnd =
                separatorIndex < separators.count ? separators[separatorIndex] : values.count
            // The stretch's scripts, Common and Inherited resolved.
            var resolved = [UInt32](
                repeating: HarfBuzzLibrary.common, count: stretchEnd - stretchStart)
            var current: UInt32?
            var firstStrong: Int?
            for offset in stretchStart..<stretchEnd {
                if HarfBuzzLibrary.isStrong(tags[offset]) {
                    current = tags[offset]
                    if firstStrong == nil { firstStrong = offset }
                }
                if let current { resolved[offset - stretchStart] = current }
            }
            if let firstStrong {
                for offset in stretchStart..<firstStrong {
                    resolved[offset - stretchStart] = tags[firstStrong]
                }
            }
            var itemStart = stretchStart
            for offset in stretchStart...stretchEnd {
                let ends =
                    offset == stretchEnd
                    || resolved[offset - stretchStart] != resolved[itemStart - stretchStart]
                    || levels[offset] != levels[itemStart]
                guard ends else { continue }
                if offset > itemStart {
                    found.append(
                        Item(
                            range: itemStart..<offset, script: resolved[itemStart - stretchStart],
                            level: levels[itemStart]))
                }
                itemStart = offset
            }
            stretchStart = stretchEnd + 1
            separatorIndex += 1
        }
        items = found
        return found
    }

    /// The index of the first item that ends after `offset`.
    private func firstItem(endingAfter offset: Int, in items: [Item]) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The width of a piece without tabs or line breaks at a size: the sum of its parts in
    /// each item, each shaped on its own (their order on the line does not change the sum).
    /// A piece that ends its line with a soft hyphen (U+00AD) ends with the face's hyphen
    /// instead, shaped with the text before it.
    private func pieceWidth(
        _ range: Range<Int>, _ pointSize: Double, limit: Double?, endsLine: Bool
    ) throws(ScaledFontError) -> Double {
        guard !range.isEmpty else { return 0 }
        var end = range.upperBound
        var hyphen: UInt32 = 0
        if endsLine, values[end - 1] == Self.softHyphen {
            hyphen = try hyphenCharacter()
            end -= 1
        }
        let items = try textItems()
        var index = firstItem(endingAfter: range.lowerBound, in: items)
        var width = 0.0
        repeat {
            guard index < items.count else { break }
            let item = items[index]
            let last = item.range.upperBound >= end
            let part =
                max(range.lowerBound, item.range.lowerBound)..<min(end, item.range.upperBound)
            let partWidth = try itemWidth(
                part, in: item, pointSize, limit: limit, hyphen: last ? hyphen : 0)
            if partWidth == .infinity { return .infinity }
            width += partWidth
            index += 1
            if last { break }
        } while true
        return width
    }

    /// The width of part of an item, as if shaped on its own with the item's properties and
    /// followed by `hyphen` unless it is 0.
    private func itemWidth(
        _ range: Range<Int>, in item: Item, _ pointSize: Double, limit: Double?, hyphen: UInt32
    ) throws(ScaledFontError) -> Double {
        let whole = item.range
        let shaping = try shaping(item, pointSize: pointSize)
        let a = range.lowerBound - whole.lowerBound
        let b = range.upperBound - whole.lowerBound
        let safeA = Int(shaping.nextSafe[a])
        var safeB = Int(shaping.previousSafe[b])
        // The hyphen may kern with the character before it: that one is shaped with it.
        if hyphen != 0, safeB == b, b > a { safeB = Int(shaping.previousSafe[b - 1]) }
        var units: [(face: Int, units: Int)] = []
        func slice(_ from: Int, _ to: Int) {
            for (face, sums) in shaping.sums { units.append((face, sums[to] - sums[from])) }
        }
        let reshaped = safeA < safeB ? (safeA - a) + (b - safeB) : b - a
        if let limit, reshaped > Self.neighbourhood {
            slice(a, b)
            if self.width(of: units, pointSize) > 2 * limit + 4 * pointSize { return .infinity }
            units.removeAll()
        }
        func shapeAlone(_ from: Int, _ to: Int, hyphen: UInt32 = 0) throws(ScaledFontError) {
            guard from < to || hyphen != 0 else { return }
            units += try self.shapeAlone(
                (whole.lowerBound + from)..<(whole.lowerBound + to), item: item,
                hyphen: hyphen, cascaded: shaping.cascaded, pointSize: pointSize)
        }
        if safeA < safeB {
            try shapeAlone(a, safeA)
            slice(safeA, safeB)
            try shapeAlone(safeB, b, hyphen: hyphen)
        } else {
            try shapeAlone(a, b, hyphen: hyphen)
        }
        return width(of: units, pointSize)
    }

    /// Advances in font units per face, at a size: as measure computes a run's advance, whole
    /// units times the size over units per em, face by face.
    private func width(of units: [(face: Int, units: Int)], _ pointSize: Double) -> Double {
        guard units.count > 1 else {
            return units.first.map { Double($0.units) * pointSize / unitsPerEm[$0.face] } ?? 0
        }
        var total = [Int](repeating: 0, count: unitsPerEm.count)
        for (face, count) in units { total[face] += count }
        var width = 0.0
        for (face, count) in total.enumerated() where count != 0 {
            width += Double(count) * pointSize / unitsPerEm[face]
        }
        return width
    }

    /// U+00AD SOFT HYPHEN.
    private static let softHyphen: UInt32 = 0xAD
    /// The hyphen a line broken at a soft hyphen ends with: U+2010 HYPHEN when the face has
    /// it, else U+002D HYPHEN-MINUS.
    private var hyphen: UInt32?

    private func hyphenCharacter() throws(ScaledFontError) -> UInt32 {
        if let hyphen { return hyphen }
        let font = try catalog.harfBuzzFont(of: face)
        let found: UInt32 = font.hasGlyph(for: "\u{2010}") ? 0x2010 : 0x2D
        hyphen = found
        return found
    }

    /// The index of a face in ``faces``, added when new.
    private func index(of face: FontFace, unitsPerEm: Double) -> Int {
        if let known = faces.firstIndex(of: face) { return known }
        faces.append(face)
        self.unitsPerEm.append(unitsPerEm)
        return faces.count - 1
    }

    /// The face's HarfBuzz font at a size, and the size its shapings hold at (0 for all).
    private func ownFont(_ pointSize: Double) throws(ScaledFontError) -> (HarfBuzzFont, Double) {
        let font = try catalog.harfBuzzFont(of: face)
        guard font.isSizeDependent else { return (font, 0) }
        return (try catalog.harfBuzzFont(of: face, pointSize: pointSize), pointSize)
    }

    /// A stretch shaped once in a script: in the face alone when it has every character,
    /// else in the faces ``FontCatalog/measure(_:face:pointSize:cascade:policy:)`` chooses.
    private func shaping(_ item: Item, pointSize: Double) throws(ScaledFontError) -> Shaping {
        let range = item.range
        func key(_ size: Double) -> Key {
            Key(
                start: range.lowerBound, end: range.upperBound, script: item.script,
                rightToLeft: item.rightToLeft, pointSize: size)
        }
        if let known = shapings[key(0)] ?? shapings[key(pointSize)] { return known }
        let (font, ownSize) = try ownFont(pointSize)
        charactersShaped += range.count
        let own = values[range].withUnsafeBufferPointer {
            font.clusterAdvances(
                of: $0, script: item.script, rightToLeft: item.rightToLeft, language: language)
        }
        let count = range.count
        var shaping: Shaping
        var size = ownSize
        if !own.notdef {
            let face = index(of: self.face, unitsPerEm: font.unitsPerEm)
            var sums = [Int](repeating: 0, count: count + 1)
            for offset in 0..<count { sums[offset + 1] = sums[offset] + Int(own.units[offset]) }
            shaping = Self.shaping(sums: [(face, sums)], safe: own.safe, cascaded: false)
        } else {
            lacksCharacters = true
            var safe = [Bool](repeating: false, count: count + 1)
            var perFace: [Int: [Int]] = [:]
            let measured: TextMeasurement
            (measured, size) = try measureAlone(Array(values[range]), pointSize: pointSize)
            var unsafe = [Bool](repeating: false, count: count + 1)
            for run in measured.runs {
                let face = index(of: run.face, unitsPerEm: run.unitsPerEm)
                var units = perFace[face] ?? [Int](repeating: 0, count: count + 1)
                for glyph in advances(of: run, in: values[range]) where glyph.cluster < count {
                    units[glyph.cluster + 1] += glyph.units
                    safe[glyph.cluster] = true
                    if glyph.unsafeToBreak { unsafe[glyph.cluster] = true }
                }
                perFace[face] = units
            }
            for offset in 0...count where unsafe[offset] { safe[offset] = false }
            safe[0] = true
            safe[count] = true
            var sums: [(face: Int, units: [Int])] = []
            for (face, units) in perFace.sorted(by: { $0.key < $1.key }) {
                var running = units
                for offset in 0..<count { running[offset + 1] += running[offset] }
                sums.append((face, running))
            }
            shaping = Self.shaping(sums: sums, safe: safe, cascaded: true)
        }
        shapings[key(size)] = shaping
        return shaping
    }

    /// A shaping's nearest safe offsets worked out from where it may be cut.
    private static func shaping(
        sums: [(face: Int, units: [Int])], safe: [Bool], cascaded: Bool
    ) -> Shaping {
        var next = [Int32](repeating: Int32(safe.count - 1), count: safe.count)
        var previous = [Int32](repeating: 0, count: safe.count)
        var found = Int32(safe.count - 1)
        for offset in stride(from: safe.count - 1, through: 0, by: -1) {
            if safe[offset] { found = Int32(offset) }
            next[offset] = found
        }
        found = 0
        for offset in 0..<safe.count {
            if safe[offset] { found = Int32(offset) }
            previous[offset] = found
        }
        return Shaping(sums: sums, nextSafe: next, previousSafe: previous, cascaded: cascaded)
    }

    /// A piece of the text measured on its own with the cascade, and the size the
    /// measurement holds at: 0 for every size, else `pointSize`, when one of its faces'
    /// advances depends on the size (it is then measured at that size).
    private func measureAlone(
        _ values: [UInt32], pointSize: Double
    ) throws(ScaledFontError) -> (TextMeasurement, Double) {
        let text = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
        let cascade = (deviceFallback?.faces ?? []) + self.cascade
        let measured = try catalog.measure(
            text, face: face, pointSize: 1, lineHeight: 0, cascade: cascade)
        charactersShaped += values.count
        for run in measured.runs where try catalog.harfBuzzFont(of: run.face).isSizeDependent {
            charactersShaped += values.count
            let sized = try catalog.measure(
                text, face: face, pointSize: pointSize, lineHeight: 0, cascade: cascade)
            return (sized, pointSize)
        }
        return (measured, 0)
    }

    /// The advance per face of a piece shaped on its own, followed by `hyphen` unless it is 0:
    /// in the face in `script` as the stretch it is part of, or with the cascade when that
    /// stretch needed it.
    private func shapeAlone(
        _ range: Range<Int>, item: Item, hyphen: UInt32, cascaded: Bool, pointSize: Double
    ) throws(ScaledFontError) -> [(face: Int, units: Int)] {
        func key(_ size: Double) -> Key {
            Key(
                start: range.lowerBound, end: range.upperBound, script: item.script,
                rightToLeft: item.rightToLeft, hyphen: hyphen, pointSize: size)
        }
        let values = hyphen == 0 ? Array(self.values[range]) : self.values[range] + [hyphen]
        if let known = alone[key(0)] ?? alone[key(pointSize)] { return known }
        var result: [(face: Int, units: Int)] = []
        var size = 0.0
        if !cascaded {
            let (font, ownSize) = try ownFont(pointSize)
            charactersShaped += values.count
            let own = values.withUnsafeBufferPointer {
                font.clusterAdvances(
                    of: $0, script: item.script, rightToLeft: item.rightToLeft,
                    language: language)
            }
            let face = index(of: self.face, unitsPerEm: font.unitsPerEm)
            result = [(face, own.units.reduce(0) { $0 + Int($1) })]
            size = ownSize
        } else {
            let measured: TextMeasurement
            (measured, size) = try measureAlone(values, pointSize: pointSize)
            for run in measured.runs {
                result.append(
                    (
                        index(of: run.face, unitsPerEm: run.unitsPerEm),
                        advances(of: run, in: values[...]).reduce(0) { $0 + $1.units }
                    ))
            }
        }
        alone[key(size)] = result
        return result
    }

    /// A run's glyphs' advances in font units by cluster (an offset in `values`, the text the
    /// run was measured in), as the device would set them (``DeviceFallback``): a CJK
    /// ideograph or kana in a face of this machine, and a character no face has (`.notdef`
    /// in ``face``), take 1 em, on the first glyph of their cluster.
    private func advances(
        of run: TextMeasurement.Run, in values: ArraySlice<UInt32>
    ) -> [(cluster: Int, units: Int, unsafeToBreak: Bool)] {
        let kept: [(cluster: Int, units: Int, unsafeToBreak: Bool)] = run.glyphs.map {
            ($0.cluster, Int($0.xAdvance), $0.unsafeToBreak)
        }
        guard let deviceFallback, !deviceFallback.faces.contains(run.face) else { return kept }
        let own = run.face == face
        let em = Int(run.unitsPerEm)
        var found: [(cluster: Int, units: Int, unsafeToBreak: Bool)] = []
        var widened: Set<Int> = []
        for (glyph, same) in zip(run.glyphs, kept) {
            guard glyph.cluster < values.count else {
                found.append(same)
                continue
            }
            let value = values[values.startIndex + glyph.cluster]
            let fullWidth = DeviceFallback.isFullWidth(value)
            let notdef = own && glyph.id == 0
            guard notdef || (fullWidth && !own) else {
                found.append(same)
                continue
            }
            if notdef, !fullWidth, let scalar = Unicode.Scalar(value) { unplaced.insert(scalar) }
            let first = widened.insert(glyph.cluster).inserted
            found.append((glyph.cluster, first ? em : 0, glyph.unsafeToBreak))
        }
        return found
    }
}
