#ifndef SCALEDFONT_CICU_H
#define SCALEDFONT_CICU_H

// The few ICU functions line breaking needs, declared here with plain C types rather than
// through ICU's headers: the Swift toolchain's Foundation carries a Clang module of ICU's
// headers of its own (_FoundationICU), and a second definition of ICU's enums would clash with
// it in any Swift file that sees both. loader.c includes ICU's headers and checks, at compile
// time, that every constant below is ICU's.
//
// The functions are not linked: they are looked up in libicuuc.so.N the first time text is
// broken into lines (sf_icu_load), so that a program that never breaks lines does not load ICU
// (nor its 30 MiB of data). ICU's exported names carry its major version (ubrk_open_72).
#include <stddef.h>
#include <stdint.h>

/// ICU's UBreakIterator, opaque.
typedef struct sf_icu_break_iterator sf_icu_break_iterator;

/// ICU's UBiDi, opaque.
typedef struct sf_icu_bidi sf_icu_bidi;

/// ICU's UBreakIteratorType for line breaks (UBRK_LINE).
#define SF_ICU_LINE 2
/// ICU's "no more boundaries" (UBRK_DONE).
#define SF_ICU_DONE (-1)
/// The rule status at or above which a line break is mandatory (UBRK_LINE_HARD).
#define SF_ICU_LINE_HARD 100
/// A paragraph level taken from the paragraph's first strong character, else left to right
/// (UBIDI_DEFAULT_LTR).
#define SF_ICU_DEFAULT_LTR 0xfe

/// The ICU functions the library calls, as ICU declares them (UChar is a 16-bit code unit;
/// UErrorCode an int, 0 for success, greater than 0 for failure).
typedef struct sf_icu_functions {
    sf_icu_break_iterator *_Nullable (*_Nonnull open)(int type, const char *_Nullable locale,
                                                     const uint16_t *_Nullable text,
                                                     int32_t length, int *_Nonnull status);
    void (*_Nonnull close)(sf_icu_break_iterator *_Nonnull iterator);
    void (*_Nonnull set_text)(sf_icu_break_iterator *_Nonnull iterator,
                              const uint16_t *_Nullable text, int32_t length,
                              int *_Nonnull status);
    int32_t (*_Nonnull next)(sf_icu_break_iterator *_Nonnull iterator);
    int32_t (*_Nonnull rule_status)(sf_icu_break_iterator *_Nonnull iterator);
    /// ubidi_open, ubidi_setPara, ubidi_getLevels, ubidi_close (UBiDiLevel is a uint8_t).
    sf_icu_bidi *_Nullable (*_Nonnull bidi_open)(void);
    void (*_Nonnull bidi_set_para)(sf_icu_bidi *_Nonnull bidi, const uint16_t *_Nonnull text,
                                   int32_t length, uint8_t paragraph_level,
                                   uint8_t *_Nullable embedding_levels, int *_Nonnull status);
    const uint8_t *_Nullable (*_Nonnull bidi_get_levels)(sf_icu_bidi *_Nonnull bidi,
                                                         int *_Nonnull status);
    void (*_Nonnull bidi_close)(sf_icu_bidi *_Nonnull bidi);
    /// The major version whose library answered (72 for libicuuc.so.72).
    int version;
} sf_icu_functions;

/// Opens ICU's common library, trying libicuuc.so.N for N from `newest` down to `oldest`
/// (dlopen, RTLD_NOW | RTLD_LOCAL), and looks up every function under its versioned name
/// (ubrk_open_N), else its plain name (an ICU built with U_DISABLE_RENAMING). The library is
/// never closed. Safe to call from any thread (the caller keeps the result, so that a process
/// opens the library once).
///
/// Returns the functions, in memory the caller frees (free); else NULL, with the reason in
/// problem (at most size bytes, terminated).
const sf_icu_functions *_Nullable sf_icu_load(int newest, int oldest, char *_Nonnull problem,
                                              size_t size);

#endif
