import ScaledFont

/// The positions of everything a specimen draws, worked out before any pixel is set.
///
/// From the top: an optional title, a legend of the guide colours, then one column per
/// content size category: a header with the category's name and a row per text style, each
/// row a label line above a band with the sample text and its guides. Sizes are in points
/// times the scale, rounded to whole pixels.
struct SpecimenLayout {
    /// A rectangle painted in one colour: a row's tint, a guide, a legend swatch.
    struct Fill {
        let rect: PixelRect
        let color: SpecimenColor
    }

    /// A line of text placed: the left edge of its ink and the row under its baseline.
    struct Placement {
        let text: SpecimenText
        let x: Int
        let baseline: Int
        let color: SpecimenColor
    }

    private(set) var width = 0
    private(set) var height = 0
    private(set) var columns: [SpecimenColumn] = []
    /// Painted first, in order (tints before guides).
    private(set) var fills: [Fill] = []
    /// Drawn over the fills.
    private(set) var texts: [Placement] = []

    /// Spacing, in points.
    private enum Points {
        static let margin = Specimen.margin
        static let titleSize = 15.0
        static let afterTitle = 4.0
        static let legendSize = 9.0
        static let legendSwatch = 16.0
        static let legendSwatchGap = 4.0
        static let legendItemGap = 14.0
        static let afterLegend = 14.0
        static let headerSize = 11.0
        static let afterHeader = 6.0
        static let labelSize = 8.0
        static let aboveLabel = 3.0
        static let afterLabel = 1.0
        static let bandPadding = 4.0
        static let rowGap = 4.0
        static let gutter = 10.0
        static let rightPadding = 12.0
        static let columnGap = 20.0
    }

    /// Sets every text and places it.
    ///
    /// - Throws: `ScaledFontError` from HarfBuzz when a face cannot be read.
    init(
        _ scaledFont: ScaledFont, categories: [ContentSizeCategory], title: String?,
        typesetter: SpecimenTypesetter, notOnThisMachine: [TextStyle: String] = [:]
    ) throws(ScaledFontError) {
        let px = typesetter.pixels
        var y = px(Points.margin)
        var headerWidth = 0
        if let title {
            let text = try typesetter.label(title, size: Points.titleSize, isBold: true)
            texts.append(
                Placement(
                    text: text, x: px(Points.margin), baseline: y + text.ascent,
                    color: .text))
            y += text.ascent + text.descent + px(Points.afterTitle)
            headerWidth = text.width
        }
        let legend = try placeLegend(top: y, typesetter: typesetter)
        headerWidth = max(headerWidth, legend.width)
        let columnsTop = y + legend.height + px(Points.afterLegend)
        var x = px(Points.margin)
        var bottom = columnsTop
        for category in categories {
            let column = try placeColumn(
                scaledFont, category: category, x: x, top: columnsTop, typesetter: typesetter,
                notOnThisMachine: notOnThisMachine)
            columns.append(column)
            x = column.frame.maxX + px(Points.columnGap)
            bottom = max(bottom, column.frame.maxY)
        }
        let columnsRight = x - px(Points.columnGap)
        width = max(columnsRight, px(Points.margin) + headerWidth) + px(Points.margin)
        height = bottom + px(Points.margin)
    }

    /// A swatch and a name for each guide, and the tint of a fallback row, in one line.
    private mutating func placeLegend(
        top: Int, typesetter: SpecimenTypesetter
    ) throws(ScaledFontError) -> (width: Int, height: Int) {
        let px = typesetter.pixels
        var x = px(Points.margin)
        var height = 0
        let lineHeight = max(2, px(2))
        // A guide's swatch is a short thick line at mid x-height; the fallback's fills the
        // line box, as the tint fills a row.
        var items = SpecimenGuide.allCases.map {
            (name: $0.legendName, swatch: $0.color, text: SpecimenColor.label, isTint: false)
        }
        items.append(
            (
                name: "fallback: the system font stands in", swatch: .fallbackBackground,
                text: .fallbackLabel, isTint: true
            ))
        for item in items {
            let text = try typesetter.label(item.name, size: Points.legendSize)
            let baseline = top + text.ascent
            height = max(height, text.ascent + text.descent)
            let swatch =
                item.isTint
                ? PixelRect(
                    x: x, y: top, width: px(Points.legendSwatch),
                    height: text.ascent + text.descent)
                : PixelRect(
                    x: x, y: baseline - px(Points.legendSize * 0.35) - lineHeight / 2,
                    width: px(Points.legendSwatch), height: lineHeight)
            fills.append(Fill(rect: swatch, color: item.swatch))
            x += px(Points.legendSwatch) + px(Points.legendSwatchGap)
            texts.append(Placement(text: text, x: x, baseline: baseline, color: item.text))
            x += text.width + px(Points.legendItemGap)
        }
        return (x - px(Points.legendItemGap) - px(Points.margin), height)
    }

