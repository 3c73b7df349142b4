internal import ScaledFontCLI

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

// The `scaledfont` command-line tool (ScaledFontCheck.docc, CommandLineReports.md): everything
// happens in `ScaledFontTool`, in the ScaledFontCLI target; this file only hands it the
// arguments and what it takes from this process (`RunContext`), and returns its exit status.
let context = RunContext.process
let tool = ScaledFontTool(terminal: Terminal(for: context), context: context)
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
