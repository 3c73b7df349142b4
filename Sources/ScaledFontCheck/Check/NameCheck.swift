/// Where one font name an app asks for is on the device, or why it is not: the one path a
/// style's `fontName` and a name in the app's code both take, so that both get the same
/// rules (the resolution rungs, the declared and registered files, the fonts built into every
/// version of the range, the system-UI-font rule and did-you-mean).
struct NameCheck {
    /// The face or platform font the name resolves to, `nil` when there is a ``problem``.
    var location: FontLocation?
    /// Why the app does not get the font, `nil` when it does.
    var problem: (reason: Finding.Reason, message: FindingText)?
    /// How serious the problem is: a warning when the face may be in a file not in the
    /// checkout, or when the face's own `UIAppFonts` entry carries the error.
    var severity = Finding.Severity.error

    /// Looks `name` up as React Native does on iOS (``FontUse/triesFamilyFirst``): a family
    /// the device has (declared, registered at run time or built in; every face it loads) is
    /// its regular face; only a name no such family has goes through ``init(_:fonts:appFonts:)``.
    init(familyFirst name: String, fonts: AvailableFonts, appFonts: AppFonts?) {
        let loads = { (match: FontMatch) in fonts.deviceProblem(of: match.face) == nil }
        if let appFonts {
            if let declared = appFonts.resolveFamily(name), loads(declared) {
                self.init(found: .face(declared))
                return
            }
            if let registered = fonts.resolveFamilyRegisteredAtRunTime(name), loads(registered) {
                self.init(found: .face(registered))
                return
            }
        } else if let match = fonts.catalog.resolveFamily(name), loads(match) {
            self.init(found: .face(match))
            return
        }
        if let family = fonts.builtIn.family(named: name) {
            self.init(found: .platform(family))
            return
        }
        self.init(name, fonts: fonts, appFonts: appFonts)
    }

    /// A name found, without a problem.
    private init(found location: FontLocation) {
        self.location = location
    }

    /// Looks `name` up where the platform looks for it; with the app's declared files (an
    /// Apple platform), a bundled face counts only from a file the device loads.
    init(_ name: String, fonts: AvailableFonts, appFonts: AppFonts?) {
        var location = fonts.locate(name)
        // Where the app runs on a device, a bundled face counts only from a file it loads.
        func unsupported(_ face: FontFace) -> (Finding.Reason, FindingText)? {
            fonts.deviceProblem(of: face).map { problem in
                (
                    .fontUnsupported,
                    "font '\(name: name)' is bundled in \(path: face.file), which the device "
                        + "does not load: \(problem)"
                )
            }
        }
        if case .face(let match)? = location, let problem = unsupported(match.face) {
            self.problem = problem
            return
        }
        if let appFonts, case .face(let match)? = location {
            // The device sees only the declared files and the fonts the app registers itself:
            // resolve among the declared faces, then the registered ones, then the built-in
            // fonts.
            if let declared = appFonts.resolve(name) {
                location = .face(declared)
            } else if let registered = fonts.resolveRegisteredAtRunTime(name) {
                if let problem = unsupported(registered.face) {
                    self.problem = problem
                    return
                }
                location = .face(registered)
            } else if let font = fonts.builtIn.font(named: name) {
                location = .platform(font)
            } else if let listed = appFonts.notInTargetEntry(for: match.face) {
                // One mistake, one error: the entry's, at its line; the name is not found
                // because of it, which a warning says.
                let (reason, message) = appFonts.notLoaded(name, face: match.face)
                let line = listed.line.map { " at line \($0)" } ?? ""
                problem = (
                    reason,
                    message + " (the error of its UIAppFonts entry '\(name: listed.entry)'"
                        + "\(line))"
                )
                severity = .warning
                return
            } else {
                let (reason, message) = appFonts.notLoaded(name, face: match.face)
                problem = (reason, message)
                // Registration counts only from code in the checkout: a pod not in it, or a
                // Swift package fetched when the app builds, may register a bundled face at
                // run time.
                if reason == .appFontNotListed,
                    let registrars = appFonts.mayBeRegisteredOutsideTheCheckout
                {
                    problem = (reason, message + "; \(registrars)")
                    severity = .warning
                }
                return
            }
        }
        guard let location else {
            // A copied file not in the checkout may hold the face: unchecked, not wrong.
            if let file = appFonts?.absentFile(matching: name) {
                problem = (
                    .fontUnchecked,
                    "font '\(name: name)' is in no font here, but \(path: file), which the "
                        + "target copies, is not in the checkout: unchecked until it exists"
                )
                severity = .warning
                return
            }
            // A file a pod not in the checkout may provide, tied to the name by a
            // `customFonts` entry or its base name: unchecked until `pod install`.
            if let podFont = appFonts?.podFont(tiedTo: name) {
                problem = (
                    .fontUnchecked,
                    "font '\(name: name)' is in no font here; \(name: podFont.file), which "
                        + "declares it, may be provided by \(AppFonts.podList(podFont.pods)), "
                        + "which the checkout does not hold: run `pod install` to check"
                )
                severity = .warning
                return
            }
            problem = fonts.absenceWithHint(of: name, alsoAmong: appFonts?.podFontNames ?? [])
            return
        }
        self.location = location
    }
}
