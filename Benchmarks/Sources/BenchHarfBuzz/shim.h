// HarfBuzz for the C shaping reference; no shim functions are needed.
#include <hb.h>
#include <hb-ot.h>
