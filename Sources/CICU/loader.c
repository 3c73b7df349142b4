#include "CICU.h"

#include <CSystemLibrary.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

// The header's plain C declarations are ICU's own (libicu-dev).
_Static_assert(SF_ICU_LINE == UBRK_LINE, "UBRK_LINE");
_Static_assert(SF_ICU_DONE == UBRK_DONE, "UBRK_DONE");
_Static_assert(SF_ICU_LINE_HARD == UBRK_LINE_HARD, "UBRK_LINE_HARD");
_Static_assert(sizeof(UErrorCode) == sizeof(int), "UErrorCode is an int");
_Static_assert(sizeof(UBreakIteratorType) == sizeof(int), "UBreakIteratorType is an int");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is 16 bits");

// Each version's library is found by its soname and opened by its absolute path, as
// CHarfBuzz's loader opens HarfBuzz (sf_open_system_library): never from the executable's
// RUNPATH, its folder or the current folder.
const sf_icu_functions *sf_icu_load(int newest, int oldest, char *problem, size_t size) {
    void *handle = NULL;
    int version = 0;
    char library[64];
    for (version = newest; version >= oldest && handle == NULL; version--) {
        snprintf(library, sizeof library, "libicuuc.so.%d", version);
        handle = sf_open_system_library(library, problem, size);
    }
    if (handle == NULL) {
        snprintf(problem, size,
                 "no ICU library can be loaded (tried libicuuc.so.%d down to libicuuc.so.%d)",
                 newest, oldest);
        return NULL;
    }
    version += 1;
    snprintf(library, sizeof library, "libicuuc.so.%d", version);
    sf_icu_functions found;
    found.version = version;
    char name[64];
    // Each field is set from the versioned symbol, else the plain one; a missing one stops
    // the load.
#define SF_LOOK_UP(field, symbol)                                                             \
    do {                                                                                     \
        snprintf(name, sizeof name, "%s_%d", #symbol, version);                              \
        void *address = dlsym(handle, name);                                                 \
        if (address == NULL) address = dlsym(handle, #symbol);                               \
        if (address == NULL) {                                                               \
            snprintf(problem, size, "%s has no function %s", library, name);                 \
            return NULL;                                                                     \
        }                                                                                    \
        *(void **)&found.field = address;                                                    \
    } while (0)
    SF_LOOK_UP(open, ubrk_open);
    SF_LOOK_UP(close, ubrk_close);
    SF_LOOK_UP(set_text, ubrk_setText);
    SF_LOOK_UP(next, ubrk_next);
    SF_LOOK_UP(rule_status, ubrk_getRuleStatus);
#undef SF_LOOK_UP
    sf_icu_functions *functions = malloc(sizeof *functions);
    if (functions == NULL) {
        snprintf(problem, size, "no memory for the functions of %s", library);
        return NULL;
    }
    *functions = found;
    return functions;
}
