/// Products and quotients of decimal numbers that print as their exact decimal result.
///
/// Sizes and font units are decimals (`17`, `26.4`, `1069`), and a report should say
/// `46.308`, not `46.30799999999999`: each step of `a * b / c` in `Double` rounds, and two
/// roundings can miss the `Double` nearest to the exact result. Here each operand is read as
/// the decimal its shortest round-trip description shows (`26.4` is 264/10, not the binary
/// fraction nearest to it), the product is formed as an exact fraction of integers, and one
/// division rounds it: IEEE 754 division of two integers that `Double` holds exactly is
/// correctly rounded, and the `Double` nearest to a short decimal prints as that decimal.
enum DecimalArithmetic {
    /// The largest integer that `Double` holds exactly, with every smaller one (2^53).
    private static let exactLimit: UInt = 1 << 53

    /// The product of `factors` divided by the product of `divisors`, rounded once to the
    /// nearest `Double`.
    ///
    /// When the exact fraction does not fit (operands with many digits, such as the result of
    /// an earlier inexact step), this falls back to plain `Double` arithmetic in the order
    /// given: multiplications first, then divisions.
    static func product(_ factors: [Double], dividedBy divisors: [Double] = []) -> Double {
        exactProduct(factors, dividedBy: divisors)
            ?? divisors.reduce(factors.reduce(1, *), /)
    }

    /// The exact fraction rounded once, or `nil` when an operand is not a decimal that fits,
    /// a divisor is zero, or a term outgrows what `Double` holds exactly.
    private static func exactProduct(_ factors: [Double], dividedBy divisors: [Double]) -> Double? {
        do {
            var numerator = 1
            var denominator = 1
            var exponent = 0
            for factor in factors {
                guard let (significand, power) = decimal(factor) else { return nil }
                if significand == 0 { return 0 }
                numerator = try multiplied(numerator, significand)
                exponent += power
                (numerator, denominator) = reduced(numerator, denominator)
            }
            for divisor in divisors {
                guard let (significand, power) = decimal(divisor), significand != 0 else {
                    return nil
                }
                denominator = try multiplied(denominator, significand)
                exponent -= power
                (numerator, denominator) = reduced(numerator, denominator)
            }
            let scale = try powerOfTen(abs(exponent))
            if exponent > 0 {
                numerator = try multiplied(numerator, scale)
            } else {
                denominator = try multiplied(denominator, scale)
            }
            (numerator, denominator) = reduced(numerator, denominator)
            guard numerator.magnitude <= exactLimit, denominator.magnitude <= exactLimit else {
                return nil
            }
            return Double(numerator) / Double(denominator)
        } catch {
            return nil
        }
    }

    /// `value` as `significand × 10^exponent`, read from its shortest round-trip description
    /// (`26.4` → (264, −1), `1e-05` → (1, −5)), trailing zeros removed; `nil` when it is not
    /// finite or has more digits than an `Int` holds.
    ///
    /// A whole number below 2^53 (font units, most sizes) is its own shortest description
    /// (any other decimal is at least 1 away, and `Double`'s spacing there is at most 1), so
    /// it is taken as it is; other values are read from `description`'s bytes.
    static func decimal(_ value: Double) -> (significand: Int, exponent: Int)? {
        guard value.isFinite else { return nil }
        if value != 0, value.magnitude < Double(exactLimit), value.rounded(.towardZero) == value {
            return stripped(Int(value), exponent: 0)
        }
        var significand = 0
        var exponent = 0
        var isNegative = false
        var inFraction = false
        var digits = 0
        var utf8 = value.description.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "-") where digits == 0 && !isNegative: isNegative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Accumulated negative for a negative value, as `Int("-...")` reads it.
                let digit = Int(byte - UInt8(ascii: "0"))
                let (shifted, overflow) = significand.multipliedReportingOverflow(by: 10)
                let (sum, carry) =
                    isNegative
                    ? shifted.subtractingReportingOverflow(digit)
                    : shifted.addingReportingOverflow(digit)
                guard !overflow, !carry else { return nil }
                significand = sum
                digits += 1
                if inFraction { exponent -= 1 }
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                var power = ""
                while let byte = utf8.next() { power.unicodeScalars.append(Unicode.Scalar(byte)) }
                guard let power = Int(power) else { return nil }
                exponent += power
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        return stripped(significand, exponent: exponent)
    }

    /// `significand × 10^exponent` with the significand's trailing zeros moved to the
    /// exponent.
    private static func stripped(_ significand: Int, exponent: Int) -> (Int, Int) {
        var (significand, exponent) = (significand, exponent)
        while significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        return (significand, exponent)
    }

    private struct Overflow: Error {}

    private static func multiplied(_ a: Int, _ b: Int) throws -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { throw Overflow() }
        return product
    }

    private static func powerOfTen(_ exponent: Int) throws -> Int {
        var result = 1
        for _ in 0..<exponent { result = try multiplied(result, 10) }
        return result
    }

    /// The fraction in lowest terms with a positive denominator.
    private static func reduced(_ numerator: Int, _ denominator: Int) -> (Int, Int) {
        var (a, b) = (numerator.magnitude, denominator.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        let sign = denominator < 0 ? -1 : 1
        return (sign * numerator / Int(a), sign * denominator / Int(a))
    }
}
