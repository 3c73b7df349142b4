/// Products and quotients of decimal numbers that print as their exact decimal result.
///
/// Sizes and font units are decimals (`17`, `26.4`, `1069`), and a report should say
/// `46.308`, not `46.30799999999999`: each step of `a * b / c` in `Double` rounds, and two
/// roundings can miss the `Double` nearest to the exact result. Here each operand is read as
/// the decimal its shortest round-trip description shows (`26.4` is 264/10, not the binary
/// fraction nearest to it), the product is formed as an exact fraction of integers, and one
/// division rounds it: IEEE 754 division of two integers that `Double` holds exactly is
/// correctly rounded, and the `Double` nearest to a short decimal prints as that decimal.
package enum DecimalArithmetic {
    /// The largest integer that `Double` holds exactly, with every smaller one (2^53).
    private static let exactLimit: UInt = 1 << 53

    /// The product of `factors` divided by the product of `divisors`, rounded once to the
    /// nearest `Double`.
    ///
    /// When the exact fraction does not fit (operands with many digits, such as the result of
    /// an earlier inexact step), this falls back to plain `Double` arithmetic in the order
    /// given: multiplications first, then divisions.
    package static func product(_ factors: [Double], dividedBy divisors: [Double] = []) -> Double {
        exactProduct(factors, dividedBy: divisors)
            ?? divisors.reduce(factors.reduce(1, *), /)
    }

    /// The exact fraction rounded once, or `nil` when an operand is not a decimal that fits,
    /// a divisor is zero, or a term outgrows what `Double` holds exactly.
    private static func exactProduct(_ factors: [Double], dividedBy divisors: [Double]) -> Double? {
        var fraction = Fraction()
        // Once the outcome is settled (0, or not exact), later operands are not read.
        for factor in factors where fraction.isExact { fraction.multiply(by: decimal(factor)) }
        for divisor in divisors where fraction.isExact { fraction.divide(by: decimal(divisor)) }
        return fraction.rounded()
    }

    /// `value × factor ÷ divisor` for many values with the same factor and divisor (font
    /// units to points: `value × size ÷ unitsPerEm`), each exactly as
    /// `product([value, factor], dividedBy: [divisor])` gives it; the factor and divisor are
    /// read as decimals once, and no array is made per value.
    package struct Scaling: Sendable {
        private let factor: Double
        private let divisor: Double
        private let factorDecimal: (significand: Int, exponent: Int)?
        private let divisorDecimal: (significand: Int, exponent: Int)?

        package init(_ factor: Double, dividedBy divisor: Double) {
            self.factor = factor
            self.divisor = divisor
            factorDecimal = DecimalArithmetic.decimal(factor)
            divisorDecimal = DecimalArithmetic.decimal(divisor)
        }

        /// The scaled value, rounded once (or in plain `Double` arithmetic when the exact
        /// fraction does not fit, as ``DecimalArithmetic/product(_:dividedBy:)``).
        package func scaled(_ value: Double) -> Double {
            exact(value) ?? value * factor / divisor
        }

        private func exact(_ value: Double) -> Double? {
            var fraction = Fraction()
            fraction.multiply(by: DecimalArithmetic.decimal(value))
            fraction.multiply(by: factorDecimal)
            fraction.divide(by: divisorDecimal)
            return fraction.rounded()
        }
    }

    /// An exact fraction `numerator ÷ denominator × 10^exponent`, built a decimal at a time
    /// and kept in lowest terms. The first step that is not exact settles the outcome: a zero
    /// factor makes it 0, whatever follows (a zero or unreadable divisor after it included);
    /// an operand that is not a decimal that fits, a zero divisor or an overflow makes it
    /// inexact. Steps after that change nothing.
    private struct Fraction {
        package var numerator = 1
        package var denominator = 1
        package var exponent = 0
        private var outcome = Outcome.exact

        private enum Outcome { case exact, zero, inexact }

        // The steps are `@inline(__always)`: they run six times for each of the hundreds of
        // line metrics a `ScaledFont` computes, and as calls they cost 0.3 M instructions of
        // a `check`.

        /// Whether every step so far was exact (the outcome is not settled).
        package var isExact: Bool { outcome == .exact }

        /// Multiplies by `significand × 10^exponent` (`nil`: not a decimal that fits).
        @inline(__always)
        package mutating func multiply(by decimal: (significand: Int, exponent: Int)?) {
            guard isExact else { return }
            guard let decimal, decimal.significand != 0,
                let product = multiplied(numerator, decimal.significand)
            else {
                outcome = decimal?.significand == 0 ? .zero : .inexact
                return
            }
            numerator = product
            exponent += decimal.exponent
            (numerator, denominator) = reduced(numerator, denominator)
        }

        /// Divides by `significand × 10^exponent`; a zero divisor, one that is not a decimal
        /// that fits (`nil`), or an overflow makes the fraction inexact.
        @inline(__always)
        package mutating func divide(by decimal: (significand: Int, exponent: Int)?) {
            guard isExact else { return }
            guard let decimal, decimal.significand != 0,
                let product = multiplied(denominator, decimal.significand)
            else {
                outcome = .inexact
                return
            }
            denominator = product
            exponent -= decimal.exponent
            (numerator, denominator) = reduced(numerator, denominator)
        }

        /// The fraction rounded once to the nearest `Double` (one IEEE 754 division of two
        /// integers it holds exactly); 0 after a zero factor; `nil` when it is inexact or a
        /// term outgrows what `Double` holds exactly.
        @inline(__always)
        package func rounded() -> Double? {
            switch outcome {
            case .zero: return 0
            case .inexact: return nil
            case .exact: break
            }
            var (numerator, denominator) = (self.numerator, self.denominator)
            guard let scale = powerOfTen(abs(exponent)) else { return nil }
            if exponent > 0 {
                guard let product = multiplied(numerator, scale) else { return nil }
                numerator = product
            } else {
                guard let product = multiplied(denominator, scale) else { return nil }
                denominator = product
            }
            (numerator, denominator) = reduced(numerator, denominator)
            guard numerator.magnitude <= exactLimit, denominator.magnitude <= exactLimit else {
                return nil
            }
            return Double(numerator) / Double(denominator)
        }
    }

    /// `value` as `significand × 10^exponent`, read from its shortest round-trip description
    /// (`26.4` → (264, −1), `1e-05` → (1, −5)), trailing zeros removed; `nil` when it is not
    /// finite or has more digits than an `Int` holds.
    ///
    /// A whole number below 2^53 (font units, most sizes) is its own shortest description
    /// (any other decimal is at least 1 away, and `Double`'s spacing there is at most 1), so
    /// it is taken as it is; other values are read from `description`'s bytes.
    package static func decimal(_ value: Double) -> (significand: Int, exponent: Int)? {
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

    private static func multiplied(_ a: Int, _ b: Int) -> Int? {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }

    private static func powerOfTen(_ exponent: Int) -> Int? {
        var result = 1
        for _ in 0..<exponent {
            guard let product = multiplied(result, 10) else { return nil }
            result = product
        }
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
