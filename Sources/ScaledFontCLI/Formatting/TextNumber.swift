/// How text reports print a number: rounded to a thousandth (3 decimals), the unit lengths
/// are reported in (a thousandth of a point), without trailing zeros beyond the first
/// decimal (`46.308`, `26.4`, `17.0`). JSON and CSV keep the full value.
enum TextNumber {
    /// `value` rounded to 3 decimals, as the shortest decimal that reads back as the
    /// rounded value.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        // The thousandths are a whole number, and the Double nearest to an integer divided
        // by 1000 (one correctly rounded division) prints as that decimal.
        let rounded = (value * 1000).rounded() / 1000
        return (rounded == 0 ? 0 : rounded).description
    }

    /// A count and its noun: `1 error`, `2 errors`, `2 dictionaries` (`plural` given).
    static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
