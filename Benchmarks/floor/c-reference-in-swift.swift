// A start-up floor for goal 1: the C reference's own code (fc-reference.c compiled with its
// `main` renamed `fc_reference_main`) called from a Swift `main`, linked with the Swift runtime
// statically as the CLI is. Whatever the CLI costs above this program is the library's and the
// CLI's own work; what this costs above fc-reference is the Swift runtime's start-up alone.
// run.sh builds it with swiftc (not SwiftPM: it is one file and an object).
import Glibc

@_silgen_name("fc_reference_main")
func fcReferenceMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> Int32

let status = fcReferenceMain(CommandLine.argc, CommandLine.unsafeArgv)
exit(status)
