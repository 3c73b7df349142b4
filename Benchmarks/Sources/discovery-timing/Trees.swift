import Glibc

/// The repositories the discovery goal walks, each within 1 s and 100 MiB peak RSS.
enum Tree: String, CaseIterable {
    /// 100,000 files: app code in folders of mixed depth (1 to 8), a third of the files in
    /// `node_modules/` and `ios/Pods/`, three projects, five style dictionaries and a few
    /// hundred other plists and JSON files that are read and are not dictionaries.
    case plain
    /// 500 `.xcodeproj` folders, each with a `project.pbxproj` and files inside that the walk
    /// must not enter, and a style dictionary beside each.
    case projects
    /// 1,000 folders each with links to itself, its parent and the root (3,000 folders reached
    /// twice), and 100 loops of links.
    case cycles
    /// 1,000 folders of mode 000 (unreadable unless the walk runs as root, which reads them).
    case unreadable

    /// Writes the repository at `root` and returns how many regular files it holds.
    func make(in root: String) throws -> Int {
        var writer = Writer()
        try writer.folder(root + "/.git")
        switch self {
        case .plain: try plain(root, &writer)
        case .projects:
            for index in 0..<500 {
                let project = root + "/Apps/App\(index)/App\(index).xcodeproj"
                try writer.file(project + "/project.pbxproj")
                for name in ["a.xcscheme", "b.xcscheme", "Inside.swift"] {
                    try writer.file(project + "/xcshareddata/" + name)
                }
                try writer.file(root + "/Apps/App\(index)/Styles.json", Self.dictionary)
            }
        case .cycles:
            for index in 0..<1_000 {
                let folder = root + "/a\(index / 100)/b\(index / 10 % 10)/c\(index % 10)"
                try writer.file(folder + "/View.swift")
                try writer.link(".", folder + "/self")
                try writer.link("..", folder + "/up")
                try writer.link(root, folder + "/top")
            }
            for index in 0..<100 {
                try writer.link("loop\(index)b", root + "/loops/loop\(index)a")
                try writer.link("loop\(index)a", root + "/loops/loop\(index)b")
            }
        case .unreadable:
            for index in 0..<1_000 {
                let folder = root + "/Locked/l\(index)"
                try writer.file(folder + "/Styles.json", Self.dictionary)
                guard chmod(folder, 0) == 0 else { throw Failure("chmod \(folder)") }
            }
        }
        return writer.files
    }

    /// The `plain` repository: 100,000 files.
    private func plain(_ root: String, _ writer: inout Writer) throws {
        for project in ["ios/App", "ios/Widget", "macos/Mac"] {
            try writer.file(root + "/" + project + ".xcodeproj/project.pbxproj")
        }
        for index in 0..<5 {
            try writer.file(root + "/ios/App/Styles/Theme\(index).json", Self.dictionary)
        }
        for index in 0..<100 {
            try writer.file(root + "/ios/Plists/p\(index)/Info.plist", Self.infoPlist)
            try writer.file(root + "/packages/p\(index)/package.json", #"{"name": "p"}"#)
            try writer.file(root + "/ios/Assets/i\(index).imageset/Contents.json", Self.contents)
        }
        // 33,000 dependency files the walk passes over.
        for index in 0..<22_000 {
            try writer.file(
                root + "/node_modules/m\(index / 200)/lib/d\(index / 20 % 10)/f\(index).js")
        }
        for index in 0..<11_000 {
            try writer.file(root + "/ios/Pods/P\(index / 100)/Sources/f\(index).m")
        }
        // The app's own code: 20 files a folder, folders 1 to 8 deep.
        let extensions = ["swift", "ts", "tsx", "m", "h", "png", "strings", "js"]
        var index = 0
        while writer.files < 100_000 {
            let depth = 1 + index / 20 % 8
            let path = (0..<depth).map { "d\(index / 20 / 8 % 40 + $0)" }.joined(separator: "/")
            try writer.file(
                root + "/src/g\(index / 4_000)/" + path + "/f\(index)."
                    + extensions[index % extensions.count])
            index += 1
        }
    }

    /// A style dictionary: `body` with `fontName` and `fontSize`.
    static let dictionary = #"{"body": {"fontName": "NotoSerif", "fontSize": 17}}"#
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
        """
    static let contents = #"{"info": {"author": "xcode", "version": 1}}"#
}

/// Makes files, folders and links, counting the files.
struct Writer {
    private(set) var files = 0
    private var made: Set<String> = []

    /// Makes `path` and the folders above it.
    mutating func folder(_ path: String) throws {
        guard !made.contains(path) else { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try folder(String(path[..<slash]))
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw Failure("mkdir \(path)") }
        made.insert(path)
    }

    /// Writes `text` to a new file at `path`.
    mutating func file(_ path: String, _ text: String = "") throws {
        try folder(String(path[..<path.lastIndex(of: "/")!]))
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure("open \(path)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else {
            throw Failure("write \(path)")
        }
        files += 1
    }

    /// Makes a symbolic link at `path` to `target`.
    mutating func link(_ target: String, _ path: String) throws {
        try folder(String(path[..<path.lastIndex(of: "/")!]))
        guard symlink(target, path) == 0 else { throw Failure("symlink \(path)") }
    }
}

/// A call that failed, with the system's reason.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ call: String) { description = call + ": " + String(cString: strerror(errno)) }
}
