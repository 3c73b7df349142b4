#ifndef SCALEDFONT_TEST_ENVIRONMENT_H
#define SCALEDFONT_TEST_ENVIRONMENT_H

/// FONTCONFIG_FILE as the machine gave it to the test process, before the test environment
/// replaced it, or NULL when it was not set (Fontconfig then reads the system's fonts.conf).
const char *_Nullable scaledfont_tests_machine_fontconfig_file(void);

/// Raises (`enabled` non-zero) or drops the calling thread's file-permission override, the
/// effective capabilities CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (root's "read and write any
/// file whatever its mode"), for this thread only. Returns whether both were effective before,
/// or -1 when capget or capset failed.
int scaledfont_tests_file_override(int enabled);

#endif
