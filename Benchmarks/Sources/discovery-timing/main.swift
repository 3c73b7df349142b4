// discovery-timing: the repositories the discovery goal is measured on, and one walk of one.
//
// USAGE: discovery-timing make FOLDER   writes the repositories below FOLDER (see Trees.swift)
//        discovery-timing walk ROOT     walks ROOT once with RepositoryDiscovery and prints
//                                       what it found, one count a line
//
// run.sh (`--only discovery`) runs `walk` under measure-process for each repository and prints
// the wall time and peak RSS against the goal's limits (thresholds.json).
import Glibc
import ScaledFontCheck

let arguments = CommandLine.arguments.dropFirst()
switch (arguments.first, arguments.dropFirst().first, arguments.count) {
case ("make", let folder?, 2):
    do {
        for tree in Tree.allCases {
            let files = try tree.make(in: folder + "/" + tree.rawValue)
            print("\(tree.rawValue): \(files) files")
        }
    } catch {
        fail("discovery-timing: \(error)")
    }
case ("walk", let root?, 2):
    do {
        let found = RepositoryDiscovery(root: try RepositoryRoot(for: root, override: root))
        print("projects \(found.projects.count)")
        print("dictionaries \(found.styleDictionaries.count)")
        print("sources \(found.sourceFiles.count)")
        print("generators \(found.generatedProjects.count)")
        print("notes \(found.notes.count)")
    } catch {
        fail("discovery-timing: \(error)")
    }
default:
    fail("USAGE: discovery-timing make FOLDER | walk ROOT", status: 2)
}

/// Writes `message` and a newline to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    let bytes = Array((message + "\n").utf8)
    _ = write(2, bytes, bytes.count)
    exit(status)
}
