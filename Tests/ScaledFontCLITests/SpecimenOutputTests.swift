import Foundation
import ScaledFontTestSupport
import Testing

/// `scaledfont specimen` never deletes, truncates or replaces what `--output` names when it
/// cannot write the image, refuses outputs that are not regular files or new paths before
/// drawing, and refuses oversize images before allocating them.
@Suite("scaledfont specimen: safe outputs, bounded images")
struct SpecimenOutputTests {
    static let fonts = ["--fonts-dir", CLIRunner.fontsDirectory]

    static func specimen(
        _ output: String, dictionary: String = "Examples/NotoSerif.plist", asNobody: Bool = false,
        withoutReadOverride: Bool = false
    ) throws -> GuardedRunner.Run {
        let arguments = ["specimen", dictionary, "--output", output] + fonts
        guard asNobody || withoutReadOverride else { return try GuardedRunner.run(arguments) }
        return try GuardedRunner.runProcess(
            arguments, withoutReadOverride: withoutReadOverride, asNobody: asNobody)
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file type bits of what `path` names itself (`lstat`), `nil` when it names nothing.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test("A symbolic link is refused; the link and the file it names survive")
    func symbolicLink() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/target.png"
        let link = folder.path + "/link.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let run = try Self.specimen(link)
        expectEqual(run.result.status, 2)
        expectTrue(!run.crashed)
        expectTrue(run.result.stdout.isEmpty)
        expectTrue(
            run.result.stderr.contains("cannot write the PNG file \(link): it is a symbolic link"))
        expectEqual(Self.kind(link), S_IFLNK)
        expectEqual(Self.contents(target), "old")
    }

