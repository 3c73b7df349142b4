#ifndef SCALEDFONT_CFONTCONFIG_SHIM_H
#define SCALEDFONT_CFONTCONFIG_SHIM_H

// Fontconfig's public API is plain C functions and string constants; Swift imports the
// `FC_*` object names (string macros) directly, so no shim functions are needed.
#include <fontconfig/fontconfig.h>

#endif
