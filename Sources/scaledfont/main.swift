import Foundation

// The `scaledfont` command-line tool (ScaledFont.docc, CommandLineReports.md): everything happens
// in
// `ScaledFontTool`; this file only hands it the arguments and returns its exit status.
exit(ScaledFontTool(terminal: Terminal()).run(Array(CommandLine.arguments.dropFirst())).rawValue)