    @Test("A named pipe is refused at once, without opening it; it survives")
    func namedPipe() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/fifo.png"
        expectEqual(mkfifo(fifo, 0o644), 0)
        let run = try Self.specimen(fifo)
        expectEqual(run.result.status, 2)
        expectTrue(!run.crashed)
        expectTrue(run.result.stderr.contains("it is a named pipe"))
        expectEqual(Self.kind(fifo), S_IFIFO)
    }

    @Test("A folder is refused and left alone")
    func folder() throws {
        let folder = try TemporaryFolder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path + "/inside"))
        let run = try Self.specimen(folder.path)
        expectEqual(run.result.status, 2)
        expectTrue(run.result.stderr.contains("it is a folder"))
        expectEqual(Self.contents(folder.path + "/inside"), "old")
    }

    /// Run as `nobody`, who cannot remove `/dev/full` (in root's `/dev`), so a regression
    /// cannot delete it.
    @Test("/dev/full is refused as a device and still exists")
    func devFull() throws {
        let run = try Self.specimen("/dev/full", asNobody: true)
        expectEqual(run.result.status, 2)
        expectTrue(!run.crashed)
        expectTrue(
            run.result.stderr.contains("cannot write the PNG file /dev/full: it is a device"))
        expectEqual(Self.kind("/dev/full"), S_IFCHR)
    }

    /// Run in a folder of mode 555 (as root, without root's file-permission override, which
    /// writes anywhere), with a file of mode 666: writing in place would truncate the file;
    /// writing beside it fails, and the file is kept whole.
    @Test("In a read-only folder the write fails and the existing file is kept unchanged")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/out.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        expectEqual(chmod(output, 0o666), 0)
        expectEqual(chmod(folder.path, 0o555), 0)
        defer { chmod(folder.path, 0o755) }
        let run = try Self.specimen(output, withoutReadOverride: true)
        expectEqual(run.result.status, 2)
        expectTrue(!run.crashed)
        expectTrue(
            run.result.stderr.contains("cannot write the PNG file \(output) (Permission denied)"))
        expectEqual(Self.contents(output), "old")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.png"])
    }

    @Test("An existing file is replaced whole, keeps its mode, and nothing is left beside it")
    func replaces() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/out.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        expectEqual(chmod(output, 0o640), 0)
        let run = try Self.specimen(output)
        expectEqual(run.result.status, 0, "\(run.result.stderr)")
        let bytes = try unwrap(FileManager.default.contents(atPath: output))
        expectEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let mode = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions]
        expectEqual(mode as? Int, 0o640)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.png"])
    }

    /// Runs `scaledfont specimen` with its address space limited to 1 GB (`prlimit --as`):
    /// drawing or allocating a multi-gigabyte image first would fail to allocate and crash.
    /// Under a sanitizer, whose shadow memory needs more address space than that, the limit
    /// is left out (the plain run checks it) and the rest of each test still holds.
    static func boundedSpecimen(_ arguments: [String]) throws -> (CLIResult, crashed: Bool) {
        let limited = TestEnvironment.sanitizer == nil
        let process = try ProcessCLIRunner.makeProcess(
            ["specimen"] + arguments,
            command: { limited ? ["/usr/bin/prlimit", "--as=1000000000"] + $0 : $0 })
        let (result, hung) = try ProcessCLIRunner.capture(process, limit: GuardedRunner.limit)
        return (result, hung || process.terminationReason != .exit)
    }

    @Test("The hostile corpus's 10,000 pt body is refused before drawing, in bounded memory")
    func oversizeCorpusFile() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/out.png"
        let (result, crashed) = try Self.boundedSpecimen(
            ["Tests/ScaledFontTests/TestData/Hostile/FontSize10000.plist", "--output", output]
                + Self.fonts)
        expectTrue(!crashed, "\(result.stderr)")
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("pixels is larger than 100000000 pixels"))
        // The message names the file and the entry that makes the image too large (the
        // corpus's body is 10,000 pt: TestData/Hostile/README.md).
        expectTrue(result.stderr.contains("FontSize10000.plist: a specimen of "))
        expectTrue(result.stderr.contains("its largest style is body at 10000 pt"))
        expectTrue(!FileManager.default.fileExists(atPath: output))
    }

    @Test("Styles at 10,000 pt are refused before drawing, in bounded memory")
    func oversizeStyles() throws {
        let folder = try TemporaryFolder()
        let styles = [
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
            "callout", "footnote", "caption", "caption2",
        ]
        for count in [1, styles.count] {
            let entries = styles.prefix(count).map {
                "\"\($0)\": {\"fontName\": \"NotoSerif-Regular\", \"fontSize\": 10000}"
            }
            let dictionary = folder.path + "/huge\(count).json"
            try Data(("{" + entries.joined(separator: ", ") + "}").utf8)
                .write(to: URL(fileURLWithPath: dictionary))
            let output = folder.path + "/out.png"
            let (result, crashed) = try Self.boundedSpecimen(
                [dictionary, "--all-categories", "--output", output] + Self.fonts)
            expectTrue(!crashed, "\(result.stderr)")
            expectEqual(result.status, 2)
            expectTrue(result.stderr.contains("pixels is larger than 100000000 pixels"))
            expectTrue(!FileManager.default.fileExists(atPath: output))
        }
    }

    /// Noto Serif Regular with head.unitsPerEm set to 16 (offset 18 of the head table,
    /// OpenType spec): outlines and metrics 62.5 times larger than the em.
    static func unitsPerEm16(in folder: String) throws -> String {
        var bytes = [UInt8](
            try Data(
                contentsOf: URL(
                    fileURLWithPath: CLIRunner.fontsDirectory + "/NotoSerif/NotoSerif-Regular.ttf"))
        )
        func integer(_ offset: Int, _ size: Int) -> Int {
            bytes[offset..<offset + size].reduce(0) { $0 << 8 | Int($1) }
        }
        let tables = integer(4, 2)
        let record = try unwrap(
            (0..<tables).map { 12 + 16 * $0 }.first {
                bytes[$0..<$0 + 4].elementsEqual("head".utf8)
            })
        let head = integer(record + 8, 4)
        bytes[head + 18] = 0
        bytes[head + 19] = 16
        let path = folder + "/UnitsPerEm16.ttf"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("A face with unitsPerEm 16 is refused or drawn in bounded memory, never a crash")
    func tinyEm() throws {
        let folder = try TemporaryFolder()
        _ = try Self.unitsPerEm16(in: folder.path)
        let output = folder.path + "/out.png"
        let (result, crashed) = try Self.boundedSpecimen([
            "Examples/NotoSerif.plist", "--fonts-dir", folder.path, "--output", output,
        ])
        expectTrue(!crashed, "\(result.stderr)")
        expectEqual(result.status, 2)
        expectTrue(result.stderr.contains("pixels is larger than 100000000 pixels"))
        expectTrue(!FileManager.default.fileExists(atPath: output))
    }
}
