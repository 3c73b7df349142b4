import ScaledFontCheck
import ScaledFontTestSupport
import Testing

/// ``FontCheck/validate()``: which inputs go together, checked before anything is read. Each
/// case is a rule of the request (an Xcode project derives the Info.plist, the bundle and the
/// platform; Bold Text and a coverage text need the faces on this machine), so the expected
/// code and input are those the rule names.
@Suite("FontCheck.validate(): the rules on which inputs go together")
struct FontCheckValidationTests {
    typealias InputError = FontCheck.InputError

    /// The error `request` gives, or `nil` when it is valid.
    static func failure(_ request: FontCheck) -> InputError? {
        do {
            try request.validate()
            return nil
        } catch {
            return error
        }
    }

    @Test("valid requests: a dictionary alone, an Info.plist with a bundle, a project with targets")
    func valid() {
        expectNil(Self.failure(FontCheck(dictionaries: ["S.plist"])))
        expectNil(
            Self.failure(
                FontCheck(dictionaries: ["S.plist"], infoPlist: "Info.plist", bundleRoot: "App.app")
            ))
        expectNil(
            Self.failure(
                FontCheck(
                    dictionaries: ["S.plist"], project: "App.xcodeproj", targets: ["App"],
                    configuration: "Debug")))
        expectNil(
            Self.failure(
                FontCheck(
                    dictionaries: ["S.plist"], platform: .linux,
                    options: DictionaryCheck.Options(boldText: true, text: "Hx"))))
    }

    @Test("targets or a configuration without a project: needsProject, targets first")
    func needsProject() {
        let targets = Self.failure(
            FontCheck(dictionaries: ["S.plist"], targets: ["App"], configuration: "Debug"))
        expectEqual(targets?.code, .needsProject)
        expectEqual(targets?.input, .targets)
        let configuration = Self.failure(
            FontCheck(dictionaries: ["S.plist"], configuration: "Debug"))
        expectEqual(configuration?.code, .needsProject)
        expectEqual(configuration?.input, .configuration)
    }

    @Test(
        "a project with an Info.plist, a bundle root or font folders: derivedFromProject",
        arguments: [
            (
                FontCheck(dictionaries: ["S.plist"], infoPlist: "I.plist", project: "A.xcodeproj"),
                InputError.Input.infoPlist
            ),
            (
                FontCheck(dictionaries: ["S.plist"], bundleRoot: "A.app", project: "A.xcodeproj"),
                .bundleRoot
            ),
            (
                FontCheck(
                    dictionaries: ["S.plist"], fontFolders: ["Fonts"], project: "A.xcodeproj"),
                .fontFolders
            ),
        ])
    func derivedFromProject(request: FontCheck, input: InputError.Input) {
        let error = Self.failure(request)
        expectEqual(error?.code, .derivedFromProject)
        expectEqual(error?.input, input)
        expectEqual(error?.isAboutPlatform, false)
    }

    @Test("a bundle root without an Info.plist: needsInfoPlist")
    func needsInfoPlist() {
        let error = Self.failure(FontCheck(dictionaries: ["S.plist"], bundleRoot: "App.app"))
        expectEqual(error?.code, .needsInfoPlist)
        expectEqual(error?.input, .bundleRoot)
    }

    @Test("an Apple app checked for Linux: appOnLinux, naming the project or the Info.plist")
    func appOnLinux() {
        let plist = Self.failure(
            FontCheck(dictionaries: ["S.plist"], platform: .linux, infoPlist: "I.plist"))
        expectEqual(plist?.code, .appOnLinux)
        expectEqual(plist?.input, .infoPlist)
        expectEqual(plist?.isAboutPlatform, true)
        let project = Self.failure(
            FontCheck(dictionaries: ["S.plist"], platform: .linux, project: "A.xcodeproj"))
        expectEqual(project?.input, .project)
    }

    @Test("Bold Text or a coverage text for an Apple platform: needsLinux, with the platform")
    func needsLinux() {
        // An Info.plist makes the platform iOS (its newest record) when none is given.
        let bold = Self.failure(
            FontCheck(
                dictionaries: ["S.plist"], infoPlist: "I.plist",
                options: DictionaryCheck.Options(boldText: true, text: "Hx")))
        expectEqual(bold?.code, .needsLinux)
        expectEqual(bold?.input, .boldText)
        expectEqual(bold?.platform, .iOS(nil))
        let text = Self.failure(
            FontCheck(
                dictionaries: ["S.plist"], platform: .bundled,
                options: DictionaryCheck.Options(text: "Hx")))
        expectEqual(text?.input, .text)
        expectEqual(text?.platform, .bundled)
    }

    @Test("the rules on which inputs are given come before those on the platform")
    func order() {
        let error = Self.failure(
            FontCheck(
                dictionaries: ["S.plist"], platform: .linux, infoPlist: "I.plist",
                bundleRoot: "A.app", project: "A.xcodeproj"))
        expectEqual(error?.code, .derivedFromProject)
        expectEqual(error?.input, .infoPlist)
    }

    @Test("the resolved platform: the one given, else iOS for an app, else Linux")
    func resolvedPlatform() {
        expectEqual(FontCheck(dictionaries: []).resolvedPlatform, .linux)
        expectEqual(FontCheck(dictionaries: [], infoPlist: "I.plist").resolvedPlatform, .iOS(nil))
        expectEqual(FontCheck(dictionaries: [], project: "A.xcodeproj").resolvedPlatform, .iOS(nil))
        expectEqual(
            FontCheck(dictionaries: [], platform: .tvOS, project: "A.xcodeproj").resolvedPlatform,
            .tvOS)
    }
}
