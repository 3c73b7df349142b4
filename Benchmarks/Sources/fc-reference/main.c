// fc-reference: the C reference the ScaledFont benchmarks compare the Swift library with.
//
// It does the CI check's work directly with Fontconfig and FreeType, the way a hand-written C
// program would: read the style dictionary, initialise Fontconfig, register the bundled folders,
// resolve each style's name exactly with FcFontSetList (PostScript name, then full name, then
// family ignoring case and blanks; registered faces before system faces), open each face with
// FreeType, compute hhea line metrics at the style's size, print one line per style.
//
// USAGE:
//   fc-reference check DICT [--fonts-dir DIR]...
//       The CI check: one line per style; exit 0 when every present entry resolves, else 1.
//       --double-init calls FcInit() before loading the configuration, as the library does
//       today, to measure what that costs.
//   fc-reference cold DICT [--fonts-dir DIR]... [--calls N] [--samples S]
//       After initialising once, each call resolves a style's name and opens, reads and closes
//       its face afresh. Prints the median time per call over S samples of N calls.
//   fc-reference lookup NAMES_FILE [--fonts-dir DIR]... [--approach list|match] [--samples S]
//       [--no-system-fonts]
//       Per-name resolution cost over the names in NAMES_FILE (one per line): `list` is the exact
//       FcFontSetList ladder above, `match` is FcFontMatch per lookup (FcConfigSubstitute,
//       FcDefaultSubstitute, FcFontMatch, then a name comparison to reject substitutes).
//       Prints the median wall and thread-CPU time per name over S passes.
//
// The style dictionary reader is minimal: an XML property list of the documented shape, no
// entities, no binary plists. It is part of the work the reference does, as the Swift tool
// parses the dictionary too.

#define _POSIX_C_SOURCE 200809L
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define STYLE_COUNT 11
static const char *const style_keys[STYLE_COUNT] = {
    "largeTitle", "title",    "title2",   "title3",  "headline", "subheadline",
    "body",       "callout",  "footnote", "caption", "caption2",
};

#define MAX_FONT_DIRS 16

typedef struct {
    const char *command;
    const char *path; // the dictionary, or the names file for `lookup`
    const char *font_dirs[MAX_FONT_DIRS];
    int font_dir_count;
    long calls;
    int samples;
    int match_approach;
    int system_fonts;
    int double_init;
} Options;

// ---------------------------------------------------------------------------------------------
// Style dictionary

typedef struct {
    char *font_name; // NULL when the entry is missing or has no valid fontName
    double font_size; // 0 when missing or invalid
    int present;
} Entry;

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t capacity = 8192, used = 0;
    char *bytes = malloc(capacity);
    size_t n;
    while (bytes && (n = fread(bytes + used, 1, capacity - used, file)) > 0) {
        used += n;
        if (used == capacity) bytes = realloc(bytes, capacity *= 2);
    }
    fclose(file);
    if (!bytes) return NULL;
    *length = used;
    return bytes;
}

// The next tag at or after *cursor: copies its name (without attributes) into `tag` and moves
// *cursor past its '>'.
static int next_tag(const char **cursor, const char *end, char *tag, size_t capacity) {
    const char *open = memchr(*cursor, '<', (size_t)(end - *cursor));
    if (!open) return 0;
    const char *close = memchr(open, '>', (size_t)(end - open));
    if (!close) return 0;
    size_t n = 0;
    for (const char *p = open + 1; p < close && n + 1 < capacity && !isspace((unsigned char)*p);
         p++)
        tag[n++] = *p;
    tag[n] = 0;
    *cursor = close + 1;
    return 1;
}

// The text from *cursor to the next '<', trimmed, as a new string.
static char *text_here(const char *cursor, const char *end) {
    const char *stop = memchr(cursor, '<', (size_t)(end - cursor));
    if (!stop) stop = end;
    while (cursor < stop && isspace((unsigned char)*cursor)) cursor++;
    while (stop > cursor && isspace((unsigned char)stop[-1])) stop--;
    return strndup(cursor, (size_t)(stop - cursor));
}

