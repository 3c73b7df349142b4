internal import ScaledFontCLI

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

// The `scaledfont` command-line tool (ScaledFontCheck.docc, CommandLineReports.md): everything
// happens in `ScaledFontTool`, in the ScaledFontCLI target; this file only hands it the
// arguments and returns its exit status.
exit(ScaledFontTool(terminal: Terminal()).run(Array(CommandLine.arguments.dropFirst())).rawValue)
