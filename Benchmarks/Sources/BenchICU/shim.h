// ICU's line-break iterator for the C line-breaking reference; no shim functions are needed.
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