static int style_index(const char *key) {
    for (int i = 0; i < STYLE_COUNT; i++)
        if (strcmp(key, style_keys[i]) == 0) return i;
    return -1;
}

// Reads the 11 entries; returns 0 when the file cannot be read.
static int load_dictionary(const char *path, Entry entries[STYLE_COUNT]) {
    memset(entries, 0, sizeof(Entry) * STYLE_COUNT);
    size_t length;
    char *bytes = read_file(path, &length);
    if (!bytes) return 0;
    const char *cursor = bytes, *end = bytes + length;
    char tag[64];
    int depth = 0, style = -1;
    char *key = NULL, *field = NULL;
    while (next_tag(&cursor, end, tag, sizeof tag)) {
        if (strcmp(tag, "dict") == 0) {
            depth++;
            if (depth == 2) {
                style = key ? style_index(key) : -1;
                if (style >= 0) entries[style].present = 1;
            }
        } else if (strcmp(tag, "/dict") == 0) {
            depth--;
            if (depth < 2) style = -1;
        } else if (strcmp(tag, "key") == 0) {
            char *text = text_here(cursor, end);
            if (depth == 1) {
                free(key);
                key = text;
            } else {
                free(field);
                field = text;
            }
        } else if (depth == 2 && style >= 0 && field) {
            if (strcmp(field, "fontName") == 0 && strcmp(tag, "string") == 0) {
                char *name = text_here(cursor, end);
                if (*name) {
                    free(entries[style].font_name);
                    entries[style].font_name = name;
                } else {
                    free(name);
                }
            } else if (strcmp(field, "fontSize") == 0 &&
                       (strcmp(tag, "integer") == 0 || strcmp(tag, "real") == 0)) {
                char *text = text_here(cursor, end);
                double size = strtod(text, NULL);
                free(text);
                if (size > 0 && size < 1e300) entries[style].font_size = size;
            }
        }
    }
    free(key);
    free(field);
    free(bytes);
    return 1;
}

// ---------------------------------------------------------------------------------------------
// Exact name resolution

typedef enum { RUNG_NONE, RUNG_POSTSCRIPT, RUNG_FULL_NAME, RUNG_FAMILY } Rung;
static const char *const rung_names[] = {"none", "postscriptName", "fullName", "family"};

typedef struct {
    char file[4096];
    int index;
    Rung rung;
} Face;

// Compares ignoring ASCII case and blanks, as the library's family rung does.
static int equal_ignoring_case_and_blanks(const char *a, const char *b) {
    for (;;) {
        while (*a == ' ' || *a == '\t') a++;
        while (*b == ' ' || *b == '\t') b++;
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
        if (!*a) return 1;
        a++;
        b++;
    }
}

static double pattern_number(FcPattern *pattern, const char *object, double fallback) {
    FcValue value;
    if (FcPatternGet(pattern, object, 0, &value) != FcResultMatch) return fallback;
    switch (value.type) {
    case FcTypeInteger: return value.u.i;
    case FcTypeDouble: return value.u.d;
    case FcTypeRange: {
        double low, high;
        if (!FcRangeGetDouble(value.u.r, &low, &high)) return fallback;
        return fallback < low ? low : fallback > high ? high : fallback;
    }
    default: return fallback;
    }
}

static int pattern_string(FcPattern *pattern, const char *object, int n, const char **out) {
    FcChar8 *value;
    if (FcPatternGetString(pattern, object, n, &value) != FcResultMatch) return 0;
    *out = (const char *)value;
    return 1;
}

