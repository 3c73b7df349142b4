// An independent reference for `scaledfont fit`'s line breaking, written against HarfBuzz and
// ICU directly: ICU's line-break iterator for the opportunities (a rule status of
// UBRK_LINE_HARD or more is a mandatory break), hb_shape for each candidate line's width
// (the line's own text shaped on its own, unhinted advances at a scale of units per em,
// times the size over units per em), greedy breaking as the fit contract says: a line takes
// as many segments as fit, trailing white space (Unicode White_Space) not counted; a segment
// wider than the line alone is broken between grapheme clusters (ICU's character iterator),
// at least one cluster a line; tabs advance to the next 28 pt stop; a final mandatory break
// adds no line. Each stretch between tabs and line breaks is itemized as CoreText itemizes a
// paragraph: by embedding level (ICU's ubidi, paragraph level from the first strong character,
// else left to right) and by script (uscript_getScript; Common and Inherited characters take
// the script before them in the stretch, or at its start the first one after them, else
// Common); a line's width is the sum of its parts in each run, each shaped on its own with the
// run's script, its direction (right to left for an odd level) and the default language.
// With the strategy "standard" (the default, UILabel's), Hangul word priority:
// an opportunity between two characters of the Hangul script (ICU's uscript_getScript) is
// dropped unless it is mandatory. With "apple" as the last argument, an Apple device's
// fallback for characters the face lacks: a CJK ideograph or kana (U+3005..U+3007,
// U+3040..U+30FF, U+31F0..U+31FF, U+3400..U+4DBF, U+4E00..U+9FFF, U+F900..U+FAFF,
// U+20000..U+323AF) the face sets as .notdef (glyph 0) is 1 em wide, as PingFang and Hiragino
// set them. It shares no code with the package.
//
// Usage: fit_reference FONT INDEX WIDTH SIZE[,SIZE...] TEXT [standard|none] [apple]
// Prints one JSON object per size: {"pointSize", "lines", "breaks", "widest"}.
#include <harfbuzz/hb-ot.h>
#include <harfbuzz/hb.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>

static hb_font_t *font;
static double upem;
static UChar32 *text;    // the text as code points
static int count;        // code points
static UChar *utf16;     // the text as UTF-16
static int *unit_to_cp;  // UTF-16 offset -> code point offset
static UBiDiLevel *level;      // each code point's embedding level
static hb_script_t *run_script;  // each code point's resolved script
static int apple;                // an Apple device's CJK fallback at 1 em

static int full_width(UChar32 c) {
    return (c >= 0x3005 && c <= 0x3007) || (c >= 0x3040 && c <= 0x30FF) ||
           (c >= 0x31F0 && c <= 0x31FF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0x20000 && c <= 0x323AF);
}

// The width of text[start, end) shaped on its own, followed by the code point `hyphen`
// unless it is 0.
static double run_width(int start, int end, hb_codepoint_t hyphen, hb_script_t script,
                        int rtl, double size) {
    if (start >= end && hyphen == 0) return 0;
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_codepoints(buffer, (const hb_codepoint_t *)text + start, end - start, 0,
                             end - start);
    if (hyphen != 0) hb_buffer_add_codepoints(buffer, &hyphen, 1, 0, 1);
    hb_buffer_set_script(buffer, script);
    hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    hb_buffer_set_language(buffer, hb_language_get_default());
    hb_shape(font, buffer, NULL, 0);
    unsigned n;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &n);
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, NULL);
    long units = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned cluster = infos[i].cluster;
        int notdef_cjk = apple && infos[i].codepoint == 0 && (int)cluster < end - start &&
                         full_width(text[start + cluster]);
        units += notdef_cjk ? (long)upem : positions[i].x_advance;
    }
    hb_buffer_destroy(buffer);
    return (double)units * size / upem;
}

