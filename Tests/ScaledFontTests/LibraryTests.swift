import Testing

/// The root of every suite of the library tests.
///
/// Serialized, so that no test of this target opens or closes files while another one is
/// running: ``DescriptorTests`` counts the entries of `/proc/self/fd` before and after its
/// lookups, and a pipe opened by a concurrent `fc-match` oracle would make that count
/// meaningless. Each suite is declared in its own file as an extension of this type. Tests
/// that exercise concurrency start their own tasks inside a test.
@Suite(.serialized)
enum LibraryTests {}
