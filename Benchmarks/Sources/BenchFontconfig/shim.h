// Fontconfig for the C reference benchmark; no shim functions are needed.
#include <fontconfig/fontconfig.h>
