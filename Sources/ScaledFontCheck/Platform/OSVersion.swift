/// An operating-system version such as `15.5` or `13.2.2`, compared component by component
/// (a missing component is 0).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The components, major first.
    public let components: [Int]

    /// Creates a version from its components.
    public init(_ components: [Int]) {
        self.components = components
    }

    /// Parses `15`, `15.5` or `13.2.2`: one to three numbers separated by dots; `nil` for
    /// anything else.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 4,
                part.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let number = Int(part)
            else { return nil }
            components.append(number)
        }
        self.components = components
    }

    /// The major and minor version (`14.0` for `14.0.1`): what a recorded version stands for.
    public var majorMinor: OSVersion {
        OSVersion([components.first ?? 0, components.count > 1 ? components[1] : 0])
    }

    /// `15.5`, `13.2.2`.
    public var description: String {
        components.map(String.init).joined(separator: ".")
    }

    /// Whether `a` is an earlier version than `b`, component by component.
    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        let count = max(a.components.count, b.components.count)
        for position in 0..<count {
            let x = position < a.components.count ? a.components[position] : 0
            let y = position < b.components.count ? b.components[position] : 0
            if x != y { return x < y }
        }
        return false
    }

    /// Whether the versions are the same, a missing component counting as 0 (`15` is `15.0`).
    public static func == (a: OSVersion, b: OSVersion) -> Bool {
        !(a < b) && !(b < a)
    }

    /// Hashes the version as `==` compares it: trailing zero components left out.
    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