// The width of text[start, end) (no tab or line break in it), followed by `hyphen` unless it
// is 0: the sum of its parts in each run of one level and script, the hyphen in the last.
static double piece_width(int start, int end, hb_codepoint_t hyphen, double size) {
    double width = 0;
    int run = start;
    if (start >= end) return run_width(start, end, hyphen, HB_SCRIPT_COMMON, 0, size);
    for (int i = start + 1; i <= end; i++) {
        if (i < end && level[i] == level[run] && run_script[i] == run_script[run]) continue;
        width += run_width(run, i, i == end ? hyphen : 0, run_script[run], level[run] & 1,
                           size);
        run = i;
    }
    return width;
}

// A line whose text ends with U+00AD SOFT HYPHEN ends with the face's U+2010 HYPHEN (else
// U+002D), shaped with the text before it instead of the soft hyphen.
static double line_width(int start, int end, double size) {
    double x = 0;
    int piece = start;
    for (int i = start; i < end; i++) {
        if (text[i] == '\t') {
            x += piece_width(piece, i, 0, size);
            x = (floor(x / 28.0) + 1) * 28.0;
            piece = i + 1;
        }
    }
    hb_codepoint_t hyphen = 0;
    if (end > piece && text[end - 1] == 0xAD) {
        hb_codepoint_t glyph;
        hyphen = hb_font_get_nominal_glyph(font, 0x2010, &glyph) ? 0x2010 : 0x2D;
        end--;
    }
    return x + piece_width(piece, end, hyphen, size);
}

static int visible_end(int start, int end) {
    while (end > start && u_isUWhiteSpace(text[end - 1])) end--;
    return end;
}

