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
/// - Any other control character is refused.
///
/// Shaping is done once per piece of text, at no particular size: HarfBuzz's unhinted
/// advances are in font units, so a width at any point size is those units times the size
/// over units per em, computed per run as ``FontCatalog/measure(_:face:pointSize:cascade:policy:)``
/// does. Setting the same text at twelve sizes therefore shapes each candidate line once.
///
/// Not `Sendable`: it caches shapings as it goes; use one setter on one thread.
package final class LineSetter {
    /// The distance between tab stops, in points (NSParagraphStyle's default, 28).
    package static let tabInterval = 28.0

    /// The text.
    package let text: String
    /// Its Unicode scalars, which offsets count.
    package let scalars: [Unicode.Scalar]
    /// The same as numbers, for HarfBuzz.
    private let values: [UInt32]
    /// The face's HarfBuzz font, made when first needed.
    private var font: HarfBuzzFont?
    /// ICU's opportunities, found the first time lines are set in a width.
    private var opportunities: [LineBreakOpportunity]?
    private let catalog: FontCatalog
    private let face: FontFace
    private let cascade: [FontFace]
    /// A piece of the text at a point size; 0 for a shaping that holds at every size.
    private struct Piece: Hashable {
        let start: Int
        let end: Int
        let pointSize: Double
    }
    /// Each piece shaped in ``face`` alone: its advance in font units.
    private var ownUnits: [Piece: Int] = [:]
    /// Each piece shaped partly in cascade faces: its runs' advances in font units and their
    /// faces' units per em.
    private var shaped: [Piece: [(units: Int, unitsPerEm: Double)]] = [:]
    /// Whether some piece has characters ``face`` lacks: set in a face of the cascade, or
    /// as .notdef where no face has them.
    package private(set) var lacksCharacters = false

    /// Prepares a text to be set in a face.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - catalog: the catalog the faces come from.
    ///   - face: the face to set it in.
    ///   - cascade: faces to try before Fontconfig's fallback for characters `face` lacks.
    /// - Throws: ``ScaledFontError`` `.controlCharacter` naming the first control character
    ///   that is neither a tab nor a line break and its offset; `.textTooComplex` for a text
    ///   HarfBuzz would take too long to shape.
    package init(
        _ text: String, catalog: FontCatalog, face: FontFace, cascade: [FontFace]
    ) throws(ScaledFontError) {
        let scalars = Array(text.unicodeScalars)
        try Self.checkControls(scalars)
        try TextMeasurement.checkCombiningRuns(text)
        self.text = text
        self.scalars = scalars
        values = scalars.map(\.value)
        self.catalog = catalog
        self.face = face
        self.cascade = cascade
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
            opportunities = try LineBreakIterator.opportunities(in: scalars)
            self.opportunities = opportunities
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
                let lineWidth = try self.width(lineStart..<end, pointSize)
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
                lines.append(
                    TextLine(
                        start: lineStart, end: clusterEnd, next: clusterEnd, width: clusterWidth,
                        breaksWord: true))
                lineStart = clusterEnd
                if clusterEnd >= end {
                    lineStart = ends[next]
                    next += 1
                }
            }
        } while lineStart < last
    }

    /// The longest run of whole grapheme clusters from the start of `range` that fits in
    /// `limit` (at least one), and its width.
    private func widestClusters(
        _ range: Range<Int>, pointSize: Double, limit: Double
    ) throws(ScaledFontError) -> (end: Int, width: Double) {
        let piece = String(String.UnicodeScalarView(scalars[range]))
        var end = range.lowerBound
        var fitted: (end: Int, width: Double)?
        for character in piece {
            end += character.unicodeScalars.count
            let clusterWidth = try width(range.lowerBound..<end, pointSize)
            if fitted != nil, clusterWidth > limit { break }
            fitted = (end, clusterWidth)
            if clusterWidth > limit { break }
        }
        return fitted ?? (range.upperBound, 0)
    }

    /// Where the visible text of a line from `start` to `end` ends: before its trailing white
    /// space (which includes tabs and the line break characters).
    private func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var visible = end
        while visible > start, Self.isWhitespace(values[visible - 1]) { visible -= 1 }
        return visible
    }

    /// Unicode's White_Space property, without a property lookup for ASCII.
    private static func isWhitespace(_ value: UInt32) -> Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }

    /// The width of a line's text at a point size: the pieces between tabs shaped on their
    /// own, each tab advancing to the next stop.
    package func width(_ range: Range<Int>, _ pointSize: Double) throws(ScaledFontError) -> Double {
        var x = 0.0
        var pieceStart = range.lowerBound
        for offset in range where scalars[offset] == "\t" {
            x += try pieceWidth(pieceStart..<offset, pointSize)
            x = ((x / Self.tabInterval).rounded(.down) + 1) * Self.tabInterval
            pieceStart = offset + 1
        }
        return x + (try pieceWidth(pieceStart..<range.upperBound, pointSize))
    }

    /// The advance of a piece in the face alone, shaped on its own, when the face has every
    /// character of it (no .notdef glyph); else `nil`, and the cascade is worked out.
    private func ownAdvance(
        _ range: Range<Int>, _ pointSize: Double
    ) throws(ScaledFontError) -> (units: Int, unitsPerEm: Double)? {
        var font: HarfBuzzFont
        if let made = self.font {
            font = made
        } else {
            font = try catalog.harfBuzzFont(of: face)
            self.font = font
        }
        if font.isSizeDependent { font = try catalog.harfBuzzFont(of: face, pointSize: pointSize) }
        let (units, notdef) = values[range].withUnsafeBufferPointer { font.advance(of: $0) }
        return notdef ? nil : (units, font.unitsPerEm)
    }

    /// The advance of a piece without tabs, shaped once and scaled to the size.
    private func pieceWidth(
        _ range: Range<Int>, _ pointSize: Double
    ) throws(ScaledFontError)
        -> Double
    {
        guard !range.isEmpty else { return 0 }
        // A face whose advances depend on the size (tracking, optical size) is shaped at
        // each size; any other once for all sizes.
        func piece(_ size: Double) -> Piece {
            Piece(start: range.lowerBound, end: range.upperBound, pointSize: size)
        }
        let ownSize = font?.isSizeDependent == true ? pointSize : 0
        if let units = ownUnits[piece(ownSize)], let font {
            return Double(units) * pointSize / font.unitsPerEm
        }
        let runs: [(units: Int, unitsPerEm: Double)]
        if let known = shaped[piece(0)] ?? shaped[piece(pointSize)] {
            runs = known
        } else if let (units, unitsPerEm) = try ownAdvance(range, pointSize) {
            ownUnits[piece(font?.isSizeDependent == true ? pointSize : 0)] = units
            return Double(units) * pointSize / unitsPerEm
        } else {
            let text = String(String.UnicodeScalarView(scalars[range]))
            lacksCharacters = true
            var measured = try catalog.measure(
                text, face: face, pointSize: 1, lineHeight: 0, cascade: cascade)
            var shapedSize = 0.0
            for run in measured.runs {
                guard try catalog.harfBuzzFont(of: run.face).isSizeDependent else { continue }
                // A face of the piece depends on the size: the piece is shaped at this one.
                measured = try catalog.measure(
                    text, face: face, pointSize: pointSize, lineHeight: 0, cascade: cascade)
                shapedSize = pointSize
                break
            }
            runs = measured.runs.map { run in
                (run.glyphs.reduce(0) { $0 + Int($1.xAdvance) }, run.unitsPerEm)
            }
            shaped[piece(shapedSize)] = runs
        }
        // As measure computes a run's advance: whole units times the size over units per em.
        return runs.reduce(0) { $0 + Double($1.units) * pointSize / $1.unitsPerEm }
    }
}
