import Testing

/// The root of every suite of the library tests. Each suite is declared in its own file as an
/// extension of this type.
///
/// Suites and tests run in parallel, with each other and with the CLI tests. The two kinds of
/// test that watch process-wide state are written for that: ``DescriptorTests`` watches only
/// files of a folder of its own, and ``NoFontsTests`` (serialized within itself) captures
/// stderr and looks there only for Fontconfig's lines: no other test of this process writes
/// to stderr (the processes tests start write theirs to files), but the test runner prints
/// its progress there.
@Suite
enum LibraryTests {}