// CSS font-matching order for "the family's regular face": width, slant, weight, then path.
static void regular_face_rank(FcPattern *pattern, long rank[3]) {
    int width = (int)pattern_number(pattern, FC_WIDTH, FC_WIDTH_NORMAL);
    int slant = (int)pattern_number(pattern, FC_SLANT, FC_SLANT_ROMAN);
    int weight = (int)(FcWeightToOpenTypeDouble(pattern_number(pattern, FC_WEIGHT, 80)) + 0.5);
    rank[0] = width <= 100 ? 100 - width : 1000 + width - 100;
    rank[1] = slant == FC_SLANT_ROMAN ? 0 : slant == FC_SLANT_OBLIQUE ? 1 : 2;
    rank[2] = weight >= 400 && weight <= 500 ? weight - 400
              : weight < 400                 ? 1000 + (400 - weight)
                                             : 2000 + (weight - 500);
}

// Whether `pattern` comes before the face chosen so far (file and index break ties).
static int precedes(FcPattern *pattern, const long rank[3], const Face *best, const long best_rank[3],
                    int have_best) {
    if (!have_best) return 1;
    for (int i = 0; i < 3; i++)
        if (rank[i] != best_rank[i]) return rank[i] < best_rank[i];
    const char *file = "";
    pattern_string(pattern, FC_FILE, 0, &file);
    int cmp = strcmp(file, best->file);
    if (cmp != 0) return cmp < 0;
    int index = (int)pattern_number(pattern, FC_INDEX, 0);
    return index < best->index;
}

static void take(FcPattern *pattern, Face *face, Rung rung) {
    const char *file = "";
    pattern_string(pattern, FC_FILE, 0, &file);
    snprintf(face->file, sizeof face->file, "%s", file);
    face->index = (int)pattern_number(pattern, FC_INDEX, 0);
    face->rung = rung;
}

// Faces of one set whose `object` equals `name` (Fontconfig compares strings ignoring case).
static int list_exact(FcConfig *config, FcFontSet *set, const char *object, const char *name,
                      FcObjectSet *objects, Face *face, Rung rung) {
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, object, (const FcChar8 *)name);
    FcFontSet *found = FcFontSetList(config, &set, 1, pattern, objects);
    FcPatternDestroy(pattern);
    int have = 0;
    long rank[3] = {0, 0, 0};
    for (int i = 0; found && i < found->nfont; i++) {
        if (precedes(found->fonts[i], rank, face, rank, have)) {
            take(found->fonts[i], face, rung);
            have = 1;
        }
    }
    if (found) FcFontSetDestroy(found);
    return have;
}

// The family's regular face in one set, comparing family names ignoring case and blanks.
static int list_family(FcConfig *config, FcFontSet *set, const char *name, FcObjectSet *objects,
                       Face *face) {
    FcPattern *pattern = FcPatternCreate();
    FcFontSet *all = FcFontSetList(config, &set, 1, pattern, objects);
    FcPatternDestroy(pattern);
    int have = 0;
    long best_rank[3] = {0, 0, 0};
    for (int i = 0; all && i < all->nfont; i++) {
        FcPattern *candidate = all->fonts[i];
        const char *family;
        int matches = 0;
        for (int n = 0; !matches && pattern_string(candidate, FC_FAMILY, n, &family); n++)
            matches = equal_ignoring_case_and_blanks(family, name);
        if (!matches) continue;
        long rank[3];
        regular_face_rank(candidate, rank);
        if (precedes(candidate, rank, face, best_rank, have)) {
            take(candidate, face, RUNG_FAMILY);
            memcpy(best_rank, rank, sizeof rank);
            have = 1;
        }
    }
    if (all) FcFontSetDestroy(all);
    return have;
}

static FcObjectSet *face_objects(void) {
    return FcObjectSetBuild(FC_FAMILY, FC_WIDTH, FC_SLANT, FC_WEIGHT, FC_FILE, FC_INDEX,
                            (char *)NULL);
}

