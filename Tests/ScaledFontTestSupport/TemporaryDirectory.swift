import Foundation

/// A fresh folder under the system's temporary folder, removed with its contents on deinit.
///
/// Mode 755, so that another user (`nobody`, for the permission tests run as root) can reach
/// the files in it.
public final class TemporaryDirectory {
    /// The folder's absolute path.
    public let path: String

    /// Makes a new, empty folder.
    public init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaledfont-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        path = url.path
    }

    /// A fresh folder holding a copy of each file, under its own name.
    public convenience init(copying files: [String]) throws {
        try self.init()
        for file in files {
            try FileManager.default.copyItem(
                atPath: file, toPath: path + "/" + (file as NSString).lastPathComponent)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Makes a folder (and any folders above it) in this one and returns its path.
    @discardableResult
    public func folder(_ name: String) throws -> String {
        let folder = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `contents` to a file in the folder and returns its path.
    @discardableResult
    public func write(_ contents: Data, to name: String) throws -> String {
        let file = path + "/" + name
        try contents.write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes a shell script (`#!/bin/sh`, then `body`) to an executable file in the folder
    /// and returns its path.
    ///
    /// The script is written here and installed by another process (`install -m 755`): a
    /// program file this process has open for writing can be inherited by a process that a
    /// test running in parallel forks at that moment, and running it then fails with
    /// ETXTBSY ("text file busy"), as if the program were missing. `install` writes the copy
    /// and has exited before anything runs it.
    public func installScript(_ body: String, as name: String) throws -> String {
        let source = try write("#!/bin/sh\n" + body + "\n", to: name + ".source")
        let program = path + "/" + name
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
        install.arguments = ["-m", "755", source, program]
        try install.run()
        install.waitUntilExit()
        guard install.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: program])
        }
        return program
    }

    /// Makes an empty file at `path` given as bytes (a name that is not UTF-8, which a Swift
    /// `String` cannot spell) with `open(O_CREAT)`; returns whether it was made.
    @discardableResult
    public static func createEmptyFile(atPathBytes path: [UInt8]) -> Bool {
        let name = path + [0]
        let descriptor = name.withUnsafeBufferPointer {
            open(
                UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                O_CREAT | O_WRONLY, 0o644)
        }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Writes UTF-8 text to a file in the folder and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }
}
