// The library calls `scaledfont check DICT --fonts-dir DIR` makes, measured as a whole process
// while the real CLI is being written: build the catalog with the registered folders, load the
// style dictionary, resolve and measure every style, print one line per style.
//
// USAGE: scaledfont-check-standin DICT [--fonts-dir DIR]... [--no-system-fonts]
// `--no-system-fonts` builds the catalog with the registered folders only
// (`includeSystemFonts: false`), as `check --platform bundled` does.
// Exit 0 when every present entry resolves, 1 when one is invalid or not installed, 2 on a
// usage error or an unreadable dictionary (the exit codes DESIGN.md gives `check`).
import Glibc
import ScaledFont

var arguments = CommandLine.arguments.dropFirst()
var dictionaries: [String] = []
var fontDirectories: [String] = []
var includeSystemFonts = true
while let argument = arguments.popFirst() {
    if argument == "--no-system-fonts" {
        includeSystemFonts = false
    } else if argument == "--fonts-dir", let directory = arguments.popFirst() {
        fontDirectories.append(directory)
    } else {
        dictionaries.append(argument)
    }
}
guard !dictionaries.isEmpty else {
    print("USAGE: scaledfont-check-standin DICT... [--fonts-dir DIR]... [--no-system-fonts]")
    exit(2)
}

do {
    let catalog = try FontCatalog(
        fontDirectories: fontDirectories, includeSystemFonts: includeSystemFonts)
    var status: Int32 = 0
    for path in dictionaries {
        let font = try ScaledFont(contentsOf: path, catalog: catalog)
        if font.dictionaryError != nil { status = 2 }
        for style in TextStyle.allCases {
            let answer = font.font(forTextStyle: style)
            if answer.fallbackReason == .invalidEntry || answer.fallbackReason == .fontNotInstalled
            {
                status = max(status, 1)
            }
            let m = answer.metrics
            print(
                "\(style.rawValue)\t\(answer.status.rawValue)\t\(answer.requestedName ?? "-")\t"
                    + "\(answer.matchedBy.rawValue)\t\(answer.face.file)\t\(answer.face.index)\t"
                    + "\(m.pointSize)\t\(m.table.rawValue)\t\(m.ascender)\t\(m.descender)\t"
                    + "\(m.leading)\t\(m.lineHeight)")
        }
    }
    exit(status)
} catch {
    print("scaledfont-check-standin: \(error)")
    exit(2)
}