// Resolves a name exactly: PostScript name, full name, family; registered faces first.
static int resolve_list(FcConfig *config, FcObjectSet *objects, const char *name, Face *face) {
    FcFontSet *sets[2] = {FcConfigGetFonts(config, FcSetApplication),
                          FcConfigGetFonts(config, FcSetSystem)};
    for (int s = 0; s < 2; s++)
        if (sets[s] &&
            list_exact(config, sets[s], FC_POSTSCRIPT_NAME, name, objects, face, RUNG_POSTSCRIPT))
            return 1;
    for (int s = 0; s < 2; s++)
        if (sets[s] &&
            list_exact(config, sets[s], FC_FULLNAME, name, objects, face, RUNG_FULL_NAME))
            return 1;
    for (int s = 0; s < 2; s++)
        if (sets[s] && list_family(config, sets[s], name, objects, face)) return 1;
    face->rung = RUNG_NONE;
    return 0;
}

// The FcFontMatch-per-lookup approach: ask the matcher for the name, then accept its answer
// only when the face really has that PostScript, full or family name.
static int resolve_match(FcConfig *config, const char *name, Face *face) {
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)name);
    FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, (const FcChar8 *)name);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = FcFontMatch(config, pattern, &result);
    FcPatternDestroy(pattern);
    if (!match) return 0;
    const char *value;
    Rung rung = RUNG_NONE;
    if (pattern_string(match, FC_POSTSCRIPT_NAME, 0, &value) && strcasecmp(value, name) == 0)
        rung = RUNG_POSTSCRIPT;
    for (int n = 0; !rung && pattern_string(match, FC_FULLNAME, n, &value); n++)
        if (strcasecmp(value, name) == 0) rung = RUNG_FULL_NAME;
    for (int n = 0; !rung && pattern_string(match, FC_FAMILY, n, &value); n++)
        if (equal_ignoring_case_and_blanks(value, name)) rung = RUNG_FAMILY;
    if (rung) take(match, face, rung);
    FcPatternDestroy(match);
    return rung != RUNG_NONE;
}

// ---------------------------------------------------------------------------------------------
// Metrics

typedef struct {
    double units_per_em, ascender, descender, leading, line_height;
    const char *table;
} Metrics;

// Opens the face, reads head / hhea (else OS/2 typo, else win) and scales to `size`.
static int face_metrics(FT_Library library, const Face *face, double size, Metrics *out) {
    FT_Face ft;
    if (FT_New_Face(library, face->file, face->index, &ft) != 0) return 0;
    int ok = ft->units_per_EM > 0;
    if (ok) {
        double ascender = 0, descender = 0, gap = 0;
        const char *table = "none";
        TT_HoriHeader *hhea = FT_Get_Sfnt_Table(ft, FT_SFNT_HHEA);
        TT_OS2 *os2 = FT_Get_Sfnt_Table(ft, FT_SFNT_OS2);
        if (hhea && (hhea->Ascender != 0 || hhea->Descender != 0)) {
            ascender = hhea->Ascender, descender = hhea->Descender, gap = hhea->Line_Gap;
            table = "hhea";
        } else if (os2 && os2->version != 0xFFFF &&
                   (os2->sTypoAscender != 0 || os2->sTypoDescender != 0)) {
            ascender = os2->sTypoAscender, descender = os2->sTypoDescender;
            gap = os2->sTypoLineGap;
            table = "typo";
        } else if (os2 && os2->version != 0xFFFF) {
            ascender = os2->usWinAscent, descender = -(double)os2->usWinDescent;
            table = "win";
        }
        double scale = size / ft->units_per_EM;
        out->units_per_em = ft->units_per_EM;
        out->ascender = ascender * scale;
        out->descender = descender * scale;
        out->leading = gap * scale;
        out->line_height = out->ascender - out->descender + out->leading;
        out->table = table;
    }
    FT_Done_Face(ft);
    return ok;
}

// ---------------------------------------------------------------------------------------------
// Setup and modes

