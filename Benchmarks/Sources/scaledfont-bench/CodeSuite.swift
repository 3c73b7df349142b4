import Foundation
import ScaledFontCheck
import quote_reference

/// The Swift code reader's goals: a generated app of 2,000 files scanned end to end (read,
/// lexed, scanned, combined, resolved); lexing against a C loop finding string literals in
/// the same bytes; and hostile sources (10 MB, unterminated literals and comments, deep
/// interpolation, invalid UTF-8 and NUL bytes, a million literals), each scanned at a cost per
/// byte near ordinary code's and in memory bounded by its size.
func codeSuite(_ options: Options) throws -> [ResultRow] {
    let files = try writeGeneratedApp(in: options.data + "/code-app", count: 2_000)
    var rows = [scanAppRow(files, options)]
    let source = files.map { FileManager.default.contents(atPath: $0).map(Array.init) ?? [] }
    rows += lexingRows(Array(source.joined()), options)
    rows += hostileRows(ordinary: source, options)
    return rows
}

/// One file of the generated app: a SwiftUI view and a UIKit controller using the app's fonts
/// through literals and constants, with comments, interpolation, raw and multi-line strings.
private func appFile(_ index: Int) -> String {
    ##"""
    //
    //  Screen\##(index)View.swift
    //  GeneratedApp
    //

    import SwiftUI
    import UIKit

    /// The fonts of screen \##(index): a title and a body face.
    enum Screen\##(index)Fonts {
        static let title = "Inter-Bold"
        static let body = "Inter-Regular"
    }

    enum Screen\##(index)Weight: String, CaseIterable {
        case light = "Inter-Light"
        case medium
    }

    struct Screen\##(index)View: View {
        let items: [String]
        /* Layout constants, in points. /* Nested: the design grid. */ */
        private let spacing: CGFloat = 12

        var body: some View {
            VStack(alignment: .leading, spacing: spacing) {
                Text("Screen \##(index) title")
                    .font(.custom(Screen\##(index)Fonts.title, size: 28, relativeTo: .title))
                ForEach(items, id: \.self) { item in
                    Text("Item: \(item.uppercased()) (\(items.count) in all)")
                        .font(.custom("Inter-Regular", size: 17))
                }
                Text(#"Raw "quoted" text \#(items.count)"#)
                    .font(Font.custom("Inter-Light", fixedSize: 12))
                Text(verbatim: "\u{1F600} é \t done")
                    .font(.custom(Screen\##(index)Weight.medium.rawValue, size: 15))
            }
            .padding(spacing * 2)
        }
    }

    final class Screen\##(index)Controller: UIViewController {
        private let label = UILabel()
        private let items = (0..<10).map { "Row \($0)" }

        override func viewDidLoad() {
            super.viewDidLoad()
            // The label uses the body face at the body size, or the system font.
            label.font = UIFont(name: Screen\##(index)Fonts.body, size: 17) ?? .systemFont(ofSize: 17)
            label.text = NSLocalizedString("screen.\##(index).label", comment: "A label")
            let descriptor = UIFontDescriptor(fontAttributes: [.family: "Inter"])
            label.font = UIFont(descriptor: descriptor, size: 17)
            let message = """
                Welcome to screen \##(index).
                It has \(items.count) items.
                """
            print(message, items.filter { $0.hasPrefix("Row 1") }.count)
        }
    }

    """##
}

/// Writes the generated app's files into `folder`; returns their paths.
private func writeGeneratedApp(in folder: String, count: Int) throws -> [String] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return try (0..<count).map { index in
        let path = folder + "/Screen\(index)View.swift"
        try appFile(index).write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }
}

/// `CodeScan(swiftFiles:)` and `resolvedUses()` over the 2,000 files.
private func scanAppRow(_ files: [String], _ options: Options) -> ResultRow {
    var walls: [Double] = []
    var uses = 0
    var unchecked = 0
    for _ in 0..<(options.quick ? 2 : 7) {
        let start = nowNanoseconds()
        let resolved = CodeScan(swiftFiles: files).resolvedUses()
        walls.append(nowNanoseconds() - start)
        uses = resolved.count
        unchecked = resolved.filter(\.isUnchecked).count
    }
    let wall = median(walls)
    print("\ncode: \(files.count) generated Swift files scanned end to end: \(uses) uses,")
    print("  \(unchecked) unchecked, \(formatDuration(wall)) wall (median of \(walls.count))")
    return ResultRow(
        goal: "code-scan-wall",
        measurement: "Swift code of a \(files.count)-file app read, scanned and resolved, wall",
        ours: formatDuration(wall), reference: "", ratio: "")
}

/// Lexing the app's bytes into tokens against the C loop finding its string literals.
private func lexingRows(_ bytes: [UInt8], _ options: Options) -> [ResultRow] {
    let runs = options.quick ? 3 : 9
    var ours: [Double] = []
    var reference: [Double] = []
    var tokens = 0
    var literals = 0
    for _ in 0..<runs {
        var start = nowNanoseconds()
        var lexer = SwiftLexer(bytes)
        var count = 0
        while let _ = lexer.next() { count += 1 }
        ours.append(nowNanoseconds() - start)
        tokens = count
        start = nowNanoseconds()
        literals = bytes.withUnsafeBufferPointer {
            quote_reference_scan($0.baseAddress, $0.count)
        }
        reference.append(nowNanoseconds() - start)
    }
    consume((tokens, literals))
    let (lexing, scanning) = (median(ours), median(reference))
    let megabytes = Double(bytes.count) / 1e6
    print(
        "\nlexing \(format(megabytes, 1)) MB of Swift: \(tokens) tokens in \(formatDuration(lexing))"
    )
    print("  (\(format(megabytes / lexing * 1e9, 0)) MB/s); C finding \(literals) literals: ")
    print("  \(formatDuration(scanning)) (\(format(megabytes / scanning * 1e9, 0)) MB/s)")
    return [
        ResultRow(
            goal: "lexing-vs-c",
            measurement: "Swift source lexed into tokens, against a C loop finding its literals",
            ours: formatDuration(lexing), reference: formatDuration(scanning),
            ratio: ratioText(lexing / scanning))
    ]
}

/// The hostile sources, each about 10 MB except the deep interpolation's lines.
private func hostileSources(ordinary: [[UInt8]]) -> [(name: String, bytes: () -> [UInt8])] {
    let size = 10_000_000
    /// `prefix`, `unit` until the size is reached, `suffix`: made as bytes, so that no
    /// text of the same size is held beside them.
    func repeated(_ prefix: String, _ unit: String, _ suffix: String = "") -> () -> [UInt8] {
        {
            var bytes = Array(prefix.utf8)
            bytes.reserveCapacity(size + unit.utf8.count + suffix.utf8.count)
            while bytes.count < size { bytes += unit.utf8 }
            bytes += suffix.utf8
            return bytes
        }
    }
    return [
        (
            "10 MB of the app's code in one file",
            {
                var bytes: [UInt8] = []
                var index = 0
                while bytes.count < size, !ordinary.isEmpty {
                    bytes += ordinary[index % ordinary.count]
                    index += 1
                }
                return bytes
            }
        ),
        ("an unterminated string, one 10 MB line", repeated("let s = \"", "Inter-Bold ")),
        ("an unterminated multi-line string", repeated("let s = \"\"\"\n", "Inter-Bold\n")),
        ("an unterminated block comment", repeated("/* ", "UIFont(name: \"A\", size: 1)\n")),
        (
            "10,000-deep nested interpolation, line after line",
            repeated("", String(repeating: #""\("#, count: 10_000) + "\n")
        ),
        (
            "invalid UTF-8 and NUL bytes",
            {
                let alphabet: [UInt8] = [
                    0xFF, 0x00, 0xC3, 0x22, 0x5C, 0x28, 0x29, 0x0A, 0x23, 0x2F,
                ]
                var state: UInt32 = 1
                return (0..<size).map { _ in
                    state = state &* 1_664_525 &+ 1_013_904_223
                    return alphabet[Int(state >> 24) % alphabet.count]
                }
            }
        ),
        (
            "a million string literals in one array",
            repeated("let names = [", "\"Inter-Bold\", ", "]\n")
        ),
    ]
}

/// Each hostile source scanned (`SwiftFontScanner`): its cost per byte against the
/// ordinary 10 MB file's, and the most the scans raise peak memory above what making and
/// holding their input took, against the input's size.
private func hostileRows(ordinary: [[UInt8]], _ options: Options) -> [ResultRow] {
    let runs = options.quick ? 1 : 3
    var rows: [ResultRow] = []
    var baseline = 0.0
    var worst = 0.0
    var memory = (added: 0, size: 1)
    print("\nhostile Swift sources, scanned \(runs) times each:")
    for (name, make) in hostileSources(ordinary: ordinary) {
        let bytes = make()
        let peakBefore = peakResidentKilobytes()
        var walls: [Double] = []
        var uses = 0
        for _ in 0..<runs {
            let start = nowNanoseconds()
            uses = SwiftFontScanner(file: "Hostile.swift", bytes: bytes).scan().uses.count
            walls.append(nowNanoseconds() - start)
        }
        let added = (peakResidentKilobytes() - peakBefore) * 1024
        if Double(added) / Double(bytes.count) > Double(memory.added) / Double(memory.size) {
            memory = (added, bytes.count)
        }
        let perByte = median(walls) / Double(bytes.count)
        if baseline == 0 { baseline = perByte } else { worst = max(worst, perByte / baseline) }
        print("  \(name): \(bytes.count) bytes, \(formatDuration(median(walls))), \(uses) uses,")
        print("    peak memory raised by \(mib(Double(added) / 1024))")
        rows.append(
            .info(
                "Swift scan: " + name, ours: nanoseconds(perByte) + "/byte",
                reference: nanoseconds(baseline) + "/byte", ratio: ratioText(perByte / baseline)))
    }
    return [
        ResultRow(
            goal: "code-hostile-per-byte",
            measurement: "the costliest hostile Swift source per byte, against ordinary code",
            ours: "", reference: "", ratio: ratioText(worst)),
        ResultRow(
            goal: "code-hostile-memory",
            measurement: "the most a hostile Swift scan raises peak memory, against its input",
            ours: mib(Double(memory.added) / 1024), reference: mib(Double(memory.size) / 1024),
            ratio: ratioText(Double(memory.added) / Double(memory.size))),
    ] + rows
}

/// The process's peak resident memory so far, in KiB (`getrusage`).
private func peakResidentKilobytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
}