    /// A column's header and rows, starting at `x`, `top`; a style of `notOnThisMachine` gets
    /// a label saying so and no sample.
    private mutating func placeColumn(
        _ scaledFont: ScaledFont, category: ContentSizeCategory, x: Int, top: Int,
        typesetter: SpecimenTypesetter, notOnThisMachine: [TextStyle: String]
    ) throws(ScaledFontError) -> SpecimenColumn {
        let px = typesetter.pixels
        let header = try typesetter.label(
            category.rawValue, size: Points.headerSize, isBold: true)
        var lines: [Line] = []
        for style in TextStyle.allCases {
            let font = scaledFont.font(forTextStyle: style, category: category)
            let absent = notOnThisMachine[style]
            let labelText =
                absent.map { "\(style.rawValue) · \($0) · \(Specimen.notOnThisMachineNote)" }
                ?? Self.label(font)
            lines.append(
                Line(
                    font: font, labelText: labelText,
                    label: try typesetter.label(labelText, size: Points.labelSize),
                    sample: absent == nil
                        ? try typesetter.sample(
                            Specimen.sampleText(for: style), font: font, in: scaledFont)
                        : try typesetter.label("", size: Points.labelSize),
                    isOnThisMachine: absent == nil))
        }
        let widest = lines.reduce(header.width) { max($0, $1.label.width, $1.sample.width) }
        let gutter = px(Points.gutter)
        let columnWidth = gutter + widest + px(Points.rightPadding)
        texts.append(
            Placement(text: header, x: x + gutter, baseline: top + header.ascent, color: .text))
        var y = top + header.ascent + header.descent + px(Points.afterHeader)
        var rows: [SpecimenRow] = []
        for line in lines {
            let row = placeRow(
                line, frame: PixelRect(x: x, y: y, width: columnWidth, height: 0),
                typesetter: typesetter)
            rows.append(row)
            y = row.frame.maxY + px(Points.rowGap)
        }
        let frame = PixelRect(
            x: x, y: top, width: columnWidth, height: y - px(Points.rowGap) - top)
        return SpecimenColumn(category: category, frame: frame, rows: rows)
    }

    /// A style's texts, set before the column's width is known.
    private struct Line {
        let font: ResolvedFont
        let labelText: String
        let label: SpecimenText
        let sample: SpecimenText
        /// `false` for a style whose face is elsewhere: no sample, no guides, no tint.
        let isOnThisMachine: Bool
    }

    /// One style's row: the label line, then the band with the guides and the sample.
    ///
    /// A guide for a value `v` in points lies in the row `baselineY - round(v * scale)`
    /// (halves away from zero, Swift's `rounded()`).
    private mutating func placeRow(
        _ line: Line, frame start: PixelRect, typesetter: SpecimenTypesetter
    ) -> SpecimenRow {
        let px = typesetter.pixels
        let (font, label) = (line.font, line.label)
        let metrics = font.metrics
        let textX = start.x + px(Points.gutter)
        let labelBaseline = start.y + px(Points.aboveLabel) + label.ascent
        let bandTop = labelBaseline + label.descent + px(Points.afterLabel)
        let baselineY = bandTop + px(Points.bandPadding) + px(metrics.ascender)
        func guideY(_ points: Double) -> Int { baselineY - px(points) }
        let descenderY = guideY(metrics.descender)
        let below = SpecimenTypesetter.whole(
            (metrics.leading - metrics.descender) * typesetter.scale, .up)
        let bandBottom = max(descenderY + 1, baselineY + below) + px(Points.bandPadding)
        let frame = PixelRect(
            x: start.x, y: start.y, width: start.width, height: bandBottom - start.y)
        let row = SpecimenRow(
            style: font.style, font: font, sampleText: Specimen.sampleText(for: font.style),
            label: line.labelText, frame: frame,
            textFrame: PixelRect(
                x: textX, y: bandTop, width: frame.maxX - textX, height: bandBottom - bandTop),
            baselineY: baselineY, ascenderY: guideY(metrics.ascender), descenderY: descenderY,
            capHeightY: metrics.capHeight.map(guideY), xHeightY: metrics.xHeight.map(guideY))
        texts.append(
            Placement(
                text: label, x: textX, baseline: labelBaseline,
                color: font.status == .fallback && line.isOnThisMachine ? .fallbackLabel : .label))
        guard line.isOnThisMachine else { return row }
        let isFallback = font.status == .fallback
        if isFallback { fills.append(Fill(rect: frame, color: .fallbackBackground)) }
        for guide in SpecimenGuide.drawingOrder {
            guard let y = row.y(of: guide) else { continue }
            fills.append(
                Fill(
                    rect: PixelRect(x: frame.x, y: y, width: frame.width, height: 1),
                    color: guide.color))
        }
        texts.append(Placement(text: line.sample, x: textX, baseline: baselineY, color: .text))
        return row
    }

    /// `NotoSerif-Regular · 34 pt · line height 46.31 pt`, after `fallback: reason
    /// (requested name) · ` for a fallback.
    static func label(_ font: ResolvedFont) -> String {
        let name = font.face.postscriptName.isEmpty ? font.face.fullName : font.face.postscriptName
        let facts =
            "\(name) · \(points(font.pointSize)) pt · line height "
            + "\(points(font.metrics.lineHeight)) pt"
        guard font.status == .fallback else { return facts }
        let reason = font.fallbackReason?.rawValue ?? "unknown"
        let requested = font.requestedName.map { " (\($0))" } ?? ""
        return "fallback: \(reason)\(requested) · \(facts)"
    }

    /// A value in points with at most two decimals and no trailing zeros (`34`, `46.31`).
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