static FcConfig *load_fontconfig(const Options *options) {
    // --double-init: what ScaledFont's FontconfigConfiguration does today, FcInit() (which
    // loads the default configuration and its fonts) and then a second configuration.
    if (options->double_init) FcInit();
    FcConfig *config = options->system_fonts ? FcInitLoadConfigAndFonts() : FcConfigCreate();
    if (!config) {
        fprintf(stderr, "fc-reference: Fontconfig could not load its configuration\n");
        exit(2);
    }
    for (int i = 0; i < options->font_dir_count; i++) {
        if (!FcConfigAppFontAddDir(config, (const FcChar8 *)options->font_dirs[i])) {
            fprintf(stderr, "fc-reference: fonts folder '%s' cannot be read\n",
                    options->font_dirs[i]);
            exit(2);
        }
    }
    return config;
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

// CPU time of the calling thread: unlike wall time, not lengthened while other processes have
// the core (the benchmark machine is shared).
static double thread_cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static int run_check(const Options *options) {
    Entry entries[STYLE_COUNT];
    if (!load_dictionary(options->path, entries)) {
        fprintf(stderr, "fc-reference: cannot read '%s'\n", options->path);
        return 2;
    }
    FcConfig *config = load_fontconfig(options);
    FT_Library library;
    if (FT_Init_FreeType(&library) != 0) return 2;
    FcObjectSet *objects = face_objects();
    int failures = 0;
    for (int i = 0; i < STYLE_COUNT; i++) {
        Entry *entry = &entries[i];
        if (!entry->present) {
            printf("%s\tmissing\n", style_keys[i]);
            continue;
        }
        if (!entry->font_name || entry->font_size <= 0) {
            printf("%s\tinvalid\n", style_keys[i]);
            failures++;
            continue;
        }
        Face face;
        Metrics metrics;
        if (!resolve_list(config, objects, entry->font_name, &face) ||
            !face_metrics(library, &face, entry->font_size, &metrics)) {
            printf("%s\tnot installed\t%s\n", style_keys[i], entry->font_name);
            failures++;
            continue;
        }
        printf("%s\tresolved\t%s\t%s\t%s\t%d\t%g\t%s\t%g\t%g\t%g\t%g\n", style_keys[i],
               entry->font_name, rung_names[face.rung], face.file, face.index, entry->font_size,
               metrics.table, metrics.ascender, metrics.descender, metrics.leading,
               metrics.line_height);
    }
    for (int i = 0; i < STYLE_COUNT; i++) free(entries[i].font_name);
    FcObjectSetDestroy(objects);
    FT_Done_FreeType(library);
    FcConfigDestroy(config);
    return failures ? 1 : 0;
}

static int run_cold(const Options *options) {
    Entry entries[STYLE_COUNT];
    if (!load_dictionary(options->path, entries)) return 2;
    FcConfig *config = load_fontconfig(options);
    FT_Library library;
    if (FT_Init_FreeType(&library) != 0) return 2;
    FcObjectSet *objects = face_objects();
    double *samples = calloc((size_t)options->samples, sizeof *samples);
    double *cpu = calloc((size_t)options->samples, sizeof *cpu);
    double sink = 0;
    long failures = 0;
    for (int s = 0; s < options->samples; s++) {
        double start = now_ns(), cpu_start = thread_cpu_ns();
        for (long call = 0; call < options->calls; call++) {
            const Entry *entry = &entries[call % STYLE_COUNT];
            Face face;
            Metrics metrics;
            if (entry->font_name && resolve_list(config, objects, entry->font_name, &face) &&
                face_metrics(library, &face, entry->font_size, &metrics))
                sink += metrics.line_height;
            else
                failures++;
        }
        samples[s] = (now_ns() - start) / (double)options->calls;
        cpu[s] = (thread_cpu_ns() - cpu_start) / (double)options->calls;
    }
    printf("ns_per_call=%.1f cpu_ns_per_call=%.1f calls=%ld samples=%d failures=%ld sink=%g\n",
           median(samples, options->samples), median(cpu, options->samples), options->calls,
           options->samples, failures, sink);
    free(samples);
    free(cpu);
    for (int i = 0; i < STYLE_COUNT; i++) free(entries[i].font_name);
    FcObjectSetDestroy(objects);
    FT_Done_FreeType(library);
    FcConfigDestroy(config);
    return 0;
}

static int run_lookup(const Options *options) {
    size_t length;
    char *text = read_file(options->path, &length);
    if (!text) {
        fprintf(stderr, "fc-reference: cannot read '%s'\n", options->path);
        return 2;
    }
    text = realloc(text, length + 1);
    text[length] = 0;
    int count = 0, capacity = 1024;
    char **names = malloc(sizeof *names * (size_t)capacity);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (count == capacity) names = realloc(names, sizeof *names * (size_t)(capacity *= 2));
        names[count++] = line;
    }
    double start = now_ns();
    FcConfig *config = load_fontconfig(options);
    double load_ms = (now_ns() - start) / 1e6;
    FcObjectSet *objects = face_objects();
    double *samples = calloc((size_t)options->samples, sizeof *samples);
    double *cpu = calloc((size_t)options->samples, sizeof *cpu);
    int hits = 0;
    for (int s = 0; s < options->samples; s++) {
        hits = 0;
        start = now_ns();
        double cpu_start = thread_cpu_ns();
        for (int i = 0; i < count; i++) {
            Face face;
            hits += options->match_approach ? resolve_match(config, names[i], &face)
                                            : resolve_list(config, objects, names[i], &face);
        }
        samples[s] = (now_ns() - start) / count;
        cpu[s] = (thread_cpu_ns() - cpu_start) / count;
    }
    printf("ns_per_name=%.1f cpu_ns_per_name=%.1f names=%d hits=%d samples=%d load_ms=%.1f\n",
           median(samples, options->samples), median(cpu, options->samples), count, hits,
           options->samples, load_ms);
    free(samples);
    free(cpu);
    free(names);
    free(text);
    FcObjectSetDestroy(objects);
    FcConfigDestroy(config);
    return 0;
}

