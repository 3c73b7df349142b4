#ifndef SCALEDFONT_CICU_H
#define SCALEDFONT_CICU_H

// ICU's types and constants, from its own headers (Debian's libicu-dev). The functions are not
// linked: they are looked up in libicuuc.so.N the first time text is broken into lines
// (sf_icu_load), so that a program that never breaks lines does not load ICU (nor its 30 MiB
// of data). ICU's exported names carry its major version (ubrk_open_72); the header renames
// the declarations the same way, and only their types are used here.
#include <stddef.h>
#include <stdint.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

/// The ICU functions the library calls, each as ICU declares it.
typedef struct sf_icu_functions {
    __typeof__(ubrk_open) *_Nonnull open;
    __typeof__(ubrk_close) *_Nonnull close;
    __typeof__(ubrk_setText) *_Nonnull set_text;
    __typeof__(ubrk_next) *_Nonnull next;
    __typeof__(ubrk_getRuleStatus) *_Nonnull rule_status;
    /// The major version whose library answered (72 for libicuuc.so.72).
    int version;
} sf_icu_functions;

/// Opens ICU's common library, trying libicuuc.so.N for N from newest to oldest, N from
/// `newest` down to `oldest` (dlopen, RTLD_NOW | RTLD_LOCAL), and looks up every function
/// under its versioned name (ubrk_open_N), else its plain name (an ICU built with
/// U_DISABLE_RENAMING). The library is never closed. Safe to call from any thread (the caller
/// keeps the result, so that a process opens the library once).
///
/// Returns the functions, in memory the caller frees (free); else NULL, with the reason in
/// problem (at most size bytes, terminated).
const sf_icu_functions *_Nullable sf_icu_load(int newest, int oldest, char *_Nonnull problem,
                                              size_t size);

/// A UBreakIterator's rule status at or above which a line break is mandatory.
static const int32_t sf_icu_line_hard = UBRK_LINE_HARD;
/// A UBreakIterator's "no more boundaries" (UBRK_DONE).
static const int32_t sf_icu_done = UBRK_DONE;

#endif
