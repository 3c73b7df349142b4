// Writes the DocC command-line reference
// (Sources/ScaledFontCheck/ScaledFontCheck.docc/CommandLineReference.md) from the command specs
// `--help` prints. Run it from the package root after changing a subcommand, an option or its
// help:
//
//     swift run generate-command-reference [OUTPUT_FILE]
//
// `-` writes the page to stdout. A test compares the committed page with the specs' page byte
// for byte.

import Foundation
import ScaledFontCLI

let output = CommandLine.arguments.dropFirst().first ?? CommandLineReference.path
let page = CommandLineReference.page()
if output == "-" {
    FileHandle.standardOutput.write(Data(page.utf8))
} else {
    do {
        try page.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(output): cannot be written: \(error)\n".utf8))
        exit(1)
    }
}
