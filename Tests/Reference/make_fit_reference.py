#!/usr/bin/env python3
"""Makes the fonts and the expected line breaks of the fit acceptance test.

1. Subsets the fonts the test texts need from Debian's font packages (fonts-noto-core 20201225-1
   and fonts-wqy-zenhei 0.9.45-8) with fontTools' pyftsubset, keeping every layout feature and
   the name table, into Tests/Fonts/<Name>/, each with its licence and a note of origin.
2. Compiles fit_reference.c (HarfBuzz and ICU, sharing no code with the package) and runs it
   on those subset files for each text at the body style's size at each content size
   category (Apple's Human Interface Guidelines, Dynamic Type sizes, iOS: body is 14, 15, 16,
   17, 19, 21, 23, 28, 33, 40, 47 and 53 pt from xSmall to accessibility5).
3. Writes the answers to fit-reference.json beside this script.

The cases marked "apple" are set as on an Apple device (`--platform ios`): their CJK
ideographs and kana are not in the face (they are left out of its subset), and the reference
sets each at 1 em, as the device's PingFang and Hiragino do.

Run from the package root: python3 Tests/Reference/make_fit_reference.py [--no-subset]
(--no-subset reuses the subsets in Tests/Fonts.)
Needs: fontTools (pip install fonttools), a C compiler, libharfbuzz-dev and libicu-dev.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "Tests", "Reference")

CATEGORIES = [
    ("extraSmall", 14), ("small", 15), ("medium", 16), ("large", 17), ("extraLarge", 19),
    ("extraExtraLarge", 21), ("extraExtraExtraLarge", 23), ("accessibilityMedium", 28),
    ("accessibilityLarge", 33), ("accessibilityExtraLarge", 40),
    ("accessibilityExtraExtraLarge", 47), ("accessibilityExtraExtraExtraLarge", 53),
]

# name, source file, face index, folder, subset file, PostScript name, licence, package
FONTS = {
    "NotoSans": ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", 0, "NotoSans",
                 "NotoSans-Regular.ttf", "NotoSans-Regular",
                 "/usr/share/doc/fonts-noto-core/copyright", "fonts-noto-core 20201225-1"),
    "NotoSansArabic": ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0,
                       "NotoSansArabic", "NotoSansArabic-Regular.ttf", "NotoSansArabic-Regular",
                       "/usr/share/doc/fonts-noto-core/copyright", "fonts-noto-core 20201225-1"),
    "NotoSansDevanagari": ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0,
                           "NotoSansDevanagari", "NotoSansDevanagari-Regular.ttf",
                           "NotoSansDevanagari-Regular",
                           "/usr/share/doc/fonts-noto-core/copyright",
                           "fonts-noto-core 20201225-1"),
    "WenQuanYiZenHei": ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0, "WenQuanYiZenHei",
                        "WenQuanYiZenHei-Subset.ttf", "WenQuanYiZenHei",
                        "/usr/share/doc/fonts-wqy-zenhei/copyright", "fonts-wqy-zenhei 0.9.45-8"),
    # Used whole, as the repository has it (Tests/Fonts/DejaVu/ORIGIN.md): Latin, Arabic and
    # Hebrew in one face.
    "DejaVuSans": (None, 0, "DejaVu", "DejaVuSans.ttf", "DejaVuSans", None, None),
    # Noto Sans Devanagari has no Latin letters: its subset merged with Noto Sans's (both 1000
    # units per em) by fontTools' merger, renamed, sets Latin and Devanagari in one face.
    "NotoSansDevanagariLatin": (
        ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
         "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"), 0, "NotoSansDevanagariLatin",
        "NotoSansDevanagariLatin-Regular.ttf", "NotoSansDevanagariLatin-Regular",
        "/usr/share/doc/fonts-noto-core/copyright", "fonts-noto-core 20201225-1"),
}

# name, font, width in points, text
CASES = [
    ("latin", "NotoSans", 180,
     "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."),
    ("latin-narrow", "NotoSans", 96, "Continue to your account settings"),
    ("german-compounds", "NotoSans", 200,
     "Die Donaudampfschifffahrtsgesellschaft sucht einen Kapitän für die "
     "Rechtsschutzversicherungsgesellschaften."),
    ("latin-breaks-and-tabs", "NotoSans", 220,
     "Name:\tAnna Schmidt\nCity:\tBerlin\r\n\nPhone:\t+49 30 1234567\u2028Done\n"),
    ("arabic", "NotoSansArabic", 190,
     "مرحبا بكم في تطبيقنا الجديد، يرجى المتابعة لإنشاء حسابك الآن"),
    ("devanagari", "NotoSansDevanagari", 210,
     "हमारे नए ऐप में आपका स्वागत है, कृपया अपना खाता बनाने के लिए जारी रखें"),
    ("japanese", "WenQuanYiZenHei", 170,
     "新しいアプリへようこそ。アカウントを作成するには、続行をタップしてください。"),
    ("mixed-japanese-latin", "WenQuanYiZenHei", 200,
     "iPhone 15 Proで撮った写真を、友だちとAirDropで共有しましょう。"),
    # Hangul word priority (UILabel's default line break strategy): Korean breaks at spaces.
    # 440 pt holds the longest word (8 em) at 53 pt, so no word is broken between syllables.
    ("korean-welcome", "WenQuanYiZenHei", 440,
     "새로운 앱에 오신 것을 환영합니다. 계정을 만들려면 계속을 누르세요."),
    ("korean-notifications", "WenQuanYiZenHei", 440,
     "설정에서 알림을 켜면 새 메시지가 도착할 때 알려 드립니다."),
    ("korean-password", "WenQuanYiZenHei", 440,
     "비밀번호를 잊으셨나요? 이메일 주소를 입력하면 재설정 링크를 보내 드립니다."),
    ("korean-share", "WenQuanYiZenHei", 440,
     "사진을 친구와 공유하려면 공유 버튼을 누른 다음 받는 사람을 선택하세요."),
    ("korean-payment", "WenQuanYiZenHei", 440,
     "결제가 완료되었습니다. 영수증은 등록된 이메일로 발송됩니다."),
    ("korean-network", "WenQuanYiZenHei", 440, "네트워크 연결을 확인한 후 다시 시도해 주세요."),
    ("korean-update", "WenQuanYiZenHei", 440,
     "이 기능을 사용하려면 최신 버전으로 업데이트해야 합니다."),
    ("korean-unsaved", "WenQuanYiZenHei", 440,
     "저장하지 않은 변경 사항이 있습니다. 정말 나가시겠습니까?"),
    ("korean-location", "WenQuanYiZenHei", 440,
     "위치 서비스를 허용하면 주변의 매장을 더 쉽게 찾을 수 있습니다."),
    ("korean-subscription", "WenQuanYiZenHei", 440,
     "구독을 취소해도 현재 결제 기간이 끝날 때까지 계속 이용할 수 있습니다."),
    ("korean-mixed-latin", "WenQuanYiZenHei", 440, "iPhone에서 사진 12장을 선택했습니다."),
    # The same texts with the strategy "none": UAX #14 alone, which breaks between syllables.
    ("korean-welcome-none", "WenQuanYiZenHei", 200,
     "새로운 앱에 오신 것을 환영합니다. 계정을 만들려면 계속을 누르세요.", "none"),
    ("korean-share-none", "WenQuanYiZenHei", 200,
     "사진을 친구와 공유하려면 공유 버튼을 누른 다음 받는 사람을 선택하세요.", "none"),
    # Soft hyphens (U+00AD): a line broken at one ends with the face's hyphen, whose width the
    # widest line carries; elsewhere they show nothing.
    ("soft-hyphen-german", "NotoSans", 120,
     "Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesell\u00adschaft"),
    ("soft-hyphen-insurance", "NotoSans", 110,
     "Rechts\u00adschutz\u00adver\u00adsicherungs\u00adgesell\u00adschaften"),
    ("soft-hyphen-english", "NotoSans", 90,
     "Your in\u00adcom\u00adpre\u00adhen\u00adsi\u00adbil\u00adi\u00adty is noted"),
    ("soft-hyphen-settings", "NotoSans", 100,
     "Benach\u00adrich\u00adti\u00adgungs\u00adein\u00adstel\u00adlungen \u00f6ffnen"),
    ("soft-hyphen-dutch", "NotoSans", 95,
     "Ar\u00adbeids\u00adon\u00adge\u00adschikt\u00adheids\u00adver\u00adze\u00adke\u00adring"),
    ("soft-hyphen-account", "NotoSans", 130,
     "Konto\u00adeinstel\u00adlungen und Daten\u00adschutz\u00aderkl\u00e4rung"),
    ("soft-hyphen-finnish", "NotoSans", 100,
     "lento\u00adkone\u00adsuihku\u00adturbiini\u00admoottori\u00adapu\u00admekaanikko"),
    ("soft-hyphen-continue", "NotoSans", 80,
     "Weiter zur Anmelde\u00adseite und Pass\u00adwort\u00adwieder\u00adherstellung"),
    ("soft-hyphen-kerned", "NotoSans", 70,
     "AVA\u00adVAT\u00adTAV\u00adWAY\u00adYAW\u00adLTA"),
    ("soft-hyphen-with-tab", "NotoSans", 140,
     "Name:\tVer\u00adsicherungs\u00adnummer\u00adangabe"),
    # Mixed scripts: each run of one direction and script is shaped on its own (the Arabic
    # letters join, Hebrew and Arabic run right to left), and a line is the sum of its runs.
    ("mixed-latin-arabic-pay", "DejaVuSans", 120, "Pay بنجاح with Apple Pay today"),
    ("mixed-latin-arabic-paid", "DejaVuSans", 110, "تم الدفع بنجاح using Visa 4242"),
    ("mixed-latin-arabic-welcome", "DejaVuSans", 100, "Welcome مرحبا to the new app"),
    ("mixed-latin-arabic-order", "DejaVuSans", 120, "Your order طلبك is on the way"),
    ("mixed-latin-arabic-messages", "DejaVuSans", 100, "مرحبا John، لديك 3 رسائل جديدة"),
    ("mixed-latin-arabic-download", "DejaVuSans", 130, "Download تحميل the latest update now"),
    ("mixed-latin-arabic-settings", "DejaVuSans", 140,
     "Settings الإعدادات and Privacy الخصوصية"),
    ("mixed-latin-arabic-store", "DejaVuSans", 110, "iPhone 15 متوفر الآن في المتجر"),
    ("mixed-latin-arabic-continue", "DejaVuSans", 120,
     "Tap متابعة to continue with your account"),
    ("mixed-latin-arabic-account", "DejaVuSans", 120, "الحساب Account تم إنشاؤه successfully"),
    ("mixed-latin-hebrew-pay", "DejaVuSans", 120, "Pay בהצלחה with Apple Pay today"),
    ("mixed-latin-hebrew-messages", "DejaVuSans", 110, "שלום John, יש לך 3 הודעות חדשות"),
    ("mixed-latin-hebrew-welcome", "DejaVuSans", 100, "Welcome ברוכים הבאים to the app"),
    ("mixed-latin-hebrew-order", "DejaVuSans", 120, "Your order ההזמנה שלך is on the way"),
    ("mixed-latin-hebrew-download", "DejaVuSans", 110, "Download הורדה the latest update"),
    ("mixed-latin-hebrew-settings", "DejaVuSans", 120, "Settings הגדרות and Privacy פרטיות"),
    ("mixed-latin-hebrew-store", "DejaVuSans", 100, "iPhone 15 זמין עכשיו בחנות"),
    ("mixed-latin-hebrew-continue", "DejaVuSans", 80, "Tap המשך to continue"),
    ("mixed-latin-hebrew-account", "DejaVuSans", 110, "החשבון Account נוצר successfully"),
    ("mixed-latin-hebrew-reply", "DejaVuSans", 120, "Reply השב or Forward העבר this message"),
    ("mixed-latin-devanagari-welcome", "NotoSansDevanagariLatin", 120,
     "Welcome स्वागत है to the app"),
    ("mixed-latin-devanagari-pay", "NotoSansDevanagariLatin", 110, "Pay सफलतापूर्वक with UPI today"),
    ("mixed-latin-devanagari-order", "NotoSansDevanagariLatin", 120,
     "Your order आपका ऑर्डर is on the way"),
    ("mixed-latin-devanagari-messages", "NotoSansDevanagariLatin", 100,
     "नमस्ते Priya, आपके 3 नए संदेश हैं"),
    ("mixed-latin-devanagari-download", "NotoSansDevanagariLatin", 120,
     "Download डाउनलोड करें the latest update"),
    ("mixed-latin-devanagari-settings", "NotoSansDevanagariLatin", 130,
     "Settings सेटिंग्स and Privacy गोपनीयता"),
    ("mixed-latin-devanagari-store", "NotoSansDevanagariLatin", 100, "iPhone 15 अब स्टोर में उपलब्ध"),
    ("mixed-latin-devanagari-continue", "NotoSansDevanagariLatin", 90, "Tap जारी रखें to continue"),
    ("mixed-latin-devanagari-account", "NotoSansDevanagariLatin", 110,
     "खाता Account सफलतापूर्वक बनाया गया"),
    ("mixed-latin-devanagari-reply", "NotoSansDevanagariLatin", 120,
     "Reply जवाब दें or Forward आगे भेजें"),
    ("mixed-japanese-digits-photos", "WenQuanYiZenHei", 100, "写真を12枚選択しました"),
    ("mixed-japanese-digits-expiry", "WenQuanYiZenHei", 110, "残り3日で期限が切れます"),
    ("mixed-japanese-digits-date", "WenQuanYiZenHei", 120, "2024年5月1日に更新されました"),
    ("mixed-japanese-digits-ios", "WenQuanYiZenHei", 120, "iOS 17で新しい機能が使えます"),
    ("mixed-japanese-digits-storage", "WenQuanYiZenHei", 110, "ストレージの85%を使用中です"),
    ("mixed-japanese-digits-messages", "WenQuanYiZenHei", 100, "100件のメッセージがあります"),
    ("mixed-japanese-digits-version", "WenQuanYiZenHei", 130, "バージョン2.3.1が利用可能です"),
    ("mixed-japanese-digits-meeting", "WenQuanYiZenHei", 110, "午後3時45分に会議があります"),
    ("mixed-japanese-digits-total", "WenQuanYiZenHei", 120, "合計1,280円をお支払いください"),
    ("mixed-japanese-digits-chapter", "WenQuanYiZenHei", 90, "第5章を読み終わりました"),
    # An Apple device's fallback: the Noto Sans subset has no CJK ideograph or kana, and the
    # device sets each in PingFang or Hiragino at 1 em; the Latin letters, digits and spaces
    # are the subset's.
    ("apple-cjk-profile", "NotoSans", 200, "完善个人档案", "standard", "apple"),
    ("apple-cjk-welcome", "NotoSans", 170, "欢迎使用新的应用程序", "standard", "apple"),
    ("apple-cjk-settings", "NotoSans", 150, "通知设置和隐私", "standard", "apple"),
    ("apple-cjk-japanese", "NotoSans", 170, "新しいアプリへようこそ", "standard", "apple"),
    ("apple-cjk-katakana", "NotoSans", 160, "アカウントを作成する", "standard", "apple"),
    ("apple-cjk-digits", "NotoSans", 120, "写真を12枚選択しました", "standard", "apple"),
    ("apple-cjk-iphone", "NotoSans", 200, "iPhone 15 Proで撮った写真", "standard", "apple"),
    ("apple-cjk-remaining", "NotoSans", 140, "存储空间剩余 3 天", "standard", "apple"),
    ("apple-cjk-tap", "NotoSans", 180, "Tap 继续 to continue", "standard", "apple"),
    ("apple-cjk-chapter", "NotoSans", 90, "第5章を読み終わりました", "standard", "apple"),
    ("apple-cjk-spaces", "NotoSans", 130, "今日 明日 来週 の 予定", "standard", "apple"),
    ("apple-cjk-extension-b", "NotoSans", 150, "𠀋𡈽𡌛𡑮𡢽 の 名前", "standard", "apple"),
]


def subset(fonts_needed):
    for key, characters in fonts_needed.items():
        source, index, folder, name, postscript, licence, package = FONTS[key]
        if source is None:
            continue
        if isinstance(source, tuple):
            merge(source, characters, folder, name, postscript, licence, package)
            continue
        target = os.path.join(ROOT, "Tests", "Fonts", folder)
        os.makedirs(target, exist_ok=True)
        output = os.path.join(target, name)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as text:
            text.write("".join(sorted(characters)))
        command = [
            "pyftsubset", source, f"--font-number={index}", f"--text-file={text.name}",
            "--layout-features=*", "--name-IDs=*", "--name-languages=*", "--name-legacy",
            "--notdef-outline", "--no-hinting", f"--output-file={output}",
        ]
        subprocess.run(command, check=True)
        os.unlink(text.name)
        shutil.copyfile(licence, os.path.join(target, "LICENSE"))
        digest = hashlib.sha256(open(output, "rb").read()).hexdigest()
        shown = " ".join(c if c.isprintable() and not c.isspace() else f"U+{ord(c):04X}"
                         for c in sorted(characters))
        with open(os.path.join(target, "ORIGIN.md"), "w") as note:
            note.write(
                f"# {postscript} (subset)\n\n"
                f"- **What**: `{name}`, a subset of face {index} of `{os.path.basename(source)}` "
                f"(PostScript name `{postscript}`) holding only the characters of the fit "
                f"acceptance test's texts, with every OpenType layout feature and the whole "
                f"name table kept.\n"
                f"- **Where from**: Debian 12 (bookworm) package `{package}`, file `{source}`.\n"
                f"- **Licence**: `LICENSE` beside this note is Debian's `copyright` file for "
                f"the package.\n"
                f"- **Made by** `Tests/Reference/make_fit_reference.py`, with fontTools "
                f"pyftsubset:\n\n"
                f"```\n{' '.join(c if c != f'--text-file={text.name}' else '--text-file=CHARACTERS' for c in command).replace(ROOT + '/', '')}\n```\n\n"
                f"  where CHARACTERS holds: {shown}\n\n"
                f"- **Why**: `fit` must answer the same line counts as an independent HarfBuzz "
                f"and ICU reference (`Tests/Reference/fit_reference.c`) in this script, "
                f"whatever fonts the machine has.\n\n"
                f"SHA-256 of the file: `{digest}`\n")


def merge(sources, characters, folder, name, postscript, licence, package):
    """Subsets each source to the characters, merges them (the first source's glyphs first) and
    names the result `postscript`."""
    from fontTools import merge as merger
    from fontTools.ttLib import TTFont
    target = os.path.join(ROOT, "Tests", "Fonts", folder)
    os.makedirs(target, exist_ok=True)
    output = os.path.join(target, name)
    parts = []
    with tempfile.TemporaryDirectory() as scratch:
        text = os.path.join(scratch, "characters.txt")
        with open(text, "w") as out:
            out.write("".join(sorted(characters)))
        for number, source in enumerate(sources):
            part = os.path.join(scratch, f"{number}.ttf")
            subprocess.run([
                "pyftsubset", source, f"--text-file={text}", "--layout-features=*",
                "--name-IDs=*", "--name-languages=*", "--name-legacy", "--notdef-outline",
                "--no-hinting", f"--output-file={part}"], check=True)
            parts.append(part)
        font = merger.Merger().merge(parts)
    family = postscript.split("-")[0]
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID in (4,):
            record.string = family + " Regular"
        elif record.nameID in (3, 6):
            record.string = postscript
    font.save(output)
    shutil.copyfile(licence, os.path.join(target, "LICENSE"))
    digest = hashlib.sha256(open(output, "rb").read()).hexdigest()
    with open(os.path.join(target, "ORIGIN.md"), "w") as note:
        note.write(
            f"# {postscript} (merged subsets)\n\n"
            f"- **What**: `{name}`: subsets of `{os.path.basename(sources[0])}` and "
            f"`{os.path.basename(sources[1])}` holding only the characters of the fit "
            f"acceptance test's texts (every layout feature kept), merged by fontTools' merger "
            f"(the first file's glyphs and tables first) and named `{postscript}`.\n"
            f"- **Where from**: Debian 12 (bookworm) package `{package}`, files "
            f"`{sources[0]}` and `{sources[1]}`.\n"
            f"- **Licence**: `LICENSE` beside this note is Debian's `copyright` file for the "
            f"package.\n"
            f"- **Made by** `Tests/Reference/make_fit_reference.py` (`merge`).\n"
            f"- **Why**: Noto Sans Devanagari has no Latin letters; the mixed Latin and "
            f"Devanagari cases need both in one face, whatever fonts the machine has.\n\n"
            f"SHA-256 of the file: `{digest}`\n")


def main():
    needed = {}
    for _, font, _, text, *rest in CASES:
        if "apple" in rest:
            # The face must lack the CJK characters the device's fallback sets.
            text = "".join(c for c in text if ord(c) < 0x3000)
        needed.setdefault(font, set()).update(text)
        if "\u00ad" in text:
            # The hyphens a line broken at a soft hyphen may end with.
            needed[font].update("\u2010-")
    if "--no-subset" not in sys.argv:
        subset(needed)
    binary = os.path.join(tempfile.mkdtemp(), "fit_reference")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "harfbuzz", "icu-uc"],
                           check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", binary, os.path.join(HERE, "fit_reference.c")] + flags
                   + ["-lm"], check=True)
    sizes = ",".join(str(size) for _, size in CATEGORIES)
    cases = []
    for name, font, width, text, *rest in CASES:
        strategy = rest[0] if rest else "standard"
        _, index, folder, file, postscript, _, _ = FONTS[font]
        path = os.path.join(ROOT, "Tests", "Fonts", folder, file)
        output = subprocess.run([binary, path, str(index), str(width), sizes, text, *rest]
                                if rest else
                                [binary, path, str(index), str(width), sizes, text, strategy],
                                check=True, capture_output=True, text=True).stdout
        results = []
        for (category, size), line in zip(CATEGORIES, output.splitlines()):
            answer = json.loads(line)
            assert answer["pointSize"] == size
            results.append({"category": category, "pointSize": size, "lines": answer["lines"],
                            "breaks": answer["breaks"]})
        case = {"name": name, "fontsDir": f"Tests/Fonts/{folder}",
                "postscriptName": postscript, "width": width, "text": text}
        if strategy != "standard":
            case["lineBreakStrategy"] = strategy
        if "apple" in rest:
            case["platform"] = "ios"
        for result, line in zip(results, output.splitlines()):
            result["widest"] = json.loads(line)["widest"]
        case["results"] = results
        cases.append(case)
    with open(os.path.join(HERE, "fit-reference.json"), "w") as out:
        json.dump({"generator": "Tests/Reference/make_fit_reference.py", "cases": cases}, out,
                  ensure_ascii=False, indent=1)
        out.write("\n")


if __name__ == "__main__":
    sys.exit(main())