static void usage(void) {
    fprintf(stderr,
            "USAGE: fc-reference check DICT [--fonts-dir DIR]... [--double-init]\n"
            "       fc-reference cold DICT [--fonts-dir DIR]... [--calls N] [--samples S]\n"
            "       fc-reference lookup NAMES_FILE [--fonts-dir DIR]... [--approach list|match]\n"
            "                    [--samples S] [--no-system-fonts]\n");
    exit(2);
}

int main(int argc, char **argv) {
    Options options = {.calls = 1000, .samples = 15, .system_fonts = 1};
    if (argc < 3) usage();
    options.command = argv[1];
    options.path = argv[2];
    for (int i = 3; i < argc; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--fonts-dir") == 0 && value && options.font_dir_count < MAX_FONT_DIRS)
            options.font_dirs[options.font_dir_count++] = value, i++;
        else if (strcmp(arg, "--calls") == 0 && value)
            options.calls = atol(value), i++;
        else if (strcmp(arg, "--samples") == 0 && value)
            options.samples = atoi(value), i++;
        else if (strcmp(arg, "--approach") == 0 && value)
            options.match_approach = strcmp(value, "match") == 0, i++;
        else if (strcmp(arg, "--no-system-fonts") == 0)
            options.system_fonts = 0;
        else if (strcmp(arg, "--double-init") == 0)
            options.double_init = 1;
        else
            usage();
    }
    if (options.calls < 1 || options.samples < 1) usage();
    if (strcmp(options.command, "check") == 0) return run_check(&options);
    if (strcmp(options.command, "cold") == 0) return run_cold(&options);
    if (strcmp(options.command, "lookup") == 0) return run_lookup(&options);
    usage();
}