int main(int argc, char **argv) {
    if (argc < 6 || argc > 8) {
        fprintf(stderr,
                "usage: fit_reference FONT INDEX WIDTH SIZES TEXT [standard|none] [apple]\n");
        return 2;
    }
    int word_priority = argc == 6 || strcmp(argv[6], "none") != 0;
    apple = argc == 8 && strcmp(argv[7], "apple") == 0;
    hb_blob_t *blob = hb_blob_create_from_file(argv[1]);
    hb_face_t *face = hb_face_create(blob, (unsigned)atoi(argv[2]));
    font = hb_font_create(face);
    hb_ot_font_set_funcs(font);
    upem = hb_face_get_upem(face);
    hb_font_set_scale(font, (int)upem, (int)upem);
    double width = atof(argv[3]);

    UErrorCode status = U_ZERO_ERROR;
    int32_t units = 0;
    u_strFromUTF8(NULL, 0, &units, argv[5], -1, &status);
    status = U_ZERO_ERROR;
    utf16 = calloc(units + 1, sizeof(UChar));
    u_strFromUTF8(utf16, units + 1, NULL, argv[5], -1, &status);
    text = calloc(units + 1, sizeof(UChar32));
    unit_to_cp = calloc(units + 1, sizeof(int));
    for (int32_t i = 0; i < units;) {
        unit_to_cp[i] = count;
        UChar32 c;
        U16_NEXT(utf16, i, units, c);
        text[count++] = c;
    }
    unit_to_cp[units] = count;

    // Embedding levels, per code point.
    level = calloc(count + 1, sizeof(UBiDiLevel));
    UErrorCode bidi_status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_open();
    ubidi_setPara(bidi, utf16, units, UBIDI_DEFAULT_LTR, NULL, &bidi_status);
    const UBiDiLevel *unit_levels = ubidi_getLevels(bidi, &bidi_status);
    for (int32_t i = 0; i < units; i++)
        if (i == 0 || unit_to_cp[i] != unit_to_cp[i - 1]) level[unit_to_cp[i]] = unit_levels[i];
    // Scripts, Common and Inherited resolved within each stretch between tabs and line breaks.
    run_script = calloc(count + 1, sizeof(hb_script_t));
    for (int start = 0; start <= count;) {
        int end = start;
        while (end < count && !(text[end] == '\t' || text[end] == '\n' || text[end] == '\r' ||
                                 text[end] == 0x0B || text[end] == 0x0C || text[end] == 0x85 ||
                                 text[end] == 0x2028 || text[end] == 0x2029))
            end++;
        hb_script_t current = HB_SCRIPT_INVALID, first = HB_SCRIPT_INVALID;
        int first_at = end;
        for (int i = start; i < end; i++) {
            UErrorCode script_status = U_ZERO_ERROR;
            UScriptCode code = uscript_getScript(text[i], &script_status);
            if (code != USCRIPT_COMMON && code != USCRIPT_INHERITED && code != USCRIPT_UNKNOWN) {
                current = hb_script_from_string(uscript_getShortName(code), -1);
                if (first == HB_SCRIPT_INVALID) {
                    first = current;
                    first_at = i;
                }
            }
            run_script[i] = current;
        }
        for (int i = start; i < end; i++)
            if (i < first_at) run_script[i] = first == HB_SCRIPT_INVALID ? HB_SCRIPT_COMMON : first;
        start = end + 1;
    }

    // Opportunities and whether each is mandatory.
    int *opportunity = calloc(count + 1, sizeof(int));
    int *hard = calloc(count + 1, sizeof(int));
    int opportunities = 0;
    status = U_ZERO_ERROR;
    UBreakIterator *lines = ubrk_open(UBRK_LINE, "", utf16, units, &status);
    for (int32_t b = ubrk_next(lines); b != UBRK_DONE; b = ubrk_next(lines)) {
        int at = unit_to_cp[b];
        int mandatory = ubrk_getRuleStatus(lines) >= UBRK_LINE_HARD;
        if (word_priority && !mandatory && at > 0 && at < count) {
            UErrorCode script_status = U_ZERO_ERROR;
            UScriptCode before = uscript_getScript(text[at - 1], &script_status);
            UScriptCode after = uscript_getScript(text[at], &script_status);
            if (before == USCRIPT_HANGUL && after == USCRIPT_HANGUL) continue;
        }
        opportunity[opportunities] = at;
        hard[opportunities] = mandatory;
        opportunities++;
    }
    // Grapheme cluster boundaries.
    char *cluster_end = calloc(count + 1, 1);
    UBreakIterator *characters = ubrk_open(UBRK_CHARACTER, "", utf16, units, &status);
    for (int32_t b = ubrk_next(characters); b != UBRK_DONE; b = ubrk_next(characters))
        cluster_end[unit_to_cp[b]] = 1;

    char *sizes = argv[4];
    for (char *token = strtok(sizes, ","); token; token = strtok(NULL, ",")) {
        double size = atof(token);
        int line_count = 0;
        double widest = 0;
        printf("{\"pointSize\": %s, \"breaks\": [", token);
        int paragraph = 0;  // index of the first opportunity of the paragraph
        int start = 0;      // where the paragraph (and its first line) starts
        while (paragraph < opportunities) {
            int last = paragraph;
            while (!hard[last] && last + 1 < opportunities) last++;
            // Opportunities paragraph..last; the line starts at `start`.
            int line_start = start;
            int next = paragraph;
            do {
                if (line_count > 0) printf("%s%d", line_count > 1 ? ", " : "", line_start);
                int best = -1;
                double best_width = 0;
                for (int k = next; k <= last; k++) {
                    double w = line_width(line_start, visible_end(line_start, opportunity[k]), size);
                    if (w > width) break;
                    best = k;
                    best_width = w;
                }
                if (best >= 0) {
                    line_start = opportunity[best];
                    next = best + 1;
                    if (best_width > widest) widest = best_width;
                } else {
                    int end = visible_end(line_start, opportunity[next]);
                    int fit = -1;
                    double fit_width = 0;
                    for (int e = line_start + 1; e <= end; e++) {
                        if (!cluster_end[e]) continue;
                        double w = line_width(line_start, e, size);
                        if (fit >= 0 && w > width) break;
                        fit = e;
                        fit_width = w;
                        if (w > width) break;
                    }
                    if (fit < 0) fit = end;
                    if (fit_width > widest) widest = fit_width;
                    line_start = fit;
                    if (fit >= end) {
                        line_start = opportunity[next];
                        next++;
                    }
                }
                line_count++;
            } while (line_start < opportunity[last]);
            start = opportunity[last];
            paragraph = last + 1;
        }
        printf("], \"lines\": %d, \"widest\": %.17g}\n", line_count, widest);
    }
    return 0;
}
