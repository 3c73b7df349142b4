/// One timed input: the command line that reads it, where its output goes, and its limit.
struct Case {
    /// The limits of the hostile-input goal.
    enum Limit {
        /// Any input is answered in under 0.1 s, process start included.
        case answer
        /// Where the work itself is large (a 1 MiB input, an image to draw): under 2 s.
        case largeWork
        /// One text of the longest `fit` takes broken into lines at twelve sizes: under 1 s.
        case paragraph
        /// Thousands of inputs in one run, whose case is about memory (its ``memoryLimit``):
        /// under 10 s.
        case bulk
        /// An Xcode project of hundreds of thousands of objects, settings or files: under 1 s.
        case project

        var seconds: Double {
            switch self {
            case .answer: 0.1
            case .largeWork: 2
            case .paragraph: 1
            case .bulk: 10
            case .project: 1
            }
        }
    }

    /// The class of hostile input (1 to 10, listed in Benchmarks/README.md), or `corpus` for the
    /// hostile corpus.
    var group: String
    /// What the input is.
    var name: String
    /// The CLI's arguments.
    var arguments: [String]
    var limit: Limit
    /// The most peak resident set size a run may reach, in MiB, when the case bounds memory.
    var memoryLimit: Int?
    var standardOutput: Sink
    var standardError: Sink
    /// Changes to this process's environment for the run: a value, or `nil` to unset.
    var environment: [String: String?]
    /// Run once before the case's untimed warm-up run (e.g. to change an input the previous
    /// case has read).
    var prepare: (() throws -> Void)?

    init(
        _ group: String, _ name: String, _ arguments: [String], _ limit: Limit = .answer,
        memoryLimit: Int? = nil, standardOutput: Sink = .discarded,
        standardError: Sink = .discarded,
        environment: [String: String?] = [:], prepare: (() throws -> Void)? = nil
    ) {
        self.group = group
        self.name = name
        self.arguments = arguments
        self.limit = limit
        self.memoryLimit = memoryLimit
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
        self.prepare = prepare
    }

    /// How the table shows the command: the subcommand, the options that change what it does
    /// (not the fonts folder, style or output file, which every case of a kind shares), and
    /// where its output goes when not to `/dev/null`.
    var command: String {
        var words = [arguments[0]]
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"),
                !["--fonts-dir", "--style", "--output", "--force"].contains(argument)
            else { continue }
            words.append(argument)
            if argument == "--format", let format = rest.first { words.append(format) }
        }
        for (descriptor, sink) in [("", standardOutput), ("2", standardError)] {
            switch sink {
            case .discarded: break
            case .file(let path): words.append("\(descriptor)>\(path)")
            case .closedPipe: words.append("| closed pipe")
            }
        }
        return words.joined(separator: " ")
    }

    /// The case's command line as a shell would take it, for running it again by hand (a closed
    /// pipe is written `| true`, a reader that exits at once).
    func shellCommand(tool: String) -> String {
        let unset = environment.filter { $0.value == nil }.keys.sorted().map { "-u \($0)" }
        let set = environment.compactMap { name, value in value.map { (name, $0) } }
            .sorted { $0.0 < $1.0 }.map { "\($0.0)=\(shellQuoted($0.1))" }
        var words = unset + set
        if !words.isEmpty { words.insert("env", at: 0) }
        words += ([tool] + arguments).map(shellQuoted)
        func redirection(_ sink: Sink, _ descriptor: String) -> String {
            switch sink {
            case .discarded: "\(descriptor)>/dev/null"
            case .file(let path): "\(descriptor)>\(shellQuoted(path))"
            case .closedPipe: descriptor.isEmpty ? "| true" : "2>&1 >/dev/null | true"
            }
        }
        // Standard error first, so a pipe of standard output comes last.
        words += [redirection(standardError, "2"), redirection(standardOutput, "")]
        return words.joined(separator: " ")
    }
}

/// `text` quoted for a POSIX shell when it holds anything but plain path characters; control
/// characters are written as `$'\ooo'`.
func shellQuoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
            || "/._-+=,:@%".unicodeScalars.contains($0)
    }
    if plain && !text.isEmpty && text.unicodeScalars.allSatisfy(\.isASCII) { return text }
    var quoted = "$'"
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\\"): quoted += "\\" + String(UnicodeScalar(byte))
        case 0x20..<0x7f: quoted.unicodeScalars.append(UnicodeScalar(byte))
        default:
            let octal = String(byte, radix: 8)
            quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }
    }
    return quoted + "'"
}
